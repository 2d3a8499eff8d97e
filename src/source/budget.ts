// Caps on what one run reads, so that a glob over a huge directory or a tree that includes
// a great many large files ends in a positioned finding instead of exhausting memory. Each
// file is already capped at MAX_CONFIG_BYTES (read.ts); these bound the sum.
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

export interface ReadLimits {
  files: number;
  bytes: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = { files: MAX_FILES_PER_RUN, bytes: MAX_BYTES_PER_RUN };

/** What a run has read so far: one per run, shared by the file systems its trees are read through. */
export interface ReadBudget {
  limits: ReadLimits;
  files: number;
  bytes: number;
  spent?: ReadOutcome;
}

export function readBudget(limits: ReadLimits = DEFAULT_READ_LIMITS): ReadBudget {
  return { limits, files: 0, bytes: 0 };
}

/**
 * `inner` with the run's read budget: once a read would pass either cap, that read and every
 * later one is refused with `budget: true` (later, smaller files are not let in, so which
 * files were read does not depend on their sizes). Wrap it in cachingFs, so that a file
 * read twice (detection, then loading) is counted once.
 */
export function budgetedFs(inner: SourceFs, budget: ReadBudget = readBudget()): SourceFs {
  const { limits } = budget;
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
      const r = inner.read(p);
      budget.files++;
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
