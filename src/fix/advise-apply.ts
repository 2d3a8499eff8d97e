// `ssllint advise --apply PATH`: the advised directives written into the TLS servers of an
// existing tree, each replacing its namesake in the server's block or added to it, through the
// same planner as --fix. A diff first; files are written only with --yes, and only when the
// tree as changed lints without a new error or warning.
import type { Finding } from '../findings.js';
import { lint, type LintOptions } from '../lint.js';
import type { Rule } from '../rule.js';
import { tlsVirtualServers } from '../rules-support/helpers.js';
import { applyChanges } from './apply.js';
import { LineHistory } from './diff.js';
import { FileText } from './file-text.js';
import { planFixes } from './plan.js';
import { editRoots, fileGate, fixDiff, writeFixes, type FixOutcome } from './run.js';
import { verifyFix } from './verify.js';

export interface AdviceApplied {
  outcome: FixOutcome;
  /** TLS servers the advice went into. */
  servers: number;
}

/**
 * Plans the advised lines into every TLS server (or those named `serverName`) of the trees.
 * `replacement` gives the advised directives per dialect.
 */
export function applyAdvice(options: LintOptions, rules: readonly Rule[], replacement: { nginx: string; apache: string }, serverName?: string): AdviceApplied {
  const first = lint(options, rules);
  const targets: Finding[] = [];
  for (const model of first.models) {
    for (const server of tlsVirtualServers(model)) {
      if (serverName && !server.names.some((n) => n.value === serverName)) continue;
      targets.push({
        ruleId: 'advice',
        severity: 'info',
        message: 'the advised TLS settings',
        location: server.at,
        fix: { description: 'the advised TLS settings', replacement: replacement[model.dialect] },
      });
    }
  }
  const text = fileGate(first, editRoots(options));
  const plan = planFixes(targets, first.trees, { text, allowed: () => true });
  const outcome: FixOutcome = { edits: plan.edits, firstEdits: plan.edits, skipped: plan.skipped, changed: new Map(), after: first };
  const byFile = new Map<string, typeof plan.edits>();
  for (const e of plan.edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  const perPass = new Map();
  for (const [file, changes] of byFile) {
    const original = text(file) as FileText;
    const fixed = new FileText(file, applyChanges(original.text, changes), original.bom);
    if (fixed.text === original.text) continue;
    const history = new LineHistory(original);
    history.record(original, changes);
    outcome.changed.set(file, { original, fixed, history });
    perPass.set(file, { original, changes, fixed });
  }
  if (outcome.changed.size > 0) {
    const overlay = new Map<string, string>();
    for (const file of first.files) {
      const kept = first.text?.(file);
      if (kept) overlay.set(file, kept.text);
    }
    for (const [file, c] of outcome.changed) overlay.set(file, c.fixed.text);
    outcome.after = lint({ ...options, overlay }, rules);
    const verdict = verifyFix(first.findings, outcome.after.findings, plan.edits, perPass);
    const worse = [...verdict.failed.values()].find((why) => why.startsWith('the fixed file would get')) ?? (verdict.unexplained[0] ? `the changed tree would get a new ${verdict.unexplained[0].severity}: ${verdict.unexplained[0].ruleId} ${verdict.unexplained[0].message}` : undefined);
    if (worse) outcome.refused = worse;
  }
  return { outcome, servers: targets.length };
}

export { fixDiff, writeFixes };
