// #36 item 3 and #34 item 5: request header lines for upstreams (proxy_set_header and its kin)
// are inherited all-or-nothing, as add_header is, and header-inheritance-lost says so where a
// location hands requests on; add_header_inherit merge is the fix from nginx 1.29.3. The oracle
// is a live nginx proxying to an upstream that echoes the request headers it got.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixTree } from './helpers/fix.js';
import { startEcho, upstreamSaw, type Echo } from './helpers/http-live.js';
import { targetOf } from '../src/platform/target.js';
import { fixedLintOptions, type LintExtra } from './helpers/lint-options.js';
import { hasNginx, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-reqhdr-').dir;
afterAll(() => removeTmp(work));

let n = 0;

/** The line of `file` that holds `needle` (1-based), so that expectations name lines by their text. */
function lineOf(file: string, needle: string): number {
  const i = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} is not in ${file}`);
  return i + 1;
}

function said(file: string, extra: LintExtra = {}): string[] {
  return lint(fixedLintOptions([file], extra), RULES)
    .findings.filter((f) => f.ruleId === 'header-inheritance-lost')
    .map((f) => `${f.severity}:${f.location.line}:${f.fix?.replacement ?? ''}`);
}

/** A server (lines 5.. of the file) on `port`, proxying to `upstream`. */
function site(port: number, upstream: number, body: string): { dir: string; conf: string } {
  const dir = `${work}/s${n++}`;
  const server = `server {\n    listen 127.0.0.1:${port};\n${body.replaceAll('UPSTREAM', `http://127.0.0.1:${upstream}`)}}\n`;
  return { dir, conf: put(dir, 'nginx.conf', wholeConfig(dir, server)) };
}

const PROXY = [
  '    proxy_set_header Host "app.example";',
  '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  '    location /ws {',
  '        proxy_set_header Upgrade $http_upgrade;',
  '        proxy_set_header Connection "upgrade";',
  '        proxy_pass UPSTREAM;',
  '    }',
  '    location /plain {',
  '        proxy_pass UPSTREAM;',
  '    }',
  // The look-alikes: every outer name set again; own lines where nothing is proxied.
  '    location /again {',
  '        proxy_set_header Host "other.example";',
  '        proxy_set_header X-Forwarded-For $remote_addr;',
  '        proxy_set_header X-Extra 1;',
  '        proxy_pass UPSTREAM;',
  '    }',
  '    location /static {',
  '        proxy_set_header X-Unused 1;',
  '        return 200 "static";',
  '    }',
  '',
].join('\n');

describe.skipIf(!hasNginx)('proxy_set_header in a location drops the server-level lines (live nginx and an echoing upstream)', () => {
  let echo: Echo;
  beforeAll(async () => {
    echo = await startEcho();
  });
  afterAll(() => echo?.close());

  it('the location with its own lines loses Host and X-Forwarded-For; the rule reports it there and only there', async () => {
    const port = await freePort();
    const s = site(port, echo.port, PROXY);
    const live = await withNginx(s.dir, s.conf, port, async () => ({ ws: await upstreamSaw(port, '/ws'), plain: await upstreamSaw(port, '/plain'), again: await upstreamSaw(port, '/again') }));
    expect(live.plain.host).toBe('app.example');
    expect(live.plain['x-forwarded-for']).toBe('127.0.0.1');
    // nginx's own default (Host $proxy_host) comes back; X-Forwarded-For is not sent at all.
    expect(live.ws.host).toBe(`127.0.0.1:${echo.port}`);
    expect(live.ws['x-forwarded-for']).toBeUndefined();
    expect(live.again.host).toBe('other.example');
    expect(said(s.conf)).toEqual([`warning:${lineOf(s.conf, 'Upgrade')}:proxy_set_header Host "app.example";\nproxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`]);
  }, 40_000);

  it('the fix repeats the lost lines: the location then sends them, and the rule is quiet', async () => {
    const port = await freePort();
    const s = site(port, echo.port, PROXY);
    const run = fixTree({ 'nginx.conf': readFileSync(s.conf, 'utf8') }, { only: ['header-inheritance-lost'], types: ['safe'] });
    const text = run.texts['nginx.conf'];
    expect(text).toContain('        proxy_set_header Upgrade $http_upgrade;\n        proxy_set_header Host "app.example";\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n        proxy_set_header Connection "upgrade";\n');
    const again = put(s.dir, 'fixed.conf', text);
    expect(said(again)).toEqual([]);
    const ws = await withNginx(s.dir, again, port, () => upstreamSaw(port, '/ws'));
    expect(ws.host).toBe('app.example');
    expect(ws['x-forwarded-for']).toBe('127.0.0.1');
  }, 40_000);
});

describe('request lines of the other families', () => {
  it('a location with one fastcgi_param of its own loses the included fastcgi_params: a warning with the lost lines', () => {
    const dir = `${work}/fcgi${n++}`;
    put(dir, 'fastcgi_params', 'fastcgi_param QUERY_STRING $query_string;\nfastcgi_param REQUEST_METHOD $request_method;\n');
    const conf = put(
      dir,
      'nginx.conf',
      wholeConfig(
        dir,
        [
          'server {',
          '    listen 80;',
          `    include ${dir}/fastcgi_params;`,
          '    location ~ \\.php$ {',
          '        fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;',
          '        fastcgi_pass unix:/run/php.sock;',
          '    }',
          '    location ~ \\.phtml$ {',
          `        include ${dir}/fastcgi_params;`,
          '        fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;',
          '        fastcgi_pass unix:/run/php.sock;',
          '    }',
          '}',
        ].join('\n'),
      ),
    );
    expect(said(conf)).toEqual([`warning:${lineOf(conf, 'fastcgi_param SCRIPT_FILENAME')}:fastcgi_param QUERY_STRING $query_string;\nfastcgi_param REQUEST_METHOD $request_method;`]);
  });

  it('losing a header the application does not read about the client is info; a grpc location counts as a proxy one', () => {
    const conf = put(
      `${work}/grpc${n++}`,
      'nginx.conf',
      wholeConfig(work, 'server {\n    listen 80 http2;\n    grpc_set_header X-Tenant blue;\n    location /svc {\n        grpc_set_header X-Trace 1;\n        grpc_pass grpc://127.0.0.1:50051;\n    }\n}'),
    );
    expect(said(conf)).toEqual([`info:${lineOf(conf, 'X-Trace')}:grpc_set_header X-Tenant blue;`]);
  });

  it('a server-level drop is reported where a location of that server passes requests on', () => {
    const conf = put(
      `${work}/srv${n++}`,
      'nginx.conf',
      wholeConfig(work, 'proxy_set_header X-Real-IP $remote_addr;\nserver {\n    listen 80;\n    proxy_set_header X-Request-Id $request_id;\n    location / {\n        proxy_pass http://127.0.0.1:9;\n    }\n}\nserver {\n    listen 81;\n    proxy_set_header X-Request-Id $request_id;\n    location / {\n        return 204;\n    }\n}'),
    );
    expect(said(conf)).toEqual([`warning:${lineOf(conf, 'X-Request-Id')}:proxy_set_header X-Real-IP $remote_addr;`]);
  });
});

describe('add_header_inherit merge as the fix (nginx 1.29.3)', () => {
  const tree = (inner: string) =>
    put(`${work}/m${n++}`, 'nginx.conf', wholeConfig(work, `server {\n    listen 80;\n    add_header X-Frame-Options DENY always;\n    location / {\n        ${inner}\n        return 200;\n    }\n}`));

  it('from 1.29.3 a block that sets no outer name again gets `add_header_inherit merge;`; before, the lines are repeated', () => {
    const conf = tree('add_header X-Own 1;');
    const at = lineOf(conf, 'X-Own');
    expect(said(conf, { nginxVersion: '1.29.3' })).toEqual([`warning:${at}:add_header_inherit merge;`]);
    expect(said(conf, { nginxVersion: '1.29.2' })).toEqual([`warning:${at}:add_header X-Frame-Options "DENY" always;`]);
    // Nothing known of the release (assumed): the repeated lines work on every release.
    expect(said(conf, { target: targetOf({}) })).toEqual([`warning:${at}:add_header X-Frame-Options "DENY" always;`]);
  });

  it('a block that sets an outer name again would send it twice with merge: the lines are repeated instead', () => {
    const conf = put(
      `${work}/m${n++}`,
      'nginx.conf',
      wholeConfig(work, 'server {\n    listen 80;\n    add_header X-Frame-Options DENY always;\n    add_header Cache-Control no-store always;\n    location / {\n        add_header Cache-Control "max-age=60";\n        return 200;\n    }\n}'),
    );
    expect(said(conf, { nginxVersion: '1.29.3' })).toEqual([`warning:${lineOf(conf, 'max-age=60')}:add_header X-Frame-Options "DENY" always;`]);
  });

  it('merge in effect (written at http level) and off are quiet', () => {
    const merge = put(`${work}/m${n++}`, 'nginx.conf', wholeConfig(work, 'add_header_inherit merge;\nserver {\n    listen 80;\n    add_header X-Frame-Options DENY always;\n    location / {\n        add_header X-Own 1;\n    }\n}'));
    expect(said(merge, { nginxVersion: '1.29.3' })).toEqual([]);
    const off = put(`${work}/m${n++}`, 'nginx.conf', wholeConfig(work, 'server {\n    listen 80;\n    add_header X-Frame-Options DENY always;\n    location / {\n        add_header_inherit off;\n        add_header X-Own 1;\n    }\n}'));
    expect(said(off, { nginxVersion: '1.29.3' })).toEqual([]);
  });
});
