// What one URL path gets from a server, decided the way the servers decide it, for rules that
// follow a request (an ACME HTTP-01 challenge): nginx picks one location
// (ngx_http_core_find_location: an exact match, else the longest prefix, then regexes in the
// order written unless that prefix is `^~`, nested locations of the prefix first); Apache runs
// its translate_name hooks in order: mod_rewrite's (APR_HOOK_FIRST), mod_proxy's ProxyPass
// (APR_HOOK_FIRST, after mod_rewrite: modules/proxy/mod_proxy.c register_hooks), then
// mod_alias's (APR_HOOK_MIDDLE), which runs every Redirect before any Alias (mod_alias's
// documentation: "all Redirects are processed before Aliases are processed").
import type { Scope, Server, UrlMap } from '../model/types.js';
import { testWithin } from '../syntax/bounded-regex.js';

/** A regex still running after this is taken as not matching. */
const REGEX_MS = 50;

function compile(pattern: string, flags = ''): RegExp | undefined {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
}

function matches(pattern: string, subject: string, flags = ''): boolean | undefined {
  const re = compile(pattern, flags);
  return re ? testWithin(re, subject, REGEX_MS) : undefined;
}

/** The literal name of a prefix or exact nginx location, with its modifier; undefined for a regex or named one. */
function literal(scope: Scope): { name: string; modifier: '' | '=' | '^~' } | undefined {
  const m = scope.match;
  if (m.length === 2) return m[0] === '=' || m[0] === '^~' ? { name: m[1], modifier: m[0] } : undefined;
  if (m.length !== 1) return undefined;
  const w = m[0];
  if (w.startsWith('=')) return { name: w.slice(1), modifier: '=' };
  if (w.startsWith('^~')) return { name: w.slice(2), modifier: '^~' };
  if (w.startsWith('~') || w.startsWith('@')) return undefined;
  return { name: w, modifier: '' };
}

/** The regex of a regex location and its flags, or undefined. */
function regexOf(scope: Scope): { pattern: string; flags: string } | undefined {
  const m = scope.match;
  if (m.length === 2 && (m[0] === '~' || m[0] === '~*')) return { pattern: m[1], flags: m[0] === '~*' ? 'i' : '' };
  if (m.length === 1 && m[0].startsWith('~')) return m[0].startsWith('~*') ? { pattern: m[0].slice(2), flags: 'i' } : { pattern: m[0].slice(1), flags: '' };
  return undefined;
}

/** The nginx location among `scopes` that takes `path`, or undefined when none does (the server level answers). */
export function nginxLocationFor(scopes: readonly Scope[], path: string): Scope | undefined {
  let longest: { scope: Scope; name: string; modifier: string } | undefined;
  for (const s of scopes) {
    if (s.kind !== 'location') continue;
    const lit = literal(s);
    if (!lit) continue;
    if (lit.modifier === '=') {
      if (lit.name === path) return s;
      continue;
    }
    if (path.startsWith(lit.name) && (!longest || lit.name.length > longest.name.length)) longest = { scope: s, ...lit };
  }
  if (longest) {
    const nested = nginxLocationFor(longest.scope.scopes, path);
    if (nested) return nested;
    if (longest.modifier === '^~') return longest.scope;
  }
  for (const s of scopes) {
    if (s.kind !== 'location') continue;
    const re = regexOf(s);
    if (re && matches(re.pattern, path, re.flags) === true) return s;
  }
  return longest?.scope;
}

/** Every nginx location of a server, nested ones included. */
export function allLocations(scopes: readonly Scope[]): Scope[] {
  return scopes.flatMap((s) => (s.kind === 'location' ? [s, ...allLocations(s.scopes)] : allLocations(s.scopes)));
}

/**
 * The file an nginx level would send for `path`: the location's own `alias` (a prefix location's
 * name replaced by it) or `root`, else the server's `root`; undefined when neither is written.
 */
export function nginxFileFor(server: Server, location: Scope | undefined, path: string): string | undefined {
  const own = (list: readonly { name: string; args: { value: string }[] }[] | undefined, name: string) => list?.find((d) => d.name === name)?.args[0]?.value;
  if (location) {
    const alias = own(location.directive.block, 'alias');
    const lit = literal(location);
    if (alias !== undefined) return lit && lit.modifier !== '=' ? normalise(alias + path.slice(lit.name.length)) : undefined;
    const root = own(location.directive.block, 'root');
    if (root !== undefined) return normalise(root + path);
  }
  const root = own(server.directive?.block, 'root');
  return root === undefined ? undefined : normalise(root + path);
}

