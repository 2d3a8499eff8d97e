// The nginx tokenizer: the state machine of nginx's own ngx_conf_read_token, replayed over a
// string so that every word, comment and error keeps the position a user can open.
//
// Semantics that differ from a naive "split on whitespace" (and from crossplane, which the
// differential test documents):
// - `{`, `}` and quotes inside a word are ordinary characters (`a}b` is one word); only
//   whitespace, `;` and `{` end an unquoted word, and `{` does not end it right after `$`.
// - A backslash escapes the next character in every word, quoted or not, and the value nginx
//   sees has `\"`, `\'`, `\\`, `\t`, `\r`, `\n` resolved and every other backslash kept.
// - After a closing quote only whitespace, `;`, `{` or `)` may follow.
// - A word that does not fit nginx's 4096-byte read buffer together with the character after it
//   is refused, as nginx refuses it.
import type { Arg, Comment, Diagnostic, Span } from '../syntax/types.js';

export type Terminator = ';' | '{';

export type Statement =
  /** Words ended by `;` or `{` (words may be empty only after an `unexpected "{"` error). */
  | { kind: 'statement'; words: Arg[]; term: Terminator; termSpan: Span }
  /** A `}`; `words` is non-empty only when the `}` cut a directive short (an error). */
  | { kind: 'close'; words: Arg[]; termSpan: Span }
  /** End of input; `broken` when it came inside a directive (the error is already recorded). */
  | { kind: 'eof'; words: Arg[]; span: Span; broken: boolean };

export interface LuaBody {
  /** The Lua source between the braces, as one argument; `raw` keeps the braces. */
  arg: Arg;
  /** Span of the closing `}`; undefined when the input ended first (an error was recorded). */
  close?: Span;
}

const LF = 10;
const CR = 13;
const TAB = 9;
const SPACE = 32;
const DQUOTE = 34;
const SQUOTE = 39;
const DOLLAR = 36;
const HASH = 35;
const RPAREN = 41;
const SEMI = 59;
const LBRACE = 123;
const RBRACE = 125;
const BACKSLASH = 92;
const MINUS = 45;
const LBRACKET = 91;
const EQUALS = 61;

/** nginx reads configuration through a buffer of this many bytes; a longer word cannot fit. */
export const NGX_CONF_BUFFER = 4096;

const isSpace = (c: number): boolean => c === SPACE || c === TAB || c === CR || c === LF;

/** The value nginx stores for a word: its backslash escapes resolved the way ngx_conf_read_token does. */
export function unescapeNginx(content: string): string {
  if (content.indexOf('\\') < 0) return content;
  let out = '';
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i];
    if (c === '\\' && i + 1 < n) {
      const d = content[i + 1];
      if (d === '"' || d === "'" || d === '\\') {
        out += d;
        i += 2;
        continue;
      }
      if (d === 't' || d === 'r' || d === 'n') {
        out += d === 't' ? '\t' : d === 'r' ? '\r' : '\n';
        i += 2;
        continue;
      }
    }
    // Any other backslash is kept, and the character after it is read afresh.
    out += c;
    i++;
  }
  return out;
}

function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** The longest prefix of `s` that is at most `max` UTF-8 bytes (nginx prints a byte count). */
function firstBytes(s: string, max: number): string {
  let bytes = 0;
  let i = 0;
  while (i < s.length) {
    const b = utf8Length(s[i]);
    if (bytes + b > max) break;
    bytes += b;
    i++;
  }
  return s.slice(0, i);
}

// Short words repeat across a fleet of files (`listen`, `on`, `443`, `$host`), and V8 copies
// every slice shorter than 13 characters: one shared copy of each keeps the retained tree
// smaller, which is most of what a large load spends in garbage collection. Bounded so that a
// long-lived process reading endless distinct words does not grow the table without end. Only
// copies are kept (a longer slice would point into, and keep alive, its whole file's text).
const INTERN_MAX_LENGTH = 12;
const INTERN_MAX_ENTRIES = 8192;
const interned = new Map<string, string>();

function intern(s: string): string {
  const known = interned.get(s);
  if (known !== undefined) return known;
  if (interned.size < INTERN_MAX_ENTRIES) interned.set(s, s);
  return s;
}

export class NginxLexer {
  readonly comments: Comment[] = [];
  private i = 0;
  private line = 1;
  private lineStart = 0;
  private prevLineStart = 0;
  /** Characters examined so far, rescans included: the tests hold this to a multiple of the input size. */
  work = 0;
  /** Line on which the last word or terminator ended: a comment on it is inline. */
  private lastTokenLine = 0;

  constructor(
    readonly text: string,
    readonly file: string,
    private readonly errors: Diagnostic[],
  ) {}

