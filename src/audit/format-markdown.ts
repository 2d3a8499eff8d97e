// `--format markdown`: the table the Action appends to the step summary, worst server first,
// with the caps that set each grade.
import { isAbsolute, relative } from 'node:path';
import { capsOf, certCell, findingsCell, firstSuite, gradeCell, hstsCell, keyExchangeCell, policyCell, protocolsCell } from './summary.js';
import type { AuditReport } from './types.js';
import { codeSpan, markdownCode } from '../report/markdown.js';
import { neutralise } from '../report/untrusted.js';

/** Escapes what would break a table cell or start Markdown/HTML markup (our own words only). */
function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, ' ');
}

export function formatMarkdown(report: AuditReport, options: { cwd: string }): string {
  const show = (p: string) => (isAbsolute(p) && !relative(options.cwd, p).startsWith('..') ? relative(options.cwd, p) : p);
  const out: string[] = ['## ssllint audit', ''];
  if (report.notRead?.length) {
    out.push('**Not read** (the grades say nothing about these parts of the configuration):', '');
    // Paths and messages that quote the configuration: code spans, where a URL stays text.
    for (const n of report.notRead) out.push(`- ${codeSpan(`${show(n.file)}:${n.line}:${n.column}`)}: ${codeSpan(n.message)}`);
    out.push('');
  }
  if (report.servers.length === 0) {
    out.push(`No virtual server terminates TLS in the ${report.notRead?.length ? 'parts read' : 'paths given'}.`);
    return out.join('\n') + '\n';
  }
  const counts = new Map<string, number>();
  for (const r of report.servers) counts.set(r.worst, (counts.get(r.worst) ?? 0) + 1);
  out.push(`${report.servers.length} server${report.servers.length === 1 ? '' : 's'} graded on OpenSSL ${report.generations.join(', ')}: ${[...counts].map(([g, n]) => `${n} × **${g}**`).join(', ')}.`, '');
  const policies = report.servers.some((r) => r.policies !== undefined);
  out.push(`| Grade | Server | Where | Protocols | First suite | Group | Certificate | HSTS | E/W/I | Why |${policies ? ' Policies |' : ''}`, `|---|---|---|---|---|---|---|---|---|---|${policies ? '---|' : ''}`);
  for (const r of report.servers) {
    const why = capsOf(r).map((c) => `${c.grade}: ${c.reason}`).join('; ');
    // Server names, paths and the reasons that quote them are the config's: code spans, so a
    // bare URL among them stays text; the rest is ours, escaped.
    const cells = [md(gradeCell(r)), markdownCode(r.label), markdownCode(`${show(r.file)}:${r.line}`), md(protocolsCell(r)), md(firstSuite(r)), md(keyExchangeCell(r)), md(certCell(r)), md(hstsCell(r)), md(findingsCell(r)), why ? markdownCode(why) : '—', ...(policies ? [markdownCode(policyCell(r))] : [])];
    out.push(`| ${cells.join(' | ')} |`);
  }
  out.push('', `Grades per OpenSSL generation (${report.generations.join(' / ')}) when they differ; protocols, first suite and group (the key exchange group it prefers; PQ: post-quantum) as OpenSSL ${report.generations[report.generations.length - 1]} negotiates them. Grades follow the SSL Labs SSL Server Rating Guide as ssllint reads it from the configuration (docs/audit-grading.md).`);
  return neutralise(out.join('\n') + '\n');
}
