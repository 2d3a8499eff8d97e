// The curve / group names each OpenSSL generation accepts in a groups list (nginx
// ssl_ecdh_curve, ssl_conf_command Groups|Curves, SSLOpenSSLConfCmd Curves|Groups), read from
// OpenSSL's source:
// - 1.0.2 and 1.1.1: ssl/t1_lib.c nid_cb() takes EC_curve_nist2nid() (crypto/ec/ec_curve.c:
//   the FIPS names P-256, B-163, K-163 …), else OBJ_sn2nid()/OBJ_ln2nid(), case-sensitive; the
//   curve must then be in t1_lib.c's nid_list (RFC 4492 curves 1-28; 1.1.1 adds X25519 and X448),
//   and a name given twice fails the whole list.
// - 3.x: ssl/t1_lib.c tls1_group_name2id() compares with the TLS name and the internal name of
//   each group the providers offer (providers/common/capabilities.c param_group_list):
//   case-sensitively before 3.5 (strcmp), case-insensitively from 3.5.0 (CHANGES 3.5.0, 8 Apr 2025:
//   "The group names in the group list setting are now also case insensitive"). 3.2 added
//   the RFC 8734 brainpool TLS 1.3 groups, 3.5 ML-KEM and the hybrid groups (OpenSSL NEWS
//   3.5.0: "Support for PQC algorithms (ML-KEM …)", "improved TLS key establishment group
//   configurability" - the `*` key-share prefix, `/` tuples, `-` removal and DEFAULT).
// - 4.x: 4.0 adds curveSM2 and curveSM2MLKEM768 and is built without the groups RFC 8422
//   deprecated (releases.ts DEPRECATED_EC); it compares names case-insensitively, as 3.5 does.
import { DEPRECATED_EC } from './releases.js';
import type { Generation } from './types.js';

/** RFC 4492 named curves 1-28 by their OpenSSL short names (t1_lib.c nid_list, 1.0.2 and 1.1.1). */
const RFC4492 = [
  'sect163k1', 'sect163r1', 'sect163r2', 'sect193r1', 'sect193r2', 'sect233k1', 'sect233r1', 'sect239k1',
  'sect283k1', 'sect283r1', 'sect409k1', 'sect409r1', 'sect571k1', 'sect571r1', 'secp160k1', 'secp160r1',
  'secp160r2', 'secp192k1', 'prime192v1', 'secp224k1', 'secp224r1', 'secp256k1', 'prime256v1', 'secp384r1',
  'secp521r1', 'brainpoolP256r1', 'brainpoolP384r1', 'brainpoolP512r1',
];

/** EC_curve_nist2nid (crypto/ec/ec_curve.c, from 1.0.2): FIPS 186 name → OpenSSL short name. */
const NIST: Record<string, string> = {
  'B-163': 'sect163r2', 'B-233': 'sect233r1', 'B-283': 'sect283r1', 'B-409': 'sect409r1', 'B-571': 'sect571r1',
  'K-163': 'sect163k1', 'K-233': 'sect233k1', 'K-283': 'sect283k1', 'K-409': 'sect409k1', 'K-571': 'sect571k1',
  'P-192': 'prime192v1', 'P-224': 'secp224r1', 'P-256': 'prime256v1', 'P-384': 'secp384r1', 'P-521': 'secp521r1',
};

/** 3.0's provider groups: [TLS name, internal name] (capabilities.c param_group_list, OpenSSL 3.0). */
const PROVIDER_3_0: [string, string][] = [
  ['x25519', 'X25519'], ['x448', 'X448'],
  ['secp256r1', 'prime256v1'], ['P-256', 'prime256v1'], ['secp384r1', 'secp384r1'], ['P-384', 'secp384r1'], ['secp521r1', 'secp521r1'], ['P-521', 'secp521r1'],
  ['ffdhe2048', 'ffdhe2048'], ['ffdhe3072', 'ffdhe3072'], ['ffdhe4096', 'ffdhe4096'], ['ffdhe6144', 'ffdhe6144'], ['ffdhe8192', 'ffdhe8192'],
  ['brainpoolP256r1', 'brainpoolP256r1'], ['brainpoolP384r1', 'brainpoolP384r1'], ['brainpoolP512r1', 'brainpoolP512r1'],
  ['sect163k1', 'sect163k1'], ['K-163', 'sect163k1'], ['sect163r1', 'sect163r1'], ['sect163r2', 'sect163r2'], ['B-163', 'sect163r2'],
  ['sect193r1', 'sect193r1'], ['sect193r2', 'sect193r2'], ['sect233k1', 'sect233k1'], ['K-233', 'sect233k1'], ['sect233r1', 'sect233r1'], ['B-233', 'sect233r1'],
  ['sect239k1', 'sect239k1'], ['sect283k1', 'sect283k1'], ['K-283', 'sect283k1'], ['sect283r1', 'sect283r1'], ['B-283', 'sect283r1'],
  ['sect409k1', 'sect409k1'], ['K-409', 'sect409k1'], ['sect409r1', 'sect409r1'], ['B-409', 'sect409r1'],
  ['sect571k1', 'sect571k1'], ['K-571', 'sect571k1'], ['sect571r1', 'sect571r1'], ['B-571', 'sect571r1'],
  ['secp160k1', 'secp160k1'], ['secp160r1', 'secp160r1'], ['secp160r2', 'secp160r2'], ['secp192k1', 'secp192k1'],
  ['secp192r1', 'prime192v1'], ['P-192', 'prime192v1'], ['secp224k1', 'secp224k1'], ['secp224r1', 'secp224r1'], ['P-224', 'secp224r1'], ['secp256k1', 'secp256k1'],
];

