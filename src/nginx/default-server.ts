// What the default server of an address:port decides for every name on it. nginx creates each
// connection's SSL from the default server's SSL_CTX and moves to the server the client names
// in ngx_http_ssl_servername (src/http/ngx_http_request.c): SSL_set_SSL_CTX, which swaps the
// certificates and the session id context only (OpenSSL ssl/ssl_lib.c), then a copy of the
// SSL_CTX's options (SSL_clear_options/SSL_set_options). Before 1.29.2 OpenSSL calls it from
// the servername callback, after it has chosen the protocol version, a TLS 1.3 suite and
// whether to resume or issue a ticket; from 1.29.2 (CHANGES 1.29.2, commit 0373fe5d9 "SNI:
// using the ClientHello callback") from the ClientHello callback, before all of these, when
// OpenSSL has one (1.1.1+). Per setting (docs/semantics-nginx.md has the table; live:
// test/nginx-sni-settings.test.ts):
// - protocols (options, copied by the callback) and TLS 1.3 suites (picked from the current
//   SSL_CTX's list): the default server's before 1.29.2, the name's from it;
// - ssl_session_tickets: a default server with tickets off issues none for any name before
//   1.29.2 (OpenSSL decides to send a ticket before the callback and only ever withdraws the
//   decision in final_server_name); the name's own from 1.29.2;
// - key-exchange groups (ssl_ecdh_curve, ssl_conf_command Groups): SSL_new copies the default
//   server's list into the SSL and nothing replaces it: the default server's, in every release;
// - the session cache and the ticket keys: OpenSSL looks sessions up and stores them through
//   the SSL's session_ctx, the SSL_CTX it was created from, and nginx's ticket key callback
//   reads c->ssl->session_ctx: the default server's, in every release.
import { differs, takeFromOwner, type SniField } from '../model/sni.js';
import type { Server, TlsSettings } from '../model/types.js';
import type { ParsedListen } from './listen.js';

export interface SocketServer {
  server: Server;
  listens: readonly ParsedListen[];
}

/**
 * Gives each TLS server what the default server of its socket decides. `early`: nginx switches
 * in the ClientHello callback (1.29.2+ with OpenSSL 1.1.1+). A server on sockets with different
 * default servers keeps its own: which applies depends on the socket.
 */
export function applyDefaultServers(servers: readonly SocketServer[], early: boolean): void {
  const defaults = new Map<string, Server>();
  for (const { server, listens } of servers) for (const l of listens) if (l.listen.defaultServer && !defaults.has(l.key)) defaults.set(l.key, server);
  for (const { server, listens } of servers) for (const l of listens) if (!defaults.has(l.key)) defaults.set(l.key, server);
  for (const { server, listens } of servers) {
    const tls = server.tls;
    if (!tls || listens.length === 0) continue;
    const owners = new Set(listens.map((l) => defaults.get(l.key)));
    const owner = owners.size === 1 ? [...owners][0] : undefined;
    if (!owner || owner === server || !owner.tls) continue;
    const fields = taken(owner.tls, tls, early);
    server.tls = takeFromOwner(tls, owner as Server & { tls: TlsSettings }, fields, listens[0].key.replace(/^(tcp|udp) /, ''));
  }
}

const ALWAYS: readonly SniField[] = ['curves', 'sessionCache', 'sessionTicketKeys'];
const BEFORE_EARLY_SWITCH: readonly SniField[] = ['protocols', 'tls13Ciphers'];

function taken(from: TlsSettings, to: TlsSettings, early: boolean): SniField[] {
  const fields = ALWAYS.filter((f) => differs(from, to, f));
  if (!early) {
    fields.push(...BEFORE_EARLY_SWITCH.filter((f) => differs(from, to, f)));
    if (!from.sessionTickets.value && to.sessionTickets.value) fields.push('sessionTickets');
  }
  return fields;
}
