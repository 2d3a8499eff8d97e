// Turns what users and configs write (`3`, `3.0.13`, `1.1.1w`, `OpenSSL 1.0.2k-fips`) into
// the generation whose cipher-string semantics apply. Versions the engine does not model
// (1.0.1, 1.1.0) give undefined rather than a guess.
import type { Generation } from './types.js';

export function parseGeneration(text: string): Generation | undefined {
  const m = /^\s*(?:openssl\s*)?(\d+)(?:\.(\d+))?(?:\.(\d+|x))?/i.exec(text);
  if (!m) return undefined;
  const major = Number(m[1]);
  const minor = m[2] === undefined ? undefined : Number(m[2]);
  if (major >= 4) return '4.x';
  if (major === 3) return '3.x';
  if (major === 1 && minor === 1 && (m[3] === undefined || m[3] === '1')) return '1.1.1';
  if (major === 1 && minor === 0 && (m[3] === undefined || m[3] === '2')) return '1.0.2';
  return undefined;
}
