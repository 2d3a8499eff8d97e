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

async function action(audit: string): Promise<{ code: number; summary: string; stdout: string }> {
  const temp = makeTmp('ssllint-audit-action-').dir;
  dirs.push(temp);
  const summary = join(temp, 'summary.md');
  writeFileSync(summary, '');
  let stdout = '';
  const code = await runAction({
    stdout: (t) => void (stdout += t),
    cwd: repo,
    now: () => new Date('2026-06-01T00:00:00Z'),
    env: { INPUT_PATHS: 'fixtures/audit/caps/tls10-tls11.conf fixtures/audit/caps/a-plus.conf', INPUT_AUDIT: audit, 'INPUT_FAIL-LEVEL': 'error', INPUT_FORMAT: 'stylish', INPUT_ANNOTATIONS: 'false', INPUT_CONFIG: '', 'INPUT_SARIF-FILE': join(temp, 'x.sarif'), GITHUB_STEP_SUMMARY: summary, RUNNER_TEMP: temp },
  });
  return { code, summary: readFileSync(summary, 'utf8'), stdout };
}

describe('the Action with audit: true', () => {
  it('appends the audit table to the job summary', async () => {
    const r = await action('true');
    const table = r.summary.slice(r.summary.indexOf('## ssllint audit'));
    expect(r.summary.indexOf('## ssllint audit')).toBeGreaterThan(0);
    const rows = table.split('\n').filter((l) => /^\| [A-FT+/]+ \|/.test(l));
    expect(rows.map((l) => l.split(' | ').slice(0, 3).join(' | '))).toEqual([
      '| B/B/A+ | example.com | fixtures/audit/caps/tls10-tls11.conf:6',
      '| A+ | example.com | fixtures/audit/caps/a-plus.conf:7',
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
