// #36 item 4: response headers that never reach the browser (a security header set with
// proxy_set_header goes to the upstream) or contradict each other (one sent twice with two
// values; add_header Content-Type beside nginx's own). The oracles are live servers: what the
// browser side receives, and what an echoing upstream receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { liveMissing, startHttpd } from './apache-live.js';
import { get, headerLines, startEcho, upstreamSaw, type Echo } from './helpers/http-live.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { hasNginx, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-resphdr-').dir;
afterAll(() => removeTmp(work));
let n = 0;

function said(file: string, rule: string): string[] {
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => `${f.severity}:${f.location.line}`);
}

/** A server on `port`; its body starts on line 14 of the file. */
function site(port: number, body: string): { dir: string; conf: string } {
  const dir = `${work}/s${n++}`;
  return { dir, conf: put(dir, 'nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:${port};\n${body}}\n`)) };
}

describe.skipIf(!hasNginx)('nginx, live', () => {
  let echo: Echo;
  beforeAll(async () => {
    echo = await startEcho();
  });
  afterAll(() => echo?.close());

  it('header-sent-upstream: X-Frame-Options set with proxy_set_header reaches the upstream, not the client; add_header reaches the client', async () => {
    const port = await freePort();
    const s = site(port, `    location /wrong/ {\n        proxy_set_header X-Frame-Options DENY;\n        proxy_pass http://127.0.0.1:${echo.port};\n    }\n    location /right/ {\n        add_header X-Frame-Options DENY always;\n        proxy_pass http://127.0.0.1:${echo.port};\n    }\n`);
    const live = await withNginx(s.dir, s.conf, port, async () => ({ wrong: await get(port, '/wrong/'), upstream: await upstreamSaw(port, '/wrong/'), right: await get(port, '/right/') }));
    expect(live.wrong.headers['x-frame-options']).toBeUndefined();
    expect(live.upstream['x-frame-options']).toBe('DENY');
    expect(live.right.headers['x-frame-options']).toBe('DENY');
    expect(said(s.conf, 'header-sent-upstream')).toEqual(['warning:15']);
  }, 40_000);

  it('header-duplicate: two X-Frame-Options values are both sent; one value twice and two different headers are not reported', async () => {
    const port = await freePort();
    const s = site(port, `    location /two/ {\n        add_header X-Frame-Options DENY always;\n        add_header X-Frame-Options SAMEORIGIN always;\n        return 200;\n    }\n    location /same/ {\n        add_header X-Frame-Options DENY always;\n        add_header X-Frame-Options "deny" always;\n        add_header X-Content-Type-Options nosniff always;\n        return 200;\n    }\n`);
    const live = await withNginx(s.dir, s.conf, port, () => get(port, '/two/'));
    expect(headerLines(live, 'x-frame-options')).toEqual(['DENY', 'SAMEORIGIN']);
    expect(said(s.conf, 'header-duplicate')).toEqual(['warning:16']);
  }, 40_000);

  it('header-duplicate: add_header Content-Type sends a second Content-Type; with the upstream\'s hidden it is the only one', async () => {
    const port = await freePort();
    const s = site(
      port,
      `    location = /static {\n        add_header Content-Type application/json;\n        return 200 "{}";\n    }\n    location /api/ {\n        proxy_hide_header Content-Type;\n        add_header Content-Type application/json;\n        proxy_pass http://127.0.0.1:${echo.port};\n    }\n`,
    );
    const live = await withNginx(s.dir, s.conf, port, async () => [await get(port, '/static'), await get(port, '/api/')]);
    expect(headerLines(live[0], 'content-type')).toEqual(['text/plain', 'application/json']);
    expect(headerLines(live[1], 'content-type')).toEqual(['application/json']);
    expect(said(s.conf, 'header-duplicate')).toEqual(['warning:15']);
  }, 40_000);
});

describe.skipIf(liveMissing !== undefined)(`header-duplicate on Apache, live${liveMissing ? ` (${liveMissing})` : ''}`, () => {
  it('Header set and Header always set of one name are both sent on success', async () => {
    const headers = 'Header always set X-Frame-Options DENY\nHeader set X-Frame-Options SAMEORIGIN\n';
    const live = await startHttpd(`DocumentRoot \${root}/htdocs\n<Directory \${root}/htdocs>\n    Require all granted\n</Directory>\n${headers}`, [['headers_module', 'mod_headers.so']]);
    try {
      expect(headerLines(await get(live.port, '/index.html'), 'x-frame-options')).toEqual(['DENY', 'SAMEORIGIN']);
    } finally {
      live.stop();
    }
    const conf = put(`${work}/a${n++}`, 'httpd.conf', `<VirtualHost *:443>\n    ServerName example.com\n    SSLEngine on\n    ${headers.split('\n').join('\n    ')}</VirtualHost>\n`);
    expect(said(conf, 'header-duplicate')).toEqual(['warning:5']);
  }, 40_000);
});
