// The Apache tree → Model servers: the main server config as the `global` server, each
// <VirtualHost> a `virtual` server merged over it, <Directory*>/<Files*>/<Location*>/<If>
// sections as scopes. Conditionals are decided once, while reading (walk.ts).
import { FileRefs } from '../model/paths.js';
import { fileStart, inherit, InheritedCache } from '../model/settings.js';
import type { DocumentRoot, Listen, Scope, Server, Setting } from '../model/types.js';
import { atLeast, type VersionParts } from '../model/version.js';
import type { PathMap } from '../source/path-map.js';
import type { ConfigTree } from '../source/types.js';
import { copyRange } from '../syntax/copy.js';
import type { Diagnostic, Directive, Span } from '../syntax/types.js';
import type { ValidityProblem } from '../validity/types.js';
import { moduleLoaded } from './conditions.js';
import { listenedOn, vhostProtocol } from './listen-protocol.js';
import { apacheDefaults } from './defaults.js';
import { directorySections, holdingDirectories, trimSlash, type DirectorySection } from './directories.js';
import { around, inMergeOrder, universalSections, type UniversalSection } from './universal.js';
import { emptyDirLevel, innerDirLevel, serverHttp, toHttpSettings, type DirLevel, type ServerHttp } from './http.js';
import { allOf, indexDirectives, lastOf, type DirectiveIndex } from './index.js';
import { apacheTls, isSslDirective, type ApacheTlsContext } from './tls.js';
import { apacheAnswer } from './answer.js';
import { urlMaps } from './url-maps.js';
import { applyBaseVhosts } from './base-vhost.js';
import { directoryCipherProblems } from './directory-ciphers.js';
import { walkApache, type ApacheSection, type WalkVisitor } from './walk.js';

export interface ApacheBuildOptions {
  version: VersionParts;
  versionText: string;
  pathMap: PathMap;
  /** Names defined with httpd's -D (`--define`). */
  defines?: readonly string[];
  /** Sees every directive the walk reads (the validity checker). */
  visit?: WalkVisitor;
}