  error(message: string, span: Span): void {
    this.errors.push({ ruleId: 'syntax-error', message, span });
  }

  private spanAt(line: number, column: number, endLine: number, endColumn: number): Span {
    return { file: this.file, line, column, endLine, endColumn };
  }

  /** The one-character span at offset `o`, which must lie on the current line. */
  private charSpan(o: number): Span {
    const col = o - this.lineStart + 1;
    return this.spanAt(this.line, col, this.line, col);
  }

  /** The point just past the last character of the input, on the line nginx names at end of file. */
  eofSpan(): Span {
    const col = this.text.length - this.lineStart + 1;
    return this.spanAt(this.line, col, this.line, col);
  }

  private newline(o: number): void {
    this.line++;
    this.prevLineStart = this.lineStart;
    this.lineStart = o + 1;
  }

  /** Reads one statement the way ngx_conf_read_token does, recording errors and recovering from them. */
  next(): Statement {
    const text = this.text;
    const n = text.length;
    const words: Arg[] = [];
    for (;;) {
      this.work++;
      if (this.i >= n) {
        if (words.length > 0) {
          this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
        }
        return { kind: 'eof', words, span: this.eofSpan(), broken: words.length > 0 };
      }
      const c = text.charCodeAt(this.i);
      if (c === LF) {
        this.newline(this.i);
        this.i++;
        continue;
      }
      if (c === SPACE || c === TAB || c === CR) {
        this.i++;
        continue;
      }
      if (c === SEMI || c === LBRACE) {
        const termSpan = this.charSpan(this.i);
        this.i++;
        this.lastTokenLine = this.line;
        if (words.length === 0) {
          this.error(`unexpected "${c === SEMI ? ';' : '{'}"`, termSpan);
          // A stray `;` is dropped; a stray `{` still opens a block, so braces stay balanced.
          if (c === SEMI) continue;
        }
        return { kind: 'statement', words, term: c === SEMI ? ';' : '{', termSpan };
      }
      if (c === RBRACE) {
        const termSpan = this.charSpan(this.i);
        this.i++;
        this.lastTokenLine = this.line;
        if (words.length > 0) this.error('unexpected "}"', termSpan);
        return { kind: 'close', words, termSpan };
      }
      if (c === HASH) {
        this.readComment();
        continue;
      }
      const word = c === DQUOTE || c === SQUOTE ? this.readQuoted(c) : this.readBare();
      if (!word) {
        // The input ended inside the word: nginx's "unexpected end of file" (already recorded).
        return { kind: 'eof', words, span: this.eofSpan(), broken: true };
      }
      words.push(word);
      this.lastTokenLine = this.line;
      if (c === DQUOTE || c === SQUOTE) {
        const end = this.afterQuote();
        if (end) return { kind: 'statement', words, term: end.term, termSpan: end.termSpan };
      } else if (this.i < n) {
        const t = text.charCodeAt(this.i);
        if (t === SEMI || t === LBRACE) {
          const termSpan = this.charSpan(this.i);
          this.i++;
          return { kind: 'statement', words, term: t === SEMI ? ';' : '{', termSpan };
        }
      }
    }
  }

  /**
   * nginx's need_space state: after a closing quote only whitespace, `)`, `;` or `{` may follow.
   * Returns the terminator when one follows at once.
   */
  private afterQuote(): { term: Terminator; termSpan: Span } | null {
    const text = this.text;
    if (this.i >= text.length) return null;
    const t = text.charCodeAt(this.i);
    if (isSpace(t) || t === RPAREN) return null;
    if (t === SEMI || t === LBRACE) {
      const termSpan = this.charSpan(this.i);
      this.i++;
      return { term: t === SEMI ? ';' : '{', termSpan };
    }
    // nginx names `}` the same way whether it follows a quote or a bare word, so leave it to next().
    if (t !== RBRACE) {
      this.error(`unexpected "${String.fromCodePoint(text.codePointAt(this.i)!)}"`, this.charSpan(this.i));
    }
    // Recover as if a space separated the quote from what follows.
    return null;
  }

  private readComment(): void {
    const text = this.text;
    const start = this.i;
    const col = start - this.lineStart + 1;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    // A CR before the LF belongs to the line ending, not to the comment's text.
    let last = end;
    if (last > start + 1 && text.charCodeAt(last - 1) === CR) last--;
    this.checkLength(start, end + 1, col, this.line);
    this.work += 2 * (end - start);
    this.comments.push({
      text: text.slice(start + 1, last),
      span: this.spanAt(this.line, col, this.line, col + (last - start) - 1),
      inline: this.lastTokenLine === this.line,
    });
    this.i = end;
  }

