// DH parameters: only the prime's size matters to dhparam-weak. PKCS#3 `DH PARAMETERS` and
// X9.42 `X9.42 DH PARAMETERS` (what `openssl dhparam -dsaparam` writes) both start with p.
import { children, fromDer } from './forge.js';

export const DH_LABELS = new Set(['DH PARAMETERS', 'X9.42 DH PARAMETERS']);

/** Bit length of the prime, or undefined when the DER is not a parameter sequence. */
export function dhPrimeBits(der: Uint8Array): number | undefined {
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
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes.charCodeAt(i)));
}
