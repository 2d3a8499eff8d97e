// The exit code of a finished lint, shared by the command line and the Action.
import { SEVERITY_RANK, type Finding } from '../findings.js';

/** Exit code for a finished lint: 1 when anything reaches the fail level or warnings exceed the cap. */
export function exitCodeFor(findings: Finding[], failLevel: 'error' | 'warning' | 'info', maxWarnings?: number): 0 | 1 {
  const threshold = SEVERITY_RANK[failLevel];
  if (findings.some((f) => SEVERITY_RANK[f.severity] >= threshold)) return 1;
  if (maxWarnings !== undefined && findings.filter((f) => f.severity === 'warning').length > maxWarnings) return 1;
  return 0;
}
