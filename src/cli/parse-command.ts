// `ssllint parse PATH…`: the command's flags. What it does (parse.ts) loads only when it runs.
import { Command, Option } from 'commander';
import type { ParseFlags } from './parse.js';
import { streamStdout } from './stdout.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerParseCommand(program: Command): void {
  // The main command has its own --format and --path-map; without positional options
  // commander would hand `parse x --format text` to the main command's --format.
  program.enablePositionalOptions();
  program
    .command('parse')
    .description('print the parsed configuration trees (debug)')
    .argument('<paths...>', 'config files or directories; - reads stdin (an nginx -T dump is split into its files)')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'text']).default('json'))
    .option('--path-map <from=to>', 'read files under FROM from TO instead (repeatable)', collect)
    .action(async (paths: string[], flags: ParseFlags, cmd: Command) => {
      const out = cmd.configureOutput();
      const write = (t: string) => (out.writeOut ? out.writeOut(t) : streamStdout(t));
      const fail = (t: string) => (out.writeErr ? out.writeErr(t) : process.stderr.write(t));
      const { runParse } = await import('./parse.js');
      process.exitCode = runParse(paths, flags, cmd.parent?.opts().pathMap, write, fail);
    });
}
