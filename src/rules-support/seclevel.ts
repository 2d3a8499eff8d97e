// OpenSSL 3 negotiates TLS 1.0/1.1 only when the cipher string lowers the security level to
// 0. The engine reads `@SECLEVEL=n` as OpenSSL does (the last one wins), so ask it.
import type { TlsSettings } from '../model/types.js';
import { expand } from '../openssl/index.js';
import type { Target } from '../platform/target.js';
import type { Generation } from '../openssl/types.js';

export function allowsLegacyTls(tls: TlsSettings): boolean {
  return expand(tls.effectiveCiphers, '3.x').seclevel === 0;
}

/**
 * The security level a server runs at on `generation`, where it is known: the cipher string's
 * `@SECLEVEL=n`, else the platform's (Debian 12: 2, built in), else 1 on 1.1.1 (upstream's
 * default since 1.1.0). Unknown (undefined) on a bare 3.x, whose default went from 1 to 2 in
 * 3.2.0 (OpenSSL CHANGES.md, "Changes between 3.1 and 3.2.0"), and 0 on 1.0.2, which has no levels.
 */
export function knownSecurityLevel(tls: TlsSettings, generation: Generation, target: Target): number | undefined {
  if (generation === '1.0.2') return 0;
  const fromString = expand(tls.effectiveCiphers, generation).seclevel;
  if (fromString !== undefined) return fromString;
  const platform = target.platform.value.seclevel;
  if (platform !== undefined) return platform;
  // 4.0 keeps 3.2's default of 2.
  return generation === '1.1.1' ? 1 : generation === '4.x' ? 2 : undefined;
}

/**
 * The fewest bits of security a key must have at `level`, as ssl/ssl_cert.c's
 * ssl_security_default_callback (OpenSSL 1.1.0 to 3.x) asks: 80, 112, 128, 192, 256 for levels
 * 1 to 5; level 0 asks nothing.
 */
export function minimumBits(level: number): number {
  return level <= 0 ? 0 : [80, 112, 128, 192, 256][Math.min(level, 5) - 1];
}

/** A finite-field (DH or RSA) key's bits of security, as OpenSSL's BN_security_bits counts them (crypto/bn/bn_lib.c). */
export function finiteFieldSecurityBits(bits: number): number {
  if (bits >= 15360) return 256;
  if (bits >= 7680) return 192;
  if (bits >= 3072) return 128;
  if (bits >= 2048) return 112;
  if (bits >= 1024) return 80;
  return 0;
}
