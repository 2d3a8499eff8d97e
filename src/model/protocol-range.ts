// OpenSSL's MinProtocol / MaxProtocol configuration commands (nginx `ssl_conf_command`,
// Apache `SSLOpenSSLConfCmd`) narrow the protocols the server's own directive enabled.
import type { Generation } from '../openssl/types.js';
import type { Protocol, TlsSettings } from './types.js';

export const PROTOCOL_ORDER: readonly Protocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

function rank(name: string | undefined): number | undefined {
  if (name === undefined) return undefined;
  const i = PROTOCOL_ORDER.findIndex((p) => p.toLowerCase() === name.toLowerCase());
  // `None` (and anything OpenSSL would refuse) sets no bound.
  return i >= 0 ? i : undefined;
}

export function restrictProtocols(enabled: readonly Protocol[], min: string | undefined, max: string | undefined): Protocol[] {
  const lo = rank(min) ?? 0;
  const hi = rank(max) ?? PROTOCOL_ORDER.length - 1;
  return enabled.filter((p) => {
    const r = PROTOCOL_ORDER.indexOf(p);
    return r >= lo && r <= hi;
  });
}

/** Protocol list in canonical order without duplicates. */
export function orderedProtocols(set: ReadonlySet<Protocol>): Protocol[] {
  return PROTOCOL_ORDER.filter((p) => set.has(p));
}

/**
 * The protocols `generation` can be asked for under these settings. mod_ssl from httpd 2.4.26
 * (CHANGES 2.4.26: "mod_ssl: Add support for OpenSSL 1.1.0.") builds against OpenSSL 1.1.0+
 * with SSL_CTX_set_max_proto_version at the highest protocol enabled and the minimum at the
 * lowest one reached from there without a gap (ssl_init_ctx_protocol: "we do not allow holes
 * between max and min"): `SSLProtocol TLSv1 +TLSv1.2` is TLS 1.2 alone there. On 1.0.2 it
 * sets SSL_OP_NO_* per protocol, so every listed one is negotiable.
 */
export function protocolsOn(tls: Pick<TlsSettings, 'protocols' | 'protocolRange'>, generation: Generation): readonly Protocol[] {
  const listed = tls.protocols.value;
  if (!tls.protocolRange || generation === '1.0.2' || listed.length < 2) return listed;
  let low = PROTOCOL_ORDER.indexOf(listed[listed.length - 1]);
  while (low > 0 && listed.includes(PROTOCOL_ORDER[low - 1])) low--;
  const run = listed.filter((p) => PROTOCOL_ORDER.indexOf(p) >= low);
  return run.length === listed.length ? listed : run;
}
