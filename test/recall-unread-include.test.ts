// #36 item 10: an include that cannot be read (missing, or outside the tree) may hold a server's
// TLS settings. Each finding about what that server lacks says so and is info; the include's
// own finding says which servers depend on it and how to bring it in. With the file mapped in,
// the settings it holds count (the same findings disappear). nginx -t is the oracle for the
// include itself: it refuses to start without the file and accepts the tree with it.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import type { Finding } from '../src/findings.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, hasNginx, nginxTest, put, wholeConfig } from './helpers/nginx-live.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-unread-').dir;
afterAll(() => removeTmp(work));

const OPTIONS = 'ssl_session_cache shared:le_nginx_SSL:10m;\nssl_session_timeout 1440m;\nssl_session_tickets off;\nssl_protocols TLSv1.2 TLSv1.3;\nssl_prefer_server_ciphers off;\nssl_ciphers "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256";\n';

function tree(dir: string, include: string): string {
  return put(
    dir,
    'nginx.conf',
    wholeConfig(
      dir,
      [
        'server {',
        '    listen 127.0.0.1:1 ssl;',
        '    server_name shop.example.com;',
        `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;`,
        `    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;`,
        `    include ${include};`,
        '}',
        'server {',
        '    listen 127.0.0.1:2 ssl;',
        '    server_name other.example.com;',
        `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;`,
        `    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;`,
        '}',
      ].join('\n'),
    ),
  );
}

const lineOf = (file: string, needle: string) => readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;

function at(findings: Finding[], line: number): string[] {
  return findings.filter((f) => f.location.line === line).map((f) => `${f.ruleId} ${f.severity}`).sort();
}

describe('an unread include inside a server', () => {
  const dir = `${work}/t`;
  const conf = tree(dir, '/etc/letsencrypt/options-ssl-nginx.conf');
  const shop = lineOf(conf, 'server_name shop') - 2;
  const other = lineOf(conf, 'server_name other') - 2;
  const include = lineOf(conf, 'include /etc/letsencrypt');

  it.skipIf(!hasNginx)('nginx -t refuses the tree while the file is missing', () => {
    const run = nginxTest(dir, conf);
    expect(run.ok).toBe(false);
    expect(run.output).toMatch(/options-ssl-nginx\.conf.*failed \(2: No such file or directory\)/);
  });

  it('findings about what the server lacks are info and name the include; the other server keeps its warnings', () => {
    const { findings } = lint(fixedLintOptions([conf], { pathMap: [['/etc/letsencrypt', `${work}/nowhere`]] }), RULES);
    const mine = findings.filter((f) => f.location.line === shop && f.location.file === conf);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.filter((f) => f.severity !== 'info').map((f) => f.ruleId)).toEqual([]);
    for (const f of mine.filter((x) => x.ruleId === 'session-cache-missing' || x.ruleId === 'protocol-default')) {
      expect(f.message).toContain(`(the include at line ${include} of ${conf} could not be read and may set this)`);
    }
    expect(at(findings, other)).toContain('session-ticket-key-rotation warning');
    const missing = findings.find((f) => f.ruleId === 'include-missing');
    expect(missing?.location.line).toBe(include);
    expect(missing?.message).toBe(
      `included file /etc/letsencrypt/options-ssl-nginx.conf (${work}/nowhere/options-ssl-nginx.conf) does not exist; the settings of shop.example.com may come from it, so findings about what that server lacks are info until it is read: lint with a copy of /etc/letsencrypt mapped in (--path-map /etc/letsencrypt=DIR)`,
    );
  });

  it('with the file mapped in, what it sets counts: those findings are gone', () => {
    const copy = `${work}/letsencrypt`;
    put(copy, 'options-ssl-nginx.conf', OPTIONS);
    const { findings } = lint(fixedLintOptions([conf], { pathMap: [['/etc/letsencrypt', copy]] }), RULES);
    expect(findings.filter((f) => f.ruleId === 'include-missing')).toEqual([]);
    const mine = at(findings, shop);
    for (const id of ['session-cache-missing', 'session-ticket-key-rotation', 'protocol-default']) expect(mine.some((m) => m.startsWith(id))).toBe(false);
  });

  it.skipIf(!hasNginx)('nginx -t accepts the tree with the file in place', () => {
    const copy = `${work}/le2`;
    const file = put(copy, 'options-ssl-nginx.conf', OPTIONS);
    const conf2 = tree(`${work}/t2`, file);
    expect(nginxTest(`${work}/t2`, conf2).ok).toBe(true);
  });

  it('a missing mime.types at http level leaves the servers\' findings as they are', () => {
    const dir3 = `${work}/t3`;
    const conf3 = put(dir3, 'nginx.conf', wholeConfig(dir3, `include /etc/nginx/mime.types;\nserver {\n    listen 443 ssl;\n    server_name plain.example.com;\n}`));
    const { findings } = lint(fixedLintOptions([conf3], { pathMap: [['/etc/nginx', `${work}/nowhere`]] }), RULES);
    expect(findings.some((f) => f.ruleId === 'session-ticket-key-rotation' && f.severity === 'warning')).toBe(true);
    expect(findings.find((f) => f.ruleId === 'include-missing')?.message).toBe(`included file /etc/nginx/mime.types (${work}/nowhere/mime.types) does not exist`);
  });
});

describe('Apache: an unread Include inside a <VirtualHost>', () => {
  it('findings about what the vhost lacks are info; a vhost without it keeps its severities', () => {
    const conf = put(
      `${work}/a`,
      'httpd.conf',
      [
        'Listen 443',
        '<VirtualHost *:443>',
        '    ServerName shop.example.com',
        '    SSLEngine on',
        '    Include /etc/letsencrypt/options-ssl-apache.conf',
        '</VirtualHost>',
        '<VirtualHost *:443>',
        '    ServerName other.example.com',
        '    SSLEngine on',
        '</VirtualHost>',
        '',
      ].join('\n'),
    );
    const { findings } = lint(fixedLintOptions([conf], { pathMap: [['/etc/letsencrypt', `${work}/nowhere`]] }), RULES);
    const shop = findings.filter((f) => f.location.line === 2);
    expect(shop.length).toBeGreaterThan(0);
    expect(shop.filter((f) => f.severity !== 'info').map((f) => f.ruleId)).toEqual([]);
    expect(findings.filter((f) => f.location.line === 7 && f.severity !== 'info').length).toBeGreaterThan(0);
    expect(findings.find((f) => f.ruleId === 'include-missing')?.message).toMatch(/the settings of shop\.example\.com may come from it/);
  });
});
