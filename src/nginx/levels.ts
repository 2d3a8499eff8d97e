// One nginx block (http, server, location, if) reduced to what inheritance needs: its own
// directives by name, after include splicing, and the span a default would land on.
import type { Directive, Span } from '../syntax/types.js';

export interface Level {
  /** The block's own simple directives by name, in file order (nested blocks excluded). */
  own: ReadonlyMap<string, Directive[]>;
  /** The `server {` / `location … {` / `http {` span; a default lands here. */
  span: Span;
}

/** Directives that make a fragment's block TLS-minded even when its `listen` was not seen. */
export const NGINX_TLS_DIRECTIVES = new Set([
  'ssl_certificate',
  'ssl_certificate_key',
  'ssl_protocols',
  'ssl_ciphers',
  'ssl_prefer_server_ciphers',
  'ssl_conf_command',
  'ssl_dhparam',
  'ssl_ecdh_curve',
  'ssl_session_cache',
  'ssl_session_tickets',
  'ssl_session_timeout',
  'ssl_stapling',
  'ssl_trusted_certificate',
  'ssl_early_data',
  'ssl_session_ticket_key',
  'ssl_stapling_responder',
  'ssl_stapling_file',
]);

/** Where a location hands requests to an upstream, and the directive family that sets what it sends along. */
export const UPSTREAM_PASSES: ReadonlyMap<string, string> = new Map([
  ['proxy_pass', 'proxy_set_header'],
  ['grpc_pass', 'grpc_set_header'],
  ['fastcgi_pass', 'fastcgi_param'],
  ['uwsgi_pass', 'uwsgi_param'],
  ['scgi_pass', 'scgi_param'],
]);

/** The directives that hide an upstream's response header from the client, one list per upstream kind. */
export const HIDE_HEADERS = ['proxy_hide_header', 'fastcgi_hide_header', 'uwsgi_hide_header', 'scgi_hide_header', 'grpc_hide_header'];

/** The directives the model reads; a block's other lines (proxy_*, set, rewrite …) are not indexed. */
const READ = new Set([
  'listen',
  'server_name',
  'ssl',
  'http2',
  'keepalive_timeout',
  'keepalive_requests',
  'add_header',
  'add_header_inherit',
  'add_trailer',
  'add_trailer_inherit',
  'more_set_headers',
  'security_headers',
  'expires',
  'ssl_reject_handshake',
  'resolver',
  'return',
  'rewrite',
  ...HIDE_HEADERS,
  ...UPSTREAM_PASSES.keys(),
  ...UPSTREAM_PASSES.values(),
  ...NGINX_TLS_DIRECTIVES,
]);

// Most locations write none of the directives read: they share one empty index (never
// written to: levelOf only fills maps it made itself).
const NOTHING_READ: ReadonlyMap<string, Directive[]> = new Map();

export function levelOf(children: readonly Directive[], span: Span): Level {
  let own: Map<string, Directive[]> | undefined;
  for (const d of children) {
    if (d.block || !READ.has(d.name)) continue;
    own ??= new Map();
    const list = own.get(d.name);
    if (list) list.push(d);
    else own.set(d.name, [d]);
  }
  return { own: own ?? NOTHING_READ, span };
}

/**
 * The directive nginx keeps when a single-valued directive is written twice in one block:
 * the second is rejected ("is duplicate") and the first stands.
 */
export function firstOwn(level: Level, name: string): Directive | undefined {
  return level.own.get(name)?.[0];
}

export function allOwn(level: Level, name: string): Directive[] {
  return level.own.get(name) ?? [];
}

export function argValues(directive: Directive): string[] {
  return directive.args.map((a) => a.value);
}

/** nginx flag directives (`on`/`off`, case-insensitive); anything else reads as off, as nginx would refuse it. */
export function flagValue(directive: Directive): boolean {
  return directive.args[0]?.value.toLowerCase() === 'on';
}
