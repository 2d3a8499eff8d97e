// The one-line message of stylish and unix. A rule may give its own (Finding.short); most
// don't, and their messages share one shape — "what is wrong: why, or the long detail" — so
// the head before the first `: ` or `; ` is what is wrong, and the rest (suite lists, costs,
// "and 88 more") stays in json, sarif, github and `--verbose`.
/** What shortMessage reads of a finding (a Finding fits). */
export interface Messaged {
  message: string;
  short?: string;
}

/** Aim for one-line messages: longer heads are cut at a word. */
export const SHORT_LIMIT = 100;
/** A head shorter than this says too little on its own ("the file": …): keep more. */
const MIN_HEAD = 16;
/** A last part after the head this short is the point, not detail ("cannot read x: permission denied"). */
const SHORT_TAIL = 30;

const OPENING: Record<string, string> = { '(': ')', '[': ']', '"': '"', '`': '`', '\'': '\'' };

/**
 * Where the head ends: the first `: ` or `; ` outside quotes, backticks and brackets (a path
 * or a quoted directive may hold either), at least MIN_HEAD characters in; -1 if none.
 */
function headEnd(message: string, from = 0, minHead = MIN_HEAD): number {
  const open: string[] = [];
  for (let i = from; i < message.length; i++) {
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
    if (open.length === 0 && (c === ':' || c === ';') && message[i + 1] === ' ' && i - from >= minHead) return i;
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
export function shortOf(message: string, limit: number = SHORT_LIMIT): string {
  let end = headEnd(message);
  // A last part this short is kept: the whole message is then short enough as it is.
  if (end >= 0 && message.length - end - 2 <= SHORT_TAIL && message.length <= SHORT_LIMIT && headEnd(message, end + 2, 0) < 0) end = -1;
  return clip(compactGenerations(end < 0 ? message : message.slice(0, end)), limit);
}

/** The finding's one-line message: its own short text, or one derived from its message. */
export function shortMessage(f: Messaged, limit: number = SHORT_LIMIT): string {
  return f.short !== undefined ? clip(compactGenerations(f.short), limit) : shortOf(f.message, limit);
}
