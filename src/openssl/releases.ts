// OpenSSL releases inside a generation: what changed between 3.0 and 3.5 and again in 4.0 for
// the key exchange, which the cipher-string generations (1.0.2, 1.1.1, 3.x, 4.x) do not tell
// apart. Every fact is from OpenSSL's own sources (docs/openssl-generations.md has the list):
// - the default group list: ssl/t1_lib.c `TLS_DEFAULT_GROUP_LIST` / `supported_groups_default`
//   of each release (3.5.5, 3.6.3 and 4.0.3 read in the sources openssl-src 300.5.5, 300.6.1
//   and 400.0.2 bundle); CHANGES 3.5.0 [8 Apr 2025]: "The default TLS group list setting is now
//   set to: `?*X25519MLKEM768 / ?*X25519:?secp256r1 / ?X448:?secp384r1:?secp521r1 /
//   ?ffdhe2048:?ffdhe3072`. This means two key shares (X25519MLKEM768 and X25519) will be sent
//   by default";
// - CVE-2026-2673 (CHANGES 3.5.6 [7 Apr 2026]: "Fixed loss of key agreement group tuple structure
//   when the `DEFAULT` keyword is used in the server-side configuration of the key-agreement
//   group list"; fixed in 3.5.6 and 3.6.2, the releases of that day);
// - 4.0.0 [14 Apr 2026] builds without the TLS groups RFC 8422 deprecated (Configure:
//   "tls-deprecated-ec" => "default" among the disabled options; providers/common/capabilities.c
//   `OPENSSL_NO_TLS_DEPRECATED_EC`), and without SSLv3 and ENGINE (NEWS 4.0.0).
// All proved on real builds by test/openssl-groups-live.test.ts.
import { compareVersions, parseVersion, type VersionParts } from '../model/version.js';
import type { Generation } from './types.js';

/** The generation a release's cipher-string semantics belong to; undefined for one not modelled (1.0.1, 1.1.0). */
export function generationOfRelease(v: VersionParts): Generation | undefined {
  if (v[0] >= 4) return '4.x';
  if (v[0] === 3) return '3.x';
  if (v[0] === 1 && v[1] === 1 && v[2] === 1) return '1.1.1';
  if (v[0] === 1 && v[1] === 0 && v[2] === 2) return '1.0.2';
  return undefined;
}

/** The first release of each generation: what a generation alone says of the release. */
export const GENERATION_FIRST: Record<Generation, string> = { '1.0.2': '1.0.2', '1.1.1': '1.1.1', '3.x': '3.0.0', '4.x': '4.0.0' };

/** The generations whose releases can be `floor` or later, in order. */
export function generationsFrom(floor: string, among: readonly Generation[]): Generation[] {
  const f = parseVersion(floor)!;
  // A generation qualifies when its last release reaches the floor: 1.1.1 for a 1.1.0 floor.
  const last: Record<Generation, VersionParts> = { '1.0.2': [1, 0, 2], '1.1.1': [1, 1, 1], '3.x': [3, 99, 99], '4.x': [4, 99, 99] };
  return among.filter((g) => compareVersions(last[g], f) >= 0);
}

/** ML-KEM groups (FIPS 203) and the hybrids built on them: the post-quantum key exchanges. */
const ML_KEM = new Set(['mlkem512', 'mlkem768', 'mlkem1024', 'x25519mlkem768', 'secp256r1mlkem768', 'secp384r1mlkem1024', 'curvesm2mlkem768']);
/** The hybrid the browsers offer first (Chrome 131, Firefox 132, Safari 26): what a fix names. */
export const PQ_HYBRID = 'X25519MLKEM768';

export function isPostQuantum(group: string): boolean {
  return ML_KEM.has(group.toLowerCase());
}

/** Hybrids (a classical group joined with ML-KEM), which the rule asks for: pure ML-KEM is not yet what clients offer. */
export function isHybrid(group: string): boolean {
  return isPostQuantum(group) && !/^mlkem/i.test(group);
}

/** The groups a server prefers, in order, when the config names none, and those its client sends key shares for. */
export interface DefaultGroups {
  readonly groups: readonly string[];
  readonly keyShares: readonly string[];
  /** Where the list is, for messages. */
  readonly source: string;
}

const D111: DefaultGroups = { groups: ['X25519', 'secp256r1', 'X448', 'secp521r1', 'secp384r1'], keyShares: ['X25519'], source: 'ssl/t1_lib.c eccurves_default (1.1.1)' };
const D30: DefaultGroups = {
  groups: ['X25519', 'secp256r1', 'X448', 'secp521r1', 'secp384r1', 'ffdhe2048', 'ffdhe3072', 'ffdhe4096', 'ffdhe6144', 'ffdhe8192'],
  keyShares: ['X25519'],
  source: 'ssl/t1_lib.c supported_groups_default (3.0-3.4)',
};
const D35: DefaultGroups = {
  groups: ['X25519MLKEM768', 'X25519', 'secp256r1', 'X448', 'secp384r1', 'secp521r1', 'ffdhe2048', 'ffdhe3072'],
  keyShares: ['X25519MLKEM768', 'X25519'],
  source: 'ssl/t1_lib.c TLS_DEFAULT_GROUP_LIST (3.5, 3.6): ?*X25519MLKEM768 / ?*X25519:?secp256r1 / ?X448:?secp384r1:?secp521r1 / ?ffdhe2048:?ffdhe3072',
};
const D40: DefaultGroups = {
  groups: ['X25519MLKEM768', 'SecP256r1MLKEM768', 'curveSM2MLKEM768', 'X25519', 'secp256r1', 'X448', 'secp384r1', 'secp521r1', 'curveSM2', 'ffdhe2048', 'ffdhe3072'],
  keyShares: ['X25519MLKEM768', 'X25519'],
  source: 'ssl/t1_lib.c TLS_DEFAULT_GROUP_LIST (4.0): ?*X25519MLKEM768:?SecP256r1MLKEM768:?curveSM2MLKEM768 / ?*X25519:?secp256r1 / ?X448:?secp384r1:?secp521r1 / ?curveSM2 / ?ffdhe2048:?ffdhe3072',
};

