// One entry point for the CLI: a report format name and the lint result in, text out.
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatSarif } from './sarif.js';
import { formatStylish } from './stylish.js';
import type { Env, ReportFormat, ReportInput } from './types.js';
import { formatUnix } from './unix.js';

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
