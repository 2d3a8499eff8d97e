// DH parameters: the prime's size matters to dhparam-weak, the prime itself to policies that
// accept only the RFC 7919 groups. PKCS#3 `DH PARAMETERS` and X9.42 `X9.42 DH PARAMETERS` (what
// `openssl dhparam -dsaparam` writes) both start with p.
import { children, fromDer } from './forge.js';

export const DH_LABELS = new Set(['DH PARAMETERS', 'X9.42 DH PARAMETERS']);

/** The prime: its bit length and uppercase hex (no leading zeros); undefined when the DER is not a parameter sequence. */
export function dhPrime(der: Uint8Array): { bits: number; hex: string } | undefined {
  let prime;
  try {
    prime = children(fromDer(der))[0];
  } catch {
    return undefined;
  }
  if (!prime || prime.type !== 2 || typeof prime.value !== 'string') return undefined;
  const bytes = prime.value;
  let i = 0;
  while (i < bytes.length && bytes.charCodeAt(i) === 0) i++;
  if (i === bytes.length) return { bits: 0, hex: '' };
  const hex = Buffer.from(bytes.slice(i), 'latin1').toString('hex').toUpperCase().replace(/^0/, '');
  return { bits: (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes.charCodeAt(i))), hex };
}
