// What a person reads first. In a file, the errors that stop the server from loading it come
// first; when one of them changed how the file parses (a missing `;` or brace swallows what
// follows), the rest of that file's findings wait until it is fixed, as ruff and ESLint show a
// parse error alone. The summary names the errors, and what `--fix` would do.
import type { Finding } from '../findings.js';
import { fixSafety } from './fix-safety.js';
import type { FixCounts } from './types.js';

/** Rules whose error means the file does not load as written (semicolon-missing: it loads, but not as meant). */
const BLOCKING = new Set(['syntax-error', 'file-unreadable', 'directive-unknown', 'directive-context', 'directive-arguments', 'directive-value', 'directive-removed', 'directive-duplicate', 'semicolon-missing']);
/** Those that change how everything after them is read. */
const PARSE_CHANGING = new Set(['syntax-error', 'directive-arguments', 'semicolon-missing']);

export const isBlocking = (f: Finding): boolean => f.severity === 'error' && BLOCKING.has(f.ruleId);

/**
 * One file's findings as stylish shows them: blocking errors first (in line order), then the
 * rest; `held` counts the findings held back behind a parse-changing error (none in verbose).
 */
export function rankFile(findings: readonly Finding[], verbose: boolean): { shown: Finding[]; held: number } {
  const blocking = findings.filter(isBlocking);
  if (blocking.length === 0) return { shown: [...findings], held: 0 };
  const rest = findings.filter((f) => !isBlocking(f));
  if (!verbose && blocking.some((f) => PARSE_CHANGING.has(f.ruleId))) return { shown: blocking, held: rest.length };
  return { shown: [...blocking, ...rest], held: 0 };
}

export type { FixCounts };

export function fixCounts(findings: readonly Finding[]): FixCounts {
  const counts: FixCounts = { safe: 0, risky: 0 };
  for (const f of findings) {
    const s = fixSafety(f);
    if (s) counts[s]++;
  }
  return counts;
}

/**
 * `3 fixable with --fix (2 more with --fix-type safe,risky)`, or undefined when none is: each
 * command named fixes that many (`--fix-type risky` alone leaves the safe fixes out).
 */
export function fixSummary(c: FixCounts, estimated = false): string | undefined {
  if (c.safe === 0 && c.risky === 0) return undefined;
  const about = estimated ? 'about ' : '';
  if (c.safe === 0) return `${about}${c.risky} fixable with --fix --fix-type risky`;
  return `${about}${c.safe} fixable with --fix${c.risky > 0 ? ` (${c.risky} more with --fix-type safe,risky)` : ''}`;
}
