// The distributions operators run, as data: each one's OpenSSL (and so the engine generation
// that judges it), its packaged nginx and httpd, and the distribution changes that move
// verdicts: what `PROFILE=SYSTEM` means there (RHEL family: the crypto policy), the security
// level the library starts at, and the lowest protocol it allows.
//
// Every fact carries where it comes from. `verified: false` means the value is what the
// distribution is known to ship but no primary source for it was reachable while this table
// was written: it stays marked so until someone checks it (docs/platforms.md).
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
  /**
   * The `SSLSessionCache` value the platform's mod_ssl package ships (its ssl.conf), read from
   * the package: a fix that adds a cache writes it, and an `SSLStaplingCache` beside it.
   * Absent where the package's file was not read.
   */
  readonly apacheSessionCache?: Fact<string>;
}

const fact = <T>(value: T, source: string, verified = false): Fact<T> => ({ value, source, verified });

// The SSLSessionCache line of each platform's mod_ssl package (fixtures/platforms/SOURCES.md
// names the packages and their checksums; the fixtures are the files themselves).
const DEBIAN_CACHE = 'shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)';
const RHEL_CACHE = 'shmcb:/run/httpd/sslcache(512000)';
const debianCache = (pkg: string, fixture: string) => fact(DEBIAN_CACHE, `/etc/apache2/mods-available/ssl.conf of ${pkg} (fixtures/platforms/${fixture}/apache2/mods-enabled/ssl.conf); APACHE_RUN_DIR comes from the package's /etc/apache2/envvars`, true);

const DEBIAN_SECLEVEL2 = 'Debian openssl changelog 3.0.5-3: "Compile with OPENSSL_TLS_SECURITY_LEVEL=2 (Closes: #918727)" (read from /usr/share/doc/libssl3/changelog.Debian.gz of Debian 12)';
const UBUNTU_PATCH =
  "Ubuntu's openssl patch tls1.2-min-seclevel2.patch, level 2 set at build: Ubuntu security docs, 'Disable Legacy TLS' (documentation.ubuntu.com/security/docs/security-features/cryptography/legacy-tls: 20.04 and later disable TLS 1.0/1.1), and Ubuntu Server docs on OpenSSL security levels";
// Read 2026-11-26 in Ubuntu's packages (fixtures/platforms/SOURCES.md): what each release's
// openssl.cnf sets and how its libssl is built. They agree with UBUNTU_PATCH.
const UBUNTU_OPENSSL = {
  '20.04': `${UBUNTU_PATCH}; openssl 1.1.1f-1ubuntu2.24: openssl.cnf sets no ssl_conf, its source's debian/rules passes -DOPENSSL_TLS_SECURITY_LEVEL=2 and debian/patches/tls1.2-min-seclevel2.patch refuses TLS below 1.2 at level 2 and above`,
  '22.04': `${UBUNTU_PATCH}; openssl 3.0.2-0ubuntu1.30: openssl.cnf [system_default_sect] "CipherString = DEFAULT:@SECLEVEL=2", no MinProtocol; changelog 3.0.0-1ubuntu1 (jammy): "Set OPENSSL_TLS_SECURITY_LEVEL=2 as compiled-in minimum security level. Change meaning of SECURITY_LEVEL=2 to prohibit TLS versions below 1.2"`,
  '24.04': `${UBUNTU_PATCH}; openssl 3.0.13-0ubuntu3.16: openssl.cnf sets no ssl_conf, its source's debian/patches/debian-targets.patch adds -DOPENSSL_TLS_SECURITY_LEVEL=2 and tls1.2-min-seclevel2.patch is applied`,
};
const OPENSSL3_SECLEVEL1 = 'upstream OpenSSL 3 default (OPENSSL_TLS_SECURITY_LEVEL 1); TLS 1.0/1.1 need level 0 there';
const HOST_DEBIAN12 = 'dpkg -l on a Debian 12 host, 2026-11-26: libssl3 3.0.19-1~deb12u2, nginx 1.22.1-9+deb12u11, apache2 2.4.71-1~deb12u1';
const KNOWN = 'the release as shipped; no primary source reached here';
// Read 2026-11-26 from Debian's archive with apt (the packages downloaded and
// unpacked, fixtures/platforms/SOURCES.md has their checksums).
const APT_DEBIAN11 = 'apt, Debian bullseye-security (2026-11-26): openssl and libssl1.1 1.1.1w-0+deb11u8, nginx 1.18.0-6.1+deb11u8, apache2 2.4.67-1~deb11u3 (bullseye itself: apache2 2.4.62-1~deb11u1)';
const DEBIAN11_CNF =
  'openssl 1.1.1w-0+deb11u8, /etc/ssl/openssl.cnf [system_default_sect]: "MinProtocol = TLSv1.2", "CipherString = DEFAULT@SECLEVEL=2" (Debian patch Set-systemwide-default-settings-for-libssl-users.patch); nginx 1.18 resets the minimum protocol (SSL_CTX_set_min_proto_version(ctx, 0) in ngx_event_openssl.c), so its ssl_protocols still decide';
