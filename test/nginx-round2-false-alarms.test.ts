// False alarms of #27 item 6, each judged against what a live nginx sends (plain HTTP on
// 127.0.0.1; the headers a response carries do not depend on TLS).
import { request } from 'node:http';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './apache-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-alarms-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function get(port: number, path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

let n = 0;
/** A server written twice: on `listen 443 ssl` for the lint, on a plain port for the live run. */
function serverPair(body: string, offset: number): { lintConf: string; liveConf: string; dir: string; port: number } {
  const dir = join(work, `s${n++}`);
  const port = portFor(10 + offset);
  const tls = `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n`;
  const lintConf = put(dir, 'lint/nginx.conf', wholeConfig(dir, `server {\n    listen 443 ssl;\n    server_name example.com;\n${tls}${body}}\n`));
  const liveConf = put(dir, 'live/nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:${port};\n${body}}\n`));
  return { lintConf, liveConf, dir, port };
}

const findings = (conf: string, rule: string) =>
  lint(fixedLintOptions([conf]), RULES)
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => `${f.severity}:${f.location.line}`);

const HSTS = 'add_header Strict-Transport-Security "max-age=63072000" always;';

describe.skipIf(!hasNginx)('header-inheritance-lost: only headers nginx would have sent are lost', () => {
  it('an empty value and an $upstream_ variable where nothing is proxied are never sent; an if that only returns keeps the pages whole', async () => {
    const s = serverPair(
      [
        '    add_header X-Empty "" always;',
        '    add_header X-Cache $upstream_cache_status always;',
        '    location /inherit { return 200 "i"; }',
        '    location /own { add_header X-Own 1 always; return 200 "o"; }',
        '    location /cors {',
        '        if ($request_method = OPTIONS) { add_header Access-Control-Allow-Origin "*" always; return 204; }',
        '        return 200 "c";',
        '    }',
        '',
      ].join('\n'),
      0,
    );
    const live = await withNginx(s.dir, s.liveConf, s.port, async () => ({
      inherit: await get(s.port, '/inherit'),
      own: await get(s.port, '/own'),
    }));
    // Where nothing drops them, nginx still sends neither header.
    expect(live.inherit.headers['x-empty']).toBeUndefined();
    expect(live.inherit.headers['x-cache']).toBeUndefined();
    expect(live.own.headers['x-own']).toBe('1');
    expect(findings(s.lintConf, 'header-inheritance-lost')).toEqual([]);
  }, 40_000);

  it('a header nginx sends is lost where a location writes its own, and is reported', async () => {
    const s = serverPair(`    ${HSTS}\n    location /inherit { return 200 "i"; }\n    location /own { add_header ETag "" always; return 200 "o"; }\n`, 1);
    const live = await withNginx(s.dir, s.liveConf, s.port, async () => ({ inherit: await get(s.port, '/inherit'), own: await get(s.port, '/own') }));
    expect(live.inherit.headers['strict-transport-security']).toBe('max-age=63072000');
    // Even an empty add_header in the location stops the inheritance.
    expect(live.own.headers['strict-transport-security']).toBeUndefined();
    expect(findings(s.lintConf, 'header-inheritance-lost')).toEqual(['warning:19']);
  }, 40_000);
});

describe.skipIf(!hasNginx)('hsts-missing when every location sends HSTS', () => {
  it('a catch-all location / and every other location sending it: every response has it, no finding', async () => {
    const s = serverPair(`    location / { ${HSTS} return 200 "r"; }\n    location /api { ${HSTS} location /api/v1 { ${HSTS} return 200 "v1"; } return 200 "a"; }\n`, 2);
    const live = await withNginx(s.dir, s.liveConf, s.port, async () => Promise.all(['/', '/x', '/api', '/api/v1'].map((p) => get(s.port, p))));
    expect(live.map((r) => r.headers['strict-transport-security'])).toEqual(Array(4).fill('max-age=63072000'));
    expect(findings(s.lintConf, 'hsts-missing')).toEqual([]);
  }, 40_000);

  it('without location /, a request no location matches gets none: reported', async () => {
    const s = serverPair(`    location /api { ${HSTS} return 200 "a"; }\n`, 3);
    const live = await withNginx(s.dir, s.liveConf, s.port, async () => ({ api: await get(s.port, '/api'), other: await get(s.port, '/x') }));
    expect(live.api.headers['strict-transport-security']).toBe('max-age=63072000');
    expect(live.other.status).toBeGreaterThanOrEqual(400);
    expect(live.other.headers['strict-transport-security']).toBeUndefined();
    expect(findings(s.lintConf, 'hsts-missing')).toEqual(['info:12']);
  }, 40_000);
});

