// ESLint-like human output: one block per file, one line per finding (its short message),
// aligned columns, a count at the end. Each fix goes right under the findings it fixes (the
// findings of one directive that share a fix are side by side, the fix after them), starting in
// the message column, so the eye runs straight down from a problem to what to write instead.
// A file's blocking errors come first (src/report/ranking.ts); the summary names the errors and
// what --fix would do. `--verbose` gives the full messages, each fix's reason and the rules' pages.
import type { Finding, Fix, Severity } from '../findings.js';
import { style, type Style } from './ansi.js';
import { countSeverities, legacyNote, problemSummary, scopeSummary } from './counts.js';
import { compactFixLines, directiveRuns, distinctFixes, fixGroups, verboseFixLines } from './directive-fixes.js';
import { displayPath } from './paths.js';
import { SLICE } from './slices.js';
import { ruleDocsUrl } from './rule-url.js';
import { fixCounts, fixSummary, rankFile } from './ranking.js';
import { clip, shortMessage } from './short.js';
import { printable } from './text.js';
import type { ReportInput } from './types.js';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Display width in code points: close enough for aligning ASCII-heavy config text. */
function width(s: string): number {
  // Only a surrogate pair is one code point in two units; counting by iteration costs an
  // object per character before V8 optimises, and the text is nearly always without any.
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function pad(s: string, w: number): string {
  return s + ' '.repeat(Math.max(0, w - width(s)));
}

const MESSAGE_WIDTH = 72;

function paint(s: Style, severity: Severity, text: string): string {
  return severity === 'error' ? s.red(text) : severity === 'warning' ? s.yellow(text) : s.blue(text);
}

function group(findings: readonly Finding[], cwd: string): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = displayPath(f.location.file, cwd);
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  return groups;
}

/** The file's block as lines: a file can hold a million findings, written a slice at a time. */
function fileBlock(path: string, all: readonly Finding[], s: Style, verbose: boolean, columns: number | undefined): string[] {
  const { shown: findings, held } = rankFile(all, verbose);
  // A loop, not Math.max(...list): a file's findings can outnumber the arguments a call takes.
  const widest = (of: (f: Finding) => number) => findings.reduce((m, f) => Math.max(m, of(f)), 0);
  const lineW = widest((f) => String(f.location.line).length);
  const colW = widest((f) => String(f.location.column).length);
  const posW = lineW + 1 + colW;
  const sevW = widest((f) => f.severity.length);
  const idW = widest((f) => f.ruleId.length);
  // On a terminal of known width (COLUMNS), the message column gives way so that a line fits.
  const room = columns ? Math.max(24, columns - (2 + posW + 2 + sevW + 2) - 2 - idW) : Infinity;
  const messages = findings.map((f) => (verbose ? printable(f.message) : clip(printable(shortMessage(f)), room)));
  // Verbose messages are long (they name suites and generations): aligning every rule id to
  // the longest one would push ids off a normal terminal, so alignment stops at MESSAGE_WIDTH.
  const msgW = Math.min(MESSAGE_WIDTH, room, messages.reduce((m, text) => Math.max(m, width(text)), 0));
  const fixIndent = ' '.repeat(2 + posW + 2 + sevW + 2);

  const out = [s.underline(printable(path))];
  const fixBlock = (lines: readonly string[]) => {
    lines.forEach((line, k) => out.push(k === 0 ? `${fixIndent}${s.green('fix:')} ${line}` : line === '' ? '' : `${fixIndent}     ${line}`));
  };
  const byFinding = new Map(findings.map((f, k) => [f, k]));
  // The compact fix lines not yet printed: directives on the same or the next line with the very
  // same fix (a certificate and its key in one unreadable directory) get it once, after the
  // last; further apart, the fix would land too far from the first.
  let pending: string[] = [];
  let pendingLine = 0;
  for (const run of directiveRuns(findings)) {
    const line = run[0].location.line;
    const groups = fixGroups(run);
    // A line one group's fix showed is not shown again under the next group's (two fixes of one
    // directive that both write its ssl_ciphers).
    const shownInRun = new Set<string>();
    for (const group of groups) {
      const fixes = distinctFixes(group);
      const lines = verbose ? fixes.flatMap(verboseLines) : compactFixLines(fixes, shownInRun);
      const merges = groups.length === 1 && sameLines(pending, lines) && line <= pendingLine + 1;
      if (pending.length > 0 && !merges) {
        fixBlock(pending);
        pending = [];
      }
      for (const f of group) {
        const k = byFinding.get(f)!;
        const pos = `${String(f.location.line).padStart(lineW)}:${String(f.location.column).padEnd(colW)}`;
        const id = s.dim(printable(f.ruleId));
        out.push(`  ${s.dim(pos)}  ${paint(s, f.severity, pad(f.severity, sevW))}  ${pad(messages[k], msgW)}  ${verbose ? `${id}  ${s.dim(ruleDocsUrl(f.ruleId))}` : id}`);
      }
      if (verbose) {
        // Each distinct fix once under its findings, its reason first.
        for (const fix of fixes) fixBlock(verboseLines(fix));
        continue;
      }
      // A directive's only fix may be the next directive's too (same lines, next line): it waits.
      if (groups.length === 1) pending = lines;
      else fixBlock(lines);
    }
    pendingLine = line;
  }
  if (pending.length > 0) fixBlock(pending);
  if (held > 0) out.push(`  ${s.dim(`… ${held === 1 ? '1 more finding in this file waits' : `${held} more findings in this file wait`} until the error above is fixed (--verbose shows ${held === 1 ? 'it' : 'them'})`)}`);
  return out;
}

