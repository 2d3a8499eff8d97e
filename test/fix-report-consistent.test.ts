// The fix report does not contradict itself (#37 §7): the "N fixable" line counts what --fix
// does, the "not fixed" lines name the lines of the files as they are, and a fix --fix would
// refuse (a module the tree does not load) says why on the finding's own fix line.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintResult } from '../src/lint.js';
import { fixableCounts, MAX_PLANNED_FIXES } from '../src/fix/report-fixes.js';
import { fixSummary } from '../src/report/ranking.js';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');

/** `5 fixable with --fix (12 more with --fix-type safe,risky)` → [5, 12]. */
function fixable(stdout: string): [number, number] {
  const m = /^(\d+) fixable with --fix(?: --fix-type risky| \((\d+) more with --fix-type safe,risky\))?$/m.exec(stdout);
  if (!m) return [0, 0];
  return /--fix-type risky$/m.test(m[0]) ? [0, Number(m[1])] : [Number(m[1]), Number(m[2] ?? 0)];
}

/** `ssllint: would fix 12 findings with …` → 12; `no fix to apply` → 0. */
function wouldFix(stderr: string): number {
  const m = /^ssllint: would fix (\d+) findings?/m.exec(stderr);
  if (m) return Number(m[1]);
  expect(stderr).toMatch(/^ssllint: no fix to apply$/m);
  return 0;
}

const APACHE_WITHOUT_HEADERS = `LoadModule mpm_event_module /usr/lib/apache2/modules/mod_mpm_event.so
LoadModule ssl_module /usr/lib/apache2/modules/mod_ssl.so
LoadModule socache_shmcb_module /usr/lib/apache2/modules/mod_socache_shmcb.so
LoadModule http2_module /usr/lib/apache2/modules/mod_http2.so
Listen 443
SSLProtocol -all +TLSv1.2 +TLSv1.3
SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305
SSLSessionCache shmcb:/run/ssl_scache(512000)
SSLStaplingCache shmcb:/run/ssl_stapling(32768)
SSLSessionTickets off
<VirtualHost *:443>
    ServerName a.example
    Protocols h2 http/1.1
    SSLEngine on
    SSLUseStapling on
    SSLCertificateFile /etc/ssl/a/fullchain.pem
    SSLCertificateKeyFile /etc/ssl/a/privkey.pem
</VirtualHost>
`;

describe('the "fixable" line and --fix agree', () => {
  it.each([
    ['fixtures/sample/nginx', []],
    ['fixtures/sample/nginx', ['--platform', 'debian-12']],
    ['fixtures/sample/apache', []],
    ['fixtures/sample/apache', ['--platform', 'debian-12']],
  ])('%s %j', async (tree, extra) => {
    const args = [tree, '--no-config', '--now', '2026-06-01', ...extra];
    const [safe, risky] = fixable((await runCli(args, { cwd: repo })).stdout);
    expect(safe + risky).toBeGreaterThan(0);
    expect(wouldFix((await runCli([...args, '--fix-dry-run'], { cwd: repo })).stderr)).toBe(safe);
    expect(wouldFix((await runCli([...args, '--fix-dry-run', '--fix-type', 'safe,risky'], { cwd: repo })).stderr)).toBe(safe + risky);
  });

  it('an Apache tree without mod_headers: HSTS is not "fixable", and its fix line says what it needs', async () => {
    const dir = makeTmp('ssllint-fixable-').dir;
    writeFileSync(join(dir, 'apache2.conf'), APACHE_WITHOUT_HEADERS);
    const args = ['.', '--no-config', '--platform', 'debian-12', '--now', '2026-06-01'];
    const lint = await runCli(args, { cwd: dir });
    expect(lint.stdout).not.toMatch(/fixable/);
    expect(lint.stdout).toContain(
      '  11:1  info  a.example sends no Strict-Transport-Security header          hsts-missing\n' +
        '              fix: load mod_headers first (`a2enmod headers`: the configuration has no LoadModule headers_module), then write\n' +
        '                   Header always set Strict-Transport-Security "max-age=63072000"\n',
    );
    expect(wouldFix((await runCli([...args, '--fix-dry-run', '--fix-type', 'risky'], { cwd: dir })).stderr)).toBe(0);
  });
});

describe('a tree with more fixes than are planned for a count', () => {
  it('gets an estimate, said to be one', () => {
    const many = Array.from({ length: MAX_PLANNED_FIXES + 1 }, (_, i) => ({ ruleId: 'keepalive-disabled', severity: 'warning', message: 'm', location: { file: `/x/${i}.conf`, line: 1, column: 1 }, fix: { description: 'd', replacement: 'keepalive_timeout 65s;' } }));
    expect(fixableCounts({ findings: many, trees: [], files: [], models: [] } as unknown as LintResult, { paths: [] })).toBeUndefined();
    expect(fixSummary({ safe: 5, risky: 2 }, true)).toBe('about 5 fixable with --fix (2 more with --fix-type safe,risky)');
    expect(fixSummary({ safe: 5, risky: 2 })).toBe('5 fixable with --fix (2 more with --fix-type safe,risky)');
  });
});

describe('"not fixed" lines', () => {
  it('name the line of the file as it is, not as an earlier fix pass left it', async () => {
    const lint = await runCli(['fixtures/sample/nginx', '--no-config', '--format', 'unix'], { cwd: repo });
    const static_ = /^(fixtures\/sample\/nginx\/conf\.d\/shop\.conf:\d+:\d+): .*\[static-assets-uncached\]$/m.exec(lint.stdout)![1];
    expect(static_).toBe('fixtures/sample/nginx/conf.d/shop.conf:9:5');
    // The risky fixes alone: the safe static-assets fix is left, reported after lines were added above it.
    const dry = await runCli(['fixtures/sample/nginx', '--no-config', '--fix-dry-run', '--fix-type', 'risky'], { cwd: repo });
    expect(dry.stdout).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@/m);
    expect(dry.stderr).toContain(`  not fixed: ${static_} static-assets-uncached: a safe fix`);
  });
});
