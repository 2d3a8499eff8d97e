// The distributions operators run, as data: each one's OpenSSL (and so the engine generation
// that judges it), its packaged nginx and httpd, and the distribution changes that move
// verdicts: what `PROFILE=SYSTEM` means there (RHEL family: the crypto policy), the security
// level the library starts at, and the lowest protocol it allows.
//
// Every fact carries where it comes from. `verified: false` means the value is what the
// distribution is known to ship but no primary source for it was reachable while this table
// was written: it stays marked so until someone checks it (README, "Platforms").
import type { Protocol } from '../model/types.js';
import type { Generation } from '../openssl/types.js';
import { POLICIES_2023, POLICIES_RHEL8, POLICY_NAMES, type PolicyName, type PolicySet } from './crypto-policies.js';

export interface Fact<T> {
  readonly value: T;
  readonly source: string;
  readonly verified: boolean;
}

export interface Platform {
  /** What `--platform` takes: `debian-12`, `rhel-9`, `rhel-9-legacy`… */
  readonly id: string;
  readonly name: string;
  /** /etc/os-release ID (and ID_LIKE-free aliases) and VERSION_ID major that `--platform auto` matches. */
  readonly osIds: readonly string[];
  readonly osVersion: string;
  readonly openssl: Fact<string>;
  readonly generation: Generation;
  readonly nginx?: Fact<string>;
  readonly apache?: Fact<string>;
  /** The security level a program starts at when its cipher string sets none. */
  readonly seclevel: Fact<number>;
  /** The lowest protocol the library itself allows (openssl.cnf / build default), when it sets one. */
  readonly minProtocol?: Fact<Protocol>;
  /** On 1.1.1: TLS 1.0/1.1 need a cipher string with `@SECLEVEL=n`, n at most this (Ubuntu's patch). */
  readonly legacyTlsMaxSeclevel?: Fact<number>;
  /**
   * The packaged nginx and httpd set no protocol range of their own when the config names none,
   * so OpenSSL's, the crypto policy's MinProtocol..MaxProtocol, applies (RHEL's patches).
   */
  readonly serverProtocolsFromPolicy?: Fact<boolean>;
  /** RHEL family: the crypto-policies state and the policy PROFILE=SYSTEM stands for. */
  readonly crypto?: { readonly set: PolicySet; readonly policy: PolicyName; readonly verified: boolean };
}

const fact = <T>(value: T, source: string, verified = false): Fact<T> => ({ value, source, verified });

const DEBIAN_SECLEVEL2 = 'Debian openssl changelog 3.0.5-3: "Compile with OPENSSL_TLS_SECURITY_LEVEL=2 (Closes: #918727)" (read from /usr/share/doc/libssl3/changelog.Debian.gz of Debian 12)';
const UBUNTU_PATCH =
  "Ubuntu's openssl patch tls1.2-min-seclevel2.patch, level 2 set at build: Ubuntu security docs, 'Disable Legacy TLS' (documentation.ubuntu.com/security/docs/security-features/cryptography/legacy-tls: 20.04 and later disable TLS 1.0/1.1), and Ubuntu Server docs on OpenSSL security levels";
const OPENSSL3_SECLEVEL1 = 'upstream OpenSSL 3 default (OPENSSL_TLS_SECURITY_LEVEL 1); TLS 1.0/1.1 need level 0 there';
const HOST_DEBIAN12 = 'dpkg -l on a Debian 12 host, 2026-11-26: libssl3 3.0.19-1~deb12u2, nginx 1.22.1-9+deb12u11, apache2 2.4.71-1~deb12u1';
const KNOWN = 'the release as shipped; no primary source reached here';

