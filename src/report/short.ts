// The one-line message of stylish and unix. A rule may give its own (Finding.short); most
// don't, and their messages share one shape — "what is wrong: why, or the long detail" — so
// the head before the first `: ` or `; ` is what is wrong, and the rest (suite lists, costs,
// "and 88 more") stays in json, sarif, github and `--verbose`.
import type { Finding } from '../findings.js';

/** Aim for one-line messages: longer heads are cut at a word. */
export const SHORT_LIMIT = 100;
/** A head shorter than this says too little on its own ("the file": …): keep more. */
const MIN_HEAD = 16;

const OPENING: Record<string, string> = { '(': ')', '[': ']', '"': '"', '`': '`', '\'': '\'' };

/**
 * Where the head ends: the first `: ` or `; ` outside quotes, backticks and brackets (a path
 * or a quoted directive may hold either), at least MIN_HEAD characters in; -1 if none.
 */
function headEnd(message: string): number {
  const open: string[] = [];
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    const top = open[open.length - 1];
    if (top !== undefined && c === top) {
      open.pop();
      continue;
    }
    // Inside quotes nothing nests; an apostrophe inside a word (`server's`) opens nothing.
    if (top === '"' || top === '`' || top === '\'') continue;
    if (c in OPENING && !(c === '\'' && /\w/.test(message[i - 1] ?? ''))) {
      open.push(OPENING[c]);
      continue;
    }
    if (open.length === 0 && (c === ':' || c === ';') && message[i + 1] === ' ' && i >= MIN_HEAD) return i;
  }
  return -1;
}

/** "OpenSSL 1.0.2 and OpenSSL 1.1.1" → "OpenSSL 1.0.2 and 1.1.1": the name once is enough. */
function compactGenerations(text: string): string {
  return text.replace(/(, | and )OpenSSL (?=\d)/g, '$1');
}

/** Cut at the last space before `limit` characters, marked with an ellipsis. */
export function clip(text: string, limit: number = SHORT_LIMIT): string {
  if (text.length <= limit) return text;
  const space = text.lastIndexOf(' ', limit - 1);
  return `${text.slice(0, space > limit / 2 ? space : limit - 1).replace(/[\s,;:]+$/, '')}…`;
}

/** The message's head, made short (see the module comment). */
export function shortOf(message: string): string {
  const end = headEnd(message);
  return clip(compactGenerations(end < 0 ? message : message.slice(0, end)));
}

/** The finding's one-line message: its own short text, or one derived from its message. */
export function shortMessage(f: Finding): string {
  return f.short !== undefined ? clip(compactGenerations(f.short)) : shortOf(f.message);
}
