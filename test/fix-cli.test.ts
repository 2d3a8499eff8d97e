// --fix, --fix-dry-run, --fix-type, --fix-backup and the config file's `fix` through the CLI.
import { chmodSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { writeTree } from './helpers/fix.js';

const ADVISED =
  'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305';
// Clean but for keep-alive (a safe fix) and the protocols (a risky one).
const CONF = [
  'events {}',
  'http {',
  '    keepalive_timeout 0;',
  '    server {',
  '        listen 443 ssl;',
  '        http2 on;',
  '        ssl_protocols TLSv1 TLSv1.2;',
  `        ssl_ciphers ${ADVISED};`,
  '        ssl_prefer_server_ciphers on;',
  '        ssl_session_cache shared:SSL:10m;',
  '        ssl_stapling on;',
  '        resolver 127.0.0.53;',
  '        add_header Strict-Transport-Security "max-age=63072000" always;',
  '    }',
  '}',
  '',
].join('\n');
const FLAGS = ['--no-config', '--now', '2026-06-01'];

describe('fix through the CLI', () => {
  it('--fix-dry-run prints a diff relative to the working directory and changes nothing', async () => {
    const dir = writeTree({ 'nginx.conf': CONF });
    const run = await runCli(['nginx.conf', '--fix-dry-run', ...FLAGS], { cwd: dir });
    expect(run.stdout).toBe(
      ['--- a/nginx.conf', '+++ b/nginx.conf', '@@ -1,6 +1,6 @@', ' events {}', ' http {', '-    keepalive_timeout 0;', '+    keepalive_timeout 65s;', '     server {', '         listen 443 ssl;', '         http2 on;', ''].join('\n'),
    );
    expect(run.stderr).toContain('ssllint: would fix 1 finding with 1 edit in 1 file\n');
    expect(run.stderr).toContain('  not fixed: nginx.conf:7:9 protocol-tls10-tls11: a risky fix (apply it with --fix-type risky or `fix: {protocol-tls10-tls11: true}` in the config file)\n');
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toBe(CONF);
    expect(run.code).toBe(0);
  });

  it('--fix writes in place keeping the mode, reports what is left, and --fix-backup keeps FILE.orig', async () => {
    const dir = writeTree({ 'nginx.conf': CONF });
    chmodSync(join(dir, 'nginx.conf'), 0o640);
    const run = await runCli(['nginx.conf', '--fix', '--fix-type', 'safe,risky', '--fix-backup', '--format', 'unix', ...FLAGS], { cwd: dir });
    const fixed = CONF.replace('keepalive_timeout 0', 'keepalive_timeout 65s').replace('TLSv1 TLSv1.2', 'TLSv1.2 TLSv1.3');
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toBe(fixed);
    expect(statSync(join(dir, 'nginx.conf')).mode & 0o777).toBe(0o640);
    expect(readFileSync(join(dir, 'nginx.conf.orig'), 'utf8')).toBe(CONF);
    // No temporary file is left beside it.
    expect(readdirSync(dir).sort()).toEqual(['nginx.conf', 'nginx.conf.orig']);
    expect(run.stderr).toBe('ssllint: fixed 3 findings with 2 edits in 1 file\n');
    expect(run.stdout).not.toContain('keepalive-disabled');
    expect(run.stdout).not.toContain('protocol-tls10-tls11');
  });

  it('the config file opts a rule in (or out) of fixing', async () => {
    const dir = writeTree({ 'nginx.conf': CONF, '.ssllint.json': JSON.stringify({ fix: { 'protocol-tls10-tls11': true, 'keepalive-disabled': false } }) });
    const run = await runCli(['nginx.conf', '--fix', '--now', '2026-06-01', '-c', join(dir, '.ssllint.json')], { cwd: dir });
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toBe(CONF.replace('TLSv1 TLSv1.2', 'TLSv1.2 TLSv1.3'));
    expect(run.stderr).toContain('ssllint: fixed 1 finding with 1 edit in 1 file\n');
  });

  it('usage errors: both modes, a flag without a mode, an unknown type, standard input, a bad config value', async () => {
    const dir = writeTree({ 'nginx.conf': CONF, 'bad.json': JSON.stringify({ fix: { 'cipher-rc4': 'yes' } }), 'unknown.json': JSON.stringify({ fix: { 'no-such-rule': true } }) });
    const cases: [string[], string][] = [
      [['nginx.conf', '--fix', '--fix-dry-run'], 'ssllint: --fix and --fix-dry-run: give one of them\n'],
      [['nginx.conf', '--fix-type', 'risky'], 'ssllint: --fix-type needs --fix or --fix-dry-run\n'],
      [['nginx.conf', '--fix-backup'], 'ssllint: --fix-backup needs --fix or --fix-dry-run\n'],
      [['nginx.conf', '--fix', '--fix-type', 'reckless'], 'ssllint: --fix-type: "reckless" must be safe or risky\n'],
      [['-', '--fix'], 'ssllint: --fix and --fix-dry-run edit files: name them, not standard input\n'],
      [['nginx.conf', '--fix', '-c', join(dir, 'bad.json')], `ssllint: ${join(dir, 'bad.json')}: "fix.cipher-rc4" must be true or false\n`],
      [['nginx.conf', '--fix', '-c', join(dir, 'unknown.json')], `ssllint: ${join(dir, 'unknown.json')}: fix: unknown rule "no-such-rule"\n`],
    ];
    for (const [args, message] of cases) {
      const run = await runCli([...args, '--now', '2026-06-01', ...(args.includes('-c') ? [] : ['--no-config'])], { cwd: dir, stdin: CONF });
      expect(run.stderr, args.join(' ')).toBe(message);
      expect(run.code).toBe(2);
    }
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toBe(CONF);
  });

  it('writes nothing when the fixed tree would not lint clean of what it fixed', async () => {
    // Two servers share a cache; only one of them can be fixed (the other's protocols come
    // from a file outside the tree), so fixing it would make them disagree.
    const outside = writeTree({ 'tls.conf': 'ssl_protocols TLSv1 TLSv1.2;\n' });
    const conf = `events {}\nhttp {\n    ssl_session_cache shared:SSL:10m;\n    server {\n        listen 443 ssl;\n        ssl_protocols TLSv1 TLSv1.2;\n    }\n    server {\n        listen 8443 ssl;\n        include ${outside}/tls.conf;\n    }\n}\n`;
    const dir = writeTree({ 'nginx.conf': conf });
    const run = await runCli(['nginx.conf', '--fix', '--fix-type', 'risky', ...FLAGS], { cwd: dir });
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toBe(conf);
    expect(run.stderr).toMatch(/^ssllint: nothing was written: the fixed tree would get a new warning: session-resumption-inconsistent /);
  });
});