const BASE: Platform[] = [
  {
    id: 'debian-11',
    name: 'Debian 11 (bullseye)',
    osIds: ['debian'],
    osVersion: '11',
    openssl: fact('1.1.1w', KNOWN),
    generation: '1.1.1',
    nginx: fact('1.18.0', KNOWN),
    apache: fact('2.4.62', KNOWN),
    seclevel: fact(2, "Debian's openssl.cnf (1.1.1 packages): CipherString = DEFAULT@SECLEVEL=2"),
    minProtocol: fact<Protocol>('TLSv1.2', "Debian's openssl.cnf (1.1.1 packages): MinProtocol = TLSv1.2"),
  },
  {
    id: 'debian-12',
    name: 'Debian 12 (bookworm)',
    osIds: ['debian'],
    osVersion: '12',
    openssl: fact('3.0.19', HOST_DEBIAN12, true),
    generation: '3.x',
    nginx: fact('1.22.1', HOST_DEBIAN12, true),
    apache: fact('2.4.71', HOST_DEBIAN12, true),
    seclevel: fact(2, DEBIAN_SECLEVEL2, true),
  },
  {
    id: 'debian-13',
    name: 'Debian 13 (trixie)',
    osIds: ['debian'],
    osVersion: '13',
    openssl: fact('3.5.1', KNOWN),
    generation: '3.x',
    nginx: fact('1.26.3', KNOWN),
    apache: fact('2.4.65', KNOWN),
    seclevel: fact(2, DEBIAN_SECLEVEL2, true),
  },
  {
    id: 'ubuntu-20.04',
    name: 'Ubuntu 20.04 LTS (focal)',
    osIds: ['ubuntu'],
    osVersion: '20.04',
    openssl: fact('1.1.1f', KNOWN),
    generation: '1.1.1',
    nginx: fact('1.18.0', KNOWN),
    apache: fact('2.4.41', KNOWN),
    seclevel: fact(2, UBUNTU_PATCH, true),
    minProtocol: fact<Protocol>('TLSv1.2', UBUNTU_PATCH, true),
    legacyTlsMaxSeclevel: fact(1, UBUNTU_PATCH, true),
  },
  {
    id: 'ubuntu-22.04',
    name: 'Ubuntu 22.04 LTS (jammy)',
    osIds: ['ubuntu'],
    osVersion: '22.04',
    openssl: fact('3.0.2', KNOWN),
    generation: '3.x',
    nginx: fact('1.18.0', KNOWN),
    apache: fact('2.4.52', KNOWN),
    seclevel: fact(2, UBUNTU_PATCH, true),
    minProtocol: fact<Protocol>('TLSv1.2', UBUNTU_PATCH, true),
  },
  {
    id: 'ubuntu-24.04',
    name: 'Ubuntu 24.04 LTS (noble)',
    osIds: ['ubuntu'],
    osVersion: '24.04',
    openssl: fact('3.0.13', KNOWN),
    generation: '3.x',
    nginx: fact('1.24.0', KNOWN),
    apache: fact('2.4.58', KNOWN),
    seclevel: fact(2, UBUNTU_PATCH, true),
    minProtocol: fact<Protocol>('TLSv1.2', UBUNTU_PATCH, true),
  },
  {
    id: 'centos-7',
    name: 'CentOS 7 / RHEL 7',
    osIds: ['centos', 'rhel'],
    osVersion: '7',
    openssl: fact('1.0.2k', KNOWN),
    generation: '1.0.2',
    nginx: fact('1.20.1', `EPEL 7 nginx; ${KNOWN}`),
    apache: fact('2.4.6', KNOWN),
    seclevel: fact(0, 'OpenSSL 1.0.2 has no security levels'),
  },
  {
    id: 'amazon-2',
    name: 'Amazon Linux 2',
    osIds: ['amzn'],
    osVersion: '2',
    openssl: fact('1.0.2k', KNOWN),
    generation: '1.0.2',
    seclevel: fact(0, 'OpenSSL 1.0.2 has no security levels'),
  },
  {
    id: 'amazon-2023',
    name: 'Amazon Linux 2023',
    osIds: ['amzn'],
    osVersion: '2023',
    openssl: fact('3.0.8', KNOWN),
    generation: '3.x',
    seclevel: fact(2, 'crypto-policies DEFAULT (@SECLEVEL=2)'),
    minProtocol: fact<Protocol>('TLSv1.2', 'crypto-policies DEFAULT (TLS.MinProtocol = TLSv1.2)'),
    crypto: { set: POLICIES_2023, policy: 'DEFAULT', verified: false },
  },
  ...(['3.19', '3.20', '3.21', '3.22'] as const).map(
    (v): Platform => ({
      id: `alpine-${v}`,
      name: `Alpine Linux ${v}`,
      osIds: ['alpine'],
      osVersion: v,
      openssl: fact(({ '3.19': '3.1.8', '3.20': '3.3.4', '3.21': '3.3.4', '3.22': '3.5.1' } as const)[v], KNOWN),
      generation: '3.x',
      nginx: fact(({ '3.19': '1.24.0', '3.20': '1.26.3', '3.21': '1.26.3', '3.22': '1.28.0' } as const)[v], KNOWN),
      apache: fact('2.4.65', KNOWN),
      seclevel: fact(1, OPENSSL3_SECLEVEL1),
    }),
  ),
];

