// `ssllint audit --fail-grade G`: the audit as a CI gate, on the grading fixtures.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditRun } from './helpers/audit.js';

const repo = resolve(__dirname, '..');
const trees = ['fixtures/audit/caps/tls10-tls11.conf', 'fixtures/audit/caps/a-plus.conf'];

describe('ssllint audit --fail-grade', () => {
  it('exits 1 when a server grades below the floor, naming it on stderr; the report is printed either way', async () => {
    const r = await auditRun([...trees, '--fail-grade', 'A-'], { cwd: repo });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('ssllint audit: 1 of 2 servers graded below A-: example.com (B)\n');
    // On OpenSSL 1.0.2 (no TLS 1.3: guide 2009r's warning) the A+ server is A-, below A.
    const a = await auditRun([...trees, '--fail-grade', 'A'], { cwd: repo });
    expect(a.stderr).toBe('ssllint audit: 2 of 2 servers graded below A: example.com (B), example.com (A-)\n');
    expect(r.stdout).toContain('example.com');
  });

  it('exits 0 when every server is at or above it', async () => {
    for (const floor of ['B', 'C', 'F']) {
      const r = await auditRun([...trees, '--fail-grade', floor], { cwd: repo });
      expect(r.code, floor).toBe(0);
      expect(r.stderr).toBe('');
    }
  });

  it('without it the audit is a report and exits 0', async () => {
    expect((await auditRun(trees, { cwd: repo })).code).toBe(0);
  });

  it('a grade that is not one is a usage error', async () => {
    const r = await auditRun([...trees, '--fail-grade', 'A++'], { cwd: repo });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ssllint: --fail-grade: "A++" must be one of A+, A, A-, B, C, D, E, F\n');
  });
});