/** OpenSSL's own group list for a release (1.1.1 and later; 1.0.2 has no TLS 1.3 and no key shares). */
export function defaultGroups(release: VersionParts): DefaultGroups | undefined {
  if (release[0] >= 4) return D40;
  if (release[0] === 3) return release[1] >= 5 ? D35 : D30;
  if (release[0] === 1 && release[1] === 1) return D111;
  return undefined;
}

/** The release whose defaults a generation stands for when nothing narrows it. */
export function defaultGroupsOf(generation: Generation, release?: VersionParts): DefaultGroups | undefined {
  if (release && generationOfRelease(release) === generation) return defaultGroups(release);
  return defaultGroups(parseVersion(GENERATION_FIRST[generation])!);
}

/** The first release that ships ML-KEM and makes X25519MLKEM768 the first default group. */
export const PQ_DEFAULT_SINCE = '3.5.0';

/**
 * CVE-2026-2673: with `DEFAULT` in the server's group list, 3.5.0-3.5.5 and 3.6.0-3.6.1 lose
 * the list's tuple structure and may settle on a less preferred group (a classical one where
 * both ends have X25519MLKEM768). Fixed in 3.5.6 and 3.6.2 (CHANGES 3.5.6, 7 Apr 2026).
 */
export const CVE_2026_2673 = { id: 'CVE-2026-2673', fixed: ['3.5.6', '3.6.2'], date: '2026-04-07' } as const;

/** True, false, or undefined when the release is not precise enough to say (`3.5` without its patch). */
export function hasCve2026_2673(release: VersionParts, patchKnown: boolean): boolean | undefined {
  if (release[0] !== 3 || (release[1] !== 5 && release[1] !== 6)) return false;
  const fixedPatch = release[1] === 5 ? 6 : 2;
  if (!patchKnown) return undefined;
  return release[2] < fixedPatch;
}

/**
 * TLS groups RFC 8422 deprecated (all but P-256, P-384, P-521, X25519 and X448, and the
 * brainpool curves of RFC 7027), which 4.0 builds without by default: a list naming one fails
 * on 4.0 unless the name carries `?`.
 */
export const DEPRECATED_EC = new Set(
  [
    'sect163k1', 'K-163', 'sect163r1', 'sect163r2', 'B-163', 'sect193r1', 'sect193r2', 'sect233k1', 'K-233', 'sect233r1', 'B-233', 'sect239k1',
    'sect283k1', 'K-283', 'sect283r1', 'B-283', 'sect409k1', 'K-409', 'sect409r1', 'B-409', 'sect571k1', 'K-571', 'sect571r1', 'B-571',
    'secp160k1', 'secp160r1', 'secp160r2', 'secp192k1', 'secp192r1', 'prime192v1', 'P-192', 'secp224k1', 'secp224r1', 'P-224', 'secp256k1',
  ].map((n) => n.toLowerCase()),
);

/**
 * Groups TLS 1.3 defines (RFC 8446 §4.2.7, RFC 8734 for brainpool, the ML-KEM drafts): a TLS
 * 1.3 handshake can use no other, so a list of only others leaves TLS 1.3 clients without a
 * shared group.
 */
const TLS13_GROUPS = new Set(
  [
    'secp256r1', 'prime256v1', 'P-256', 'secp384r1', 'P-384', 'secp521r1', 'P-521', 'X25519', 'X448',
    'ffdhe2048', 'ffdhe3072', 'ffdhe4096', 'ffdhe6144', 'ffdhe8192',
    'brainpoolP256r1tls13', 'brainpoolP384r1tls13', 'brainpoolP512r1tls13',
    'MLKEM512', 'MLKEM768', 'MLKEM1024', 'X25519MLKEM768', 'SecP256r1MLKEM768', 'SecP384r1MLKEM1024', 'curveSM2', 'curveSM2MLKEM768',
  ].map((n) => n.toLowerCase()),
);

export function tls13Group(name: string): boolean {
  return TLS13_GROUPS.has(name.toLowerCase());
}

/** P-256 under any spelling OpenSSL takes: the group RFC 8446 §9.1 makes mandatory (secp256r1). */
export function isP256(name: string): boolean {
  const n = name.toLowerCase();
  return n === 'secp256r1' || n === 'prime256v1' || n === 'p-256';
}

/** A release as written (`3.5`, `3.5.5`, `OpenSSL 3.0.13`), with whether its patch is known. */
export function parseRelease(text: string): { version: VersionParts; patchKnown: boolean } | undefined {
  const m = /^\s*(?:openssl\s*)?(\d+)\.(\d+)(?:\.(\d+))?/i.exec(text);
  if (!m) return undefined;
  return { version: [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)], patchKnown: m[3] !== undefined };
}
