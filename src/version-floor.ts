// What a tree says about the release that runs it, and what follows for findings that hold only
// from some release on. With no version given or detected (a repository in CI), the oldest
// release that accepts every directive and `listen` parameter the tree uses is a lower bound:
// `http2 on` means nginx 1.25.1 or later (nginx CHANGES 1.25.1), `ssl_reject_handshake` 1.19.4
// or later (CHANGES 1.19.4), `Protocols` httpd 2.4.17 or later (httpd CHANGES 2.4.17). The
// versions come from the directive tables, generated from the servers' own command tables
// (src/nginx/directive-table.ts, src/apache/directive-data.ts).
//
// A finding that holds only from a release newer than that bound (`listen … http2` is deprecated
// from nginx 1.25.1 on; before it, it is the only way to enable HTTP/2) is reported as info and
// says "from nginx X"; a fix that needs a newer release than the bound is not a safe fix: written
// by a default `--fix`, `http2 on;` would stop nginx 1.22 (Debian 12) from starting.
import type { Finding, Fix } from './findings.js';
import { apacheDirective } from './apache/directive-table.js';
import { NGINX_LISTEN_PARAM_ROWS } from './nginx/directive-table.js';
import { nginxRowsOf } from './nginx/directives.js';
import { compareVersions, parseVersion, type VersionParts } from './model/version.js';
import type { ServerRelease } from './platform/target.js';
import type { ConfigTree } from './source/types.js';
import type { Directive } from './syntax/types.js';

export interface Floor {
  /** The oldest release that accepts everything the tree uses. */
  version: string;
  /** What sets it: `"http2"`. */
  because: string;
  server: 'nginx' | 'httpd';
}

let listenSince: Map<string, VersionParts | undefined> | undefined;

/** Each `listen` parameter's first release (any module family), `NAME=` for those taking a value. */
function listenParamSince(): Map<string, VersionParts | undefined> {
  if (listenSince) return listenSince;
  listenSince = new Map();
  for (const line of NGINX_LISTEN_PARAM_ROWS.split('\n')) {
    if (!line) continue;
    const [, since, , params] = line.split('|');
    const v = since ? parseVersion(since) : undefined;
    for (const p of params.split(' ')) {
      const key = p.replace(/\*$/, '').replace(/=o$/, '=');
      const known = listenSince.get(key);
      if (!listenSince.has(key) || (known !== undefined && (v === undefined || compareVersions(v, known) < 0))) listenSince.set(key, v);
    }
  }
  return listenSince;
}

function nginxNameSince(name: string): VersionParts | undefined {
  const rows = nginxRowsOf(name);
  if (!rows) return undefined;
  let first: VersionParts | undefined;
  for (const r of rows) {
    if (r.since === undefined) return undefined;
    if (first === undefined || compareVersions(r.since, first) < 0) first = r.since;
  }
  return first;
}

function listenWordSince(word: string): VersionParts | undefined {
  const table = listenParamSince();
  const eq = word.indexOf('=');
  const key = eq > 0 ? word.slice(0, eq + 1) : word;
  return table.get(key);
}

// Blocks whose lines are data (a map's keys, a types list), not directives.
const NGINX_DATA_BLOCKS = new Set(['map', 'types', 'geo', 'split_clients', 'charset_map', 'match']);

// A directive inside a conditional section may never be read by an older httpd
// (<IfVersion >= 2.4.17>, <IfModule mod_http2.c>): only the section's own name bounds the release.
const APACHE_CONDITIONALS = new Set(['ifmodule', 'ifdefine', 'ifversion', 'ifdirective', 'iffile', 'ifsection']);

function apacheNameSince(d: Directive): VersionParts | undefined {
  const key = d.block ? `<${d.name.toLowerCase().replace(/^</, '')}` : d.name.toLowerCase();
  const added = apacheDirective(key)?.added;
  return added && !added.startsWith('>') ? parseVersion(added) : undefined;
}

