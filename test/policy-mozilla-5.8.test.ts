// Mozilla's guideline 5.8 (shipped as mozilla-{modern,intermediate,old}-5.8 beside 5.7 and 6.0):
// 5.7 with X25519MLKEM768 among the groups, no DHE suites in intermediate and old, and old's DH
// parameters at 2048 bits (data/policies/mozilla-guidelines.json). Each difference is held on
// both sides: a config 5.7 passes and 5.8 fails, or the other way round.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'ssllint-moz58-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dh1024 = resolve(__dirname, '../fixtures/certs/dh/dh1024.pem');
const ffdhe2048 = resolve(__dirname, '../fixtures/certs/dh/ffdhe2048.pem');

// The certificate files do not exist: the certificate clauses are left unchecked, never failed.
function conf(name: string, lines: string[]): string {
  const file = join(dir, `${name}.conf`);
  writeFileSync(file, ['events {}', 'http {', '  server {', '    listen 443 ssl;', '    ssl_certificate /nonexistent/cert.pem;', '    ssl_certificate_key /nonexistent/key.pem;', ...lines.map((l) => `    ${l}`), '  }', '}', ''].join('\n'));
  return file;
}

async function failed(file: string, policy: string, openssl: string): Promise<string[]> {
  const run = await runCli([file, '--no-config', '--format', 'json', '--policy', policy, '--nginx-version', '1.22.1', '--openssl', openssl]);
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout) as { policies: { servers: { failed: string[] }[] }[] };
  return [...new Set(report.policies[0].servers.flatMap((s) => s.failed))].sort();
}

const INTERMEDIATE_57 = 'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384:DHE-RSA-CHACHA20-POLY1305';
const INTERMEDIATE_58 = INTERMEDIATE_57.split(':').filter((s) => !s.startsWith('DHE-')).join(':');

describe('Mozilla guideline 5.8', () => {
  it('intermediate drops the DHE suites: 5.7 intermediate suites fail 5.8 on ciphers alone', async () => {
    const with57 = conf('i57', ['ssl_protocols TLSv1.2 TLSv1.3;', `ssl_ciphers ${INTERMEDIATE_57};`, 'ssl_ecdh_curve X25519:prime256v1:secp384r1;', `ssl_dhparam ${ffdhe2048};`]);
    expect(await failed(with57, 'mozilla-intermediate-5.7', '3.x')).toEqual([]);
    expect(await failed(with57, 'mozilla-intermediate-5.8', '3.x')).toEqual(['ciphers']);
    const with58 = conf('i58', ['ssl_protocols TLSv1.2 TLSv1.3;', `ssl_ciphers ${INTERMEDIATE_58};`, 'ssl_ecdh_curve X25519:prime256v1:secp384r1;']);
    expect(await failed(with58, 'mozilla-intermediate-5.8', '3.x')).toEqual([]);
  });

  it('adds X25519MLKEM768 to the groups: 5.8 allows it, 5.7 does not', async () => {
    const file = conf('mlkem', ['ssl_protocols TLSv1.3;', 'ssl_ecdh_curve X25519MLKEM768:X25519:prime256v1:secp384r1;']);
    expect(await failed(file, 'mozilla-modern-5.8', '3.x')).toEqual([]);
    expect(await failed(file, 'mozilla-modern-5.7', '3.x')).toEqual(['tls_curves']);
  });

  it('old needs 2048-bit DH parameters where 5.7 accepted 1024', async () => {
    const file = conf('old', ['ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;', 'ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES128-GCM-SHA256;', 'ssl_ecdh_curve X25519:prime256v1:secp384r1;', `ssl_dhparam ${dh1024};`]);
    expect(await failed(file, 'mozilla-old-5.7', '1.1.1')).toEqual([]);
    // 5.8 old also lists no DHE suite.
    expect(await failed(file, 'mozilla-old-5.8', '1.1.1')).toEqual(['ciphers', 'dh_param_size']);
  });
});
