// Reading one referenced file, with every way it can fail turned into a reason a user can
// act on. Only regular files are opened (a FIFO or device would block the run).
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';

/** Certificate bundles are small; a system CA store is ~250 KB. Anything far larger is not ours to parse. */
export const MAX_CERT_FILE_BYTES = 4 * 1024 * 1024;

export type ReadFailureKind = 'missing' | 'denied' | 'not-a-file' | 'too-large' | 'io';

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
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new ReadFailure(kind, message);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

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
    const limit = Math.min(st.size, MAX_CERT_FILE_BYTES);
    const buf = Buffer.alloc(limit);
    let got = 0;
    while (got < limit) {
      const n = readSync(fd, buf, got, limit - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === limit ? buf : buf.subarray(0, got);
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
