// Which paths verify requests from each server, and which part of the configuration serves
// each: one page at the server's top, and one file per location that serves static assets.
// The file is a dummy verify puts in the copy's document roots; the location nginx (or httpd)
// picks for the path is worked out as the server picks it, so that what the part predicts is
// held against the response it really gives.
import type { Header, HttpSettings, Scope, Server } from '../model/types.js';
import type { Span } from '../syntax/types.js';

export const DUMMY_NAME = 'ssllint-verify';

const ASSET_EXTENSION = /(?:^|[^a-z0-9])(css|m?js|png|jpe?g|gif|ico|svgz?|webp|avif|woff2?|ttf|otf|eot)(?![a-z0-9])/i;
const ASSET_PREFIX = /^\/(static|assets|images|img|fonts|css|js|media)\//i;
const HANDED_OFF = new Set(['proxy_pass', 'fastcgi_pass', 'uwsgi_pass', 'scgi_pass', 'grpc_pass', 'memcached_pass', 'return', 'deny', 'proxypass', 'proxypassmatch', 'redirect', 'redirectmatch', 'rewriterule']);

export interface HttpTarget {
  path: string;
  /** `server` for the page at the top, else the location's match as written. */
  what: string;
  /** The settings the response should carry. */
  http: HttpSettings;
  /** Where the scope that serves it is written. */
  at: Span;
  /** An asset location: Cache-Control is compared here. */
  asset: boolean;
}

export interface PathPlan {
  targets: HttpTarget[];
  /** Asset locations no path could be found for, with why. */
  unreached: { what: string; at: Span; why: string }[];
}

function handsOff(scope: Scope): boolean {
  return (scope.directive.block ?? []).some((d) => HANDED_OFF.has(d.name.toLowerCase()));
}

