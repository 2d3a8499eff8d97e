// `ssllint advise`: what the command does once commander has read its flags.
// advise-command.ts defines the command and loads this module when it runs.
import { findConfigFile, readConfigFile } from '../config/file.js';
import { advise } from '../advice/advise.js';
import { resolveHardware, SYSTEM_IO, detectThisMachine } from '../advice/auto.js';
import { formatJson, formatText } from '../advice/format.js';
import { parseHardwareList, type HardwareProfile } from '../advice/hardware.js';
import type { Measurement } from '../advice/measure.js';
import { isProfileName, PROFILE_NAMES } from '../advice/profiles.js';
import type { AdviseDeps, AdviseFlags } from './advise-command.js';
import { loadPolicy } from '../policy/load.js';
import { PolicyError } from '../policy/parse.js';
import type { Policy } from '../policy/types.js';
import { findPlatform, nearestPlatforms, type Platform } from '../platform/platforms.js';
import { DEFAULT_OPENSSL } from '../advice/versions.js';

const DEFAULT_DEPS: AdviseDeps = {
  io: SYSTEM_IO,
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
};

/** Runs the command; returns the exit code (0, or 2 for a usage error). */
export async function runAdvise(flags: AdviseFlags, deps: AdviseDeps = DEFAULT_DEPS): Promise<number> {
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
