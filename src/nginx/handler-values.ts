// Values that nginx's own handlers check for a few common directives whose command entry has no
// standard value parser (read from their handlers in nginx's sources: ngx_http_core_listen,
// ngx_log_set_log, ngx_http_log_set_log, ngx_conf_set_path_slot, ngx_http_core_error_page,
// ngx_http_headers_add, ngx_http_upstream_param_set_slot, ngx_http_headers_expires,
// ngx_http_core_keepalive, ngx_http_ssl_session_cache). Messages in nginx's words.
import { compareVersions, parseVersion, type VersionParts } from '../text/version.js';
import type { Arg, Directive, Span } from '../syntax/types.js';
import { NGINX_LISTEN_PARAM_ROWS } from './directive-table.js';
import { isSize, isTime } from './values.js';

export type Family = 'http' | 'stream' | 'mail';

interface ParamRow {
  family: string;
  since: VersionParts | undefined;
  until: VersionParts | undefined;
  exact: Set<string>;
  prefixes: string[];
}

let paramRows: ParamRow[] | undefined;

function listenParams(family: Family, version: VersionParts): ParamRow | undefined {
  paramRows ??= NGINX_LISTEN_PARAM_ROWS.split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const [fam, since, until, params] = l.split('|');
      const list = params.split(' ');
      return {
        family: fam,
        since: since ? parseVersion(since) : undefined,
        until: until ? parseVersion(until) : undefined,
        exact: new Set(list.filter((p) => !p.endsWith('*'))),
        prefixes: list.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1)),
      };
    });
  return paramRows.find(
    (r) => r.family === family && (r.since === undefined || compareVersions(version, r.since) >= 0) && (r.until === undefined || compareVersions(version, r.until) < 0),
  );
}

/** The releases whose listen took a parameter this one does not ("had spdy until 1.9.5"). */
function otherReleases(family: Family, param: string): string | undefined {
  const rows = (paramRows ?? []).filter((r) => r.family === family && r.exact.has(param));
  if (rows.length === 0) return undefined;
  const last = rows.reduce((a, b) => (b.until === undefined || (a.until !== undefined && compareVersions(b.until, a.until) > 0) ? b : a));
  const first = rows.reduce((a, b) => (a.since === undefined || (b.since !== undefined && compareVersions(b.since, a.since) >= 0) ? a : b));
  if (last.until === undefined) return `takes it from ${first.since?.join('.') ?? '1.0.0'} on`;
  return `took it until ${last.until.join('.')}`;
}

const LOG_LEVELS = new Set(['debug', 'info', 'notice', 'warn', 'error', 'crit', 'alert', 'emerg']);
const DEBUG_LEVELS = new Set(['debug_core', 'debug_alloc', 'debug_mutex', 'debug_event', 'debug_http', 'debug_mail', 'debug_stream']);
const TEMP_PATHS = new Set(['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']);
const PARAMS = new Set(['fastcgi_param', 'scgi_param', 'uwsgi_param']);

export interface HandlerContext {
  family: Family | undefined;
  version: VersionParts;
  /** http log_format names defined so far (nginx looks them up when it reads access_log). */
  logFormats: Set<string>;
  /** The listen parameters of this family at this version, looked up at the first `listen`. */
  listenParams?: { row: ParamRow | undefined };
}

type Problem = [message: string, span: Span];

type Handler = (d: Directive, c: HandlerContext) => Problem | undefined;

function invalidParam(x: Arg): Problem {
  return [`invalid parameter "${x.value}"`, x.span];
}

function listen(d: Directive, c: HandlerContext): Problem | undefined {
  if (c.family === undefined) return undefined;
  const row = (c.listenParams ??= { row: listenParams(c.family, c.version) }).row;
  if (!row) return undefined;
  for (const x of d.args.slice(1)) {
    if (row.exact.has(x.value) || row.prefixes.some((p) => x.value.startsWith(p))) continue;
    const other = otherReleases(c.family, x.value);
    return other ? [`invalid parameter "${x.value}": nginx ${other}`, x.span] : invalidParam(x);
  }
  return undefined;
}

function errorLog(d: Directive): Problem | undefined {
  const seen = new Set<string>();
  for (const x of d.args.slice(1)) {
    if (!LOG_LEVELS.has(x.value) && !DEBUG_LEVELS.has(x.value)) return [`invalid log level "${x.value}"`, x.span];
    if (seen.has(x.value)) return [`duplicate log level "${x.value}"`, x.span];
    seen.add(x.value);
  }
  return undefined;
}