/**
 * RHEL 8/9/10 (Rocky, Alma, CentOS Stream, Oracle Linux alike), one entry per crypto policy.
 * Versions read from the RHEL package sources as the OpenELA project mirrors them on GitHub
 * (`openela-main/<package>`, one branch per major or module stream; their newest import is the
 * state named, later minor releases were not reached). RHEL 10 has no branch there: unverified.
 */
const ELA = (repo: string, branch: string, commit: string, what: string) => `openela-main/${repo} branch ${branch} @${commit} ${what}`;
const PROTOCOLS_FROM_POLICY_8 = `${ELA('nginx', 'el8-stream-1.22', 'ade71ef96704dd1234ef72541bc5c605b828b912', 'SPECS/nginx.spec %changelog')} 1:1.14.1-8 "enable TLS 1.3 by default (#1643647)" (SOURCES/nginx-1.20.0-enable-tls1v3-by-default.patch: ssl_protocols defaults to none, no min/max set); ${ELA('httpd', 'el8-stream-2.4', '53522fa3c03641788ec7b24e07f382275957e036', 'SOURCES/httpd-2.4.37-sslprotdefault.patch')} (no SSLProtocol: "Using OpenSSL/system default SSL/TLS protocols")`;
const PROTOCOLS_FROM_POLICY_9 = `${ELA('nginx', 'el9', 'da8d8488433c1fc757919eb5f7fafbc36675d4eb', 'SPECS/nginx.spec %changelog')} 1:1.20.1-11 "Protocol : TLSv1.3 missing in rhel9" (SOURCES/0007-Enable-TLSv1.3-by-default.patch: ssl_protocols defaults to none, no min/max set); ${ELA('httpd', 'el9', '5b26de6f586b4289e070b214b0afd86c4f78eed4', 'SOURCES/httpd-2.4.43-sslprotdefault.patch')}`;
const RHEL: Array<{ major: string; openssl: Fact<string>; generation: Generation; nginx: Fact<string>; apache: Fact<string>; serverProtocolsFromPolicy: Fact<boolean>; set: PolicySet }> = [
  {
    major: '8',
    openssl: fact('1.1.1k', ELA('openssl', 'el8', 'edfc8fed19fc7401d864af157e27aaf6976d9c5b', 'SPECS/openssl.spec: Version 1.1.1k, Release 14 (import openssl-1.1.1k-14.el8_6, 2024-10-09)'), true),
    generation: '1.1.1',
    // The 1.14 stream's own branch holds no spec; the later streams' spec carries its history.
    nginx: fact(
      '1.14.1',
      `${ELA('nginx', 'el8-stream-1.22', 'ade71ef96704dd1234ef72541bc5c605b828b912', 'SPECS/nginx.spec %changelog')}: the nginx 1:1.14.1-1…-8 releases before "RFE: add nginx:1.16 module stream"; that 1.14 is the default stream (modulemd) was not read: unverified`,
    ),
    apache: fact('2.4.37', ELA('httpd', 'el8-stream-2.4', '53522fa3c03641788ec7b24e07f382275957e036', 'SPECS/httpd.spec: Version 2.4.37, Release 62 (import httpd-2.4.37-62.module+el8.9.0+19699+7a7a2044)'), true),
    serverProtocolsFromPolicy: fact(true, PROTOCOLS_FROM_POLICY_8, true),
    set: POLICIES_RHEL8,
  },
  {
    major: '9',
    openssl: fact('3.0.7', ELA('openssl', 'el9', 'de3aa47edbd62d2b5ad7cf776401d7cb2ef53c9d', 'SPECS/openssl.spec: Version 3.0.7, Release 28 (import openssl-3.0.7-28.el9_4, 2024-09-18; RHEL 9.4)'), true),
    generation: '3.x',
    // The el9 branch holds the nginx:1.22 module stream; its spec carries the history of
    // RHEL 9's own (non-modular) nginx 1.20.1 that the stream forked from.
    nginx: fact(
      '1.20.1',
      `${ELA('nginx', 'el9', 'da8d8488433c1fc757919eb5f7fafbc36675d4eb', 'SPECS/nginx.spec %changelog')}: 1:1.20.1-2 "Rebuilt for RHEL 9 BETA for openssl 3.0" … 1:1.20.1-13, then "RFE: add nginx:1.22 module stream"`,
      true,
    ),
    apache: fact('2.4.57', ELA('httpd', 'el9', '5b26de6f586b4289e070b214b0afd86c4f78eed4', 'SPECS/httpd.spec: Version 2.4.57, Release 5 (import httpd-2.4.57-5.el9, 2024-01-11; RHEL 9.3)'), true),
    serverProtocolsFromPolicy: fact(true, PROTOCOLS_FROM_POLICY_9, true),
    set: POLICIES_2023,
  },
  { major: '10', openssl: fact('3.2.2', KNOWN), generation: '3.x', nginx: fact('1.26.3', KNOWN), apache: fact('2.4.63', KNOWN), serverProtocolsFromPolicy: fact(true, `as RHEL 9's patches; ${KNOWN}`), set: POLICIES_2023 },
];

