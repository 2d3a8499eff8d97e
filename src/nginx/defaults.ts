// nginx's built-in values for the directives the model reads, by nginx version. Each
// change is dated by the release entry in nginx's CHANGES that made it.
import type { Protocol, SessionCache } from '../model/types.js';
import { atLeast, type VersionParts } from '../model/version.js';
import { nginxDefaultProtocols } from '../openssl/protocols.js';

export interface NginxDefaults {
  protocols: Protocol[];
  ciphers: string;
  preferServerCiphers: boolean;
  ecdhCurve: string;
  sessionCache: SessionCache;
  sessionTickets: boolean;
  stapling: boolean;
  /** `keepalive_timeout 75s`. */
  keepaliveTimeout: string;
}

export function nginxDefaults(version: VersionParts, versionText: string): NginxDefaults {
  return {
    // From nginx CHANGES: 1.9.1 dropped SSLv3, 1.23.4 added TLSv1.3, 1.27.3 dropped TLSv1 and TLSv1.1.
    protocols: nginxDefaultProtocols(versionText),
    ciphers: nginxDefaultCiphers(version),
    preferServerCiphers: false,
    // 1.11.0 made `auto` the default (OpenSSL's own list); before it was one fixed curve.
    ecdhCurve: atLeast(version, '1.11.0') ? 'auto' : 'prime256v1',
    sessionCache: { kind: 'none' },
    sessionTickets: true,
    stapling: false,
    keepaliveTimeout: '75s',
  };
}

/**
 * `ssl_ciphers` when absent. nginx CHANGES 0.8.20: "now default SSL ciphers are
 * "HIGH:!ADH:!MD5"" (before: ALL:!ADH:RC4+RSA:+HIGH:+MEDIUM, ngx_http_ssl_module.c);
 * CHANGES 1.0.5 (and 1.1.0): "now default SSL ciphers are "HIGH:!aNULL:!MD5"" — !ADH left
 * the anonymous ECDH suites (AECDH) on.
 */
export function nginxDefaultCiphers(version: VersionParts): string {
  if (atLeast(version, '1.0.5')) return 'HIGH:!aNULL:!MD5';
  if (atLeast(version, '0.8.20')) return 'HIGH:!ADH:!MD5';
  return 'ALL:!ADH:RC4+RSA:+HIGH:+MEDIUM';
}
