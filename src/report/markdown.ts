// Escaping for text from config files placed in a GitHub Markdown table cell. Every ASCII
// punctuation character Markdown could act on is backslash-escaped, so a hostile directive
// or file name cannot add a link, an image, raw HTML or a new table column.
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
