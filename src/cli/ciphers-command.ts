// `ssllint ciphers 'STRING'`: the command's flags. What it does (ciphers.ts) loads only
// when it runs.
import type { Command } from 'commander';

export interface CiphersFlags {
  openssl: string;
  format: string;
  ciphersuites?: string;
}

export function registerCiphersCommand(program: Command): void {
  program
    .command('ciphers')
    .description('list the suites an OpenSSL cipher string enables, in order, offline (like `openssl ciphers -v`)')
    .argument('<string>', 'cipher string, e.g. "HIGH:!aNULL:!MD5"')
    .option('--openssl <generation>', 'OpenSSL generation: 1.0.2, 1.1.1, 3.x or 4.x', '3.x')
    .option('--format <format>', 'text or json', 'text')
    .option('--ciphersuites <list>', 'TLS 1.3 suites (the Ciphersuites setting) instead of the default')
    .action(async (cipherString: string, flags: CiphersFlags) => {
      const { runCiphers } = await import('./ciphers.js');
      process.exitCode = runCiphers(cipherString, flags);
    });
}
