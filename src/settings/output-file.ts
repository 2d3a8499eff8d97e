// A report written where the user asked (-o, the Action's sarif-file): never through a symbolic
// link, and any failure said in one line (a usage error, exit 2). In settings/ so that the CLI
// and the Action share it without the core importing from src/cli/.
import { closeSync, constants, lstatSync, mkdirSync, openSync, realpathSync, writeSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
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

/**
 * Makes the directories `path` needs, refusing any of them below `root` that is a symbolic link.
 * The Action's workspace is the pull request's: a `reports -> /elsewhere` it committed must not
 * carry the Action's write out of it (writeFile refuses a link at the file itself). Directories
 * at and above `root` (the runner's) are not looked at, nor is a path outside it.
 */
export function makeDirectoriesWithin(path: string, given: string, what: string): void {
  // The root as given or as it resolves (a workspace reached through a link): whichever holds the path.
  const root = [given, realpathOr(given)].find((r) => inside(r, dirname(path)));
  if (root === undefined) {
    mkdirSync(dirname(path), { recursive: true });
    return;
  }
  const rel = relative(root, dirname(path));
  if (rel === '') return;
  let dir = root;
  for (const part of rel.split(sep)) {
    dir = join(dir, part);
    let entry;
    try {
      entry = lstatSync(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new UsageError(`${what} ${path}: cannot write it: ${errnoReason(err)}`);
      mkdirSync(dir);
      continue;
    }
    if (entry.isSymbolicLink()) throw new UsageError(`${what} ${path}: ${relative(root, dir)} is a symbolic link in the workspace, and ssllint does not write through one there: name another path`);
    if (!entry.isDirectory()) throw new UsageError(`${what} ${path}: ${relative(root, dir)} is not a directory`);
  }
}

function inside(root: string, dir: string): boolean {
  const rel = relative(root, dir);
  return !rel.startsWith('..') && !isAbsolute(rel);
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
