// `path:line:col: severity: message [rule-id]`, one line per finding, for editors' error
// parsers and grep. Line breaks in messages are shown as `\n` so each finding stays one line.
import { displayPath } from './paths.js';
import { printable } from './text.js';
import type { ReportInput } from './types.js';

export function formatUnix(input: ReportInput): string {
  return input.findings
    .map((f) => {
      const { line, column } = f.location;
      return `${printable(displayPath(f.location.file, input.cwd))}:${line}:${column}: ${f.severity}: ${printable(f.message)} [${printable(f.ruleId)}]\n`;
    })
    .join('');
}
