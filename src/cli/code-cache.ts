// V8's compiled code for the bundle, kept between runs so that a run can skip compiling it
// (load-bundle.ts). A cache entry is code the next run executes, so one that another user
// could have written would be code injection: entries live in a directory of the user's own
// ($XDG_CACHE_HOME/ssllint or ~/.cache/ssllint, created 0700), and the directory and each
// entry are used only when the current user owns them and no one else may write to them.
// Every failure (no home, a read-only disk, a race with a parallel run) just means no cache.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';

/** Entries kept per directory: a few commands × a few Node versions × the installed releases. */
export const MAX_ENTRIES = 16;

/** V8 sizes its cache for this bundle well under this; anything bigger is not ours. */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

export interface CodeCache {
  /** The entry an earlier run wrote, when there is one this user can trust. */
  read(): Buffer | undefined;
  /**
   * Replaces the entry with what `produce` returns, calling it only when the entry can be
   * written (producing it costs milliseconds: a run that cannot keep a cache should not pay).
   * Never throws.
   */
  write(produce: () => Buffer): void;
}

type Env = Record<string, string | undefined>;

/**
 * The cache directory, or undefined when caching is off: SSLLINT_NO_CODE_CACHE (or Node's
 * own NODE_DISABLE_COMPILE_CACHE) set, or a platform without user ids to check (Windows).
 * `home` is os.homedir(), asked only when XDG_CACHE_HOME does not say.
 */
export function cacheDirectory(env: Env, home: () => string): string | undefined {
  if (env.SSLLINT_NO_CODE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  if (typeof process.getuid !== 'function') return undefined;
  // The XDG spec says to ignore a relative XDG_CACHE_HOME.
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'ssllint');
  try {
    const h = home();
    return h && isAbsolute(h) ? join(h, '.cache', 'ssllint') : undefined;
  } catch {
    return undefined;
  }
}

/** Owned by this user and writable by no one else (callers lstat, or open with O_NOFOLLOW: no symlinks). */
function trusted(st: Stats, uid: number): boolean {
  return st.uid === uid && (st.mode & 0o022) === 0;
}

function trustedDirectory(dir: string, uid: number): boolean {
  try {
    const st = lstatSync(dir);
    return st.isDirectory() && trusted(st, uid);
  } catch {
    return false;
  }
}

function ownedBy(path: string, uid: number): boolean {
  try {
    return lstatSync(path).uid === uid;
  } catch {
    return false;
  }
}

/**
 * Creates `dir` (and its parent, ~/.cache) only inside directories this user owns: `sudo`
 * keeping HOME must not leave a root-owned ~/.cache behind that the user then cannot use.
 */
function ensureDirectory(dir: string, uid: number): boolean {
  if (trustedDirectory(dir, uid)) return true;
  const parent = dirname(dir);
  try {
    if (!ownedBy(parent, uid)) {
      if (!ownedBy(dirname(parent), uid)) return false;
      mkdirSync(parent, { mode: 0o700 });
    }
    mkdirSync(dir, { mode: 0o700 });
  } catch {
    return false;
  }
  return trustedDirectory(dir, uid);
}

/**
 * The cache entry `name` (already specific to the bundle's content, the Node version and the
 * architecture) in `dir`.
 */
export function codeCache(dir: string, name: string): CodeCache {
  const uid = process.getuid!();
  const file = join(dir, `${name}.v8cache`);
  return {
    read() {
      if (!trustedDirectory(dir, uid)) return undefined;
      let fd: number | undefined;
      try {
        // O_NOFOLLOW, and the checks on the open descriptor: what is read is what was checked.
        fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
        const st = fstatSync(fd);
        if (!st.isFile() || !trusted(st, uid) || st.size === 0 || st.size > MAX_ENTRY_BYTES) return undefined;
        const data = Buffer.allocUnsafe(st.size);
        let got = 0;
        while (got < st.size) {
          const n = readSync(fd, data, got, st.size - got, got);
          if (n === 0) return undefined;
          got += n;
        }
        return data;
      } catch {
        return undefined;
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
    },
    write(produce) {
      const temp = join(dir, `${name}.${process.pid}.tmp`);
      try {
        if (!ensureDirectory(dir, uid)) return;
        const data = produce();
        // A fresh file of our own (O_EXCL), renamed into place: a parallel run reads either
        // the old entry or the new one, never half of one.
        const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
        try {
          writeSync(fd, data);
        } finally {
          closeSync(fd);
        }
        renameSync(temp, file);
        prune(dir);
      } catch {
        try {
          unlinkSync(temp);
        } catch {
          // never created, or already gone
        }
      }
    },
  };
}

/**
 * Keeps the MAX_ENTRIES newest files: releases and Node versions come and go (and a run that
 * died while writing leaves its temporary file).
 */
function prune(dir: string): void {
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.v8cache') || f.endsWith('.tmp'))
    .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of entries.slice(MAX_ENTRIES)) unlinkSync(old.path);
}
