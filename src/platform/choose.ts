// `--platform NAME|auto|list` (and the config key `platform`) turned into what the lint
// needs: the OpenSSL generation, the server versions, what PROFILE=SYSTEM stands for, and how
// the report names the platform. Explicit --openssl / --nginx-version / --apache-version win
// over it (options.ts applies them after).
import { resolve, sep } from 'node:path';
import { parseGeneration } from '../openssl/generation.js';
import type { Generation } from '../openssl/types.js';
import { policyDefaults, systemPolicyOf, type SystemPolicy } from './apply.js';
import { isPolicyName } from './crypto-policies.js';
import { detectHost, type HostFacts } from './detect.js';
import { findPlatform, nearestPlatforms, PLATFORMS, type Platform } from './platforms.js';
import type { ReportPlatform } from '../report/types.js';
import { UsageError } from '../settings/usage-error.js';

export interface PlatformChoice {
  generations?: Generation[];
  nginxVersion?: string;
  apacheVersion?: string;
  /** undefined: the default (RHEL 9/10 DEFAULT); null: PROFILE=SYSTEM is an unknown word there. */
  systemPolicy?: SystemPolicy | null;
  legacyTlsMaxSeclevel?: number;
  report?: ReportPlatform;
  /** given: `--platform NAME`; detected: `auto` read it from the host. */
  from?: 'given' | 'detected';
  /** Said on stderr: why `auto` chose nothing, what it read. */
  notes: string[];
}

const HOST_DIRS = ['etc/nginx', 'etc/httpd', 'etc/apache2'];

function fromPlatform(platform: Platform, from: string, policy?: SystemPolicy | null): PlatformChoice {
  const systemPolicy = policy !== undefined ? policy : platform.crypto ? systemPolicyOf(platform.id) : null;
  return {
    generations: [platform.generation],
    nginxVersion: platform.nginx?.value,
    apacheVersion: platform.apache?.value,
    systemPolicy,
    ...(platform.legacyTlsMaxSeclevel ? { legacyTlsMaxSeclevel: platform.legacyTlsMaxSeclevel.value } : {}),
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

/** `--platform NAME` (or `auto`) from `source` (the flag or the config file's key). */
export function choosePlatform(word: string, source: string, ctx: { paths: readonly string[]; cwd: string; root: string }): PlatformChoice {
  if (word === 'auto') return autoPlatform(ctx);
  const platform = findPlatform(word);
  if (!platform) throw new UsageError(`${source}: unknown platform "${word}" (nearest: ${nearestPlatforms(word).join(', ')}; \`ssllint --platform list\` shows them all)`);
  return fromPlatform(platform, source);
}

/** Whether every path is the host's own config where it lives (or `nginx -T` on stdin). */
export function lintsHostInPlace(paths: readonly string[], cwd: string, root: string): boolean {
  const bases = HOST_DIRS.map((d) => resolve(root, d));
  return paths.length > 0 && paths.every((p) => p === '-' || bases.some((b) => { const r = resolve(cwd, p); return r === b || r.startsWith(b + sep); }));
}

function autoPlatform(ctx: { paths: readonly string[]; cwd: string; root: string }): PlatformChoice {
  if (!lintsHostInPlace(ctx.paths, ctx.cwd, ctx.root)) {
    return { notes: ['--platform auto: the paths are not this host\'s own config in place (/etc/nginx, /etc/httpd, /etc/apache2, or `nginx -T` on stdin): no platform assumed'] };
  }
  const host = detectHost(ctx.root);
  const platform = matchHost(host);
  const seen = `${host.prettyName ?? host.id ?? 'an unknown system'}${host.openssl ? `, OpenSSL ${host.openssl}` : ''}`;
  if (!platform) {
    const generation = host.openssl ? parseGeneration(host.openssl) : undefined;
    return {
      from: 'detected',
      generations: generation ? [generation] : undefined,
      notes: [`--platform auto: ${seen} is not in the platform table: ${generation ? `judged for its OpenSSL (${generation}) only` : 'no platform assumed'}`],
    };
  }
  let policy: SystemPolicy | null | undefined;
  if (platform.crypto && host.profileSystem) {
    const base = platform.crypto.set.policies[platform.crypto.policy];
    const hostPolicy = { ...base, cipherString: host.profileSystem };
    policy = { policy: hostPolicy, label: `this host's ${host.cryptoPolicy ?? base.name} crypto policy (/etc/crypto-policies/back-ends/openssl.config)`, defaults: policyDefaults(platform, hostPolicy) };
  }
  const choice = fromPlatform(platform, 'auto', policy);
  choice.from = 'detected';
  if (host.openssl) {
    const generation = parseGeneration(host.openssl);
    if (generation) choice.generations = [generation];
    choice.report!.openssl = host.openssl;
  }
  if (choice.report && host.cryptoPolicy) choice.report.cryptoPolicy = host.cryptoPolicy;
  choice.notes.push(`--platform auto: ${seen}: judged as ${platform.id}`);
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
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return `${[line(head), ...rows.map(line)].join('\n')}\n* unverified: no primary source reached (see README, "Platforms")\n`;
}
