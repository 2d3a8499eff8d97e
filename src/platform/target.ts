// What a run judges the configuration for, as one value: the server releases, the OpenSSL
// generations and the platform, each marked with where it came from. Rules, fixes, the audit
// and the report read it; nothing else carries versions.
//
//   given     the user said so (a flag, the config file, `--platform NAME`)
//   detected  read from this host (`--platform auto`: `nginx -v`, /etc/os-release…)
//   inferred  bounded by the tree itself (the oldest release that accepts every directive used)
//   assumed   nothing was known: the newest stable release, every OpenSSL generation
import type { Generation } from '../openssl/types.js';
import type { ReportPlatform } from '../report/types.js';
import type { SystemPolicy } from './apply.js';

export type Provenance = 'given' | 'detected' | 'inferred' | 'assumed';

export interface Judged<T> {
  readonly value: T;
  readonly from: Provenance;
  /** Who said so, for messages: `--nginx-version`, `.ssllint.yaml: openssl`, `nginx -v`. */
  readonly source?: string;
}

/** A server release: the one whose defaults apply, and the oldest one the findings may assume. */
export interface ServerRelease extends Judged<string> {
  /**
   * The oldest release known to run this tree. Given or detected, it is `value`; otherwise the
   * oldest release that accepts every directive the tree uses (inferred), or undefined when
   * nothing bounds it. A finding that holds only from a newer release is ranked down.
   */
  readonly floor?: string;
  /** Inferred: the directive that sets the floor (`"http2"`). */
  readonly because?: string;
}

/**
 * The OpenSSL generations judged, and what is known of the release inside them. Given or
 * detected (`--openssl 3.5.5`, a platform's OpenSSL), `release` is that release; on an unpinned
 * tree, `floor` is the oldest release that accepts every name the tree uses (X25519MLKEM768:
 * 3.5.0), and `value` keeps only the generations that reach it (src/openssl-floor.ts).
 */
export interface OpensslTarget extends Judged<readonly Generation[]> {
  /** The release named (`3.5`, `3.5.5`): its defaults and fixed bugs apply. */
  readonly release?: string;
  /** Inferred: the oldest release the tree can start on. */
  readonly floor?: string;
  /** Inferred: the name that sets the floor (`"X25519MLKEM768"`). */
  readonly because?: string;
}

/** The distribution's changes to OpenSSL's behaviour (`--platform`). */
export interface PlatformTarget {
  /**
   * What `PROFILE=SYSTEM` stands for: undefined, the RHEL 9/10 DEFAULT crypto policy (assumed);
   * null, nothing (the platform's OpenSSL does not know the keyword).
   */
  readonly systemPolicy?: SystemPolicy | null;
  /** On OpenSSL 1.1.1, TLS 1.0/1.1 need `@SECLEVEL=n` with n at most this (Ubuntu's patch). */
  readonly legacyTlsMaxSeclevel?: number;
  /** The library's own security level where no `@SECLEVEL=n` is given (the platform's build or openssl.cnf: Debian 12 sets 2). */
  readonly seclevel?: number;
  /** The host's DNS resolvers (/etc/resolv.conf), when the host's own config is linted: a stapling fix's resolver. */
  readonly resolvers?: readonly string[];
  /** How the report names the platform; absent when none was given or detected. */
  readonly report?: ReportPlatform;
}

export interface Target {
  readonly nginx: ServerRelease;
  readonly apache: ServerRelease;
  readonly openssl: OpensslTarget;
  readonly platform: Judged<PlatformTarget>;
}

/**
 * Current stable releases, assumed when no version is known: the newest each primary source
 * shows (read 2026-12-01). nginx 1.30.4 (2026-07-15), the newest release of the stable-1.30
 * branch in nginx's docs/xml/nginx/changes.xml (github.com/nginx/nginx; mainline is 1.31.4,
 * 2026-08-19; later releases are named by third-party pages only and are not assumed). httpd
 * 2.4.71, the newest release in httpd's CHANGES as Debian's apache2 2.4.71 ships it.
 */
export const DEFAULT_NGINX_VERSION = '1.30.4';
export const DEFAULT_APACHE_VERSION = '2.4.71';
/**
 * The generations judged when none is named. 4.x is judged when named (`--openssl 4.x`, a
 * platform that ships it) or when the tree needs it: its cipher strings expand as 3.x's do, so
 * an unpinned run's 3.x verdicts on suites hold for it; what it removed (SSLv3, ENGINE, the
 * deprecated EC groups) is said by the rules that know it (docs/openssl-generations.md).
 */
export const ALL_GENERATIONS: readonly Generation[] = ['1.0.2', '1.1.1', '3.x'];

/** The old separate options, for API callers and tests: what is named is given, the rest assumed. */
export interface TargetParts {
  generations?: readonly Generation[];
  nginxVersion?: string;
  apacheVersion?: string;
  /** The generations were named by the user (otherwise they count as assumed). */
  opensslNamed?: boolean;
  /** The OpenSSL release named (`3.5.5`). */
  opensslRelease?: string;
  systemPolicy?: SystemPolicy | null;
  legacyTlsMaxSeclevel?: number;
  /** The platform's default security level. */
  seclevel?: number;
}

export function targetOf(parts: TargetParts = {}): Target {
  const server = (v: string | undefined, fallback: string): ServerRelease => (v !== undefined ? { value: v, from: 'given', floor: v } : { value: fallback, from: 'assumed' });
  const platform: PlatformTarget = {
    ...(parts.systemPolicy !== undefined ? { systemPolicy: parts.systemPolicy } : {}),
    ...(parts.legacyTlsMaxSeclevel !== undefined ? { legacyTlsMaxSeclevel: parts.legacyTlsMaxSeclevel } : {}),
    ...(parts.seclevel !== undefined ? { seclevel: parts.seclevel } : {}),
  };
  return {
    nginx: server(parts.nginxVersion, DEFAULT_NGINX_VERSION),
    apache: server(parts.apacheVersion, DEFAULT_APACHE_VERSION),
    openssl: {
      value: parts.generations ? [...parts.generations] : [...ALL_GENERATIONS],
      from: parts.generations && parts.opensslNamed ? 'given' : 'assumed',
      ...(parts.opensslRelease !== undefined ? { release: parts.opensslRelease } : {}),
    },
    platform: { value: platform, from: parts.systemPolicy !== undefined || parts.legacyTlsMaxSeclevel !== undefined || parts.seclevel !== undefined ? 'given' : 'assumed' },
  };
}
