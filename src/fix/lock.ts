// One --fix at a time per file. Two runs that read the same text would otherwise both write:
// the second one's FILE.orig would hold the first one's fixes, and the text the user had would
// be gone. The lock is a file beside the one it guards, made with O_EXCL (as git's index.lock):
// a run that finds it refuses, naming it, and a lock a killed run left behind is removed by hand.
import { closeSync, constants, fstatSync, lstatSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { errnoReason } from '../source/read.js';

export interface Lock {
  path: string;
  dev: number;
  ino: number;
}

/** Takes the lock of `file`, or says why it cannot. */
export function lockFile(file: string): Lock | { refused: string } {
  const path = join(dirname(file), `.${basename(file)}.ssllint-lock`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { refused: `${file} is being fixed by another ssllint run (it holds ${path}; remove that file if no ssllint is running)` };
    return { refused: `cannot lock ${file} (${errnoReason(err)})` };
  }
  try {
    writeSync(fd, `${process.pid}\n`);
    const st = fstatSync(fd);
    return { path, dev: st.dev, ino: st.ino };
  } finally {
    closeSync(fd);
  }
}

/** Removes the lock, if its name still leads to the file this run made. */
export function unlock(lock: Lock): void {
  const st = lstatSync(lock.path, { throwIfNoEntry: false });
  if (st && st.dev === lock.dev && st.ino === lock.ino) unlinkSync(lock.path);
}
