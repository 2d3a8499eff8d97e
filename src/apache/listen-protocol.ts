// Whether a <VirtualHost> speaks TLS without `SSLEngine on`, and what it speaks when it has
// certificate lines but does not. httpd gives each vhost a protocol (ap_setup_listeners in
// server/listen.c): its own `Protocol`, else that of the `Listen` whose address and port equal
// one of the vhost's (`Listen 443` is https, another port http, unless the line names one),
// else http. mod_ssl then switches TLS on for a vhost whose protocol is https (ssl_init_Module
// in modules/ssl/ssl_engine_init.c): before 2.4.10 whatever SSLEngine says; from 2.4.10 only
// when SSLEngine is not set and the vhost has certificate files (CHANGES 2.4.10: "mod_ssl:
// "SSLEngine off" will now override a Listen-based default and does disable mod_ssl for the
// vhost."). Live (test/apache-engine-missing.test.ts): `Listen 443` with `<VirtualHost *:443>`
// answers TLS; `Listen 443` with `<VirtualHost 127.0.0.1:443>`, `Listen 127.0.0.1:443` with
// `<VirtualHost *:443>` and `Listen 443 http` answer plain HTTP.
import type { Listen } from '../model/types.js';

const WILDCARD = new Set(['*', '0.0.0.0', '_default_', '[::]']);

function host(address: string): string {
  const a = address.toLowerCase();
  return WILDCARD.has(a) ? '*' : a;
}

/** The protocol httpd gives a vhost on `addresses`, or undefined when no Listen line was seen. */
export function vhostProtocol(addresses: readonly Listen[], listens: readonly Listen[], written: string | undefined): 'https' | 'http' | undefined {
  if (written) return written.toLowerCase() === 'https' ? 'https' : 'http';
  if (listens.length === 0) return undefined;
  for (const a of addresses) {
    const l = listens.find((x) => x.port === a.port && host(x.address) === host(a.address));
    if (l) return l.ssl ? 'https' : 'http';
  }
  return 'http';
}

/** Whether connections for `vhost` arrive at all: some Listen line takes its port (on its address, or on every one). */
export function listenedOn(vhost: Listen, listens: readonly Listen[]): Listen | undefined {
  return listens.find((l) => l.port === vhost.port && (host(l.address) === '*' || host(vhost.address) === '*' || host(l.address) === host(vhost.address)));
}
