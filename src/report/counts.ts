// Severity tallies and the one-line summary shared by stylish and the GitHub step summary.
import type { Finding, Severity } from '../findings.js';

export type Counts = Record<Severity, number>;

export function countSeverities(findings: readonly Finding[]): Counts {
  const counts: Counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] = (counts[f.severity] ?? 0) + 1;
  return counts;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `3 problems (1 error, 1 warning, 1 info)` */
export function problemSummary(counts: Counts): string {
  const total = counts.error + counts.warning + counts.info;
  return `${plural(total, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'info')})`;
}
