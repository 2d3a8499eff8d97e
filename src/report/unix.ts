// `path:line:col: severity: message [rule-id]`, one line per finding, for editors' error
// parsers and grep. Line breaks in messages are shown as `\n` so each finding stays one line.
import { displayPath } from './paths.js';
import { SLICE } from './slices.js';
import { printable } from './text.js';
import type { ReportInput } from './types.js';

export function formatUnix(input: ReportInput): string {
  return [...unixChunks(input)].join('');
}

/** formatUnix's text SLICE findings at a time, for a writer that need not hold all of it. */
export function* unixChunks(input: ReportInput): Generator<string> {
  for (let i = 0; i < input.findings.length; i += SLICE) {
    let text = '';
    for (const f of input.findings.slice(i, i + SLICE)) {
      const { line, column } = f.location;
      text += `${printable(displayPath(f.location.file, input.cwd))}:${line}:${column}: ${f.severity}: ${printable(f.message)} [${printable(f.ruleId)}]\n`;
    }
    yield text;
  }
}
