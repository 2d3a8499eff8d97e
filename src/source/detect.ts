// Deciding what a command-line path is: an nginx tree, an Apache tree, or loose fragments,
// and for a lone file which dialect it is written in (by name, else by content: sniff.ts).
import { posix } from 'node:path';
import { CTX, nginxRowsOf } from '../nginx/directives.js';
import { sniffDialect } from './sniff.js';
import type { Dialect } from '../syntax/types.js';
import type { SourceFs } from './fs.js';
import { sortBytewise } from './glob.js';
import type { SkippedPath } from './types.js';

export { sniffDialect };

export interface Root {
  /** Absolute path of the main file or fragment. */
  path: string;
  dialect: Dialect;
  fragment: boolean;
}

export interface Detection {
  roots: Root[];
  skipped: SkippedPath[];
  /** Why the scan of a directory stopped before its end (a finding at the directory). */
  stopped?: string;
}

const APACHE_MAIN = /^\s*ServerRoot\s/im;

/** JavaScript's \s: what separates words here. ASCII by table, the rest (rare) by the regex. */
function isSpace(c: number): boolean {
  return c < 128 ? c === 32 || (c >= 9 && c <= 13) : /\s/.test(String.fromCharCode(c));
}

/**
 * The directives written at the top level of an nginx file, blocks and simple ones apart
 * (comments and quotes skipped). A scan of the characters, no parse; words are cut out only at
 * the top level, where they are read (ingress-nginx's 3.85 MB file: 156 ms built character by
 * character, a few ms so).
 */
export function topLevel(text: string): { blocks: Set<string>; simple: Set<string> } {
  const names = new Set<string>();
  const simple = new Set<string>();
  let depth = 0;
  let word = '';
  // Where the run of word characters being read started, -1 outside one.
  let run = -1;
  let first: string | undefined;
  const n = text.length;
  const endRun = (i: number): void => {
    if (run >= 0 && depth === 0) word += text.slice(run, i);
    run = -1;
  };
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 /* # */) {
      endRun(i);
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? n : nl;
      continue;
    }
    if (c === 34 /* " */ || c === 39 /* ' */) {
      endRun(i);
      for (i++; i < n && text.charCodeAt(i) !== c; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
      first ??= '';
      continue;
    }
    if (c === 123 /* { */ || c === 125 /* } */ || c === 59 /* ; */ || isSpace(c)) {
      endRun(i);
      if (word && first === undefined) first = word;
      word = '';
      if (c === 123) {
        if (depth === 0 && first) names.add(first);
        depth++;
        first = undefined;
      } else if (c === 125) {
        depth = Math.max(0, depth - 1);
        first = undefined;
      } else if (c === 59) {
        if (depth === 0 && first) simple.add(first);
        first = undefined;
      }
      continue;
    }
    if (run < 0) run = i;
  }
  return { blocks: names, simple };
}

const MAIN_BLOCKS = ['http', 'events', 'stream', 'mail'];
const HTTP_BLOCKS = ['server', 'location', 'upstream', 'map', 'geo', 'split_clients', 'types'];

/**
 * Main file or fragment, by what the file holds, as the validity check judges a root
 * (NginxValidity.looksLikeMain): a main-level block or a directive only the main level takes
 * makes an nginx.conf a main file (another name needs `http` or `events`). Else a `server` (or
 * another http-level block) at the top makes somebody's include, whatever its name: nginx -t
 * refuses it as a main file, and Mastodon ships its site as dist/nginx.conf. Neither sign: the
 * name decides.
 */
function nginxMain(name: string, text: string | undefined): boolean {
  if (text === undefined) return name === 'nginx.conf';
  const top = topLevel(text);
  if (top.blocks.has('http') || top.blocks.has('events')) return true;
  // Any other name needs those blocks: modules-enabled/*.conf (load_module) and snippets
  // of main-level lines are includes of a main file.
  if (name !== 'nginx.conf') return false;
  if (MAIN_BLOCKS.some((b) => top.blocks.has(b))) return true;
  for (const d of top.simple) {
    const rows = nginxRowsOf(d);
    if (rows !== undefined && rows.every((r) => r.ctx === CTX.main)) return true;
  }
  if (HTTP_BLOCKS.some((b) => top.blocks.has(b))) return false;
  return name === 'nginx.conf';
}

/**
 * Whether a file is nginx or Apache configuration, and whether it is a server's main file or a
 * fragment of one; undefined when it is neither. By its name (nginx.conf, apache2.conf,
 * httpd.conf, .htaccess), else by its content (sniff.ts). The one place that decides it:
 * directory scans, files named on the command line (the pre-commit hook's), standard input.
 */
export function classifyFile(path: string, text: string | undefined): Root | undefined {
  const name = posix.basename(path);
  let dialect: Dialect | undefined;
  if (name === 'nginx.conf') dialect = 'nginx';
  else if (name === 'apache2.conf' || name === 'httpd.conf' || name === '.htaccess') dialect = 'apache';
  else if (text !== undefined) dialect = sniffDialect(text);
  if (!dialect) return undefined;
  const main =
    dialect === 'nginx'
      ? nginxMain(name, text)
      : name === 'apache2.conf' || name === 'httpd.conf' || (text !== undefined && APACHE_MAIN.test(text));
  return { path, dialect, fragment: !main };
}

