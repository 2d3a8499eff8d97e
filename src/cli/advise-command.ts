// `ssllint advise`: the advised TLS block for a server on given (or detected) hardware.
import { findConfigFile, readConfigFile } from '../config/file.js';
import type { Command } from 'commander';
import { advise } from '../advice/advise.js';
import { resolveHardware, SYSTEM_IO, detectThisMachine, type AutoIo } from '../advice/auto.js';
import { DEFAULT_OPENSSL } from '../advice/decide.js';
import { formatJson, formatText } from '../advice/format.js';
import { parseHardwareList, type HardwareProfile } from '../advice/hardware.js';
import type { Measurement } from '../advice/measure.js';
import { isProfileName, PROFILE_NAMES } from '../advice/profiles.js';

export interface AdviseDeps {
  io: AutoIo;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const DEFAULT_DEPS: AdviseDeps = {
  io: SYSTEM_IO,
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
};

export interface AdviseFlags {
  hardware: string;
  profile: string;
  server: string;
  openssl: string;
  serverVersion?: string;
  measure?: boolean;
  format: string;
}

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
async function withConfiguredHardware(opts: AdviseFlags, command: Command): Promise<AdviseFlags> {
  if (command.getOptionValueSource('hardware') !== 'default') return opts;
  try {
    const file = findConfigFile(process.cwd());
    const hardware = file ? (await readConfigFile(file)).hardware : undefined;
    return hardware?.length ? { ...opts, hardware: hardware.join(',') } : opts;
  } catch {
    // A broken config file is the lint command's to report; advice falls back to detection.
    return opts;
  }
}

export function registerAdviseCommand(program: Command, deps: AdviseDeps = DEFAULT_DEPS): Command {
  return program
    .command('advise')
    .description("print the TLS block advised for a server's hardware: protocols, cipher order, session and HTTP settings, each with its reason")
    .option('--hardware <profiles>', 'auto, x86-aesni, x86-no-aesni, arm64-crypto, arm-no-crypto, or a comma-separated list for hosts behind one address', 'auto')
    .option('--profile <name>', 'Mozilla profile: modern, intermediate or old', 'intermediate')
    .option('--server <name>', 'nginx or apache', 'nginx')
    .option('--openssl <generation>', 'OpenSSL the server links: 1.0.2, 1.1.1, 3.x, or a release such as 3.5.0', DEFAULT_OPENSSL)
    .option('--server-version <version>', 'server release whose syntax to use (default: nginx 1.28.0, Apache 2.4.65)')
    .option('--measure', "time this machine's ciphers and signatures (a few seconds) and use the figures")
    .option('--format <format>', 'text or json', 'text')
    .action(async (opts: AdviseFlags, command: Command) => {
      process.exitCode = await runAdvise(await withConfiguredHardware(opts, command), deps);
    });
}
