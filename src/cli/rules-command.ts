// `ssllint rules` and `ssllint explain RULE`: the rule catalogue and each rule's page, offline
// (as `ruff rule` does). The page is the one docs/rules/<id>.md holds, from the same metadata.
import type { Command } from 'commander';
import type { Io } from './main.js';
import { UsageError } from '../settings/usage-error.js';

export function registerRulesCommands(program: Command, io: Io): void {
  program
    .command('rules')
    .description('list every rule: id, default severity, category, what --fix does (safe, risky or none)')
    .option('--format <format>', 'text or json', 'text')
    .action(async (flags: { format: string }) => {
      if (flags.format !== 'text' && flags.format !== 'json') throw new UsageError(`--format must be text or json, not "${flags.format}"`);
      const { rulesTable } = await import('./rules-list.js');
      io.stdout(rulesTable(flags.format));
    });
  program
    .command('explain')
    .description("print a rule's page: what it reports, why, a bad and a good example, the fix")
    .argument('<rule>', 'a rule id (cipher-rc4), or a part of one no other id holds (rc4)')
    .action(async (id: string) => {
      const { explainRule } = await import('./rules-list.js');
      io.stdout(explainRule(id));
    });
}