const APT_DEBIAN13 = 'apt, Debian trixie and trixie-security (2026-11-26, again 2026-12-01: trixie is 13.8, its Release file of 2026-11-21): openssl and libssl3t64 3.5.9-1~deb13u1, nginx 1.26.3-3+deb13u11, apache2 2.4.71-1~deb13u1';
const OPENSSL32_SECLEVEL2 = 'upstream OpenSSL 3.2.0 raised the default security level from 1 to 2 (CHANGES.md, "Changes between 3.1 and 3.2.0", read in openssl_3.5.7.orig.tar.gz from Debian)';
const DEBIAN13_SECLEVEL = `${OPENSSL32_SECLEVEL2}; Debian 13's openssl.cnf (openssl 3.5.9-1~deb13u1) sets no ssl_conf, MinProtocol or CipherString, and debian/rules of 3.5.7-1~deb13u2 no longer passes OPENSSL_TLS_SECURITY_LEVEL`;
/** docker-library/repo-info: the package lists of official images, read with the search tools. */
const REPO_INFO = 'github.com/docker-library/repo-info';
const UBUNTU_PKG = (release: string, image: string, pkg: string) => `${REPO_INFO}, dpkg list of the image ${image} (Ubuntu ${release}): source package ${pkg}`;
const AMAZON_PKG = (commit: string, path: string, pkg: string) => `${REPO_INFO}@${commit} ${path} (rpm -qa of the amazonlinux image): ${pkg}`;
const ALPINE_PKG = (commit: string, path: string, pkg: string) => `${REPO_INFO}@${commit} ${path} (apk list of the alpine image): ${pkg}`;
// Read 2026-11-26 from Ubuntu's archive with apt (main, amd64; a private apt
// configuration under the session's scratch directory). The InRelease signatures were not
// checked: this host has no Ubuntu keyring (the indices were taken with [trusted=yes]).
const APT_UBUNTU = (release: string, what: string, date = '2026-11-26') =>
  `apt, Ubuntu ${release} main (${date}; InRelease signatures not checked, no Ubuntu keyring on this host): ${what}`;
// Ubuntu 26.04 (read 2026-12-01, fixtures/platforms/SOURCES.md): no security-level patch of its
// own any more. The libssl3t64 changelog (3.2.x merge) drops tls1.2-min-seclevel2.patch and
// its tests as "Patches that forbade TLS < 1.2 @SECLEVEL=2 which is now upstream behaviour";
// openssl.cnf of 3.5.5-1ubuntu3.7 sets providers only (no ssl_conf).
const UBUNTU_2604 = (what: string) => APT_UBUNTU('26.04 (resolute)', what, '2026-12-01');
/** CentOS 7 / RHEL 7: the RHEL 7 source packages as EuroLinux imported them (one tag per src.rpm). */
const EL7_OPENSSL =
  'github.com/docker-library/repo-info@72e4be79b9c831d8da7d63a6ce871b20fc9e06c1 repos/centos/local/7.md (rpm -qa of centos:centos7, centos-release-7-9.2009.0.el7.centos): openssl-libs-1.0.2k-19.el7; eurolinux-enterprise-linux-sources/openssl tag openssl-1.0.2k-19.el7 @c63f91a4e7b3f67e2098527acb902fc97cd5bdca openssl.spec: Version 1.0.2k, Release 19';
const EL7_HTTPD =
  'eurolinux-enterprise-linux-sources/httpd branch el7 = tag httpd-2.4.6-90.el7 @27aace4db306d84581cc3cc4490ff098510519ea httpd.spec: Version 2.4.6, Release 90 (the import of httpd-2.4.6-90.el7.src.rpm, RHEL 7.7)';
