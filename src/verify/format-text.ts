// The text report: each tree (its binary, its start, what the copy changed), then each server
// name on each address with one line per property: what was predicted and whether the server
// agreed, what it did instead, or why it could not be seen. Text from a configuration is
// printed escaped (printable) and made inert for CI logs (neutralise).
import { isAbsolute, relative } from 'node:path';
import { printable } from '../report/text.js';
import { neutralise } from '../text/untrusted.js';
import type { PropertyResult, VerifyReport, Value } from './types.js';

const ISOLATION = { 'network-namespace': 'private network namespace', 'loopback-ports': 'loopback ports' } as const;

function shownPath(p: string, cwd: string): string {
  if (!isAbsolute(p)) return p;
  const rel = relative(cwd, p);
  return rel && !rel.startsWith('..') ? rel : p;
}

export function summary(v: Value, property?: string): string {
  if (v === null) return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return property === 'hsts' ? `max-age=${v}` : String(v);
  if (typeof v === 'string') return v;
  if (property === 'chain') return `${v.length} certificate${v.length === 1 ? '' : 's'}`;
  if (v.length === 0) return 'none';
  if (v.length <= 6) return v.join(' ');
  return `${v.length}: ${v.slice(0, 3).join(' ')} \u2026`;
}

/** What the server did beyond the prediction: the extra and missing items of two lists. */
function delta(r: PropertyResult): string {
  if (!Array.isArray(r.predicted) || !Array.isArray(r.observed)) return `live ${summary(r.observed, r.property)}`;
  const predicted = r.predicted as readonly string[];
  const observed = r.observed as readonly string[];
  const extra = observed.filter((x) => !predicted.includes(x));
  const lacking = predicted.filter((x) => !observed.includes(x));
  if (!extra.length && !lacking.length) return `live order ${summary(observed)}`;
  const short = (xs: readonly string[]) => (r.property === 'chain' ? `${xs.length}` : xs.slice(0, 6).join(' ') + (xs.length > 6 ? ` (+${xs.length - 6})` : ''));
  return [extra.length ? `live also ${short(extra)}` : '', lacking.length ? `live lacks ${short(lacking)}` : ''].filter(Boolean).join(', ');
}

function line(r: PropertyResult, cwd: string): string {
  const name = `${r.property}${r.path ? ` ${r.path}` : ''}`;
  const head = `  ${name.padEnd(28)} ${summary(r.predicted, r.property).padEnd(40)}`;
  switch (r.verdict) {
    case 'agrees':
      // A start or refusal says what the server said; other agreements need no more words.
      return `${head} agrees${r.property === 'starts' && r.note ? ` (${r.note})` : ''}`;
    case 'known':
      return `${head} known difference (${r.known?.issue}: ${r.known?.id}): ${delta(r)}`;
    case 'not-verified':
      return `${head} not verified: ${r.note ?? ''}`;
    default:
      return `${head} differs: ${delta(r)}${r.at ? ` [${shownPath(r.at.file, cwd)}:${r.at.line}:${r.at.column}]` : ''}${r.note ? ` (${r.note})` : ''}`;
  }
}

export function formatVerifyText(report: VerifyReport, cwd: string): string {
  const out: string[] = [];
  const bins = report.binaries.map((b) => `${b.dialect === 'nginx' ? 'nginx' : 'httpd'} ${b.version}${b.openssl ? ` (OpenSSL ${b.openssl})` : ''} at ${b.path}`).join(', ');
  out.push(`ssllint verify: ${bins || 'no server binary'}${report.isolation ? `, ${ISOLATION[report.isolation]}` : ''}, as ${report.user}`);
  for (const f of report.findings) out.push(`${shownPath(f.location.file, cwd)}:${f.location.line}:${f.location.column}  ${f.severity}  ${f.message}  ${f.ruleId}`);
  for (const t of report.trees) {
    out.push('', `${shownPath(t.root, cwd)} (${t.dialect})`);
    out.push(line(t.starts, cwd));
    for (const c of t.certificates) out.push(`  certificate ${c.path}: ${c.source}${c.key ? ` ${c.key}` : ''}${c.reason ? ` (${c.reason})` : ''}`);
    if (t.portMap.length) out.push(`  ports: ${t.portMap.map((p) => `${p.configured} \u2192 ${p.reached}`).join(', ')}`);
    if (t.changes.length) out.push(`  the copy also has: ${t.changes.join('; ')}`);
    if (t.skipped) out.push(`  ${t.skipped} server name(s) on an address not probed: --max-servers or --timeout reached`);
    for (const s of t.servers) {
      const moved = report.isolation === 'loopback-ports' ? ` (at ${s.reached})` : '';
      out.push('', `${s.name ?? '(no SNI)'}  ${s.listen}${moved}  ${s.label}, ${shownPath(s.file, cwd)}:${s.line}`);
      for (const r of s.properties) out.push(line(r, cwd));
    }
  }
  const { agrees, differs, known, notVerified } = report.summary;
  const servers = report.trees.reduce((n, t) => n + t.servers.length, 0);
  const counts = [`${agrees} agree`, `${known} known`, `${notVerified} not verified`].join(', ');
  const refused = report.trees.filter((t) => t.starts.observed !== 'starts').length;
  const mark = differs > 0 || report.findings.length > 0 || refused > 0 ? '\u2716' : '\u2714';
  const about = `${servers} server${servers === 1 ? '' : 's'}${report.isolation ? `, ${ISOLATION[report.isolation]}` : ''}`;
  out.push('', `${mark} ${differs} difference${differs === 1 ? '' : 's'} (${counts}) in ${about}${report.findings.length ? `; ${report.findings.length} problem${report.findings.length === 1 ? '' : 's'} stopped a tree` : ''}${refused ? `; ${refused} tree${refused === 1 ? '' : 's'} did not start` : ''}`);
  return neutralise(`${out.map(printable).join('\n')}\n`);
}
