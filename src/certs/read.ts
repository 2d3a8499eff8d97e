// Reading one referenced file, with every way it can fail turned into a reason a user can
// act on. Only regular files are opened (a FIFO or device would block the run).
import { accessSync, closeSync, constants, fstatSync, openSync, readdirSync, statSync } from 'node:fs';
import { readUpTo } from '../source/read-fd.js';
import { posix, resolve } from 'node:path';
import { outsideReason, resolveInFence, withinFence, type Fence } from '../source/fence.js';
import type { PathMap } from '../source/path-map.js';

/** Certificate bundles are small; a system CA store is ~250 KB. Anything far larger is not ours to parse. */
export const MAX_CERT_FILE_BYTES = 4 * 1024 * 1024;

export type ReadFailureKind = 'missing' | 'denied' | 'not-a-file' | 'too-large' | 'io' | 'outside';

export class ReadFailure extends Error {
  constructor(
    readonly kind: ReadFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A ReadFailure without a stack trace. A tree linted away from its server has a missing
 * file per site (tens of thousands), the user is shown only the reason, and capturing a
 * trace for each was the largest cost of the certificate rules.
 */
function failure(kind: ReadFailureKind, message: string): ReadFailure {
  // Nothing mutates a failure: one object per reason serves every path that fails for it.
  const key = `${kind}\0${message}`;
  const known = failures.get(key);
  if (known) return known;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const made = new ReadFailure(kind, message);
    // Reasons with a size in them vary; the usual ones are a handful.
    if (failures.size < 64) failures.set(key, made);
    return made;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

const failures = new Map<string, ReadFailure>();

/** Reads a file whole or throws a ReadFailure. Injected by tests to count reads. */
export type FileReader = (path: string) => Buffer;

export const readCertFile: FileReader = (path) => {
  let size: number;
  try {
    // Most paths in a linted config are missing on the linting machine: asking for no
    // exception spares building one (with its stack) per path. ENOTDIR still throws.
    const st = statSync(path, { throwIfNoEntry: false });
    if (st === undefined) throw failure('missing', 'no such file');
    if (st.isDirectory()) throw failure('not-a-file', 'it is a directory');
    if (!st.isFile()) throw failure('not-a-file', 'it is not a regular file');
    size = st.size;
  } catch (err) {
    throw asReadFailure(err);
  }
  if (size > MAX_CERT_FILE_BYTES) throw failure('too-large', `it is ${size} bytes, more than any certificate file should be`);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    // Re-check through the descriptor: the path may have been swapped since the stat.
    const st = fstatSync(fd);
    if (!st.isFile()) throw failure('not-a-file', 'it is not a regular file');
    return readUpTo(fd, Math.min(st.size, MAX_CERT_FILE_BYTES));
  } catch (err) {
    throw asReadFailure(err);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
};

export function asReadFailure(err: unknown): ReadFailure {
  if (err instanceof ReadFailure) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return failure('missing', 'no such file');
    case 'ENOTDIR':
      return failure('missing', 'a component of the path is not a directory');
    case 'EACCES':
    case 'EPERM':
      return failure('denied', 'permission denied');
    case 'EISDIR':
      return failure('not-a-file', 'it is a directory');
    case 'ELOOP':
      return failure('missing', 'too many symbolic links (a loop?)');
    default:
      return failure('io', code ? `read error ${code}` : 'read error');
  }
}

/** A reader that may also tell, without a system call or an exception, that a path is missing. */
export interface CertReader extends FileReader {
  /** The failure a read of `path` is known to end in, or undefined when only reading can tell. */
  knownFailure?: (path: string) => ReadFailure | undefined;
}

/**
 * A reader for one run that knows, from one listing per directory, which paths cannot exist.
 * A config linted away from its server names a certificate directory per site, none of
 * them present: the listing of their common parent answers for all of them, where a stat
 * per file would cost a system call each. Anything the listings cannot settle (an entry that
 * exists, a symlink, an unreadable or unsearchable directory, a path with `.`/`..` parts)
 * goes to readCertFile, so every answer is the one a stat would give.
 */
export function createCertReader(read: FileReader = readCertFile): CertReader {
  const listings = new Map<string, Set<string> | undefined>();
  const absentDirs = new Map<string, boolean>();

  const listing = (dir: string): Set<string> | undefined => {
    if (listings.has(dir)) return listings.get(dir);
    let names: Set<string> | undefined;
    try {
      // Without search permission a stat below `dir` fails as "denied", not "missing".
      accessSync(dir, constants.X_OK);
      names = new Set(readdirSync(dir));
      if (caseInsensitive(dir, names)) names = undefined;
    } catch {
      names = undefined;
    }
    listings.set(dir, names);
    return names;
  };

  /** True only when some component of `dir` is known not to exist. */
  const absent = (dir: string): boolean => {
    if (dir === '/') return false;
    const known = absentDirs.get(dir);
    if (known !== undefined) return known;
    const cut = dir.lastIndexOf('/');
    let result = absent(dirname(dir, cut));
    if (!result) result = listing(dirname(dir, cut))?.has(dir.slice(cut + 1)) === false;
    absentDirs.set(dir, result);
    return result;
  };

  // macOS and Windows file systems fold case or Unicode forms: a listing there cannot say
  // what is absent. Linux compares names byte for byte (casefolded directories are caught
  // by caseInsensitive()).
  if (process.platform !== 'linux') return read;
  // Only absolute paths without `.`/`..` parts, empty parts or a trailing `/` (where a
  // parent's listing could mislead, or posix.dirname would cut elsewhere) are settled here.
  const settles = (path: string): boolean => path.startsWith('/') && !/\/\.{0,2}(\/|$)/.test(path);
  let missing: ReadFailure | undefined;
  const knownFailure = (path: string): ReadFailure | undefined =>
    settles(path) && absent(dirname(path, path.lastIndexOf('/'))) ? (missing ??= failure('missing', 'no such file')) : undefined;
  const reader: CertReader = (path) => {
    const known = knownFailure(path);
    if (known) throw known;
    return read(path);
  };
  reader.knownFailure = knownFailure;
  return reader;
}

/** posix.dirname of a path settled above, given the position of its last `/`. */
function dirname(path: string, lastSlash: number): string {
  return lastSlash === 0 ? '/' : path.slice(0, lastSlash);
}

/** Whether `dir` finds a listed name under another case, i.e. folds case. */
function caseInsensitive(dir: string, names: Set<string>): boolean {
  for (const name of names) {
    const swapped = name.toUpperCase() !== name ? name.toUpperCase() : name.toLowerCase();
    if (swapped === name || names.has(swapped)) continue;
    return statSync(posix.join(dir, swapped), { throwIfNoEntry: false }) !== undefined;
  }
  return false;
}

/**
 * `inner` refusing every path outside a closed fence (source/fence.ts), before any system call
 * about it: a repository's `ssl_certificate /home/runner/.ssh/id_rsa` is neither read nor said
 * to exist. A path spelt inside is resolved inside the fence only (absolute link targets
 * through --path-map) and read as resolved, so a symlink out of the tree is refused too, with
 * the same words whatever lies at its end.
 */
export function fencedCertReader(fence: Fence, map?: PathMap, inner: CertReader = createCertReader()): CertReader {
  const refusals = new Map<boolean, ReadFailure>();
  const refused = (link: boolean): ReadFailure => {
    let f = refusals.get(link);
    if (!f) refusals.set(link, (f = failure('outside', outsideReason(fence, link))));
    return f;
  };
  const resolved = (path: string): string | ReadFailure => {
    const lexical = resolve(path);
    if (!withinFence(fence, lexical)) return refused(false);
    const real = resolveInFence(lexical, fence, map);
    return withinFence(fence, real) ? real : refused(true);
  };
  const reader: CertReader = (path) => {
    const real = resolved(path);
    if (typeof real !== 'string') throw real;
    return inner(real);
  };
  reader.knownFailure = (path) => {
    const real = resolved(path);
    return typeof real !== 'string' ? real : inner.knownFailure?.(real);
  };
  return reader;
}