/** The servers, and the include lines httpd reaches (the others sit in false conditional sections). */
export function buildApacheServers(tree: ConfigTree, options: ApacheBuildOptions): { servers: Server[]; reachedIncludes: Set<Span>; bounded: Diagnostic[]; problems: ValidityProblem[]; http2ModuleMissing: boolean } {
  const walk = walkApache(tree, options.version, options.versionText, options.defines, options.visit);
  const defaults = apacheDefaults(options.version, options.versionText);
  const ctx: ApacheTlsContext = { defaults, versionText: options.versionText, files: new FileRefs(tree.base, options.pathMap), inherited: new InheritedCache() };
  const h2Available = moduleLoaded(walk.state, 'http2_module');

  const mainIndex = indexDirectives(walk.main.own);
  const mainAt = fileStart(tree.root);
  const mainHttp = serverHttp(undefined, mainIndex, mainAt, defaults, h2Available);
  const mainDir = innerDirLevel(emptyDirLevel(mainAt, defaults.allowOverride), mainIndex, mainAt);
  const engine = lastOf(mainIndex, 'sslengine');
  const engineOn = engine !== undefined && engine.args[0]?.value.toLowerCase() === 'on';
  // `SSLEngine *:443` (main server only) switches TLS on for the <VirtualHost>s on those ports.
  const enginePorts = new Set((engine?.args ?? []).filter((a) => a.value.includes(':')).map((a) => portOf(a.value)));

  const mainNames = serverNames(mainIndex);
  const mainDirectories = directorySections(walk.main.sections);
  const mainUniversal = universalSections(walk.main.sections, 0);
  const mainContext: SectionContext = { directories: mainDirectories, docRoot: documentRoot(mainIndex), universal: mainUniversal };
  const mainDocRoot = lastOf(mainIndex, 'documentroot');
  const global: Server = {
    dialect: 'apache',
    kind: 'global',
    names: mainNames,
    listen: listenDirectives(mainIndex),
    http: toHttpSettings(mainHttp, everyRequest(mainDir, mainContext, mainAt), false),
    scopes: scopes(walk.main.sections, mainHttp, mainDir, mainContext, 0),
    at: mainAt,
  };
  const mainServes = servedRoot(mainDir, mainContext, mainDocRoot, mainIndex, mainAt);
  if (mainServes) global.documentRoot = mainServes;

  const virtual: Server[] = [];
  const problems: ValidityProblem[] = [];
  const sslLoaded = moduleLoaded(walk.state, 'ssl_module');
  // CHANGES 2.4.10: "mod_ssl: "SSLEngine off" will now override a Listen-based default and does
  // disable mod_ssl for the vhost." (and the default needs certificate files); before, https won.
  const engineUnsetOnly = atLeast(options.version, '2.4.10');
  // Ports a Listen line opens for plain http (a port without https, 443's default).
  const httpsPorts = new Set(global.listen.filter((l) => l.ssl).map((l) => l.port));
  const plainPorts = new Set(global.listen.filter((l) => !l.ssl && !httpsPorts.has(l.port)).map((l) => l.port));
  for (const vhost of walk.vhosts) {
    const index = indexDirectives(vhost.own);
    const at = vhost.directive.span;
    const http = serverHttp(mainHttp, index, at, defaults, h2Available);
    const dir = innerDirLevel(mainDir, index, at);
    const ownEngine = lastOf(index, 'sslengine');
    const listen = vhostAddresses(vhost.directive);
    // A vhost whose Listen says https speaks TLS without SSLEngine (listen-protocol.ts).
    const certificates = allOf(index, 'sslcertificatefile').length > 0 || allOf(mainIndex, 'sslcertificatefile').length > 0;
    const protocol = tree.fragment ? undefined : vhostProtocol(listen, global.listen, (lastOf(index, 'protocol') ?? lastOf(mainIndex, 'protocol'))?.args[0]?.value);
    const byListen = protocol === 'https' && sslLoaded && (!engineUnsetOnly || (!ownEngine && !engine && certificates));
    const tls =
      ownEngine && !(byListen && !engineUnsetOnly)
        ? ownEngine.args[0]?.value.toLowerCase() === 'on'
        : engineOn || listen.some((l) => enginePorts.has(l.port)) || byListen || (tree.fragment && vhost.own.some(isSslDirective));
    if (!tls && !ownEngine && !engine && !tree.fragment && sslLoaded && allOf(index, 'sslcertificatefile').length > 0) plainWithCertificates(vhost.directive, listen, global.listen, problems);
    const names = serverNames(index);
    const ownUniversal = universalSections(vhost.sections, VHOST_ORDER);
    const context: SectionContext = {
      directories: [...mainDirectories, ...directorySections(vhost.sections)],
      docRoot: documentRoot(index) ?? documentRoot(mainIndex),
      universal: ownUniversal.length === 0 ? mainUniversal : [...mainUniversal, ...ownUniversal],
    };
    // A <VirtualHost> without ServerName answers to the main server's name.
    if (!lastOf(index, 'servername') && mainNames[0] && mainNames[0].directive?.name.toLowerCase() === 'servername') {
      names.unshift(inherit(mainNames[0], at));
    }
    const server: Server = {
      dialect: 'apache',
      kind: 'virtual',
      names,
      listen,
      http: toHttpSettings(http, everyRequest(dir, context, at), false),
      scopes: scopes(vhost.sections, http, dir, context, VHOST_ORDER),
      at,
      directive: vhost.directive,
    };
    if (tls) server.tls = apacheTls(mainIndex, index, at, ctx);
    if (tls && !ownEngine && engineOn && engine) {
      // `SSLEngine on` in the main server reaches every <VirtualHost>: one on a port no Listen
      // marks https answers TLS there, and a plain http:// client gets 400 Bad Request.
      const plain = [...new Set(listen.map((l) => l.port).filter((p) => plainPorts.has(p)))];
      if (plain.length > 0) {
        problems.push({
          ruleId: 'directive-context',
          severity: 'warning',
          message: `this <VirtualHost> speaks TLS on port ${plain.join(', ')}: SSLEngine on in the main server (line ${engine.span.line}) applies to it, so plain http:// clients get 400 Bad Request; put SSLEngine on in the TLS <VirtualHost>s instead, or SSLEngine off here`,
          span: at,
          related: [engine.span],
        });
      }
    }
    directoryCipherProblems(vhost.sections, server, problems);
    const answer = apacheAnswer(index);
    if (answer) server.http.answer = answer;
    const serves = servedRoot(dir, context, lastOf(index, 'documentroot') ?? mainDocRoot, index, at);
    if (serves) server.documentRoot = serves;
    const maps = urlMaps(vhost.own);
    if (maps.length > 0) server.urlMaps = maps;
    for (const l of listen) {
      l.ssl = tls;
      l.http2 = server.http.http2.value;
    }
    virtual.push(server);
  }

  // The main server terminates TLS itself with `SSLEngine on`; otherwise its SSL lines (an
  // options-ssl-apache.conf, Debian's mods-available/ssl.conf before a TLS site is enabled)
  // are judged there when no <VirtualHost> carries them.
  if (engineOn || (walk.main.own.some(isSslDirective) && !virtual.some((s) => s.tls))) {
    global.tls = apacheTls(undefined, mainIndex, mainAt, ctx);
    directoryCipherProblems(walk.main.sections, global, problems);
  }
  applyBaseVhosts(virtual, options.version);
  return { servers: [global, ...virtual], reachedIncludes: walk.reachedIncludes, bounded: walk.bounded, problems, http2ModuleMissing: !h2Available };
}

