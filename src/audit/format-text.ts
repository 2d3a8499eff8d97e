// `--format text`: a table that fits a terminal (80 columns and up), worst server first, then
// the caps that set each grade below A.
import { relative } from 'node:path';
import { WONT_START } from './grade.js';
import { capsOf, certCell, findingsCell, firstSuite, gateNote, gradeCell, gradesSpelled, hstsCell, keyExchangeCell, NO_START, protocolsCell } from './summary.js';
import type { AuditReport } from './types.js';
import { printable } from '../report/text.js';
import { neutralise } from '../report/untrusted.js';

export function formatText(report: AuditReport, options: { cwd: string; width?: number }): string {
  const width = Math.max(80, Math.min(options.width ?? 100, 120));
  const notRead = (report.notRead ?? []).map((n) => `ssllint audit: not read: ${relative(options.cwd, n.file) || n.file}:${n.line}:${n.column}: ${n.message}\n`).join('');
  if (report.servers.length === 0) return neutralise(`${notRead}ssllint audit: no virtual server terminates TLS in the ${notRead ? 'parts read' : 'paths given'}\n`);
  return neutralise(notRead + table(report, options, width));
}

function table(report: AuditReport, options: { cwd: string }, width: number): string {
  const policies = report.servers.some((r) => r.policies !== undefined);
  // One pass/FAIL word per policy, in the order given (named below the table); the broken clauses
  // are listed under each server with its caps.
  const verdicts = (r: (typeof report.servers)[number]) => (r.policies ?? []).map((p) => (p.pass ? 'pass' : 'FAIL')).join(' ') || '-';
  const head = ['Grade', 'Server', 'Protocols', 'First suite', 'Group', 'Certificate', 'HSTS', 'E/W/I', ...(policies ? ['Policies'] : [])];
  // Config text shown with its control characters and line breaks as escapes: one row, one line.
  const rows = report.servers.map((r) => [gradeCell(r), r.label, protocolsCell(r), firstSuite(r), keyExchangeCell(r), certCell(r), hstsCell(r), findingsCell(r), ...(policies ? [verdicts(r)] : [])].map(printable));
  // Columns start at their natural width; while the line is too long, the widest column that
  // can give way loses a character (the grade, HSTS and counts never do).
  const widths = head.map((h, i) => rows.map((row) => row[i].length).reduce((m, x) => Math.max(m, x), h.length));
  const least = [widths[0], 8, 7, 12, 6, 9, widths[6], widths[7], widths[8]];
  const total = () => widths.reduce((a, w) => a + w, 0) + 2 * (widths.length - 1);
  while (total() > width) {
    let pick = -1;
    for (const i of [1, 3, 5, 4, 2]) if (widths[i] > least[i] && (pick < 0 || widths[i] > widths[pick])) pick = i;
    if (pick < 0) break;
    widths[pick]--;
  }
  const cell = (text: string, w: number) => (text.length > w ? text.slice(0, Math.max(1, w - 1)) + '…' : text.padEnd(w));
  const line = (row: string[]) => row.map((c, i) => cell(c, widths[i])).join('  ').trimEnd();
  // The legend of a cell such as F/C/A+ stands right above it.
  const short = rows.some((row) => row[0].includes(NO_START)) ? ` ${NO_START}: the configuration stops the server there.` : '';
  const legend = report.generations.length > 1 ? wrap(`Grade: OpenSSL ${report.generations.join('/')}, in that order, where they differ.${short}`, width, '') : [];
  const out: string[] = [...legend, line(head), line(widths.map((w) => '-'.repeat(w)))];
  for (const row of rows) out.push(line(row));
  out.push('');
  for (const r of report.servers) {
    const caps = capsOf(r);
    const notChecked = [...new Set(r.generations.flatMap((g) => g.grade.notChecked))];
    const failed = (r.policies ?? []).filter((p) => !p.pass);
    const gate = gateNote(r);
    if (caps.length === 0 && notChecked.length === 0 && failed.length === 0 && !gate) continue;
    for (const each of wrap(`${r.label} (${relative(options.cwd, r.file) || r.file}:${r.line}): ${gradesSpelled(r)}`, width, '')) out.push(each);
    for (const c of caps) {
      const head = c.grade === WONT_START ? `  ${WONT_START}:` : `  ${c.grade.padEnd(2)}`;
      for (const each of wrap(`${head} ${c.reason}${c.generations.length < r.generations.length ? ` [${c.generations.join(', ')}]` : ''}`, width, '     ')) out.push(each);
    }
    if (notChecked.length) for (const each of wrap(`  not checked: ${notChecked.join(', ')}`, width, '     ')) out.push(each);
    for (const p of failed) for (const each of wrap(`  fails ${p.title}: ${p.failed.join(', ')}`, width, '     ')) out.push(each);
    if (gate) for (const each of wrap(`  ${gate}`, width, '     ')) out.push(each);
  }
  const counts = new Map<string, number>();
  for (const r of report.servers) counts.set(r.worst, (counts.get(r.worst) ?? 0) + 1);
  if (policies) for (const each of wrap(`Policies: ${(report.servers.find((r) => r.policies?.length)?.policies ?? []).map((p) => p.policy).join(', ')} (pass or FAIL, in this order; the policy-violation findings say why).`, width, '')) out.push(each);
  for (const each of wrap(`Protocols, first suite and group (the key exchange group it prefers; PQ: post-quantum): OpenSSL ${report.generations[report.generations.length - 1]}. E/W/I: lint errors, warnings, infos.`, width, '')) out.push(each);
  for (const each of wrap(`${report.servers.length} server${report.servers.length === 1 ? '' : 's'}: ${[...counts].map(([g, n]) => `${n} ${g}`).join(', ')} (worst grade over OpenSSL ${report.generations.join(', ')})`, width, '')) out.push(each);
  return out.join('\n') + '\n';
}

/** Breaks `text` at spaces into lines of at most `width` (a longer word stands alone), continuing with `indent`. */
function wrap(raw: string, width: number, indent: string): string[] {
  const text = printable(raw);
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/(?<= )/)) {
    if (line.length + word.trimEnd().length > width && line.trim() !== '') {
      out.push(line.trimEnd());
      line = indent;
    }
    line += word;
  }
  if (line.trim() !== '') out.push(line.trimEnd());
  return out;
}
