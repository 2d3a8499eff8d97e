// Which server a lint finding belongs to, by where it lands: inside the server's block, or on
// a line the server's settings come from (an http-level `ssl_protocols` it inherits, a
// certificate file it serves). One finding can belong to many servers; none is linted twice.
import type { Finding } from '../findings.js';
import type { Server, Setting, TlsSettings } from '../model/types.js';
import { PlaceMap } from '../syntax/place-map.js';
import type { Span } from '../syntax/types.js';

interface Range {
  server: Server;
  from: number;
  to: number;
}

export class FindingIndex {
  private readonly ranges = new Map<string, Range[]>();
  // Settings inherited from one outer line are shared by thousands of servers: one list per place.
  private readonly places = new PlaceMap<Server[]>();
  private readonly byServer = new Map<Server, Finding[]>();

  constructor(servers: readonly Server[], findings: readonly Finding[]) {
    for (const server of servers) {
      this.byServer.set(server, []);
      const end = server.directive?.blockEnd;
      if (end && end.file === server.at.file) {
        let list = this.ranges.get(server.at.file);
        if (!list) this.ranges.set(server.at.file, (list = []));
        list.push({ server, from: server.at.line, to: end.line });
      }
      for (const span of placesOf(server)) {
        const list = this.places.get(span.file, span.line, span.column);
        if (!list) this.places.set(span.file, span.line, span.column, [server]);
        // A server lists a place once or, for settings it repeats, in a row.
        else if (list[list.length - 1] !== server) list.push(server);
      }
    }
    for (const f of findings) {
      const at = f.location;
      const placed = this.places.get(at.file, at.line, at.column);
      for (const s of placed ?? []) this.byServer.get(s)!.push(f);
      const ranges = this.ranges.get(at.file);
      if (!ranges) continue;
      for (const r of ranges) {
        if (at.line < r.from || at.line > r.to) continue;
        // Already attributed by its place: once per server.
        if (placed?.includes(r.server)) continue;
        this.byServer.get(r.server)!.push(f);
      }
    }
  }

  findingsOf(server: Server): readonly Finding[] {
    return this.byServer.get(server) ?? [];
  }
}

function placesOf(server: Server): Span[] {
  const out: Span[] = [server.at];
  const add = (s: Setting<unknown> | undefined) => {
    if (s) out.push(s.at);
  };
  const tls: TlsSettings | undefined = server.tls;
  if (tls) {
    for (const s of [tls.protocols, tls.ciphers, tls.tls13Ciphers, tls.preferServerCiphers, tls.curves, tls.sessionCache, tls.sessionTickets, tls.stapling, tls.compression, tls.insecureRenegotiation]) add(s as Setting<unknown>);
    for (const ref of [...tls.certificates, ...tls.keys, ...tls.chainFiles]) out.push(ref.at);
    if (tls.trustedCertificate) out.push(tls.trustedCertificate.at);
    if (tls.dhparam) out.push(tls.dhparam.at);
  }
  for (const s of [server.http.keepalive, server.http.headers, server.http.expires, server.http.http2]) add(s as Setting<unknown>);
  for (const n of server.names) out.push(n.at);
  for (const l of server.listen) out.push(l.at);
  return out;
}
