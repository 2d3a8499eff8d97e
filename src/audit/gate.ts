// `ssllint audit --fail-grade B`: the audit as a CI gate. Exit 1 when any server's gate grade is
// below the one given; T (a trust problem) is below F. The gate grade is the worst over the
// OpenSSL generations checked, less OpenSSL 1.0.2 (end of life since 2019-12-31) where no
// OpenSSL was named: its grade is shown, and `--openssl 1.0.2,…` makes it count.
import { gradeRank, LETTERS } from './grade.js';
import type { AuditReport, Grade } from './types.js';

export const FAIL_GRADES: readonly string[] = LETTERS;

export function isGrade(text: string): text is Grade {
  return (LETTERS as readonly string[]).includes(text);
}

/** The servers graded below `floor`, worst first (the report's order). */
export function belowGrade(report: AuditReport, floor: Grade): AuditReport['servers'] {
  return report.servers.filter((s) => gradeRank(s.gate) > gradeRank(floor));
}

/** One line for standard error naming what failed the gate, or undefined when nothing did. */
export function gateMessage(report: AuditReport, floor: Grade): string | undefined {
  const below = belowGrade(report, floor);
  if (below.length === 0) return undefined;
  const names = below.slice(0, 5).map((s) => `${s.label} (${s.gate})`);
  return `ssllint audit: ${below.length} of ${report.servers.length} server${report.servers.length === 1 ? '' : 's'} graded below ${floor}: ${names.join(', ')}${below.length > 5 ? `, and ${below.length - 5} more` : ''}`;
}
