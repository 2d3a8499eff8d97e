// The nginx tree → Model servers. One pass reads every server's own directives (its
// sockets decide what other servers speak), a second resolves inheritance and builds the
// servers; each block's includes are spliced once, so the cost grows with the tree.
import { FileRefs } from '../model/paths.js';
import { defaulted, fileStart, fromOuter, InheritedCache, written } from '../model/settings.js';
import { Splicer } from '../model/splice.js';
import type { Scope, Server, Setting } from '../model/types.js';
import { compareVersions, type VersionParts } from '../model/version.js';
import type { PathMap } from '../source/path-map.js';
import type { ConfigTree } from '../source/types.js';
import { copyRange } from '../syntax/copy.js';
import type { Directive, Span } from '../syntax/types.js';
import { nginxDefaults } from './defaults.js';
import { innerHttpLevel, topHttpLevel, toHttpSettings, type HttpLevel } from './http.js';
import { allOwn, firstOwn, flagValue, levelOf, type Level } from './levels.js';
import { applyDefaultServers } from './default-server.js';
import { parseListen, type ParsedListen } from './listen.js';
import { nginxServesNothing } from './serves-nothing.js';
import { nginxTls, writesTls, type TlsContext } from './tls.js';

export interface NginxBuildOptions {
  version: VersionParts;
  versionText: string;
  pathMap: PathMap;
  /** The OpenSSL is known to be older than 1.1.1 (see PER_SERVER_PROTOCOLS). */
  opensslBefore111?: boolean;
  /** Overrides the release's say on PER_SERVER_PROTOCOLS (false where the release is only assumed). */
  perServerProtocols?: boolean;
}

/** Nested locations deeper than this are left out (nginx itself has no limit, configs never come near). */
const MAX_SCOPE_DEPTH = 64;

/** A socket nobody names: nginx listens on *:80 for a server without `listen`. */
const IMPLICIT_SOCKET = 'tcp *:80';

interface Http {
  level: Level;
  /** `$ssl_early_data` and the variables `map` blocks of this http block derive from it. */
  earlyVars: ReadonlySet<string>;
  eff: HttpLevel;
  global: Server;
  /** A fragment's top level: its ssl_* lines describe servers linted elsewhere. */
  fragmentTop: boolean;
}

interface PendingServer {
  directive: Directive;
  http: Http;
  level: Level;
  children: readonly Directive[];
  listens: { parsed: ParsedListen; directive: Directive }[];
}

export function buildNginxServers(tree: ConfigTree, options: NginxBuildOptions): Server[] {
  const root = tree.files.get(tree.root);
  if (!root) return [];
  const splicer = new Splicer(tree.files, (d) => d.name === 'include');
  const defaults = nginxDefaults(options.version, options.versionText);
  const tlsContext: TlsContext = { defaults, files: new FileRefs(tree.base, options.pathMap), inherited: new InheritedCache() };
  const top = splicer.expand(root.directives);

  const servers: Server[] = [];
  const https: Http[] = [];
  const pending: PendingServer[] = [];

  const openHttp = (children: readonly Directive[], span: Span, directive: Directive | undefined, fragmentTop: boolean): void => {
    const level = levelOf(children, span);
    const eff = topHttpLevel(level, defaults.keepaliveTimeout);
    const global: Server = { dialect: 'nginx', kind: 'global', names: [], listen: [], http: toHttpSettings(eff), scopes: [], at: span, directive };
    const http: Http = { level, eff, global, fragmentTop, earlyVars: earlyDataVariables(children) };
    servers.push(global);
    https.push(http);
    for (const d of children) {
      if (!d.block) continue;
      if (d.name === 'server') pending.push(readServer(d, http, splicer));
      // A snippet of server-level locations linted on its own: they hang off the outer scope.
      else if (fragmentTop && (d.name === 'location' || d.name === 'if')) global.scopes.push(buildScope(d, eff, 1, splicer, http.earlyVars));
    }
  };

  const httpBlocks = top.filter((d) => d.name === 'http' && d.block);
  if (httpBlocks.length > 0 || !tree.fragment) {
    for (const h of httpBlocks) openHttp(splicer.expand(h.block ?? []), h.span, h, false);
  } else {
    openHttp(top, fileStart(tree.root), undefined, true);
  }

  // The `ssl` and `http2` listen parameters belong to the socket: every server on it gets them.
  const sslSockets = new Set<string>();
  const h2Sockets = new Map<string, Directive>();
  for (const p of pending) {
    for (const { parsed, directive } of p.listens) {
      const key = parsed.key;
      if (parsed.listen.ssl) sslSockets.add(key);
      if (parsed.listen.http2 && !h2Sockets.has(key)) h2Sockets.set(key, directive);
    }
  }

  const byHttp = new Map<Http, Server[]>();
  const built: Server[] = [];
  for (const p of pending) {
    const server = buildServer(p, sslSockets, h2Sockets, tree.fragment, tlsContext, splicer, options.version);
    built.push(server);
    const list = byHttp.get(p.http);
    if (list) list.push(server);
    else byHttp.set(p.http, [server]);
  }
  const early = (options.perServerProtocols ?? compareVersions(options.version, PER_SERVER_PROTOCOLS) >= 0) && !options.opensslBefore111;
  // In a fragment the default server of a socket is not known.
  if (!tree.fragment) applyDefaultServers(pending.map((p, i) => ({ server: built[i], listens: p.listens.map((l) => l.parsed) })), early);

  const out: Server[] = [];
  for (const http of https) {
    const virtual = byHttp.get(http) ?? [];
    // Top-level (fragment) or http-level ssl_* lines are judged on their own only when no
    // server carries them already (else every finding would come twice): a snippet, or an
    // http block whose TLS servers are not enabled yet (Debian's nginx.conf).
    if (writesTls(http.level) && !virtual.some((s) => s.tls)) {
      http.global.tls = nginxTls(undefined, http.level, http.global.at, tlsContext);
    }
    out.push(http.global);
    for (const server of virtual) out.push(server);
  }
  return out;
}

