// Whether a text is nginx or Apache configuration, by what it holds: its statements read the
// way each server reads them, scored by how many name a directive that server knows and how
// well the text keeps that server's shape. Many other programs keep `.conf` files in /etc
// (nsswitch, sshd, logrotate, sysctl, systemd units, php-fpm pools...); ProFTPD, collectd and
// sshd even share words or sections with httpd, and BIND, nftables or keepalived write
// nginx-like braces. test/source-sniff.test.ts holds the threshold between the corpus of real
// nginx and Apache files (test/corpus) and such files (fixtures/other-formats).
import { apacheDirective } from '../apache/directive-table.js';
import { REMOVED_BEFORE_2_4, thirdPartyModule as apacheThirdParty } from '../apache/directive-facts.js';
import { nginxRowsOf } from '../nginx/directives.js';
import { thirdPartyModule as nginxThirdParty } from '../nginx/third-party.js';
import type { Dialect } from '../syntax/types.js';

/** What a text shows of one dialect. */
export interface Evidence {
  /** Statements read in the dialect's grammar (includes left out: every format has one). */
  statements: number;
  /** Of those, the ones whose name is a directive of that server (or of a well-known module). */
  known: number;
  /** Lines of code in the dialect's shape (nginx: in a statement that ends, or closing a block), of `lines`. */
  shaped: number;
  lines: number;
  /** known / statements × shaped / lines: 0 (none of it) to 1. */
  score: number;
}

/**
 * The score a text needs to be read as one dialect. The files real servers read score 0.8 and
 * more (0.5 when written all in lower case), the other formats 0.3 at most (ProFTPD, whose
 * syntax is httpd's); test/source-sniff.test.ts holds both sides.
 */
export const SNIFF_THRESHOLD = 0.4;

/** Only the start of a long file is read: it says what the file is as well as the whole. */
export const SNIFF_CHARS = 256 * 1024;

// `include` is every format's (ld.so.conf, logrotate, sshd, BIND): it says nothing either way.
const NEUTRAL = new Set(['include', 'includeoptional']);

/** nginx blocks whose body is not directives: entries for a handler, or Lua. */
function opaqueBody(name: string): boolean {
  return name === 'types' || name === 'map' || name === 'geo' || name === 'split_clients' || name === 'charset_map' || name === 'match' || name.endsWith('_lua_block') || name.endsWith('_by_lua_block');
}

const knownNginx = (name: string): boolean => nginxRowsOf(name) !== undefined || nginxThirdParty(name) !== undefined;

const SEMI = 59;
const LBRACE = 123;
const RBRACE = 125;
const HASH = 35;
const LF = 10;
const BACKSLASH = 92;

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === LF || c === 12 || c === 11;
}

function score(known: number, statements: number, shaped: number, lines: number): Evidence {
  const s = statements === 0 || lines === 0 ? 0 : (known / statements) * (shaped / lines);
  return { statements, known, shaped, lines, score: s };
}

/**
 * The text in nginx's grammar: statements end at `;` or `{`, `}` closes a block, `#` starts a
 * comment at a word's start; a line of code is in shape when it belongs to a statement that
 * ends so, or closes a block. A statement cut short by `}` or the end of the text counts,
 * unknown, and its lines out of shape.
 */
export function nginxEvidence(text: string, isKnown: (name: string) => boolean = knownNginx): Evidence {
  const n = Math.min(text.length, SNIFF_CHARS);
  let statements = 0;
  let known = 0;
  let lines = 0;
  let shaped = 0;
  // The statement being read: its first word, and whether it has any word yet.
  let name = '';
  let words = 0;
  let wordStart = -1;
  // Depth inside blocks whose bodies are not directives (map entries, Lua).
  let opaque = 0;
  // The line being read: whether it holds code outside an opaque body, and its last code character.
  let lineCode = false;
  let last = 0;
  const endWord = (i: number): void => {
    if (wordStart < 0) return;
    if (words === 0) name = text.slice(wordStart, i);
    words++;
    wordStart = -1;
  };
  // Lines of the statement being read: in shape if it ends with `;` or `{` (a multi-line one).
  let pending = 0;
  const endLine = (): void => {
    if (lineCode) {
      lines++;
      if (last === SEMI || last === LBRACE || last === RBRACE) shaped++;
      else if (words > 0 || wordStart >= 0) pending++;
    }
    lineCode = false;
  };
  const statement = (terminated: boolean): void => {
    if (words > 0 && !NEUTRAL.has(name)) {
      statements++;
      if (terminated && isKnown(name)) known++;
    }
    if (terminated) shaped += pending;
    pending = 0;
    words = 0;
    name = '';
  };
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) {
      endWord(i);
      endLine();
      continue;
    }
    if (isBlank(c)) {
      endWord(i);
      continue;
    }
    if (c === HASH && wordStart < 0) {
      const nl = text.indexOf('\n', i);
      i = (nl === -1 ? n : nl) - 1;
      continue;
    }
    if (opaque === 0) lineCode = true;
    last = c;
    if (c === 34 || c === 39) {
      // A quoted word, line breaks and all (a multi-line log_format).
      if (wordStart < 0) wordStart = i;
      for (i++; i < n && text.charCodeAt(i) !== c; i++) {
        const q = text.charCodeAt(i);
        if (q === BACKSLASH) i++;
        else if (q === LF) {
          endLine();
          lineCode = opaque === 0;
        }
      }
      continue;
    }
    if (c === BACKSLASH) {
      if (wordStart < 0) wordStart = i;
      i++;
      continue;
    }
    // Inside a word `}` is a character, and so is `{` right after `$` (`${var}`), as nginx reads them.
    if ((c === RBRACE && wordStart >= 0) || (c === LBRACE && wordStart >= 0 && text.charCodeAt(i - 1) === 36)) continue;
    if (c === SEMI || c === LBRACE || c === RBRACE) {
      endWord(i);
      if (opaque > 0) {
        if (c === LBRACE) opaque++;
        else if (c === RBRACE) opaque--;
        words = 0;
        continue;
      }
      if (c === RBRACE) statement(false);
      else {
        const opens = c === LBRACE && opaqueBody(name);
        statement(true);
        if (opens) opaque = 1;
      }
      continue;
    }
    if (wordStart < 0) wordStart = i;
  }
  endWord(n);
  endLine();
  // A statement the end of the text cuts short is unknown; one the SNIFF_CHARS cut ends is not counted.
  if (n === text.length) statement(false);
  return score(known, statements, shaped, lines);
}

