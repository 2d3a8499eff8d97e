// Include wildcard expansion, reproducing what each server does rather than what a generic
// glob library does:
// - nginx passes the path to glob(3) (flags 0): wildcards in any component, no brace
//   expansion, leading dots matched only literally, the whole result sorted bytewise
//   (nginx never calls setlocale, so strcoll is strcmp), symlinked directories followed.
// - httpd walks the path itself (server/config.c process_resource_config_fnmatch): each
//   wildcard component matched with fnmatch(FNM_PERIOD) against one directory, a
//   wildcard inside the path only matching entries whose d_type is a directory (so a
//   symlink to a directory is skipped there), candidates sorted per directory, and an
//   included directory read recursively, dotfiles included.
import { posix } from 'node:path';
import { childPath, type DirEntry, type SourceFs } from './fs.js';

/** nginx decides between "open one file" and "glob" with strpbrk(path, "*?["). */
export function hasNginxMagic(path: string): boolean {
  return /[*?[]/.test(path);
}

/** apr_fnmatch_test: `*` or `?`, or a `[` later closed by `]`; a backslash hides the next character. */
export function hasApacheMagic(path: string): boolean {
  let open = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === '*' || c === '?') return true;
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      open = true;
    } else if (c === ']' && open) {
      return true;
    }
  }
  return false;
}

