// A unified diff of one file made from its edits, not by comparing texts: the changed lines are
// known, so a 4 MB file with a thousand edits costs what its edits cost. Paths carry git's
// `a/` and `b/` prefixes, so `patch -p1` (or `git apply`) in the directory the paths are
// relative to applies it.
import { applyChanges, type TextChange } from './apply.js';
import type { FileText } from './file-text.js';

const CONTEXT = 3;

interface Region {
  /** Old lines [from, to) (0-based) replaced by `lines`. */
  from: number;
  to: number;
  lines: string[];
}

/** Splits text into lines that keep their terminators. */
function splitLines(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', at)) {
    out.push(text.slice(at, i + 1));
    at = i + 1;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function unifiedDiff(path: string, file: FileText, changes: readonly TextChange[]): string {
  if (changes.length === 0) return '';
  const old = splitLines(file.text);
  // Each change grows to the whole lines it touches; changes sharing a line join.
  const regions: Region[] = [];
  let i = 0;
  while (i < changes.length) {
    const first = changes[i];
    const fromLine = file.position(first.start).line - 1;
    let toLine = endLine(file, first);
    let j = i + 1;
    while (j < changes.length && file.position(changes[j].start).line - 1 < toLine) {
      toLine = Math.max(toLine, endLine(file, changes[j]));
      j++;
    }
    // A pure insertion at a line start touches no old line.
    const from = fromLine < old.length ? file.lineStart(fromLine + 1) : file.text.length;
    const to = toLine < old.length ? file.lineStart(toLine + 1) : file.text.length;
    const local = changes.slice(i, j).map((c) => ({ start: c.start - from, end: c.end - from, text: c.text }));
    const lines = splitLines(applyChanges(file.text.slice(from, to), local));
    const prev = regions[regions.length - 1];
    // Back-to-back changed lines read better as one block of - lines then one of + lines.
    if (prev && prev.to === fromLine) {
      prev.to = toLine;
      prev.lines.push(...lines);
    } else regions.push({ from: fromLine, to: toLine, lines });
    i = j;
  }
  let out = `--- a/${path}\n+++ b/${path}\n`;
  let r = 0;
  let shift = 0;
  while (r < regions.length) {
    // Regions whose contexts touch share a hunk.
    let last = r;
    while (last + 1 < regions.length && regions[last + 1].from - regions[last].to <= 2 * CONTEXT) last++;
    const start = Math.max(0, regions[r].from - CONTEXT);
    const stop = Math.min(old.length, regions[last].to + CONTEXT);
    const body: string[] = [];
    let oldCount = 0;
    let newCount = 0;
    let at = start;
    for (let k = r; k <= last; k++) {
      const g = regions[k];
      for (; at < g.from; at++, oldCount++, newCount++) body.push(line(' ', old[at]));
      for (; at < g.to; at++, oldCount++) body.push(line('-', old[at]));
      for (const l of g.lines) {
        body.push(line('+', l));
        newCount++;
      }
    }
    for (; at < stop; at++, oldCount++, newCount++) body.push(line(' ', old[at]));
    const newStart = start + shift;
    out += `@@ -${range(start, oldCount)} +${range(newStart, newCount)} @@\n${body.join('')}`;
    for (let k = r; k <= last; k++) shift += regions[k].lines.length - (regions[k].to - regions[k].from);
    r = last + 1;
  }
  return out;
}

/** The old line after the last one a change touches (0-based, exclusive). */
function endLine(file: FileText, c: TextChange): number {
  const startLine = file.position(c.start).line - 1;
  if (c.end === c.start && file.lineStart(startLine + 1) === c.start) return startLine;
  const last = file.position(Math.max(c.start, c.end - 1)).line;
  // A change that ends a line's text short of its terminator still rewrites that line.
  return c.end === c.start ? startLine + 1 : last;
}

function line(mark: string, text: string): string {
  return text.endsWith('\n') ? `${mark}${text}` : `${mark}${text}\n\\ No newline at end of file\n`;
}

function range(start: number, count: number): string {
  // A hunk that adds to an empty range names the line before it.
  return count === 0 ? `${start},0` : `${start + 1},${count}`;
}
