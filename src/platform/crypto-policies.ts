// The RHEL-family system-wide crypto policies as their OpenSSL back-ends set them. OpenSSL on
// RHEL 8+, CentOS Stream, Rocky, Alma, Fedora and Amazon Linux 2023 is patched so that a cipher
// string starting with `PROFILE=SYSTEM` is replaced by the first line of
// /etc/crypto-policies/back-ends/openssl.config, anything after the keyword kept as a suffix
// (Fedora/RHEL openssl patch 0007 "Add support for PROFILE=SYSTEM system default cipherlist":
// the keyword is matched only at the very start of the string). The other back-end,
// opensslcnf.config, is included by the system openssl.cnf and sets Ciphersuites and the
// protocol range for every program.
//
// Source of every string here: fedora-crypto-policies, generated outputs
// tests/outputs/<POLICY>-openssl.txt (the PROFILE=SYSTEM line) and <POLICY>-opensslcnf.txt,
// read from the repository snapshot codacy-open-source-projects-scans/fedora-crypto-policies
// at commit 1a8011778bfbf1a6b0880e233c6c4ef8098491fa (upstream master of 2023-05-31). The same
// strings stand unchanged in that repository's later snapshots up to
// c89742e003514f91cc9d183dc6c49725efcbd8be (2026-02-17), except FUTURE, which gained `-CBC`
// by c48dad13b1c7e494f2a689bfe17b3828d6e35d51 (2025-11-07): kept apart as FUTURE in `next`.
// The RHEL packages name their upstream state but do not carry it: openela-main/crypto-policies
// (OpenELA's mirror of RHEL's dist-git) holds only SPECS/crypto-policies.spec, the sources being
// a lookaside tarball. Branch el8 @de568a11c55ed71e2edae0dc4186e6fdde2ac698 builds
// crypto-policies-20230731-1.git3177e06 (upstream commit 3177e06c203c082d479760337c7cad65a4dcc81e,
// on upstream's rhel8 branch); el9 @d46786c992198f009bfe06be6b57341b321df169 builds
// 20230731-1.git94f0e2c (commit b972148fd57556f86921a85c960b8808a8a09291). Neither commit is in
// any mirror reachable from here (the snapshots above, frozencemetery/ and abbra/
// fedora-crypto-policies), so which strings each RHEL major generates stays unverified
// (platforms.ts marks `crypto.verified: false`). test/platform-policies.test.ts holds
// each string to the engine and to the real `openssl ciphers -s -psk`.
import type { TlsProtocol as Protocol } from '../openssl/protocols.js';