// nginx CHANGES 1.29.2: "now the "ssl_protocols" directive works in a virtual server different
// from the default server when using OpenSSL 1.1.1 or newer" (commit 0373fe5d9, "SNI: using the
// ClientHello callback"): from then nginx moves to the name's server before OpenSSL chooses the
// version. The ClientHello callback is OpenSSL 1.1.1's (SSL_CTX_set_client_hello_cb): an nginx
// 1.29.2+ built with 1.0.2 keeps the old way. What follows the name and what stays the default
// server's: src/nginx/default-server.ts.
const PER_SERVER_PROTOCOLS: VersionParts = [1, 29, 2];

function readServer(directive: Directive, http: Http, splicer: Splicer): PendingServer {
  const children = splicer.expand(directive.block ?? []);
  const level = levelOf(children, directive.span);
  const listens: PendingServer['listens'] = [];
  for (const d of allOwn(level, 'listen')) {
    const parsed = parseListen(d);
    if (parsed) listens.push({ parsed, directive: d });
  }
  return { directive, http, level, children, listens };
}

function buildServer(
  p: PendingServer,
  sslSockets: Set<string>,
  h2Sockets: Map<string, Directive>,
  fragment: boolean,
  tlsContext: TlsContext,
  splicer: Splicer,
  version: VersionParts,
): Server {
  const keys = p.listens.length > 0 ? p.listens.map((l) => l.parsed.key) : [IMPLICIT_SOCKET];
  let eff = innerHttpLevel(p.http.eff, p.level);
  if (!eff.http2.value) {
    const own = p.listens.find((l) => l.parsed.listen.http2);
    const shared = own?.directive ?? keys.map((k) => h2Sockets.get(k)).find((d) => d !== undefined);
    if (shared) eff = { ...eff, http2: written(true, shared) };
  }

  const names: Setting<string>[] = [];
  for (const d of allOwn(p.level, 'server_name')) {
    for (const arg of d.args) names.push({ value: arg.value, at: arg.span, inherited: false, defaulted: false, directive: d });
  }

  const server: Server = {
    dialect: 'nginx',
    kind: 'virtual',
    // Lists grown by push keep their slack: the model keeps them to size (a tree has one per server).
    names: copyRange(names, 0, names.length),
    listen: p.listens.map((l) => l.parsed.listen),
    http: toHttpSettings(eff, defaulted(tlsContext.defaults.keepaliveRequests, p.directive.span)),
    scopes: [],
    at: p.directive.span,
    directive: p.directive,
  };
  server.scopes = scopesOf(p.children, eff, 1, splicer, p.http.earlyVars);

  // The obsolete `ssl on;` (removed in 1.25.1) switched TLS on for every listen of the server.
  const sslDirective = firstOwn(p.level, 'ssl') ?? firstOwn(p.http.level, 'ssl');
  const tls =
    p.listens.some((l) => l.parsed.listen.ssl) ||
    (sslDirective !== undefined && flagValue(sslDirective)) ||
    keys.some((k) => sslSockets.has(k)) ||
    // A fragment's server may get its TLS listen from a file not seen; what it writes counts.
    (fragment && writesTls(p.level));
  if (tls) server.tls = nginxTls(p.http.level, p.level, p.directive.span, tlsContext);
  const allTls = sslDirective !== undefined && flagValue(sslDirective);
  const nothing = nginxServesNothing({
    version,
    server: p.level,
    http: p.http.level,
    children: p.children,
    splicer,
    tls,
    plainListen: !allTls && keys.some((k) => !sslSockets.has(k)),
  });
  if (nothing) server.servesNothing = nothing;
  return server;
}

