// Findings that hold only on OpenSSL 1.0.2 (end of life since 2019): reported as info, and
// saying so, unless the user named the generations; `--openssl 1.0.2` (a CentOS 7 estate)
// gets every one at the rule's own severity. Real trees in, exact findings out.
import { cpSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import type { Finding } from '../src/findings.js';
import { lint } from '../src/lint.js';
import { runCli } from './helpers/cli.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

// The sample nginx tree without blog.conf: both sites listen on *:443 and blog, read first, is
// the default server, so before nginx 1.29.2 shop negotiates blog's TLSv1.2/1.3 and not the
// SSLv3 it inherits from nginx.conf (src/nginx/model.ts). Alone, shop is its own default server
// and keeps every 1.0.2-only finding these tests rank. Laid out as fixtures/sample/nginx under
// a temp directory so that the CLI reports the same relative names.
const copy = makeTmp('ssllint-legacy-sample-').dir;
afterAll(() => removeTmp(copy));
const repo = copy;
const sample = join(copy, 'fixtures/sample/nginx');
cpSync(resolve(__dirname, '../fixtures/sample/nginx'), sample, { recursive: true, filter: (src) => !src.endsWith('blog.conf') });
const row = (f: Finding) => `${f.location.file.slice(sample.length + 1)}:${f.location.line}:${f.location.column} ${f.severity} ${f.ruleId}`;
const LEGACY_ONLY = ['cipher-des', 'cipher-export', 'cipher-rc2', 'protocol-sslv3'];

describe('1.0.2-only findings', () => {
  it('are info with every generation checked by default, and say why; the rest keep their severity', () => {
    const result = lint(fixedLintOptions([sample]), RULES);
    const legacy = result.findings.filter((f) => LEGACY_ONLY.includes(f.ruleId));
    expect(legacy.map(row)).toEqual([
      'conf.d/shop.conf:6:5 info cipher-des',
      'conf.d/shop.conf:6:5 info cipher-export',
      'conf.d/shop.conf:6:5 info cipher-rc2',
      'nginx.conf:9:5 info protocol-sslv3',
    ]);
    for (const f of legacy) {
      expect(f.message).toMatch(/; OpenSSL 1\.0\.2 is end of life since 2019, so this is reported as info: lint with --openssl 1\.0\.2 if a server still runs it$/);
      expect(f.short).toMatch(/OpenSSL 1\.0\.2 only \(EOL 2019\)/);
    }
    expect(result.legacyRanked).toBe(4);
    // RC4 also holds on 1.1.1: it stays an error.
    expect(result.findings.filter((f) => f.ruleId === 'cipher-rc4').map(row)).toEqual(['conf.d/shop.conf:6:5 error cipher-rc4']);
  });

  it('keep the rule\'s severity and message when the generations are named, 1.0.2 alone or with others', () => {
    for (const generations of [['1.0.2'], ['1.0.2', '1.1.1', '3.x']] as const) {
      const result = lint(fixedLintOptions([sample], { generations: [...generations], opensslNamed: true }), RULES);
      expect(result.findings.filter((f) => LEGACY_ONLY.includes(f.ruleId)).map(row)).toEqual([
        'conf.d/shop.conf:6:5 error cipher-des',
        'conf.d/shop.conf:6:5 error cipher-export',
        'conf.d/shop.conf:6:5 error cipher-rc2',
        'nginx.conf:9:5 error protocol-sslv3',
      ]);
      expect(result.findings.some((f) => /end of life/.test(f.message))).toBe(false);
      expect(result.legacyRanked).toBe(0);
    }
  });

  it('yield to a level the user set for the rule', () => {
    const result = lint(fixedLintOptions([sample], { levels: new Map([['cipher-export', 'warning']]) }), RULES);
    expect(result.findings.filter((f) => f.ruleId === 'cipher-export').map(row)).toEqual(['conf.d/shop.conf:6:5 warning cipher-export']);
    expect(result.legacyRanked).toBe(3);
  });

  it('the CLI: the summary says how many were ranked down; --openssl 1.0.2 and the config key restore them', async () => {
    const plain = await runCli(['fixtures/sample/nginx', '--no-config', '--format', 'unix'], { cwd: repo });
    expect(plain.stdout).toMatch(/^fixtures\/sample\/nginx\/nginx\.conf:9:5: info: the protocol list enables SSLv3 on OpenSSL 1\.0\.2 only \(EOL 2019\) \[protocol-sslv3\]$/m);
    const stylish = await runCli(['fixtures/sample/nginx', '--no-config'], { cwd: repo });
    expect(stylish.stdout).toContain('\n4 findings hold only on OpenSSL 1.0.2 (end of life since 2019) and are reported as info; --openssl 1.0.2 reports them at full severity.\n');
    const named = await runCli(['fixtures/sample/nginx', '--no-config', '--openssl', '1.0.2', '--format', 'unix'], { cwd: repo });
    expect(named.stdout).toMatch(/^fixtures\/sample\/nginx\/nginx\.conf:9:5: error: the protocol list enables SSLv3 on OpenSSL 1\.0\.2 \[protocol-sslv3\]$/m);
    const namedStylish = await runCli(['fixtures/sample/nginx', '--no-config', '--openssl', '1.0.2,1.1.1,3.x'], { cwd: repo });
    expect(namedStylish.stdout).not.toContain('end of life');
    const dir = makeTmp('ssllint-legacy-').dir;
    try {
      writeFileSync(join(dir, 'ssllint.json'), JSON.stringify({ openssl: ['1.0.2', '1.1.1', '3.x'] }));
      const configured = await runCli(['fixtures/sample/nginx', '--config', join(dir, 'ssllint.json'), '--format', 'unix'], { cwd: repo });
      expect(configured.stdout).toMatch(/^fixtures\/sample\/nginx\/nginx\.conf:9:5: error: .*\[protocol-sslv3\]$/m);
    } finally {
      removeTmp(dir);
    }
  });
});

describe('1.0.2-only findings of the certificate and order rules', () => {
  it('dhparam-weak: a weak DH group that only a single-DES DHE suite (1.0.2 alone has it) uses is ranked down unless 1.0.2 is named', () => {
    const dir = makeTmp('ssllint-legacy-dh-').dir;
    const certs = resolve(__dirname, '../fixtures/certs');
    const file = join(dir, 'nginx.conf');
    writeFileSync(
      file,
      `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.com;\n        ssl_certificate ${certs}/rsa2048/fullchain.pem;\n        ssl_certificate_key ${certs}/rsa2048/privkey.pem;\n        ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:EDH-RSA-DES-CBC-SHA;\n        ssl_dhparam ${certs}/dh/dh1024.pem;\n    }\n}\n`,
    );
    try {
      const dh = (extra: Parameters<typeof fixedLintOptions>[1] = {}) => lint(fixedLintOptions([file], extra), RULES).findings.filter((f) => f.ruleId === 'dhparam-weak');
      const ranked = dh();
      expect(ranked.map((f) => f.severity)).toEqual(['info']);
      expect(ranked[0].message).toContain('OpenSSL 1.0.2 is end of life since 2019');
      expect(ranked[0].generations).toEqual(['1.0.2']);
      expect(dh({ generations: ['1.0.2'], opensslNamed: true }).map((f) => f.severity)).toEqual(['warning']);
    } finally {
      removeTmp(dir);
    }
  });

  it('cipher-string-invalid: a string that selects nothing on 1.0.2 alone is ranked down; one that fails everywhere stays an error', () => {
    const dir = makeTmp('ssllint-legacy-string-').dir;
    try {
      const invalid = (ciphers: string, extra: Parameters<typeof fixedLintOptions>[1] = {}) => {
        const file = join(dir, 'nginx.conf');
        writeFileSync(file, `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        ssl_certificate /c.pem;\n        ssl_certificate_key /k.pem;\n        ssl_ciphers ${ciphers};\n    }\n}\n`);
        return lint(fixedLintOptions([file], extra), RULES)
          .findings.filter((f) => f.ruleId === 'cipher-string-invalid')
          .map((f) => `${f.location.line}:${f.location.column} ${f.severity} ${f.generations?.join(',')}`);
      };
      // OpenSSL 1.0.2 has no ChaCha20-Poly1305 suite: "no cipher match" there only.
      expect(invalid('CHACHA20')).toEqual(['7:9 info 1.0.2']);
      expect(invalid('CHACHA20', { generations: ['1.0.2'], opensslNamed: true })).toEqual(['7:9 error 1.0.2']);
      expect(invalid('NOSUCHCIPHER')).toEqual(['7:9 error 1.0.2,1.1.1,3.x', '7:21 error undefined']);
    } finally {
      removeTmp(dir);
    }
  });
});