const CLASSES: Record<string, (c: string) => boolean> = {
  alnum: (c) => /[A-Za-z0-9]/.test(c),
  alpha: (c) => /[A-Za-z]/.test(c),
  blank: (c) => c === ' ' || c === '\t',
  cntrl: (c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
  digit: (c) => c >= '0' && c <= '9',
  graph: (c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) < 0x7f,
  lower: (c) => c >= 'a' && c <= 'z',
  print: (c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) < 0x7f,
  punct: (c) => /[!-/:-@[-`{-~]/.test(c),
  space: (c) => /[ \t\n\v\f\r]/.test(c),
  upper: (c) => c >= 'A' && c <= 'Z',
  xdigit: (c) => /[0-9A-Fa-f]/.test(c),
};

/**
 * Matches a `[...]` expression starting at `pattern[at]` against `c`. Returns the index
 * after the closing `]`, with whether it matched, or undefined when the bracket is never
 * closed (the `[` is then an ordinary character, as in glibc and APR).
 */
function matchBracket(pattern: string, at: number, c: string): { matched: boolean; next: number } | undefined {
  let i = at + 1;
  const negate = pattern[i] === '!' || pattern[i] === '^';
  if (negate) i++;
  let matched = false;
  let first = true;
  while (i < pattern.length) {
    let ch = pattern[i];
    if (ch === ']' && !first) return { matched: matched !== negate, next: i + 1 };
    first = false;
    if (ch === '[' && pattern[i + 1] === ':') {
      const end = pattern.indexOf(':]', i + 2);
      const test = end === -1 ? undefined : CLASSES[pattern.slice(i + 2, end)];
      if (test) {
        if (test(c)) matched = true;
        i = end + 2;
        continue;
      }
    }
    if (ch === '\\' && i + 1 < pattern.length) ch = pattern[++i];
    let hi = ch;
    if (pattern[i + 1] === '-' && i + 2 < pattern.length && pattern[i + 2] !== ']') {
      hi = pattern[i + 2];
      i += 2;
      if (hi === '\\' && i + 1 < pattern.length) hi = pattern[++i];
    }
    if (c >= ch && c <= hi) matched = true;
    i++;
  }
  return undefined;
}

/**
 * fnmatch(3) for one path component, with backslash escapes and, unless `period` is false,
 * FNM_PERIOD (a leading dot is matched only by a literal dot: httpd's Include uses it, its
 * <Directory> wildcards do not). Backtracks only to the last `*`, so the cost stays
 * O(pattern × name) whatever the pattern.
 */
export function fnmatchName(pattern: string, name: string, period = true): boolean {
  if (period && name.startsWith('.') && !pattern.startsWith('.') && !pattern.startsWith('\\.')) return false;
  let p = 0;
  let n = 0;
  let starP = -1;
  let starN = 0;
  while (n < name.length) {
    const pc = pattern[p];
    if (pc === '*') {
      starP = ++p;
      starN = n;
      continue;
    }
    if (pc !== undefined) {
      if (pc === '?') {
        p++;
        n++;
        continue;
      }
      if (pc === '[') {
        const r = matchBracket(pattern, p, name[n]);
        if (r) {
          if (r.matched) {
            p = r.next;
            n++;
            continue;
          }
        } else if (name[n] === '[') {
          p++;
          n++;
          continue;
        }
      } else {
        const lit = pc === '\\' && p + 1 < pattern.length ? pattern[p + 1] : pc;
        if (lit === name[n]) {
          p += pc === '\\' && p + 1 < pattern.length ? 2 : 1;
          n++;
          continue;
        }
      }
    }
    if (starP === -1) return false;
    p = starP;
    n = ++starN;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Removes the backslash escapes of a component without wildcards. */
function unescape(component: string): string {
  return component.replace(/\\(.)/g, '$1');
}

/**
 * strcmp order of the UTF-8 encodings. UTF-16 code-unit order agrees except between
 * surrogates (astral characters) and U+E000..U+FFFF, which is corrected here.
 */
export function compareBytewise(a: string, b: string): number {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

// Strings that UTF-16 order might misplace: a surrogate, or U+E000..U+FFFF.
const HIGH_UNITS = /[\ud800-\uffff]/;

/**
 * Sorts `items` in place in strcmp order of their keys. Where no key holds a unit that UTF-16
 * order misplaces, the engine's own string comparison is that order, and far quicker on a
 * directory of thousands of files.
 */
export function sortBytewise<T>(items: T[], key: (item: T) => string): T[] {
  if (items.some((item) => HIGH_UNITS.test(key(item)))) return items.sort((a, b) => compareBytewise(key(a), key(b)));
  return items.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

const itself = (s: string): string => s;
const nameOf = (e: DirEntry): string => e.name;

/**
 * Paths one include may expand to, at any step. A directory holding symbolic links to itself
 * (`ln -s . l0` … `l4`) makes a pattern with a wildcard directory n levels deep match 5^n paths to the same files, and httpd's
 * recursive `Include d/` reads it 5^128 times over; the 10,000-file benchmark tree is far
 * below this, and so is the run's file budget it matches (source/budget.ts).
 */
export const MAX_INCLUDE_PATHS = 50_000;

/** What an include pattern matched, or that it matched more than MAX_INCLUDE_PATHS paths. */
export interface NginxGlob {
  files: string[];
  tooMany?: boolean;
}

/** Expands an absolute nginx include pattern: the paths glob(3) would return, sorted. */
export function globNginx(fs: SourceFs, pattern: string): string[] {
  return globNginxBounded(fs, pattern).files;
}

/** globNginx, stopping with no files and `tooMany` once a step holds more than MAX_INCLUDE_PATHS paths. */
export function globNginxBounded(fs: SourceFs, pattern: string): NginxGlob {
  const parts = pattern.split('/').filter((p) => p !== '');
  let current = ['/'];
  const found: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1;
    const next: string[] = [];
    for (const dir of current) {
      if (!hasNginxMagic(part)) {
        next.push(posix.join(dir, unescape(part)));
        continue;
      }
      for (const entry of fs.list(dir) ?? []) {
        if (!fnmatchName(part, entry.name)) continue;
        const full = childPath(dir, entry.name);
        // glob(3) opens each intermediate match as a directory, so symlinks to directories count.
        const kind = last ? 'file' : fs.kind(full);
        if (kind === 'dir' || last) next.push(full);
        // One that cannot be looked into (outside a fence, a loop, no permission) is not passed
        // over in silence: the rest of the pattern below it goes to the include, which says why.
        else if (kind === 'other') found.push(posix.join(full, ...parts.slice(i + 1)));
      }
      if (next.length > MAX_INCLUDE_PATHS) return { files: [], tooMany: true };
    }
    current = next;
  }
  // A literal last component only names something if it exists; a wildcard one returns
  // what the directory lists, dangling symlinks included (nginx then fails to open them).
  const last = parts[parts.length - 1] ?? '';
  found.push(...(hasNginxMagic(last) ? current : current.filter((p) => fs.kind(p) !== 'missing')));
  return { files: sortBytewise(found, itself) };
}

/** Deeper than any real tree: httpd's AP_MAX_INCLUDE_DIR_DEPTH. */
const MAX_DIR_DEPTH = 128;

export interface ApacheExpansion {
  /** Files in the order httpd reads them (not yet checked for readability). */
  files: string[];
  /** Why httpd would refuse the Include; IncludeOptional only fails on runaway directory nesting. */
  error?: string;
  /**
   * The expansion stopped at one of ssllint's bounds (a directory that contains itself through
   * a symbolic link, more than MAX_INCLUDE_PATHS paths): `error` says which; no files.
   */
  bounded?: boolean;
}

/** Directories on the way down (real paths) and paths met so far: what bounds one expansion. */
interface Walk {
  above: Set<string>;
  paths: number;
}

/**
 * Expands an absolute httpd Include/IncludeOptional argument the way httpd 2.4 does
 * (ap_process_fnmatch_configs). `optional` is IncludeOptional: a wildcard matching
 * nothing, a missing file or a missing directory is then silently skipped.
 */
export function expandApacheInclude(fs: SourceFs, path: string, optional: boolean): ApacheExpansion {
  const out: ApacheExpansion = { files: [] };
  const walk: Walk = { above: new Set(), paths: 0 };
  if (!hasApacheMagic(path)) {
    includeLiteral(fs, path, optional, 0, out, walk);
  } else {
    includeWildcard(fs, '/', path.replace(/^\/+/, ''), optional, out, walk);
  }
  if (out.bounded) out.files = [];
  return out;
}

/** `listed` is what the listing of its directory said about `path`, when it came from one. */
function includeLiteral(
  fs: SourceFs,
  path: string,
  optional: boolean,
  depth: number,
  out: ApacheExpansion,
  walk: Walk,
  listed?: DirEntry,
): boolean {
  if (++walk.paths > MAX_INCLUDE_PATHS) {
    out.error = `it names more than ${MAX_INCLUDE_PATHS} paths (directories that link to each other multiply them); ssllint reads none of them`;
    out.bounded = true;
    return false;
  }
  // A regular file is read whatever stat would add (reading reports any problem), so a
  // directory of thousands of them costs no stat each.
  if (listed?.isFile) {
    out.files.push(path);
    return true;
  }
  const kind = fs.kind(path);
  if (kind === 'missing') {
    if (!optional) out.error = `could not open configuration file ${path}: no such file or directory`;
    return optional;
  }
  if (kind !== 'dir') {
    out.files.push(path);
    return true;
  }
  if (depth + 1 > MAX_DIR_DEPTH) {
    out.error = `directory ${path} exceeds the maximum include directory nesting level of ${MAX_DIR_DEPTH}`;
    return false;
  }
  const real = fs.realpath(path);
  if (walk.above.has(real)) {
    // httpd reads it again and again, until the nesting limit above refuses the whole Include.
    out.error = `directory ${path} is ${real}, a directory it is inside of, through a symbolic link: httpd would read it over and over until ${MAX_DIR_DEPTH} levels deep and then refuse the Include; ssllint reads none of it`;
    out.bounded = true;
    return false;
  }
  const entries = fs.list(path);
  if (!entries) {
    out.error = `could not open config directory ${path}`;
    return false;
  }
  walk.above.add(real);
  // One directory: its paths sort as its names do.
  for (const e of sortBytewise(entries.slice(), nameOf)) {
    if (!includeLiteral(fs, childPath(path, e.name), optional, depth + 1, out, walk, e)) {
      walk.above.delete(real);
      return false;
    }
  }
  walk.above.delete(real);
  return true;
}

function includeWildcard(fs: SourceFs, dir: string, rest: string, optional: boolean, out: ApacheExpansion, walk: Walk): boolean {
  if (++walk.paths > MAX_INCLUDE_PATHS) {
    out.error = `it names more than ${MAX_INCLUDE_PATHS} paths (directories that link to each other multiply them); ssllint reads none of them`;
    out.bounded = true;
    return false;
  }
  const slash = rest.indexOf('/');
  const part = slash === -1 ? rest : rest.slice(0, slash);
  const tail = slash === -1 ? undefined : rest.slice(slash + 1);
  if (!hasApacheMagic(part)) {
    const next = posix.join(dir, unescape(part));
    return tail === undefined ? includeLiteral(fs, next, optional, 0, out, walk) : includeWildcard(fs, next, tail, optional, out, walk);
  }
  const entries = fs.list(dir);
  if (!entries) {
    if (!optional) out.error = `could not open directory ${dir}: no such directory`;
    return optional;
  }
  const matches = sortBytewise(
    entries.filter((e) => fnmatchName(part, e.name) && (tail === undefined || e.isDir)),
    nameOf,
  );
  if (matches.length === 0) {
    if (!optional) out.error = `no matches for the wildcard '${part}' in '${dir}'`;
    return optional;
  }
  for (const e of matches) {
    const m = childPath(dir, e.name);
    const ok = tail === undefined ? includeLiteral(fs, m, optional, 0, out, walk, e) : includeWildcard(fs, m, tail, optional, out, walk);
    if (!ok) return false;
  }
  return true;
}
