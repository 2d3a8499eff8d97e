// On a name-based address (several <VirtualHost>s on one IP:port) the handshake starts in the
// first of them, the base vhost: mod_ssl creates the connection's SSL from the base vhost's
// SSL_CTX and moves to the vhost the client names (SNI) in ssl_find_vhost
// (modules/ssl/ssl_engine_kernel.c). That switch is SSL_set_SSL_CTX, which swaps the
// certificates and the session id context only (OpenSSL ssl/ssl_lib.c), plus what
// ssl_find_vhost copies by hand. From 2.4.42 on OpenSSL 1.1.1+ it runs in the ClientHello
// callback (ssl_callback_ClientHello, CHANGES 2.4.42), before OpenSSL picks the version or a
// TLS 1.3 suite; before 2.4.42 in the servername callback, after both. Per setting
// (docs/semantics-apache.md has the table; live: test/apache-sni-semantics.test.ts):
// - the protocol range: before 2.4.42 always the base vhost's. CHANGES 2.4.42: "mod_ssl:
//   negotiate the TLS protocol version per name based vhost configuration, when linked with
//   OpenSSL-1.1.1 or later. The base vhost's SSLProtocol (from the first vhost declared on the
//   IP:port) is now only relevant if no SSLProtocol is declared for the vhost or globally,
//   otherwise the vhost or global value apply."
// - SSLHonorCipherOrder and SSLSessionTickets: ssl_find_vhost ORs the named vhost's SSL
//   options into those the connection got from the base vhost (SSL_set_options never clears
//   one), so the base vhost's SSL_OP_CIPHER_SERVER_PREFERENCE and SSL_OP_NO_TICKET hold for
//   every vhost on its address, in every release.
// - key-exchange groups (SSLOpenSSLConfCmd Groups/Curves): SSL_new copies the base vhost's
//   list into the SSL and nothing copies another: always the base vhost's.
// - TLS 1.3 suites: OpenSSL picks one from the SSL_CTX's list as it reads the ClientHello,
//   after the ClientHello callback and before the servername callback: the named vhost's from
//   2.4.42, the base vhost's before.
import { differs, takeFromOwner, type SniField } from '../model/sni.js';
import type { Server, TlsSettings } from '../model/types.js';
import { atLeast, type VersionParts } from '../model/version.js';

/**
 * The address a vhost is matched on. `_default_` is httpd 2.4's other name for `*`
 * (get_addresses in server/vhost.c takes either as the wildcard address), so a
 * `<VirtualHost _default_:443>` declared first is the base vhost of `*:443`.
 */
function addressKey(s: Server): string[] {
  return s.listen.map((l) => {
    const address = l.address.toLowerCase();
    return `${address === '_default_' ? '*' : address}:${l.port}`;
  });
}

/** Applies the base vhost's settings to the later TLS vhosts of each address (servers in reading order). */
export function applyBaseVhosts(servers: readonly Server[], version: VersionParts): void {
  const base = new Map<string, Server>();
  const early = atLeast(version, '2.4.42');
  for (const s of servers) {
    if (s.kind !== 'virtual') continue;
    const keys = addressKey(s);
    const at = keys.findIndex((k) => base.has(k));
    for (const k of keys) if (!base.has(k)) base.set(k, s);
    const first = at >= 0 ? base.get(keys[at]) : undefined;
    if (!first?.tls || !s.tls) continue;
    s.tls = takeFromOwner(s.tls, first as Server & { tls: TlsSettings }, taken(first.tls, s.tls, early), keys[at]);
  }
}

function taken(from: TlsSettings, to: TlsSettings, early: boolean): SniField[] {
  const fields: SniField[] = [];
  // From 2.4.42 a vhost's own (or the main server's) SSLProtocol applies; only a vhost with
  // none keeps the base vhost's. (On OpenSSL 1.0.2 the base vhost's still holds: the switch
  // needs SSL_set_min_proto_version; not modelled per generation.)
  if ((!early || to.protocols.defaulted) && differs(from, to, 'protocols')) fields.push('protocols');
  if (!early && differs(from, to, 'tls13Ciphers')) fields.push('tls13Ciphers');
  // Options are ORed in: the base vhost's on (cipher order) and off (tickets) hold.
  if (from.preferServerCiphers.value && !to.preferServerCiphers.value) fields.push('preferServerCiphers');
  if (!from.sessionTickets.value && to.sessionTickets.value) fields.push('sessionTickets');
  if (differs(from, to, 'curves')) fields.push('curves');
  return fields;
}
