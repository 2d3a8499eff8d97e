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
  keepaliveRequests: number;
}

export function nginxDefaults(version: VersionParts, versionText: string): NginxDefaults {
  return {
    // From nginx CHANGES: 1.9.1 dropped SSLv3, 1.23.4 added TLSv1.3, 1.27.3 dropped TLSv1 and TLSv1.1.
    protocols: nginxDefaultProtocols(versionText),
    ciphers: 'HIGH:!aNULL:!MD5',
    preferServerCiphers: false,
    // 1.11.0 made `auto` the default (OpenSSL's own list); before it was one fixed curve.
    ecdhCurve: atLeast(version, '1.11.0') ? 'auto' : 'prime256v1',
    sessionCache: { kind: 'none' },
    sessionTickets: true,
    stapling: false,
    keepaliveTimeout: '75s',
    // CHANGES 1.19.10: "the default value of the keepalive_requests directive was changed to 1000".
    keepaliveRequests: atLeast(version, '1.19.10') ? 1000 : 100,
  };
}
