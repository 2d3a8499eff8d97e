// GitHub Actions output: annotations for the worst findings (GitHub shows at most 10 of
// each kind per step and drops the rest) and, when the step has a summary file, every
// finding as a Markdown table there.
import { appendFileSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Finding, Severity } from '../findings.js';
import { countSeverities, legacyNote, plural, problemSummary, scopeSummary } from './counts.js';
import { directiveFixKey } from './directive-fixes.js';
import { position } from './location.js';
import { markdownCell, markdownCode, markdownCodeLines, markdownTable } from './markdown.js';
import { findRepoRoot, relativeInside } from './paths.js';
import { fixText, messageWithFix } from './text.js';
import { neutralise } from './untrusted.js';
import type { Env, ReportInput } from './types.js';
import { workflowCommand, type AnnotationCommand } from './workflow-command.js';

/** Annotations GitHub keeps per step for each of error, warning and notice. */
export const ANNOTATION_CAP = 10;
/** GitHub refuses a step summary larger than 1 MiB (and then shows none of it). */
export const STEP_SUMMARY_LIMIT = 1024 * 1024;

const COMMAND: Record<Severity, AnnotationCommand> = { error: 'error', warning: 'warning', info: 'notice' };
const ORDER: Severity[] = ['error', 'warning', 'info'];

/**
 * The path GitHub matches against the repository: relative to the repository root. A
 * relative path starting with `=` would reach the runner as `file==…`, which its
 * `Split('=', 2, RemoveEmptyEntries)` may cut differently, so it is given absolute; the
 * runner makes absolute paths inside the workspace relative itself.
 */
function annotationPath(file: string, cwd: string, root: string): string {
  const absolute = resolve(cwd, file);
  const rel = relativeInside(absolute, root);
  return rel !== undefined && !rel.startsWith('=') ? rel : absolute;
}

function annotation(f: Finding, path: string, title: string, withFix: boolean): string {
  const p = position(f.location);
  const props: [string, string | number][] = [['file', path], ['line', p.line]];
  // The runner drops columns when a region spans lines, so they are only given on one line.
  if (p.endLine !== undefined && p.endLine !== p.line) props.push(['endLine', p.endLine]);
  else if (p.column !== undefined) {
    props.push(['col', p.column]);
    if (p.endColumn !== undefined) props.push(['endLine', p.line], ['endColumn', p.endColumn]);
  }
  props.push(['title', title]);
  return workflowCommand(COMMAND[f.severity], props, withFix ? messageWithFix(f) : f.message);
}

export interface GithubParts {
  /** Annotation command lines, worst first. */
  annotations: string[];
  /** Findings left without an annotation, by severity. */
  skipped: Record<Severity, number>;
}

export function githubAnnotations(input: ReportInput): GithubParts {
  const root = findRepoRoot(input.cwd);
  const titles = new Map(input.rules.map((r) => [r.id, `${r.title} (${r.id})`]));
  const annotations: string[] = [];
  const skipped: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  // A directive's fix once: with the first annotation on it that carries that fix.
  const given = new Set<string>();
  for (const severity of ORDER) {
    const ofKind = input.findings.filter((f) => f.severity === severity);
    for (const f of ofKind.slice(0, ANNOTATION_CAP)) {
      const key = f.fix ? directiveFixKey(f) : undefined;
      const withFix = key !== undefined && !given.has(key);
      if (key !== undefined) given.add(key);
      annotations.push(annotation(f, annotationPath(f.location.file, input.cwd, root), titles.get(f.ruleId) ?? f.ruleId, withFix));
    }
    skipped[severity] = Math.max(0, ofKind.length - ANNOTATION_CAP);
  }
  return { annotations, skipped };
}

/**
 * The step-summary Markdown: heading, counts, and one table row per finding, as many as
 * fit in `budget` bytes (a note says how many did not).
 */
export function stepSummary(input: ReportInput, budget: number = STEP_SUMMARY_LIMIT): string | undefined {
  const root = findRepoRoot(input.cwd);
  const nFiles = new Set(input.files).size;
  const counts = countSeverities(input.findings);
  const head = [`### ${input.tool.name} ${markdownCell(input.tool.version)}`, ''];
  if (input.findings.length === 0) {
    head.push(`No problems in ${plural(nFiles, 'file')}.`);
    const text = `${head.join('\n')}\n`;
    return Buffer.byteLength(text) <= budget ? text : undefined;
  }
  head.push(`${problemSummary(counts)} ${scopeSummary(input.findings, nFiles, input.servers)}.`, '');
  const note = legacyNote(input.legacyRanked);
  if (note) head.push(note, '');
  for (const n of input.opensslNotes ?? []) head.push(markdownCell(n), '');
  const header = ['Severity', 'File', 'Line', 'Column', 'Rule', 'Message', 'Fix'];
  // A directive's fix once: in the row of the first of its findings that carries it.
  const given = new Set<string>();
  const rows = input.findings.map((f) => {
    const key = f.fix ? directiveFixKey(f) : undefined;
    const first = key !== undefined && !given.has(key);
    if (key !== undefined) given.add(key);
    return [
      f.severity,
      markdownCode(annotationPath(f.location.file, input.cwd, root)),
      String(f.location.line),
      String(f.location.column),
      markdownCell(f.ruleId),
      markdownCodeLines(f.message),
      first && f.fix ? markdownCodeLines(fixText(f.fix)) : '',
    ];
  });
  // Reserve room for the note about rows left out, whose length barely varies.
  const noteFor = (left: number) => `\n${plural(left, 'more finding')} not shown: a job summary holds at most 1 MiB. Use \`--format sarif\` or \`--format json\` for all of them.\n`;
  const reserve = Buffer.byteLength(noteFor(rows.length));
  let used = Buffer.byteLength(`${head.join('\n')}\n${markdownTable(header, [])}\n`);
  if (used + reserve > budget) return undefined;
  let kept = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(`${markdownTable(header, [row]).split('\n')[2]}\n`);
    if (used + size + reserve > budget) break;
    used += size;
    kept++;
  }
  const text = `${head.join('\n')}\n${markdownTable(header, rows.slice(0, kept))}\n`;
  return kept === rows.length ? text : text + noteFor(rows.length - kept);
}