function accessLog(d: Directive, c: HandlerContext): Problem | undefined {
  const a = d.args;
  if (c.family !== 'http') return undefined;
  if (a[0].value === 'off') return a.length > 1 ? invalidParam(a[1]) : undefined;
  if (a.length >= 2 && a[1].value !== 'combined' && !c.logFormats.has(a[1].value)) return [`unknown log format "${a[1].value}"`, a[1].span];
  for (const x of a.slice(2)) {
    if (!/^(buffer=|flush=|if=|gzip(=|$))/.test(x.value)) return invalidParam(x);
  }
  return undefined;
}

function logFormat(d: Directive, c: HandlerContext): Problem | undefined {
  const a = d.args;
  if (c.family === 'http' && a.length > 0) c.logFormats.add(a[0].value);
  return undefined;
}

function errorPage(d: Directive, c: HandlerContext): Problem | undefined {
  const a = d.args;
  if (c.family !== 'http') return undefined;
  for (let i = 0; i < a.length - 1; i++) {
    const v = a[i].value;
    if (i === a.length - 2 && v.startsWith('=')) continue;
    if (v.includes('$')) continue;
    if (!/^[0-9]+$/.test(v) || v === '499') return [`invalid value "${v}"`, a[i].span];
    const code = Number(v);
    if (code < 300 || code > 599) return [`value "${v}" must be between 300 and 599`, a[i].span];
  }
  return undefined;
}

function addHeader(d: Directive, c: HandlerContext): Problem | undefined {
  const a = d.args;
  return c.family === 'http' && a.length === 3 && a[2].value !== 'always' ? invalidParam(a[2]) : undefined;
}

function expires(d: Directive, c: HandlerContext): Problem | undefined {
  const a = d.args;
  if (c.family !== 'http') return undefined;
  const bad: Problem = [`"expires" directive invalid value`, d.span];
  if (a.length === 2 && a[0].value !== 'modified') return bad;
  const v = a[a.length - 1].value;
  if (a.length === 1 && (v === 'epoch' || v === 'max' || v === 'off')) return undefined;
  if (v.includes('$')) return undefined;
  return isTime(v.replace(/^[@+-]|^modified\s*/, ''), true) ? undefined : bad;
}

function keepaliveTimeout(d: Directive, c: HandlerContext): Problem | undefined {
  const a = d.args;
  if (c.family !== 'http') return undefined;
  if (!isTime(a[0].value, false)) return [`"keepalive_timeout" directive invalid value`, d.span];
  if (a.length === 2 && !isTime(a[1].value, true)) return [`"keepalive_timeout" directive invalid value`, d.span];
  return undefined;
}

function sslSessionCache(d: Directive): Problem | undefined {
  for (const x of d.args) {
    const v = x.value;
    if (v === 'off' || v === 'none' || v === 'builtin') continue;
    if (/^builtin:[0-9]+$/.test(v)) continue;
    const m = /^shared:([^:]+):(.+)$/.exec(v);
    if (m && isSize(m[2], false)) continue;
    return [`invalid session cache "${v}"`, x.span];
  }
  return undefined;
}

/** ngx_conf_set_path_slot: each level a positive number, all of them ten characters at most. */
function tempPath(d: Directive): Problem | undefined {
  let sum = 0;
  for (const x of d.args.slice(1)) {
    if (!/^[0-9]+$/.test(x.value) || Number(x.value) === 0) return [`"${d.name}" directive invalid value`, x.span];
    sum += Number(x.value);
    if (sum > 10) return [`"${d.name}" directive invalid value`, x.span];
  }
  return undefined;
}

function param(d: Directive): Problem | undefined {
  const a = d.args;
  return a.length === 3 && a[2].value !== 'if_not_empty' ? invalidParam(a[2]) : undefined;
}

/** The directives whose handlers' own checks ssllint knows, by name: looked up once per name, not per directive. */
const HANDLERS = new Map<string, Handler>([
  ['listen', listen],
  ['error_log', errorLog],
  ['access_log', accessLog],
  ['log_format', logFormat],
  ['error_page', errorPage],
  ['add_header', addHeader],
  ['add_trailer', addHeader],
  ['expires', expires],
  ['keepalive_timeout', keepaliveTimeout],
  ['ssl_session_cache', sslSessionCache],
  ...[...TEMP_PATHS].map((name): [string, Handler] => [name, tempPath]),
  ...[...PARAMS].map((name): [string, Handler] => [name, param]),
]);

/** The check of directive `name`'s handler, when ssllint knows one. Only called once the argument count fits. */
export function handlerOf(name: string): Handler | undefined {
  return HANDLERS.get(name);
}
