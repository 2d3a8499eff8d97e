// `--fix` and `--fix-dry-run`: plan the edits, lint the edited tree in memory, drop the fixes
// that did not hold (up to three rounds), then write (atomically) or print a diff.
import { realpathSync, statSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Finding } from '../findings.js';
import { lint, type LintOptions, type LintResult } from '../lint.js';
import type { Model } from '../model/types.js';
import type { Rule } from '../rule.js';
import { applyChanges, writeAtomically } from './apply.js';
import { unifiedDiff } from './diff.js';
import { FileText } from './file-text.js';
import { planFixes, type FixEdit, type SkippedFix } from './plan.js';
import type { Safety } from './safety.js';
import { verifyFix, type ChangedFile } from './verify.js';

export interface FixChoice {
  /** Safeties applied (default: safe only). */
  types: ReadonlySet<Safety>;
  /** Config `fix: {RULE: true|false}`: true applies the rule's fixes at any safety, false never. */
  perRule: ReadonlyMap<string, boolean>;
}

export interface FixOutcome {
  edits: FixEdit[];
  skipped: SkippedFix[];
  /** Real paths of the files the edits change, with their old and new texts. */
  changed: Map<string, ChangedFile>;
  /** The lint of the tree as fixed (the first lint when nothing changes). */
  after: LintResult;
  /** Set when nothing may be written, with why. */
  refused?: string;
}

const ROUNDS = 3;

export function planAndCheck(first: LintResult, options: LintOptions, rules: readonly Rule[], choice: FixChoice): FixOutcome {
  const text = fileGate(first, options.paths);
  const allowed = (f: Finding, safety: Safety): boolean => {
    const own = choice.perRule.get(f.ruleId);
    return own ?? choice.types.has(safety);
  };
  const excluded = new Map<Finding, string>();
  for (let round = 1; ; round++) {
    const candidates = first.findings.filter((f) => !excluded.has(f));
    const plan = planFixes(candidates, first.trees, { text, allowed });
    const skipped = [...plan.skipped, ...[...excluded].map(([finding, reason]) => ({ finding, reason }))];
    const changed = changedFiles(plan.edits, text);
    if (changed.size === 0) return { edits: [], skipped, changed, after: first };
    const overlay = new Map([...changed].map(([file, c]) => [file, c.fixed.text]));
    const after = lint({ ...options, overlay }, rules);
    const verdict = verifyFix(first.findings, after.findings, plan.edits, changed);
    if (verdict.failed.size === 0 && verdict.unexplained.length === 0) return { edits: plan.edits, skipped, changed, after };
    for (const [f, why] of verdict.failed) excluded.set(f, why);
    if (verdict.unexplained.length > 0 || round === ROUNDS) {
      const why = verdict.unexplained[0] ?? [...verdict.failed][0][0];
      const reason = verdict.unexplained.length > 0 ? `the fixed tree would get a new ${why.severity}: ${why.ruleId} ${why.message}` : `fixes still failed after ${ROUNDS} rounds`;
      return { edits: [], skipped: [...plan.skipped, ...[...excluded].map(([finding, r]) => ({ finding, reason: r }))], changed: new Map(), after: first, refused: reason };
    }
  }
}

/** Writes the changed files (atomically; FILE.orig first when `backup`). Returns their paths. */
export function writeFixes(outcome: FixOutcome, backup: boolean): string[] {
  const written: string[] = [];
  for (const [file, c] of outcome.changed) {
    writeAtomically(file, c.original.withBom(c.fixed.text), backup);
    written.push(file);
  }
  return written;
}

/** The diff of every changed file, paths relative to `cwd` (apply with `patch -p1` there). */
export function fixDiff(outcome: FixOutcome, cwd: string): string {
  return [...outcome.changed]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, c]) => unifiedDiff(relative(cwd, file).split(sep).join('/'), c.original, c.changes))
    .join('');
}

function changedFiles(edits: readonly FixEdit[], text: (file: string) => FileText | string): Map<string, ChangedFile> {
  const byFile = new Map<string, FixEdit[]>();
  for (const e of edits) {
    let list = byFile.get(e.file);
    if (!list) byFile.set(e.file, (list = []));
    list.push(e);
  }
  const out = new Map<string, ChangedFile>();
  for (const [file, changes] of byFile) {
    const original = text(file) as FileText;
    const fixed = applyChanges(original.text, changes);
    if (fixed !== original.text) out.set(file, { original, changes, fixed: new FileText(file, fixed, original.bom) });
  }
  return out;
}

/**
 * The texts edits may go into: configuration files the lint read that lie inside the linted
 * tree (a symlink's target elsewhere is not ours to change), never a certificate or key.
 */
function fileGate(first: LintResult, paths: readonly string[]): (file: string) => FileText | string {
  const roots = paths.filter((p) => p !== '-').map((p) => {
    const real = realpathOr(p);
    return isDir(real) ? real : dirname(real);
  });
  const read = new Set(first.files);
  const secret = referencedFiles(first.models);
  const texts = new Map<string, FileText | string>();
  return (file) => {
    let t = texts.get(file);
    if (t === undefined) {
      if (secret.has(file)) throw new Error(`internal error: a fix was about to edit ${file}, which the configuration names as a certificate or key`);
      if (!read.has(file)) t = `${file} is not a configuration file this lint read`;
      else if (!roots.some((r) => file === r || file.startsWith(r.endsWith(sep) ? r : r + sep))) t = `${file} lies outside the linted tree (${roots.join(', ')}): a symlink's target there is not edited`;
      else {
        try {
          t = FileText.read(file);
        } catch (err) {
          t = `cannot read ${file}: ${(err as Error).message}`;
        }
      }
      texts.set(file, t);
    }
    return t;
  };
}

function referencedFiles(models: readonly Model[]): Set<string> {
  const out = new Set<string>();
  for (const m of models) {
    for (const s of m.servers) {
      const tls = s.tls;
      if (!tls) continue;
      for (const r of [...tls.certificates, ...tls.keys, ...tls.chainFiles, tls.trustedCertificate, tls.dhparam]) if (r) out.add(realpathOr(r.resolved));
    }
  }
  return out;
}

function realpathOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
