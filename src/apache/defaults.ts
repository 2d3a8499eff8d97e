// httpd's built-in values for the directives the model reads, by httpd version.
import type { Protocol, SessionCache } from '../model/types.js';
import { atLeast, type VersionParts } from '../model/version.js';
import { apacheDefaultProtocols } from '../openssl/protocols.js';
import { acrossGenerations } from './protocols.js';

export interface ApacheDefaults {
  protocols: Protocol[];
  ciphers: string;
  /**
   * What mod_ssl puts in front of every SSLCipherSuite (and of its own default). Since
   * 2.4 it always excludes anonymous, null and export suites.
   */
  cipherPrefix: string;
  honorCipherOrder: boolean;
  sessionCache: SessionCache;
  sessionTickets: boolean;
  stapling: boolean;
  compression: boolean;
  insecureRenegotiation: boolean;
  keepAlive: boolean;
  maxKeepAliveRequests: number;
  /** `Protocols` (2.4.17): HTTP/1.1 only unless h2 is listed. */
  protocolsDirective: string[];
  /** AllowOverride: `None` since 2.3.9, `All` before. */
  allowOverride: string[];
}

export function apacheDefaults(version: VersionParts, versionText: string): ApacheDefaults {
  const v24 = atLeast(version, '2.4.0');
  return {
    protocols: acrossGenerations((generation) => apacheDefaultProtocols({ apacheVersion: versionText, generation })),
    // 2.2's documented default. 2.4 hands OpenSSL its prefix followed by the *expansion* of
    // SSL_DEFAULT_CIPHER_LIST (ssl_init_ctx_cipher_suite), not the word DEFAULT, which OpenSSL
    // honours only at the very start of a string.
    ciphers: v24 ? 'ALL:!COMPLEMENTOFDEFAULT:!eNULL' : 'ALL:!ADH:RC4+RSA:+HIGH:+MEDIUM:+LOW:+SSLv2:+EXP',
    cipherPrefix: v24 ? '!aNULL:!eNULL:!EXP:' : '',
    honorCipherOrder: false,
    sessionCache: { kind: 'none' },
    sessionTickets: true,
    stapling: false,
    // SSLCompression arrived in 2.4.3 defaulting to on; 2.4.4 turned it off.
    compression: !atLeast(version, '2.4.4'),
    insecureRenegotiation: false,
    keepAlive: true,
    maxKeepAliveRequests: 100,
    protocolsDirective: ['http/1.1'],
    allowOverride: atLeast(version, '2.3.9') ? [] : ['all'],
  };
}
