// ESLint-like human output: one block per file, aligned columns, a count at the end.
// A finding's fix goes on the lines under it, starting in the message column, so the eye
// runs straight down from the problem to what to write instead.
import type { Finding, Severity } from '../findings.js';
import { style, type Style } from './ansi.js';
import { countSeverities, problemSummary } from './counts.js';
import { displayPath } from './paths.js';
import { SLICE } from './slices.js';
import { printable, printableLines } from './text.js';
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

function fileBlock(path: string, findings: readonly Finding[], s: Style): string {
  const lineW = Math.max(...findings.map((f) => String(f.location.line).length));
  const colW = Math.max(...findings.map((f) => String(f.location.column).length));
  const posW = lineW + 1 + colW;
  const sevW = Math.max(...findings.map((f) => f.severity.length));
  const messages = findings.map((f) => printable(f.message));
  // Long messages are common (they name suites and generations): aligning every rule id to
  // the longest one would push ids off a normal terminal, so alignment stops at MESSAGE_WIDTH.
  const msgW = Math.min(MESSAGE_WIDTH, Math.max(...messages.map(width)));
  const fixIndent = ' '.repeat(2 + posW + 2 + sevW + 2);

  const out = [s.underline(printable(path))];
  findings.forEach((f, i) => {
    const pos = `${String(f.location.line).padStart(lineW)}:${String(f.location.column).padEnd(colW)}`;
    out.push(`  ${s.dim(pos)}  ${paint(s, f.severity, pad(f.severity, sevW))}  ${pad(messages[i], msgW)}  ${s.dim(printable(f.ruleId))}`);
    if (f.fix) {
      const [first, ...rest] = printableLines(f.fix.description);
      out.push(`${fixIndent}${s.green('fix:')} ${first}`);
      const more = [...rest, ...(f.fix.replacement ? printableLines(f.fix.replacement) : [])];
      for (const line of more) out.push(line === '' ? '' : `${fixIndent}     ${line}`);
    }
  });
  return out.join('\n');
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
    text += `${first ? '' : '\n\n'}${fileBlock(path, fs, s)}`;
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
  const summary = `✖ ${problemSummary(counts)}${judged}`;
  const painted = s.bold(counts.error > 0 ? s.red(summary) : counts.warning > 0 ? s.yellow(summary) : s.blue(summary));
  yield `${text}\n\n${painted}\n`;
}
