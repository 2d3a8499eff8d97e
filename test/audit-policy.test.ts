// `ssllint audit --policy NAME`: each server's pass/fail per policy beside its grade, the same
// verdict the lint's policy-violation findings give, in every format (json per the schema).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { auditJson, auditRun } from './helpers/audit.js';
import { runCli } from './helpers/cli.js';

const CONF = resolve(__dirname, '../fixtures/policy/nist-800-52r2/nginx-bad.conf');
// Pinned to every generation: unpinned, X25519 and Ciphersuites would rule out 1.0.2, whose missing TLS 1.3 these servers are judged for.
const ARGS = [CONF, '--no-config', '--openssl', '1.0.2,1.1.1,3.x', '--policy', 'nist-800-52r2', '--policy', 'pci-dss-4'];

describe('audit --policy', () => {
  it('gives each server the lint\'s verdict per policy, with the clauses it breaks', async () => {
    const report = await auditJson(ARGS);
    const lint = await runCli([...ARGS, '--format', 'json']);
    const verdicts = (JSON.parse(lint.stdout) as { policies: { policy: string; servers: { line: number; pass: boolean; failed: string[] }[] }[] }).policies;
    for (const server of report.servers) {
      expect(server.policies!.map((p) => p.policy)).toEqual(['nist-800-52r2', 'pci-dss-4']);
      for (const p of server.policies!) {
        const v = verdicts.find((x) => x.policy === p.policy)!.servers.find((s) => s.line === server.line)!;
        expect({ pass: p.pass, failed: p.failed }).toEqual({ pass: v.pass, failed: v.failed });
      }
    }
    const byName = Object.fromEntries(report.servers.map((s) => [s.label, s.policies!.map((p) => `${p.policy}:${p.pass ? 'pass' : p.failed.join('|')}`)]));
    expect(byName).toEqual({
      'old.example.com': ['nist-800-52r2:§3.1|§3.1 (TLS 1.3)', 'pci-dss-4:A2'],
      'weak.example.com': ['nist-800-52r2:§3.1 (TLS 1.3)|§3.2|§3.3.1|§3.3.1 (TLS 1.3)|§3.4.2.2 (DH)', 'pci-dss-4:4.2.1 (keys)|4.2.1 (DH)'],
      'sha1.example.com': ['nist-800-52r2:§3.1 (TLS 1.3)|§3.2 (signature)', 'pci-dss-4:pass'],
      'defaults.example.com': ['nist-800-52r2:§3.1 (TLS 1.3)|§3.3.1 (TLS 1.3)', 'pci-dss-4:pass'],
      // §3.2 (curve), a P-521 certificate, is a warning: it does not fail the server.
      'p521.example.com': ['nist-800-52r2:§3.1 (TLS 1.3)', 'pci-dss-4:pass'],
      'p521only.example.com': ['nist-800-52r2:§3.1 (TLS 1.3)|§3.4.2.2 (P-256 or P-384)', 'pci-dss-4:pass'],
    });
    const schema = JSON.parse(readFileSync(resolve(__dirname, '../docs/audit-schema.json'), 'utf8'));
    const validate = new Ajv({ strict: true, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  });

  it('shows a policy column in text, markdown and html only when --policy is given', async () => {
    const text = (await auditRun([...ARGS, '--format', 'text', '--width', '120'])).stdout;
    expect(text.split('\n').find((l) => l.startsWith('Grade  '))).toMatch(/ Policies$/);
    expect(text).toMatch(/^T +sha1\.example\.com .* FAIL pass$/m);
    expect(text).toContain('  fails PCI DSS 4.0: 4.2.1 (keys), 4.2.1 (DH)');
    expect(text).toContain('Policies: nist-800-52r2, pci-dss-4');
    const md = (await auditRun([...ARGS, '--format', 'markdown'])).stdout;
    expect(md).toContain('| Why | Policies |');
    // Policy names and clauses can come from a policy file: a code span, as config text is.
    expect(md).toContain('| `nist-800-52r2 FAIL §3.1 (TLS 1.3) §3.2 (signature), pci-dss-4 pass` |');
    const html = (await auditRun([...ARGS, '--format', 'html'])).stdout;
    expect(html).toContain('<th scope="col">Policies</th>');
    const plain = (await auditRun([CONF, '--no-config', '--format', 'text'])).stdout;
    expect(plain).not.toContain('Policies');
  });
});
