// A configuration file's text as the edits see it: positions in the parsers' terms (1-based
// line, UTF-16 column, no byte order mark) turned into offsets, and the file's own line ending
// and indentation, so that what a fix writes looks as if the file's author had written it.
import { readFileSync } from 'node:fs';

export class FileText {
  /** Offset at which each line starts; lineStarts[0] is line 1. */
  private readonly lineStarts: number[] = [0];
  /** The line ending the file uses (its first one; LF for a file of one line). */
  readonly eol: '\n' | '\r\n';
  private unit: string | undefined;

  /**
   * @param text the text without a byte order mark, as the loader hands it to the parsers
   * @param bom whether the file starts with one, kept when the file is written back
   */
  constructor(
    readonly path: string,
    readonly text: string,
    readonly bom = false,
  ) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    const first = text.indexOf('\n');
    this.eol = first > 0 && text.charCodeAt(first - 1) === 13 ? '\r\n' : '\n';
  }

  static read(path: string): FileText {
    const raw = readFileSync(path, 'utf8');
    const bom = raw.charCodeAt(0) === 0xfeff;
    return new FileText(path, bom ? raw.slice(1) : raw, bom);
  }

  /** The file's bytes as text again, byte order mark included. */
  withBom(text: string): string {
    return this.bom ? `\uFEFF${text}` : text;
  }

  get lines(): number {
    return this.lineStarts.length;
  }

  /** Offset of 1-based line:column (a column past the line's end stays on the line). */
  offset(line: number, column: number): number {
    const start = this.lineStarts[Math.min(Math.max(line, 1), this.lineStarts.length) - 1];
    return Math.min(start + column - 1, this.lineEnd(line));
  }

  lineStart(line: number): number {
    return this.lineStarts[line - 1];
  }

  /** Offset of the line's terminator (its CR in a CRLF file), or the text's end. */
  lineEnd(line: number): number {
    const next = line < this.lineStarts.length ? this.lineStarts[line] - 1 : this.text.length;
    return next > this.lineStarts[line - 1] && this.text.charCodeAt(next - 1) === 13 && line < this.lineStarts.length ? next - 1 : next;
  }

  /** Offset after the line's terminator (the next line's start, or the text's end). */
  lineAfter(line: number): number {
    return line < this.lineStarts.length ? this.lineStarts[line] : this.text.length;
  }

  /** 1-based line and column of an offset. */
  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo] + 1 };
  }

  /** The white space a line starts with. */
  indent(line: number): string {
    const start = this.lineStarts[line - 1];
    const m = /^[ \t]*/.exec(this.text.slice(start, this.lineEnd(line)));
    return m ? m[0] : '';
  }

  /**
   * One indentation step as the file writes it: a tab, or its smallest run of spaces (4 if none).
   * Read from the whole text once: every inserted line asks, and a file takes thousands.
   */
  indentUnit(): string {
    if (this.unit === undefined) {
      let unit: string | undefined;
      for (const m of this.text.matchAll(/^([ \t]+)\S/gm)) {
        if (m[1].startsWith('\t')) {
          unit = '\t';
          break;
        }
        if (unit === undefined || m[1].length < unit.length) unit = m[1];
      }
      this.unit = unit ?? '    ';
    }
    return this.unit;
  }

  /** True when only white space precedes `offset` on its line. */
  startsLine(offset: number): boolean {
    const { line } = this.position(offset);
    return /^[ \t]*$/.test(this.text.slice(this.lineStarts[line - 1], offset));
  }

  /** True when only white space or a comment follows `offset` on its line. */
  endsLine(offset: number): boolean {
    const { line } = this.position(offset);
    return /^[ \t]*(#.*)?$/.test(this.text.slice(offset, this.lineEnd(line)));
  }
}
