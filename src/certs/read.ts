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

/** Reads a file whole or throws a ReadFailure. Injected by tests to count reads. */
export type FileReader = (path: string) => Buffer;

export const readCertFile: FileReader = (path) => {
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new ReadFailure('not-a-file', 'it is a directory');
    if (!st.isFile()) throw new ReadFailure('not-a-file', 'it is not a regular file');
    size = st.size;
  } catch (err) {
    throw asReadFailure(err);
  }
  if (size > MAX_CERT_FILE_BYTES) throw new ReadFailure('too-large', `it is ${size} bytes, more than any certificate file should be`);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    // Re-check through the descriptor: the path may have been swapped since the stat.
    const st = fstatSync(fd);
    if (!st.isFile()) throw new ReadFailure('not-a-file', 'it is not a regular file');
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
      return new ReadFailure('missing', 'no such file');
    case 'ENOTDIR':
      return new ReadFailure('missing', 'a component of the path is not a directory');
    case 'EACCES':
    case 'EPERM':
      return new ReadFailure('denied', 'permission denied');
    case 'EISDIR':
      return new ReadFailure('not-a-file', 'it is a directory');
    case 'ELOOP':
      return new ReadFailure('missing', 'too many symbolic links (a loop?)');
    default:
      return new ReadFailure('io', code ? `read error ${code}` : 'read error');
  }
}
