// A public key's algorithm and strength, in the words the rules use (RSA-2048, ECDSA P-256).
import type { KeyObject } from 'node:crypto';

export interface KeyShape {
  /** Node's asymmetricKeyType: rsa, rsa-pss, ec, ed25519, ed448, dsa, … */
  type: string;
  /** Modulus / prime / curve size in bits, when known. */
  bits?: number;
  /** NIST-style curve name for EC keys (P-256), else the OpenSSL name. */
  curve?: string;
}

const CURVES: Record<string, [name: string, bits: number]> = {
  prime192v1: ['P-192', 192],
  secp192r1: ['P-192', 192],
  secp224r1: ['P-224', 224],
  prime256v1: ['P-256', 256],
  secp256r1: ['P-256', 256],
  secp384r1: ['P-384', 384],
  secp521r1: ['P-521', 521],
  secp256k1: ['secp256k1', 256],
};

export function keyOf(key: KeyObject): KeyShape {
  const type = key.asymmetricKeyType ?? 'unknown';
  const details = key.asymmetricKeyDetails ?? {};
  switch (type) {
    case 'rsa':
    case 'rsa-pss':
    case 'dsa':
      return { type, bits: details.modulusLength };
    case 'ec': {
      const named = details.namedCurve ?? 'unknown curve';
      const known = CURVES[named];
      const digits = /(\d{3})/.exec(named);
      return known ? { type, curve: known[0], bits: known[1] } : { type, curve: named, bits: digits ? Number(digits[1]) : undefined };
    }
    case 'ed25519':
    case 'x25519':
      return { type, bits: 256 };
    case 'ed448':
    case 'x448':
      return { type, bits: 448 };
    default:
      return { type };
  }
}

export function describeKey(k: KeyShape): string {
  switch (k.type) {
    case 'rsa':
      return `RSA-${k.bits ?? '?'}`;
    case 'rsa-pss':
      return `RSA-PSS-${k.bits ?? '?'}`;
    case 'dsa':
      return `DSA-${k.bits ?? '?'}`;
    case 'ec':
      return `ECDSA ${k.curve}`;
    case 'ed25519':
      return 'Ed25519';
    case 'ed448':
      return 'Ed448';
    default:
      return k.type;
  }
}

export function isRsa(k: KeyShape): boolean {
  return k.type === 'rsa' || k.type === 'rsa-pss';
}

/** Keys that modern clients prefer and that cost little per handshake. */
export function isEllipticSignature(k: KeyShape): boolean {
  return k.type === 'ec' || k.type === 'ed25519' || k.type === 'ed448';
}

/** Why a key is too weak, or undefined when it is not. */
export function weakness(k: KeyShape): string | undefined {
  if ((k.type === 'rsa' || k.type === 'rsa-pss') && k.bits !== undefined && k.bits < 2048)
    return 'RSA keys under 2048 bits are within reach of factoring; public CAs stopped issuing them at the end of 2013 and OpenSSL refuses them at security level 2';
  if (k.type === 'dsa' && k.bits !== undefined && k.bits < 2048) return 'DSA keys under 2048 bits are too weak, and browsers no longer accept DSA certificates at all';
  if (k.type === 'ec' && k.bits !== undefined && k.bits < 256) return 'elliptic-curve keys under 256 bits give less than 128-bit security and browsers do not support such curves';
  return undefined;
}
