// `--format html`: one self-contained page (no request leaves it: no external script, style,
// font or image) with a sortable table of servers, a chart of how many servers have each
// grade, and a certificate-expiry timeline, both inline SVG.
import { createHash } from 'node:crypto';
import { basename, isAbsolute, relative } from 'node:path';
import { gradeRank, LETTERS, WONT_START } from './grade.js';
import { capsOf, certCell, duration, findingsCell, firstSuite, gradeCell, gradesSpelled, policyCell, protocolsCell, readableDate } from './summary.js';
import type { AuditReport, Grade } from './types.js';
import { neutralise } from '../report/untrusted.js';

// Also line breaks and `[`, as character references: config text then never starts a line of
// the page nor spells `##[`, so the page printed to a job log commands nothing (untrusted.ts).
function esc(text: string): string {
  return text.replace(/[&<>"'\r\n[]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const COLOURS: Record<string, string> = { 'A+': '#1a7f37', A: '#2da44e', 'A-': '#57ab5a', B: '#9a6700', C: '#d4a72c', D: '#e16f24', E: '#cf222e', F: '#a40e26', T: '#6e40c9', [WONT_START]: '#57606a' };

function gradeChart(report: AuditReport): string {
  // A bar for the servers that do not start only where there are some: most trees have none.
  const stopped = report.servers.some((r) => r.worst === WONT_START);
  const grades: Grade[] = [...LETTERS, 'T', ...(stopped ? [WONT_START] : [])];
  const counts = grades.map((g) => report.servers.filter((r) => r.worst === g).length);
  const max = counts.reduce((m, x) => Math.max(m, x), 1);
  const barW = 40;
  const gap = 12;
  const h = 160;
  const bars = grades
    .map((g, i) => {
      const bh = Math.round((counts[i] / max) * (h - 40));
      const x = 30 + i * (barW + gap);
      const label = g === WONT_START ? 'no start' : g;
      return `<g><rect class="bar" data-grade="${esc(g)}" x="${x}" y="${h - 20 - bh}" width="${barW}" height="${bh}" fill="${COLOURS[g]}"><title>${esc(g)}: ${counts[i]}</title></rect><text x="${x + barW / 2}" y="${h - 5}" text-anchor="middle">${esc(label)}</text><text x="${x + barW / 2}" y="${h - 24 - bh}" text-anchor="middle">${counts[i] || ''}</text></g>`;
    })
    .join('');
  const width = 30 + grades.length * (barW + gap);
  return `<svg id="grade-chart" role="img" aria-label="servers per grade" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}">${bars}</svg>`;
}

function expiryTimeline(report: AuditReport): string {
  // One row per certificate, however many servers serve it (a shared certificate once, naming them).
  const rows = new Map<string, { days: number; notAfter?: string; path: string; servers: string[] }>();
  for (const r of report.servers) {
    for (const c of r.certificates) {
      if (c.daysLeft === undefined) continue;
      const key = `${c.path}\0${c.notAfter ?? ''}\0${c.subject ?? ''}\0${c.issuer ?? ''}`;
      const row = rows.get(key);
      if (!row) rows.set(key, { days: c.daysLeft, notAfter: c.notAfter, path: c.path, servers: [r.label] });
      else if (!row.servers.includes(r.label)) row.servers.push(r.label);
    }
  }
  if (rows.size === 0) return '<p id="expiry-timeline">No certificate could be read, so there is no expiry timeline.</p>';
  const unique = [...rows.values()].sort((a, b) => a.days - b.days);
  // Two years to the right is enough to see what needs renewing. A certificate outside the window
  // is drawn in a column of its own beyond a break, its date written out: never on a tick it is not at.
  const lo = Math.max(-365, Math.min(-30, unique[0].days));
  const hi = Math.min(730, Math.max(365, unique[unique.length - 1].days));
  const width = 960;
  const rowH = 18;
  const height = 40 + unique.length * rowH;
  const left = 70;
  const right = 540;
  const x = (d: number) => left + ((d - lo) / (hi - lo)) * (right - left);
  const before = left - 34;
  const after = right + 44;
  const labelX = after + 24;
  const shown = (servers: string[]) => (servers.length > 3 ? `${servers.slice(0, 3).join(', ')} and ${servers.length - 3} more` : servers.join(', '));
  const body = unique
    .map((c, i) => {
      const y = 30 + i * rowH;
      const colour = c.days < 0 ? '#cf222e' : c.days < 30 ? '#e16f24' : '#2da44e';
      const title = `<title>${esc(`${c.path}: ${c.days} days`)}</title>`;
      const shape = c.days > hi ? `<path d="M${after - 4} ${y - 5} l8 5 l-8 5 z" fill="${colour}">${title}</path>` : c.days < lo ? `<path d="M${before + 4} ${y - 5} l-8 5 l8 5 z" fill="${colour}">${title}</path>` : `<circle cx="${x(c.days).toFixed(1)}" cy="${y}" r="5" fill="${colour}">${title}</circle>`;
      const when = c.notAfter ? ` (${readableDate(c.notAfter)})` : '';
      return `<g class="cert">${shape}<text x="${labelX}" y="${y + 4}">${esc(`${c.days}d${when} ${shown(c.servers)}`)}</text></g>`;
    })
    .join('');
  const today = x(0).toFixed(1);
  const ticks = [-365, 365, 730].filter((d) => d >= lo && d <= hi).map((d) => `<text x="${x(d).toFixed(1)}" y="10" text-anchor="middle">${d > 0 ? '+' : ''}${d / 365}y</text>`).join('');
  const beyond = (at: number, text: string, shownIf: boolean) => (shownIf ? `<text x="${at}" y="10" text-anchor="middle">${text}</text><line x1="${at + (at < left ? 17 : -22)}" y1="18" x2="${at + (at < left ? 17 : -22)}" y2="${height - 5}" stroke="#d0d7de" stroke-dasharray="2 4"/>` : '');
  const edges = beyond(after, 'later', unique.some((c) => c.days > hi)) + beyond(before, 'earlier', unique.some((c) => c.days < lo));
  return `<svg id="expiry-timeline" role="img" aria-label="certificate expiry" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><line x1="${today}" y1="14" x2="${today}" y2="${height - 5}" stroke="#888" stroke-dasharray="4 3"/><text x="${today}" y="10" text-anchor="middle">today</text>${ticks}${edges}${body}</svg>`;
}

const SCRIPT = `
document.querySelectorAll('#servers th').forEach(function (th, col) {
  th.addEventListener('click', function () {
    var body = document.querySelector('#servers tbody');
    var rows = Array.prototype.slice.call(body.rows);
    var dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
    document.querySelectorAll('#servers th').forEach(function (h) { h.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', dir === 1 ? 'ascending' : 'descending');
    rows.sort(function (a, b) {
      var x = a.cells[col].getAttribute('data-key') || a.cells[col].textContent;
      var y = b.cells[col].getAttribute('data-key') || b.cells[col].textContent;
      var nx = Number(x), ny = Number(y);
      var c = !isNaN(nx) && !isNaN(ny) && x !== '' && y !== '' ? nx - ny : x < y ? -1 : x > y ? 1 : 0;
      return c * dir;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});`;

// The page's one script, allowed by its hash: with no 'unsafe-inline', a script that config
// text might smuggle into the page would not run even if escaping ever failed.
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT, 'utf8').digest('base64')}'`;

/** The parts of the configuration not read, above everything else: the grades say nothing about them. */
function notReadList(report: AuditReport, options: { cwd: string }): string {
  if (!report.notRead?.length) return '';
  const show = (p: string) => (isAbsolute(p) && !relative(options.cwd, p).startsWith('..') ? relative(options.cwd, p) : p);
  const items = report.notRead.map((n) => `<li>${esc(`${show(n.file)}:${n.line}:${n.column}: ${n.message}`)}</li>`).join('');
  return `<h2>Not read</h2>\n<p>The grades say nothing about these parts of the configuration.</p>\n<ul>${items}</ul>\n`;
}

export function formatHtml(report: AuditReport, options: { cwd: string }): string {
  const show = (p: string) => (isAbsolute(p) && !relative(options.cwd, p).startsWith('..') ? relative(options.cwd, p) : p);
  const policies = report.servers.some((r) => r.policies !== undefined);
  // The legend of a cell such as F/C/A+ is the column's own head.
  const gradeHead = report.generations.length > 1 ? `Grade (OpenSSL ${report.generations.join(' / ')})` : 'Grade';
  const head = [gradeHead, 'Server', 'Where', 'Protocols', 'First suite', 'Certificate', 'Days left', 'HSTS', 'E/W/I', 'Why', ...(policies ? ['Policies'] : [])];
  const rows = report.servers
    .map((r) => {
      const days = r.certificates.map((c) => c.daysLeft ?? Infinity).reduce((m, x) => Math.min(m, x), Infinity);
      const soonest = r.certificates.filter((c) => c.daysLeft === days && c.notAfter)[0]?.notAfter;
      const hsts = r.hsts ? [duration(r.hsts.maxAge, true), ...(r.hsts.includeSubDomains ? ['includeSubDomains'] : []), ...(r.hsts.preload ? ['preload'] : [])].join(', ') : 'no';
      const why = capsOf(r).map((c) => `${c.grade}: ${c.reason}`).join('; ');
      const cells = [
        [gradeCell(r), String(gradeRank(r.worst))],
        [r.label],
        [`${show(r.file)}:${r.line}`],
        [protocolsCell(r)],
        [firstSuite(r)],
        [certCell(r)],
        [Number.isFinite(days) ? `${days}${soonest ? ` (${readableDate(soonest)})` : ''}` : '—', Number.isFinite(days) ? String(days) : '999999'],
        [hsts, String(r.hsts?.maxAge ?? -1)],
        [findingsCell(r), String(r.findings.error * 1e6 + r.findings.warning * 1e3 + r.findings.info)],
        [why || '—'],
        ...(policies ? [[policyCell(r), String((r.policies ?? []).filter((p) => !p.pass).length)]] : []),
      ];
      return `<tr>${cells.map(([text, key], i) => `<td data-label="${esc(head[i])}"${key !== undefined ? ` data-key="${esc(key)}"` : ''}${i === 0 ? ` class="grade g${gradeRank(r.worst)}" title="${esc(gradesSpelled(r))}"` : ''}>${esc(text)}</td>`).join('')}</tr>`;
    })
    .join('\n');
  return neutralise(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src ${SCRIPT_HASH}; img-src data:">
<title>ssllint audit</title>
<style>
body{font:14px system-ui,sans-serif;margin:2em;color:#1f2328}
table{border-collapse:collapse;width:100%;table-layout:auto}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa;cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
svg{max-width:100%;height:auto}svg text{font:12px system-ui,sans-serif;fill:#1f2328}
td{font-size:13px;overflow-wrap:break-word}td:nth-child(3),td:nth-child(5),td:nth-child(10){overflow-wrap:anywhere}td.grade{font-weight:bold;white-space:nowrap}
${Object.entries(COLOURS).map(([g, c]) => `td.g${gradeRank(g as Grade)}{color:${c}}`).join('')}
@media (max-width:1000px){table,thead,tbody,tr,td{display:block}thead{display:none}tr{border:1px solid #d0d7de;margin:0 0 1em;padding:4px 0}td{border:0;padding:2px 8px}td::before{content:attr(data-label) ": ";font-weight:600;color:#57606a}}
</style></head><body>
<h1>ssllint audit</h1>
${notReadList(report, options)}<p>${report.servers.length} server${report.servers.length === 1 ? '' : 's'}, graded on OpenSSL ${esc(report.generations.join(', '))} on <time datetime="${esc(report.now)}">${esc(readableDate(report.now))}</time> after the SSL Labs SSL Server Rating Guide (worst generation shown).</p>
<h2>Servers per grade</h2>
${gradeChart(report)}
<h2>Certificate expiry</h2>
${expiryTimeline(report)}
<h2>Servers</h2>
<table id="servers"><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table>
<script>${SCRIPT}</script>
</body></html>
`, 'html');
}
