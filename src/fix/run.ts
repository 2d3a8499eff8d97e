// `--fix` and `--fix-dry-run`: plan the edits, lint the edited tree in memory, drop the fixes
// that did not hold, then write (atomically) or print a diff. One fix can call for another (HSTS
// added to a server makes a location that sets its own headers lose it): passes repeat on the
// fixed texts until nothing is left to fix, so a second --fix finds nothing to do.
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { namedRoots } from '../source/fence.js';
import { errnoReason, readConfigFile } from '../source/read.js';
import { dirname, relative, sep } from 'node:path';
import type { Finding } from '../findings.js';
import { lint, type LintOptions, type LintResult } from '../lint.js';
import type { Model } from '../model/types.js';
import type { Rule } from '../rule.js';
import { applyChanges, commit, discard, modeOf, stage, type Staged } from './apply.js';
import { lockFile, unlock, type Lock } from './lock.js';
import { LineHistory } from './diff.js';
import { FileText } from './file-text.js';
import { planFixes, type FixEdit, type SkippedFix } from './plan.js';
import type { Safety } from './safety.js';
import type { Directive } from '../syntax/types.js';
import { verifyFix, type ChangedFile, type ServerAround } from './verify.js';
import { neutralise } from '../report/untrusted.js';

export interface FixChoice {
  /** Safeties applied (default: safe only). */
  types: ReadonlySet<Safety>;
  /** Config `fix: {RULE: true|false}`: true applies the rule's fixes at any safety, false never. */
  perRule: ReadonlyMap<string, boolean>;
  /** Only the findings in these files are fixed (the editor's "fix all in this file"); the check still spans the tree. */
  files?: ReadonlySet<string>;
}

export interface FixedFile {
  original: FileText;
  fixed: FileText;
  history: LineHistory;
}

export interface FixOutcome {
  /** Every edit made, pass after pass (a later pass's offsets are in the text the one before left). */
  edits: FixEdit[];
  /** The first pass's edits: offsets in the files as they are on disk (SARIF's replacements). */
  firstEdits: FixEdit[];
  skipped: SkippedFix[];
  /** Real paths of the files the edits change. */
  changed: Map<string, FixedFile>;
  /** The lint of the tree as fixed (the first lint when nothing changes). */
  after: LintResult;
  /** Set when nothing may be written, with why. */
  refused?: string;
}

/** Rounds of dropping the fixes that failed, within a pass. */
const ROUNDS = 3;
/** Passes of fixing what the previous pass's fixes called for. */
const PASSES = 4;

interface Pass {
  edits: FixEdit[];
  skipped: SkippedFix[];
  changed: Map<string, ChangedFile>;
  after: LintResult;
  refused?: string;
}

/** The directories a fix may edit files in: the roots of each linted tree's fence, else the trees around the paths named. */
export function editRoots(options: Pick<LintOptions, 'paths' | 'fence'>): readonly string[] {
  const fences = options.fence;
  if (!fences) return namedRoots(options.paths);
  return [...new Set(options.paths.flatMap((p) => fences.of(p === '-' ? process.cwd() : p).roots))];
}

export function planAndCheck(first: LintResult, options: LintOptions, rules: readonly Rule[], choice: FixChoice): FixOutcome {
  const disk = fileGate(first, editRoots(options));
  const current = new Map<string, FileText>();
  const changed = new Map<string, FixedFile>();
  const text = (file: string): FileText | string => current.get(file) ?? disk(file);
  const outcome: FixOutcome = { edits: [], firstEdits: [], skipped: [], changed, after: first };
  for (let n = 1; n <= PASSES; n++) {
    const pass = onePass(outcome.after, options, rules, choice, text, current);
    if (pass.refused) {
      // A later pass that fails leaves the earlier passes' verified fixes standing.
      if (n === 1) return { ...outcome, skipped: pass.skipped, refused: pass.refused };
      break;
    }
    // A later pass lints the text the passes before it wrote: its findings' lines are said as
    // they are in the files on disk (the diff's old side), or as written by a fix.
    outcome.skipped = n === 1 ? pass.skipped : pass.skipped.filter((s) => !outcome.edits.some((e) => e.findings.includes(s.finding))).map((s) => onOriginalLines(s, changed));
    if (pass.changed.size === 0) break;
    for (const [file, c] of pass.changed) {
      let fixed = changed.get(file);
      if (!fixed) changed.set(file, (fixed = { original: c.original, fixed: c.fixed, history: new LineHistory(c.original) }));
      fixed.history.record(c.original, c.changes);
      fixed.fixed = c.fixed;
      current.set(file, c.fixed);
    }
    for (const each of pass.edits) outcome.edits.push(each);
    if (n === 1) outcome.firstEdits = pass.edits;
    outcome.after = pass.after;
  }
  // A later pass may undo what an earlier one wrote: such a file is left as it is.
  for (const [file, f] of changed) if (f.fixed.text === f.original.text) changed.delete(file);
  return outcome;
}

