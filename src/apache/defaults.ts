// httpd's built-in values for the directives the model reads, by httpd version.
import type { Protocol, SessionCache } from '../model/types.js';
import { atLeast, type VersionParts } from '../text/version.js';
import { apacheDefaultProtocols } from '../openssl/protocols.js';
import { acrossGenerations } from './protocols.js';

export interface ApacheDefaults {
  protocols: Protocol[];
  ciphers: string;
  /**
   * How mod_ssl hands an `SSLCipherSuite` string (and its own default) to OpenSSL: with the
   * exclusion of anonymous, null and export suites put in front or behind it, or as written.
   */
  cipherGuard: CipherGuard;
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
  /** mod_ssl sets a protocol range on OpenSSL 1.1.0+ (2.4.26, the first release that builds with it): TlsSettings.protocolRange. */
  protocolRange: boolean;
}

/** Where mod_ssl adds `!aNULL:!eNULL:!EXP` to every cipher string it hands OpenSSL. */
export type CipherGuard = 'none' | 'prefix' | 'suffix';

const GUARD = '!aNULL:!eNULL:!EXP';

/**
 * The guard by httpd version (mod_ssl's ssl_cmd_SSLCipherSuite):
 * - 2.4.0-2.4.6 and 2.2 before 2.2.30: none, the string reaches OpenSSL as written.
 * - 2.4.7 (CHANGES 2.4.7: "mod_ssl: drop support for export-grade ciphers with ephemeral RSA
 *   keys, and unconditionally disable aNULL, eNULL and EXP ciphers (not overridable via
 *   SSLCipherSuite)"; backported as 2.2.30, first released in 2.2.31): prepended.
 * - 2.4.17 (CHANGES 2.4.17: "mod_ssl: append :!aNULL:!eNULL:!EXP to the cipher string
 *   settings, instead of prepending !aNULL:!eNULL:!EXP: (as was the case in 2.4.7 and
 *   later)", PR 58213): appended, so a string may again start with `DEFAULT` (OpenSSL
 *   honours that keyword only at the very start) or `SUITEB128`.
 */
export function cipherGuardFor(version: VersionParts): CipherGuard {
  if (atLeast(version, '2.4.17')) return 'suffix';
  if (atLeast(version, '2.4.7')) return 'prefix';
  if (atLeast(version, '2.4.0')) return 'none';
  return atLeast(version, '2.2.30') ? 'prefix' : 'none';
}

/** The string mod_ssl hands OpenSSL for `written` under `guard`. */
export function guardCiphers(written: string, guard: CipherGuard): string {
  if (guard === 'prefix') return `${GUARD}:${written}`;
  if (guard === 'suffix') return `${written}:${GUARD}`;
  return written;
}

export function apacheDefaults(version: VersionParts, versionText: string): ApacheDefaults {
  const v24 = atLeast(version, '2.4.0');
  return {
    protocols: acrossGenerations((generation) => apacheDefaultProtocols({ apacheVersion: versionText, generation })),
    // 2.2's documented default. 2.4 hands OpenSSL the *expansion* of SSL_DEFAULT_CIPHER_LIST
    // with its guard (ssl_init_ctx_cipher_suite), not the word DEFAULT; 2.4.0-2.4.6 left
    // OpenSSL's own default in place, the same list.
    ciphers: v24 ? 'ALL:!COMPLEMENTOFDEFAULT:!eNULL' : 'ALL:!ADH:RC4+RSA:+HIGH:+MEDIUM:+LOW:+SSLv2:+EXP',
    cipherGuard: cipherGuardFor(version),
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
    protocolRange: atLeast(version, '2.4.26'),
  };
}
