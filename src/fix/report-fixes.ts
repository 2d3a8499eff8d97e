// The fixes a report carries (SARIF `fixes`): every planned edit, safe or risky, for a reviewer
// to apply; nothing is written. They are the first pass's edits as planned: --fix also lints
// the fixed tree before writing, which a report does not.
import type { Finding } from '../findings.js';
import type { LintOptions, LintResult } from '../lint.js';
import type { FixCounts, ReportFix } from '../report/types.js';
import { FileText } from './file-text.js';
import { planFixes } from './plan.js';
import { editRoots, fileGate } from './run.js';

export function reportFixes(result: LintResult, options: Pick<LintOptions, 'paths' | 'fence'>): Map<Finding, ReportFix> {
  // The roots --fix edits in: a named nginx.conf's sites/ are in its tree.
  const text = fileGate(result, editRoots(options));
  const plan = planFixes(result.findings, result.trees, { text, allowed: () => true });
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
 * How many findings `--fix` would fix by default and how many more with `--fix-type risky`, as
 * its planner sees them (a fix it refuses, say for a module the tree does not load, counts
 * for neither): the report's "N fixable" line and --fix then tell the same story.
 */
export function fixableCounts(result: LintResult, options: Pick<LintOptions, 'paths' | 'fence'>): FixCounts {
  const counts: FixCounts = { safe: 0, risky: 0 };
  if (!result.findings.some((f) => f.fix?.replacement !== undefined)) return counts;
  const plan = planFixes(result.findings, result.trees, { text: fileGate(result, editRoots(options)), allowed: () => true });
  const safety = new Map<Finding, 'safe' | 'risky'>();
  for (const e of plan.edits) for (const f of e.findings) if (safety.get(f) !== 'risky') safety.set(f, e.safety);
  for (const s of safety.values()) counts[s]++;
  return counts;
}