export const POLICY_NAMES = ['DEFAULT', 'LEGACY', 'FUTURE', 'FIPS'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

export interface CryptoPolicy {
  readonly name: PolicyName;
  /** What PROFILE=SYSTEM stands for (openssl.config). */
  readonly cipherString: string;
  /** opensslcnf.config `Ciphersuites`: the TLS 1.3 suites every program gets. */
  readonly ciphersuites: string;
  /** opensslcnf.config `TLS.MinProtocol` / `TLS.MaxProtocol`. */
  readonly minProtocol: Protocol;
  readonly maxProtocol: Protocol;
  /** The `@SECLEVEL=n` the cipher string starts with. */
  readonly seclevel: number;
  readonly source: string;
}

/** One state of the crypto-policies project: the four policies as generated at one commit. */
export interface PolicySet {
  readonly id: string;
  readonly source: string;
  readonly policies: Readonly<Record<PolicyName, CryptoPolicy>>;
}

const TLS13_ALL = 'TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256:TLS_AES_128_CCM_SHA256';

/** `source` names the files; `{P}` in it stands for the policy name. */
function set(id: string, source: string, strings: Record<PolicyName, Omit<CryptoPolicy, 'name' | 'source' | 'seclevel'>>): PolicySet {
  const policies = {} as Record<PolicyName, CryptoPolicy>;
  for (const name of POLICY_NAMES) {
    const s = strings[name];
    const seclevel = Number(/^@SECLEVEL=(\d)/.exec(s.cipherString)?.[1] ?? 1);
    policies[name] = Object.freeze({ name, ...s, seclevel, source: source.replaceAll('{P}', name) });
  }
  return Object.freeze({ id, source, policies: Object.freeze(policies) });
}

const REPO = 'codacy-open-source-projects-scans/fedora-crypto-policies';
const FILES = 'tests/outputs/{P}-openssl.txt, tests/outputs/{P}-opensslcnf.txt';

/** Upstream crypto-policies from 2023-05 (and unchanged to 2026-02 but for FUTURE's -CBC). */
export const POLICIES_2023 = set('crypto-policies-2023', `${REPO}@1a8011778bfbf1a6b0880e233c6c4ef8098491fa ${FILES}`, {
  DEFAULT: {
    cipherString: '@SECLEVEL=2:kEECDH:kRSA:kEDH:kPSK:kDHEPSK:kECDHEPSK:kRSAPSK:-aDSS:-3DES:!DES:!RC4:!RC2:!IDEA:-SEED:!eNULL:!aNULL:!MD5:-SHA384:-CAMELLIA:-ARIA:-AESCCM8',
    ciphersuites: TLS13_ALL,
    minProtocol: 'TLSv1.2',
    maxProtocol: 'TLSv1.3',
  },
  LEGACY: {
    cipherString: '@SECLEVEL=1:kEECDH:kRSA:kEDH:kPSK:kDHEPSK:kECDHEPSK:kRSAPSK:!DES:!RC4:!RC2:!IDEA:-SEED:!eNULL:!aNULL:!MD5:-SHA384:-CAMELLIA:-ARIA:-AESCCM8',
    ciphersuites: TLS13_ALL,
    minProtocol: 'TLSv1',
    maxProtocol: 'TLSv1.3',
  },
  FUTURE: {
    cipherString: '@SECLEVEL=3:kEECDH:kEDH:kPSK:kDHEPSK:kECDHEPSK:-kRSAPSK:-kRSA:-aDSS:-AES128:-SHA256:-3DES:!DES:!RC4:!RC2:!IDEA:-SEED:!eNULL:!aNULL:-SHA1:!MD5:-SHA384:-CAMELLIA:-ARIA:-AESCCM8',
    ciphersuites: 'TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256',
    minProtocol: 'TLSv1.2',
    maxProtocol: 'TLSv1.3',
  },
  FIPS: {
    cipherString: '@SECLEVEL=2:kEECDH:kEDH:kPSK:kDHEPSK:kECDHEPSK:-kRSAPSK:-kRSA:-aDSS:-CHACHA20:-3DES:!DES:!RC4:!RC2:!IDEA:-SEED:!eNULL:!aNULL:!MD5:-SHA384:-CAMELLIA:-ARIA:-AESCCM8',
    ciphersuites: 'TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_AES_128_CCM_SHA256',
    minProtocol: 'TLSv1.2',
    maxProtocol: 'TLSv1.3',
  },
});

/** Upstream at 2025-11-07: as 2023 but FUTURE also drops CBC (`-CBC`). */
export const POLICIES_2025 = set('crypto-policies-2025', `${REPO}@c48dad13b1c7e494f2a689bfe17b3828d6e35d51 ${FILES}`, {
  ...POLICIES_2023.policies,
  FUTURE: {
    ...POLICIES_2023.policies.FUTURE,
    cipherString: '@SECLEVEL=3:kEECDH:kEDH:kPSK:kDHEPSK:kECDHEPSK:-kRSAPSK:-kRSA:-aDSS:-AES128:-SHA256:-3DES:!DES:!RC4:!RC2:!IDEA:-SEED:!eNULL:!aNULL:-CBC:-SHA1:!MD5:-SHA384:-CAMELLIA:-ARIA:-AESCCM8',
  },
});

/**
 * RHEL 8's DEFAULT as a CentOS 8 system's openssl.cnf carried it (OpenSSL 1.1.1c FIPS): no
 * kRSAPSK yet. (The el8 generator, upstream's rhel8 branch at 3177e06, was not reachable; the el8
 * spec's changelog, openela-main/crypto-policies el8 SPECS/crypto-policies.spec, confirms only
 * that DEFAULT disables TLS 1.0/1.1 (20180801) and that TLS and DTLS got separate
 * MinProtocol/MaxProtocol lines (20210617).) A secondary source (facebook/folly, a test that copies the CentOS 8
 * configuration, folly/io/async/test/SSLContextRegressionTest.cpp @32711cc5), not the
 * crypto-policies rhel8 branch: unverified. LEGACY, FUTURE and FIPS
 * of RHEL 8 are taken from the 2023 upstream state, unverified too.
 */
export const POLICIES_RHEL8 = set('crypto-policies-rhel8', `DEFAULT: facebook/folly@32711cc53888eec2083c72321b992365aa48daf1 folly/io/async/test/SSLContextRegressionTest.cpp (a CentOS 8 openssl.cnf copy; unverified); others: ${REPO}@1a8011778bfbf1a6b0880e233c6c4ef8098491fa ${FILES} (unverified for RHEL 8)`, {
  ...POLICIES_2023.policies,
  DEFAULT: {
    ...POLICIES_2023.policies.DEFAULT,
    cipherString: '@SECLEVEL=2:kEECDH:kRSA:kEDH:kPSK:kDHEPSK:kECDHEPSK:-aDSS:-3DES:!DES:!RC4:!RC2:!IDEA:-SEED:!eNULL:!aNULL:!MD5:-SHA384:-CAMELLIA:-ARIA:-AESCCM8',
  },
});

export const POLICY_SETS: readonly PolicySet[] = [POLICIES_RHEL8, POLICIES_2023, POLICIES_2025];

export function isPolicyName(word: string): word is PolicyName {
  return (POLICY_NAMES as readonly string[]).includes(word);
}
