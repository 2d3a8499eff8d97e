// Path spelling shared by the formats. Text formats are read by a person standing in the
// working directory; SARIF and GitHub annotations are matched against the repository tree.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

function toPosix(p: string): string {
  // Only Windows needs converting: on POSIX a backslash is an ordinary file-name character.
  return sep === '\\' ? p.split(sep).join('/') : p;
}

// A report names the same few files over and over (a tree of 10,000 files can yield
// 100,000 findings): each spelling is worked out once per base directory. Only absolute
// bases are remembered (a relative one depends on the process's directory), and the table is
// bounded for long-lived processes.
const MEMO_LIMIT = 1 << 16;
const memo = { inside: new Map<string, Map<string, string | null>>(), display: new Map<string, Map<string, string | null>>() };

function remembered(kind: keyof typeof memo, base: string, file: string, compute: () => string | undefined): string | undefined {
  if (!isAbsolute(base)) return compute();
  let table = memo[kind].get(base);
  if (!table) memo[kind].set(base, (table = new Map()));
  const known = table.get(file);
  if (known !== undefined) return known ?? undefined;
  const value = compute();
  if (table.size >= MEMO_LIMIT) table.clear();
  table.set(file, value ?? null);
  return value;
}

/** `file` relative to `base` (POSIX separators) when it lies inside `base`, else undefined. */
export function relativeInside(file: string, base: string): string | undefined {
  return remembered('inside', base, file, () => computeRelativeInside(file, base));
}

/** An absolute POSIX path already in the form path.resolve() gives: no `.`, `..` or empty segment, no trailing `/`. */
function resolvedPosix(p: string): boolean {
  return p.startsWith('/') && p.length > 1 && !p.endsWith('/') && !p.includes('//') && !p.includes('/./') && !p.includes('/../') && !p.endsWith('/.') && !p.endsWith('/..');
}

function computeRelativeInside(file: string, base: string): string | undefined {
  // The common case, a file the loader resolved under a resolved working directory, needs no
  // path.relative(), whose first calls cost a lint of a few files a third of a millisecond.
  if (sep === '/' && file.length > base.length + 1 && file.charCodeAt(base.length) === 0x2f && file.startsWith(base) && resolvedPosix(base) && resolvedPosix(file)) {
    return file.slice(base.length + 1);
  }
  return relativeByPath(file, base);
}

/** relativeInside() by path.relative() alone: what the shortcut above must agree with. */
export function relativeByPath(file: string, base: string): string | undefined {
  const rel = relative(resolve(base), resolve(base, file));
  if (rel === '' || isAbsolute(rel)) return undefined;
  // `..foo/x` is inside; only a whole `..` segment leaves the base.
  if (rel === '..' || rel.startsWith(`..${sep}`)) return undefined;
  return toPosix(rel);
}

/** Relative to cwd when inside it, else absolute. */
export function displayPath(file: string, cwd: string): string {
  return remembered('display', cwd, file, () => relativeInside(file, cwd) ?? toPosix(resolve(cwd, file)))!;
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
