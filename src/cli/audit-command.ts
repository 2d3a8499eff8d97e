// `ssllint audit PATH…`: the command's flags. What it does (src/cli/audit-run.ts) loads only when
// it runs.
import { Option, type Command } from 'commander';
import type { Io } from './main.js';

export const AUDIT_FORMATS = ['text', 'json', 'markdown', 'html'] as const;

export interface AuditFlags {
  format: string;
  output?: string;
  config?: string | false;
  openssl?: string;
  pathMap?: string[];
  define?: string[];
  nginxVersion?: string;
  apacheVersion?: string;
  now?: string;
  tar?: string;
  width?: string;
  policy?: string[];
  failGrade?: string;
  platform?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerAuditCommand(program: Command, io: Io): Command {
  return program
    .command('audit')
    .description("every virtual server's TLS posture and its grade (after SSL Labs' rating guide), read from the config")
    .argument('[paths...]', 'config files or directories (with --tar: paths inside the archive); default: the config file\'s roots, else those of /etc/nginx, /etc/apache2 and /etc/httpd that exist')
    .addOption(new Option('-f, --format <format>', 'report format').choices([...AUDIT_FORMATS]).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('-c, --config <file>', 'use this config file instead of the nearest .ssllint.json/.ssllint.yaml')
    .option('--no-config', 'ignore config files')
    .option('--openssl <gens>', 'OpenSSL generations to grade, comma-separated: 1.0.2,1.1.1,3.x,4.x, or one release such as 3.5.5 (default: 1.0.2,1.1.1,3.x, narrowed by what the tree uses)')
    .option('--path-map <from=to>', 'read files under FROM from TO instead (repeatable)', collect)
    .option('-D, --define <name>', 'Apache: treat NAME as defined (repeatable)', collect)
    .option('--nginx-version <v>', 'nginx version whose defaults apply')
    .option('--apache-version <v>', 'Apache httpd version whose defaults apply')
    .option('--now <iso-date>', 'the date certificate expiry is judged at (default: now)')
    .option('--platform <name>', 'judge for a distribution\'s OpenSSL build and packaged servers (as the lint does: debian-12, rhel-9…; auto; list)')
    .option('--tar <file>', 'read the tree from a tar archive (- for standard input), paths inside rooted at /; nothing is written to disk')
    .option('--policy <name|file>', 'add each server\'s pass/fail for a compliance policy (repeatable; see ssllint --help)', collect)
    .option('--width <columns>', 'text format: table width (80-120, default 100)')
    .option('--fail-grade <grade>', 'exit 1 when any server grades below this (A+, A, A-, B, C, D, E, F); the report is printed either way')
    .action(async (paths: string[], flags: AuditFlags) => {
      const { runAudit } = await import('./audit-run.js');
      process.exitCode = await runAudit(paths, flags, io);
    });
}
