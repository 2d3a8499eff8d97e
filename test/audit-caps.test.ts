// Every grade cap has a config of its own under fixtures/audit/caps/, whose first lines say
// the grade and the exact caps expected per OpenSSL generation: `# audit: GEN GRADE [cap,…]`,
// and any flags the audit takes: `# args: --nginx-version 1.10.3`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditJson } from './helpers/audit.js';

const root = resolve(__dirname, '../fixtures/audit/caps');

interface Expectation {
  generation: string;
  grade: string;
  caps: string[];
}

const cases = readdirSync(root)
  .filter((n) => n.endsWith('.conf'))
  .sort()
  .map((name) => {
    const expectations: Expectation[] = [];
    let args: string[] = [];
    for (const line of readFileSync(join(root, name), 'utf8').split('\n')) {
      const a = /^# args: (.*)$/.exec(line);
      if (a) args = a[1].split(' ').filter(Boolean);
      const m = /^# audit: (\S+) (\S+)(?: (\S+))?$/.exec(line);
      if (m) expectations.push({ generation: m[1], grade: m[2], caps: m[3] ? m[3].split(',').sort() : [] });
    }
    return { name, expectations, args };
  });

describe('audit grade caps', () => {
  it('has a fixture for every cap the grader can apply from a config', () => {
    const covered = new Set(cases.flatMap((c) => c.expectations.flatMap((e) => e.caps)));
    // sslv3 (B), key-under-1024 and dh-under-1024 cannot be written with the fixtures' keys and
    // OpenSSL's suites; test/audit-grade.test.ts gives each an input of its own.
    for (const id of ['sslv2', 'export', 'null', 'insecure-renegotiation', 'sslv3-only', 'sslv3-poodle', 'rc4-only', 'rc4-modern', 'rc4', '64-bit-block', 'compression', 'no-tls12', 'tls10-tls11', 'no-forward-secrecy', 'no-aead', 'dh-under-2048', 'chain-incomplete', 'trust', 'no-handshake']) {
      expect(covered, id).toContain(id);
    }
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    expect(c.expectations.length).toBeGreaterThan(0);
    const gens = [...new Set(c.expectations.map((e) => e.generation))];
    const report = await auditJson([join(root, c.name), '--openssl', gens.join(','), '--no-config', '--now', '2026-06-01', ...c.args]);
    expect(report.servers).toHaveLength(1);
    const server = report.servers[0];
    for (const e of c.expectations) {
      const posture = server.generations.find((g) => g.generation === e.generation)!;
      expect({ generation: e.generation, grade: posture.grade.grade, caps: [...new Set(posture.grade.caps.map((x) => x.id))].sort() }).toEqual(e);
      for (const cap of posture.grade.caps) expect(cap.reason).not.toBe('');
    }
  });
});
