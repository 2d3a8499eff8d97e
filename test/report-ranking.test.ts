// #30: a report that ranks what matters. Each fix right under the findings it fixes; a file's
// blocking errors first, with what a parse-changing error throws off held back; a summary that
// names the errors and what --fix would do; -q without footnotes; unix never cut; stylish fitted
// to COLUMNS. On real trees, through the CLI.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { lint } from '../src/lint.js';
import { planAndCheck } from '../src/fix/run.js';
import { fixSafety } from '../src/report/fix-safety.js';
import { RULES } from '../rules/index.js';
import { runCli } from './helpers/cli.js';
import { fixedLintOptions } from './helpers/lint-options.js';

const repo = resolve(__dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'ssllint-ranking-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// A missing `;` after `root`: nginx -t says `invalid number of arguments in "root" directive`.
const broken = join(tmp, 'broken');
mkdirSync(broken);
writeFileSync(
  join(broken, 'nginx.conf'),
  [
    'events {}',
    'http {',
    '    server {',
    '        listen 443 ssl;',
    '        server_name a.example.com;',
    '        ssl_certificate /etc/ssl/a.pem;',
    '        ssl_certificate_key /etc/ssl/a.key;',
    '        location / {',
    '            root /var/www',
    '            index index.html;',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
);

const run = (args: string[], env: Record<string, string> = {}) => runCli(args, { cwd: repo, env });

describe('stylish', () => {
  test('each fix is printed right under the findings it fixes', async () => {
    const lines = (await run(['fixtures/sample/nginx'])).stdout.split('\n');
    const after = (rule: string) => lines[lines.findIndex((l) => l.endsWith(` ${rule}`)) + 1].trim();
    expect(after('http2-disabled')).toMatch(/^fix: http2 on;$|^fix: listen /);
    expect(after('keepalive-disabled')).toBe('fix: keepalive_timeout 65s;');
    // Eight cipher rules share one advised ssl_ciphers: it follows the last of them, once.
    expect(after('cipher-slow')).toMatch(/^fix: ssl_ciphers ECDHE-/);
    expect(lines.filter((l) => /fix: ssl_ciphers /.test(l) || /^\s+ssl_ciphers /.test(l))).toHaveLength(1);
  });

  test('a parse-changing error comes first and what it throws off waits; --verbose and json show all', async () => {
    let total = 0;
    const plain = await run([broken]);
    const body = plain.stdout.split('\n');
    expect(body[1]).toBe('   9:13  error  invalid number of arguments in "root" directive: it takes 1 argument, not 3  directive-arguments');
    // The same missing `;` seen from the line it swallows (semicolon-missing), also parse-changing.
    expect(body[2]).toMatch(/^ {2}10:13 {2}error {2}"index" on line 10 is read as an argument of "root" on line 9 +semicolon-missing$/);
    expect(body[3]).toBe('                fix: end line 9 with ";"');
    total = Number(/✖ (\d+) problems \(2 errors,/.exec(plain.stdout)?.[1]);
    expect(total).toBeGreaterThan(5);
    expect(body[4]).toBe(`  … ${total - 2} more findings in this file wait until the error above is fixed (--verbose shows them)`);
    const verbose = (await run([broken, '--verbose'])).stdout.split('\n');
    expect(verbose[1]).toMatch(/^ {3}9:13 {2}error .* directive-arguments /);
    expect(verbose.filter((l) => /^ {2}\s*\d+:\d+ /.test(l))).toHaveLength(total);
    const json = JSON.parse((await run([broken, '--format', 'json'])).stdout) as { findings: unknown[] };
    expect(json.findings).toHaveLength(total);
  });

  test('the summary names the errors, never an info rule as the most frequent, and what --fix would do', async () => {
    const out = (await run(['fixtures/sample/apache'])).stdout;
    const tail = out.slice(out.indexOf('✖'));
    expect(tail).toContain('  errors: fixtures/sample/apache/apache2.conf:4:1 directive-unknown\n          fixtures/sample/apache/apache2.conf:8:5 cipher-rc4\n          fixtures/sample/apache/sites-enabled/shop.conf:6:5 tls-compression\n');
    expect(tail).not.toMatch(/most often: (cert-unreadable|cipher-cbc|hsts-missing)/);
    expect(tail).toMatch(/\n\d+ fixable with --fix \(\d+ more with --fix-type safe,risky\)\n/);
  });

  test('-q prints the errors and their count, no footnotes', async () => {
    const out = (await run(['fixtures/sample/nginx', '-q'])).stdout;
    expect(out).not.toMatch(/fixable with --fix|OpenSSL 1\.0\.2 \(end of life/);
    expect(out.trimEnd().split('\n').at(-1)).toMatch(/^✖ 1 problem \(1 error, 0 warnings, 0 infos\)/);
  });

  test('lines fit COLUMNS', async () => {
    for (const columns of [80, 100]) {
      const out = (await run(['fixtures/sample/nginx'], { COLUMNS: String(columns) })).stdout;
      const findingLines = out.split('\n').filter((l) => /^\s+\d+:\d+\s/.test(l));
      expect(findingLines.length).toBeGreaterThan(15);
      for (const l of findingLines) expect(l.length, l).toBeLessThanOrEqual(columns);
    }
  });
});

describe('unix', () => {
  test('never cuts a message with an ellipsis', async () => {
    const out = (await run(['fixtures/sample/nginx', '--format', 'unix'], { COLUMNS: '60' })).stdout;
    expect(out).not.toContain('…');
    expect(out).toContain('shop.example.com shares address *:443 with blog.example.com but offers different protocols or ciphers [session-resumption-inconsistent]');
  });
});

describe('"N fixable with --fix"', () => {
  // As ruff's count, it is of the fixes on offer: the fixer still checks each on the fixed tree
  // and reports the few it then leaves out, with the reason (a module the tree does not load).
  test('counts findings whose fix the fixer plans at that safety, or leaves out saying why', () => {
    for (const tree of ['fixtures/sample/nginx', 'fixtures/sample/apache']) {
      const options = fixedLintOptions([join(repo, tree)]);
      const first = lint(options, RULES);
      const outcome = planAndCheck(first, options, RULES, { types: new Set(['safe', 'risky']), perRule: new Map() });
      const key = (f: { ruleId: string; location: { file: string; line: number; column: number } }) => `${f.ruleId} ${f.location.file}:${f.location.line}:${f.location.column}`;
      const planned = new Map<string, string>();
      for (const e of outcome.firstEdits) for (const f of e.findings) if (planned.get(key(f)) !== 'risky') planned.set(key(f), e.safety);
      const skipped = new Map(outcome.skipped.map((k) => [key(k.finding), k.reason]));
      let counted = 0;
      for (const f of first.findings) {
        const said = fixSafety(f);
        if (!said) continue;
        counted++;
        if (!planned.has(key(f))) expect(outcome.skipped.some((k) => k.finding.ruleId === f.ruleId && /\w{10}/.test(k.reason)), `${tree} ${f.ruleId} ${f.location.line}`).toBe(true);
        else expect(planned.get(key(f)), `${tree} ${f.ruleId} ${f.location.line}`).toBe(said);
      }
      expect(counted).toBeGreaterThan(5);
      expect(skipped.size).toBeLessThan(counted / 3);
    }
  });
});
