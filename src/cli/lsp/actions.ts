// Code actions from the fix engine: each finding's own fix as a quick fix (a safe one is the
// preferred action, a risky one says so in its title), and "fix all safe problems" for the file,
// which goes through --fix's own plan-and-verify (fix/run.ts), so it offers only what holds.
import type { CodeAction, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver/node';
import type { Finding } from '../../findings.js';
import { lint } from '../../lint.js';
import { fixPlanner } from '../../fix/plan.js';
import type { Safety } from '../../fix/safety.js';
import { editRoots, fileGate, planAndCheck } from '../../fix/run.js';
import type { Rule } from '../../rule.js';
import { findingRange, overlaps, positionAt, toDiagnostic } from './convert.js';
import type { Judged } from './judge.js';

export const FIX_ALL_KIND = 'source.fixAll.ssllint';

export interface ActionContext {
  judged: Judged;
  /** The buffer's file (real path) and text. */
  file: string;
  text: string;
  rules: readonly Rule[];
  perRule: ReadonlyMap<string, boolean>;
  /** The URI a file is known by to the client. */
  uriOf: (file: string) => string;
}

/** The quick fixes of the findings in `range` only: an editor asks at every cursor move. */
export function quickFixes(ctx: ActionContext, range: Range): CodeAction[] {
  const { result, options } = ctx.judged;
  // The roots --fix edits in (a named file's whole tree), not the paths: sites/a.conf of nginx.conf's tree is in.
  const gate = fileGate(result, editRoots(options));
  const inRange = result.findings.filter((f) => f.location.file === ctx.file && f.fix?.replacement !== undefined && overlaps(findingRange(f, ctx.text), range));
  if (inRange.length === 0) return [];
  // Each finding planned on its own (one action each), the tree indexed once for all of them.
  const planFixes = fixPlanner(result.trees);
  const out: CodeAction[] = [];
  for (const f of inRange) {
    const plan = planFixes([f], { text: gate, allowed: () => true });
    if (plan.edits.length === 0) continue;
    const risky = plan.edits.some((e) => e.safety === 'risky');
    const changes: Record<string, TextEdit[]> = {};
    for (const e of plan.edits) {
      const t = gate(e.file);
      if (typeof t === 'string') continue;
      (changes[ctx.uriOf(e.file)] ??= []).push({ range: { start: positionAt(t.text, e.start), end: positionAt(t.text, e.end) }, newText: e.text });
    }
    const action: CodeAction = {
      title: `${risky ? 'Fix (risky: review before saving)' : 'Fix'} ${f.ruleId}: ${f.fix!.description}`,
      kind: 'quickfix',
      diagnostics: [toDiagnostic(f, ctx.text, undefined)],
      edit: { changes },
    };
    if (!risky) action.isPreferred = true;
    out.push(action);
  }
  return out;
}

/**
 * Whether the file has a finding with a safe fix (planned, not yet verified): when to offer "fix
 * all safe". Planned one finding at a time until one has: usually the first.
 */
export function hasSafeFix(ctx: ActionContext): boolean {
  const { result, options } = ctx.judged;
  const mine = result.findings.filter((f) => f.location.file === ctx.file && f.fix?.replacement !== undefined);
  if (mine.length === 0) return false;
  const gate = fileGate(result, editRoots(options));
  const allowed = (f: Finding, safety: Safety) => ctx.perRule.get(f.ruleId) ?? safety === 'safe';
  const planFixes = fixPlanner(result.trees);
  return mine.some((f) => planFixes([f], { text: gate, allowed }).edits.length > 0);
}

export const FIX_ALL_TITLE = 'Fix all safe ssllint problems in this file';

/** Every safe fix for the findings in the file, verified as --fix verifies them; undefined when none. */
export function fixAllSafe(ctx: ActionContext): CodeAction | undefined {
  const { result, options } = ctx.judged;
  if (!result.findings.some((f) => f.location.file === ctx.file && f.fix?.replacement !== undefined)) return undefined;
  // Checked against the whole tree, as --fix checks: an edit here may change what another file's
  // servers get, and the other files' findings as they stand are no news.
  const whole = { ...options, focus: undefined };
  const before = options.focus ? lint(whole, ctx.rules) : result;
  const outcome = planAndCheck(before, whole, ctx.rules, { types: new Set(['safe']), perRule: ctx.perRule, files: new Set([ctx.file]) });
  if (outcome.refused || outcome.changed.size === 0) return undefined;
  const changes: WorkspaceEdit['changes'] = {};
  for (const [file, c] of outcome.changed) {
    changes[ctx.uriOf(file)] = [{ range: { start: { line: 0, character: 0 }, end: positionAt(c.original.text, c.original.text.length) }, newText: c.fixed.text }];
  }
  return { title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, edit: { changes } };
}