  /**
   * nginx refuses a token that does not fit its 4096-byte read buffer ("too long parameter").
   * What must fit is text[from, to): the token, the character that ends it and, after a closing
   * quote, the character after that (nginx still points at the word while it checks that one).
   * `contentEnd` is where a quoted word's content stops, to word the message as nginx does.
   */
  private checkLength(from: number, to: number, col: number, line: number, quote?: { q: number; contentEnd: number }): void {
    const text = this.text;
    to = Math.min(to, text.length);
    // A UTF-16 unit is at most 3 UTF-8 bytes: short tokens need no counting.
    if (to - from <= NGX_CONF_BUFFER / 3) return;
    this.work += to - from + NGX_CONF_BUFFER + 1;
    if (utf8Length(text.slice(from, to)) <= NGX_CONF_BUFFER) return;
    // When the rest of the file fits the buffer nginx never refills it, so never complains.
    if (utf8Length(text.slice(from, from + NGX_CONF_BUFFER + 1)) <= NGX_CONF_BUFFER) return;
    const span = this.spanAt(line, col, line, col);
    if (quote && utf8Length(text.slice(from, quote.contentEnd)) >= NGX_CONF_BUFFER) {
      this.error(
        `too long parameter, probably missing terminating "${String.fromCharCode(quote.q)}" character`,
        span,
      );
    } else {
      this.error(`too long parameter "${firstBytes(text.slice(from, from + 10), 10)}..." started`, span);
    }
  }