function normalise(file: string): string {
  return file.replace(/\/{2,}/g, '/');
}

export interface ApacheOutcome {
  /** The redirect that answers the path, if one does. */
  redirect?: UrlMap;
  /** The Alias that maps it, if one does and no redirect comes first. */
  alias?: UrlMap;
  /** The ProxyPass that hands it to a backend, if one does. */
  proxy?: UrlMap;
  /** A RewriteRule changed the path or a condition could not be decided: what follows is not known. */
  unknown?: true;
}

/** What an Apache server's URL maps do with `path` on a plain-HTTP request to one of `names`. */
export function apacheOutcome(maps: readonly UrlMap[], path: string, names: readonly string[]): ApacheOutcome {
  for (const m of maps) {
    if (m.module !== 'rewrite') continue;
    const hit = matches(m.pattern, path);
    if (hit === undefined) return { unknown: true };
    if (hit === (m.negated === true)) continue;
    const conds = condsHold(m, path, names);
    if (conds === undefined) return { unknown: true };
    if (!conds) continue;
    if (m.kind === 'redirect') return { redirect: m };
    // `RewriteRule ^/.well-known/acme-challenge/ - [L]` lets the path through untouched.
    if (m.target === '-') {
      if (m.last) break;
      continue;
    }
    return { unknown: true };
  }
  // mod_proxy's ProxyPass comes before mod_alias; `ProxyPass /path !` keeps a path from the
  // ProxyPass lines after it.
  for (const m of maps) {
    if (m.module !== 'proxy' || !aliasMatches(m, path)) continue;
    if (m.target === '!') break;
    return { proxy: m };
  }
  const aliasMaps = maps.filter((m) => m.module === 'alias');
  for (const m of aliasMaps) if (m.kind === 'redirect' && aliasMatches(m, path)) return { redirect: m };
  for (const m of aliasMaps) if (m.kind === 'alias' && aliasMatches(m, path)) return { alias: m };
  return {};
}

/** mod_alias compares a URL-path prefix segment by segment (`/foo` matches `/foo/bar`, not `/foobar`). */
function aliasMatches(m: UrlMap, path: string): boolean {
  if (m.regex) return matches(m.pattern, path) === true;
  const prefix = m.pattern.endsWith('/') ? m.pattern : `${m.pattern}/`;
  return path === m.pattern || path.startsWith(prefix) || m.pattern === '/';
}

/** Whether a RewriteRule's conditions hold for a plain-HTTP request for `path`; undefined when one cannot be decided. */
function condsHold(m: UrlMap, path: string, names: readonly string[]): boolean | undefined {
  let result = true;
  for (const c of m.conds ?? []) {
    // [OR] chains are left undecided rather than half-evaluated.
    if (c.or) return undefined;
    const value = condValue(c.test, path);
    let holds: boolean | undefined;
    if (value === undefined) {
      // `RewriteCond %{SERVER_NAME} =example.com` (certbot's): the names this server answers.
      const host = /^%\{(SERVER_NAME|HTTP_HOST)\}$/i.test(c.test);
      if (host && c.pattern.startsWith('=')) holds = names.some((n) => n.toLowerCase() === c.pattern.slice(1).toLowerCase());
      else return undefined;
    } else if (c.pattern.startsWith('=')) holds = value === c.pattern.slice(1);
    else if (/^-[a-zA-Z]/.test(c.pattern)) return undefined;
    else holds = matches(c.pattern, value);
    if (holds === undefined) return undefined;
    if (holds === c.negated) result = false;
  }
  return result;
}

/** The value of a RewriteCond test string for a plain-HTTP request on port 80, where it is known. */
function condValue(test: string, path: string): string | undefined {
  switch (test.toUpperCase()) {
    case '%{REQUEST_URI}':
      return path;
    case '%{HTTPS}':
      return 'off';
    case '%{SERVER_PORT}':
      return '80';
    case '%{REQUEST_SCHEME}':
      return 'http';
    default:
      return undefined;
  }
}
