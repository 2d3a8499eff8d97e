// OpenSSL's MinProtocol / MaxProtocol configuration commands (nginx `ssl_conf_command`,
// Apache `SSLOpenSSLConfCmd`) narrow the protocols the server's own directive enabled.
import type { Protocol } from './types.js';

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