/** The main file of a server tree rooted at `dir`, if the directory holds one. */
function treeRoots(fs: SourceFs, dir: string): Root[] {
  const roots: Root[] = [];
  const nginx = posix.join(dir, 'nginx.conf');
  if (fs.kind(nginx) === 'file') {
    const read = fs.read(nginx);
    // An nginx.conf that is a site file makes the directory a folder of fragments.
    if (nginxMain('nginx.conf', read.ok ? read.text : undefined)) roots.push({ path: nginx, dialect: 'nginx', fragment: false });
  }
  for (const name of ['apache2.conf', 'httpd.conf', 'conf/httpd.conf']) {
    const p = posix.join(dir, name);
    if (fs.kind(p) === 'file') {
      roots.push({ path: p, dialect: 'apache', fragment: false });
      break;
    }
  }
  return roots;
}

/**
 * Directories a scan never enters: version control and package managers' trees hold copies and
 * vendored files, never the configuration a server reads (dot-directories are skipped too).
 */
const NOT_CONFIG_DIRS = new Set(['node_modules', 'bower_components', '__pycache__']);

/**
 * Entries a directory scan looks at (files and directories, at every level) before it stops.
 * Real configuration directories hold hundreds; a home directory or a folder of repository
 * clones holds millions, and the scan of one said nothing for minutes before this bound.
 */
export const MAX_SCAN_ENTRIES = 200_000;

/**
 * Every `*.conf` below `dir`, sorted, not descending into dot-directories, NOT_CONFIG_DIRS or
 * symlinked directories; `bounded` when MAX_SCAN_ENTRIES stopped the walk.
 */
function confFiles(fs: SourceFs, dir: string, out: string[], seen = { entries: 0, bounded: false }): typeof seen {
  const entries = sortBytewise((fs.list(dir) ?? []).slice(), (e) => e.name);
  for (const e of entries) {
    if (++seen.entries > MAX_SCAN_ENTRIES) {
      seen.bounded = true;
      return seen;
    }
    const full = posix.join(dir, e.name);
    if (e.isDir) {
      if (!e.name.startsWith('.') && !NOT_CONFIG_DIRS.has(e.name)) confFiles(fs, full, out, seen);
      if (seen.bounded) return seen;
    } else if (e.name.endsWith('.conf') && fs.kind(full) !== 'dir') {
      out.push(full);
    }
  }
  return seen;
}

export const NOTHING_IN_DIRECTORY = 'no nginx or Apache configuration in it (no nginx.conf, httpd.conf or apache2.conf, and no .conf file in either dialect)';

/** What `path` (absolute) holds: the trees or fragments to load. */
export function detectPath(fs: SourceFs, path: string): Detection {
  const kind = fs.kind(path);
  if (kind === 'missing') {
    return { roots: [], skipped: [{ path, reason: 'no such file or directory', usage: true }] };
  }
  if (kind === 'dir') {
    const roots = treeRoots(fs, path);
    if (roots.length) return { roots, skipped: [] };
    const files: string[] = [];
    const walk = confFiles(fs, path, files);
    const found: Root[] = [];
    const unreadable: string[] = [];
    let stopped: string | undefined;
    for (const file of files) {
      const read = fs.read(file);
      if (!read.ok) {
        // The run's budget is spent: the file it stopped at says why, once, and the scan ends.
        if (read.budget) {
          unreadable.push(file);
          break;
        }
        unreadable.push(file);
        continue;
      }
      const root = classifyFile(file, read.text);
      // A .conf that is neither dialect (fail2ban, php-fpm...) is none of our business, and its
      // text is not kept.
      if (root) found.push(root);
      else fs.forget?.(file);
    }
    if (walk.bounded) stopped = `${path}: ssllint looks at most ${MAX_SCAN_ENTRIES} files and directories in a directory it scans for configuration, and this one holds more; name the configuration's directory (or its nginx.conf, apache2.conf, httpd.conf) instead`;
    // An unreadable fragment still gets its file-unreadable finding: lint it in the
    // dialect its siblings are written in.
    const dialect: Dialect =
      found.filter((r) => r.dialect === 'apache').length > found.length / 2 ? 'apache' : 'nginx';
    for (const file of unreadable) found.push({ path: file, dialect, fragment: true });
    // A directory named on purpose that holds nothing to lint is a wrong path, not a clean
    // bill: said as a usage error, as a path that does not exist is.
    if (found.length === 0 && !stopped) return { roots: [], skipped: [{ path, reason: NOTHING_IN_DIRECTORY, usage: true }] };
    sortBytewise(found, (r) => r.path);
    return { roots: found, skipped: [], stopped };
  }
  const read = fs.read(path);
  const root = classifyFile(path, read.ok ? read.text : undefined);
  if (root) return { roots: [root], skipped: [] };
  if (!read.ok) {
    // Unreadable and unnamed: still a finding, in the more common dialect.
    return { roots: [{ path, dialect: 'nginx', fragment: true }], skipped: [] };
  }
  return {
    roots: [],
    skipped: [{ path, reason: 'neither nginx nor Apache configuration was recognised', usage: false, unrecognised: true }],
  };
}
