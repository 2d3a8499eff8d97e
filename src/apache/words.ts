// Words of a directive line, split the way httpd's ap_getword_conf splits them: white space
// separates words; a word that starts with `"` or `'` runs to the matching quote (or to the
// end of the line when there is none, which httpd accepts silently); inside quotes `\\` and
// `\<quote>` are escapes, outside quotes only `\\` is. Nothing else is special: `#` in the
// middle of a line, `${VAR}` and `>` are ordinary characters here.
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

function intern(s: string): string {
  const known = interned.get(s);
  if (known !== undefined) return known;
  if (interned.size < INTERN_MAX_ENTRIES) interned.set(s, s);
  return s;
}

/** Reads the word at `i` (which must not be white space) up to `limit`. */
export function readWord(s: string, i: number, limit: number): Word {
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
    const inner = s.slice(i + 1, j);
    return {
      start: i,
      // An unterminated quote runs to the end of the line.
      end: j < limit ? j + 1 : j,
      // The same pairs the scan above skipped, resolved left to right.
      value: escaped ? inner.replace(q === 34 ? /\\([\\"])/g : /\\([\\'])/g, '$1') : inner,
      quote: q === 34 ? '"' : "'",
    };
  }
  let j = i;
  while (j < limit && !isConfSpace(s.charCodeAt(j))) j++;
  const raw = j - i <= INTERN_MAX_LENGTH ? intern(s.slice(i, j)) : s.slice(i, j);
  // Outside quotes a doubled backslash stands for one; every other backslash is kept.
  return { start: i, end: j, value: raw.includes('\\\\') ? raw.replace(/\\\\/g, '\\') : raw, quote: null };
}

export function skipSpace(s: string, i: number, limit: number): number {
  while (i < limit && isConfSpace(s.charCodeAt(i))) i++;
  return i;
}

/** All words between `from` and `to`. */
export function readWords(s: string, from: number, to: number): Word[] {
  const words: Word[] = [];
  let i = skipSpace(s, from, to);
  while (i < to) {
    const w = readWord(s, i, to);
    words.push(w);
    i = skipSpace(s, w.end, to);
  }
  return words;
}

export function toArg(line: LogicalLine, file: string, w: Word): Arg {
  // Most words are written exactly as httpd sees them: share the string.
  const raw = line.single && w.quote === null && w.value.length === w.end - w.start ? w.value : line.sourceSlice(w.start, w.end);
  return { value: w.value, raw, quote: w.quote, span: line.span(file, w.start, w.end) };
}
