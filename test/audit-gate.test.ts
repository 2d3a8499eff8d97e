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
    // On OpenSSL 1.0.2 (no TLS 1.3: guide 2009r's warning) the A+ server is A-, below A; unpinned,
    // a grade only 1.0.2 gets does not decide the gate, named it does.
    const a = await auditRun([...trees, '--fail-grade', 'A'], { cwd: repo });
    expect(a.stderr).toBe('ssllint audit: 1 of 2 servers graded below A: example.com (B)\n');
    const named = await auditRun([...trees, '--fail-grade', 'A', '--openssl', '1.0.2,1.1.1,3.x'], { cwd: repo });
    expect(named.stderr).toBe('ssllint audit: 2 of 2 servers graded below A: example.com (B), example.com (A-)\n');
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

// shop.example.com grades F on OpenSSL 1.0.2 (EXPORT suites), C on 1.1.1 (RC4) and A+ on 3.x.
const shop = ['fixtures/sample/nginx', '--no-config', '--now', '2026-06-01'];

describe('the gate and OpenSSL 1.0.2', () => {
  it('unpinned, a grade only OpenSSL 1.0.2 (end of life since 2019) gets does not fail the gate: it is shown, and 1.1.1\'s C decides', async () => {
    const c = await auditRun([...shop, '--fail-grade', 'C'], { cwd: repo });
    expect(c.code).toBe(0);
    expect(c.stdout).toMatch(/^F\/C\/A\+ +shop\.example\.com/m);
    expect(c.stdout).toContain("--fail-grade compares C: the F is OpenSSL 1.0.2's, end of life since 2019 and not named");
    const b = await auditRun([...shop, '--fail-grade', 'B'], { cwd: repo });
    expect(b.code).toBe(1);
    expect(b.stderr).toBe('ssllint audit: 1 of 2 servers graded below B: shop.example.com (C)\n');
  });

  it('named, OpenSSL 1.0.2 counts: its F fails the gate', async () => {
    const r = await auditRun([...shop, '--openssl', '1.0.2,1.1.1,3.x', '--fail-grade', 'C'], { cwd: repo });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('ssllint audit: 1 of 2 servers graded below C: shop.example.com (F)\n');
  });
});

