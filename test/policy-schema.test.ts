// A policy file is data a user writes: every mistake is a usage error (exit 2) at the line and
// column of the offending value, and every shipped policy parses.
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_POLICIES } from '../src/policy/builtin.js';
import { loadPolicy, policyNames } from '../src/policy/load.js';
import { parsePolicy } from '../src/policy/parse.js';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const HEAD = 'id: p\ntitle: P\nsource: { document: D, version: "1", url: "https://example.com" }\nclauses:\n';

async function errorOf(text: string): Promise<string> {
  try {
    await parsePolicy('p.yaml', text);
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
}

describe('policy schema', () => {
  it.each([
    ['a key no clause has', `${HEAD}  - id: "1"\n    protocol: { allowed: [TLSv1.2] }\n`, 'p.yaml:6:5: unknown key "protocol" in a clause'],
    ['an unknown protocol', `${HEAD}  - id: "1"\n    protocols: { allowed: [TLSv1.2, TLS1.3] }\n`, 'p.yaml:6:37: "TLS1.3" is not a protocol (use SSLv2, SSLv3, TLSv1, TLSv1.1, TLSv1.2, TLSv1.3)'],
    ['two checks in one clause', `${HEAD}  - id: "1"\n    ocspStapling: true\n    compression: false\n`, 'p.yaml:5:5: clause "1" must have exactly one of protocols, suites, tls13Suites, curves, certificate, dhParams, hsts, ocspStapling, serverPreference, sessionTickets, compression (has ocspStapling, compression)'],
    ['a clause id used twice', `${HEAD}  - id: "1"\n    compression: false\n  - id: "1"\n    ocspStapling: true\n`, 'p.yaml:7:9: clause id "1" is used twice'],
    ['a bad severity', `${HEAD}  - id: "1"\n    severity: fatal\n    compression: false\n`, 'p.yaml:6:15: severity "fatal" must be error, warning or info'],
    ['a suite matcher with no property', `${HEAD}  - id: "1"\n    suites: { allowed: [ {} ] }\n`, 'p.yaml:6:26: allowed[0] names no property'],
    ['a number that is not', `${HEAD}  - id: "1"\n    hsts: { minMaxAge: long }\n`, 'p.yaml:6:24: minMaxAge must be a number ≥ 0'],
    ['a DH group that is not RFC 7919', `${HEAD}  - id: "1"\n    dhParams: { groups: [ffdhe3072, modp2048] }\n`, 'p.yaml:6:37: "modp2048" is not an RFC 7919 group (use ffdhe2048, ffdhe3072, ffdhe4096, ffdhe6144, ffdhe8192)'],
    ['dhParams with nothing to check', `${HEAD}  - id: "1"\n    dhParams: {}\n`, 'p.yaml:6:15: dhParams needs minBits and/or groups'],
    ['curves with nothing to check', `${HEAD}  - id: "1"\n    curves: {}\n`, 'p.yaml:6:13: curves needs allowed and/or anyOf'],
    ['no source', 'id: p\ntitle: P\nclauses:\n  - id: "1"\n    compression: false\n', 'p.yaml:1:1: the policy needs "source"'],
    ['broken YAML', `${HEAD}  - id: "1"\n    compression: [false\n`, 'p.yaml:7:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]'],
  ])('%s', async (_name, text, message) => {
    expect((await errorOf(text)).startsWith(message)).toBe(true);
  });

  it('parses every shipped policy, each citing its document', async () => {
    for (const name of Object.keys(BUILTIN_POLICIES)) {
      const p = await loadPolicy(name, '/');
      expect(p.id).toBe(name);
      expect(p.source.url).toMatch(/^https:\/\//);
      expect(p.clauses.length).toBeGreaterThan(3);
    }
    expect(policyNames()).toEqual(expect.arrayContaining(['mozilla-modern', 'mozilla-intermediate', 'mozilla-old', 'nist-800-52r2', 'bsi-tr-02102-2', 'ncsc-nl', 'pci-dss-4']));
  });

  it('carries the text of policies/*.yaml (node scripts/gen-policies.mjs)', () => {
    const run = spawnSync(process.execPath, ['scripts/gen-policies.mjs', '--check'], { cwd: resolve(__dirname, '..'), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('--policy on the command line', () => {
  const conf = resolve(__dirname, '../fixtures/policy/nist-800-52r2/nginx-bad.conf');

  it('names the shipped policies when it does not know one', async () => {
    const run = await runCli([conf, '--no-config', '--policy', 'nist']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown policy "nist" (shipped: bsi-tr-02102-2, mozilla-intermediate');
  });

  it('reports a policy file\'s mistake at its position, exit 2', async () => {
    const dir = makeTmp('ssllint-policy-').dir;
    writeFileSync(join(dir, 'mine.yaml'), `${HEAD}  - id: "1"\n    protocols: { allowed: [TLSv12] }\n`);
    const run = await runCli([conf, '--no-config', '--policy', 'mine.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mine.yaml:6:28: "TLSv12" is not a protocol');
  });

  it('takes the config key `policies`, with paths relative to the config file', async () => {
    const dir = makeTmp('ssllint-policy-').dir;
    writeFileSync(join(dir, 'acme.yaml'), readFileSync(resolve(__dirname, '../fixtures/policy/custom/acme.yaml')));
    writeFileSync(join(dir, '.ssllint.yaml'), 'policies: [acme.yaml, pci-dss-4]\n');
    const run = await runCli([conf, '--format', 'json'], { cwd: dir });
    const report = JSON.parse(run.stdout) as { policies: { policy: string }[]; findings: { ruleId: string; properties?: { policy: string } }[] };
    expect(report.policies.map((p) => p.policy)).toEqual(['acme-baseline', 'pci-dss-4']);
    const judged = new Set(report.findings.filter((f) => f.ruleId === 'policy-violation').map((f) => f.properties!.policy));
    expect([...judged].sort()).toEqual(['acme-baseline', 'pci-dss-4']);
  });

  it('puts the policy and clause in SARIF result properties, and fails by --fail-level', async () => {
    const run = await runCli([conf, '--no-config', '--format', 'sarif', '--policy', 'nist-800-52r2', '--rule', 'protocol-tls10-tls11=off', '--rule', 'dhparam-weak=off', '--rule', 'cert-weak-key=off', '--rule', 'cert-weak-signature=off']);
    const log = JSON.parse(run.stdout) as { runs: { results: { ruleId: string; properties?: Record<string, string> }[] }[] };
    const results = log.runs[0].results.filter((r) => r.ruleId === 'policy-violation');
    expect(results.length).toBeGreaterThan(5);
    expect(results.find((r) => r.properties?.clause === '§3.3.1')?.properties).toEqual({ policy: 'nist-800-52r2', clause: '§3.3.1', clauseUrl: 'https://nvlpubs.nist.gov/nistpubs/SpecialPublications/NIST.SP.800-52r2.pdf#page=18' });
    expect(run.code).toBe(1);
    const off = await runCli([conf, '--no-config', '--policy', 'nist-800-52r2', '--rule', 'policy-violation=off', '--format', 'json']);
    expect((JSON.parse(off.stdout) as { findings: { ruleId: string }[] }).findings.some((f) => f.ruleId === 'policy-violation')).toBe(false);
  });
});
