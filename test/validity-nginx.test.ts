// The nginx validity checker on small configs: what it finds, where, in nginx's words, and
// how a TLS rule that fell back to a default names the directive that was meant.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import type { Finding } from '../src/findings.js';
import { lint } from '../src/lint.js';
import { editDistance } from '../src/nginx/near-miss.js';
import { isTime } from '../src/nginx/values.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-validity-unit-').dir;
afterAll(() => removeTmp(dir));
let n = 0;

function findings(text: string, version = '1.28.0', name = 'nginx.conf'): Finding[] {
  const sub = join(dir, String(n++));
  const file = join(sub, name);
  mkdirSync(sub);
  writeFileSync(file, text);
  return lint(fixedLintOptions([file], { nginxVersion: version }), RULES).findings;
}

const short = (fs: Finding[], prefix = 'directive-'): string[] =>
  fs.filter((f) => f.ruleId.startsWith(prefix)).map((f) => `${f.location.line}:${f.location.column} ${f.severity} ${f.ruleId} ${f.message}`);

const TLS_SERVER = (body: string): string =>
  `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        ssl_certificate /nonexistent/fullchain.pem;\n        ssl_certificate_key /nonexistent/privkey.pem;\n${body}    }\n}\n`;

describe('nginx validity', () => {
  it('names the directive a misspelt name was meant to be, in nginx words', () => {
    expect(short(findings(TLS_SERVER('        ssl_protocol TLSv1.2;\n')))).toEqual([
      '7:9 error directive-unknown unknown directive "ssl_protocol": did you mean "ssl_protocols"?',
    ]);
  });

  it('one cause, not two: protocol-default and the TLS 1.0 finding name the misspelt ssl_protocols', () => {
    const all = findings(TLS_SERVER('        ssl_protocol TLSv1.2;\n'), '1.20.0');
    for (const id of ['protocol-default', 'protocol-tls10-tls11']) {
      const f = all.find((x) => x.ruleId === id)!;
      expect(f.location.line, id).toBe(3);
      expect(f.related?.map((r) => r.line), id).toEqual([7]);
      expect(f.message, id).toContain('ssl_protocols is not in effect because of line 7: unknown directive "ssl_protocol"');
    }
  });

  it('one cause, not two: a session cache placed in a location is named by session-cache-missing', () => {
    const all = findings(TLS_SERVER('        ssl_session_tickets off;\n        location / {\n            ssl_session_cache shared:SSL:10m;\n        }\n'));
    expect(short(all)).toEqual(['9:13 error directive-context "ssl_session_cache" directive is not allowed here: nginx takes it in http, server']);
    const f = all.find((x) => x.ruleId === 'session-cache-missing')!;
    expect(f.related?.map((r) => `${r.line}:${r.column}`)).toEqual(['9:13']);
  });

  it('a problem in one server is not named by another server\'s defaulted setting', () => {
    const text = `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        ssl_certificate /x.pem;\n        ssl_certificate_key /k.pem;\n        ssl_protocol TLSv1.2;\n    }\n    server {\n        listen 8443 ssl;\n        ssl_certificate /x.pem;\n        ssl_certificate_key /k.pem;\n    }\n}\n`;
    const defaults = findings(text).filter((f) => f.ruleId === 'protocol-default');
    expect(defaults.map((f) => [f.location.line, f.related?.map((r) => r.line) ?? []])).toEqual([
      [3, [7]],
      [9, []],
    ]);
  });

  it('never reports well-known third-party directives; a far unknown name is info', () => {
    const body = '        more_set_headers "A: b";\n        lua_need_request_body on;\n        rewrite_by_lua_file /x.lua;\n        vhost_traffic_status_display;\n        ssl_encrypted_hello_key /etc/nginx/ech.pem;\n        frobnicate 1;\n';
    expect(short(findings(TLS_SERVER(body)))).toEqual([
      '12:9 info directive-unknown unknown directive "frobnicate": not an nginx directive nor one of a well-known third-party module; nginx refuses it unless a module it loads provides it',
    ]);
  });

  it('judges listen parameters at the release: quic from 1.25.0, spdy refused from 1.19.7', () => {
    const conf = (p: string): string => `events {}\nhttp {\n    server {\n        listen 443 ${p};\n    }\n}\n`;
    expect(short(findings(conf('quic'), '1.24.0'))).toEqual(['4:20 error directive-value invalid parameter "quic": nginx takes it from 1.25.0 on']);
    expect(short(findings(conf('quic'), '1.25.0'))).toEqual([]);
    expect(short(findings(conf('spdy'), '1.19.6'))).toEqual(['4:20 warning directive-deprecated invalid parameter "spdy": ngx_http_spdy_module was superseded by ngx_http_v2_module (nginx 1.9.5)']);
    expect(short(findings(conf('spdy'), '1.19.7'))).toEqual(['4:20 error directive-value invalid parameter "spdy": nginx took it until 1.19.7']);
  });

  it('a TLS socket without a certificate: refused from nginx 1.15.0, unless the server rejects handshakes (1.19.4)', () => {
    // A second server with a certificate: a tree naming none at all is a template (not judged).
    const conf = (extra: string): string =>
      `events {}\nhttp {\n    server {\n        listen 443 ssl;\n${extra}    }\n    server {\n        listen 8443 ssl;\n        ssl_certificate /c.pem;\n        ssl_certificate_key /k.pem;\n    }\n}\n`;
    expect(short(findings(conf(''), '1.15.0'))).toEqual(['3:5 error directive-value no "ssl_certificate" is defined for the "listen ... ssl" directive']);
    expect(short(findings(conf(''), '1.14.2'))).toEqual([]);
    expect(short(findings(conf('        ssl_reject_handshake on;\n'), '1.19.4'))).toEqual([]);
    expect(short(findings(conf('        ssl_reject_handshake on;\n'), '1.19.3'))).toEqual([
      '3:5 error directive-value no "ssl_certificate" is defined for the "listen ... ssl" directive',
      '5:9 error directive-unknown unknown directive "ssl_reject_handshake": added in nginx 1.19.4 (linting for nginx 1.19.3)',
    ]);
  });

  it('a tree that names no certificate at all is a template: its TLS sockets are not judged', () => {
    expect(short(findings('events {}\nhttp {\n    server {\n        listen 443 ssl;\n    }\n}\n'))).toEqual([]);
  });

  it('a fragment keeps its inferred context: nothing is misplaced at its top', () => {
    expect(short(findings('location / {\n    proxy_pass http://a;\n}\nssl_protocols TLSv1.2;\nproxy_timeout 10s;\n', '1.28.0', 'snippet.conf'))).toEqual([]);
  });

  it('a root file with no main-level block is judged as a snippet; one with them as a main file', () => {
    expect(short(findings('server {\n    listen 80;\n    location / {\n        root /srv;\n    }\n}\n'))).toEqual([]);
    expect(short(findings('worker_processes 1;\nserver {\n    listen 80;\n}\n'))).toEqual([
      '2:1 error directive-context "server" directive is not allowed here: nginx takes it in http, upstream, stream, stream upstream, mail',
    ]);
  });

  it('an nginx -T dump read as a file: the included sections have no known place', () => {
    const dump = '# configuration file /etc/nginx/nginx.conf:\nevents {}\nhttp {\n    include /etc/nginx/conf.d/a.conf;\n}\n\n# configuration file /etc/nginx/conf.d/a.conf:\nserver {\n    listen 80;\n}\n';
    expect(short(findings(dump))).toEqual([]);
  });

  it('reads times and edit distances as nginx and a typist would', () => {
    expect(['30', '1h 30m', '500ms', '1d', '10s'].map((t) => isTime(t, false))).toEqual([true, true, true, true, true]);
    expect(['5q', '30m 1h', 'ms', '1y'].map((t) => isTime(t, false))).toEqual([false, false, false, false]);
    expect([isTime('1y', true), isTime('5ms', true)]).toEqual([true, false]);
    expect([editDistance('ssl_ciphres', 'ssl_ciphers', 2), editDistance('abc', 'xyz', 1)]).toEqual([1, 2]);
  });
});
