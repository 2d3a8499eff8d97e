// Logical lines as httpd's config reader builds them (ap_cfg_getline): a physical line that
// ends in `\` (before LF or CRLF) is joined to the next one with the backslash and the line
// break removed, then leading and trailing white space is dropped. Every character of the
// joined text keeps the physical line and column it came from, so a finding inside a
// continued directive still lands on the line a user can open.
import type { Span } from '../syntax/types.js';

/** C isspace() in the "C" locale: the set httpd trims and splits words on. */
export function isConfSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

export class LogicalLine {
  /**
   * @param text the joined text, untrimmed
   * @param segStarts logical offset at which each physical segment starts (ascending, first is 0)
   * @param segLines physical line number of each segment
   * @param segOffsets offset in the source text at which each segment starts
   * @param start first non-space offset in `text`
   * @param end offset after the last non-space character (`start === end` for a blank line)
   */
  constructor(
    readonly text: string,
    private readonly segStarts: number[],
    private readonly segLines: number[],
    private readonly segOffsets: number[],
    private readonly source: string,
    readonly start: number,
    readonly end: number,
  ) {}

  private segmentOf(i: number): number {
    const starts = this.segStarts;
    if (starts.length === 1) return 0;
    // Binary search: a file of thousands of continued lines is one logical line with
    // thousands of segments, and a linear scan per token would make that quadratic.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * The source text behind logical offsets [from, to): what the user wrote, including any
   * `\` + line break that joined the lines in between.
   */
  sourceSlice(from: number, to: number): string {
    if (to <= from) return '';
    const a = this.segmentOf(from);
    const b = this.segmentOf(to - 1);
    const absFrom = this.segOffsets[a] + (from - this.segStarts[a]);
    const absTo = this.segOffsets[b] + (to - 1 - this.segStarts[b]) + 1;
    return this.source.slice(absFrom, absTo);
  }

  /** Span from offset `from` to the character before `to` (inclusive end, as Span wants). */
  span(file: string, from: number, to: number): Span {
    const last = Math.max(from, to - 1);
    const a = this.segmentOf(from);
    const b = this.segmentOf(last);
    return {
      file,
      line: this.segLines[a],
      column: from - this.segStarts[a] + 1,
      endLine: this.segLines[b],
      endColumn: last - this.segStarts[b] + 1,
    };
  }

  /** True when the line is one physical line, so logical text is source text. */
  get single(): boolean {
    return this.segStarts.length === 1;
  }
}

/**
 * Calls `visit` for each logical line of `text`, in order. Linear in the text length: each
 * physical line is sliced once and only continued lines are concatenated.
 */
export function forEachLogicalLine(text: string, visit: (line: LogicalLine) => void): void {
  const len = text.length;
  let pos = 0;
  let lineNo = 1;
  while (pos < len) {
    let joined = '';
    const segStarts: number[] = [];
    const segLines: number[] = [];
    const segOffsets: number[] = [];
    for (;;) {
      const eol = text.indexOf('\n', pos);
      const lineEnd = eol < 0 ? len : eol;
      let contentEnd = lineEnd;
      if (eol >= 0 && contentEnd > pos && text.charCodeAt(contentEnd - 1) === 13) contentEnd--;
      segStarts.push(joined.length);
      segLines.push(lineNo);
      segOffsets.push(pos);
      // Only a line that really ends in a line break continues: httpd keeps a trailing `\`
      // on the last line of a file that has no final newline.
      const continued = eol >= 0 && contentEnd > pos && text.charCodeAt(contentEnd - 1) === 92;
      joined += text.slice(pos, continued ? contentEnd - 1 : lineEnd);
      pos = eol < 0 ? len : eol + 1;
      lineNo++;
      if (!continued || pos >= len) break;
    }
    let start = 0;
    let end = joined.length;
    while (start < end && isConfSpace(joined.charCodeAt(start))) start++;
    while (end > start && isConfSpace(joined.charCodeAt(end - 1))) end--;
    visit(new LogicalLine(joined, segStarts, segLines, segOffsets, text, start, end));
  }
}