function onePass(before: LintResult, options: LintOptions, rules: readonly Rule[], choice: FixChoice, text: (file: string) => FileText | string, current: Map<string, FileText>): Pass {
  const allowed = (f: Finding, safety: Safety): boolean => (!choice.files || choice.files.has(f.location.file)) && (choice.perRule.get(f.ruleId) ?? choice.types.has(safety));
  const excluded = new Map<Finding, string>();
  for (let round = 1; ; round++) {
    const plan = planFixes(before.findings.filter((f) => !excluded.has(f)), before.trees, { text, allowed });
    const skipped = [...plan.skipped, ...[...excluded].map(([finding, reason]) => ({ finding, reason }))];
    const changed = changedFiles(plan.edits, text);
    if (changed.size === 0) return { edits: [], skipped, changed, after: before };
    // Every file as first read (no second read of the tree), then the fixes so far.
    const overlay = new Map<string, string>();
    for (const file of before.files) {
      const kept = before.text?.(file);
      if (kept) overlay.set(file, kept.text);
    }
    for (const [file, t] of current) overlay.set(file, t.text);
    for (const [file, c] of changed) overlay.set(file, c.fixed.text);
    const after = lint({ ...options, overlay }, rules);
    const verdict = verifyFix(before.findings, after.findings, plan.edits, changed, serversOf(before));
    if (verdict.failed.size === 0 && verdict.unexplained.length === 0) return { edits: plan.edits, skipped, changed, after };
    for (const [f, why] of verdict.failed) excluded.set(f, why);
    if (verdict.unexplained.length > 0 || round === ROUNDS) {
      const why = verdict.unexplained[0];
      const reason = why ? `the fixed tree would get a new ${why.severity}: ${why.ruleId} ${why.message}` : `fixes still failed after ${ROUNDS} rounds`;
      return { edits: [], skipped: [...plan.skipped, ...[...excluded].map(([finding, r]) => ({ finding, reason: r }))], changed: new Map(), after: before, refused: reason };
    }
  }
}

/** A skipped fix of a later pass, placed at the line of the file as it was read. */
function onOriginalLines(s: SkippedFix, changed: ReadonlyMap<string, FixedFile>): SkippedFix {
  const loc = s.finding.location;
  const history = changed.get(loc.file)?.history;
  if (!history) return s;
  const start = history.originalLine(loc.line);
  const end = loc.endLine === undefined ? undefined : history.originalLine(loc.endLine);
  const location = { ...loc, line: start.line, endLine: end?.line };
  if (location.endLine === undefined) delete location.endLine;
  const reason = start.written ? `${s.reason} (on a line an earlier fix writes after line ${start.line})` : s.reason;
  return { finding: { ...s.finding, location }, reason };
}

/** The server block around a line, from the trees the pass planned in. */
function serversOf(result: LintResult): ServerAround {
  const byFile = new Map<string, { from: number; to: number }[]>();
  const walk = (list: readonly Directive[], file: string, dialect: string): void => {
    for (const d of list) {
      if (!d.block) continue;
      const name = d.name.toLowerCase();
      if ((dialect === 'nginx' && name === 'server') || (dialect === 'apache' && name === 'virtualhost')) {
        let spans = byFile.get(file);
        if (!spans) byFile.set(file, (spans = []));
        spans.push({ from: d.span.line, to: d.blockEnd?.line ?? Number.MAX_SAFE_INTEGER });
      } else walk(d.block, file, dialect);
    }
  };
  for (const tree of result.trees) for (const [file, parsed] of tree.files) if (!byFile.has(file)) walk(parsed.directives, file, tree.dialect);
  return (file, line) => byFile.get(file)?.find((s) => s.from <= line && line <= s.to);
}

