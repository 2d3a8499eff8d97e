// An argument as the parsers keep it. A large tree holds hundreds of thousands of arguments
// and the rules look at the position of very few: keeping the four numbers in the argument and
// making its Span only when asked leaves one object per argument instead of two for the
// garbage collector to copy and mark (measured: a third of the promoted bytes of a 10,000-server
// lint). Each read of `span` returns a new object; nothing compares spans by identity.
import type { Arg, Quote, Span } from './types.js';

export class Word implements Arg {
  constructor(
    /** Not readonly: the Apache loader substitutes `${VAR}` in place. */
    public value: string,
    readonly raw: string,
    readonly quote: Quote,
    private readonly file: string,
    private readonly line: number,
    private readonly column: number,
    private readonly endLine: number,
    private readonly endColumn: number,
  ) {}

  get span(): Span {
    return { file: this.file, line: this.line, column: this.column, endLine: this.endLine, endColumn: this.endColumn };
  }
}

/** An argument with a Span already made (a span built from others'), as a Word. */
export function wordAt(value: string, raw: string, quote: Quote, span: Span): Word {
  return new Word(value, raw, quote, span.file, span.line, span.column, span.endLine, span.endColumn);
}