const RHEL_IDS = ['rhel', 'rocky', 'almalinux', 'centos', 'ol'];

const RHEL_PLATFORMS: Platform[] = RHEL.flatMap(({ major, set, ...rest }) =>
  POLICY_NAMES.map((policy): Platform => {
    const p = set.policies[policy];
    return {
      id: policy === 'DEFAULT' ? `rhel-${major}` : `rhel-${major}-${policy.toLowerCase()}`,
      name: `RHEL ${major} family, crypto policy ${policy}`,
      osIds: RHEL_IDS,
      osVersion: major,
      ...rest,
      seclevel: fact(p.seclevel, p.source),
      minProtocol: fact(p.minProtocol, p.source),
      crypto: { set, policy, verified: false },
    };
  }),
);

export const PLATFORMS: readonly Platform[] = Object.freeze([...BASE, ...RHEL_PLATFORMS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));

export function findPlatform(id: string): Platform | undefined {
  const want = id.toLowerCase();
  return PLATFORMS.find((p) => p.id === want);
}

/** The policy PROFILE=SYSTEM is judged for when no platform is given: RHEL 9/10's DEFAULT. */
export const DEFAULT_SYSTEM_PLATFORM_ID = 'rhel-9';

/** Up to three known ids closest to `word` (edit distance), for a usage error. */
export function nearestPlatforms(word: string): string[] {
  const w = word.toLowerCase();
  const scored = PLATFORMS.map((p) => ({ id: p.id, d: distance(w, p.id) - (p.id.startsWith(w.split('-')[0]) ? 2 : 0) }));
  scored.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
  return scored.slice(0, 3).map((s) => s.id);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
