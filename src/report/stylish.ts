// ESLint-like human output: one block per file, one line per finding (its short message),
// aligned columns, a count at the end. Each fix goes right under the findings it fixes (the
// findings of one directive that share a fix are side by side, the fix after them), starting in
// the message column, so the eye runs straight down from a problem to what to write instead.
// A file's blocking errors come first (src/report/ranking.ts); the summary names the errors and
// what --fix would do. `--verbose` gives the full messages, each fix's reason and the rules' pages.
// Nothing is ever cut: on a terminal of known width, messages and fixes wrap in their column
// (at spaces: a cipher string stays one word, to be copied whole); elsewhere a line is as long
// as its text. A clean run says so in one line, as ruff and ESLint do.
import type { Finding, Fix, Severity } from '../findings.js';
import { style, type Style } from './ansi.js';
import { countSeverities, legacyNote, plural, problemSummary, topRule } from './counts.js';
import { compactFixLines, directiveRuns, distinctFixes, fixGroups, verboseFixLines } from './directive-fixes.js';
import { displayPath } from './paths.js';
import { SLICE } from './slices.js';
import { ruleDocsUrl } from './rule-url.js';
import { fixCounts, fixSummary, rankFile } from './ranking.js';
import { shortMessage } from './short.js';
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
  const fixIndent = ' '.repeat(2 + posW + 2 + sevW + 2);
  // On a terminal of known width (COLUMNS), the message column gives way so that a line fits,
  // and what does not fit wraps below it.
  const room = columns ? Math.max(24, columns - fixIndent.length - 2 - idW) : Infinity;
  // Below its first line a message has the width of the line, the rule id's column too.
  const below = columns ? Math.max(24, columns - fixIndent.length) : Infinity;
  const messages = findings.map((f) => wrap(printable(verbose ? f.message : shortMessage(f, Infinity)), room, below));
  // Verbose messages are long (they name suites and generations): aligning every rule id to
  // the longest one would push ids off a normal terminal, so alignment stops at MESSAGE_WIDTH.
  const msgW = Math.min(MESSAGE_WIDTH, room, messages.reduce((m, lines) => Math.max(m, width(lines[0])), 0));
  const fixRoom = columns ? Math.max(24, columns - fixIndent.length - 5) : Infinity;

  const out = [s.underline(printable(path))];
  const fixBlock = (lines: readonly string[]) => {
    let first = true;
    for (const line of lines) {
      if (line === '') {
        out.push('');
        continue;
      }
      for (const piece of wrap(line, fixRoom)) {
        out.push(first ? `${fixIndent}${s.green('fix:')} ${piece}` : `${fixIndent}     ${piece}`);
        first = false;
      }
    }
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
        const [head, ...rest] = messages[k];
        out.push(`  ${s.dim(pos)}  ${paint(s, f.severity, pad(f.severity, sevW))}  ${pad(head, msgW)}  ${verbose ? `${id}  ${s.dim(ruleDocsUrl(f.ruleId))}` : id}`);
        for (const more of rest) out.push(`${fixIndent}${more}`);
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

/**
 * `text` in lines of at most `first` columns, then `rest`, broken at spaces outside double
 * quotes. A word (or quoted string) that would not fit a line of its own stays where it is and
 * the line runs long, so nothing is cut and a directive copied from the output is whole.
 */
export function wrap(text: string, first: number, rest: number = first): string[] {
  if (width(text) <= first) return [text];
  const words = text.match(/(?:"(?:[^"\\]|\\.)*"?|[^\s"])+/g) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const room = lines.length === 0 ? first : rest;
    if (line === '' || width(line) + 1 + width(word) <= room || width(word) > rest) line = line === '' ? word : `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
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
  const s = style(input.color);
  const files = new Set(input.files).size;
  const scope = input.servers === undefined ? plural(files, 'file') : `${plural(files, 'file')}, ${plural(input.servers, 'server')}`;
  const judged = input.platform ? `, judged for ${input.platform.id}: ${input.platform.name}, OpenSSL ${input.platform.openssl}` : '';
  if (input.findings.length === 0) {
    // -q shows errors only: "no problems" would hide the warnings it left out.
    if (files === 0) yield 'nothing linted: no file named is nginx or Apache configuration\n';
    else yield `${s.green('✔')} no ${input.quiet ? 'errors' : 'problems'} in ${scope}${judged}\n`;
    return;
  }
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
  const summary = `✖ ${problemSummary(counts)} in ${scope}${judged}`;
  const painted = s.bold(counts.error > 0 ? s.red(summary) : counts.warning > 0 ? s.yellow(summary) : s.blue(summary));
  const top = topRule(input.findings);
  const loudest = top && top.count > 1 ? `  most often: ${top.id} (${top.count})\n` : '';
  const errors = input.findings.filter((f) => f.severity === 'error');
  // The errors again, first in the summary: in a long report they may be far up.
  const where = (f: Finding) => `${printable(displayPath(f.location.file, input.cwd))}:${f.location.line}:${f.location.column} ${f.ruleId}`;
  const errorLine = errors.length > 0 ? `${errors.slice(0, 3).map((f, k) => `${k === 0 ? '  errors: ' : '          '}${where(f)}\n`).join('')}${errors.length > 3 ? `          and ${errors.length - 3} more\n` : ''}` : '';
  // -q is for a gate: the errors and their count, no footnotes.
  const notes = input.quiet ? [] : [input.fixable ? fixSummary(input.fixable) : fixSummary(fixCounts(input.findings), input.fixableEstimated), legacyNote(input.legacyRanked), ...(input.opensslNotes ?? []).map(printable)].filter((n): n is string => !!n);
  const noteLines = notes.flatMap((n) => wrap(n, input.columns ?? Infinity));
  yield `${text}\n\n${painted}\n${loudest}${errors.length > 0 && errors.length < input.findings.length ? s.red(errorLine) : ''}${noteLines.map((n) => `${s.dim(n)}\n`).join('')}`;
}
