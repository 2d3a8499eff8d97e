// Reading a settings file (`.ssllint.json`/`.yaml`, a `--policy` file) with a size cap: the
// YAML parser takes about a hundred times a file's size in memory and time grows with it, so
// a 50 MB file planted in a pull request would take a minute and gigabytes before any
// message. Real ones are a few kilobytes (the largest shipped policy is under 20 kB).
import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { readUpTo } from './read-fd.js';

export const MAX_SETTINGS_FILE_BYTES = 1024 * 1024;

export type SmallFileRead = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The text of `path`, or why not: the size is checked on the open descriptor before
 * anything is read, and O_NONBLOCK keeps a FIFO from holding the run.
 */
export function readSmallFile(path: string, max: number = MAX_SETTINGS_FILE_BYTES): SmallFileRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    return { ok: false, reason: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { ok: false, reason: 'EISDIR' };
    if (!st.isFile()) return { ok: false, reason: 'not a regular file' };
    if (st.size > max) return { ok: false, reason: `too large: ${st.size} bytes, over the ${max} bytes ssllint reads` };
    return { ok: true, text: readUpTo(fd, st.size).toString('utf8') };
  } catch (err) {
    return { ok: false, reason: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
  } finally {
    closeSync(fd);
  }
}
