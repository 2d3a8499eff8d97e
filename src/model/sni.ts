// A server whose handshakes take some settings from another server on its address (nginx's
// default server, Apache's base vhost): the settings are replaced by that server's, and the
// server's own are kept where the rules about start-up and about unused lines find them.
import type { Server, TlsSettings, UnusedBySni } from './types.js';

export type SniField = 'protocols' | 'tls13Ciphers' | 'curves' | 'sessionCache' | 'sessionTickets' | 'sessionTicketKeys' | 'preferServerCiphers';

/** `to` with `fields` taken from `owner`'s settings; `to` itself when there are none. */
export function takeFromOwner(to: TlsSettings, owner: Server & { tls: TlsSettings }, fields: readonly SniField[], address: string): TlsSettings {
  if (fields.length === 0) return to;
  const next: TlsSettings = { ...to };
  const unused: UnusedBySni = { owner: { at: owner.at, ...(owner.names[0] ? { name: owner.names[0].value } : {}) }, address, ...to.unusedBySni };
  for (const field of fields) {
    Object.assign(next, { [field]: owner.tls[field] });
    Object.assign(unused, { [field]: to[field] });
  }
  next.unusedBySni = unused;
  return next;
}

/** Whether two values of a setting differ (lists as sets where the order does not count). */
export function differs(a: TlsSettings, b: TlsSettings, field: SniField): boolean {
  switch (field) {
    case 'protocols':
      return a.protocols.value.length !== b.protocols.value.length || a.protocols.value.some((p) => !b.protocols.value.includes(p));
    case 'sessionCache':
      return a.sessionCache.value.kind !== b.sessionCache.value.kind || a.sessionCache.value.spec !== b.sessionCache.value.spec;
    case 'sessionTicketKeys':
      return a.sessionTicketKeys.map((k) => k.resolved).join('\n') !== b.sessionTicketKeys.map((k) => k.resolved).join('\n');
    default:
      return a[field].value !== b[field].value;
  }
}