describe('session-ticket-key-rotation on a TLS 1.3-only server', () => {
  const conf = (protocols: string, offset: number, free?: number) => {
    const dir = join(work, `t${n++}`);
    // The live run takes a port the system says is free: fixed offsets can meet another test
    // process's server when the whole suite runs in parallel.
    const port = free ?? portFor(20 + offset);
    // nginx 1.22 with no shared cache: one ticket key for the server's lifetime.
    const body = `server {\n    listen 127.0.0.1:${port} ssl;\n    ssl_protocols ${protocols};\n    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n    location / { return 200 "ok"; }\n}\n`;
    return { dir, port, conf: put(dir, 'nginx.conf', wholeConfig(dir, body)) };
  };
  const said = (file: string) =>
    lint(fixedLintOptions([file], { nginxVersion: '1.22.1' }), RULES).findings.filter((f) => f.ruleId === 'session-ticket-key-rotation');

  it('TLS 1.2 on: a warning, as before; TLS 1.3 only: info, saying why', () => {
    const mixed = said(conf('TLSv1.2 TLSv1.3', 0).conf);
    expect(mixed.map((f) => f.severity)).toEqual(['warning']);
    const only13 = said(conf('TLSv1.3', 1).conf);
    expect(only13.map((f) => f.severity)).toEqual(['info']);
    expect(only13[0].message).toMatch(/psk_dhe_ke.*no resumed traffic/);
  });

  it.skipIf(!hasNginx)('a live resumption over TLS 1.3 makes a fresh key exchange even when the client allows none', async () => {
    const { dir, port, conf: file } = conf('TLSv1.3', 2, await freePort());
    const sess = join(dir, 'sess.pem');
    const resumed = await withNginx(dir, file, port, () => {
      // The ticket comes after the handshake: on a loaded machine s_client may close first, so ask again.
      for (let i = 0; i < 3 && !existsSync(sess); i++) handshake(port, ['-tls1_3', '-sess_out', sess, '-ign_eof'], 'GET / HTTP/1.0\r\n\r\n');
      return handshake(port, ['-tls1_3', '-sess_in', sess, '-allow_no_dhe_kex'], 'GET / HTTP/1.0\r\n\r\n');
    });
    expect(resumed.output).toMatch(/^Reused, TLSv1\.3/m);
    expect(resumed.output).toMatch(/^(Server|Peer) Temp Key: (X25519|ECDH|DH)/m);
  }, 40_000);
});

describe.skipIf(!hasNginx)('static-assets-uncached and nginx location matching order', () => {
  const site = (locations: string, offset: number) => {
    const dir = join(work, `a${n++}`);
    const port = portFor(40 + offset);
    // nginx's workers (user nobody when the tests run as root) must read the files.
    chmodSync(work, 0o755);
    put(dir, 'www/a.css', 'a{}');
    put(dir, 'www/static/b.css', 'b{}');
    const conf = put(dir, 'nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:${port};\n    root ${dir}/www;\n${locations}}\n`));
    const said = lint(fixedLintOptions([conf]), RULES).findings.filter((f) => f.ruleId === 'static-assets-uncached').map((f) => f.location.line);
    return { dir, port, conf, said };
  };

  it('a later regex and a prefix location that an earlier caching regex shadows: every asset is cached, no finding', async () => {
    // The prefix location is shadowed only for what the regex takes: every common asset type.
    const s = site('    location ~* \\.(css|js|png|jpe?g|gif|ico|svg|webp|woff2)$ { expires 30d; }\n    location ~* \\.(js|css)$ { }\n    location /static/ { }\n', 0);
    const live = await withNginx(s.dir, s.conf, s.port, async () => [await get(s.port, '/a.css'), await get(s.port, '/static/b.css')]);
    expect(live.map((r) => r.headers['cache-control'])).toEqual(['max-age=2592000', 'max-age=2592000']);
    expect(s.said).toEqual([]);
  }, 40_000);

  it('the uncaching regex written first takes the requests: reported', async () => {
    const s = site('    location ~* \\.(js|css)$ { }\n    location ~* \\.(css|js|png)$ { expires 30d; }\n', 1);
    const live = await withNginx(s.dir, s.conf, s.port, () => get(s.port, '/a.css'));
    expect(live.status).toBe(200);
    expect(live.headers['cache-control']).toBeUndefined();
    expect(s.said).toEqual([15]);
  }, 40_000);
});
