// #36 item 2: HSTS written without `always` is missing from some responses, and hsts-weak says
// which. The oracles are the live servers: nginx's add_header skips 4xx/5xx (it keeps 301),
// Apache's `Header set` skips redirects and errors; `always` sends it on all of them.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { liveMissing, startHttpd } from './apache-live.js';
import { fixTree } from './helpers/fix.js';
import { get } from './helpers/http-live.js';
import { fixedLintOptions, type LintExtra } from './helpers/lint-options.js';
import { CERTS, hasNginx, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-hsts-').dir;
afterAll(() => removeTmp(work));
let n = 0;

function said(file: string, extra: LintExtra = {}): string[] {
  return lint(fixedLintOptions([file], extra), RULES)
    .findings.filter((f) => f.ruleId === 'hsts-weak')
    .map((f) => `${f.severity}:${f.location.line}:${f.fix?.replacement ?? ''}`);
}

const TLS = `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n`;

/** The same server body on `listen 443 ssl` for the lint (server on line 12, body from 16) and on a plain port for the live run. */
function pair(body: string, port: number): { dir: string; lintConf: string; liveConf: string } {
  const dir = `${work}/n${n++}`;
  const lintConf = put(dir, 'lint/nginx.conf', wholeConfig(dir, `server {\n    listen 443 ssl;\n${TLS}${body}}\n`));
  const liveConf = put(dir, 'live/nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:${port};\n${body}}\n`));
  return { dir, lintConf, liveConf };
}

const LOCATIONS = '    location = /ok { return 200 "ok"; }\n    location = /moved { return 301 /ok; }\n    location = /missing { return 404; }\n    location = /broken { return 500; }\n';

describe.skipIf(!hasNginx)('nginx: add_header without always (live)', () => {
  it('error responses go without HSTS, a redirect keeps it; reported at the add_header with always added', async () => {
    const port = await freePort();
    const s = pair(`    add_header Strict-Transport-Security "max-age=63072000";\n${LOCATIONS}`, port);
    const live = await withNginx(s.dir, s.liveConf, port, async () => Promise.all(['/ok', '/moved', '/missing', '/broken'].map((p) => get(port, p))));
    expect(live.map((r) => `${r.status} ${r.headers['strict-transport-security'] ?? '-'}`)).toEqual(['200 max-age=63072000', '301 max-age=63072000', '404 -', '500 -']);
    expect(said(s.lintConf)).toEqual(['warning:16:add_header Strict-Transport-Security "max-age=63072000" always;']);
  }, 40_000);

  it('with always every response carries it: quiet', async () => {
    const port = await freePort();
    const s = pair(`    add_header Strict-Transport-Security "max-age=63072000" always;\n${LOCATIONS}`, port);
    const live = await withNginx(s.dir, s.liveConf, port, async () => Promise.all(['/ok', '/moved', '/missing', '/broken'].map((p) => get(port, p))));
    expect(live.map((r) => r.headers['strict-transport-security'])).toEqual(Array(4).fill('max-age=63072000'));
    expect(said(s.lintConf)).toEqual([]);
  }, 40_000);

  it('the fix writes always in place (a risky fix: HSTS is a promise)', () => {
    const s = pair('    add_header Strict-Transport-Security "max-age=63072000";\n', 1);
    const safe = fixTree({ 'nginx.conf': readFileSync(s.lintConf, 'utf8') }, { only: ['hsts-weak'], types: ['safe'] });
    expect(safe.outcome.changed.size).toBe(0);
    const risky = fixTree({ 'nginx.conf': readFileSync(s.lintConf, 'utf8') }, { only: ['hsts-weak'], types: ['safe', 'risky'] });
    expect(risky.texts['nginx.conf']).toContain('\n    add_header Strict-Transport-Security "max-age=63072000" always;\n');
    expect(risky.texts['nginx.conf']).not.toContain('"max-age=63072000";');
  });

  it('before nginx 1.7.5 there is no always to add: quiet', () => {
    const s = pair('    add_header Strict-Transport-Security "max-age=63072000";\n', 2);
    expect(said(s.lintConf, { nginxVersion: '1.7.4' })).toEqual([]);
    expect(said(s.lintConf, { nginxVersion: '1.7.5' })).toHaveLength(1);
  });
});

describe.skipIf(liveMissing !== undefined)(`Apache: Header set without always (live)${liveMissing ? ` (${liveMissing})` : ''}`, () => {
  const MODULES: [string, string][] = [
    ['headers_module', 'mod_headers.so'],
    ['alias_module', 'mod_alias.so'],
  ];
  const site = (header: string) => `DocumentRoot \${root}/htdocs\n<Directory \${root}/htdocs>\n    Require all granted\n</Directory>\nRedirect 301 /moved http://localhost/index.html\n${header}\n`;
  const statuses = async (port: number) => (await Promise.all(['/index.html', '/moved', '/missing'].map((p) => get(port, p)))).map((r) => `${r.status} ${r.headers['strict-transport-security'] ?? '-'}`);

  /** The lint's view: the same header in a TLS vhost (line 4 of the file). */
  const lintApache = (header: string): string[] => {
    const file = put(`${work}/a${n++}`, 'httpd.conf', `<VirtualHost *:443>\n    SSLEngine on\n    ServerName www.example.com\n    ${header}\n</VirtualHost>\n`);
    return said(file);
  };

  it('redirects and errors go without it; reported, and the fix keeps the condition words', async () => {
    const live = await startHttpd(site('Header set Strict-Transport-Security "max-age=63072000"'), MODULES);
    try {
      expect(await statuses(live.port)).toEqual(['200 max-age=63072000', '301 -', '404 -']);
    } finally {
      live.stop();
    }
    expect(lintApache('Header set Strict-Transport-Security "max-age=63072000" env=HTTPS')).toEqual(['warning:4:Header always set Strict-Transport-Security "max-age=63072000" env=HTTPS']);
  }, 40_000);

  it('Header always set reaches every response: quiet', async () => {
    const live = await startHttpd(site('Header always set Strict-Transport-Security "max-age=63072000"'), MODULES);
    try {
      expect(await statuses(live.port)).toEqual(['200 max-age=63072000', '301 max-age=63072000', '404 max-age=63072000']);
    } finally {
      live.stop();
    }
    expect(lintApache('Header always set Strict-Transport-Security "max-age=63072000"')).toEqual([]);
  }, 40_000);
});