  private readQuoted(q: number): Arg | undefined {
    const text = this.text;
    const n = text.length;
    const start = this.i;
    const line = this.line;
    const col = start - this.lineStart + 1;
    let i = start + 1;
    for (;;) {
      if (i >= n) {
        this.i = n;
        this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
        return undefined;
      }
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) {
        i++;
        if (i < n && text.charCodeAt(i) === LF) this.newline(i);
        i++;
        continue;
      }
      if (c === LF) this.newline(i);
      else if (c === q) break;
      i++;
    }
    this.checkLength(start + 1, i + 2, col, line, { q, contentEnd: i });
    const endCol = i - this.lineStart + 1;
    this.i = i + 1;
    this.work += 2 * (i + 1 - start);
    const raw = text.slice(start, i + 1);
    return {
      value: unescapeNginx(text.slice(start + 1, i)),
      raw,
      quote: q === DQUOTE ? '"' : "'",
      span: this.spanAt(line, col, this.line, endCol),
    };
  }

  private readBare(): Arg | undefined {
    const text = this.text;
    const n = text.length;
    const start = this.i;
    const line = this.line;
    const col = start - this.lineStart + 1;
    let i = start;
    let variable = false;
    // The first character: only `\` and `$` are special here (quotes were handled by the caller).
    const first = text.charCodeAt(i);
    if (first === BACKSLASH) {
      i++;
      if (i < n && text.charCodeAt(i) === LF) this.newline(i);
      i++;
    } else {
      variable = first === DOLLAR;
      i++;
    }
    for (;;) {
      if (i >= n) {
        this.i = n;
        this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
        return undefined;
      }
      const c = text.charCodeAt(i);
      // `${` keeps the brace in the word (and so does every `{` until some other character).
      if (c === LBRACE && variable) {
        i++;
        continue;
      }
      variable = false;
      if (c === BACKSLASH) {
        i++;
        if (i < n && text.charCodeAt(i) === LF) this.newline(i);
        i++;
        continue;
      }
      if (c === DOLLAR) {
        variable = true;
        i++;
        continue;
      }
      if (isSpace(c) || c === SEMI || c === LBRACE) break;
      i++;
    }
    this.checkLength(start, i + 1, col, line);
    // The last character may be an escaped LF, which belongs to the line it ends.
    const last = i - 1;
    const onLine = last >= this.lineStart;
    const endLine = onLine ? this.line : this.line - 1;
    const endCol = last - (onLine ? this.lineStart : this.prevLineStart) + 1;
    this.i = i;
    this.work += 2 * (i - start);
    const raw = i - start <= INTERN_MAX_LENGTH ? intern(text.slice(start, i)) : text.slice(start, i);
    return { value: unescapeNginx(raw), raw, quote: null, span: this.spanAt(line, col, endLine, endCol) };
  }

  /**
   * Reads a `*_by_lua_block` body after its opening `{`, as lua-nginx-module's own lexer does:
   * braces count unless they sit in a Lua string ("..." or '...' on one line), a long bracket
   * ([[...]], [==[...]==]) or a comment (-- to end of line, --[[...]]).
   */
  readLuaBody(open: Span): LuaBody {
    const text = this.text;
    const n = text.length;
    const bodyStart = this.i;
    // nginx names the line of the last `{` it saw when the block never closes.
    let lastOpen = open;
    let depth = 1;
    // A quote with no partner before the end of its line is a plain character; remember where
    // such a failed search stopped so that no line is searched twice (keeps this linear).
    let noDquoteBefore = -1;
    let noSquoteBefore = -1;
    let i = bodyStart;
    while (i < n) {
      this.work++;
      const c = text.charCodeAt(i);
      if (c === LF) {
        this.newline(i);
        i++;
      } else if (c === LBRACE) {
        depth++;
        lastOpen = this.charSpan(i);
        i++;
      } else if (c === RBRACE) {
        depth--;
        if (depth === 0) {
          const close = this.charSpan(i);
          const body = text.slice(bodyStart, i);
          this.i = i + 1;
          this.lastTokenLine = this.line;
          return {
            arg: {
              value: body,
              raw: text.slice(bodyStart - 1, i + 1),
              quote: null,
              span: { ...open, endLine: close.endLine, endColumn: close.endColumn },
            },
            close,
          };
        }
        i++;
      } else if (c === MINUS && i + 1 < n && text.charCodeAt(i + 1) === MINUS) {
        const level = i + 2 < n && text.charCodeAt(i + 2) === LBRACKET ? this.longBracketLevel(i + 2) : -1;
        if (level >= 0) {
          const after = this.skipLongBracket(i + 2, level);
          if (after < 0) return this.luaUnclosed(bodyStart, open);
          i = after;
        } else {
          const eol = text.indexOf('\n', i);
          this.work += (eol < 0 ? n : eol) - i;
          i = eol < 0 ? n : eol;
        }
      } else if (c === LBRACKET) {
        const level = this.longBracketLevel(i);
        if (level >= 0) {
          const after = this.skipLongBracket(i, level);
          if (after < 0) return this.luaUnclosed(bodyStart, open);
          i = after;
        } else i++;
      } else if (c === DQUOTE || c === SQUOTE) {
        const limit = c === DQUOTE ? noDquoteBefore : noSquoteBefore;
        if (i < limit) {
          i++;
          continue;
        }
        let j = i + 1;
        let closed = false;
        while (j < n) {
          this.work++;
          const d = text.charCodeAt(j);
          if (d === BACKSLASH) j += 2;
          else if (d === LF) break;
          else if (d === c) {
            closed = true;
            break;
          } else j++;
        }
        this.work += j - i;
        if (closed) {
          // Escaped newlines inside the string still count as lines.
          for (let k = i + 1; k < j; k++) if (text.charCodeAt(k) === LF) this.newline(k);
          i = j + 1;
        } else {
          if (c === DQUOTE) noDquoteBefore = j;
          else noSquoteBefore = j;
          i++;
        }
      } else i++;
    }
    this.i = n;
    this.error(
      'unexpected end of file, expecting terminating characters for lua code block',
      { ...lastOpen, endLine: lastOpen.line, endColumn: lastOpen.column },
    );
    return this.luaPartial(bodyStart, open);
  }

  /** The level (number of `=`) of a long bracket opening at `o` (`[`, `=`*, `[`), or -1. */
  private longBracketLevel(o: number): number {
    const text = this.text;
    let j = o + 1;
    while (j < text.length && text.charCodeAt(j) === EQUALS) j++;
    return j < text.length && text.charCodeAt(j) === LBRACKET ? j - o - 1 : -1;
  }

  /** Skips a long bracket opening at `o`; returns the offset after its close, or -1 (error recorded). */
  private skipLongBracket(o: number, level: number): number {
    const text = this.text;
    const openEnd = o + level + 2;
    // Lines up to the opening bracket count before a possible error, as in lua-nginx-module.
    const closing = ']' + '='.repeat(level) + ']';
    const at = text.indexOf(closing, openEnd);
    this.work += 2 * ((at < 0 ? text.length : at + closing.length) - o);
    if (at < 0) {
      this.error(
        `Lua code block missing the closing long bracket "${closing}", the inlined Lua code may be too long`,
        this.charSpan(o),
      );
      // The unclosed body runs to the end of the text: its span must end on the last line.
      for (let k = o; k < text.length; k++) if (text.charCodeAt(k) === LF) this.newline(k);
      return -1;
    }
    const end = at + closing.length;
    for (let k = o; k < end; k++) if (text.charCodeAt(k) === LF) this.newline(k);
    return end;
  }

  private luaUnclosed(bodyStart: number, open: Span): LuaBody {
    this.i = this.text.length;
    return this.luaPartial(bodyStart, open);
  }

  private luaPartial(bodyStart: number, open: Span): LuaBody {
    const body = this.text.slice(bodyStart);
    return { arg: { value: body, raw: '{' + body, quote: null, span: { ...open, ...this.endOfText() } } };
  }

  private endOfText(): { endLine: number; endColumn: number } {
    return { endLine: this.line, endColumn: Math.max(1, this.text.length - this.lineStart) };
  }
}
