// Every shipped policy holds hand-made configs per clause: fixtures/policy/<policy>/*-bad.conf
// mark each expected violation on the line before the directive responsible,
// `# expect: <clause id>` (one line per clause; the column is the directive's first character);
// *-good.conf files must give no policy-violation at all. The first line carries the flags.
// Run through the CLI with --format json, so the policy's own id, clause id and severity are
// checked from the finding's properties, as SARIF and json carry them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicy } from '../src/policy/load.js';
import { runCli } from './helpers/cli.js';

const root = resolve(__dirname, '../fixtures/policy');

interface Case {
  file: string;
  args: string[];
  expected: string[];
}

function readCase(file: string): Case {
  const lines = readFileSync(file, 'utf8').split('\n');
  const args = (/^# args: (.*)$/.exec(lines[0])?.[1] ?? '').split(' ').filter(Boolean);
  const expected: string[] = [];
  lines.forEach((line, i) => {
    const m = /^\s*# expect: (.+)$/.exec(line);
    if (!m) return;
    let j = i + 1;
    while (/^\s*# expect: /.test(lines[j])) j++;
    expected.push(`${m[1].trim()} ${j + 1}:${lines[j].search(/\S/) + 1}`);
  });
  return { file, args, expected: expected.sort() };
}

const cases = readdirSync(root)
  .sort()
  .flatMap((dir) => readdirSync(join(root, dir)).filter((n) => n.endsWith('.conf')).sort().map((n) => readCase(join(root, dir, n))));

interface Reported {
  ruleId: string;
  severity: string;
  message: string;
  location: { line: number; column: number };
  properties?: Record<string, string>;
}

describe('policy fixtures', () => {
  it('cover every shipped policy but the Mozilla ones (held to their generated configs)', () => {
    expect(readdirSync(root).sort()).toEqual(['bsi-tr-02102-2', 'custom', 'ncsc-nl', 'nist-800-52r2', 'pci-dss-4']);
  });

  it.each(cases.map((c) => [c.file.slice(root.length + 1), c] as const))('%s', async (_name, c) => {
    const run = await runCli([c.file, '--no-config', '--format', 'json', ...c.args], { cwd: join(root, '..') });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { findings: Reported[]; policies: { policy: string; servers: { pass: boolean; failed: string[] }[] }[] };
    const found = report.findings.filter((f) => f.ruleId === 'policy-violation');
    const policy = await loadPolicy(c.args[c.args.indexOf('--policy') + 1], join(root, '..'));
    for (const f of found) {
      const clause = policy.clauses.find((k) => k.id === f.properties?.clause);
      expect(clause, f.message).toBeDefined();
      // The message names the policy and the clause; the severity is the clause's.
      expect(f.message.startsWith(`${policy.title} ${clause!.id}: `)).toBe(true);
      expect(f.severity).toBe(clause!.severity);
      expect(f.properties?.policy).toBe(policy.id);
    }
    expect(found.map((f) => `${f.properties!.clause} ${f.location.line}:${f.location.column}`).sort()).toEqual(c.expected);
    // A server fails the policy exactly when one of its violations is an error.
    const failing = found.some((f) => f.severity === 'error');
    expect(report.policies[0].servers.some((s) => !s.pass)).toBe(failing);
    if (c.file.endsWith('-good.conf')) expect(c.expected).toEqual([]);
    else expect(c.expected.length).toBeGreaterThan(0);
  });
});