/**
 * Writes the changed files (atomically; FILE.orig too when `backup`). Each file is locked
 * against another ssllint run (lock.ts), then every file is checked, so that a tree is not left
 * half fixed for want of one permission: its directory must be writable, the file itself
 * writable (a file without any write bit is left alone, for root too, who could otherwise
 * replace it: the owner made it read-only on purpose), and its content what the lint read (an
 * edit made meanwhile is kept, not overwritten). FILE.orig is the text the lint read, and the
 * content is compared once more right before the renames. Returns why nothing (or not
 * everything) was written, or undefined.
 */
export function writeFixes(outcome: FixOutcome, backup: boolean): string | undefined {
  const locks: Lock[] = [];
  try {
    for (const file of [...outcome.changed.keys()].sort()) {
      const lock = lockFile(file);
      if ('refused' in lock) return `nothing was written: ${lock.refused}`;
      locks.push(lock);
    }
    for (const [file, c] of outcome.changed) {
      const refused = unwritable(file, c.original);
      if (refused) return `nothing was written: ${refused}`;
    }
    const done: string[] = [];
    for (const [file, c] of outcome.changed) {
      const written = done.length ? `written before it: ${done.join(', ')}` : 'nothing was written';
      const staged: Staged[] = [];
      try {
        const like = modeOf(file);
        if (backup) staged.push(stage(`${file}.orig`, c.original.withBom(c.original.text), like));
        staged.push(stage(file, c.original.withBom(c.fixed.text), like));
        // The lock keeps out other ssllint runs, not an editor: the check above may be seconds old.
        const changed = changedSince(file, c.original);
        if (changed) {
          staged.forEach(discard);
          return `${changed}; ${written}`;
        }
        while (staged.length > 0) {
          commit(staged[0]);
          staged.shift();
        }
      } catch (err) {
        staged.forEach(discard);
        return `writing ${file} failed (${errnoReason(err)}); ${written}`;
      }
      done.push(file);
    }
    return undefined;
  } finally {
    locks.forEach(unlock);
  }
}

/** Why `file` may not be rewritten, or undefined. */
function unwritable(file: string, read: FileText): string | undefined {
  try {
    accessSync(dirname(file), constants.W_OK);
    if ((statSync(file).mode & 0o222) === 0) return `${file} is read-only (no write permission bit): make it writable (chmod u+w) to have it fixed`;
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (err) {
    return `cannot write ${file} (${errnoReason(err)})`;
  }
  return changedSince(file, read);
}

/** Why the file on disk is no longer the text the lint read (someone edited it meanwhile), or undefined. */
function changedSince(file: string, read: FileText): string | undefined {
  // Read as the lint reads (bounded, a regular file only): a FIFO put in its place does not hang the run.
  const now = readConfigFile(file);
  if (!now.ok) return `cannot read ${file} again before writing it (${now.reason})`;
  return now.text === read.text && !!now.bom === read.bom ? undefined : `${file} changed after ssllint read it (edited meanwhile?): not overwritten, run ssllint again`;
}

/** The diff of every changed file, paths relative to `cwd` (apply with `patch -p1` there). */
export function fixDiff(outcome: FixOutcome, cwd: string): string {
  // A diff line starts with its mark (` `, `-`, `+`, `@`, `\\`), so only a line break the runner
  // sees and diff(1) does not (a lone CR), or a name with a line break, or `##[`, could make
  // a command of one: neutralise escapes those, and such a line no longer applies with patch.
  return neutralise(
    [...outcome.changed]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([file, c]) => c.history.diff(relative(cwd, file).split(sep).join('/')))
      .join(''),
  );
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
export function fileGate(first: LintResult, roots: readonly string[]): (file: string) => FileText | string {
  const read = new Set(first.files);
  const secret = referencedFiles(first.models);
  const texts = new Map<string, FileText | string>();
  return (file) => {
    let t = texts.get(file);
    if (t === undefined) {
      // Never a target in a sane tree; a config that names itself as its key still is not edited.
      if (secret.has(file)) t = `${file} is named as a certificate, key or parameter file: ssllint never edits one`;
      else if (!read.has(file)) t = `${file} is not a configuration file this lint read`;
      else if (!roots.some((r) => file === r || file.startsWith(r.endsWith(sep) ? r : r + sep))) t = `${file} lies outside the linted tree (${roots.join(', ')}): a symlink's target there is not edited`;
      else {
        const kept = first.text?.(file);
        if (kept) t = new FileText(file, kept.text, kept.bom);
        else {
          try {
            t = FileText.read(file);
          } catch (err) {
            t = `cannot read ${file}: ${(err as Error).message}`;
          }
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

