// Logical lines as httpd's config reader builds them (ap_cfg_getline): a physical line that
// ends in `\` (before LF or CRLF) is joined to the next one with the backslash and the line
// break removed, then leading and trailing white space is dropped. Every character of the
// joined text keeps the physical line and column it came from, so a finding inside a
// continued directive still lands on the line a user can open.
import type { Quote, Span } from '../syntax/types.js';
import { Word } from '../syntax/word.js';

/** C isspace() in the "C" locale: the set httpd trims and splits words on. */
export function isConfSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** Where the physical lines of a continued line sit in its joined text and in the source. */
interface Segments {
  /** Offset in the joined text at which each physical segment starts (ascending, first is 0). */
  starts: number[];
  /** Physical line number of each segment. */
  lines: number[];
  /** Offset in the source text at which each segment starts. */
  offsets: number[];
}

// Where place() put the last range it was asked for: read at once, by span() and word().
let placeLine = 0;
let placeColumn = 0;
let placeEndLine = 0;
let placeEndColumn = 0;

export class LogicalLine {
  /**
   * Most lines are one physical line: their offsets are offsets in the source text itself, so
   * reading one copies nothing. A continued line is joined into a text of its own.
   * @param text the source text, or for a continued line the joined text
   * @param start first non-space offset in `text`
   * @param end offset after the last non-space character (`start === end` for a blank line)
   * @param lineNo physical line number of the first segment
   * @param base offset in `text` of the first segment's first character
   * @param segments for a continued line, where its segments come from
   */
  constructor(
    readonly text: string,
    readonly start: number,
    readonly end: number,
    private readonly source: string,
    private readonly lineNo: number,
    private readonly base: number,
    private readonly segments?: Segments,
  ) {}

  private segmentOf(i: number): number {
    const starts = (this.segments as Segments).starts;
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
   * The source text behind offsets [from, to): what the user wrote, including any
   * `\` + line break that joined the lines in between.
   */
  sourceSlice(from: number, to: number): string {
    if (to <= from) return '';
    const seg = this.segments;
    if (!seg) return this.text.slice(from, to);
    const a = this.segmentOf(from);
    const b = this.segmentOf(to - 1);
    const absFrom = seg.offsets[a] + (from - seg.starts[a]);
    const absTo = seg.offsets[b] + (to - 1 - seg.starts[b]) + 1;
    return this.source.slice(absFrom, absTo);
  }

  /** Sets placeLine and the rest to the place of offsets [from, to): inclusive end, as Span wants. */
  private place(from: number, to: number): void {
    const last = Math.max(from, to - 1);
    const seg = this.segments;
    if (!seg) {
      placeLine = placeEndLine = this.lineNo;
      placeColumn = from - this.base + 1;
      placeEndColumn = last - this.base + 1;
      return;
    }
    const a = this.segmentOf(from);
    const b = this.segmentOf(last);
    placeLine = seg.lines[a];
    placeColumn = from - seg.starts[a] + 1;
    placeEndLine = seg.lines[b];
    placeEndColumn = last - seg.starts[b] + 1;
  }

  /** Span from offset `from` to the character before `to`. */
  span(file: string, from: number, to: number): Span {
    this.place(from, to);
    return { file, line: placeLine, column: placeColumn, endLine: placeEndLine, endColumn: placeEndColumn };
  }

  /** The argument read from offsets [from, to), placed as span() places it. */
  word(value: string, raw: string, quote: Quote, file: string, from: number, to: number): Word {
    this.place(from, to);
    return new Word(value, raw, quote, file, placeLine, placeColumn, placeEndLine, placeEndColumn);
  }

  /** True when the line is one physical line, so its text is source text. */
  get single(): boolean {
    return this.segments === undefined;
  }
}

function trimmed(text: string, from: number, to: number, source: string, lineNo: number, segments?: Segments): LogicalLine {
  let start = from;
  let end = to;
  while (start < end && isConfSpace(text.charCodeAt(start))) start++;
  while (end > start && isConfSpace(text.charCodeAt(end - 1))) end--;
  return new LogicalLine(text, start, end, source, lineNo, from, segments);
}

/**
 * Calls `visit` for each logical line of `text`, in order. Linear in the text length: a
 * line that is not continued is read in place, and only continued lines are concatenated.
 */
export function forEachLogicalLine(text: string, visit: (line: LogicalLine) => void): void {
  const len = text.length;
  let pos = 0;
  let lineNo = 1;
  while (pos < len) {
    let joined = '';
    let segments: Segments | undefined;
    const first = lineNo;
    for (;;) {
      const eol = text.indexOf('\n', pos);
      const lineEnd = eol < 0 ? len : eol;
      let contentEnd = lineEnd;
      if (eol >= 0 && contentEnd > pos && text.charCodeAt(contentEnd - 1) === 13) contentEnd--;
      // Only a line that really ends in a line break continues: httpd keeps a trailing `\`
      // on the last line of a file that has no final newline.
      const continued = eol >= 0 && contentEnd > pos && text.charCodeAt(contentEnd - 1) === 92;
      const segmentEnd = continued ? contentEnd - 1 : lineEnd;
      const segmentStart = pos;
      pos = eol < 0 ? len : eol + 1;
      lineNo++;
      const last = !continued || pos >= len;
      if (last && !segments) {
        // One physical line (its `\` dropped when the file ends right after it).
        visit(trimmed(text, segmentStart, segmentEnd, text, first));
        break;
      }
      segments ??= { starts: [], lines: [], offsets: [] };
      segments.starts.push(joined.length);
      segments.lines.push(lineNo - 1);
      segments.offsets.push(segmentStart);
      joined += text.slice(segmentStart, segmentEnd);
      if (last) {
        visit(trimmed(joined, 0, joined.length, text, first, segments));
        break;
      }
    }
  }
}
