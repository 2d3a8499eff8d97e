// Path spelling shared by the formats. Text formats are read by a person standing in the
// working directory; SARIF and GitHub annotations are matched against the repository tree.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

function toPosix(p: string): string {
  // Only Windows needs converting: on POSIX a backslash is an ordinary file-name character.
  return sep === '\\' ? p.split(sep).join('/') : p;
}

/** `file` relative to `base` (POSIX separators) when it lies inside `base`, else undefined. */
export function relativeInside(file: string, base: string): string | undefined {
  const rel = relative(resolve(base), resolve(base, file));
  if (rel === '' || isAbsolute(rel)) return undefined;
  // `..foo/x` is inside; only a whole `..` segment leaves the base.
  if (rel === '..' || rel.startsWith(`..${sep}`)) return undefined;
  return toPosix(rel);
}

/** Relative to cwd when inside it, else absolute. */
export function displayPath(file: string, cwd: string): string {
  return relativeInside(file, cwd) ?? toPosix(resolve(cwd, file));
}

/** The nearest directory at or above `cwd` holding `.git` (a directory, or a file in worktrees), else cwd. */
export function findRepoRoot(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(cwd);
    dir = up;
  }
}
