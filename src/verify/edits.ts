// Edits to a configuration file's text, placed by the spans the parser gave: an argument
// replaced, words inserted after a block's `{`, lines appended. No edit adds or removes a line
// break inside the file's own lines, so every line of the copy is the line of the original
// with the same number, and what the server says about the copy points at the original.
import type { Arg, Dialect, Span } from '../syntax/types.js';

interface Edit {
  start: number;
  end: number;
  text: string;
}

export class FileEdits {
  private readonly edits: Edit[] = [];
  private readonly lineStarts: number[];
  private appended = '';

  constructor(
    readonly text: string,
    private readonly dialect: Dialect,
  ) {
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** Offset of a 1-based line and column. */
  offset(line: number, column: number): number {
    return (this.lineStarts[line - 1] ?? this.text.length) + column - 1;
  }

  private spanRange(span: Span): [number, number] {
    return [this.offset(span.line, span.column), this.offset(span.endLine, span.endColumn) + 1];
  }

  /** `arg` written as `value` instead (quoted when it must be). */
  replaceArg(arg: Arg, value: string): void {
    const [start, end] = this.spanRange(arg.span);
    this.edits.push({ start, end, text: quote(value, this.dialect) });
  }

  /** Several arguments (from the first's start to the last's end) replaced by `text` as written. */
  replaceArgs(args: readonly Arg[], text: string): void {
    if (args.length === 0) return;
    const [start] = this.spanRange(args[0].span);
    const [, end] = this.spanRange(args[args.length - 1].span);
    this.edits.push({ start, end, text });
  }

  /** Directives (nginx) written right after the `{` that ends `blockHead`, on the same line. */
  insertAfterBrace(blockHead: Span, text: string): void {
    const end = this.offset(blockHead.endLine, blockHead.endColumn) + 1;
    this.edits.push({ start: end, end, text: ` ${text}` });
  }

  /** Directives written before everything else, on the file's first line (nginx). */
  prepend(text: string): void {
    this.edits.push({ start: 0, end: 0, text: `${text} ` });
  }

  /** Lines added after the file's last line. */
  append(lines: string): void {
    this.appended += lines;
  }

  result(): string {
    const sorted = [...this.edits].sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const e of sorted) {
      // Overlapping edits (the same argument twice): the first wins.
      if (e.start < at) continue;
      out += this.text.slice(at, e.start) + e.text;
      at = e.end;
    }
    out += this.text.slice(at);
    if (this.appended) out += `${out.endsWith('\n') || out === '' ? '' : '\n'}${this.appended}`;
    return out;
  }
}

/** A word as the server reads it back: bare when it can be, else in double quotes. */
export function quote(value: string, dialect: Dialect): string {
  const special = dialect === 'nginx' ? /[\s"';{}#\\]/ : /[\s"'#\\<>]/;
  if (value !== '' && !special.test(value)) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
