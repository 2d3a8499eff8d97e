// The tests' temp directories, and the one way the tests remove a directory: removeTmp() deletes
// only a directory that makeTmp() made directly under os.tmpdir() in this process, and throws on
// anything else ('', '..', the repository, a path outside, a link put in its place) before
// deleting a byte. A cleanup that runs after a failed setup (a variable still '', a path derived
// from it) then fails loudly instead of removing the folder the repository was cloned into, as
// test/model-apache.test.ts's afterAll once did (rmSync(join('', '..')) is the working
// directory's parent). Whatever a test file leaves is removed after it (test/setup-tmp.ts).
import { lstatSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';

export interface Tmp {
  /** The directory's real path (os.tmpdir() may be a symbolic link). */
  readonly dir: string;
  /** Removes the directory and everything under it; again is a no-op. */
  remove(): void;
}

const made = new Set<string>();

/** A new empty directory under os.tmpdir(), named `prefix` and random characters. */
export function makeTmp(prefix = 'ssllint-test-'): Tmp {
  if (!/^[\w.-]+$/.test(prefix) || prefix.startsWith('.')) throw new Error(`makeTmp: ${JSON.stringify(prefix)} is not a plain file-name prefix`);
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.add(dir);
  return { dir, remove: () => removeTmp(dir) };
}

/** Why `dir` may not be removed, or undefined when it may. */
function refusal(dir: unknown): string | undefined {
  if (typeof dir !== 'string' || dir === '') return 'not a path';
  if (!isAbsolute(dir) || resolve(dir) !== dir) return 'not an absolute, normalised path';
  if (!made.has(dir)) return 'not a directory makeTmp() made in this process';
  // Checked again, not trusted from the set: a test may have changed TMPDIR since.
  if (dirname(dir) !== realpathSync(tmpdir())) return `not directly under ${tmpdir()}`;
  return undefined;
}

/** Removes a directory makeTmp() made; throws, removing nothing, for any other path. */
export function removeTmp(dir: string): void {
  const why = refusal(dir);
  if (why) throw new Error(`removeTmp: refusing to remove ${JSON.stringify(dir)}: ${why}`);
  let entry;
  try {
    entry = lstatSync(dir);
  } catch {
    return; // already gone
  }
  if (!entry.isDirectory()) throw new Error(`removeTmp: refusing to remove ${JSON.stringify(dir)}: no longer a directory (a link or a file took its place)`);
  rmSync(dir, { recursive: true, force: true });
}

/** Removes every directory makeTmp() made that is still there; test/setup-tmp.ts runs it after each test file. */
export function removeAllTmp(): void {
  for (const dir of made) removeTmp(dir);
}
