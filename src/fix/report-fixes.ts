// The fixes a report carries (SARIF `fixes`): every planned edit, safe or risky, for a reviewer
// to apply; nothing is written. They are the first pass's edits as planned: --fix also lints
// the fixed tree before writing, which a report does not.
import type { Finding } from '../findings.js';
import type { LintOptions, LintResult } from '../lint.js';
import type { FixCounts, ReportFix } from '../report/types.js';
import { FileText } from './file-text.js';
import { planFixes } from './plan.js';
import { editRoots, fileGate } from './run.js';

/** The fixes of `findings` (those the report holds: SARIF keeps at most 25,000). */
export function reportFixes(result: LintResult, options: Pick<LintOptions, 'paths' | 'fence'>, findings: readonly Finding[] = result.findings): Map<Finding, ReportFix> {
  // The roots --fix edits in: a named nginx.conf's sites/ are in its tree.
  const text = fileGate(result, editRoots(options));
  const plan = planFixes(findings, result.trees, { text, allowed: () => true });
  const out = new Map<Finding, ReportFix>();
  for (const e of plan.edits) {
    const file = text(e.file) as FileText;
    const start = file.position(e.start);
    const end = file.position(e.end);
    const change = { file: e.file, startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column, text: e.text };
    for (const f of e.findings) {
      let fix = out.get(f);
      if (!fix) {
        const risky = e.safety === 'risky' ? ' (a risky fix: --fix applies it only with --fix-type risky)' : '';
        out.set(f, (fix = { description: `${f.fix?.description ?? 'apply the fix'}${risky}`, changes: [] }));
      }
      fix.changes.push(change);
    }
  }
  return out;
}

/**
 * Findings with a fix to write past which the report does not plan them for its count: planning
 * costs about a third of the lint itself (45,000 fixes on 3,000 servers: 3.5 s), and a tree of
 * hundreds of servers has a few hundred.
 */
export const MAX_PLANNED_FIXES = 5_000;

/**
 * How many findings `--fix` would fix by default and how many more with `--fix-type risky`, as
 * its planner sees them (a fix it refuses, or finds written already, counts as it does there):
 * the report's "N fixable" line and --fix then tell the same story. Undefined past
 * MAX_PLANNED_FIXES: the report estimates from the fixes themselves, and says so.
 */
export function fixableCounts(result: LintResult, options: Pick<LintOptions, 'paths' | 'fence'>): FixCounts | undefined {
  const counts: FixCounts = { safe: 0, risky: 0 };
  let withFix = 0;
  for (const f of result.findings) if (f.fix?.replacement !== undefined) withFix++;
  if (withFix === 0) return counts;
  if (withFix > MAX_PLANNED_FIXES) return undefined;
  // Planned as --fix plans them: the safe fixes alone (a safe word removal that a risky rewrite
  // of the same directive would take the place of is applied by --fix), then all of them.
  const text = fileGate(result, editRoots(options));
  const fixed = (allowed: (f: Finding, safety: 'safe' | 'risky') => boolean): number => {
    const findings = new Set<Finding>();
    for (const e of planFixes(result.findings, result.trees, { text, allowed }).edits) for (const f of e.findings) findings.add(f);
    return findings.size;
  };
  counts.safe = fixed((_, safety) => safety === 'safe');
  counts.risky = Math.max(0, fixed(() => true) - counts.safe);
  return counts;
}
