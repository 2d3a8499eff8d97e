// Whether a suite is one a policy's matcher names: by name (OpenSSL or IANA) or by the
// properties `openssl ciphers -v` prints.
import type { Suite } from '../openssl/index.js';
import type { SuiteMatcher } from './types.js';

export function matches(m: SuiteMatcher, s: Suite): boolean {
  if ('name' in m) return m.name === s.name || m.name === s.iana;
  if (m.kx && !m.kx.includes(s.kx)) return false;
  if (m.au && !m.au.includes(s.au)) return false;
  if (m.enc && !m.enc.includes(s.enc)) return false;
  if (m.mac && !m.mac.includes(s.mac)) return false;
  if (m.aead !== undefined && m.aead !== s.aead) return false;
  if (m.fs !== undefined && m.fs !== s.fs) return false;
  if (m.minBits !== undefined && s.bits < m.minBits) return false;
  return true;
}

/** A suite a `suites` clause lets through: matched by some allowed entry (when there are any) and by no denied one. */
export function passes(clause: { allowed?: readonly SuiteMatcher[]; denied?: readonly SuiteMatcher[] }, s: Suite): boolean {
  return (!clause.allowed || clause.allowed.some((m) => matches(m, s))) && !(clause.denied?.some((m) => matches(m, s)) ?? false);
}