const NOTHING_MERGED: ReadonlySet<ApacheSection> = new Set();

/** A <VirtualHost>'s sections are read after all of the main server's: they number from here. */
const VHOST_ORDER = 1 << 30;

/** What a server's sections are merged with: its <Directory> sections and DocumentRoot, and the sections every request gets. */
interface SectionContext {
  directories: readonly DirectorySection[];
  docRoot: string | undefined;
  universal: readonly UniversalSection[];
}

/**
 * A server's sections as scopes, each with the settings a request it matches gets. httpd
 * merges into a request every <Directory> section that holds the file it maps to (the main
 * server's and the <VirtualHost>'s alike; directories.ts says which and in what order), then
 * the <Files*>, <Location*> and <If> sections that match: a top-level section here sees the
 * <Directory> sections that hold the DocumentRoot (a plain <Directory> those above it), and
 * every section has the ones that match any request merged around it (universal.ts).
 * `order`: the sections' reading positions start there (top level); undefined when nested.
 */
function scopes(
  sections: readonly ApacheSection[],
  http: ServerHttp,
  parent: DirLevel,
  context: SectionContext,
  order: number | undefined,
  merged: ReadonlySet<ApacheSection> = NOTHING_MERGED,
): Scope[] {
  return sections.map((s, i) => {
    let outer = parent;
    if (order !== undefined && context.directories.length > 0) {
      const own = context.directories.find((d) => d.section === s);
      const path = s.kind !== 'directory' ? context.docRoot : own?.kind === 'plain' ? own.path : undefined;
      if (path !== undefined) {
        for (const section of holdingDirectories(context.directories, path, own)) outer = innerDirLevel(outer, indexDirectives(section.own), section.directive.span);
      }
    }
    const { under, over } = around(context.universal, s, order === undefined ? undefined : order + i, merged);
    for (const u of under) outer = innerDirLevel(outer, indexDirectives(u.own), s.directive.span);
    const dir = innerDirLevel(outer, indexDirectives(s.own), s.directive.span);
    let effective = dir;
    for (const u of over) effective = innerDirLevel(effective, indexDirectives(u.own), s.directive.span);
    return {
      kind: s.kind,
      match: s.directive.args.map((a) => a.value),
      at: s.directive.span,
      http: toHttpSettings(http, overlaid(dir, effective), true),
      scopes: scopes(s.sections, http, dir, context, undefined, under.length > 0 ? new Set([...merged, ...under]) : merged),
      directive: s.directive,
    };
  });
}

/**
 * A server's own settings with the sections that match any request merged over them: what
 * every response gets. What .htaccess files may set is said where they are read, by the
 * <Directory> sections that hold the DocumentRoot.
 */
function everyRequest(dir: DirLevel, context: SectionContext, at: Span): DirLevel {
  let effective = dir;
  for (const section of inMergeOrder(context.universal)) effective = innerDirLevel(effective, indexDirectives(section.own), at);
  const level = overlaid(dir, effective);
  if (context.docRoot === undefined) return level;
  let docRoot = dir;
  for (const section of holdingDirectories(context.directories, context.docRoot)) docRoot = innerDirLevel(docRoot, indexDirectives(section.own), at);
  return docRoot.overrides === dir.overrides ? level : { ...level, overrides: docRoot.overrides };
}

/** `effective` with what the sections merged over `own` set marked as inherited, which it is. */
function overlaid(own: DirLevel, effective: DirLevel): DirLevel {
  if (own === effective) return own;
  const mark = <T>(mine: Setting<T>, got: Setting<T>): Setting<T> => (got === mine || got.inherited || got.defaulted ? got : { ...got, inherited: true });
  return { ...effective, headers: mark(own.headers, effective.headers), expires: mark(own.expires, effective.expires) };
}

/**
 * What a request for a file under the DocumentRoot gets: the <Directory> sections holding it
 * merged over the server's own settings, then the sections every request gets.
 */
function servedRoot(dir: DirLevel, context: SectionContext, line: Directive | undefined, index: DirectiveIndex, at: Span): DocumentRoot | undefined {
  if (context.docRoot === undefined || !line) return undefined;
  let level = dir;
  for (const section of holdingDirectories(context.directories, context.docRoot)) level = innerDirLevel(level, indexDirectives(section.own), at);
  for (const section of inMergeOrder(context.universal)) level = innerDirLevel(level, indexDirectives(section.own), at);
  const proxied = [...allOf(index, 'proxypass'), ...allOf(index, 'proxypassmatch')].some((d) => {
    const [path, target] = d.args.map((a) => a.value);
    // `ProxyPass /.well-known/ !` excludes a path; `ProxyPass / http://app/` hands over everything.
    return target !== undefined && target !== '!' && (path === '/' || (d.name.toLowerCase() === 'proxypassmatch' && (path === '^/(.*)$' || path === '^/(.*)' || path === '^/' || path === '/')));
  });
  return { path: context.docRoot, at: line.span, http: { headers: level.headers, expires: level.expires, overrides: level.overrides }, proxied };
}

