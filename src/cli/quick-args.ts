// The common lint command lines (`ssllint PATH… [--format F] [--no-color] …`) read without
// commander: loading and setting up commander, and its share of the code cache, is a good part
// of what a lint of a small tree costs. Only command lines whose every word is understood here
// are read here, to exactly what commander's parse hands the lint (test/cli-quick-args.test.ts
// checks both against commander); anything else (help, version, subcommands, `--`, a mistake
// to report) goes to commander as before.
import { FORMATS } from '../settings/formats.js';
import type { CliFlags } from '../settings/options.js';

interface QuickOption {
  readonly attribute: keyof CliFlags;
  /** A value follows (`<value>`); otherwise a switch that sets `switchValue`. */
  readonly takesValue: boolean;
  readonly switchValue?: boolean;
  readonly choices?: readonly string[];
  /** Repeatable: values collect into an array. */
  readonly collects?: boolean;
}

/** The lint command's options as program.ts defines them for commander, by every spelling. */
export const QUICK_OPTIONS: ReadonlyMap<string, QuickOption> = (() => {
  const value = (attribute: keyof CliFlags, extra: Partial<QuickOption> = {}): QuickOption => ({ attribute, takesValue: true, ...extra });
  const format = value('format', { choices: FORMATS });
  const output = value('output');
  const config = value('config');
  const rule = value('rule', { collects: true });
  const define = value('define', { collects: true });
  const quiet: QuickOption = { attribute: 'quiet', takesValue: false, switchValue: true };
  return new Map<string, QuickOption>([
    ['-f', format],
    ['--format', format],
    ['-o', output],
    ['--output', output],
    ['-c', config],
    ['--config', config],
    ['--no-config', { attribute: 'config', takesValue: false, switchValue: false }],
    ['-r', rule],
    ['--rule', rule],
    ['--openssl', value('openssl')],
    ['--fail-level', value('failLevel', { choices: ['error', 'warning', 'info'] })],
    ['--max-warnings', value('maxWarnings')],
    ['--path-map', value('pathMap', { collects: true })],
    ['-D', define],
    ['--define', define],
    ['--nginx-version', value('nginxVersion')],
    ['--apache-version', value('apacheVersion')],
    ['--now', value('now')],
    ['--expiring-days', value('expiringDays')],
    ['--hardware', value('hardware')],
    ['--policy', value('policy', { collects: true })],
    ['--platform', value('platform')],
    ['--no-color', { attribute: 'color', takesValue: false, switchValue: false }],
    ['-q', quiet],
    ['--quiet', quiet],
    ['--verbose', { attribute: 'verbose', takesValue: false, switchValue: true }],
    ['--fix', { attribute: 'fix', takesValue: false, switchValue: true }],
    ['--fix-dry-run', { attribute: 'fixDryRun', takesValue: false, switchValue: true }],
    ['--fix-type', value('fixType')],
    ['--fix-backup', { attribute: 'fixBackup', takesValue: false, switchValue: true }],
    ['--skip-unknown-files', { attribute: 'skipUnknownFiles', takesValue: false, switchValue: true }],
  ]);
})();

/** Words commander would take for a command (the subcommands, and its implicit `help`). */
export const COMMAND_WORDS: ReadonlySet<string> = new Set(['ciphers', 'advise', 'parse', 'platforms', 'help', 'audit', 'lsp', 'rules', 'explain', 'verify']);

/**
 * The paths and flags commander would hand the lint for `argv`, or undefined when `argv` is
 * anything but a plain lint command line made of the options above.
 */
export function quickLintArgs(argv: readonly string[]): { paths: string[]; flags: CliFlags } | undefined {
  // The defaults commander sets when the options are defined, in that order.
  const flags: CliFlags = { format: 'stylish', failLevel: 'error', color: true };
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '-' || !word.startsWith('-')) {
      if (COMMAND_WORDS.has(word)) return undefined;
      paths.push(word);
      continue;
    }
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const name = eq > 0 ? word.slice(0, eq) : word;
    const option = QUICK_OPTIONS.get(name);
    if (!option) return undefined;
    // Given twice (or as both --config and --no-config), an option that does not collect is
    // commander's to settle.
    if (seen.has(option.attribute) && !option.collects) return undefined;
    seen.add(option.attribute);
    if (!option.takesValue) {
      if (eq > 0) return undefined;
      flags[option.attribute] = option.switchValue as never;
      continue;
    }
    let v: string;
    if (eq > 0) v = word.slice(eq + 1);
    else {
      if (i + 1 >= argv.length) return undefined;
      v = argv[++i];
    }
    if (v.startsWith('-') || (option.choices && !option.choices.includes(v))) return undefined;
    if (option.collects) flags[option.attribute] = [...((flags[option.attribute] as string[] | undefined) ?? []), v] as never;
    else flags[option.attribute] = v as never;
  }
  return { paths, flags };
}