/** The lower bound the tree itself sets on its server's release, or undefined when nothing does. */
export function treeFloor(tree: ConfigTree): Floor | undefined {
  let best: VersionParts | undefined;
  let because = '';
  const consider = (v: VersionParts | undefined, what: string) => {
    if (v && (best === undefined || compareVersions(v, best) > 0)) {
      best = v;
      because = what;
    }
  };
  const server = tree.dialect === 'nginx' ? 'nginx' : 'httpd';
  const walk = (list: readonly Directive[]) => {
    for (const d of list) {
      if (tree.dialect === 'nginx') {
        const v = nginxNameSince(d.name);
        if (v) consider(v, `"${d.name}"`);
        if (d.name === 'listen') for (const a of d.args.slice(1)) consider(listenWordSince(a.value), `"listen … ${a.value}"`);
        if (d.block && !NGINX_DATA_BLOCKS.has(d.name)) walk(d.block);
      } else {
        const v = apacheNameSince(d);
        if (v) consider(v, d.block ? `<${d.name.replace(/^</, '')}>` : d.name);
        if (d.block && !APACHE_CONDITIONALS.has(d.name.toLowerCase().replace(/^</, ''))) walk(d.block);
      }
    }
  };
  for (const parsed of tree.files.values()) walk(parsed.directives);
  if (!best) return undefined;
  const version = best.join('.');
  return { version, because, server };
}

/** The release as judged for one tree: an assumed one bounded by what the tree uses. */
export function releaseForTree(release: ServerRelease, tree: ConfigTree): ServerRelease {
  if (release.from !== 'assumed') return release;
  const floor = treeFloor(tree);
  if (!floor) return release;
  // The defaults are the assumed release's, unless the tree needs a newer one than that.
  const assumed = parseVersion(release.value);
  const value = assumed && compareVersions(parseVersion(floor.version)!, assumed) > 0 ? floor.version : release.value;
  return { ...release, value, from: 'inferred', floor: floor.version, source: `the tree uses ${floor.because} (${floor.server} ${floor.version})`, because: floor.because };
}

/** Whether `since` is newer than what is known of the release (given and detected releases are known). */
export function beyondKnown(release: ServerRelease, since: string): boolean {
  if (release.from === 'given' || release.from === 'detected') return false;
  const wanted = parseVersion(since);
  if (!wanted) return false;
  const floor = release.floor === undefined ? undefined : parseVersion(release.floor);
  return floor === undefined || compareVersions(floor, wanted) < 0;
}

/**
 * Whether the release is known to be `since` or newer: given or detected as such, or bounded by
 * the tree from it. An assumed release never is: semantics that change at `since` (nginx
 * 1.29.2's per-server ssl_protocols) are then judged as before it.
 */
export function knownFrom(release: ServerRelease, since: string): boolean {
  const wanted = parseVersion(since);
  const value = parseVersion(release.value);
  return wanted !== undefined && value !== undefined && !beyondKnown(release, since) && compareVersions(value, wanted) >= 0;
}

function known(release: ServerRelease, server: string): string {
  return release.floor ? `this tree needs only ${server} ${release.floor}${release.because ? `, for ${release.because}` : ''}` : `the ${server} release running this tree is not known`;
}

const pin = (server: string) => (server === 'nginx' ? '--nginx-version' : '--apache-version');

/**
 * A finding judged with the release known: one that holds only from a newer release than known
 * is at most info and says from which; a fix needing a newer release is made risky, saying why.
 * `keepSeverity`: a level the user set for the rule wins.
 */
export function rankBySince(f: Finding, release: ServerRelease, dialect: 'nginx' | 'apache', keepSeverity: boolean): Finding {
  const server = dialect === 'nginx' ? 'nginx' : 'Apache';
  const findingBeyond = f.since !== undefined && beyondKnown(release, f.since);
  const fixSince = f.fix?.since;
  const fixBeyond = fixSince !== undefined && beyondKnown(release, fixSince);
  if (!findingBeyond && !fixBeyond) return f;
  const out: Finding = { ...f };
  if (findingBeyond) {
    if (!keepSeverity) out.severity = 'info';
    out.message = `${f.message}; from ${server} ${f.since} on (${known(release, server)}): pin the release with ${pin(server)} or --platform`;
  }
  if (f.fix && (findingBeyond || fixBeyond)) {
    const needs = fixBeyond ? fixSince! : f.since!;
    const fix: Fix = { ...f.fix, risky: `it needs ${server} ${needs} or later, and ${known(release, server)}` };
    // Said once: a fix that names its release already (`http2 on;` (nginx 1.25.1 or later)) keeps its words.
    const said = `(${server} ${needs} or later)`;
    if (!f.fix.description.includes(said)) fix.description = `${f.fix.description} ${said}`;
    out.fix = fix;
  }
  return out;
}
