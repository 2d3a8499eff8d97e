// #25 §5: 100 <DirectoryMatch> regexes that backtrack without bound, in each of 5 virtual
// hosts, took 27 s (50 ms each under V8's watchdog). A tree now spends at most REGEX_TOTAL_MS
// on them; every section left out, by its own timeout or by the spent budget, is a finding.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REGEX_LIMIT_MS, REGEX_TOTAL_MS } from '../src/apache/directories.js';
import type { AuditReport } from '../src/audit/types.js';
import { boundedBacktracking, testWithin } from '../src/syntax/bounded-regex.js';
import { auditRun } from './helpers/audit.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { lintJson, runCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'ssllint-bounds-regex-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Five vhosts whose DocumentRoot is 30 a's long, each with 100 sections `^/var/www/(a+)+bN`. */
function redos(): string {
  const lines = ['Listen 443', 'LoadModule ssl_module modules/mod_ssl.so'];
  for (let v = 0; v < 5; v++) {
    lines.push('<VirtualHost *:443>', `    ServerName v${v}.example`, `    DocumentRoot /var/www/${'a'.repeat(30)}${v}`, '    SSLEngine on', '    SSLProtocol SSLv3');
    for (let i = 0; i < 100; i++) lines.push(`    <DirectoryMatch "^/var/www/(a+)+b${i}">`, '        Require all granted', '    </DirectoryMatch>');
    lines.push('</VirtualHost>');
  }
  return `${lines.join('\n')}\n`;
}

beforeAll(async () => {
  writeFileSync(join(dir, 'warm.conf'), 'Listen 80\n<DirectoryMatch "^/x">\n</DirectoryMatch>\n');
  await runCli([join(dir, 'warm.conf')]);
  await auditRun([join(dir, 'warm.conf')]);
});

const line = (v: number, i: number): number => 3 + v * 306 + 5 + i * 3;

describe('<DirectoryMatch> regexes that backtrack without bound', () => {
  test(`500 of them: at most ${REGEX_TOTAL_MS} ms spent, each section left out a finding, the vhosts still linted`, async () => {
    const file = join(dir, 'apache2.conf');
    writeFileSync(file, redos());
    const { value: run, spent } = await measured(() => lintJson([file]));
    expect(run.code).toBe(1);
    const cut = run.findings.filter((f) => f.ruleId === 'syntax-error');
    const slow = cut.filter((f) => f.message.includes(`more than ${REGEX_LIMIT_MS} ms`));
    const budget = cut.filter((f) => f.message.startsWith(`ssllint spends at most ${REGEX_TOTAL_MS} ms`));
    // The first sections of the first vhost time out one by one until the budget is spent
    // (about REGEX_TOTAL_MS / REGEX_LIMIT_MS of them); the budget is then said once, at the next.
    expect(slow.length).toBeGreaterThanOrEqual(1);
    expect(slow.length).toBeLessThanOrEqual(REGEX_TOTAL_MS / REGEX_LIMIT_MS + 1);
    expect(slow.map((f) => f.location.line)).toEqual(slow.map((_, i) => line(0, i)));
    expect(budget.map((f) => f.location.line)).toEqual([line(0, slow.length)]);
    expect(cut).toHaveLength(slow.length + 1);
    expect(run.findings.filter((f) => f.ruleId === 'protocol-sslv3')).toHaveLength(5);
    expectWithin(spent, { ms: 10_000, mb: 300 });
  }, 60_000);

  test('the audit names them and exits 1', async () => {
    const file = join(dir, 'apache2.conf');
    const { value: run, spent } = await measured(() => auditRun([file, '--format', 'json'], { cwd: dir }));
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as AuditReport;
    expect(report.notRead?.at(-1)?.message).toMatch(/^ssllint spends at most/);
    expect(report.servers).toHaveLength(5);
    expectWithin(spent, { ms: 10_000, mb: 300 });
  }, 60_000);

  test('a regex that answers in time is no finding', async () => {
    const file = join(dir, 'fine.conf');
    writeFileSync(file, 'Listen 80\nDocumentRoot /var/www/html\n<DirectoryMatch "^/var/www/(html|site)/">\n    Require all granted\n</DirectoryMatch>\n');
    const run = await lintJson([file]);
    expect(run.findings.filter((f) => f.ruleId === 'syntax-error')).toEqual([]);
  });
});

describe('regexes tried against fixed subjects (nginx rewrite, Apache RedirectMatch, <IfVersion ~>)', () => {
  test('run under the watchdog: one that never ends on "/any/path.html" is given up in milliseconds', () => {
    const hang = new RegExp('(.*.*.*.*.*.*.*.*.*.*)*x');
    const start = performance.now();
    expect(testWithin(hang, '/any/path.html', 50)).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(testWithin(/^\/any\//, '/any/path.html', 50)).toBe(true);
    expect(testWithin(/^\/none\//, '/any/path.html', 50)).toBe(false);
  });
});

describe('which regexes skip the watchdog (its wall-clock answer depends on the load)', () => {
  test.each([
    ['^(.*)$'], ['^/(?:images|css)/.*\\.(png|css)$'], ['^/none/'], ['(a*)?b'], ['^/x{2,3}$'], ['[(*+]+'], ['^/(?<app>[a-z]+)/'], ['\\(x+\\)*'],
  ])('%s runs directly', (source) => expect(boundedBacktracking(source)).toBe(true));
  test.each([
    ['(.*.*.*.*.*.*.*.*.*.*)*x'], ['^/var/www/(a+)+b0'], ['^((.*)*)*x'], ['(a|aa)+$'], ['(x{1,5})+'], ['^(a+)\\1$'], ['(?<n>a)\\k<n>'], ['.*.*.*.*x'], ['(unclosed'], ['[unclosed'],
  ])('%s runs under the watchdog', (source) => expect(boundedBacktracking(source)).toBe(false));
  test('a direct regex answers however short the watchdog would be', () => {
    expect(testWithin(/^\/none\//, '/any/path.html', 0)).toBe(false);
    expect(testWithin(/^(.*)$/g, '/any/path.html', 0)).toBe(true);
    expect(testWithin(/^(.*)$/g, '/any/path.html', 0)).toBe(true);
  });
});
