// Text from a config file (file names, words, and the messages and fixes that quote them) in
// what ssllint prints: made inert for a GitHub Actions job log, and bounded in size.
//
// The runner reads a step's output line by line (CR, LF and CRLF each end a line) and obeys
// two kinds of line (actions/runner ActionCommandManager): one whose text after leading
// whitespace starts with `::` (a workflow command: `::error …`, `::stop-commands::…`), and,
// in the legacy form, one holding `##[` anywhere (`##[error]…`). A config tree from a pull
// request could forge annotations, or stop the runner from reading ours, with either.
//
// A terminal obeys more: ESC sequences (CSI moves the cursor or clears the screen; OSC sets the
// window title or, OSC 52, writes the clipboard), their 8-bit C1 forms, BEL, backspace, a lone
// CR that returns to the line's start and overwrites it, and the bidirectional controls that
// show text in another order than it is (Trojan Source). `escapeControls` shows each of those
// as an escape instead.
//
// Every report leaves through `neutralise` (or `neutraliseChunks`) on its final text, line by
// line, rather than at each place a message quotes a config: those places are hundreds of
// message templates in every rule, and a check of the final text holds whatever they quote
// and however a format lays it out. ssllint's own text never takes either shape, except the
// `github` format's annotations, which are built by workflow-command.ts (their data cannot
// hold a line break, and `##[` in it is escaped there). The command line and the Action pass
// everything they write through `escapeControls` once more (cli/main.ts, action/run.ts), so
// a message that reaches the output some other way still obeys nothing.

/** The escaping syntax of the output: plain text, a JSON document, or an HTML page. */
export type Syntax = 'text' | 'json' | 'html';

// The `[` of `##[` and the first `:` of a line-starting `::`, in each syntax's own escape:
// JSON and HTML decode theirs back to the same text; plain text shows `\x5b`/`\x3a`, as
// `printable` shows a control character (a display, like the rest of a text report).
const BRACKET: Record<Syntax, string> = { text: '\\x5b', json: '\\u005b', html: '&#91;' };
const COLON: Record<Syntax, string> = { text: '\\x3a', json: '\\u003a', html: '&#58;' };

// A line start: the text's start or after an LF (escapeControls has made every lone CR, which
// the runner would end a line at, an escape first). Then what .NET's TrimStart() skips
// (JavaScript's \s) and, to be safe with colour on, SGR escape sequences.
const LINE_START_COMMAND = /(^|\n)((?:\s|\x1b\[[0-9;]*m)*):(?=:)/g;
const LEGACY_COMMAND = /##\[/g;

/**
 * `text` with no line whose trimmed start is `::` and no `##[`. A JSON document never starts
 * a line inside a string (JSON.stringify escapes line breaks), so there only `##[` can occur.
 */
export function neutralise(text: string, syntax: Syntax = 'text'): string {
  text = escapeControls(text);
  if (!text.includes('::') && !text.includes('##[')) return text;
  const colon = COLON[syntax];
  const bracket = `##${BRACKET[syntax]}`;
  return text.replace(LINE_START_COMMAND, (_, brk: string, lead: string) => `${brk}${lead}${colon}`).replace(LEGACY_COMMAND, bracket);
}

/**
 * `neutralise` over a report written in pieces: each piece is cut after its last LF and the
 * partial line goes with the next piece, so a line, a CRLF or a `##[` split between pieces is
 * still seen whole.
 */
export function* neutraliseChunks(chunks: Iterable<string>, syntax: Syntax = 'text'): Generator<string> {
  let carry = '';
  for (const chunk of chunks) {
    const text = carry + chunk;
    const cut = text.lastIndexOf('\n') + 1;
    carry = text.slice(cut);
    if (cut > 0) yield neutralise(text.slice(0, cut), syntax);
  }
  if (carry !== '') yield neutralise(carry, syntax);
}

// What a terminal would obey, and what may stay: a CR before an LF (the end of a line in a
// CRLF file's diff) and the SGR colour sequences ssllint writes itself (report/ansi.ts), so a
// coloured report keeps its colours. A config's own colour sequence is escaped where the
// report quotes it (report/text.ts `printable`); one that got past would only colour text.
// Tab and LF stay: they end or space a line and obey nothing.
const CONTROLS = /\x1b\[(?:[124]|2[24]|3[1-49])m|\r\n|[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const HAS_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when `text` holds a character escapeControls escapes, or a CR (even before an LF), or an ESC. */
export function hasControl(text: string): boolean {
  return HAS_CONTROL.test(text);
}

/**
 * `text` with no character a terminal obeys: a C0 control as `\x1b` (CR as `\r`), DEL, a C1
 * control and a bidirectional or line-separator character as `\u202e`. The escapes are text
 * in any output, and in a JSON document (where only those from U+007F up can occur, as
 * JSON.stringify leaves them) they decode to the same value.
 */
export function escapeControls(text: string): string {
  if (!HAS_CONTROL.test(text)) return text;
  return text.replace(CONTROLS, (c) => {
    if (c.length > 1) return c;
    const code = c.charCodeAt(0);
    if (code === 13) return '\\r';
    return code < 0x20 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** True when a runner would take `line` (one line, no break) for a command. */
export function isRunnerCommand(line: string): boolean {
  return /^[\s\x85]*::/.test(line) || line.includes('##[');
}