const UNREACHED_ALPINE = 'alpinelinux/aports as stored here holds no 3.19+ stable branch; the release as shipped';
/** RHEL 10's packages as AlmaLinux 10 rebuilds them: AlmaLinux's security advisories in OSV form. */
const ALMA10 = (file: string, what: string) => `github.com/AlmaLinux/osv-database@948f47aa6b88c2f76af1ae8e75cf3da9aeaf4a6c advisories/almalinux10/${file} (AlmaLinux 10.2, the rebuild of RHEL 10.2): ${what}`;

type AlpineRelease = '3.19' | '3.20' | '3.21' | '3.22' | '3.23' | '3.24';
const ALPINE_OPENSSL: Record<AlpineRelease, Fact<string>> = {
  '3.19': fact('3.1.8', UNREACHED_ALPINE),
  '3.20': fact('3.3.4', UNREACHED_ALPINE),
  '3.21': fact('3.3.7', ALPINE_PKG('7859ce442d87572265f77dfce85c80f8d40ff85b', 'repos/alpine/local/3.21.8.md', 'libssl3-3.3.7-r1 in alpine:3.21.8'), true),
  '3.22': fact('3.5.8', ALPINE_PKG('7859ce442d87572265f77dfce85c80f8d40ff85b', 'repos/alpine/local/3.22.md', 'libssl3-3.5.8-r0 in alpine:3.22.6'), true),
  '3.23': fact('3.5.8', ALPINE_PKG('7859ce442d87572265f77dfce85c80f8d40ff85b', 'repos/alpine/local/3.23.6.md', 'libssl3-3.5.8-r0 in alpine:3.23.6 (2026-09-17)'), true),
  '3.24': fact('3.5.8', ALPINE_PKG('7859ce442d87572265f77dfce85c80f8d40ff85b', 'repos/alpine/local/3.24.2.md', 'libssl3-3.5.8-r0 in alpine:3.24.2 (2026-09-17)'), true),
};
// Alpine's nginx and apache2: no APKBUILD or package index of 3.19+ was reachable. Those of
// 3.19-3.22 are the releases as known (unverified); for 3.23 and 3.24 none is given, so the
// assumed releases apply (docs/platforms.md).
const ALPINE_SERVERS: Partial<Record<AlpineRelease, { nginx: string; apache: string }>> = {
  '3.19': { nginx: '1.24.0', apache: '2.4.65' },
  '3.20': { nginx: '1.26.3', apache: '2.4.65' },
  '3.21': { nginx: '1.26.3', apache: '2.4.65' },
  '3.22': { nginx: '1.28.0', apache: '2.4.65' },
};

