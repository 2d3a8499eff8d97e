// `--format sarif`: each difference is a result at the directive that predicted it (rule
// `verify-<property>`), each problem that stopped a tree (a program the configuration would
// run) one at its directive. Agreements and what could not be verified are not results.
import type { Finding } from '../findings.js';
import { formatReport } from '../report/index.js';
import { neutralise } from '../text/untrusted.js';
import type { RuleMeta } from '../rule.js';
import { ruleDocsUrl } from '../report/rule-url.js';
import { PROGRAM_RULE } from './programs.js';
import { PROPERTIES, type PropertyId, type VerifyReport } from './types.js';
import { summary } from './format-text.js';

const TITLES: Record<PropertyId, string> = {
  starts: 'The server starts (or refuses) other than predicted',
  protocols: 'The server accepts other protocols than predicted',
  suites: 'The server accepts other TLS \u2264 1.2 suites than predicted',
  'suite-order': 'The server orders TLS \u2264 1.2 suites other than predicted',
  'tls13-suites': 'The server accepts other TLS 1.3 suites than predicted',
  'tls13-order': 'The server orders TLS 1.3 suites other than predicted',
  groups: 'The server accepts other key-exchange groups than predicted',
  chain: 'The server sends another certificate chain than predicted',
  'ocsp-staple': 'The server staples (or not) other than predicted',
  'resumption-id': 'Session-ID resumption works other than predicted',
  'resumption-ticket': 'Ticket resumption works other than predicted',
  'alpn-h2': 'HTTP/2 is negotiated other than predicted',
  hsts: 'The Strict-Transport-Security header differs from the prediction',
  keepalive: 'Keep-alive differs from the prediction',
  'cache-control': 'Cache headers on a static path differ from the prediction',
};

function meta(id: string, title: string, severity: 'error' | 'warning', why: string): RuleMeta {
  return { id, title, severity, category: 'syntax', security: false, docs: { why } };
}

export function formatVerifySarif(report: VerifyReport, cwd: string): string {
  const why = 'ssllint verify started the server binary on a private copy of the configuration and found it doing something else than the audit predicted (docs/verify.md).';
  const rules = [
    ...PROPERTIES.map((p) => meta(`verify-${p}`, TITLES[p], 'warning', why)),
    meta(PROGRAM_RULE, 'The configuration runs programs: verify does not start it', 'error', 'verify never starts a server whose configuration names programs to run, unless --allow-programs (docs/verify.md).'),
    meta('verify-cannot-run', 'verify cannot run this tree', 'error', 'No server binary, or no way to isolate it (docs/verify.md).'),
  ];
  const findings: Finding[] = [...report.findings];
  for (const t of report.trees) {
    const all = [{ r: t.starts, who: t.root }, ...t.servers.flatMap((s) => s.properties.map((r) => ({ r, who: `${s.name ?? '(no SNI)'} on ${s.listen}` })))];
    for (const { r, who } of all) {
      if (r.verdict !== 'differs' || !r.at) continue;
      findings.push({
        ruleId: `verify-${r.property}`,
        severity: 'warning',
        message: `${who}: ${r.property}${r.path ? ` ${r.path}` : ''} predicted ${summary(r.predicted, r.property)}, the server ${summary(r.observed, r.property)}${r.note ? ` (${r.note})` : ''}`,
        location: r.at,
      });
    }
  }
  const text = formatReport('sarif', { findings, files: [], cwd, rules, tool: { name: 'ssllint', version: report.tool.version }, color: false });
  // The verify rules have no page of their own under docs/rules/: they point at docs/verify.md.
  const log = JSON.parse(text) as { runs: { tool: { driver: { rules: { id: string; helpUri?: string }[] } } }[] };
  const page = ruleDocsUrl('x').replace(/docs\/rules\/x\.md$/, 'docs/verify.md');
  for (const rule of log.runs[0].tool.driver.rules) rule.helpUri = page;
  return neutralise(`${JSON.stringify(log, null, 2)}\n`, 'json');
}
