// Edits into text, and text onto disk. A file is written whole or not at all: a temporary file
// beside it (same directory, so same file system) is renamed over it, keeping its mode (and,
// for root, its owner). Nothing is written through a symlink: the temporary files are created
// with O_EXCL | O_NOFOLLOW and given mode and owner on their descriptor, and a rename replaces
// a link planted at FILE.orig instead of following it.
import { closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, lstatSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface TextChange {
  start: number;
  end: number;
  text: string;
}

/** The text with the changes made; changes are sorted by start and do not overlap. */
export function applyChanges(text: string, changes: readonly TextChange[]): string {
  let out = '';
  let at = 0;
  for (const c of changes) {
    out += text.slice(at, c.start) + c.text;
    at = c.end;
  }
  return out + text.slice(at);
}

/** Maps an offset in the changed text back to the original: a changed region maps to its start. */
export function originalOffset(changes: readonly TextChange[], offset: number): number {
  let shift = 0;
  for (const c of changes) {
    const newStart = c.start + shift;
    const newEnd = newStart + c.text.length;
    if (offset < newStart) break;
    if (offset < newEnd) return c.start;
    shift += c.text.length - (c.end - c.start);
  }
  return offset - shift;
}

let serial = 0;

/** A file made beside the one it will replace, written and given its mode, not yet renamed. */
export interface Staged {
  temp: string;
  path: string;
  /** Which file was made (the temporary's path could be swapped for another after it was made). */
  dev: number;
  ino: number;
}

/**
 * Makes a new file beside `path` holding `content`, with `like`'s mode (and, for root, its owner
 * and group). Mode and owner are set on the open descriptor: a user who can write the directory
 * may swap the temporary's name for a symlink at any moment, and a chmod or chown by name would
 * then change whatever the link points to.
 */
export function stage(path: string, content: string, like: { mode: number; uid: number; gid: number }): Staged {
  const temp = join(dirname(path), `.${basename(path)}.ssllint-${process.pid}-${serial++}`);
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    const bytes = Buffer.from(content, 'utf8');
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
    // The mode given at creation is filtered by the umask: set it as the original had it.
    fchmodSync(fd, like.mode & 0o7777);
    // A file root fixes for www-data stays www-data's; anyone else cannot give files away.
    if (process.getuid?.() === 0) fchownSync(fd, like.uid, like.gid);
    fsyncSync(fd);
    const st = fstatSync(fd);
    return { temp, path, dev: st.dev, ino: st.ino };
  } catch (err) {
    discard({ temp, path, dev: -1, ino: -1 });
    throw err;
  } finally {
    closeSync(fd);
  }
}

/**
 * Renames a staged file over its path, if its name still leads to the file made (lstat: a
 * symlink planted there is not followed). The check and the rename are two system calls: a
 * swap between them moves the planted name into place, which anyone who can write the
 * directory could do to the file directly; no mode or owner is ever set through it.
 */
export function commit(staged: Staged): void {
  const st = lstatSync(staged.temp, { throwIfNoEntry: false });
  if (!st || st.dev !== staged.dev || st.ino !== staged.ino) {
    discard(staged);
    throw new Error(`${staged.temp} was replaced while ssllint wrote it: not renamed into place`);
  }
  renameSync(staged.temp, staged.path);
}

/** Removes a staged file's name (a link planted in its place is removed, not followed). */
export function discard(staged: Staged): void {
  try {
    unlinkSync(staged.temp);
  } catch {
    // Not created, or already gone: nothing to clean.
  }
}

/** The stat that stage() copies mode and owner from. */
export function modeOf(path: string): { mode: number; uid: number; gid: number } {
  const st = statSync(path);
  return { mode: st.mode & 0o7777, uid: st.uid, gid: st.gid };
}
