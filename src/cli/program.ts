// The command line as commander defines it: the lint command's options, the subcommands, the
// help text. main.ts loads it for every command line quick-args.ts does not read itself.
import { Command, Option } from 'commander';
import { registerAdviseCommand } from './advise-command.js';
import { registerAuditCommand } from './audit-command.js';
import { registerCiphersCommand } from './ciphers-command.js';
import { FORMATS } from '../settings/formats.js';
import type { Io } from './io.js';
import type { CliFlags } from '../settings/options.js';
import { registerParseCommand } from './parse-command.js';
import { registerRulesCommands } from './rules-command.js';
import { toolVersion } from '../settings/version.js';
import { registerVerifyCommand } from './verify-command.js';
import { UsageError } from '../settings/usage-error.js';

export { CommanderError } from 'commander';

const collect = (value: string, previous: string[] = []) => [...previous, value];

const EXAMPLES = `
Examples:
  ssllint /etc/nginx                      lint an nginx tree (follows includes)
  ssllint /etc/apache2 --format unix      lint the Debian Apache tree, one finding a line
  nginx -T | ssllint -                    lint the live nginx config with its real file names
  ssllint conf/ --path-map /etc/nginx=conf --format sarif -o ssllint.sarif
  ssllint site.conf --rule cipher-cbc=off --fail-level warning
  ssllint ciphers 'HIGH:!aNULL' --openssl 1.0.2
  ssllint advise --server nginx --hardware arm-no-crypto
  ssllint /etc/nginx --platform rhel-9    judge for RHEL 9 (OpenSSL 3.0, crypto policy DEFAULT)
  ssllint /etc/nginx --fix-dry-run > fixes.diff   review the fixes, then: patch -p1 < fixes.diff
  ssllint audit /etc/nginx --format html -o audit.html
  ssh web1 tar -C / -cf - etc/nginx etc/ssl | ssllint audit --tar -
  sudo ssllint verify /etc/nginx          start nginx on a private copy and check the audit against it

Exit codes: 0 nothing at or above --fail-level, 1 findings at or above it (or more
warnings than --max-warnings), 2 usage or internal error.`;

export function buildProgram(io: Io, setExit: (code: number) => void): Command {
  const program = new Command('ssllint');
  program
    .description('Lint the TLS and HTTP-performance settings of nginx and Apache httpd configurations.')
    .version(toolVersion(), '-v, --version', 'print the version')
    .argument('[paths...]', 'config files or directories (nginx.conf / apache2.conf / httpd.conf trees, or fragments); - reads stdin')
    .addOption(new Option('-f, --format <format>', 'output format').choices([...FORMATS]).default('stylish'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('-c, --config <file>', 'use this config file instead of the nearest .ssllint.json/.ssllint.yaml')
    .option('--no-config', 'ignore config files')
    .option('-r, --rule <id=level>', 'set a rule to off|info|warning|error (repeatable)', collect)
    .option('--openssl <gens>', 'OpenSSL generations to check, comma-separated: 1.0.2,1.1.1,3.x,4.x, or one release such as 3.5.5 (default: 1.0.2,1.1.1,3.x, narrowed by what the tree uses)')
    .addOption(new Option('--fail-level <level>', 'lowest severity that makes the exit code 1').choices(['error', 'warning', 'info']).default('error'))
    .option('--max-warnings <n>', 'exit 1 when there are more than n warnings')
    .option('--path-map <from=to>', 'read files under FROM from TO instead (repeatable), e.g. /etc/nginx=./nginx', collect)
    .option('-D, --define <name>', 'Apache: treat NAME as defined, as `httpd -D NAME` does, for <IfDefine NAME> (repeatable)', collect)
    .option('--nginx-version <v>', 'nginx version whose defaults apply')
    .option('--apache-version <v>', 'Apache httpd version whose defaults apply')
    .option('--now <iso-date>', 'the date certificate expiry is judged at (default: now)')
    .option('--expiring-days <n>', 'warn about certificates that expire within n days, an error within 3 (default: a third of each certificate\'s lifetime, an error at a sixth)')
    .option('--platform <name>', 'judge for a distribution\'s OpenSSL build and packaged servers: debian-12, ubuntu-24.04, rhel-9, rhel-9-fips… ; auto (the host, when linting its own /etc/nginx, /etc/httpd, /etc/apache2); list')
    .option('--hardware <profiles>', 'CPUs that terminate TLS, comma-separated: x86-aesni (default), x86-no-aesni, arm64-crypto, arm-no-crypto, auto')
    .option('--policy <name|file>', 'judge each server against a compliance policy: mozilla-modern, mozilla-intermediate, mozilla-old, nist-800-52r2, bsi-tr-02102-2, ncsc-nl, pci-dss-4, or a policy file (repeatable)', collect)
    .option('--no-color', 'no colour in the stylish output (also NO_COLOR=1)')
    .option('-q, --quiet', 'report errors only')
    .option('--verbose', 'stylish and unix: full messages (suite lists, costs), every fix\'s reason and each rule\'s docs URL')
    .option('--fix', 'apply the safe fixes to the files (checked by linting the fixed tree first)')
    .option('--fix-dry-run', 'print the fixes as a unified diff (apply with patch -p1 in this directory); change nothing')
    .option('--fix-type <types>', 'fixes to apply, comma-separated: safe (default), risky (cipher and protocol changes, HSTS)')
    .option('--fix-backup', 'with --fix: keep each changed file as FILE.orig')
    .option('--skip-unknown-files', 'skip a named file that is neither nginx nor Apache without a word (default: a usage error; the pre-commit hook passes this)')
    .addHelpText('after', EXAMPLES)
    .action(async (paths: string[], flags: CliFlags) => {
      const { runLint } = await import('./lint-command.js');
      setExit(await runLint(paths, flags, io));
    });
  program.configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  registerCiphersCommand(program);
  registerAdviseCommand(program);
  registerParseCommand(program);
  program
    .command('platforms')
    .description('list the platforms --platform knows, with their OpenSSL, nginx and httpd versions')
    .action(async () => {
      const { platformTable } = await import('../settings/choose-platform.js');
      io.stdout(platformTable());
    });
  registerRulesCommands(program, io);
  registerAuditCommand(program, io);
  registerVerifyCommand(program, io);
  program
    .command('lsp')
    .description('run a Language Server Protocol server on stdin/stdout, for editors (docs/editors.md)')
    .option('--stdio', 'talk over stdin/stdout (the only way; accepted because clients pass it)')
    .action(async () => {
      const { startServer } = await import('./lsp/server.js');
      startServer();
      // Served until the client says exit: the connection ends the process itself.
      await new Promise(() => undefined);
    });
  program.hook('preSubcommand', (root, command) => passRootOptions(root, command));
  return program;
}

/**
 * Options written before a command's name (`ssllint --platform rhel-9 audit …`) are the root's:
 * commander would read them and drop them. Those the command has too are handed to it (its own,
 * written after its name, still win); any other is a usage error, never silently ignored.
 */
function passRootOptions(root: Command, command: Command): void {
  for (const option of root.options) {
    const key = option.attributeName();
    if (root.getOptionValueSource(key) !== 'cli') continue;
    const own = command.options.find((o) => o.long === option.long);
    if (!own) throw new UsageError(`${option.long}: an option of the lint, not of \`ssllint ${command.name()}\` (write it after the command's name if the command takes it)`);
    command.setOptionValueWithSource(own.attributeName(), root.getOptionValue(key), 'cli');
  }
}
