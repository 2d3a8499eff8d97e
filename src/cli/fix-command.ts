// What --fix and --fix-dry-run add to a lint: the edits (src/fix/), checked on the fixed tree,
// then written or printed as a diff. A summary goes to stderr; --fix then reports what is left.
import { relative } from 'node:path';
import type { LintOptions, LintResult } from '../lint.js';
import type { Rule } from '../rule.js';
import { fixDiff, planAndCheck, writeFixes, type FixOutcome } from '../fix/run.js';
import type { Io } from './io.js';
import type { FixSettings } from '../settings/options.js';
import { printable } from '../report/text.js';
import { neutralise } from '../text/untrusted.js';

/** The outcome, or undefined when the files could not be written (said on stderr). */
export function runFixes(first: LintResult, options: LintOptions, rules: readonly Rule[], fix: FixSettings, io: Io): FixOutcome | undefined {
  const outcome = planAndCheck(first, options, rules, { types: fix.types, perRule: fix.perRule });
  if (fix.write) {
    const failed = writeFixes(outcome, fix.backup);
    if (failed) {
      io.stderr(neutralise(`ssllint: ${printable(failed)}\n`));
      return undefined;
    }
  } else io.stdout(fixDiff(outcome, io.cwd));
  io.stderr(fixSummary(outcome, fix.write, io.cwd));
  return outcome;
}

const MAX_LISTED = 100;

export function fixSummary(outcome: FixOutcome, wrote: boolean, cwd: string): string {
  const fixed = new Set(outcome.edits.flatMap((e) => e.findings));
  const lines: string[] = [];
  if (outcome.refused) lines.push(`ssllint: nothing was ${wrote ? 'written' : 'changed'}: ${printable(outcome.refused)}`);
  else if (outcome.changed.size === 0) lines.push('ssllint: no fix to apply');
  else {
    const verb = wrote ? 'fixed' : 'would fix';
    lines.push(`ssllint: ${verb} ${fixed.size} finding${fixed.size === 1 ? '' : 's'} with ${outcome.edits.length} edit${outcome.edits.length === 1 ? '' : 's'} in ${outcome.changed.size} file${outcome.changed.size === 1 ? '' : 's'}`);
  }
  // A fleet's tree can leave thousands unfixed for one reason: the first ones show it.
  for (const s of outcome.skipped.slice(0, MAX_LISTED)) {
    const l = s.finding.location;
    // The path and the reason can hold a config's line breaks: shown as escapes, one line each.
    lines.push(`  not fixed: ${printable(relative(cwd, l.file) || l.file)}:${l.line}:${l.column} ${s.finding.ruleId}: ${printable(s.reason)}`);
  }
  if (outcome.skipped.length > MAX_LISTED) lines.push(`  … and ${outcome.skipped.length - MAX_LISTED} more not fixed`);
  return neutralise(`${lines.join('\n')}\n`);
}
