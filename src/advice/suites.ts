// The suites the advice can name, with what the order needs to know about each: key exchange,
// authentication, bulk cipher, and which OpenSSL generations ship it. Only the suites of the
// Mozilla profiles appear here; the full tables belong to src/openssl/.
import type { BulkCipher } from './costs.js';
import type { Generation } from './versions.js';

export interface Tls12Suite {
  name: string;
  kx: 'ECDHE' | 'DHE' | 'RSA';
  au: 'ECDSA' | 'RSA';
  bulk: BulkCipher;
  aead: boolean;
  generations: readonly Generation[];
}

export interface Tls13Suite {
  name: string;
  bulk: BulkCipher;
}

// 4.x has every suite 3.x has (data/openssl-vectors/openssl-ciphers-releases.json: 4.0.3's ALL:COMPLEMENTOFALL).
const ALL: readonly Generation[] = ['1.0.2', '1.1.1', '3.x', '4.x'];
// ChaCha20-Poly1305 arrived in 1.1.0.
const NO_102: readonly Generation[] = ['1.1.1', '3.x', '4.x'];
// 1.1.0 put 3DES suites behind enable-weak-ssl-ciphers; 3.x default builds (Debian's, this
// project's vectors) lack them, 1.1.1 builds made with that option (the vectors' nassl) have them.
const DES3: readonly Generation[] = ['1.0.2', '1.1.1'];

function s(name: string, kx: Tls12Suite['kx'], au: Tls12Suite['au'], bulk: BulkCipher, generations = ALL): Tls12Suite {
  return { name, kx, au, bulk, aead: bulk.endsWith('GCM') || bulk === 'CHACHA20-POLY1305', generations };
}

export const TLS12_SUITES: readonly Tls12Suite[] = [
  s('ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE', 'ECDSA', 'AES128-GCM'),
  s('ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE', 'RSA', 'AES128-GCM'),
  s('ECDHE-ECDSA-AES256-GCM-SHA384', 'ECDHE', 'ECDSA', 'AES256-GCM'),
  s('ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE', 'RSA', 'AES256-GCM'),
  s('ECDHE-ECDSA-CHACHA20-POLY1305', 'ECDHE', 'ECDSA', 'CHACHA20-POLY1305', NO_102),
  s('ECDHE-RSA-CHACHA20-POLY1305', 'ECDHE', 'RSA', 'CHACHA20-POLY1305', NO_102),
  s('DHE-RSA-AES128-GCM-SHA256', 'DHE', 'RSA', 'AES128-GCM'),
  s('DHE-RSA-AES256-GCM-SHA384', 'DHE', 'RSA', 'AES256-GCM'),
  s('DHE-RSA-CHACHA20-POLY1305', 'DHE', 'RSA', 'CHACHA20-POLY1305', NO_102),
  s('ECDHE-ECDSA-AES128-SHA256', 'ECDHE', 'ECDSA', 'AES128-CBC-SHA'),
  s('ECDHE-RSA-AES128-SHA256', 'ECDHE', 'RSA', 'AES128-CBC-SHA'),
  s('ECDHE-ECDSA-AES128-SHA', 'ECDHE', 'ECDSA', 'AES128-CBC-SHA'),
  s('ECDHE-RSA-AES128-SHA', 'ECDHE', 'RSA', 'AES128-CBC-SHA'),
  s('ECDHE-ECDSA-AES256-SHA384', 'ECDHE', 'ECDSA', 'AES256-CBC-SHA'),
  s('ECDHE-RSA-AES256-SHA384', 'ECDHE', 'RSA', 'AES256-CBC-SHA'),
  s('ECDHE-ECDSA-AES256-SHA', 'ECDHE', 'ECDSA', 'AES256-CBC-SHA'),
  s('ECDHE-RSA-AES256-SHA', 'ECDHE', 'RSA', 'AES256-CBC-SHA'),
  s('DHE-RSA-AES128-SHA256', 'DHE', 'RSA', 'AES128-CBC-SHA'),
  s('DHE-RSA-AES256-SHA256', 'DHE', 'RSA', 'AES256-CBC-SHA'),
  s('AES128-GCM-SHA256', 'RSA', 'RSA', 'AES128-GCM'),
  s('AES256-GCM-SHA384', 'RSA', 'RSA', 'AES256-GCM'),
  s('AES128-SHA256', 'RSA', 'RSA', 'AES128-CBC-SHA'),
  s('AES256-SHA256', 'RSA', 'RSA', 'AES256-CBC-SHA'),
  s('AES128-SHA', 'RSA', 'RSA', 'AES128-CBC-SHA'),
  s('AES256-SHA', 'RSA', 'RSA', 'AES256-CBC-SHA'),
  s('DES-CBC3-SHA', 'RSA', 'RSA', '3DES-CBC-SHA', DES3),
];

export const TLS13_SUITES: readonly Tls13Suite[] = [
  { name: 'TLS_AES_128_GCM_SHA256', bulk: 'AES128-GCM' },
  { name: 'TLS_AES_256_GCM_SHA384', bulk: 'AES256-GCM' },
  { name: 'TLS_CHACHA20_POLY1305_SHA256', bulk: 'CHACHA20-POLY1305' },
];

/** OpenSSL's TLS 1.3 order when the server cannot configure it (1.1.1 and 3.x alike). */
export const OPENSSL_DEFAULT_TLS13: readonly string[] = [
  'TLS_AES_256_GCM_SHA384',
  'TLS_CHACHA20_POLY1305_SHA256',
  'TLS_AES_128_GCM_SHA256',
];

const BY_NAME = new Map<string, Tls12Suite | Tls13Suite>([...TLS12_SUITES, ...TLS13_SUITES].map((x) => [x.name, x]));

export function tls12Suite(name: string): Tls12Suite | undefined {
  const x = BY_NAME.get(name);
  return x && 'kx' in x ? x : undefined;
}

export function tls13Suite(name: string): Tls13Suite | undefined {
  const x = BY_NAME.get(name);
  return x && !('kx' in x) ? x : undefined;
}

export const BULK_LABELS: Record<BulkCipher, string> = {
  'AES128-GCM': 'AES-128-GCM',
  'AES256-GCM': 'AES-256-GCM',
  'CHACHA20-POLY1305': 'ChaCha20-Poly1305',
  'AES128-CBC-SHA': 'AES-128-CBC',
  'AES256-CBC-SHA': 'AES-256-CBC',
  '3DES-CBC-SHA': '3DES',
};
