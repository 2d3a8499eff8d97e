// On a name-based address (several <VirtualHost>s on one IP:port) the handshake starts in the
// first of them, the base vhost; mod_ssl switches to the vhost the client names (SNI) only in
// its servername callback (ssl_find_vhost), after OpenSSL has fixed some settings:
// - the protocol range: before 2.4.42 always the base vhost's. CHANGES 2.4.42: "mod_ssl:
//   negotiate the TLS protocol version per name based vhost configuration, when linked with
//   OpenSSL-1.1.1 or later. The base vhost's SSLProtocol (from the first vhost declared on the
//   IP:port) is now only relevant if no SSLProtocol is declared for the vhost or globally,
//   otherwise the vhost or global value apply."
// - SSLHonorCipherOrder: ssl_find_vhost ORs the named vhost's SSL options into those the
//   connection got from the base vhost (SSL_set_options never clears one), so the base vhost's
//   `on` holds for every vhost on its address, in every release.
import type { Server } from '../model/types.js';
import { atLeast, type VersionParts } from '../model/version.js';

function addressKey(s: Server): string[] {
  return s.listen.map((l) => `${l.address.toLowerCase()}:${l.port}`);
}

/** Applies the base vhost's settings to the later TLS vhosts of each address (servers in reading order). */
export function applyBaseVhosts(servers: readonly Server[], version: VersionParts): void {
  const base = new Map<string, Server>();
  const perVhostProtocol = atLeast(version, '2.4.42');
  for (const s of servers) {
    if (s.kind !== 'virtual') continue;
    const keys = addressKey(s);
    const first = keys.map((k) => base.get(k)).find((b) => b !== undefined);
    for (const k of keys) if (!base.has(k)) base.set(k, s);
    if (!first || !first.tls || !s.tls) continue;
    // From 2.4.42 a vhost's own (or the main server's) SSLProtocol applies; only a vhost with
    // none keeps the base vhost's. (On OpenSSL 1.0.2 the base vhost's still holds: the switch
    // needs SSL_set_min_proto_version; not modelled per generation.)
    const same = first.tls.protocols.value.join() === s.tls.protocols.value.join();
    if ((!perVhostProtocol || s.tls.protocols.defaulted) && !same) s.tls.protocols = first.tls.protocols;
    if (first.tls.preferServerCiphers.value && !s.tls.preferServerCiphers.value) s.tls.preferServerCiphers = first.tls.preferServerCiphers;
  }
}
