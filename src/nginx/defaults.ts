// nginx's built-in values for the directives the model reads, by nginx version. Each
// change is dated by the release entry in nginx's CHANGES that made it.
import type { Protocol, SessionCache } from '../model/types.js';
import { atLeast, type VersionParts } from '../text/version.js';
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
  /** TLS compression, which nginx switches off itself (no directive). */
  compression: boolean;
  /** Client-initiated renegotiation, which nginx refuses itself (no directive). */
  insecureRenegotiation: boolean;
  keepaliveRequests: number;
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
    // ngx_ssl_create sets SSL_OP_NO_COMPRESSION from 1.1.6 (OpenSSL 1.0.0+, every generation
    // modelled); CHANGES 1.3.2 extends it to older OpenSSL: "SSL compression is now disabled
    // when using all versions of OpenSSL, including ones prior to 1.0.0".
    compression: !atLeast(version, '1.1.6'),
    // CHANGES 0.8.23: "now SSL/TLS renegotiation is disabled" (CVE-2009-3555).
    insecureRenegotiation: !atLeast(version, '0.8.23'),
    // CHANGES 1.19.10: "the default value of the keepalive_requests directive was changed to 1000".
    keepaliveRequests: atLeast(version, '1.19.10') ? 1000 : 100,
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
