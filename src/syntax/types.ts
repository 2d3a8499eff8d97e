// The syntax-stage tree shared by the nginx and Apache parsers. Every node keeps its
// exact span so that any finding can land on the line and column a user can open.

/** 1-based line and column; columns count UTF-16 code units from the line start, +1. */
export interface Span {
  file: string;
  line: number;
  column: number;
  /** Position of the last character of the node (inclusive), 1-based. */
  endLine: number;
  endColumn: number;
}

export type Quote = '"' | "'" | null;

export interface Arg {
  /** The value as the server sees it: quotes removed, escapes resolved as the server resolves them. */
  value: string;
  /** The exact source text of the argument, quotes included. */
  raw: string;
  quote: Quote;
  span: Span;
}

export interface Directive {
  /** As written in the file (Apache names are case-insensitive: compare lower-cased). */
  name: string;
  args: Arg[];
  /** From the first character of the name to the terminating `;` / `{` / end of line (Apache). */
  span: Span;
  /** Child directives for block directives (nginx `server {}`, Apache `<VirtualHost>`). */
  block?: Directive[];
  /** Span of the closing `}` / `</Section>` when the block is closed. */
  blockEnd?: Span;
  /**
   * Set by the source stage on include directives: the real paths of the files the include
   * pulled in, in the order the server reads them.
   */
  includes?: string[];
}

export interface Comment {
  /** Text after the `#`, without the `#`, untrimmed. */
  text: string;
  span: Span;
  /** True when the comment shares its line with a directive (nginx `foo; # note`). */
  inline: boolean;
}

/** A problem found while reading or parsing: becomes a `syntax-error` / `include-missing` / `file-unreadable` finding. */
export interface Diagnostic {
  ruleId: 'syntax-error' | 'include-missing' | 'file-unreadable';
  message: string;
  span: Span;
  /** What to do about it, when the rule's usual advice does not fit. */
  fix?: string;
  /** One of ssllint's bounds on input left something here unread (the audit lists these with file-unreadable). */
  limit?: true;
}

export interface ParsedFile {
  file: string;
  directives: Directive[];
  comments: Comment[];
  /** Syntax errors. A parser never throws: it returns what it could read plus these. */
  errors: Diagnostic[];
}

export type Dialect = 'nginx' | 'apache';
