// `ssllint verify PATH…`: the command's flags. What it does (src/cli/verify-run.ts, on src/verify/) loads only when
// it runs.
import { Option, type Command } from 'commander';
import type { Io } from './io.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerVerifyCommand(program: Command, io: Io): Command {
  return program
    .command('verify')
    .description('start the server binary on a private copy of the tree and hold every property the audit predicts against what it really does (docs/verify.md)')
    .argument('[paths...]', 'nginx or Apache trees (a main config file or its directory), or - for `nginx -T` output')
    .addOption(new Option('-f, --format <format>', 'report format').choices(['text', 'json', 'sarif']).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('-c, --config <file>', 'use this config file instead of the nearest .ssllint.json/.ssllint.yaml')
    .option('--no-config', 'ignore config files')
    .option('--path-map <from=to>', 'read files under FROM from TO instead (repeatable)', collect)
    .option('-D, --define <name>', 'Apache: treat NAME as defined (repeatable)', collect)
    .option('--server-binary <file>', 'the nginx or httpd binary to run (default: the one on PATH or in /usr/sbin)')
    .option('--allow-programs', 'start a tree even though its configuration runs programs (piped logs, CGI, embedded interpreters\u2026)')
    .addOption(new Option('--isolation <how>', 'namespace: a private network namespace (unshare); ports: loopback ports in place of the configured ones; auto: a namespace when the host allows one').choices(['auto', 'namespace', 'ports']).default('auto'))
    .option('--timeout <seconds>', 'time limit for the whole run (default 300)')
    .option('--max-servers <n>', 'probe at most this many server names \u00d7 addresses (default 50)')
    .option('--now <iso-date>', 'the date certificate expiry is judged at (default: now)')
    .option('--verbose', 'say on stderr what verify does, step by step')
    .addHelpText('after', '\nExit codes: 0 every property agrees, 1 a difference, 2 verify cannot run (no server binary, no isolation, a tree that runs programs, a tree the server refuses).')
    .action(async (paths: string[], flags: import('./verify-run.js').VerifyFlags) => {
      const { runVerify } = await import('./verify-run.js');
      process.exitCode = await runVerify(paths, flags, io);
    });
}
