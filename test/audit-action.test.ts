// The Action's `audit: true`: the audit's Markdown table is appended to the job summary after
// the findings, from the same lint.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) removeTmp(d);
});

async function action(audit: string, extra: Record<string, string> = {}): Promise<{ code: number; summary: string; stdout: string }> {
  const temp = makeTmp('ssllint-audit-action-').dir;
  dirs.push(temp);
  const summary = join(temp, 'summary.md');
  writeFileSync(summary, '');
  let stdout = '';
  const code = await runAction({
    stdout: (t) => void (stdout += t),
    cwd: repo,
    now: () => new Date('2026-06-01T00:00:00Z'),
    env: { INPUT_PATHS: 'fixtures/audit/caps/tls10-tls11.conf fixtures/audit/caps/a-plus.conf', INPUT_AUDIT: audit, 'INPUT_FAIL-LEVEL': 'error', INPUT_FORMAT: 'stylish', INPUT_ANNOTATIONS: 'false', INPUT_CONFIG: '', 'INPUT_SARIF-FILE': join(temp, 'x.sarif'), GITHUB_STEP_SUMMARY: summary, RUNNER_TEMP: temp, ...extra },
  });
  return { code, summary: readFileSync(summary, 'utf8'), stdout };
}

describe('the Action with audit: true', () => {
  it('appends the audit table to the job summary', async () => {
    const r = await action('true');
    const table = r.summary.slice(r.summary.indexOf('## ssllint audit'));
    expect(r.summary.indexOf('## ssllint audit')).toBeGreaterThan(0);
    const rows = table.split('\n').filter((l) => /^\| [A-FT+/-]+ \|/.test(l));
    // Where no TLS 1.3 is negotiated (OpenSSL 1.0.2; a TLS 1.0-1.2 config), a warning since guide 2009r: A-.
    expect(rows.map((l) => l.split(' | ').slice(0, 3).join(' | '))).toEqual([
      '| B/B/A- | `example.com` | `fixtures/audit/caps/tls10-tls11.conf:6`',
      '| A-/A+/A+ | `example.com` | `fixtures/audit/caps/a-plus.conf:7`',
    ]);
  });

  it('leaves the summary alone without it', async () => {
    const r = await action('false');
    expect(r.summary).not.toContain('ssllint audit');
  });

  it('refuses a value that is not a boolean', async () => {
    const r = await action('maybe');
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('input "audit": "maybe" is not a boolean');
  });
});

describe('the Action gates on the audit and takes platform and policy', () => {
  it('fail-grade A fails the step on the B server (not the one A- on OpenSSL 1.0.2 alone, which nobody named), naming it; fail-grade B passes', async () => {
    const a = await action('false', { 'INPUT_FAIL-GRADE': 'A' });
    expect(a.code).toBe(1);
    expect(a.stdout).toMatch(/^::error title=ssllint audit::ssllint audit: 1 of 2 servers graded below A: example.com \(B\)$/m);
    expect(a.summary).toContain('## ssllint audit');
    const b = await action('false', { 'INPUT_FAIL-GRADE': 'B' });
    expect(b.code).toBe(0);
    expect(b.stdout).not.toContain('graded below');
  });

  it('refuses a grade that is not one', async () => {
    const r = await action('false', { 'INPUT_FAIL-GRADE': 'Z' });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('input "fail-grade": "Z" must be one of A+, A, A-, B, C, D, E, F');
  });

  it('platform judges for that distribution: Debian 12 cannot negotiate TLS 1.0/1.1, so protocol-tls10-tls11 goes', async () => {
    const without = await action('false', { INPUT_FORMAT: 'unix' });
    expect(without.stdout).toContain('[protocol-tls10-tls11]');
    const debian = await action('false', { INPUT_FORMAT: 'unix', INPUT_PLATFORM: 'debian-12' });
    expect(debian.stdout).not.toContain('[protocol-tls10-tls11]');
  });

  it('policy judges each server against a compliance policy', async () => {
    const r = await action('false', { INPUT_FORMAT: 'unix', INPUT_POLICY: 'mozilla-modern' });
    expect(r.stdout).toMatch(/tls10-tls11\.conf:\d+:\d+: error: .*\[policy-violation\]/);
  });
});
