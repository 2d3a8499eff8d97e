// The unified diff of a file from what its edits did, not by comparing texts: each line of the
// fixed text is known to be an original line (by number) or one an edit wrote, so a 4 MB file
// with a thousand edits costs what its lines cost, over any number of fix passes. Paths carry
// git's `a/` and `b/` prefixes: `patch -p1` (or `git apply`) in the directory the paths are
// relative to applies the diff.
import { applyChanges, type TextChange } from './apply.js';
import type { FileText } from './file-text.js';

const CONTEXT = 3;

/** Splits text into lines that keep their terminators. */
export function splitLines(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', at)) {
    out.push(text.slice(at, i + 1));
    at = i + 1;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** The lines of a file as edited so far: an original line's number, or a written line's text. */
export class LineHistory {
  private lines: (number | string)[];
  private readonly original: string[];

  constructor(original: FileText) {
    this.original = splitLines(original.text);
    this.lines = this.original.map((_, i) => i);
  }

  /** Records one pass of changes made to `current`, the text as the previous passes left it. */
  record(current: FileText, changes: readonly TextChange[]): void {
    const regions = lineRegions(current, changes);
    const next: (number | string)[] = [];
    let at = 0;
    for (const r of regions) {
      for (; at < r.from; at++) next.push(this.lines[at]);
      for (const each of r.lines) next.push(each);
      at = r.to;
    }
    for (; at < this.lines.length; at++) next.push(this.lines[at]);
    this.lines = next;
  }

  /**
   * Where line `line` (1-based) of the text as edited so far was in the original: its number
   * there, or, for a line an edit wrote, the original line it follows (0: before the first),
   * `written` set.
   */
  originalLine(line: number): { line: number; written: boolean } {
    const at = this.lines[line - 1];
    if (typeof at === 'number') return { line: at + 1, written: false };
    for (let i = Math.min(line - 2, this.lines.length - 1); i >= 0; i--) {
      const l = this.lines[i];
      if (typeof l === 'number') return { line: l + 1, written: true };
    }
    return { line: 0, written: true };
  }

  diff(path: string): string {
    // Walk the fixed lines against the original: a gap in the numbers is removed lines.
    const ops: { mark: ' ' | '-' | '+'; text: string; old: number }[] = [];
    let expected = 0;
    for (const l of this.lines) {
      if (typeof l === 'number') {
        for (; expected < l; expected++) ops.push({ mark: '-', text: this.original[expected], old: expected });
        ops.push({ mark: ' ', text: this.original[l], old: l });
        expected = l + 1;
      } else ops.push({ mark: '+', text: l, old: expected });
    }
    for (; expected < this.original.length; expected++) ops.push({ mark: '-', text: this.original[expected], old: expected });
    // Within each run of changes, the removed lines first, as diff(1) writes them.
    for (let a = 0; a < ops.length; ) {
      if (ops[a].mark === ' ') {
        a++;
        continue;
      }
      let b = a;
      while (b < ops.length && ops[b].mark !== ' ') b++;
      const run = ops.slice(a, b);
      // Put back in place, not spliced in as arguments: a run can be every line of a file.
      const reordered = run.filter((o) => o.mark === '-').concat(run.filter((o) => o.mark === '+'));
      for (let k = 0; k < reordered.length; k++) ops[a + k] = reordered[k];
      a = b;
    }
    const changed = ops.map((o) => o.mark !== ' ');
    if (!changed.includes(true)) return '';
    let out = `--- ${diffName(`a/${path}`)}\n+++ ${diffName(`b/${path}`)}\n`;
    let i = 0;
    let oldLine = 0;
    let newLine = 0;
    // Lines before each op in the old and the new text.
    const before: [number, number][] = [];
    for (const o of ops) {
      before.push([oldLine, newLine]);
      if (o.mark !== '+') oldLine++;
      if (o.mark !== '-') newLine++;
    }
    while (i < ops.length) {
      if (!changed[i]) {
        i++;
        continue;
      }
      let start = i;
      for (let c = 0; c < CONTEXT && start > 0 && !changed[start - 1]; c++) start--;
      let end = i;
      // Extend over changes whose contexts touch.
      for (;;) {
        while (end < ops.length && changed[end]) end++;
        let gap = 0;
        while (end + gap < ops.length && !changed[end + gap]) gap++;
        if (end + gap < ops.length && gap <= 2 * CONTEXT) {
          end += gap;
          continue;
        }
        end = Math.min(ops.length, end + Math.min(gap, CONTEXT));
        break;
      }
      const slice = ops.slice(start, end);
      const oldCount = slice.filter((o) => o.mark !== '+').length;
      const newCount = slice.filter((o) => o.mark !== '-').length;
      const [oldStart, newStart] = before[start];
      out += `@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n`;
      for (const o of slice) out += line(o.mark, o.text);
      i = end;
    }
    return out;
  }
}

/** The changes grown to the whole lines they touch: old lines [from, to) become `lines`. */
function lineRegions(file: FileText, changes: readonly TextChange[]): { from: number; to: number; lines: string[] }[] {
  const regions: { from: number; to: number; lines: string[] }[] = [];
  const count = splitLines(file.text).length;
  let i = 0;
  while (i < changes.length) {
    const fromLine = file.position(changes[i].start).line - 1;
    let toLine = endLine(file, changes[i]);
    let j = i + 1;
    while (j < changes.length && file.position(changes[j].start).line - 1 < toLine) {
      toLine = Math.max(toLine, endLine(file, changes[j]));
      j++;
    }
    const from = fromLine < count ? file.lineStart(fromLine + 1) : file.text.length;
    const to = toLine < count ? file.lineStart(toLine + 1) : file.text.length;
    const local = changes.slice(i, j).map((c) => ({ start: c.start - from, end: c.end - from, text: c.text }));
    regions.push({ from: fromLine, to: Math.max(toLine, fromLine), lines: splitLines(applyChanges(file.text.slice(from, to), local)) });
    i = j;
  }
  return regions;
}

/** The line after the last one a change touches (0-based, exclusive). */
function endLine(file: FileText, c: TextChange): number {
  const startLine = file.position(c.start).line - 1;
  // A pure insertion at a line start touches no line.
  if (c.end === c.start) return file.lineStart(startLine + 1) === c.start ? startLine : startLine + 1;
  return file.position(c.end - 1).line;
}

function line(mark: string, text: string): string {
  return text.endsWith('\n') ? `${mark}${text}` : `${mark}${text}\n\\ No newline at end of file\n`;
}

const NAMED: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r', '"': '\\"', '\\': '\\\\' };

/**
 * A file name for a `---`/`+++` line: as it is, or, when it holds a control character, a
 * quote or a backslash, C-quoted as git writes it (GNU patch and git apply read both). A
 * name with a line break would otherwise end the header line and start one of its own.
 */
export function diffName(name: string): string {
  if (!/[\u0000-\u001f\u007f"\\]/.test(name)) return name;
  const body = name.replace(/[\u0000-\u001f\u007f"\\]/g, (c) => NAMED[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
  return `"${body}"`;
}

function range(start: number, count: number): string {
  // An empty range names the line before it.
  return count === 0 ? `${start},0` : `${start + 1},${count}`;
}
