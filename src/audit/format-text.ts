// `--format text`: a table that fits a terminal (80 columns and up), worst server first, then
// the caps that set each grade below A.
import { relative } from 'node:path';
import { capsOf, certCell, findingsCell, firstSuite, gradeCell, hstsCell, protocolsCell } from './summary.js';
import type { AuditReport } from './types.js';

export function formatText(report: AuditReport, options: { cwd: string; width?: number }): string {
  const width = Math.max(80, Math.min(options.width ?? 100, 120));
  if (report.servers.length === 0) return 'ssllint audit: no virtual server terminates TLS in the paths given\n';
  const head = ['Grade', 'Server', 'Protocols', 'First suite', 'Certificate', 'HSTS', 'E/W/I'];
  const rows = report.servers.map((r) => [gradeCell(r), r.label, protocolsCell(r), firstSuite(r), certCell(r), hstsCell(r), findingsCell(r)]);
  // Fixed columns keep their width; the server name takes what the line has left.
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const caps = [11, 0, 15, 29, 18, 14, 8];
  for (let i = 0; i < widths.length; i++) if (caps[i] && widths[i] > caps[i]) widths[i] = caps[i];
  const others = widths.reduce((a, w, i) => (i === 1 ? a : a + w), 0) + 2 * (widths.length - 1);
  widths[1] = Math.max(10, Math.min(widths[1], width - others));
  const cell = (text: string, w: number) => (text.length > w ? text.slice(0, Math.max(1, w - 1)) + '…' : text.padEnd(w));
  const line = (row: string[]) => row.map((c, i) => cell(c, widths[i])).join('  ').trimEnd();
  const out: string[] = [line(head), line(widths.map((w) => '-'.repeat(w)))];
  for (const row of rows) out.push(line(row));
  out.push('');
  for (const r of report.servers) {
    const caps = capsOf(r);
    const notChecked = [...new Set(r.generations.flatMap((g) => g.grade.notChecked))];
    if (caps.length === 0 && notChecked.length === 0) continue;
    out.push(`${r.label} (${relative(options.cwd, r.file) || r.file}:${r.line}): ${gradeCell(r)}`);
    for (const c of caps) out.push(`  ${c.grade.padEnd(2)} ${c.reason}${c.generations.length < r.generations.length ? ` [${c.generations.join(', ')}]` : ''}`);
    if (notChecked.length) out.push(`  not checked: ${notChecked.join(', ')}`);
  }
  const counts = new Map<string, number>();
  for (const r of report.servers) counts.set(r.worst, (counts.get(r.worst) ?? 0) + 1);
  out.push(`Grades per OpenSSL generation (${report.generations.join('/')}) when they differ. E/W/I: lint errors, warnings, infos.`);
  out.push(`${report.servers.length} server${report.servers.length === 1 ? '' : 's'}: ${[...counts].map(([g, n]) => `${n} ${g}`).join(', ')} (worst grade over OpenSSL ${report.generations.join(', ')})`);
  return out.join('\n') + '\n';
}
