// Text placed in a GitHub Markdown table cell. Our own words go through markdownCell: every
// ASCII punctuation character Markdown could act on is backslash-escaped, so nothing adds a
// link, an image, raw HTML or a new table column. Text from a config (paths, messages that
// quote it, fixes) goes in code spans (markdownCode), where GitHub does not even make a bare
// URL a link, which escaping alone cannot prevent.
import { printable } from './text.js';

const SPECIAL = /[\\`*_[\]<>|~&$]/g;

export function markdownCell(text: string): string {
  return text
    .replace(SPECIAL, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '<br>')
    .replace(/[\u0000-\u001f\u007f]/g, ' ');
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Config text as a code span for a table cell: as codeSpan, with `|` escaped as GFM tables need
 * even inside code.
 */
export function markdownCode(text: string): string {
  return codeSpan(text, true);
}

/**
 * Config text as a code span: nothing in it is Markdown (a bare URL stays text, not a link, an
 * `@name` no mention), on one line (line breaks and control characters shown as escapes), its
 * fence one backtick longer than any run of backticks inside. Empty text is no content at all
 * (an empty code span is not one).
 */
export function codeSpan(text: string, inTable = false): string {
  if (text === '') return '';
  const body = inTable ? printable(text).replace(/\|/g, '\\|') : printable(text);
  let longest = 0;
  for (const run of body.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  // CommonMark strips one space from each end when both have one, and a backtick at an end
  // would join the fence: a space on each side keeps the text as it is.
  const pad = body.startsWith('`') || body.endsWith('`') || (body.startsWith(' ') && body.endsWith(' ') && body.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Multi-line config text (a fix's directives) as one code span per line, joined by `<br>`. */
export function markdownCodeLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(markdownCode)
    .join('<br>');
}
