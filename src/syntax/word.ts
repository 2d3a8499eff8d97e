// An argument as the parsers keep it. A large tree holds hundreds of thousands of arguments
// and the rules look at the position of very few: keeping the four numbers in the argument and
// making its Span only when asked leaves one object per argument instead of two for the
// garbage collector to copy and mark (the 10,000-server nginx tree retains 108 MB instead of
// 120: scripts/profile-lint.mjs). Each read of `span` returns a new object; nothing compares
// argument spans by identity.
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