function pcreToJs(pattern: string, caseless: boolean): RegExp | undefined {
  try {
    return new RegExp(pattern.replace(/\(\?P</g, '(?<'), caseless ? 'i' : '');
  } catch {
    return undefined;
  }
}

interface Found {
  scope: Scope;
  /** An exact, `^~` or regex match: nothing at an outer level overrides it. */
  final: boolean;
}

/**
 * The location nginx picks for `uri` among `scopes` (ngx_http_core_find_location): an exact
 * match; else the longest prefix, whose nested locations are searched first; a `^~` prefix
 * ends the search, otherwise the regex locations are tried in the order written and the first
 * that matches wins over the prefix. Undefined also when a regex cannot be read here.
 */
export function nginxLocation(scopes: readonly Scope[], uri: string): Found | undefined | 'unknown' {
  const locations = scopes.filter((s) => s.kind === 'location' && !(s.match[0] ?? '').startsWith('@'));
  const exact = locations.find((s) => s.match[0] === '=' && s.match[1] === uri);
  if (exact) return { scope: exact, final: true };
  let longest: Scope | undefined;
  let longestPath = '';
  for (const s of locations) {
    const plain = s.match.length === 1 ? s.match[0] : s.match[0] === '^~' ? s.match[1] : undefined;
    if (plain !== undefined && uri.startsWith(plain) && plain.length >= longestPath.length) {
      longest = s;
      longestPath = plain;
    }
  }
  let chosen: Found | undefined = longest && { scope: longest, final: longest.match[0] === '^~' };
  if (longest && longest.scopes.length > 0) {
    const inner = nginxLocation(longest.scopes, uri);
    if (inner === 'unknown') return inner;
    if (inner) {
      if (inner.final) return inner;
      chosen = { scope: inner.scope, final: chosen!.final };
    }
  }
  if (chosen?.final) return chosen;
  for (const s of locations) {
    if (s.match[0] !== '~' && s.match[0] !== '~*') continue;
    const re = pcreToJs(s.match[1] ?? '', s.match[0] === '~*');
    if (!re) return 'unknown';
    if (re.test(uri)) return { scope: s, final: true };
  }
  return chosen;
}

function servesAssets(scope: Scope): boolean {
  if (scope.match[0] === '=' || handsOff(scope)) return false;
  const pattern = scope.match[scope.match.length - 1] ?? '';
  if (ASSET_EXTENSION.test(pattern)) return true;
  return ASSET_PREFIX.test(pattern) && scope.scopes.length === 0;
}

/** Paths that may reach `scope`: its extension under the root and under the usual asset folders, or under its prefix. */
function candidates(scope: Scope): string[] {
  const pattern = scope.match[scope.match.length - 1] ?? '';
  const ext = ASSET_EXTENSION.exec(pattern)?.[1]?.toLowerCase() ?? 'css';
  const file = `${DUMMY_NAME}.${ext}`;
  const regex = scope.match[0] === '~' || scope.match[0] === '~*' || /match$/i.test(scope.directive.name);
  if (!regex && scope.kind === 'location') {
    const prefix = scope.match[scope.match.length - 1] ?? '/';
    return [`${prefix.endsWith('/') ? prefix : `${prefix}/`}${file}`];
  }
  const literal = /^\^?(\/[\w-]+\/)/.exec(pattern)?.[1];
  return [...(literal ? [`${literal}${file}`] : []), `/${file}`, ...['static', 'assets', 'media', 'images', 'css', 'js'].map((d) => `/${d}/${file}`)];
}

/** What the server's top answers with: its own settings, unless a location at `/` takes the page. */
function pagePlan(server: Server): HttpTarget | { why: string } {
  const path = `/${DUMMY_NAME}.html`;
  if (server.http.answer) return { why: `every request is answered with ${server.http.answer.status}` };
  if (server.dialect === 'apache') return { path, what: 'server', http: server.http, at: server.at, asset: false };
  const found = nginxLocation(server.scopes, path);
  if (found === 'unknown') return { why: 'a regex location nginx would try cannot be read here' };
  if (!found) return { path, what: 'server', http: server.http, at: server.at, asset: false };
  if (handsOff(found.scope) || found.scope.http.answer) return { why: `the location that takes ${path} (${found.scope.match.join(' ')}) does not serve files` };
  return { path, what: `location ${found.scope.match.join(' ')}`, http: found.scope.http, at: found.scope.at, asset: false };
}

function assetScopes(scopes: readonly Scope[]): Scope[] {
  const out: Scope[] = [];
  for (const s of scopes) {
    if ((s.kind === 'location' || s.kind === 'files') && servesAssets(s)) out.push(s);
    for (const x of assetScopes(s.scopes)) out.push(x);
  }
  return out;
}

/** The paths to request from `server`: its page, then one per asset location. */
export function planPaths(server: Server): PathPlan {
  const plan: PathPlan = { targets: [], unreached: [] };
  const page = pagePlan(server);
  if ('path' in page) plan.targets.push(page);
  else plan.unreached.push({ what: 'server', at: server.at, why: page.why });
  if (server.http.answer) return plan;
  for (const scope of assetScopes(server.scopes)) {
    const what = `${scope.kind === 'location' ? 'location' : scope.directive.name} ${scope.match.join(' ')}`;
    let reached: string | undefined;
    let why = 'no path found that the server would serve from it';
    for (const path of candidates(scope)) {
      if (server.dialect === 'nginx') {
        const found = nginxLocation(server.scopes, path);
        if (found === 'unknown') {
          why = 'a regex location nginx would try cannot be read here';
          break;
        }
        if (found?.scope === scope) {
          reached = path;
          break;
        }
      } else if (apacheMatches(scope, path)) {
        reached = path;
        break;
      }
    }
    if (reached) plan.targets.push({ path: reached, what, http: scope.http, at: scope.at, asset: true });
    else plan.unreached.push({ what, at: scope.at, why });
  }
  return plan;
}

/** Whether a request for `path` falls in an Apache <Files*> or <Location*> section (a <Directory> needs the document root: not judged). */
function apacheMatches(scope: Scope, path: string): boolean {
  const name = scope.directive.name.toLowerCase();
  const args = scope.match;
  const regex = /match$/.test(name) || args[0] === '~';
  const pattern = args[args.length - 1] ?? '';
  if (name.startsWith('files')) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    if (regex) return pcreToJs(pattern, false)?.test(base) ?? false;
    return globMatch(pattern, base);
  }
  if (name.startsWith('location')) {
    if (regex) return pcreToJs(pattern, false)?.test(path) ?? false;
    return path === pattern || path.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`);
  }
  return false;
}

function globMatch(glob: string, name: string): boolean {
  const re = glob.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return new RegExp(`^${re}$`).test(name);
}

/** Strict-Transport-Security as the settings send it on a 200 response, its max-age or null. */
export function hstsMaxAge(http: HttpSettings): number | null {
  const all: Header[] = [...http.headers.value, ...http.moduleHeaders];
  const header = all.find((h) => h.name.toLowerCase() === 'strict-transport-security');
  return header ? maxAgeOf(header.value) : null;
}

export function maxAgeOf(value: string): number | null {
  const m = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  return m ? Number(m[1]) : null;
}

/** The settings give a cache lifetime (expires / mod_expires, or a Cache-Control header). */
export function cachesHere(http: HttpSettings): boolean {
  return http.expires.value !== undefined || http.headers.value.some((h) => /^(cache-control|expires)$/i.test(h.name));
}