/** The DocumentRoot as written, when it is an absolute path (no trailing slash). */
function documentRoot(index: DirectiveIndex): string | undefined {
  const value = lastOf(index, 'documentroot')?.args[0]?.value;
  return value?.startsWith('/') ? trimSlash(value) : undefined;
}

/** ServerName (the host, without scheme or port) and every ServerAlias word. */
function serverNames(index: DirectiveIndex): Setting<string>[] {
  const names: Setting<string>[] = [];
  const name = lastOf(index, 'servername');
  if (name?.args[0]) names.push({ value: hostOf(name.args[0].value), at: name.args[0].span, inherited: false, defaulted: false, directive: name });
  for (const alias of allOf(index, 'serveralias')) {
    for (const arg of alias.args) names.push({ value: arg.value, at: arg.span, inherited: false, defaulted: false, directive: alias });
  }
  // Grown by push: kept to size, as the model keeps it for every virtual host.
  return copyRange(names, 0, names.length);
}

function hostOf(serverName: string): string {
  const noScheme = serverName.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  if (noScheme.startsWith('[')) {
    const close = noScheme.indexOf(']');
    return close > 0 ? noScheme.slice(0, close + 1) : noScheme;
  }
  const colon = noScheme.indexOf(':');
  return colon >= 0 ? noScheme.slice(0, colon) : noScheme;
}

/** `<VirtualHost addr[:port] …>`; a missing port means any port (0). */
function vhostAddresses(d: Directive): Listen[] {
  return d.args.map((a) => {
    const { address, port } = splitHostPort(a.value);
    return { address, port, ssl: false, http2: false, defaultServer: address.toLowerCase() === '_default_', at: d.span };
  });
}

/** `Listen [addr:]port [protocol]`: port 443 speaks https unless another protocol is named. */
function listenDirectives(index: DirectiveIndex): Listen[] {
  return allOf(index, 'listen')
    .filter((d) => d.args[0])
    .map((d) => {
      const text = d.args[0].value;
      const { address, port } = /^\d+$/.test(text) ? { address: '*', port: Number(text) } : splitHostPort(text);
      const protocol = d.args[1]?.value.toLowerCase();
      return { address, port, ssl: protocol ? protocol === 'https' : port === 443, http2: false, defaultServer: false, at: d.span };
    });
}

function splitHostPort(text: string): { address: string; port: number } {
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close > 0) return { address: text.slice(0, close + 1), port: portOf(text.slice(close + 1)) };
  }
  const colon = text.lastIndexOf(':');
  if (colon < 0) return { address: text, port: 0 };
  return { address: text.slice(0, colon), port: portOf(text.slice(colon)) };
}

function portOf(text: string): number {
  const m = /:(\d+)$/.exec(text);
  return m ? Number(m[1]) : 0;
}

/**
 * A <VirtualHost> with certificate lines that speaks plain HTTP: no SSLEngine on (here or in
 * the main server) and no Listen https on its own address. On port 443, or a port a Listen line
 * marks https, that is an outage (clients expecting TLS fail; on an address a TLS vhost shares,
 * the handshake gets that vhost's certificate): error. Port 80 carries certificate lines that do
 * nothing, and nothing is said there; any other port: warning. Nothing where no Listen line
 * takes the port (httpd does not accept connections for it at all).
 */
function plainWithCertificates(d: Directive, addresses: readonly Listen[], listens: readonly Listen[], problems: ValidityProblem[]): void {
  for (const a of addresses) {
    const heard = listenedOn(a, listens);
    if (!heard || a.port === 80) continue;
    const httpsPort = a.port === 443 || listens.some((l) => l.port === a.port && l.ssl);
    const address = `${a.address}:${a.port}`;
    problems.push({
      ruleId: 'directive-context',
      severity: httpsPort ? 'error' : 'warning',
      message: `this <VirtualHost> has certificate lines but speaks plain HTTP on ${address}: there is no SSLEngine on here or in the main server, and httpd switches TLS on by itself only for a vhost whose address is exactly that of a \`Listen … https\` line (the Listen on line ${heard.at.line} is ${heard.ssl ? `on ${heard.address}:${heard.port}` : 'not https'}); ${httpsPort ? `clients expecting TLS on port ${a.port} fail, and where a TLS <VirtualHost> shares the address they get its certificate` : 'the certificate is never served'}`,
      span: d.span,
      related: [heard.at],
      fix: { description: 'switch TLS on for this <VirtualHost> (httpd then loads the certificate and key named here)', replacement: 'SSLEngine on' },
    });
    return;
  }
}
