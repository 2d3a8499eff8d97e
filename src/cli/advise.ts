// `ssllint advise`: what the command does once commander has read its flags.
// advise-command.ts defines the command and loads this module when it runs.
import { existsSync } from 'node:fs';
import { streamStdout } from './stdout.js';
import { resolve } from 'node:path';
import { findConfigFile, readConfigFile } from '../config/file.js';
import { targetOf } from '../platform/target.js';
import { advise } from '../advice/advise.js';
import { resolveHardware, SYSTEM_IO, detectThisMachine, type AutoIo } from '../advice/auto.js';
import { formatJson, formatText } from '../advice/format.js';
import { parseHardwareList, type HardwareProfile } from '../advice/hardware.js';
import type { Measurement } from '../advice/measure.js';
import { isProfileName, PROFILE_NAMES, type ProfileName } from '../advice/profiles.js';
import { loadPolicy } from '../policy/load.js';
import { PolicyError } from '../policy/parse.js';
import type { Policy } from '../policy/types.js';
import { findPlatform, nearestPlatforms, type Platform } from '../platform/platforms.js';
import { DEFAULT_OPENSSL } from '../advice/versions.js';
import { neutralise } from '../text/untrusted.js';

export interface AdviseDeps {
  io: AutoIo;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface AdviseFlags {
  hardware: string;
  profile: string;
  server: string;
  openssl: string;
  serverVersion?: string;
  measure?: boolean;
  format: string;
  policy?: string;
  /** `--platform`: a distribution from the platform table (its OpenSSL and server version apply unless given). */
  platform?: string;
  /** Write the advised directives into the TLS servers of this tree (a diff; files with --yes). */
  apply?: string;
  yes?: boolean;
  serverName?: string;
}

const DEFAULT_DEPS: AdviseDeps = {
  io: SYSTEM_IO,
  stdout: (t) => streamStdout(t),
  stderr: (t) => void process.stderr.write(t),
};

/** Runs the command; returns the exit code (0, or 2 for a usage error). */
export async function runAdvise(flags: AdviseFlags, given: AdviseDeps = DEFAULT_DEPS): Promise<number> {
  // With --apply the notes and the diff quote a tree's paths and lines: none may read as a
  // runner command (report/untrusted.ts; fixDiff neutralises its own text).
  const deps: AdviseDeps = { ...given, stderr: (t) => given.stderr(neutralise(t)) };
  const usage = (message: string) => {
    deps.stderr(`ssllint advise: ${message}\n`);
    return 2;
  };
  if (!isProfileName(flags.profile)) return usage(`unknown profile "${flags.profile}" (expected ${PROFILE_NAMES.join(', ')})`);
  if (flags.server !== 'nginx' && flags.server !== 'apache') return usage(`unknown server "${flags.server}" (expected nginx or apache)`);
  if (flags.format !== 'text' && flags.format !== 'json') return usage(`unknown format "${flags.format}" (expected text or json)`);
  let platform: Platform | undefined;
  let openssl = flags.openssl;
  let serverVersion = flags.serverVersion;
  if (flags.platform) {
    platform = findPlatform(flags.platform);
    if (!platform) return usage(`unknown platform "${flags.platform}" (nearest: ${nearestPlatforms(flags.platform).join(', ')})`);
    openssl ||= platform.openssl.value;
    serverVersion ??= flags.server === 'nginx' ? platform.nginx?.value : platform.apache?.value;
  }
  openssl ||= DEFAULT_OPENSSL;
  const platformReport = platform ? { id: platform.id, name: platform.name, ...(platform.crypto ? { note: systemPolicyNote(platform, flags.server) } : {}) } : undefined;
  const choices = parseHardwareList(flags.hardware);
  if (typeof choices === 'string') return usage(choices);

  const resolved = await resolveHardware(choices, deps.io);
  if (!resolved.ok) return usage(resolved.error);
  let policy: Policy | undefined;
  if (flags.policy !== undefined) {
    try {
      policy = await loadPolicy(flags.policy, process.cwd());
    } catch (err) {
      if (err instanceof PolicyError) return usage(err.message);
      throw err;
    }
  }
  if ((flags.yes || flags.serverName) && !flags.apply) return usage(`${flags.yes ? '--yes' : '--server-name'} needs --apply PATH`);
  if (flags.apply) return applyToTree(flags, resolved.hosts, deps, usage);

  let measured: { measurement: Measurement; hardware: HardwareProfile } | undefined;
  if (flags.measure) {
    // The figures describe this machine; they replace the table only for hosts of its profile.
    const self = resolved.auto ?? (await detectThisMachine(deps.io));
    const measurement = await deps.io.measure({});
    if ('profile' in self) measured = { measurement, hardware: self.profile };
    else measured = undefined;
    if (!measured) deps.stderr(`ssllint advise: cannot tell this machine's hardware profile, so the measurement is shown but not used\n`);
    const r = advise({
      profile: flags.profile,
      hardware: resolved.hosts,
      server: flags.server,
      serverVersion,
      openssl,
      measured,
      policy,
    });
    if (!r.ok) return usage(r.error);
    const report = { advice: r.advice, detection: resolved.auto, measurement, platform: platformReport };
    deps.stdout(flags.format === 'json' ? formatJson(report) : formatText(report));
    return 0;
  }

  const r = advise({
    profile: flags.profile,
    hardware: resolved.hosts,
    server: flags.server,
    serverVersion,
    openssl,
    policy,
  });
  if (!r.ok) return usage(r.error);
  const report = { advice: r.advice, detection: resolved.auto, platform: platformReport };
  deps.stdout(flags.format === 'json' ? formatJson(report) : formatText(report));
  return 0;
}

/** `--apply PATH`: the advised directives into the tree's TLS servers, as a diff; written with --yes. */
async function applyToTree(flags: AdviseFlags, hosts: HardwareProfile[], deps: AdviseDeps, usage: (m: string) => number): Promise<number> {
  const path = resolve(flags.apply as string);
  if (!existsSync(path)) return usage(`--apply: no such file or directory: ${flags.apply}`);
  const { advisedFix } = await import('../advice/fix.js');
  const { applyAdvice, fixDiff, writeFixes } = await import('../fix/advise-apply.js');
  const { RULES } = await import('../../rules/index.js');
  const profile = flags.profile as ProfileName;
  const options = { profile, hardware: hosts, serverVersion: flags.serverVersion, openssl: flags.openssl };
  const replacement = { nginx: advisedFix('nginx', options).replacement, apache: advisedFix('apache', options).replacement };
  const { outcome, servers } = applyAdvice(
    {
      paths: [path],
      pathMap: [],
      target: targetOf({ nginxVersion: flags.serverVersion, apacheVersion: flags.serverVersion }),
      now: new Date(),
      expiringDays: 30,
      hardware: hosts,
      levels: new Map(),
      ignored: () => false,
    },
    RULES,
    replacement,
    flags.serverName,
  );
  if (servers === 0) return usage(`--apply: ${flags.apply} has no TLS server${flags.serverName ? ` named ${flags.serverName}` : ''} to write the advice into`);
  deps.stdout(fixDiff(outcome, process.cwd()));
  for (const s of outcome.skipped) deps.stderr(`ssllint advise: not written into ${s.finding.location.file}:${s.finding.location.line}: ${s.reason}\n`);
  if (outcome.refused) {
    deps.stderr(`ssllint advise: nothing ${flags.yes ? 'was written' : 'would be written'}: ${outcome.refused}\n`);
    return 1;
  }
  if (outcome.changed.size === 0) deps.stderr(`ssllint advise: the ${servers} TLS server${servers === 1 ? '' : 's'} already ha${servers === 1 ? 's' : 've'} the advised settings\n`);
  else if (flags.yes) {
    const failed = writeFixes(outcome, false);
    if (failed) {
      deps.stderr(`ssllint advise: ${failed}\n`);
      return 2;
    }
    deps.stderr(`ssllint advise: wrote the advised settings into ${outcome.changed.size} file${outcome.changed.size === 1 ? '' : 's'}\n`);
  } else deps.stderr('ssllint advise: review the diff above; run again with --yes to write it (or apply it with patch -p1)\n');
  return 0;
}

/**
 * Without an explicit --hardware, the config file's `hardware` key (the same one the lint
 * fixes use) names the CPUs; only when neither says is this machine detected.
 */
export async function withConfiguredHardware(opts: AdviseFlags): Promise<AdviseFlags> {
  try {
    const file = findConfigFile(process.cwd());
    const hardware = file ? (await readConfigFile(file)).hardware : undefined;
    return hardware?.length ? { ...opts, hardware: hardware.join(',') } : opts;
  } catch {
    // A broken config file is the lint command's to report; advice falls back to detection.
    return opts;
  }
}

/** On the RHEL family: when to keep PROFILE=SYSTEM and change the crypto policy instead. */
function systemPolicyNote(platform: Platform, server: string): string {
  const directive = server === 'nginx' ? '`ssl_ciphers PROFILE=SYSTEM;`' : '`SSLCipherSuite PROFILE=SYSTEM`';
  const policy = platform.crypto!.policy;
  const stricter = policy === 'FUTURE' ? 'FUTURE is already the strictest general policy' : 'e.g. `update-crypto-policies --set FUTURE`: forward secrecy and AEAD only, RSA keys of at least 3072 bits';
  return `${platform.name}: the stock config's ${directive} follows the system crypto policy (${policy} here). Keep it, and change the policy for the whole host when its suites are not what you want (${stricter}); use the hard-coded list above only for a server that must differ from the rest of the host, since update-crypto-policies no longer changes a server that names its own suites.`;
}