/** Groups later 3.x releases added, with the release that did. */
const LATER_3X: [string, string][] = [
  ['brainpoolP256r1tls13', '3.2'], ['brainpoolP384r1tls13', '3.2'], ['brainpoolP512r1tls13', '3.2'],
  ['MLKEM512', '3.5'], ['MLKEM768', '3.5'], ['MLKEM1024', '3.5'],
  ['X25519MLKEM768', '3.5'], ['SecP256r1MLKEM768', '3.5'], ['SecP384r1MLKEM1024', '3.5'],
];

/** Groups 4.0 added (capabilities.c of 4.0.3). */
const ADDED_4_0 = ['curveSM2', 'curveSM2MLKEM768'];

const BEFORE_3 = {
  '1.0.2': new Set([...RFC4492, ...Object.keys(NIST)]),
  '1.1.1': new Set([...RFC4492, 'X25519', 'X448', ...Object.keys(NIST)]),
};
const NAMES_3_0 = new Set(PROVIDER_3_0.flat());
const LOWER_3X = new Map<string, string>([...[...NAMES_3_0].map((n): [string, string] => [n.toLowerCase(), '3.0']), ...LATER_3X.map(([n, v]): [string, string] => [n.toLowerCase(), v])]);
const LOWER_4X = new Set([...LOWER_3X.keys(), ...ADDED_4_0.map((n) => n.toLowerCase())].filter((n) => !DEPRECATED_EC.has(n)));

/** Curves of under 112 bits of security (80: the 160-193-bit ones): OpenSSL's security level 2 refuses them. */
const WEAK = new Set(['sect163k1', 'sect163r1', 'sect163r2', 'sect193r1', 'sect193r2', 'secp160k1', 'secp160r1', 'secp160r2', 'secp192k1', 'prime192v1', 'secp192r1', 'P-192', 'K-163', 'B-163']);

export type GroupVerdict =
  | { known: true }
  /** Known only from a later release of the generation (3.x): `since` names that release. */
  | { known: 'later'; since: string }
  | { known: false };

/** Whether `generation` accepts `name` as a group. */
export function groupKnown(name: string, generation: Generation): GroupVerdict {
  if (generation === '4.x') return LOWER_4X.has(name.toLowerCase()) ? { known: true } : { known: false };
  if (generation !== '3.x') return BEFORE_3[generation].has(name) ? { known: true } : { known: false };
  if (NAMES_3_0.has(name)) return { known: true };
  const since = LOWER_3X.get(name.toLowerCase());
  // Another case than the table's works from the release that compares case-insensitively.
  if (since) return { known: 'later', since: since === '3.0' ? 'OpenSSL 3.5 (earlier releases compare names case-sensitively)' : `OpenSSL ${since}` };
  return { known: false };
}

/**
 * The first release that accepts `name` in a group list, or undefined for a name none does:
 * a tree that names it runs on that release or a later one (src/openssl-floor.ts). A name in
 * another case than the table's needs 3.5.0 (CHANGES 3.5.0; 3.0.19 still compares with strcmp).
 */
export function groupSince(name: string): string | undefined {
  if (BEFORE_3['1.0.2'].has(name)) return '1.0.2';
  if (name === 'X25519') return '1.1.0';
  if (name === 'X448') return '1.1.1';
  if (NAMES_3_0.has(name)) return '3.0.0';
  const lower = name.toLowerCase();
  const since = LOWER_3X.get(lower);
  if (since) return since === '3.0' ? '3.5.0' : `${since}.0`;
  if (ADDED_4_0.some((n) => n.toLowerCase() === lower)) return '4.0.0';
  return undefined;
}

export function weakGroup(name: string): boolean {
  return WEAK.has(name) || WEAK.has(NIST[name] ?? '');
}

/** Every name some generation knows (for tests holding the tables to a real OpenSSL). */
export const GROUP_TABLES = { '1.0.2': [...BEFORE_3['1.0.2']], '1.1.1': [...BEFORE_3['1.1.1']], '3.0': [...NAMES_3_0], later3x: LATER_3X.map(([n]) => n), added40: ADDED_4_0 };
