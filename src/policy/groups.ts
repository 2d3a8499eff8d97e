// Curve and group names as configs, policies and OpenSSL write them, folded to one spelling,
// and the groups a server offers when the config names none.
import { defaultGroups } from '../openssl/releases.js';
import type { Generation } from '../rule.js';

const ALIASES: Record<string, string> = {
  prime256v1: 'secp256r1',
  'p-256': 'secp256r1',
  'p-384': 'secp384r1',
  'p-521': 'secp521r1',
  prime192v1: 'secp192r1',
  'p-192': 'secp192r1',
  'p-224': 'secp224r1',
};

export function canonicalGroup(name: string): string {
  const lower = name.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}

/** Finite-field groups (RFC 7919): a policy's curve list judges them only when it names one. */
export function isFiniteField(group: string): boolean {
  return /^ffdhe\d+$/.test(group);
}

// What the server offers when the config names no curve (nginx `auto`, the default since
// 1.11.0; Apache without `SSLOpenSSLConfCmd Curves`, where mod_ssl calls
// SSL_CTX_set_ecdh_auto on 1.0.2, ssl_engine_init.c): OpenSSL's own list.
// 1.0.2: ssl/t1_lib.c `eccurves_auto`, "the server's 'auto' curves": P-256, then the other
// prime curves of 256 bits or more, then the binary ones of 283 bits or more.
// 1.1.1: ssl/t1_lib.c `eccurves_default` (X25519, P-256, X448, P-521, P-384).
// 3.0: ssl/t1_lib.c `supported_groups_default` adds the RFC 7919 groups after those five.
// 4.x: 4.0's TLS_DEFAULT_GROUP_LIST (src/openssl/releases.ts), ML-KEM hybrids first.
const DEFAULT_GROUPS: Record<Generation, readonly string[]> = {
  '1.0.2': [
    'secp256r1', 'secp521r1', 'brainpoolp512r1', 'brainpoolp384r1', 'secp384r1', 'brainpoolp256r1', 'secp256k1',
    'sect571r1', 'sect571k1', 'sect409k1', 'sect409r1', 'sect283k1', 'sect283r1',
  ],
  '1.1.1': ['x25519', 'secp256r1', 'x448', 'secp521r1', 'secp384r1'],
  '3.x': ['x25519', 'secp256r1', 'x448', 'secp521r1', 'secp384r1', 'ffdhe2048', 'ffdhe3072', 'ffdhe4096', 'ffdhe6144', 'ffdhe8192'],
  '4.x': defaultGroups([4, 0, 0])!.groups.map(canonicalGroup),
};

/** The groups a server offers on `generation`: the configured list, or OpenSSL's default for `auto`/none. */
export function offeredGroups(configured: string | undefined, generation: Generation): { groups: readonly string[]; defaulted: boolean } {
  const words = (configured ?? '').split(/[:,]/).map((w) => w.trim()).filter(Boolean);
  if (words.length === 0 || (words.length === 1 && words[0].toLowerCase() === 'auto')) return { groups: DEFAULT_GROUPS[generation], defaulted: true };
  return { groups: words.map(canonicalGroup), defaulted: false };
}
