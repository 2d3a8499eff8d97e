// #36 item 13: tls13-early-data is quiet where the configuration itself answers 0-RTT requests
// with 425 Too Early (`if ($ssl_early_data) { return 425; }`, or through a map that picks out
// the unsafe methods). The oracle is a live nginx: a resumed client sends its request as early
// data (openssl s_client -early_data) and gets 425 where the guard says so.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, hasNginx, hasOpenssl, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-guard-').dir;
afterAll(() => removeTmp(work));
let n = 0;

function said(file: string): string[] {
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => f.ruleId === 'tls13-early-data')
    .map((f) => f.severity);
}

/** A TLS 1.3 server with 0-RTT on: `http` lines before it, `body` inside it. */
function server(port: number, http: string, body: string): { dir: string; conf: string } {
  const dir = `${work}/s${n++}`;
  const text = `${http}server {\n    listen 127.0.0.1:${port} ssl;\n    ssl_protocols TLSv1.3;\n    ssl_early_data on;\n    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n${body}}\n`;
  return { dir, conf: put(dir, 'nginx.conf', wholeConfig(dir, text)) };
}

/**
 * `$ssl_early_data` is "1" only while the handshake is not complete (nginx's documentation): on a
 * loaded machine the handshake may finish before nginx reads the request, which then is not
 * answered as early. A guard is shown by the first of a few tries that gets `want`; a request
 * that never gets it is shown by every try.
 */
function earlyUntil(dir: string, port: number, method: string, path: string, want: string): string {
  let last = '';
  for (let i = 0; i < 6; i++) {
    last = earlyRequest(dir, port, method, path);
    if (last === want) return last;
  }
  return last;
}

/** The status line of `method /` sent as early data on a resumed session, with the verdict on the early data. */
function earlyRequest(dir: string, port: number, method: string, path = '/'): string {
  const req = join(dir, `${method}.txt`);
  const sess = join(dir, 'sess.pem');
  writeFileSync(req, `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_3', '-sess_out', sess, '-ign_eof'], { input: 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', timeout: 10_000 });
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_3', '-sess_in', sess, '-early_data', req, '-ign_eof'], { input: '', encoding: 'utf8', timeout: 10_000 });
  const out = `${run.stdout}${run.stderr}`;
  return `${/Early data was (\w+)/.exec(out)?.[1] ?? '?'} ${/^HTTP\/1\.1 (\d+)/m.exec(out)?.[1] ?? '-'}`;
}

const MAP = 'map "$request_method:$ssl_early_data" $too_early {\n    "~^(POST|PUT|PATCH|DELETE):1$" 1;\n    default 0;\n}\n';
const APP = '    location / { proxy_pass http://127.0.0.1:9; }\n';

describe.skipIf(!hasNginx || !hasOpenssl)('a guard answering 0-RTT requests with 425 (live nginx)', () => {
  it('if ($ssl_early_data) { return 425; } at server level: the early request gets 425; quiet', async () => {
    const port = await freePort();
    const s = server(port, '', `    if ($ssl_early_data) { return 425; }\n    location / { return 200 "ok"; }\n`);
    expect(await withNginx(s.dir, s.conf, port, () => earlyUntil(s.dir, port, 'GET', '/', 'accepted 425'))).toBe('accepted 425');
    expect(said(server(1, '', `    if ($ssl_early_data) { return 425; }\n${APP}`).conf)).toEqual([]);
  }, 40_000);

  it('a map picking out the unsafe methods: an early POST gets 425, an early GET is served; quiet', async () => {
    const port = await freePort();
    const s = server(port, MAP, `    if ($too_early) { return 425; }\n    location / { return 200 "ok"; }\n`);
    const live = await withNginx(s.dir, s.conf, port, () => [earlyUntil(s.dir, port, 'POST', '/', 'accepted 425'), earlyUntil(s.dir, port, 'GET', '/', 'accepted 425')]);
    expect(live).toEqual(['accepted 425', 'accepted 200']);
    expect(said(server(1, MAP, `    if ($too_early) { return 425; }\n${APP}`).conf)).toEqual([]);
  }, 40_000);

  it('a guard in an outer location does not run for a nested location\'s request: served early; a warning', async () => {
    const port = await freePort();
    const body = (inner: string) => `    location / {\n        if ($ssl_early_data) { return 425; }\n        location /api/ { ${inner} }\n    }\n`;
    const s = server(port, '', body('return 200 "api";'));
    expect(await withNginx(s.dir, s.conf, port, () => [earlyUntil(s.dir, port, 'POST', '/', 'accepted 425'), earlyUntil(s.dir, port, 'POST', '/api/', 'accepted 425')])).toEqual(['accepted 425', 'accepted 200']);
    expect(said(server(1, '', body('proxy_pass http://127.0.0.1:9;')).conf)).toEqual(['warning']);
  }, 40_000);

  it('without the guard the early POST is served: a warning', async () => {
    const port = await freePort();
    const s = server(port, MAP, '    location / { return 200 "ok"; }\n');
    expect(await withNginx(s.dir, s.conf, port, () => earlyUntil(s.dir, port, 'POST', '/', 'accepted 425'))).toBe('accepted 200');
    expect(said(server(1, MAP, APP).conf)).toEqual(['warning']);
  }, 40_000);
});

describe('guards that do not guard', () => {
  it('a 200 instead of 425, a condition on something else: warnings; guards in each passing location: quiet', () => {
    expect(said(server(1, '', `    if ($ssl_early_data) { return 200; }\n${APP}`).conf)).toEqual(['warning']);
    expect(said(server(1, '', `    if ($http_early_data) { return 425; }\n${APP}`).conf)).toEqual(['warning']);
    expect(said(server(1, MAP, '    location /api/ {\n        if ($too_early) { return 425; }\n        proxy_pass http://127.0.0.1:9;\n    }\n').conf)).toEqual([]);
  });
});
