// Edits into text, and text onto disk. A file is written whole or not at all: a temporary file
// beside it (same directory, so same file system) is renamed over it, keeping its mode (and,
// for root, its owner). Nothing is written through a symlink: the temporary files are created
// with O_EXCL, and a rename replaces a link planted at FILE.orig instead of following it.
import { chmodSync, chownSync, constants, copyFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** Writes `content` over `path` atomically, with the mode `path` had; FILE.orig first when asked. */
export function writeAtomically(path: string, content: string, backup: boolean): void {
  const st = statSync(path);
  const mode = st.mode & 0o7777;
  if (backup) {
    // Not copyFileSync(path, FILE.orig): that opens FILE.orig, following a symlink planted there.
    replaceWith(`${path}.orig`, mode, st, (temp) => copyFileSync(path, temp, constants.COPYFILE_EXCL));
  }
  replaceWith(path, mode, st, (temp) => writeFileSync(temp, content, { mode, flag: 'wx' }));
}

/** Makes a new file beside `path` with `make`, gives it `mode` (and root the owner of `like`), and renames it over `path`. */
function replaceWith(path: string, mode: number, like: { uid: number; gid: number }, make: (temp: string) => void): void {
  const temp = join(dirname(path), `.${basename(path)}.ssllint-${process.pid}-${serial++}`);
  try {
    make(temp);
    // The mode given at creation is filtered by the umask: set it as the original had it.
    chmodSync(temp, mode);
    // A file root fixes for www-data stays www-data's; anyone else cannot give files away.
    if (process.getuid?.() === 0) chownSync(temp, like.uid, like.gid);
    renameSync(temp, path);
  } catch (err) {
    try {
      unlinkSync(temp);
    } catch {
      // Not created, or already renamed: nothing to clean.
    }
    throw err;
  }
}
