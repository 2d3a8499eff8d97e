// One entry point for the CLI: a report format name and the lint result in, text out.
import { formatGithub } from './github.js';
import { formatJson, jsonChunks } from './json.js';
import { formatSarif, sarifChunks } from './sarif.js';
import { formatStylish, stylishChunks } from './stylish.js';
import type { Env, ReportFormat, ReportInput } from './types.js';
import { formatUnix, unixChunks } from './unix.js';
import { neutralise, neutraliseChunks } from '../text/untrusted.js';

export type { Env, ReportFormat, ReportInput, ToolInfo } from './types.js';
export { REPORT_FORMATS } from './types.js';

/**
 * The report as text for the CLI to write. `env` is only read by the `github` format
 * (GITHUB_STEP_SUMMARY, to which it appends the findings table).
 */
export function formatReport(format: ReportFormat, input: ReportInput, env: Env = {}): string {
  // Every format but github (which makes its own command lines: see github.ts) leaves through
  // neutralise, so no config text can make a line a job log would obey (untrusted.ts).
  switch (format) {
    case 'stylish':
      return neutralise(formatStylish(input));
    case 'unix':
      return neutralise(formatUnix(input));
    case 'json':
      return neutralise(formatJson(input), 'json');
    case 'sarif':
      return neutralise(formatSarif(input), 'json');
    case 'github':
      return formatGithub(input, env);
    default: {
      const never: never = format;
      throw new Error(`unknown report format: ${String(never)}`);
    }
  }
}

/**
 * The report in pieces that concatenate to formatReport's text. The formats a large tree
 * makes tens of megabytes of (json, sarif, stylish, unix) come a slice of findings at a
 * time, so the writer never holds the whole text, nor its bytes, at once; github (capped
 * annotations, and a step summary it writes itself) is one piece.
 */
export function reportChunks(format: ReportFormat, input: ReportInput, env: Env = {}): Iterable<string> {
  if (format === 'json') return neutraliseChunks(jsonChunks(input), 'json');
  if (format === 'sarif') return neutraliseChunks(sarifChunks(input), 'json');
  if (format === 'stylish') return neutraliseChunks(stylishChunks(input));
  if (format === 'unix') return neutraliseChunks(unixChunks(input));
  return [formatReport(format, input, env)];
}