function buildScope(directive: Directive, parent: HttpLevel, depth: number, splicer: Splicer, early: ReadonlySet<string>): Scope {
  const children = depth <= MAX_SCOPE_DEPTH ? splicer.expand(directive.block ?? []) : [];
  const eff = innerHttpLevel(parent, levelOf(children, directive.span));
  // http2 is a server property: a location cannot switch it.
  const scopeEff: HttpLevel = {
    keepaliveTimeout: eff.keepaliveTimeout,
    keepaliveRequests: eff.keepaliveRequests,
    headers: eff.headers,
    droppedHeaders: eff.droppedHeaders,
    redefined: eff.redefined,
    headerInherit: eff.headerInherit,
    trailers: eff.trailers,
    droppedTrailers: eff.droppedTrailers,
    trailerInherit: eff.trailerInherit,
    moreSetHeaders: eff.moreSetHeaders,
    securityHeaders: eff.securityHeaders,
    expires: eff.expires,
    http2: fromOuter(parent.http2),
    passLines: eff.passLines,
    droppedPass: eff.droppedPass,
    hiddenContentType: eff.hiddenContentType,
    pass: eff.pass,
    answer: eff.answer,
  };
  const scope: Scope = {
    kind: directive.name === 'if' ? 'if' : 'location',
    match: directive.args.map((a) => a.value),
    at: directive.span,
    http: toHttpSettings(scopeEff),
    scopes: [],
    directive,
  };
  if (directive.name === 'if' && directive.args.some((a) => readsAny(a.value, early))) scope.readsEarlyData = true;
  scope.scopes = scopesOf(children, scopeEff, depth + 1, splicer, early);
  return scope;
}

/** The location and if blocks among `children`, built, in an array of their own size. */
function scopesOf(children: readonly Directive[], parent: HttpLevel, depth: number, splicer: Splicer, early: ReadonlySet<string>): Scope[] {
  const scopes: Scope[] = [];
  for (const d of children) {
    if (d.block && (d.name === 'location' || d.name === 'if')) scopes.push(buildScope(d, parent, depth, splicer, early));
  }
  return copyRange(scopes, 0, scopes.length);
}

/** Map chains longer than this are not followed (configs chain two or three). */
const MAX_MAP_CHAIN = 8;

/**
 * `$ssl_early_data` and every variable a `map` at this level makes from it, directly or
 * through another such map (`map "$request_method:$ssl_early_data" $too_early { … }`).
 */
function earlyDataVariables(children: readonly Directive[]): ReadonlySet<string> {
  const vars = new Set(['ssl_early_data']);
  const maps = children.filter((d) => d.name === 'map' && d.block && d.args.length >= 2);
  for (let round = 0; round < MAX_MAP_CHAIN; round++) {
    let grew = false;
    for (const m of maps) {
      const target = /^\$(\w+)$/.exec(m.args[1].value)?.[1];
      if (target && !vars.has(target) && readsAny(m.args[0].value, vars)) {
        vars.add(target);
        grew = true;
      }
    }
    if (!grew) break;
  }
  return vars;
}

/** Whether `text` reads one of the variables (`$name` or `${name}`, not a longer name). */
function readsAny(text: string, vars: ReadonlySet<string>): boolean {
  for (const m of text.matchAll(/\$\{?(\w+)/g)) if (vars.has(m[1])) return true;
  return false;
}