function skippedLine(skipped: Record<Severity, number>, summaryWritten: boolean): string | undefined {
  const total = skipped.error + skipped.warning + skipped.info;
  if (total === 0) return undefined;
  const parts = ORDER.filter((s) => skipped[s] > 0).map((s) => plural(skipped[s], s));
  const where = summaryWritten ? 'Every finding is in the job summary.' : 'Use --format sarif or --format json to see every finding.';
  return `ssllint: ${plural(total, 'finding')} not annotated (${parts.join(', ')}): GitHub shows at most ${ANNOTATION_CAP} errors, ${ANNOTATION_CAP} warnings and ${ANNOTATION_CAP} notices per step. ${where}`;
}

/** Bytes the step's summary file already holds (0 when there is none yet). */
function summarySize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * Appends every finding to `env.GITHUB_STEP_SUMMARY` when it is set, leaving `reserve` bytes of
 * the step's 1 MiB for what the caller appends after it (the Action's audit table): one budget
 * for the whole summary. What went wrong comes back as a line for the log, never as an exception.
 */
export function appendStepSummary(input: ReportInput, env: Env, reserve = 0): { written: boolean; problem?: string } {
  const target = env.GITHUB_STEP_SUMMARY;
  if (!target) return { written: false };
  try {
    const path = isAbsolute(target) ? target : resolve(input.cwd, target);
    const existing = summarySize(path);
    const separator = existing > 0 ? '\n' : '';
    const summary = stepSummary(input, STEP_SUMMARY_LIMIT - existing - separator.length - reserve);
    if (summary === undefined) {
      return { written: false, problem: 'ssllint: the job summary is full (GitHub allows 1 MiB per step); findings were not added to it.' };
    }
    appendFileSync(path, separator + summary);
    return { written: true };
  } catch (err) {
    // Only the error code: a message could echo text that the runner would take for a command.
    const code = (err as NodeJS.ErrnoException).code ?? 'unknown error';
    return { written: false, problem: `ssllint: could not write the job summary (${String(code).replace(/[^A-Za-z0-9_ ]/g, '')}).` };
  }
}

/**
 * Appends Markdown to `env.GITHUB_STEP_SUMMARY` after what it holds, whole lines of it as fit in
 * what is left of the step's 1 MiB, with a note of how many lines did not (a table cut between
 * two rows stays a table). Returns a line for the log when nothing could be added.
 */
export function appendToStepSummary(markdown: string, env: Env, cwd: string, what: string): string | undefined {
  const target = env.GITHUB_STEP_SUMMARY;
  if (!target) return undefined;
  const path = isAbsolute(target) ? target : resolve(cwd, target);
  const budget = STEP_SUMMARY_LIMIT - summarySize(path) - 1;
  const text = fitSummary(markdown, budget, what);
  if (text === undefined) return `ssllint: the job summary is full (GitHub allows 1 MiB per step); ${what} was not added to it.`;
  try {
    appendFileSync(path, `\n${text}`);
  } catch (err) {
    return `ssllint: could not write ${what} to the job summary (${String((err as NodeJS.ErrnoException).code ?? 'error').replace(/[^A-Za-z0-9_ ]/g, '')}).`;
  }
  return undefined;
}

/** `markdown` cut after the last whole line that fits in `budget` bytes with the note; undefined when none does. */
export function fitSummary(markdown: string, budget: number, what: string): string | undefined {
  if (Buffer.byteLength(markdown) <= budget) return markdown;
  const lines = markdown.split('\n');
  const note = (left: number) => `\n_${plural(left, 'more line')} of ${what} not shown: a job summary holds at most 1 MiB._\n`;
  let used = Buffer.byteLength(note(lines.length));
  let kept = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (used + size > budget) break;
    used += size;
    kept++;
  }
  if (kept === 0) return undefined;
  return `${lines.slice(0, kept).join('\n')}\n${note(lines.length - kept)}`;
}

/**
 * The `github` format. Appends the step summary to `env.GITHUB_STEP_SUMMARY` when set, leaving
 * `reserve` bytes of it for what comes after; a summary that cannot be written is said in the
 * output, never thrown.
 */
export function formatGithub(input: ReportInput, env: Env = {}, reserve = 0): string {
  const { annotations, skipped } = githubAnnotations(input);
  // The annotations are the only command lines, each one line (workflowCommand); the notes
  // after them go through neutralise like every other report.
  const notes: string[] = [];
  const summary = appendStepSummary(input, env, reserve);
  if (summary.problem) notes.push(summary.problem);
  const summaryWritten = summary.written;
  const note = skippedLine(skipped, summaryWritten);
  if (note) notes.push(note);
  return [...annotations, ...notes.map((l) => neutralise(l))].map((l) => `${l}\n`).join('');
}