const BASE: Platform[] = [
  {
    id: 'debian-11',
    name: 'Debian 11 (bullseye)',
    osIds: ['debian'],
    osVersion: '11',
    openssl: fact('1.1.1w', APT_DEBIAN11, true),
    generation: '1.1.1',
    nginx: fact('1.18.0', APT_DEBIAN11, true),
    apache: fact('2.4.67', APT_DEBIAN11, true),
    seclevel: fact(2, DEBIAN11_CNF, true),
    apacheSessionCache: debianCache('apache2 2.4.67-1~deb11u3', 'debian-11'),
    minProtocol: fact<Protocol>('TLSv1.2', DEBIAN11_CNF, true),
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
    apacheSessionCache: debianCache('apache2 2.4.71-1~deb12u1', 'debian-12'),
  },
  {
    id: 'debian-13',
    name: 'Debian 13 (trixie)',
    osIds: ['debian'],
    osVersion: '13',
    openssl: fact('3.5.9', APT_DEBIAN13, true),
    generation: '3.x',
    nginx: fact('1.26.3', APT_DEBIAN13, true),
    apache: fact('2.4.71', APT_DEBIAN13, true),
    seclevel: fact(2, DEBIAN13_SECLEVEL, true),
    apacheSessionCache: debianCache('apache2 2.4.71-1~deb13u1', 'debian-13'),
  },
  {
    id: 'ubuntu-20.04',
    name: 'Ubuntu 20.04 LTS (focal)',
    osIds: ['ubuntu'],
    osVersion: '20.04',
    openssl: fact('1.1.1f', UBUNTU_PKG('20.04', 'swift:5.2.5-focal', 'openssl=1.1.1f-1ubuntu2'), true),
    generation: '1.1.1',
    nginx: fact('1.18.0', APT_UBUNTU('20.04 (focal)', 'nginx and nginx-common 1.18.0-0ubuntu1.7 in focal-updates and focal-security (focal itself: 1.17.10-0ubuntu1)'), true),
    apache: fact('2.4.41', APT_UBUNTU('20.04 (focal)', 'apache2 2.4.41-4ubuntu3.23 in focal-updates and focal-security (focal: 2.4.41-4ubuntu3)'), true),
    seclevel: fact(2, UBUNTU_OPENSSL['20.04'], true),
    apacheSessionCache: debianCache('apache2 2.4.41-4ubuntu3.23', 'ubuntu-20.04'),
    minProtocol: fact<Protocol>('TLSv1.2', UBUNTU_OPENSSL['20.04'], true),
    legacyTlsMaxSeclevel: fact(1, UBUNTU_OPENSSL['20.04'], true),
  },
  {
    id: 'ubuntu-22.04',
    name: 'Ubuntu 22.04 LTS (jammy)',
    osIds: ['ubuntu'],
    osVersion: '22.04',
    openssl: fact('3.0.2', UBUNTU_PKG('22.04', 'mariadb:10.11.18-jammy', 'openssl=3.0.2-0ubuntu1.26'), true),
    generation: '3.x',
    nginx: fact('1.18.0', APT_UBUNTU('22.04 (jammy)', 'nginx and nginx-common 1.18.0-6ubuntu14.24 in jammy-updates and jammy-security (jammy: 1.18.0-6ubuntu14)'), true),
    apache: fact('2.4.52', APT_UBUNTU('22.04 (jammy)', 'apache2 2.4.52-1ubuntu4.27 in jammy-updates and jammy-security (jammy: 2.4.52-1ubuntu4)'), true),
    seclevel: fact(2, UBUNTU_OPENSSL['22.04'], true),
    apacheSessionCache: debianCache('apache2 2.4.52-1ubuntu4.27', 'ubuntu-22.04'),
    minProtocol: fact<Protocol>('TLSv1.2', UBUNTU_OPENSSL['22.04'], true),
  },
  {
    id: 'ubuntu-24.04',
    name: 'Ubuntu 24.04 LTS (noble)',
    osIds: ['ubuntu'],
    osVersion: '24.04',
    openssl: fact('3.0.13', UBUNTU_PKG('24.04', 'gradle:9.6.1-jdk21-graal-noble', 'openssl=3.0.13-0ubuntu3.11'), true),
    generation: '3.x',
    nginx: fact('1.24.0', APT_UBUNTU('24.04 (noble)', 'nginx and nginx-common 1.24.0-2ubuntu7.21 in noble-updates and noble-security (noble: 1.24.0-2ubuntu7)'), true),
    apache: fact('2.4.58', APT_UBUNTU('24.04 (noble)', 'apache2 2.4.58-1ubuntu8.19 in noble-updates and noble-security (noble: 2.4.58-1ubuntu8)'), true),
    seclevel: fact(2, UBUNTU_OPENSSL['24.04'], true),
    apacheSessionCache: debianCache('apache2 2.4.58-1ubuntu8.19', 'ubuntu-24.04'),
    minProtocol: fact<Protocol>('TLSv1.2', UBUNTU_OPENSSL['24.04'], true),
  },
  {
    id: 'ubuntu-26.04',
    name: 'Ubuntu 26.04 LTS (resolute)',
    osIds: ['ubuntu'],
    osVersion: '26.04',
    openssl: fact('3.5.5', UBUNTU_2604('openssl and libssl3t64 3.5.5-1ubuntu3.7 in resolute-updates and resolute-security (resolute: 3.5.5-1ubuntu3)'), true),
    generation: '3.x',
    nginx: fact('1.28.3', UBUNTU_2604('nginx and nginx-common 1.28.3-2ubuntu1.14 in resolute-updates and resolute-security (resolute: 1.28.3-2ubuntu1)'), true),
    apache: fact('2.4.66', UBUNTU_2604('apache2 2.4.66-2ubuntu2.9 in resolute-updates and resolute-security (resolute: 2.4.66-2ubuntu2)'), true),
    seclevel: fact(2, `${OPENSSL32_SECLEVEL2}; ${UBUNTU_2604('libssl3t64 3.5.5-1ubuntu3.7 changelog.Debian.gz: tls1.2-min-seclevel2.patch dropped as "now upstream behaviour"; openssl.cnf sets no ssl_conf')}`, true),
  },
  {
    id: 'centos-7',
    name: 'CentOS 7 / RHEL 7',
    osIds: ['centos', 'rhel'],
    osVersion: '7',
    openssl: fact('1.0.2k', EL7_OPENSSL, true),
    generation: '1.0.2',
    nginx: fact('1.20.1', `EPEL 7 nginx; no EPEL 7 nginx spec or package list reached: ${KNOWN}`),
    apache: fact('2.4.6', EL7_HTTPD, true),
    seclevel: fact(0, 'OpenSSL 1.0.2 has no security levels'),
    apacheSessionCache: fact(RHEL_CACHE, `mod_ssl's /etc/httpd/conf.d/ssl.conf: ${EL7_HTTPD} (fixtures/platforms/centos-7/httpd/conf.d/ssl.conf)`, true),
  },
  {
    id: 'amazon-2',
    name: 'Amazon Linux 2',
    osIds: ['amzn'],
    osVersion: '2',
    openssl: fact('1.0.2k', AMAZON_PKG('a8aa1823250fdd95085c960e76215a145542f966', 'repos/amazonlinux/local/2.0.20260831.0.md', 'openssl-libs-1.0.2k-24.amzn2.0.21'), true),
    generation: '1.0.2',
    seclevel: fact(0, 'OpenSSL 1.0.2 has no security levels'),
  },
  {
    id: 'amazon-2023',
    name: 'Amazon Linux 2023',
    osIds: ['amzn'],
    osVersion: '2023',
    openssl: fact(
      '3.5.7',
      AMAZON_PKG('c54d2ff2d2e28a2364096c0f00f6b4d08fdea94c', 'repos/amazonlinux/local/2023.12.20260831.0.md', 'openssl-libs-3.5.7-2.amzn2023.0.2 (with crypto-policies-20260224-1.gitea0f072.amzn2023.0.6)'),
      true,
    ),
    generation: '3.x',
    seclevel: fact(2, 'crypto-policies DEFAULT (@SECLEVEL=2)'),
    minProtocol: fact<Protocol>('TLSv1.2', 'crypto-policies DEFAULT (TLS.MinProtocol = TLSv1.2)'),
    crypto: { set: POLICIES_2023, policy: 'DEFAULT', verified: false },
  },
  ...(['3.19', '3.20', '3.21', '3.22', '3.23', '3.24'] as const).map(
    (v): Platform => ({
      id: `alpine-${v}`,
      name: `Alpine Linux ${v}`,
      osIds: ['alpine'],
      osVersion: v,
      openssl: ALPINE_OPENSSL[v],
      generation: '3.x',
      ...(ALPINE_SERVERS[v] ? { nginx: fact(ALPINE_SERVERS[v].nginx, UNREACHED_ALPINE), apache: fact(ALPINE_SERVERS[v].apache, UNREACHED_ALPINE) } : {}),
      // Upstream's default level: 1 before OpenSSL 3.2, 2 from it. That Alpine's APKBUILD leaves it
      // alone is not read here (no 3.19+ APKBUILD reachable), so these stay unverified.
      seclevel: v === '3.19' ? fact(1, `${OPENSSL3_SECLEVEL1}; Alpine's APKBUILD not read`) : fact(2, `${OPENSSL32_SECLEVEL2}; Alpine's APKBUILD not read`),
    }),
  ),
];

