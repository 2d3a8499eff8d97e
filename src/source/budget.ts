// Caps on what one run reads, so that a glob over a huge directory or a tree that includes
// a great many large files ends in a positioned finding instead of exhausting memory. Each
// file is already capped at MAX_CONFIG_BYTES (read.ts); these bound the sum, and the memory the
// run holds (what was read, parsed and modelled) bounds them all.
import { getHeapStatistics } from 'node:v8';
import type { SourceFs } from './fs.js';
import type { ReadOutcome } from './read.js';

/**
 * Configuration files read per run. Real trees hold tens to a few thousand files (Debian's
 * apache2 with every module enabled: about 300); the 10,000-vhost benchmark tree fits.
 */
export const MAX_FILES_PER_RUN = 50_000;

/**
 * Bytes of configuration read per run: ten times the largest real tree seen (the 3.85 MB
 * ingress-nginx config) times a margin; a parsed tree takes several times its text in memory.
 */
export const MAX_BYTES_PER_RUN = 256 * 1024 * 1024;

/**
 * Share of the JavaScript heap Node allows (its heap_size_limit: about 2 to 4 GB, by the
 * machine's memory) past which no more files are read: the rest of the run (models, rules,
 * the report) needs room too. A tree of 10,764 files of all kinds once took a run to the
 * limit and a crash (exit 134) before this bound.
 */
export const MAX_HEAP_SHARE = 0.5;

export interface ReadLimits {
  files: number;
  bytes: number;
  /** Bytes of heap in use past which reading stops (default: MAX_HEAP_SHARE of the limit). */
  heap?: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = { files: MAX_FILES_PER_RUN, bytes: MAX_BYTES_PER_RUN };

/** The heap is measured again after this many files or bytes read (a measure costs ~10 µs). */
const HEAP_CHECK_FILES = 64;
const HEAP_CHECK_BYTES = 1024 * 1024;

const MB = 1024 * 1024;

/** What a run has read so far: one per run, shared by the file systems its trees are read through. */
export interface ReadBudget {
  limits: ReadLimits;
  files: number;
  bytes: number;
  spent?: ReadOutcome;
  /** Told the number of files read after each read (the CLI's progress line). */
  onRead?: (files: number) => void;
  /** Files and bytes read when the heap was last measured; files -1: never yet. */
  heapChecked: { files: number; bytes: number };
}

export function readBudget(limits: ReadLimits = DEFAULT_READ_LIMITS, onRead?: (files: number) => void): ReadBudget {
  return { limits, files: 0, bytes: 0, ...(onRead ? { onRead } : {}), heapChecked: { files: -1, bytes: 0 } };
}

/**
 * `inner` with the run's read budget: once a read would pass either cap, that read and every
 * later one is refused with `budget: true` (later, smaller files are not let in, so which
 * files were read does not depend on their sizes). Wrap it in cachingFs, so that a file
 * read twice (detection, then loading) is counted once.
 */
export function budgetedFs(inner: SourceFs, budget: ReadBudget = readBudget()): SourceFs {
  const { limits } = budget;
  const heapLimit = limits.heap ?? Math.floor(getHeapStatistics().heap_size_limit * MAX_HEAP_SHARE);
  const heapFull = (): boolean => {
    const at = budget.heapChecked;
    if (at.files >= 0 && budget.files - at.files < HEAP_CHECK_FILES && budget.bytes - at.bytes < HEAP_CHECK_BYTES) return false;
    budget.heapChecked = { files: budget.files, bytes: budget.bytes };
    return getHeapStatistics().used_heap_size > heapLimit;
  };
  return {
    kind: (p) => inner.kind(p),
    list: (p) => inner.list(p),
    realpath: (p) => inner.realpath(p),
    read(p) {
      if (budget.spent) return budget.spent;
      if (budget.files >= limits.files) {
        budget.spent = { ok: false, budget: true, reason: `ssllint reads at most ${limits.files} files per run, and this run has read that many` };
        return budget.spent;
      }
      if (heapFull()) {
        budget.spent = { ok: false, budget: true, reason: `ssllint stops reading files when it holds ${Math.round(heapLimit / MB)} MB of memory${limits.heap === undefined ? ' (half of what Node allows it)' : ''}, and this run has reached that after ${budget.files} files` };
        return budget.spent;
      }
      const r = inner.read(p);
      budget.files++;
      budget.onRead?.(budget.files);
      if (!r.ok) return r;
      const size = Buffer.byteLength(r.text);
      if (budget.bytes + size > limits.bytes) {
        budget.spent = { ok: false, budget: true, reason: `ssllint reads at most ${limits.bytes} bytes of configuration per run, and this file would take the run past that` };
        return budget.spent;
      }
      budget.bytes += size;
      return r;
    },
  };
}
