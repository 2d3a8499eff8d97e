// ESLint-like human output: one block per file, one line per finding (its short message),
// aligned columns, a count at the end. A directive's fixes go once under its findings,
// starting in the message column, so the eye runs straight down from the problems to what to
// write instead. `--verbose` gives the full messages, each fix's reason and the rules' pages.
import type { Finding, Fix, Severity } from '../findings.js';
import { style, type Style } from './ansi.js';
import { countSeverities, legacyNote, problemSummary, scopeSummary } from './counts.js';
import { compactFixLines, directiveRuns, distinctFixes, verboseFixLines } from './directive-fixes.js';
import { displayPath } from './paths.js';
import { SLICE } from './slices.js';
import { ruleDocsUrl } from './rule-url.js';
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

function fileBlock(path: string, findings: readonly Finding[], s: Style, verbose: boolean): string {
  const lineW = Math.max(...findings.map((f) => String(f.location.line).length));
  const colW = Math.max(...findings.map((f) => String(f.location.column).length));
  const posW = lineW + 1 + colW;
  const sevW = Math.max(...findings.map((f) => f.severity.length));
  const messages = findings.map((f) => (verbose ? printable(f.message) : printable(shortMessage(f))));
  // Verbose messages are long (they name suites and generations): aligning every rule id to
  // the longest one would push ids off a normal terminal, so alignment stops at MESSAGE_WIDTH.
  const msgW = Math.min(MESSAGE_WIDTH, Math.max(...messages.map(width)));
  const fixIndent = ' '.repeat(2 + posW + 2 + sevW + 2);

  const out = [s.underline(printable(path))];
  const fixBlock = (lines: readonly string[]) => {
    lines.forEach((line, k) => out.push(k === 0 ? `${fixIndent}${s.green('fix:')} ${line}` : line === '' ? '' : `${fixIndent}     ${line}`));
  };
  let i = 0;
  // The compact fix lines not yet printed: directives on the same or the next line with the very
  // same fix (a certificate and its key in one unreadable directory) get it once, after the
  // last; further apart, the fix would land too far from the first.
  let pending: string[] = [];
  let pendingLine = 0;
  for (const run of directiveRuns(findings)) {
    const fixes = distinctFixes(run);
    const lines = verbose ? fixes.flatMap(verboseLines) : compactFixLines(fixes);
    const line = run[0].location.line;
    if (pending.length > 0 && !(sameLines(pending, lines) && line <= pendingLine + 1)) fixBlock(pending);
    pendingLine = line;
    for (const f of run) {
      const pos = `${String(f.location.line).padStart(lineW)}:${String(f.location.column).padEnd(colW)}`;
      const id = s.dim(printable(f.ruleId));
      out.push(`  ${s.dim(pos)}  ${paint(s, f.severity, pad(f.severity, sevW))}  ${pad(messages[i++], msgW)}  ${verbose ? `${id}  ${s.dim(ruleDocsUrl(f.ruleId))}` : id}`);
    }
    if (verbose) {
      // Each distinct fix once under its directive, its reason first.
      for (const fix of fixes) fixBlock(verboseLines(fix));
      continue;
    }
    pending = lines;
  }
  if (pending.length > 0) fixBlock(pending);
  return out.join('\n');
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
    text += `${first ? '' : '\n\n'}${fileBlock(path, fs, s, !!input.verbose)}`;
    first = false;
    pending += fs.length;
    if (pending >= SLICE) {
      yield text;
      text = '';
      pending = 0;
    }
  }
  const counts = countSeverities(input.findings);
  const judged = input.platform ? ` judged for ${input.platform.name} (${input.platform.id}, OpenSSL ${input.platform.openssl})` : '';
  const summary = `✖ ${problemSummary(counts)} ${scopeSummary(input.findings, new Set(input.files).size, input.servers)}${judged}`;
  const painted = s.bold(counts.error > 0 ? s.red(summary) : counts.warning > 0 ? s.yellow(summary) : s.blue(summary));
  const note = legacyNote(input.legacyRanked);
  yield `${text}\n\n${painted}\n${note ? `${s.dim(note)}\n` : ''}`;
}
