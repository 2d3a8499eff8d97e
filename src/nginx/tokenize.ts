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
import { copyRange } from '../syntax/copy.js';
import type { Arg, Comment, Diagnostic, Quote, Span } from '../syntax/types.js';
import { Word } from '../syntax/word.js';

/** What NginxLexer.next() read; the lexer's fields describe it until the next call. */
export type Token = typeof STATEMENT | typeof CLOSE | typeof EOF;
/** Words ended by `;` or `{` (no words only after an `unexpected "{"` error). */
export const STATEMENT = 0;
/** A `}`; with words only when the `}` cut a directive short (an error). */
export const CLOSE = 1;
/** End of input; `broken` when it came inside a directive (the error is already recorded). */
export const EOF = 2;

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
/** A UTF-16 unit is at most 3 UTF-8 bytes: a token this short fits the buffer uncounted. */
const MAX_UNCOUNTED = Math.floor(NGX_CONF_BUFFER / 3);

const isSpace = (c: number): boolean => c === SPACE || c === TAB || c === CR || c === LF;

/** The value nginx stores for a word: its backslash escapes resolved the way ngx_conf_read_token does. */
export function unescapeNginx(content: string): string {
  if (content.indexOf('\\') < 0) return content;
  // The pieces are joined once at the end: a string grown by `+=` is a chain of rope nodes,
  // and a parsed tree keeps every value it holds alive.
  const parts: string[] = [];
  let from = 0;
  const n = content.length;
  for (let i = content.indexOf('\\'); i >= 0 && i + 1 < n; i = content.indexOf('\\', i)) {
    const d = content[i + 1];
    const resolved =
      d === '"' || d === "'" || d === '\\' ? d : d === 't' ? '\t' : d === 'r' ? '\r' : d === 'n' ? '\n' : undefined;
    if (resolved === undefined) {
      // Any other backslash is kept, and the character after it is read afresh.
      i++;
      continue;
    }
    parts.push(content.slice(from, i), resolved);
    from = i + 2;
    i += 2;
  }
  if (from === 0) return content;
  parts.push(content.slice(from));
  return parts.join('');
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

/** text[from, to), shared with earlier words when short. */
function word(text: string, from: number, to: number): string {
  const s = text.slice(from, to);
  if (to - from > INTERN_MAX_LENGTH) return s;
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

  // What the last next() read. The words are held here rather than in a new array and result
  // object per statement: a large tree has hundreds of thousands of statements, and only what
  // the tree keeps is allocated for each.
  /** Words read, the name included. */
  words = 0;
  /** The first word, which names the directive. */
  name = '';
  nameSpan!: Span;
  /** The words after the name, the first `words - 1` entries (the array is reused). */
  private readonly args: Arg[] = [];
  /** The terminator of a STATEMENT (`;` or `{`, as a character code). */
  private term = 0;
  /** Where a STATEMENT's terminator or a CLOSE's `}` stands. */
  termLine = 0;
  termColumn = 0;
  /** For EOF: the input ended inside a directive. */
  broken = false;
  /** For EOF: the input ended inside a word (an unclosed quote): the directive lost that word. */
  wordCut = false;

  /** The word readBare/readQuoted just read, and where it stands. */
  private value = '';
  private raw = '';
  private wordLine = 0;
  private wordColumn = 0;
  private wordEndLine = 0;
  private wordEndColumn = 0;

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

  /** True when the last STATEMENT ended with `{`. */
  opensBlock(): boolean {
    return this.term === LBRACE;
  }

  /** The span of the last STATEMENT's terminator or CLOSE's `}`. */
  termSpan(): Span {
    return this.spanAt(this.termLine, this.termColumn, this.termLine, this.termColumn);
  }

  /** The words after the name, in an array of their own. */
  takeArgs(): Arg[] {
    return copyRange(this.args, 0, this.words - 1);
  }

  /** Where the last word ended (the name's span when it is the only word). */
  lastWordSpan(): Span {
    return this.words > 1 ? this.args[this.words - 2].span : this.nameSpan;
  }

  private newline(o: number): void {
    this.line++;
    this.prevLineStart = this.lineStart;
    this.lineStart = o + 1;
  }

  /** Takes the character at `o` (on the current line) as the terminator; only its position is kept. */
  private terminate(c: number, o: number): void {
    this.term = c;
    this.termLine = this.line;
    this.termColumn = o - this.lineStart + 1;
    this.i = o + 1;
  }

  private addWord(quote: Quote): void {
    if (this.words === 0) {
      this.name = this.value;
      this.nameSpan = this.spanAt(this.wordLine, this.wordColumn, this.wordEndLine, this.wordEndColumn);
    } else {
      this.args[this.words - 1] = new Word(this.value, this.raw, quote, this.file, this.wordLine, this.wordColumn, this.wordEndLine, this.wordEndColumn);
    }
    this.words++;
  }

  private wordEndsAt(line: number, column: number, endLine: number, endColumn: number): true {
    this.wordLine = line;
    this.wordColumn = column;
    this.wordEndLine = endLine;
    this.wordEndColumn = endColumn;
    return true;
  }

  /** Reads one statement the way ngx_conf_read_token does, recording errors and recovering from them. */
  next(): Token {
    const text = this.text;
    const n = text.length;
    this.words = 0;
    for (;;) {
      this.skipSpace();
      this.work++;
      const o = this.i;
      if (o >= n) {
        this.broken = this.words > 0;
        if (this.broken) this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
        return EOF;
      }
      const c = text.charCodeAt(o);
      if (c === SEMI || c === LBRACE) {
        this.terminate(c, o);
        this.lastTokenLine = this.line;
        if (this.words === 0) {
          this.error(`unexpected "${c === SEMI ? ';' : '{'}"`, this.termSpan());
          // A stray `;` is dropped; a stray `{` still opens a block, so braces stay balanced.
          if (c === SEMI) continue;
        }
        return STATEMENT;
      }
      if (c === RBRACE) {
        this.terminate(c, o);
        this.lastTokenLine = this.line;
        if (this.words > 0) this.error('unexpected "}"', this.termSpan());
        return CLOSE;
      }
      if (c === HASH) {
        this.readComment();
        continue;
      }
      const quoted = c === DQUOTE || c === SQUOTE;
      const read = quoted ? this.readQuoted(c) : this.readBare();
      if (!read) {
        // The input ended inside the word: nginx's "unexpected end of file" (already recorded).
        this.broken = true;
        this.wordCut = true;
        return EOF;
      }
      this.addWord(quoted ? (c === DQUOTE ? '"' : "'") : null);
      this.lastTokenLine = this.line;
      if (quoted) {
        if (this.afterQuote()) return STATEMENT;
      } else if (this.i < n) {
        const t = text.charCodeAt(this.i);
        if (t === SEMI || t === LBRACE) {
          this.terminate(t, this.i);
          return STATEMENT;
        }
      }
    }
  }

  /** Skips white space, counting lines; one unit of work per character. */
  private skipSpace(): void {
    const text = this.text;
    const n = text.length;
    const from = this.i;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === LF) this.newline(i);
      else if (c !== SPACE && c !== TAB && c !== CR) break;
      i++;
    }
    this.work += i - from;
    this.i = i;
  }

  /**
   * nginx's need_space state: after a closing quote only whitespace, `)`, `;` or `{` may follow.
   * Returns true when a terminator follows at once (it is taken).
   */
  private afterQuote(): boolean {
    const text = this.text;
    if (this.i >= text.length) return false;
    const t = text.charCodeAt(this.i);
    if (isSpace(t) || t === RPAREN) return false;
    if (t === SEMI || t === LBRACE) {
      this.terminate(t, this.i);
      return true;
    }
    // nginx names `}` the same way whether it follows a quote or a bare word, so leave it to next().
    if (t !== RBRACE) {
      this.error(`unexpected "${String.fromCodePoint(text.codePointAt(this.i)!)}"`, this.charSpan(this.i));
    }
    // Recover as if a space separated the quote from what follows.
    return false;
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
    if (end + 1 - start > MAX_UNCOUNTED) this.checkLength(start, end + 1, col, this.line);
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
   * For a quoted word, `contentEnd` is where its content stops, to word the message as nginx does.
   * Callers skip tokens of at most MAX_UNCOUNTED characters.
   */
  private checkLength(from: number, to: number, col: number, line: number, quote?: number, contentEnd?: number): void {
    const text = this.text;
    to = Math.min(to, text.length);
    if (to - from <= MAX_UNCOUNTED) return;
    this.work += to - from + NGX_CONF_BUFFER + 1;
    if (utf8Length(text.slice(from, to)) <= NGX_CONF_BUFFER) return;
    // When the rest of the file fits the buffer nginx never refills it, so never complains.
    if (utf8Length(text.slice(from, from + NGX_CONF_BUFFER + 1)) <= NGX_CONF_BUFFER) return;
    const span = this.spanAt(line, col, line, col);
    if (quote !== undefined && utf8Length(text.slice(from, contentEnd)) >= NGX_CONF_BUFFER) {
      this.error(
        `too long parameter, probably missing terminating "${String.fromCharCode(quote)}" character`,
        span,
      );
    } else {
      this.error(`too long parameter "${firstBytes(text.slice(from, from + 10), 10)}..." started`, span);
    }
  }

  /** Reads the quoted word at this.i into value/raw and its place; false at end of input. */
  private readQuoted(q: number): boolean {
    const text = this.text;
    const n = text.length;
    const start = this.i;
    const line = this.line;
    const col = start - this.lineStart + 1;
    let escaped = false;
    let i = start + 1;
    for (;;) {
      if (i >= n) {
        this.i = n;
        this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
        return false;
      }
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) {
        escaped = true;
        i++;
        if (i < n && text.charCodeAt(i) === LF) this.newline(i);
        i++;
        continue;
      }
      if (c === LF) this.newline(i);
      else if (c === q) break;
      i++;
    }
    if (i + 1 - start > MAX_UNCOUNTED) this.checkLength(start + 1, i + 2, col, line, q, i);
    const endCol = i - this.lineStart + 1;
    this.i = i + 1;
    this.work += 2 * (i + 1 - start);
    const content = word(text, start + 1, i);
    this.value = escaped ? unescapeNginx(content) : content;
    this.raw = word(text, start, i + 1);
    return this.wordEndsAt(line, col, this.line, endCol);
  }

  /** Reads the unquoted word at this.i into value/raw and its place; false at end of input. */
  private readBare(): boolean {
    const text = this.text;
    const n = text.length;
    const start = this.i;
    const line = this.line;
    const col = start - this.lineStart + 1;
    let escaped = false;
    // `{` stays in the word right after `$`, and so does each `{` after such a one (`${{`).
    let bracePart = -1;
    let i = start;
    for (;;) {
      let c = text.charCodeAt(i);
      // Most characters are none of `\t \r \n $ ; \\ {` (`!`, `"` and `#` are ordinary too).
      // Past the end charCodeAt gives NaN, which stops this loop too.
      while (c > DOLLAR && c !== SEMI && c !== BACKSLASH && c !== LBRACE) c = text.charCodeAt(++i);
      if (i >= n) {
        this.i = n;
        this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
        return false;
      }
      if (c === DOLLAR) {
        bracePart = ++i;
        continue;
      }
      if (c === LBRACE) {
        if (i !== bracePart) break;
        bracePart = ++i;
        continue;
      }
      if (c === BACKSLASH) {
        escaped = true;
        i++;
        if (i < n && text.charCodeAt(i) === LF) this.newline(i);
        i++;
        continue;
      }
      if (c === SEMI || isSpace(c)) break;
      i++;
    }
    if (i + 1 - start > MAX_UNCOUNTED) this.checkLength(start, i + 1, col, line);
    // The last character may be an escaped LF, which belongs to the line it ends.
    const last = i - 1;
    const onLine = last >= this.lineStart;
    const endLine = onLine ? this.line : this.line - 1;
    const endCol = last - (onLine ? this.lineStart : this.prevLineStart) + 1;
    this.i = i;
    this.work += 2 * (i - start);
    const raw = word(text, start, i);
    this.raw = raw;
    this.value = escaped ? unescapeNginx(raw) : raw;
    return this.wordEndsAt(line, col, endLine, endCol);
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
            arg: new Word(body, text.slice(bodyStart - 1, i + 1), null, open.file, open.line, open.column, close.endLine, close.endColumn),
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
    const end = this.endOfText();
    return { arg: new Word(body, '{' + body, null, open.file, open.line, open.column, end.endLine, end.endColumn) };
  }

  private endOfText(): { endLine: number; endColumn: number } {
    return { endLine: this.line, endColumn: Math.max(1, this.text.length - this.lineStart) };
  }
}
