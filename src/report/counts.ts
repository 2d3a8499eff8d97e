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

/**
 * The rule with the most errors, else warnings (ties: the first id in sort order), or undefined
 * when there are none: an info rule is never the headline.
 */
export function topRule(findings: readonly Finding[]): { id: string; count: number } | undefined {
  const counts = new Map<string, number>();
  const worst = findings.some((f) => f.severity === 'error') ? 'error' : 'warning';
  for (const f of findings) if (f.severity === worst) counts.set(f.ruleId, (counts.get(f.ruleId) ?? 0) + 1);
  let top: { id: string; count: number } | undefined;
  for (const [id, count] of counts) {
    if (!top || count > top.count || (count === top.count && id < top.id)) top = { id, count };
  }
  return top;
}

/** `in 4 files, 3 servers; most often: cipher-cbc (4)` — what the counts are of, and the loudest rule. */
export function scopeSummary(findings: readonly Finding[], files: number, servers: number | undefined): string {
  const where = servers === undefined ? plural(files, 'file') : `${plural(files, 'file')}, ${plural(servers, 'server')}`;
  const top = topRule(findings);
  return top && top.count > 1 ? `in ${where}; most often: ${top.id} (${top.count})` : `in ${where}`;
}

/** The note under the summary when findings that hold only on OpenSSL 1.0.2 were ranked down. */
export function legacyNote(ranked: number | undefined): string | undefined {
  if (!ranked) return undefined;
  return `${plural(ranked, 'finding')} hold${ranked === 1 ? 's' : ''} only on OpenSSL 1.0.2 (end of life since 2019) and ${ranked === 1 ? 'is' : 'are'} reported as info; --openssl 1.0.2 reports ${ranked === 1 ? 'it' : 'them'} at full severity.`;
}
