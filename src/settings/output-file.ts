// A report written where the user asked (-o, the Action's sarif-file): never through a symbolic
// link, and any failure said in one line (a usage error, exit 2). In settings/ so that the CLI
// and the Action share it without the core importing from src/cli/.
import { closeSync, constants, openSync, writeSync } from 'node:fs';
import { errnoReason } from '../source/read.js';
import { UsageError } from './usage-error.js';

/**
 * What writeFileSync(path, text) does, a piece at a time, except through a symlink: a
 * `report.txt -> ~/.bashrc` planted in a repository is refused (O_NOFOLLOW), not followed.
 * `what` names the flag or input in the message.
 */
export function writeFile(path: string, chunks: Iterable<string>, what = '--output'): void {
  // A directory that does not exist, a read-only disk, a full one: the user's to mend, said in a line.
  const cannot = (err: unknown): UsageError => new UsageError(`${what} ${path}: cannot write it: ${errnoReason(err)}`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0), 0o666);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') throw new UsageError(`${what} ${path}: it is a symbolic link, and ssllint does not write through one: remove it or name another file`);
    throw cannot(err);
  }
  try {
    for (const chunk of chunks) {
      const bytes = Buffer.from(chunk, 'utf8');
      let done = 0;
      while (done < bytes.length) {
        let n: number;
        try {
          n = writeSync(fd, bytes, done, bytes.length - done);
        } catch (err) {
          throw cannot(err);
        }
        // A file takes every byte or fails; a zero-byte write would otherwise spin for ever.
        if (n <= 0) throw new Error(`could not write ${path}`);
        done += n;
      }
    }
  } finally {
    closeSync(fd);
  }
}
