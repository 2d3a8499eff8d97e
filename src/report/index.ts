// One entry point for the CLI: a report format name and the lint result in, text out.
import { formatGithub } from './github.js';
import { formatJson, jsonChunks } from './json.js';
import { formatSarif, sarifChunks } from './sarif.js';
import { formatStylish, stylishChunks } from './stylish.js';
import type { Env, ReportFormat, ReportInput } from './types.js';
import { formatUnix, unixChunks } from './unix.js';

export type { Env, ReportFormat, ReportInput, ToolInfo } from './types.js';
export { REPORT_FORMATS } from './types.js';

/**
 * The report as text for the CLI to write. `env` is only read by the `github` format
 * (GITHUB_STEP_SUMMARY, to which it appends the findings table).
 */
export function formatReport(format: ReportFormat, input: ReportInput, env: Env = {}): string {
  switch (format) {
    case 'stylish':
      return formatStylish(input);
    case 'unix':
      return formatUnix(input);
    case 'json':
      return formatJson(input);
    case 'sarif':
      return formatSarif(input);
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
  if (format === 'json') return jsonChunks(input);
  if (format === 'sarif') return sarifChunks(input);
  if (format === 'stylish') return stylishChunks(input);
  if (format === 'unix') return unixChunks(input);
  return [formatReport(format, input, env)];
}
