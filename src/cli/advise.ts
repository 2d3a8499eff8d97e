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
      serverVersion: flags.serverVersion,
      openssl: flags.openssl,
      measured,
      policy,
    });
    if (!r.ok) return usage(r.error);
    const report = { advice: r.advice, detection: resolved.auto, measurement };
    deps.stdout(flags.format === 'json' ? formatJson(report) : formatText(report));
    return 0;
  }

  const r = advise({
    profile: flags.profile,
    hardware: resolved.hosts,
    server: flags.server,
    serverVersion: flags.serverVersion,
    openssl: flags.openssl,
    policy,
  });
  if (!r.ok) return usage(r.error);
  const report = { advice: r.advice, detection: resolved.auto };
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
