// Output bounded whatever the input (issue 25 §6): a word or a list quoted from a config is
// cut with a count of what was left out, in every format of the lint and the audit, on inputs
// generated here: a 1 MB directive name, a certificate whose names make 600,000 characters,
// and 300 servers sharing it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAudit } from '../src/audit/audit.js';
import { formatHtml } from '../src/audit/format-html.js';
import { formatJson as formatAuditJson } from '../src/audit/format-json.js';
import { formatMarkdown } from '../src/audit/format-markdown.js';
import { formatText } from '../src/audit/format-text.js';
import { capList, capText, MESSAGE_CAP, WORD_CAP } from '../src/bounded-text.js';
import { lint } from '../src/lint.js';
import { formatReport, type ReportFormat, type ReportInput } from '../src/report/index.js';
import { allRuleMeta, RULES } from '../rules/index.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';

const LINT_FORMATS = ['stylish', 'unix', 'json', 'sarif', 'github'];
const AUDIT_FORMATS = ['text', 'markdown', 'html', 'json'];

describe('capText and capList', () => {
  it('cut a long word and a long message, counting what they leave out', () => {
    expect(capText('short')).toBe('short');
    const word = 'x'.repeat(WORD_CAP + 5);
    expect(capText(`unknown directive "${word}" here`)).toBe(`unknown directive "${'x'.repeat(WORD_CAP - 1)}… and 7 more characters here`);
    const long = capText('ab '.repeat(MESSAGE_CAP));
    expect(long.length).toBeLessThan(MESSAGE_CAP + 40);
    expect(long.endsWith(`… and ${3 * MESSAGE_CAP - MESSAGE_CAP} more characters`)).toBe(true);
    // A surrogate pair is not cut in half.
    expect(capText('😀'.repeat(WORD_CAP))).toMatch(/^(😀)+… and \d+ more characters$/);
    expect(capList(['a', 'b', 'c'], ', ', 2)).toBe('a, b and 1 more');
    expect(capList(['a', 'b'], ', ', 2)).toBe('a, b');
  });
});

describe('a 1 MB directive name', () => {
  it('is quoted as its first characters and a count in every format', async () => {
    const dir = scratchDir('ssllint-bounds-');
    const name = `x${'A'.repeat(1024 * 1024)}`;
    const conf = (word: string) => `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name a.example;\n        ${word} on;\n    }\n}\n`;
    for (const format of LINT_FORMATS) {
      // The same finding about a short name: SARIF carries every rule's help, whatever the input.
      writeFileSync(join(dir, 'nginx.conf'), conf('xA'));
      const plain = (await runCli(['.', '--no-config', '--format', format], { cwd: dir, env: {} })).stdout.length;
      writeFileSync(join(dir, 'nginx.conf'), conf(name));
      const r = await runCli(['.', '--no-config', '--format', format], { cwd: dir, env: {} });
      expect(r.stdout.length - plain, format).toBeLessThan(20_000);
      // The short messages (stylish, unix) end at ~100 characters anyway; the full ones carry the count.
      // The word quoted is `"x…":` (its quotes and colon included), JSON-escaped here.
      if (format === 'json' || format === 'sarif') expect(r.stdout, format).toContain(`unknown directive \\"x${'A'.repeat(WORD_CAP - 2)}… and ${name.length + 3 - WORD_CAP} more characters`);
    }
    for (const format of AUDIT_FORMATS) {
      const r = await runCli(['audit', '.', '--no-config', '--format', format, '--now', '2026-06-01'], { cwd: dir });
      expect(r.stdout.length, format).toBeLessThan(200_000);
    }
  });
});

describe('a certificate with 30,000 names, shared by 300 servers', () => {
  it('makes reports of a size set by the findings, not the names: lists cut to a count', () => {
    const dir = scratchDir('ssllint-bounds-san-');
    const names = Array.from({ length: 30_000 }, (_, i) => `host-${String(i).padStart(5, '0')}.example`);
    expect(names.join(', ').length).toBeGreaterThan(570_000);
    writeFileSync(join(dir, 'ext.cnf'), `[req]\ndistinguished_name=dn\n[dn]\n[ext]\nsubjectAltName=${names.map((n) => `DNS:${n}`).join(',')}\n`);
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '36500', '-subj', '/CN=host-00000.example', '-config', 'ext.cnf', '-extensions', 'ext'], { cwd: dir, stdio: 'ignore' });
    // Each server's name is one the certificate does not cover: every server quotes its names.
    const servers = Array.from({ length: 300 }, (_, i) => `    server {\n        listen 443 ssl;\n        server_name s${i}.other.test;\n        ssl_certificate cert.pem;\n        ssl_certificate_key key.pem;\n        ssl_protocols TLSv1.2 TLSv1.3;\n    }\n`).join('');
    writeFileSync(join(dir, 'nginx.conf'), `events {}\nhttp {\n${servers}}\n`);

    // One lint, every format of it (the CLI's runs differ only in the formatter).
    const options = fixedLintOptions([join(dir, 'nginx.conf')]);
    const result = lint(options, RULES);
    const mismatch = result.findings.filter((f) => f.ruleId === 'cert-name-mismatch');
    expect(mismatch).toHaveLength(300);
    expect(mismatch[0].message).toContain('it covers host-00000.example, host-00001.example,');
    expect(mismatch[0].message).toContain(`host-00019.example and ${30_000 - 20} more`);
    const input: ReportInput = { findings: result.findings, files: result.files, cwd: dir, rules: allRuleMeta(), tool: { name: 'ssllint', version: '0.0.0' }, color: false };
    for (const format of LINT_FORMATS) {
      const text = formatReport(format as ReportFormat, input);
      // About 11 findings a server: a few kilobytes each at most, and the 21st name nowhere.
      expect(text.length, format).toBeLessThan(result.findings.length * 3000);
      expect(text, format).not.toContain('host-00020.example');
    }

    const report = buildAudit(result.models, result.findings, { target: options.target, now: new Date('2026-06-01T00:00:00Z'), toolVersion: '0.0.0' });
    const json = formatAuditJson(report, { cwd: dir });
    // 174 MB before the SANs were capped: each server carried the certificate's 30,000 names.
    expect(json.length).toBeLessThan(300 * 12_000);
    const cert = (JSON.parse(json) as { servers: { certificates: { sans: string[]; sansOmitted: number }[] }[] }).servers[0].certificates[0];
    expect(cert.sans).toEqual(names.slice(0, 100));
    expect(cert.sansOmitted).toBe(30_000 - 100);
    for (const text of [formatText(report, { cwd: dir }), formatMarkdown(report, { cwd: dir }), formatHtml(report, { cwd: dir })]) {
      expect(text.length).toBeLessThan(300 * 12_000);
      expect(text).not.toContain('host-00100.example');
    }
  }, 120_000);
});