/**
 * RHEL 8/9/10 (Rocky, Alma, CentOS Stream, Oracle Linux alike), one entry per crypto policy.
 * Versions read from the RHEL package sources as the OpenELA project mirrors them on GitHub
 * (`openela-main/<package>`, one branch per major or module stream; their newest import is the
 * state named, later minor releases were not reached). RHEL 10 has no branch there: its OpenSSL
 * comes from the oraclelinux:10 image's package list, its servers are unverified.
 */
const ELA = (repo: string, branch: string, commit: string, what: string) => `openela-main/${repo} branch ${branch} @${commit} ${what}`;
const PROTOCOLS_FROM_POLICY_8 = `${ELA('nginx', 'el8-stream-1.22', 'ade71ef96704dd1234ef72541bc5c605b828b912', 'SPECS/nginx.spec %changelog')} 1:1.14.1-8 "enable TLS 1.3 by default (#1643647)" (SOURCES/nginx-1.20.0-enable-tls1v3-by-default.patch: ssl_protocols defaults to none, no min/max set); ${ELA('httpd', 'el8-stream-2.4', '53522fa3c03641788ec7b24e07f382275957e036', 'SOURCES/httpd-2.4.37-sslprotdefault.patch')} (no SSLProtocol: "Using OpenSSL/system default SSL/TLS protocols")`;
const PROTOCOLS_FROM_POLICY_9 = `${ELA('nginx', 'el9', 'da8d8488433c1fc757919eb5f7fafbc36675d4eb', 'SPECS/nginx.spec %changelog')} 1:1.20.1-11 "Protocol : TLSv1.3 missing in rhel9" (SOURCES/0007-Enable-TLSv1.3-by-default.patch: ssl_protocols defaults to none, no min/max set); ${ELA('httpd', 'el9', '5b26de6f586b4289e070b214b0afd86c4f78eed4', 'SOURCES/httpd-2.4.43-sslprotdefault.patch')}`;
const RHEL_SSL_CONF = `mod_ssl's /etc/httpd/conf.d/ssl.conf: ${ELA('httpd', 'el9', '5b26de6f586b4289e070b214b0afd86c4f78eed4', 'SOURCES/ssl.conf')} (httpd 2.4.57-5.el9), the same blob on el8-stream-2.4 @ 53522fa3c03641788ec7b24e07f382275957e036 (fixtures/platforms/rhel/httpd/conf.d/ssl.conf)`;
const RHEL: Array<{ major: string; openssl: Fact<string>; generation: Generation; nginx: Fact<string>; apache: Fact<string>; serverProtocolsFromPolicy: Fact<boolean>; set: PolicySet; apacheSessionCache?: Fact<string> }> = [
  {
    major: '8',
    openssl: fact('1.1.1k', ELA('openssl', 'el8', 'edfc8fed19fc7401d864af157e27aaf6976d9c5b', 'SPECS/openssl.spec: Version 1.1.1k, Release 14 (import openssl-1.1.1k-14.el8_6, 2024-10-09)'), true),
    generation: '1.1.1',
    // The 1.14 stream's own branch holds no spec; the later streams' spec carries its history.
    nginx: fact(
      '1.14.1',
      `${ELA('nginx', 'el8-stream-1.22', 'ade71ef96704dd1234ef72541bc5c605b828b912', 'SPECS/nginx.spec %changelog')}: the nginx 1:1.14.1-1…-8 releases before "RFE: add nginx:1.16 module stream"; 1.14 the default module stream: rocky-linux/documentation @986ea6647011a43345ed160b85c1d29c855592d4 docs/guides/web/nginx-mainline.md, \`dnf module list nginx\` on Rocky Linux 8 AppStream: "nginx 1.14 [d]" (1.16, 1.18, 1.20 not default)`,
      true,
    ),
    apache: fact('2.4.37', ELA('httpd', 'el8-stream-2.4', '53522fa3c03641788ec7b24e07f382275957e036', 'SPECS/httpd.spec: Version 2.4.37, Release 62 (import httpd-2.4.37-62.module+el8.9.0+19699+7a7a2044)'), true),
    serverProtocolsFromPolicy: fact(true, PROTOCOLS_FROM_POLICY_8, true),
    set: POLICIES_RHEL8,
    apacheSessionCache: fact(RHEL_CACHE, RHEL_SSL_CONF, true),
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
    apacheSessionCache: fact(RHEL_CACHE, RHEL_SSL_CONF, true),
  },
  {
    major: '10',
    // RHEL 10.0 shipped OpenSSL 3.2.2 (not read here); 10.2, the state the image list shows, ships 3.5.
    openssl: fact(
      '3.5.5',
      `github.com/docker-library/repo-info@a92b1953c7621a6e66722058e5884e7a56e8cfaf repos/oraclelinux/local/10.md (rpm -qa of oraclelinux:10, redhat-release-10.2-16.0.1.el10): openssl-libs-3.5.5-6.0.1.el10_2 (Oracle's rebuild of RHEL 10.2's openssl 3.5.5-6.el10_2), with crypto-policies-20260216-1.git0e54016.el10`,
      true,
    ),
    generation: '3.x',
    nginx: fact('1.26.3', ALMA10('ALSA-2026:36364.json', 'nginx 2:1.26.3-6.el10_2.5, 2026-07-07 (the 1.26 line: sclorg/nginx-container 1.26/Dockerfile.rhel10)'), true),
    apache: fact('2.4.63', ALMA10('ALSA-2026:34109.json', 'httpd and mod_ssl 2.4.63-13.el10_2.4, 2026-07-01'), true),
    serverProtocolsFromPolicy: fact(true, `as RHEL 9's patches; ${KNOWN}`),
    set: POLICIES_2023,
  },
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
