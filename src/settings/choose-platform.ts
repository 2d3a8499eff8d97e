// `--platform NAME|auto|list` (and the config key `platform`) turned into what the lint
// needs: the OpenSSL generation, the server versions, what PROFILE=SYSTEM stands for, and how
// the report names the platform. Explicit --openssl / --nginx-version / --apache-version win
// over it (options.ts applies them after).
import { resolve, sep } from 'node:path';
import { parseGeneration } from '../openssl/generation.js';
import type { Generation } from '../openssl/types.js';
import { policyDefaults, systemPolicyOf } from '../load/apply-platform.js';
import { isPolicyName } from '../platform/crypto-policies.js';
import { detectHost, type HostFacts } from '../platform/detect.js';
import { apacheVersionOf, hostResolvers, nginxVersionOf, opensslVersionOf, type Host } from '../platform/host.js';
import { findPlatform, nearestPlatforms, PLATFORMS, type Platform } from '../platform/platforms.js';
import type { PlatformTarget, ReportPlatform, SystemPolicy } from '../platform/target.js';
import { UsageError } from './usage-error.js';

export interface PlatformChoice {
  generations?: Generation[];
  /** The platform's (or host's) OpenSSL release, `3.5.9`: its group defaults and fixed bugs apply. */
  opensslRelease?: string;
  nginxVersion?: string;
  apacheVersion?: string;
  /** undefined: the default (RHEL 9/10 DEFAULT); null: PROFILE=SYSTEM is an unknown word there. */
  systemPolicy?: SystemPolicy | null;
  legacyTlsMaxSeclevel?: number;
  /** The platform's default security level (its build or openssl.cnf). */
  seclevel?: number;
  report?: ReportPlatform;
  /** The host's DNS resolvers (/etc/resolv.conf), read when the host's own config is linted. */
  resolvers?: string[];
  /** given: `--platform NAME`; detected: `auto` read it from the host. */
  from?: 'given' | 'detected';
  /** Who said so, for the target: `this host` when detected. */
  source?: string;
  /** Said on stderr: why `auto` chose nothing, what it read. */
  notes: string[];
}

const HOST_DIRS = ['etc/nginx', 'etc/httpd', 'etc/apache2'];

function fromPlatform(platform: Platform, from: string, policy?: SystemPolicy | null): PlatformChoice {
  const systemPolicy = policy !== undefined ? policy : platform.crypto ? systemPolicyOf(platform.id) : null;
  return {
    generations: [platform.generation],
    opensslRelease: platform.openssl.value,
    nginxVersion: platform.nginx?.value,
    apacheVersion: platform.apache?.value,
    systemPolicy,
    ...(platform.legacyTlsMaxSeclevel ? { legacyTlsMaxSeclevel: platform.legacyTlsMaxSeclevel.value } : {}),
    // The RHEL family's level follows the crypto policy chosen, which may not be the platform's default: left unknown there.
    ...(platform.crypto ? {} : { seclevel: platform.seclevel.value }),
    report: {
      id: platform.id,
      name: platform.name,
      openssl: platform.openssl.value,
      ...(platform.nginx ? { nginx: platform.nginx.value } : {}),
      ...(platform.apache ? { apache: platform.apache.value } : {}),
      ...(systemPolicy ? { cryptoPolicy: systemPolicy.policy.name } : {}),
      from,
    },
    notes: [],
  };
}

export interface ChooseContext {
  paths: readonly string[];
  cwd: string;
  /** The machine ssllint runs on, or null where there is none to read (an archive, the Action). */
  host: Host | null;
}

/** `--platform NAME` (or `auto`) from `source` (the flag or the config file's key). */
export function choosePlatform(word: string, source: string, ctx: ChooseContext): PlatformChoice {
  if (word === 'auto') return autoPlatform(ctx, false);
  const platform = findPlatform(word);
  if (!platform) throw new UsageError(`${source}: unknown platform "${word}" (nearest: ${nearestPlatforms(word).join(', ')}; \`ssllint --platform list\` shows them all)`);
  return fromPlatform(platform, source);
}

/**
 * No platform named: linting this host's own config in place (or `nginx -T` on stdin) judges
 * for this host, as `--platform auto` would, and says so in one line; anything else (a
 * repository, an archive) is judged for no platform in particular.
 */
/** The chosen platform's facts as the target holds them (the lint's and verify's alike). */
export function platformTarget(choice: PlatformChoice): PlatformTarget {
  return {
    ...(choice.systemPolicy !== undefined ? { systemPolicy: choice.systemPolicy } : {}),
    ...(choice.legacyTlsMaxSeclevel !== undefined ? { legacyTlsMaxSeclevel: choice.legacyTlsMaxSeclevel } : {}),
    ...(choice.seclevel !== undefined ? { seclevel: choice.seclevel } : {}),
    ...(choice.report ? { report: choice.report } : {}),
    ...(choice.resolvers ? { resolvers: choice.resolvers } : {}),
  };
}

export function defaultPlatform(ctx: ChooseContext): PlatformChoice | undefined {
  if (!ctx.host || !lintsHostInPlace(ctx.paths, ctx.cwd, ctx.host.root)) return undefined;
  return autoPlatform(ctx, true);
}

/** Whether every path is the host's own config where it lives (or `nginx -T` on stdin). */
export function lintsHostInPlace(paths: readonly string[], cwd: string, root: string): boolean {
  const bases = HOST_DIRS.map((d) => resolve(root, d));
  return paths.length > 0 && paths.every((p) => p === '-' || bases.some((b) => { const r = resolve(cwd, p); return r === b || r.startsWith(b + sep); }));
}