function verboseLines(fix: Fix): string[] {
  const { description, replacement } = verboseFixLines(fix);
  return [...description, ...replacement];
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((l, k) => l === b[k]);
}

export function formatStylish(input: ReportInput): string {
  return [...stylishChunks(input)].join('');
}

/**
 * formatStylish's text a run of file blocks at a time: the default format is also what a
 * person runs on a whole server, and a tree of 10,000 files makes ~50 MB of it.
 */
export function* stylishChunks(input: ReportInput): Generator<string> {
  if (input.findings.length === 0) return;
  const s = style(input.color);
  let text = '';
  let pending = 0;
  let first = true;
  for (const [path, fs] of group(input.findings, input.cwd)) {
    const lines = fileBlock(path, fs, s, !!input.verbose, input.columns);
    text += first ? lines[0] : `\n\n${lines[0]}`;
    first = false;
    for (let k = 1; k < lines.length; k++) {
      text += `\n${lines[k]}`;
      // Lines, not findings, so that one file's million findings come in pieces too.
      if (++pending >= SLICE) {
        yield text;
        text = '';
        pending = 0;
      }
    }
  }
  const counts = countSeverities(input.findings);
  const judged = input.platform ? ` judged for ${input.platform.name} (${input.platform.id}, OpenSSL ${input.platform.openssl})` : '';
  const summary = `✖ ${problemSummary(counts)} ${scopeSummary(input.findings, new Set(input.files).size, input.servers)}${judged}`;
  const painted = s.bold(counts.error > 0 ? s.red(summary) : counts.warning > 0 ? s.yellow(summary) : s.blue(summary));
  const errors = input.findings.filter((f) => f.severity === 'error');
  // The errors again, first in the summary: in a long report they may be far up.
  const where = (f: Finding) => `${printable(displayPath(f.location.file, input.cwd))}:${f.location.line}:${f.location.column} ${f.ruleId}`;
  const errorLine = errors.length > 0 ? `${errors.slice(0, 3).map((f, k) => `${k === 0 ? '  errors: ' : '          '}${where(f)}\n`).join('')}${errors.length > 3 ? `          and ${errors.length - 3} more\n` : ''}` : '';
  // -q is for a gate: the errors and their count, no footnotes.
  const notes = input.quiet ? [] : [fixSummary(fixCounts(input.findings)), legacyNote(input.legacyRanked)].filter((n): n is string => !!n);
  yield `${text}\n\n${painted}\n${errors.length > 0 && errors.length < input.findings.length ? s.red(errorLine) : ''}${notes.map((n) => `${s.dim(n)}\n`).join('')}`;
}
