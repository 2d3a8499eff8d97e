// The fixes a report carries (SARIF `fixes`): every planned edit, safe or risky, for a reviewer
// to apply; nothing is written. They are the first pass's edits as planned: --fix also lints
// the fixed tree before writing, which a report does not.
import type { Finding } from '../findings.js';
import type { LintOptions, LintResult } from '../lint.js';
import type { ReportFix } from '../report/types.js';
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
