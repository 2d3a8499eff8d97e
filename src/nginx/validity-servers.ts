// The checks nginx makes once a whole http or stream block is read: sockets named twice, a TLS
// socket whose server has no certificate, a stream server without a socket or a certificate's key
// (the model has no stream servers, so cert-key-mismatch does not see those). Read from ngx_http_ssl_module.c (merge_srv_conf, ngx_http_ssl_init),
// ngx_http.c (ngx_http_add_addresses), ngx_stream_core_module.c and ngx_stream_ssl_module.c.
import { compareVersions, type VersionParts } from '../text/version.js';
import type { Directive, Span } from '../syntax/types.js';
import type { ValidityProblem } from '../validity/types.js';
import { parseListen, type ParsedListen } from './listen.js';

/** A server block (or the http/stream block itself) reduced to the directives these checks read. */
export interface BlockFacts {
  directive: Directive | undefined;
  certs: Directive[];
  keys: Directive[];
  listens: Directive[];
  /** ssl_reject_handshake: undefined when not written (the outer block's applies). */
  rejectHandshake: boolean | undefined;
  /** The obsolete `ssl on|off`: undefined when not written. */
  sslOn: boolean | undefined;
}

export function factsOf(directive: Directive | undefined, flat: readonly Directive[]): BlockFacts {
  const facts: BlockFacts = { directive, certs: [], keys: [], listens: [], rejectHandshake: undefined, sslOn: undefined };
  for (const d of flat) {
    if (d.name === 'ssl_certificate') facts.certs.push(d);
    else if (d.name === 'ssl_certificate_key') facts.keys.push(d);
    else if (d.name === 'listen' && d.args.length > 0) facts.listens.push(d);
    else if (d.name === 'ssl') facts.sslOn = d.args[0]?.value.toLowerCase() === 'on';
    else if (d.name === 'ssl_reject_handshake') facts.rejectHandshake = d.args[0]?.value.toLowerCase() === 'on';
  }
  return facts;
}

// ngx_http_ssl_init refuses a TLS socket whose default server has no certificate from
// release-1.15.0 on (before, the handshake failed at run time); ngx_stream_ssl_module the same.
const CERT_REQUIRED: VersionParts = [1, 15, 0];
// ssl_reject_handshake: nginx 1.19.4 CHANGES.
const REJECT_HANDSHAKE: VersionParts = [1, 19, 4];
// ngx_stream_core_server: "no "listen" is defined for server", from release-1.11.4.
const STREAM_LISTEN_REQUIRED: VersionParts = [1, 11, 4];

type Report = (p: ValidityProblem) => void;

/** Certificates of a server (its own, else the outer block's) that have no key: the last one named. */
function keyless(own: BlockFacts, outer: BlockFacts): Directive | undefined {
  const certs = own.certs.length > 0 ? own.certs : outer.certs;
  const keys = own.keys.length > 0 ? own.keys : outer.keys;
  return certs.length > keys.length ? certs[certs.length - 1] : undefined;
}

