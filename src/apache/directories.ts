// Which <Directory> sections httpd merges into a request for a file under a directory, and in
// what order (server/request.c ap_directory_walk, after server/core.c has sorted them): first
// the non-regex sections, plain and wildcard alike, by number of path components; a plain one
// holds the directory when it is the directory or above it, a wildcard one when it fnmatches
// (`*`, `?` and `[…]` never crossing a `/`) the directory's leading components. Then the regex
// sections (<DirectoryMatch>, <Directory ~>), each tested against the file's whole path and
// sorted, as httpd sorts them, by the number of `/` in the regex as written. Reading order
// breaks ties throughout. test/apache-directory-walk.test.ts holds this to a running httpd.
import { testWithin } from '../syntax/bounded-regex.js';
import { fnmatchName, hasApacheMagic } from '../source/glob.js';
import type { ApacheSection } from './walk.js';

export type DirectorySection =
  | { kind: 'plain'; section: ApacheSection; path: string }
  | { kind: 'wildcard'; section: ApacheSection; path: string; parts: string[] }
  | { kind: 'regex'; section: ApacheSection; regex: RegExp; slashes: number };

/**
 * The <Directory*> sections among `sections`, each read once. A regex JavaScript cannot
 * compile (PCRE-only syntax such as `(?i)` or possessive quantifiers) is left out: the model
 * then under-merges, as it did for every regex before, rather than guess.
 */
export function directorySections(sections: readonly ApacheSection[]): DirectorySection[] {
  const out: DirectorySection[] = [];
  for (const section of sections) {
    const d = section.directive;
    const name = d.name.toLowerCase();
    if (name !== 'directory' && name !== 'directorymatch') continue;
    const args = d.args.map((a) => a.value);
    let pattern: string | undefined;
    if (name === 'directorymatch' && args.length === 1) pattern = args[0];
    else if (name === 'directory' && args.length === 2 && args[0] === '~') pattern = args[1];
    if (pattern !== undefined) {
      const regex = compile(pattern);
      // core.c counts the slashes of whatever the section names, a regex included.
      if (regex) out.push({ kind: 'regex', section, regex, slashes: pattern === '/' ? 0 : pattern.split('/').length - 1 });
      continue;
    }
    if (name !== 'directory' || args.length !== 1 || !args[0].startsWith('/')) continue;
    const path = trimSlash(args[0]);
    if (hasApacheMagic(path)) out.push({ kind: 'wildcard', section, path, parts: partsOf(path) });
    else out.push({ kind: 'plain', section, path });
  }
  return out;
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

export function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The components of an absolute path: [] for `/`. */
function partsOf(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/**
 * httpd tests a regex against the requested file's path. The model speaks for every file under
 * a directory, so a regex counts when it matches whatever the file is called: it is tried
 * with a name no pattern spells out, which a regex that ends at the directory (`html/$`) or
 * wants a file name (`\.css$`) does not match.
 */
const ANY_FILE = '\u0001';

/**
 * The sections httpd merges, in merge order, for a file under directory `path`. `self`, a
 * plain <Directory> section itself, merges those above it and those for its own path that
 * come before it.
 */
export function holdingDirectories(directories: readonly DirectorySection[], path: string, self?: DirectorySection): ApacheSection[] {
  if (directories.length === 0) return [];
  const before = self ? directories.indexOf(self) : directories.length;
  const parts = partsOf(path);
  const walked: { section: ApacheSection; depth: number }[] = [];
  const regex: { section: ApacheSection; depth: number }[] = [];
  directories.forEach((d, i) => {
    if (d.kind === 'plain') {
      const holds = d.path === path ? i < before : d.path === '/' || path.startsWith(`${d.path}/`);
      if (holds) walked.push({ section: d.section, depth: partsOf(d.path).length });
    } else if (d.kind === 'wildcard') {
      // One as deep as `self` and read after it merges after it: beyond what `outer` can say.
      const inOrder = d.parts.length < parts.length || i < before;
      if (inOrder && d.parts.length <= parts.length && d.parts.every((p, k) => fnmatchName(p, parts[k], false))) walked.push({ section: d.section, depth: d.parts.length });
    } else if (self === undefined && boundedTest(d.regex, `${path === '/' ? '' : path}/${ANY_FILE}`, d.section)) {
      regex.push({ section: d.section, depth: d.slashes });
    }
  });
  // Array sort is stable: reading order among equals.
  return [...walked.sort(byDepth), ...regex.sort(byDepth)].map((w) => w.section);
}

function byDepth(a: { depth: number }, b: { depth: number }): number {
  return a.depth - b.depth;
}

/**
 * The regex and the path both come from whoever wrote the config (in the GitHub Action, a
 * pull request's author), and a backtracking regex can take exponential time on a crafted
 * path. So it runs under V8's watchdog: one still running after LIMIT_MS counts as not
 * matching, and its section is left out, like a regex JavaScript cannot compile. Many such
 * regexes times many virtual hosts added up (100 × 5 took 27 s): a tree spends at most
 * TOTAL_MS on them, after which every regex section is left out. Each section left out is
 * said (regexSkips), never silently dropped.
 */
const LIMIT_MS = 50;
export const REGEX_TOTAL_MS = 1_000;
/** Regex time spent on the tree being built, and the sections left out, by why. */
let spentMs = 0;
let skips = new Map<ApacheSection, 'slow' | 'budget'>();

/** Starts a tree's regex budget (the Apache model builder, once per tree). */
export function startRegexBudget(): void {
  spentMs = 0;
  skips = new Map();
}

/** The sections left out since startRegexBudget: a regex that ran past LIMIT_MS, or met after REGEX_TOTAL_MS were spent. */
export function regexSkips(): { section: ApacheSection; why: 'slow' | 'budget' }[] {
  return [...skips].map(([section, why]) => ({ section, why }));
}

export const REGEX_LIMIT_MS = LIMIT_MS;

function boundedTest(regex: RegExp, subject: string, section: ApacheSection): boolean {
  if (spentMs >= REGEX_TOTAL_MS) {
    if (!skips.has(section)) skips.set(section, 'budget');
    return false;
  }
  const start = performance.now();
  const matched = testWithin(regex, subject, Math.min(LIMIT_MS, REGEX_TOTAL_MS - spentMs));
  spentMs += performance.now() - start;
  if (matched === undefined && !skips.has(section)) skips.set(section, 'slow');
  return matched === true;
}