/**
 * The text in httpd's grammar: a directive a line (a trailing `\` continues it), `<Section …>`
 * opening what `</Section>` closes, `#` commenting a whole line. A line of code is out of shape
 * when it ends the way nginx's and C-like formats end theirs (`;`, `{`, a lone `}`); a closing
 * tag that closes nothing open counts as a statement nobody knows.
 */
export function apacheEvidence(text: string, weigh: (key: string, written: string) => number = apacheWeight): Evidence {
  const n = Math.min(text.length, SNIFF_CHARS);
  let statements = 0;
  let known = 0;
  let lines = 0;
  let shaped = 0;
  // Sections open, by lower-case name, with what their opening line was counted.
  const open: { name: string; weight: number }[] = [];
  let from = 0;
  while (from < n) {
    // One logical line: physical lines joined where one ends with a backslash.
    let to = text.indexOf('\n', from);
    if (to === -1 || to > n) to = n;
    let line = text.slice(from, to);
    from = to + 1;
    while (/\\\r?$/.test(line) && from < n) {
      let next = text.indexOf('\n', from);
      if (next === -1 || next > n) next = n;
      line = line.replace(/\\\r?$/, ' ') + text.slice(from, next);
      from = next + 1;
    }
    const code = line.trim();
    if (code === '' || code.charCodeAt(0) === HASH) continue;
    lines++;
    // (A line may end in `}` in httpd too: RewriteRule's `%{REQUEST_URI}`.)
    const end = code.charCodeAt(code.length - 1);
    if (end !== SEMI && end !== LBRACE && code !== '}') shaped++;
    const word = /^<?\/?[^\s>]*/.exec(code)![0].toLowerCase();
    if (word.startsWith('</')) {
      // A closing tag is the end of its section, no statement of its own, unless it closes
      // nothing that was opened.
      const name = word.slice(2);
      const at = open.map((o) => o.name).lastIndexOf(name);
      if (at >= 0) open.length = at;
      else statements++;
      continue;
    }
    if (NEUTRAL.has(word)) continue;
    statements++;
    if (word.startsWith('<')) {
      const weight = weigh(word, code.slice(0, word.length));
      open.push({ name: word.slice(1), weight });
      known += weight;
    } else known += weigh(word, code.slice(0, word.length));
  }
  // Sections never closed are statements nobody knows (their openings were counted known);
  // when the text was cut at SNIFF_CHARS, their ends are in what was not read.
  if (n === text.length) for (const o of open) known -= o.weight;
  return score(known, statements, shaped, lines);
}

/**
 * How much a name says the text is httpd's: a directive of httpd (or of a well-known
 * third-party module: mod_security's SecRuleEngine) with capitals, as the documentation spells
 * them (and httpd's own files do), says it fully; all in lower case (httpd does not mind, but that
 * is how modprobe's `options`, host.conf's `order` or redis's `timeout` are written) half.
 */
function apacheWeight(key: string, written: string): number {
  const known = apacheDirective(key) !== undefined || apacheThirdParty(key) !== undefined || REMOVED_BEFORE_2_4[key] !== undefined;
  return known ? (/[A-Z]/.test(written) ? 1 : 0.5) : 0;
}

/**
 * The dialect a text is written in, or undefined when it reads as neither: the better of the
 * two scores, when it reaches SNIFF_THRESHOLD.
 */
export function sniffDialect(text: string): Dialect | undefined {
  // Each dialect's share of lines in its shape bounds its score (known / statements is at most
  // 1): the other server's directive table is not looked at when that bound cannot beat the
  // first score (loading a table costs a lint of one small file ~8 ms).
  const nginxBound = bound(nginxEvidence(text, () => false));
  const apacheBound = bound(apacheEvidence(text, () => 0));
  const nginxFirst = nginxBound >= apacheBound;
  const first = nginxFirst ? nginxEvidence(text).score : apacheEvidence(text).score;
  const otherBound = nginxFirst ? apacheBound : nginxBound;
  const other = otherBound > first || (!nginxFirst && otherBound === first) ? (nginxFirst ? apacheEvidence(text).score : nginxEvidence(text).score) : 0;
  const [nginx, apache] = nginxFirst ? [first, other] : [other, first];
  if (Math.max(nginx, apache) < SNIFF_THRESHOLD) return undefined;
  return nginx >= apache ? 'nginx' : 'apache';
}

function bound(e: Evidence): number {
  return e.statements === 0 || e.lines === 0 ? 0 : e.shaped / e.lines;
}
