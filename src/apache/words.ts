// Words of a directive line, split the way httpd's ap_getword_conf splits them: white space
// separates words; a word that starts with `"` or `'` runs to the matching quote (or to the
// end of the line when there is none, which httpd accepts silently); inside quotes `\\` and
// `\<quote>` are escapes, outside quotes only `\\` is. Nothing else is special: `#` in the
// middle of a line, `${VAR}` and `>` are ordinary characters here.
import { copyRange } from '../syntax/copy.js';
import type { Arg, Quote } from '../syntax/types.js';
import { isConfSpace, type LogicalLine } from './lines.js';

export interface Word {
  /** Offsets in the logical line: first character and one past the last (quotes included). */
  start: number;
  end: number;
  value: string;
  quote: Quote;
}

// Short words repeat across a fleet of files (`On`, `ServerName`, `*:443`), and V8 copies
// every slice shorter than 13 characters: sharing one copy of each keeps the retained tree
// smaller, which is most of what a large load spends in garbage collection. Bounded so that a
// long-lived process reading endless distinct words does not grow the table without end. Only
// copies are kept (a longer slice would point into, and keep alive, its whole file's text).
const INTERN_MAX_LENGTH = 12;
const INTERN_MAX_ENTRIES = 8192;
const interned = new Map<string, string>();

/** s[from, to), shared with earlier words when short. */
function slice(s: string, from: number, to: number): string {
  const w = s.slice(from, to);
  if (to - from > INTERN_MAX_LENGTH) return w;
  const known = interned.get(w);
  if (known !== undefined) return known;
  if (interned.size < INTERN_MAX_ENTRIES) interned.set(w, w);
  return w;
}

// The word readWordAt read last. A line's words are read into these rather than into an
// object per word: only the Arg built from them is kept.
let wordEnd = 0;
let wordValue = '';
let wordQuote: Quote = null;

/** Reads the word at `i` (which must not be white space) up to `limit` into wordEnd/wordValue/wordQuote. */
function readWordAt(s: string, i: number, limit: number): void {
  const q = s.charCodeAt(i);
  if (q === 34 || q === 39) {
    let j = i + 1;
    let escaped = false;
    while (j < limit && s.charCodeAt(j) !== q) {
      const next = j + 1 < limit ? s.charCodeAt(j + 1) : -1;
      if (s.charCodeAt(j) === 92 && (next === q || next === 92)) {
        escaped = true;
        j += 2;
      } else {
        j++;
      }
    }
    const inner = slice(s, i + 1, j);
    // An unterminated quote runs to the end of the line.
    wordEnd = j < limit ? j + 1 : j;
    // The same pairs the scan above skipped, resolved left to right.
    wordValue = escaped ? inner.replace(q === 34 ? /\\([\\"])/g : /\\([\\'])/g, '$1') : inner;
    wordQuote = q === 34 ? '"' : "'";
    return;
  }
  let j = i;
  let doubled = false;
  for (; j < limit; j++) {
    const c = s.charCodeAt(j);
    if (c > 32 && c !== 92) continue;
    if (c === 92) doubled ||= j + 1 < limit && s.charCodeAt(j + 1) === 92;
    else if (isConfSpace(c)) break;
  }
  const raw = slice(s, i, j);
  wordEnd = j;
  // Outside quotes a doubled backslash stands for one; every other backslash is kept.
  wordValue = doubled ? raw.replace(/\\\\/g, '\\') : raw;
  wordQuote = null;
}

/** Reads the word at `i` (which must not be white space) up to `limit`. */
export function readWord(s: string, i: number, limit: number): Word {
  readWordAt(s, i, limit);
  return { start: i, end: wordEnd, value: wordValue, quote: wordQuote };
}

export function skipSpace(s: string, i: number, limit: number): number {
  while (i < limit && isConfSpace(s.charCodeAt(i))) i++;
  return i;
}

// Arguments are gathered here, then copied to an array of their exact size for the tree.
const gathered: Arg[] = [];

/** All words between `from` and `to`, as arguments. */
export function readArgs(line: LogicalLine, file: string, from: number, to: number): Arg[] {
  const s = line.text;
  let count = 0;
  let i = skipSpace(s, from, to);
  while (i < to) {
    readWordAt(s, i, to);
    // Most words are written exactly as httpd sees them: share the string.
    const raw = !line.single
      ? line.sourceSlice(i, wordEnd)
      : wordQuote === null && wordValue.length === wordEnd - i
        ? wordValue
        : slice(s, i, wordEnd);
    gathered[count++] = line.word(wordValue, raw, wordQuote, file, i, wordEnd);
    i = skipSpace(s, wordEnd, to);
  }
  return copyRange(gathered, 0, count);
}
