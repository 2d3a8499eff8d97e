// #36 item 6: a line without its `;` swallows the next directive. nginx -t accepts it and the
// live server runs without the swallowed line (here: without its own certificate, serving the
// http-level one); semicolon-missing reports it at the swallowed word, and its look-alikes
// (words that continue a directive on purpose) stay quiet.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, nginxTest, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-semicolon-').dir;
afterAll(() => removeTmp(work));
let n = 0;

function said(file: string): string[] {
  const text = readFileSync(file, 'utf8').split('\n');
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => f.ruleId === 'semicolon-missing')
    .map((f) => `${f.severity} ${text[f.location.line - 1].trim()} @${f.location.column}: ${f.fix?.description}`);
}

function tree(port: number, serverBody: string): { dir: string; conf: string } {
  const dir = `${work}/s${n++}`;
  const http = `ssl_certificate ${CERTS}/ecdsa-p256/fullchain.pem;\nssl_certificate_key ${CERTS}/ecdsa-p256/privkey.pem;\nserver {\n    listen 127.0.0.1:${port} ssl;\n    server_name b.example;\n${serverBody}}\n`;
  return { dir, conf: put(dir, 'nginx.conf', wholeConfig(dir, http)) };
}

const OWN_CERT = `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n`;

describe.skipIf(!hasNginx || !hasOpenssl)('semicolon-missing against nginx -t and a live handshake', () => {
  it('index without its ; swallows both certificate lines: nginx -t accepts it, the server offers the http-level ECDSA certificate; two errors', async () => {
    const port = await freePort();
    const s = tree(port, `    index index.html\n${OWN_CERT.replace(/;\n/, '\n')}`);
    expect(nginxTest(s.dir, s.conf).ok).toBe(true);
    const live = await withNginx(s.dir, s.conf, port, () => handshake(port, ['-servername', 'b.example']));
    expect(live.output).toMatch(/Server public key is 256 bit/);
    expect(said(s.conf)).toEqual([
      `error ssl_certificate ${CERTS}/rsa2048/fullchain.pem @5: end line 17 with ";"`,
      `error ssl_certificate_key ${CERTS}/rsa2048/privkey.pem; @5: end line 18 with ";"`,
    ]);
  }, 40_000);

  it('with the semicolons in place the server offers its own RSA certificate: quiet', async () => {
    const port = await freePort();
    const s = tree(port, `    index index.html;\n${OWN_CERT}`);
    const live = await withNginx(s.dir, s.conf, port, () => handshake(port, ['-servername', 'b.example']));
    expect(live.output).toMatch(/Server public key is 2048 bit/);
    expect(said(s.conf)).toEqual([]);
  }, 40_000);
});

describe('semicolon-missing: the look-alikes', () => {
  it('words continued on purpose: listen parameters, names, quoted strings, a word that is a directive but with the wrong number of words after it', () => {
    const s = tree(1, [
      '    listen 443 ssl',
      '        http2;',
      '    server_name a.example',
      '        www.a.example;',
      '    add_header Content-Security-Policy',
      '        "default-src \'self\'" always;',
      '    try_files $uri',
      '        /index.php;',
      '    error_page 404',
      '        /404.html;',
      '    index index.php',
      '        index.html;',
      '',
    ].join('\n'));
    expect(said(s.conf)).toEqual([]);
  });

  it('an upstream server line swallowing the next server; a directive name with no words after it, where the directive needs some, is not one', () => {
    const dir = `${work}/u${n++}`;
    const conf = put(
      dir,
      'nginx.conf',
      wholeConfig(dir, 'upstream app {\n    server 10.0.0.1:8080\n    server 10.0.0.2:8080;\n}\nserver {\n    listen 80;\n    return 301\n        ssl_protocols;\n}'),
    );
    expect(said(conf)).toEqual(['error server 10.0.0.2:8080; @5: end line 13 with ";"']);
  });
});