/** The servers whose version is worth asking: those whose trees are linted (both for stdin). */
function serversOf(paths: readonly string[], cwd: string, root: string): { nginx: boolean; apache: boolean } {
  const under = (dir: string, p: string) => {
    const b = resolve(root, dir);
    const r = resolve(cwd, p);
    return r === b || r.startsWith(b + sep);
  };
  return {
    nginx: paths.some((p) => p === '-' || under('etc/nginx', p)),
    apache: paths.some((p) => p === '-' || under('etc/apache2', p) || under('etc/httpd', p)),
  };
}

function autoPlatform(ctx: ChooseContext, implicit: boolean): PlatformChoice {
  const host = ctx.host;
  if (!host || !lintsHostInPlace(ctx.paths, ctx.cwd, host.root)) {
    const why = host ? "the paths are not this host's own config in place (/etc/nginx, /etc/httpd, /etc/apache2, or `nginx -T` on stdin)" : 'there is no host to read here (an archive is another machine\'s tree)';
    return { notes: [`--platform auto: ${why}: no platform assumed`] };
  }
  const facts = detectHost(host.root);
  facts.openssl = opensslVersionOf(host.run('openssl')) ?? facts.openssl;
  const wanted = serversOf(ctx.paths, ctx.cwd, host.root);
  const nginx = wanted.nginx ? nginxVersionOf(host.run('nginx')) : undefined;
  const apache = wanted.apache ? apacheVersionOf(host.run('apache')) : undefined;
  const platform = matchHost(facts);
  const servers = [nginx ? `nginx ${nginx}` : '', apache ? `Apache ${apache}` : ''].filter(Boolean).join(', ');
  const seen = `${facts.prettyName ?? facts.id ?? 'an unknown system'}${facts.openssl ? `, OpenSSL ${facts.openssl}` : ''}${servers ? `, ${servers}` : ''}`;
  // One line on stderr: what was read and how to pin it instead.
  const say = (what: string) => (implicit ? `this host's own config, judged for this host (pin with --platform NAME, --openssl, --nginx-version, --apache-version): ${seen}: ${what}` : `--platform auto: ${seen}: ${what}`);
  let choice: PlatformChoice;
  if (!platform) {
    const generation = facts.openssl ? parseGeneration(facts.openssl) : undefined;
    choice = { from: 'detected', source: 'this host', generations: generation ? [generation] : undefined, ...(generation && facts.openssl ? { opensslRelease: facts.openssl } : {}), notes: [say(`not in the platform table: ${generation ? `judged for its OpenSSL (${generation})` : 'its OpenSSL unknown'}${servers ? ` and ${servers}` : ''}`)] };
  } else {
    let policy: SystemPolicy | null | undefined;
    if (platform.crypto && facts.profileSystem) {
      const base = platform.crypto.set.policies[platform.crypto.policy];
      const hostPolicy = { ...base, cipherString: facts.profileSystem };
      policy = { policy: hostPolicy, label: `this host's ${facts.cryptoPolicy ?? base.name} crypto policy (/etc/crypto-policies/back-ends/openssl.config)`, defaults: policyDefaults(platform, hostPolicy) };
    }
    choice = fromPlatform(platform, 'auto', policy);
    choice.from = 'detected';
    choice.source = 'this host';
    if (facts.openssl) {
      const generation = parseGeneration(facts.openssl);
      if (generation) choice.generations = [generation];
      choice.opensslRelease = facts.openssl;
      choice.report!.openssl = facts.openssl;
    }
    if (choice.report && facts.cryptoPolicy) choice.report.cryptoPolicy = facts.cryptoPolicy;
    choice.notes.push(say(`judged as ${platform.id}`));
  }
  const resolvers = hostResolvers(host.root);
  if (resolvers.length > 0) choice.resolvers = resolvers;
  if (nginx) {
    choice.nginxVersion = nginx;
    if (choice.report) choice.report.nginx = nginx;
  }
  if (apache) {
    choice.apacheVersion = apache;
    if (choice.report) choice.report.apache = apache;
  }
  return choice;
}

function matchHost(host: HostFacts): Platform | undefined {
  if (!host.id || !host.versionId) return undefined;
  const candidates = PLATFORMS.filter((p) => p.osIds.includes(host.id!) && (host.versionId === p.osVersion || host.versionId!.startsWith(`${p.osVersion}.`)));
  if (candidates.length === 0) return undefined;
  const policyWord = host.cryptoPolicy?.split(':')[0].toUpperCase();
  if (policyWord && isPolicyName(policyWord)) {
    const withPolicy = candidates.find((p) => p.crypto?.policy === policyWord);
    if (withPolicy) return withPolicy;
  }
  return candidates.find((p) => !p.crypto || p.crypto.policy === 'DEFAULT') ?? candidates[0];
}

/** `ssllint --platform list`: the table, one platform a line. */
export function platformTable(): string {
  const rows = PLATFORMS.map((p) => [
    p.id,
    p.name,
    `${p.openssl.value}${p.openssl.verified ? '' : '*'} (${p.generation})`,
    p.nginx ? `${p.nginx.value}${p.nginx.verified ? '' : '*'}` : '-',
    p.apache ? `${p.apache.value}${p.apache.verified ? '' : '*'}` : '-',
    p.crypto ? `PROFILE=SYSTEM: ${p.crypto.policy}` : `SECLEVEL ${p.seclevel.value}${p.minProtocol ? `, ≥${p.minProtocol.value}` : ''}`,
  ]);
  const head = ['platform', 'name', 'OpenSSL', 'nginx', 'httpd', 'semantics'];
  const widths = head.map((h, i) => rows.map((r) => r[i].length).reduce((m, x) => Math.max(m, x), h.length));
  const line = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return `${[line(head), ...rows.map(line)].join('\n')}\n* unverified: no primary source reached (docs/platforms.md)\n`;
}
