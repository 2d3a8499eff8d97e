// `ssllint advise`: the command's flags. What it does (advise.ts) loads only when it runs.
import type { Command } from 'commander';
import type { AutoIo } from '../advice/auto.js';
import { DEFAULT_OPENSSL } from '../advice/versions.js';

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

/** Runs the command (default deps: this machine, stdout, stderr); returns the exit code (0, or 2 for a usage error). */
export async function runAdvise(flags: AdviseFlags, deps?: AdviseDeps): Promise<number> {
  return (await import('./advise.js')).runAdvise(flags, deps);
}

export function registerAdviseCommand(program: Command, deps?: AdviseDeps): Command {
  return program
    .command('advise')
    .description("print the TLS block advised for a server's hardware: protocols, cipher order, session and HTTP settings, each with its reason")
    .option('--hardware <profiles>', 'auto, x86-aesni, x86-no-aesni, arm64-crypto, arm-no-crypto, or a comma-separated list for hosts behind one address', 'auto')
    .option('--profile <name>', 'Mozilla profile: modern, intermediate or old', 'intermediate')
    .option('--server <name>', 'nginx or apache', 'nginx')
    .option('--openssl <generation>', 'OpenSSL the server links: 1.0.2, 1.1.1, 3.x, or a release such as 3.5.0', DEFAULT_OPENSSL)
    .option('--server-version <version>', 'server release whose syntax to use (default: nginx 1.30.4, Apache 2.4.71)')
    .option('--measure', "time this machine's ciphers and signatures (a few seconds) and use the figures")
    .option('--format <format>', 'text or json', 'text')
    .option('--policy <name|file>', 'narrow the block to what a compliance policy allows (see `ssllint --help` for the names)')
    .option('--platform <name>', "a distribution (ssllint platforms): its OpenSSL and packaged server version, and on the RHEL family when to keep PROFILE=SYSTEM")
    .option('--apply <path>', 'write the advised protocols and ciphers into the TLS servers of this nginx/Apache tree: prints the diff; --yes writes it')
    .option('--server-name <name>', 'with --apply: only the servers with this name')
    .option('--yes', 'with --apply: write the files (atomically), after linting the changed tree')
    .action(async (opts: AdviseFlags, command: Command) => {
      const advise = await import('./advise.js');
      let flags = command.getOptionValueSource('hardware') === 'default' ? await advise.withConfiguredHardware(opts) : opts;
      // An explicit --openssl wins over the platform's; the default gives way to it.
      if (flags.platform && command.getOptionValueSource('openssl') === 'default') flags = { ...flags, openssl: '' };
      process.exitCode = await advise.runAdvise(flags, deps);
    });
}
