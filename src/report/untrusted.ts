// Text from a config file (file names, words, and the messages and fixes that quote them) in
// what ssllint prints: made inert for a GitHub Actions job log, and bounded in size.
//
// The runner reads a step's output line by line (CR, LF and CRLF each end a line) and obeys
// two kinds of line (actions/runner ActionCommandManager): one whose text after leading
// whitespace starts with `::` (a workflow command: `::error …`, `::stop-commands::…`), and,
// in the legacy form, one holding `##[` anywhere (`##[error]…`). A config tree from a pull
// request could forge annotations, or stop the runner from reading ours, with either.
//
// Every report leaves through `neutralise` (or `neutraliseChunks`) on its final text, line by
// line, rather than at each place a message quotes a config: those places are hundreds of
// message templates in every rule, and a check of the final text holds whatever they quote
// and however a format lays it out. ssllint's own text never takes either shape, except the
// `github` format's annotations, which are built by workflow-command.ts (their data cannot
// hold a line break, and `##[` in it is escaped there).

/** The escaping syntax of the output: plain text, a JSON document, or an HTML page. */
export type Syntax = 'text' | 'json' | 'html';

// The `[` of `##[` and the first `:` of a line-starting `::`, in each syntax's own escape:
// JSON and HTML decode theirs back to the same text; plain text shows `\x5b`/`\x3a`, as
// `printable` shows a control character (a display, like the rest of a text report).
const BRACKET: Record<Syntax, string> = { text: '\\x5b', json: '\\u005b', html: '&#91;' };
const COLON: Record<Syntax, string> = { text: '\\x3a', json: '\\u003a', html: '&#58;' };

// A line start: the text's start or after CR, LF or CRLF. Then what .NET's TrimStart()
// skips (JavaScript's \s, plus NEL) and, to be safe with colour on, SGR escape sequences.
const LINE_START_COMMAND = /(^|\r\n|\r|\n)((?:[\s\x85]|\x1b\[[0-9;]*m)*):(?=:)/g;
const LEGACY_COMMAND = /##\[/g;

/**
 * `text` with no line whose trimmed start is `::` and no `##[`. A JSON document never starts
 * a line inside a string (JSON.stringify escapes line breaks), so there only `##[` can occur.
 */
export function neutralise(text: string, syntax: Syntax = 'text'): string {
  if (!text.includes('::') && !text.includes('##[')) return text;
  const colon = COLON[syntax];
  const bracket = `##${BRACKET[syntax]}`;
  return text.replace(LINE_START_COMMAND, (_, brk: string, lead: string) => `${brk}${lead}${colon}`).replace(LEGACY_COMMAND, bracket);
}

/**
 * `neutralise` over a report written in pieces: each piece is cut after its last line break
 * and the partial line goes with the next piece, so a line or a `##[` split between pieces
 * is still seen whole.
 */
export function* neutraliseChunks(chunks: Iterable<string>, syntax: Syntax = 'text'): Generator<string> {
  let carry = '';
  for (const chunk of chunks) {
    const text = carry + chunk;
    const lf = text.lastIndexOf('\n');
    // A CR past the last LF is looked for there only: lastIndexOf('\r') on a piece without one
    // reads all of it, which was most of this pass's time on a big report.
    const cut = Math.max(lf, text.includes('\r', lf + 1) ? text.lastIndexOf('\r') : -1) + 1;
    carry = text.slice(cut);
    if (cut > 0) yield neutralise(text.slice(0, cut), syntax);
  }
  if (carry !== '') yield neutralise(carry, syntax);
}

/** True when a runner would take `line` (one line, no break) for a command. */
export function isRunnerCommand(line: string): boolean {
  return /^[\s\x85]*::/.test(line) || line.includes('##[');
}
