// `path:line:col: severity: message [rule-id]`, one line per finding, for editors' error
// parsers and grep; after a directive's findings, each of its distinct fixes once as
// `path:line:col: fix: text`. Line breaks are shown as `\n` so every entry stays one line.
// The message is the short one; `--verbose` gives the full message and the rule's page.
import type { Finding } from '../findings.js';
import { compactFixLines, distinctFixes, sameDirective } from './directive-fixes.js';
import { displayPath } from './paths.js';
import { ruleDocsUrl } from './rule-url.js';
import { shortMessage } from '../text/short.js';
import { SLICE } from './slices.js';
import { fixText, printable } from './text.js';
import type { ReportInput } from './types.js';

export function formatUnix(input: ReportInput): string {
  return [...unixChunks(input)].join('');
}

function fixLines(run: readonly Finding[], verbose: boolean): string[] {
  const fixes = distinctFixes(run);
  // Verbose: a fix is one entry, its reason and directives with breaks shown as `\n`;
  // otherwise each line to write is an entry of its own.
  return verbose ? fixes.map((fix) => printable(fixText(fix))) : compactFixLines(fixes);
}

/** formatUnix's text about SLICE findings at a time (a directive's findings stay in one piece). */
export function* unixChunks(input: ReportInput): Generator<string> {
  const { findings, verbose } = input;
  let text = '';
  let inPiece = 0;
  let runStart = 0;
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i];
    const where = `${printable(displayPath(f.location.file, input.cwd))}:${f.location.line}:${f.location.column}`;
    // For machines: the head of the message whole, never cut with an ellipsis.
    const message = printable(verbose ? f.message : shortMessage(f, Infinity));
    text += `${where}: ${f.severity}: ${message} [${printable(f.ruleId)}${verbose ? ` ${ruleDocsUrl(f.ruleId)}` : ''}]\n`;
    inPiece++;
    if (i + 1 === findings.length || !sameDirective(f, findings[i + 1])) {
      for (const line of fixLines(findings.slice(runStart, i + 1), !!verbose)) text += `${where}: fix: ${line}\n`;
      runStart = i + 1;
      if (inPiece >= SLICE) {
        yield text;
        text = '';
        inPiece = 0;
      }
    }
  }
  if (text !== '') yield text;
}