export function checkHttpServers(http: BlockFacts, servers: BlockFacts[], version: VersionParts, report: Report): void {
  const sockets = new Map<string, { ssl: boolean; servers: BlockFacts[]; default: BlockFacts | undefined }>();
  // Each server's parsed listens, by its index in `servers`: the second pass reads them again.
  const parsedOf: ParsedListen[][] = [];
  for (const s of servers) {
    const parsedHere: ParsedListen[] = [];
    parsedOf.push(parsedHere);
    for (const d of s.listens) {
      const parsed = parseListen(d);
      if (!parsed) continue;
      const key = parsed.key;
      // A server has a listen or two: the ones before are looked through, not mapped.
      const earlier = parsedHere.find((p) => p.key === key);
      parsedHere.push(parsed);
      if (earlier) {
        report({ ruleId: 'directive-duplicate', message: `a duplicate listen ${d.args[0].value}`, span: d.span, related: [earlier.listen.at], within: s.directive ? [s.directive.span] : [] });
        continue;
      }
      let socket = sockets.get(key);
      if (!socket) sockets.set(key, (socket = { ssl: false, servers: [], default: undefined }));
      socket.ssl ||= parsed.listen.ssl && !parsed.quic;
      socket.servers.push(s);
      if (parsed.listen.defaultServer && !socket.default) socket.default = s;
    }
  }
  // nginx loads every server's certificates, TLS or not (ngx_http_ssl_merge_srv_conf). On a TLS
  // server a certificate without its key is cert-key-mismatch's ("no ssl_certificate_key is
  // paired"): one cause, one finding; the others (a plain server inheriting an http-level
  // certificate) are reported here.
  servers.forEach((s, i) => {
    const tls = (s.sslOn ?? http.sslOn ?? false) || parsedOf[i].some((parsed) => sockets.get(parsed.key)?.ssl === true);
    const cert = tls ? undefined : keyless(s, http);
    if (cert) report({ ruleId: 'directive-value', message: `no "ssl_certificate_key" is defined for certificate "${cert.args[0]?.value ?? ''}"`, span: cert.span, meant: 'ssl_certificate_key', within: s.directive ? [s.directive.span] : [] });
  });
  if (compareVersions(version, CERT_REQUIRED) < 0) return;
  // An http block that names no certificate at all is a template whose certificates a
  // deployment step writes in (certbot, a config generator): nginx would refuse it as it
  // stands, but that is not the mistake to point at.
  if (http.certs.length === 0 && !servers.some((s) => s.certs.length > 0)) return;
  const reported = new Set<BlockFacts>();
  const canReject = compareVersions(version, REJECT_HANDSHAKE) >= 0;
  for (const socket of sockets.values()) {
    if (!socket.ssl) continue;
    const first = socket.default ?? socket.servers[0];
    const hasCert = (s: BlockFacts): boolean => s.certs.length > 0 || http.certs.length > 0;
    const rejects = (s: BlockFacts): boolean => canReject && (s.rejectHandshake ?? http.rejectHandshake ?? false);
    // A default server that refuses handshakes (ssl_reject_handshake, 1.19.4) lets the others go
    // without a certificate only when they refuse them too.
    const candidates = hasCert(first) ? [] : rejects(first) ? socket.servers.filter((s) => !hasCert(s) && !rejects(s)) : [first];
    for (const s of candidates) {
      if (reported.has(s) || !s.directive) continue;
      reported.add(s);
      report({ ruleId: 'directive-value', message: 'no "ssl_certificate" is defined for the "listen ... ssl" directive', span: s.directive.span, meant: 'ssl_certificate', within: [s.directive.span] });
    }
  }
}

export function checkStreamServers(stream: BlockFacts, servers: BlockFacts[], version: VersionParts, report: Report): void {
  const pairs = new Map<string, Directive>();
  // As in http: a stream block naming no certificate at all is a template.
  const anyCert = stream.certs.length > 0 || servers.some((s) => s.certs.length > 0);
  for (const s of servers) {
    if (!s.directive) continue;
    const within: Span[] = [s.directive.span];
    if (s.listens.length === 0 && compareVersions(version, STREAM_LISTEN_REQUIRED) >= 0) {
      report({ ruleId: 'directive-value', message: 'no "listen" is defined for server', span: s.directive.span, meant: 'listen', within });
    }
    let sslListen: Directive | undefined;
    for (const d of s.listens) {
      const udp = d.args.some((a) => a.value === 'udp');
      const parsed = parseListen(d);
      if (!parsed) continue;
      const key = `${udp ? 'udp' : 'tcp'} ${parsed.key}`;
      const earlier = pairs.get(key);
      if (earlier) report({ ruleId: 'directive-duplicate', message: `duplicate "${d.args[0].value}" address and port pair`, span: d.span, related: [earlier.span], within });
      else pairs.set(key, d);
      if (parsed.listen.ssl) sslListen ??= d;
    }
    // Without a TLS socket, the stream server's certificates are never loaded.
    if (!sslListen || compareVersions(version, CERT_REQUIRED) < 0) continue;
    const certs = s.certs.length > 0 ? s.certs : stream.certs;
    const keys = s.keys.length > 0 ? s.keys : stream.keys;
    if (certs.length === 0 && anyCert && !(s.rejectHandshake ?? stream.rejectHandshake ?? false)) {
      report({ ruleId: 'directive-value', message: 'no "ssl_certificate" is defined for the "listen ... ssl" directive', span: sslListen.span, meant: 'ssl_certificate', within });
    } else if (certs.length > keys.length) {
      report({
        ruleId: 'directive-value',
        message: `no "ssl_certificate_key" is defined for certificate "${certs[certs.length - 1].args[0]?.value ?? ''}" and the "listen ... ssl" directive`,
        span: sslListen.span,
        related: [certs[certs.length - 1].span],
        meant: 'ssl_certificate_key',
        within,
      });
    }
  }
}
