// The nginx model builder on real trees: http → server → location inheritance with
// includes spliced where they stand, add_header's all-or-nothing rule, sockets shared
// between servers, defaults by nginx version, fragments, and the 1,016-server
// ingress-nginx config (crossplane as the oracle for which servers speak TLS).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { buildModel } from '../src/model/build.js';
import type { Model, Scope, Server, Setting } from '../src/model/types.js';
import { parseNginx } from '../src/nginx/parse.js';
import type { ConfigTree } from '../src/source/types.js';
import { loadPaths } from '../src/source/load.js';
import { at, fileView, headerView, modelOf, serverNamed, view } from './model-helpers.js';
import { CORPUS } from './helpers/corpus.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { crossplanePython, skipNote } from './helpers/peers.js';

const FIX = resolve('fixtures/model');

function virtual(model: Model): Server[] {
  return model.servers.filter((s) => s.kind === 'virtual');
}

function scope(server: Server | Scope, ...path: string[]): Scope {
  let here: Server | Scope = server;
  for (const match of path) {
    const next: Scope | undefined = here.scopes.find((s) => s.match[s.match.length - 1] === match);
    expect(next, `scope ${match}`).toBeDefined();
    here = next as Scope;
  }
  return here as Scope;
}

describe('http → server → location (fixtures/model/nginx/inherit)', () => {
  const model = modelOf(join(FIX, 'nginx/inherit/nginx.conf'));
  const [global] = model.servers;
  const shop = serverNamed(model, 'shop.example.test');
  const shared = serverNamed(model, 'shares-the-tls-socket.example.test');
  const redirect = serverNamed(model, '_');
  const local = virtual(model)[3];

  test('the http block is the global server, then each server {} from the included files in order', () => {
    expect(model.dialect).toBe('nginx');
    expect(model.fragment).toBe(false);
    expect(model.serverVersion).toBe('1.30.4');
    expect(model.servers.map((s) => `${s.kind} ${at(s.at, FIX)}`)).toEqual([
      'global nginx/inherit/nginx.conf:3:1',
      'virtual nginx/inherit/conf.d/10-shop.conf:1:1',
      'virtual nginx/inherit/conf.d/20-other.conf:1:1',
      'virtual nginx/inherit/conf.d/20-other.conf:13:1',
      'virtual nginx/inherit/conf.d/20-other.conf:19:1',
    ]);
    expect(global.tls).toBeUndefined();
    expect(model.files.map((f) => f.slice(FIX.length + 1))).toEqual([
      'nginx/inherit/nginx.conf',
      'nginx/inherit/conf.d/10-shop.conf',
      'nginx/inherit/snippets/certs.conf',
      'nginx/inherit/conf.d/20-other.conf',
    ]);
  });

  test('names and listen sockets', () => {
    expect(shop.names.map((n) => `${n.value} @${at(n.at, FIX)}`)).toEqual([
      'shop.example.test @nginx/inherit/conf.d/10-shop.conf:4:17',
      'www.shop.example.test @nginx/inherit/conf.d/10-shop.conf:4:35',
    ]);
    expect(shop.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl} h2=${l.http2} default=${l.defaultServer} @${at(l.at, FIX)}`)).toEqual([
      '*:443 ssl=true h2=false default=false @nginx/inherit/conf.d/10-shop.conf:2:5',
      '[::]:443 ssl=true h2=true default=false @nginx/inherit/conf.d/10-shop.conf:3:5',
    ]);
    expect(redirect.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl} default=${l.defaultServer}`)).toEqual(['*:80 ssl=false default=true']);
    expect(local.names).toEqual([]);
    expect(local.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl}`)).toEqual(['127.0.0.1:8443 ssl=true']);
  });

  test('TLS: an ssl listen, or a listen on a socket another server marked ssl', () => {
    expect(shop.tls).toBeDefined();
    // `listen 443;` shares *:443 with the shop's `listen 443 ssl;`: nginx speaks TLS to it too.
    expect(shared.tls).toBeDefined();
    expect(shared.listen[0].ssl).toBe(false);
    expect(redirect.tls).toBeUndefined();
    expect(local.tls).toBeDefined();
  });

  test('shop: http-level TLS settings inherited, its own ssl_conf_command replaces the http-level list', () => {
    const tls = shop.tls!;
    expect(view(tls.protocols, FIX)).toEqual({ value: ['TLSv1.2', 'TLSv1.3'], at: 'nginx/inherit/nginx.conf:4:5', inherited: true, defaulted: false, directive: 'ssl_protocols' });
    expect(view(tls.ciphers, FIX)).toEqual({ value: 'ECDHE+AESGCM:ECDHE+CHACHA20', at: 'nginx/inherit/nginx.conf:5:5', inherited: true, defaulted: false, directive: 'ssl_ciphers' });
    expect(tls.effectiveCiphers).toBe('ECDHE+AESGCM:ECDHE+CHACHA20');
    expect(view(tls.sessionCache, FIX)).toEqual({ value: { kind: 'shared', spec: 'shared:SSL:10m' }, at: 'nginx/inherit/nginx.conf:6:5', inherited: true, defaulted: false, directive: 'ssl_session_cache' });
    // `ssl_conf_command Options …` in the server drops the http-level `Ciphersuites` line.
    expect(view(tls.tls13Ciphers, FIX)).toEqual({ value: undefined, at: 'nginx/inherit/conf.d/10-shop.conf:1:1', inherited: false, defaulted: true });
    expect(view(tls.preferServerCiphers, FIX)).toEqual({ value: true, at: 'nginx/inherit/conf.d/10-shop.conf:6:5', inherited: false, defaulted: false, directive: 'ssl_prefer_server_ciphers' });
    expect(view(tls.sessionTickets, FIX)).toEqual({ value: true, at: 'nginx/inherit/conf.d/10-shop.conf:1:1', inherited: false, defaulted: true });
    expect(view(tls.stapling, FIX)).toEqual({ value: false, at: 'nginx/inherit/conf.d/10-shop.conf:1:1', inherited: false, defaulted: true });
    expect(view(tls.curves, FIX)).toEqual({ value: 'auto', at: 'nginx/inherit/conf.d/10-shop.conf:1:1', inherited: false, defaulted: true });
  });

  test('shop: two certificate pairs from a snippet included inside the server block, paths from the prefix', () => {
    const tls = shop.tls!;
    const dir = join(FIX, 'nginx/inherit');
    expect(tls.certificates.map((c) => fileView(c, FIX))).toEqual([
      { path: 'certs/shop-rsa.pem', resolved: join(dir, 'certs/shop-rsa.pem'), at: 'nginx/inherit/snippets/certs.conf:1:1', inherited: false },
      { path: '/etc/ssl/shop-ecdsa.pem', resolved: '/etc/ssl/shop-ecdsa.pem', at: 'nginx/inherit/snippets/certs.conf:3:1', inherited: false },
    ]);
    expect(tls.keys.map((c) => fileView(c, FIX))).toEqual([
      { path: 'certs/shop-rsa.key', resolved: join(dir, 'certs/shop-rsa.key'), at: 'nginx/inherit/snippets/certs.conf:2:1', inherited: false },
      { path: '/etc/ssl/shop-ecdsa.key', resolved: '/etc/ssl/shop-ecdsa.key', at: 'nginx/inherit/snippets/certs.conf:4:1', inherited: false },
    ]);
    expect(fileView(tls.dhparam, FIX)).toEqual({ path: 'dhparam.pem', resolved: join(dir, 'dhparam.pem'), at: 'nginx/inherit/snippets/certs.conf:5:1', inherited: false });
    expect(tls.trustedCertificate).toBeUndefined();
    expect(tls.chainFiles).toEqual([]);
  });

  test('--path-map rewrites the certificate paths', () => {
    const mapped = modelOf(join(FIX, 'nginx/inherit/nginx.conf'), { pathMap: [['/etc/ssl', '/srv/copy/ssl']] });
    expect(serverNamed(mapped, 'shop.example.test').tls!.certificates.map((c) => c.resolved)).toEqual([join(FIX, 'nginx/inherit/certs/shop-rsa.pem'), '/srv/copy/ssl/shop-ecdsa.pem']);
  });

  test('the server sharing the socket: its own protocols (from nginx 1.29.2), TLS 1.3 suites (both from nginx 1.29.2), tickets, stapling; the default server\'s curves', () => {
    // Before 1.29.2 the socket's default server decides the protocols (nginx CHANGES 1.29.2;
    // test/nginx-round2-sni.test.ts); the default release, 1.30.4, is later.
    const before = modelOf(join(FIX, 'nginx/inherit/nginx.conf'), { nginxVersion: '1.29.1' });
    const beforeShop = serverNamed(before, 'shop.example.test');
    expect(serverNamed(before, 'shares-the-tls-socket.example.test').tls!.protocols.value).toEqual(beforeShop.tls!.protocols.value);
    expect(view(shared.tls!.protocols, FIX)).toEqual({ value: ['TLSv1', 'TLSv1.2'], at: 'nginx/inherit/conf.d/20-other.conf:6:5', inherited: false, defaulted: false, directive: 'ssl_protocols' });
    const own = shared;
    const tls = serverNamed(before, 'shares-the-tls-socket.example.test').tls!;
    // The TLS 1.3 suites too: shop's own ssl_conf_command list (no Ciphersuites) before 1.29.2,
    // the inherited http-level one from it.
    expect(tls.tls13Ciphers).toBe(beforeShop.tls!.tls13Ciphers);
    expect(view(own.tls!.tls13Ciphers, FIX)).toEqual({ value: 'TLS_AES_256_GCM_SHA384', at: 'nginx/inherit/nginx.conf:7:5', inherited: true, defaulted: false, directive: 'ssl_conf_command' });
    expect(view(tls.sessionTickets, FIX)).toEqual({ value: false, at: 'nginx/inherit/conf.d/20-other.conf:7:5', inherited: false, defaulted: false, directive: 'ssl_session_tickets' });
    expect(view(tls.stapling, FIX)).toEqual({ value: true, at: 'nginx/inherit/conf.d/20-other.conf:8:5', inherited: false, defaulted: false, directive: 'ssl_stapling' });
    // The key-exchange groups are the default server's in every release (test/nginx-sni-settings.test.ts).
    expect(tls.curves).toBe(beforeShop.tls!.curves);
    expect(view(tls.unusedBySni!.curves!, FIX)).toEqual({ value: 'X25519:secp384r1', at: 'nginx/inherit/conf.d/20-other.conf:10:5', inherited: false, defaulted: false, directive: 'ssl_ecdh_curve' });
    expect(own.tls!.curves).toEqual(shop.tls!.curves);
    expect(fileView(tls.trustedCertificate, FIX)).toEqual({ path: 'chain.pem', resolved: join(FIX, 'nginx/inherit/chain.pem'), at: 'nginx/inherit/conf.d/20-other.conf:9:5', inherited: false });
  });

  test('ssl_conf_command MinProtocol narrows the inherited ssl_protocols and takes the blame', () => {
    const tls = local.tls!;
    expect(view(tls.protocols, FIX)).toEqual({ value: ['TLSv1.3'], at: 'nginx/inherit/conf.d/20-other.conf:23:5', inherited: false, defaulted: false, directive: 'ssl_conf_command' });
    expect(view(tls.ciphers, FIX)).toEqual({ value: 'HIGH:!aNULL', at: 'nginx/inherit/conf.d/20-other.conf:22:5', inherited: false, defaulted: false, directive: 'ssl_ciphers' });
    expect(tls.certificates).toEqual([]);
  });

  test('http2: `listen … http2`, `http2 on`, or the default', () => {
    expect(view(shop.http.http2, FIX)).toEqual({ value: true, at: 'nginx/inherit/conf.d/10-shop.conf:3:5', inherited: false, defaulted: false, directive: 'listen' });
    expect(view(local.http.http2, FIX)).toEqual({ value: true, at: 'nginx/inherit/conf.d/20-other.conf:21:5', inherited: false, defaulted: false, directive: 'http2' });
    expect(view(shared.http.http2, FIX)).toEqual({ value: false, at: 'nginx/inherit/conf.d/20-other.conf:1:1', inherited: false, defaulted: true });
    // A location cannot change it: it is the server's.
    expect(view(scope(shop, '/static/').http.http2, FIX)).toEqual({ value: true, at: 'nginx/inherit/conf.d/10-shop.conf:3:5', inherited: true, defaulted: false, directive: 'listen' });
  });

  test('keep-alive: inherited timeout, `keepalive_timeout 0` in a location, `keepalive_requests 1`', () => {
    expect(view(global.http.keepalive, FIX)).toEqual({ value: true, at: 'nginx/inherit/nginx.conf:8:5', inherited: false, defaulted: false, directive: 'keepalive_timeout' });
    expect(view(shop.http.keepalive, FIX)).toEqual({ value: true, at: 'nginx/inherit/nginx.conf:8:5', inherited: true, defaulted: false, directive: 'keepalive_timeout' });
    const api = scope(shop, '/api/');
    expect(view(api.http.keepalive, FIX)).toEqual({ value: false, at: 'nginx/inherit/conf.d/10-shop.conf:20:9', inherited: false, defaulted: false, directive: 'keepalive_timeout' });
    const ifScope = api.scopes[0];
    expect(ifScope.kind).toBe('if');
    expect(view(ifScope.http.keepalive, FIX)).toEqual({ value: false, at: 'nginx/inherit/conf.d/10-shop.conf:20:9', inherited: true, defaulted: false, directive: 'keepalive_timeout' });
    expect(view(redirect.http.keepalive, FIX)).toEqual({ value: false, at: 'nginx/inherit/conf.d/20-other.conf:16:5', inherited: false, defaulted: false, directive: 'keepalive_requests' });
  });

  test('add_header is all-or-nothing per block: droppedHeaders names what an inner block loses', () => {
    expect(headerView(shop.http.headers.value, FIX)).toEqual([
      'Strict-Transport-Security: max-age=63072000 (always) @nginx/inherit/nginx.conf:9:5',
      'X-Content-Type-Options: nosniff @nginx/inherit/nginx.conf:10:5',
    ]);
    expect(view(shop.http.headers, FIX).inherited).toBe(true);
    expect(shop.http.droppedHeaders).toEqual([]);
    // A server with one add_header of its own loses both http-level headers.
    expect(headerView(shared.http.headers.value, FIX)).toEqual(['X-Frame-Options: DENY @nginx/inherit/conf.d/20-other.conf:11:5']);
    expect(headerView(shared.http.droppedHeaders, FIX)).toEqual([
      'Strict-Transport-Security: max-age=63072000 (always) @nginx/inherit/nginx.conf:9:5',
      'X-Content-Type-Options: nosniff @nginx/inherit/nginx.conf:10:5',
    ]);

    const root = scope(shop, '/');
    expect(view(root.http.headers, FIX).at).toBe('nginx/inherit/nginx.conf:9:5');
    expect(root.http.droppedHeaders).toEqual([]);

    const statics = scope(shop, '/static/');
    expect(headerView(statics.http.headers.value, FIX)).toEqual(['Cache-Control: public @nginx/inherit/conf.d/10-shop.conf:13:9']);
    expect(headerView(statics.http.droppedHeaders, FIX)).toEqual([
      'Strict-Transport-Security: max-age=63072000 (always) @nginx/inherit/nginx.conf:9:5',
      'X-Content-Type-Options: nosniff @nginx/inherit/nginx.conf:10:5',
    ]);

    // The nested location writes HSTS again: only what it does not repeat is lost.
    const fonts = scope(shop, '/static/', '\\.woff2$');
    expect(fonts.match).toEqual(['~*', '\\.woff2$']);
    expect(headerView(fonts.http.headers.value, FIX)).toEqual([
      'Access-Control-Allow-Origin: * @nginx/inherit/conf.d/10-shop.conf:15:13',
      'Strict-Transport-Security: max-age=63072000 (always) @nginx/inherit/conf.d/10-shop.conf:16:13',
    ]);
    expect(headerView(fonts.http.droppedHeaders, FIX)).toEqual(['Cache-Control: public @nginx/inherit/conf.d/10-shop.conf:13:9']);

    const post = scope(shop, '/api/').scopes[0];
    expect(headerView(post.http.headers.value, FIX)).toEqual(['X-Post: 1 @nginx/inherit/conf.d/10-shop.conf:22:13']);
    expect(post.http.droppedHeaders.map((h) => h.name)).toEqual(['Strict-Transport-Security', 'X-Content-Type-Options']);
  });

  test('expires: written in a location, inherited by the nested one, defaulted on the block that lacks it', () => {
    expect(view(scope(shop, '/static/').http.expires, FIX)).toEqual({ value: '30d', at: 'nginx/inherit/conf.d/10-shop.conf:12:9', inherited: false, defaulted: false, directive: 'expires' });
    expect(view(scope(shop, '/static/', '\\.woff2$').http.expires, FIX)).toEqual({ value: '30d', at: 'nginx/inherit/conf.d/10-shop.conf:12:9', inherited: true, defaulted: false, directive: 'expires' });
    expect(view(scope(shop, '/').http.expires, FIX)).toEqual({ value: undefined, at: 'nginx/inherit/conf.d/10-shop.conf:8:5', inherited: false, defaulted: true });
  });
});

describe('less common directives (fixtures/model/nginx/misc)', () => {
  const model = modelOf(join(FIX, 'nginx/misc/nginx.conf'));
  const [global, old, quic] = model.servers;

  test('the obsolete `ssl on;` at http level makes a server on a plain listen speak TLS', () => {
    expect(old.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl}`)).toEqual(['*:8443 ssl=false']);
    expect(old.tls).toBeDefined();
  });

  test('two ssl_protocols lines in one block add up (a bitmask directive); the setting points at the first', () => {
    expect(view(old.tls!.protocols, FIX)).toEqual({ value: ['TLSv1.2', 'TLSv1.3'], at: 'nginx/misc/nginx.conf:4:5', inherited: true, defaulted: false, directive: 'ssl_protocols' });
  });

  test('session caches: builtin inherited, off written', () => {
    expect(old.tls!.sessionCache.value).toEqual({ kind: 'builtin', spec: 'builtin:1000' });
    expect(view(quic.tls!.sessionCache, FIX)).toEqual({ value: { kind: 'off' }, at: 'nginx/misc/nginx.conf:25:9', inherited: false, defaulted: false, directive: 'ssl_session_cache' });
  });

  test('a quic listen is a TLS socket', () => {
    expect(quic.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl} @${at(l.at, FIX)}`)).toEqual(['*:443 ssl=true @nginx/misc/nginx.conf:23:9', '*:443 ssl=true @nginx/misc/nginx.conf:24:9']);
  });

  test('`keepalive_timeout 0s 10s` at http level switches keep-alive off everywhere below', () => {
    expect(view(global.http.keepalive, FIX)).toEqual({ value: false, at: 'nginx/misc/nginx.conf:7:5', inherited: false, defaulted: false, directive: 'keepalive_timeout' });
    expect(view(old.http.keepalive, FIX)).toEqual({ value: false, at: 'nginx/misc/nginx.conf:7:5', inherited: true, defaulted: false, directive: 'keepalive_timeout' });
  });

  test('add_header_inherit merge keeps the outer headers; off drops them on purpose, which is not reported as lost', () => {
    // ngx_http_headers_merge_conf appends the outer lines after the block's own (nginx 1.29.3).
    expect(headerView(old.http.headers.value, FIX)).toEqual(['X-Server: 1 @nginx/misc/nginx.conf:12:9', 'X-Frame-Options: DENY @nginx/misc/nginx.conf:8:5']);
    expect(old.http.droppedHeaders).toEqual([]);
    const off = scope(old, '/off/');
    expect(headerView(off.http.headers.value, FIX)).toEqual(['X-Off: 1 @nginx/misc/nginx.conf:15:13']);
    expect(off.http.droppedHeaders).toEqual([]);
    const none = scope(old, '/none/');
    expect(view(none.http.headers, FIX)).toEqual({ value: [], at: 'nginx/misc/nginx.conf:18:9', inherited: false, defaulted: true });
  });

  test('`expires off` is written, not a default: no lifetime, at the directive', () => {
    expect(view(scope(old, '/off/').http.expires, FIX)).toEqual({ value: undefined, at: 'nginx/misc/nginx.conf:16:13', inherited: false, defaulted: false, directive: 'expires' });
  });
});

describe('problems met while reading are in Model.diagnostics', () => {
  const dir = makeTmp('ssllint-model-diag-').dir;
  afterAll(() => removeTmp(dir));

  test('a parse error of an included file and a missing include, with what could be read still modelled', () => {
    writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp {\n    include broken.conf;\n    include missing.conf;\n}\n');
    writeFileSync(join(dir, 'broken.conf'), 'server {\n    listen 443 ssl;\n');
    const model = modelOf(join(dir, 'nginx.conf'));
    expect(model.diagnostics.map((d) => `${d.ruleId} ${at(d.span, dir)}`).sort()).toEqual(['include-missing nginx.conf:4:5', 'syntax-error broken.conf:3:1'].sort());
    expect(virtual(model).map((s) => `${at(s.at, dir)} tls=${s.tls !== undefined}`)).toEqual(['broken.conf:1:1 tls=true']);
  });
});

describe('defaults by nginx version (fixtures/model/nginx/defaults)', () => {
  // From nginx CHANGES: 1.9.1 disabled SSLv3, 1.23.4 enabled TLSv1.3, 1.27.3 disabled TLSv1 and TLSv1.1.
  const cases: [string, string[]][] = [
    ['1.8.1', ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']],
    ['1.22.1', ['TLSv1', 'TLSv1.1', 'TLSv1.2']],
    ['1.23.3', ['TLSv1', 'TLSv1.1', 'TLSv1.2']],
    ['1.23.4', ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']],
    ['1.26.2', ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']],
    ['1.27.3', ['TLSv1.2', 'TLSv1.3']],
    ['1.28.0', ['TLSv1.2', 'TLSv1.3']],
    ['1.30.4', ['TLSv1.2', 'TLSv1.3']],
  ];
  for (const [version, protocols] of cases) {
    test(`nginx ${version}`, () => {
      const model = modelOf(join(FIX, 'nginx/defaults/nginx.conf'), { nginxVersion: version });
      expect(model.serverVersion).toBe(version);
      const [server] = virtual(model);
      const tls = server.tls!;
      const d = (value: unknown) => ({ value, at: 'nginx/defaults/nginx.conf:3:5', inherited: false, defaulted: true });
      expect(view(tls.protocols, FIX)).toEqual(d(protocols));
      expect(view(tls.ciphers, FIX)).toEqual(d('HIGH:!aNULL:!MD5'));
      expect(view(tls.preferServerCiphers, FIX)).toEqual(d(false));
      expect(view(tls.sessionCache, FIX)).toEqual(d({ kind: 'none' }));
      expect(view(tls.sessionTickets, FIX)).toEqual(d(true));
      expect(view(tls.stapling, FIX)).toEqual(d(false));
      expect(view(server.http.keepalive, FIX)).toEqual(d(true));
      expect(view(server.http.http2, FIX)).toEqual(d(false));
      expect(view(server.http.headers, FIX)).toEqual(d([]));
    });
  }

  test('the default version is the current stable, 1.30.4', () => {
    const model = modelOf(join(FIX, 'nginx/defaults/nginx.conf'));
    expect(model.serverVersion).toBe('1.30.4');
    expect(virtual(model)[0].tls!.protocols.value).toEqual(['TLSv1.2', 'TLSv1.3']);
  });
});

describe('fragments (no nginx.conf above them)', () => {
  test('a sites-available server: its TLS from `listen … ssl`, what it does not write is a default on its own block', () => {
    const model = modelOf(join(FIX, 'nginx-fragment/sites-available/shop.conf'));
    expect(model.fragment).toBe(true);
    expect(model.servers.map((s) => `${s.kind} ${at(s.at, FIX)}`)).toEqual([
      'global nginx-fragment/sites-available/shop.conf:1:1',
      'virtual nginx-fragment/sites-available/shop.conf:1:1',
    ]);
    const [global, server] = model.servers;
    expect(global.tls).toBeUndefined();
    expect(view(server.tls!.protocols, FIX)).toEqual({ value: ['TLSv1.2', 'TLSv1.3'], at: 'nginx-fragment/sites-available/shop.conf:1:1', inherited: false, defaulted: true });
    expect(view(server.tls!.sessionCache, FIX)).toEqual({ value: { kind: 'none' }, at: 'nginx-fragment/sites-available/shop.conf:1:1', inherited: false, defaulted: true });
    expect(server.tls!.certificates.map((c) => `${c.path} @${at(c.at, FIX)}`)).toEqual(['/etc/letsencrypt/live/shop/fullchain.pem @nginx-fragment/sites-available/shop.conf:4:5']);
  });

  test('a snippet of ssl_* lines: http-level settings judged on the outer scope', () => {
    const model = modelOf(join(FIX, 'nginx-fragment/snippets/ssl-params.conf'));
    expect(model.fragment).toBe(true);
    expect(model.servers).toHaveLength(1);
    const tls = model.servers[0].tls!;
    expect(view(tls.protocols, FIX)).toEqual({ value: ['TLSv1', 'TLSv1.1', 'TLSv1.2'], at: 'nginx-fragment/snippets/ssl-params.conf:1:1', inherited: false, defaulted: false, directive: 'ssl_protocols' });
    expect(view(tls.preferServerCiphers, FIX)).toEqual({ value: true, at: 'nginx-fragment/snippets/ssl-params.conf:3:1', inherited: false, defaulted: false, directive: 'ssl_prefer_server_ciphers' });
    expect(view(tls.sessionCache, FIX)).toEqual({ value: { kind: 'shared', spec: 'shared:le_nginx_SSL:10m' }, at: 'nginx-fragment/snippets/ssl-params.conf:4:1', inherited: false, defaulted: false, directive: 'ssl_session_cache' });
    expect(view(tls.sessionTickets, FIX)).toEqual({ value: true, at: 'nginx-fragment/snippets/ssl-params.conf:1:1', inherited: false, defaulted: true });
  });

  test('a snippet of locations: scopes of the outer scope', () => {
    const model = modelOf(join(FIX, 'nginx-fragment/snippets/static.conf'));
    const [global] = model.servers;
    expect(global.tls).toBeUndefined();
    const [location] = global.scopes;
    expect(location.match).toEqual(['~*', '\\.(?:css|js)$']);
    expect(view(location.http.expires, FIX)).toEqual({ value: '1y', at: 'nginx-fragment/snippets/static.conf:2:5', inherited: false, defaulted: false, directive: 'expires' });
    expect(headerView(location.http.headers.value, FIX)).toEqual(['Cache-Control: public @nginx-fragment/snippets/static.conf:3:5']);
  });
});

describe("Debian's packaged nginx tree, with the SSL lines of sites-available/default switched on", () => {
  const tmp = makeTmp('ssllint-model-debian-nginx-').dir;
  afterAll(() => removeTmp(tmp));
  const base = join(tmp, 'nginx');
  cpSync(join(CORPUS, 'debian-nginx-common/nginx'), base, { recursive: true });
  // What the file itself suggests: uncomment its "SSL configuration" lines, then enable it.
  const site = join(base, 'sites-available/default');
  writeFileSync(site, readFileSync(site, 'utf8').replace(/# (listen (\[::\]:)?443 ssl default_server;)/g, '$1').replace('# include snippets/snakeoil.conf;', 'include snippets/snakeoil.conf;'));
  mkdirSync(join(base, 'sites-enabled'));
  symlinkSync('../sites-available/default', join(base, 'sites-enabled/default'));
  // nginx.conf includes /etc/nginx/…: map it onto the copy.
  const model = modelOf(join(base, 'nginx.conf'), { nginxVersion: '1.22.1', pathMap: [['/etc/nginx', base]] });

  test('the default server speaks TLS and inherits the http-level protocols and preference of nginx.conf', () => {
    const [global, server] = model.servers;
    expect(model.servers).toHaveLength(2);
    expect(at(global.at, base)).toBe('nginx.conf:12:1');
    expect(at(server.at, base)).toBe('sites-available/default:21:1');
    expect(server.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl}`)).toEqual(['*:80 ssl=false', '[::]:80 ssl=false', '*:443 ssl=true', '[::]:443 ssl=true']);
    const tls = server.tls!;
    expect(view(tls.protocols, base)).toEqual({ value: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], at: 'nginx.conf:33:2', inherited: true, defaulted: false, directive: 'ssl_protocols' });
    expect(view(tls.preferServerCiphers, base)).toEqual({ value: true, at: 'nginx.conf:34:2', inherited: true, defaulted: false, directive: 'ssl_prefer_server_ciphers' });
    expect(view(tls.ciphers, base)).toEqual({ value: 'HIGH:!aNULL:!MD5', at: 'sites-available/default:21:1', inherited: false, defaulted: true });
    expect(view(tls.sessionCache, base)).toEqual({ value: { kind: 'none' }, at: 'sites-available/default:21:1', inherited: false, defaulted: true });
    expect(tls.certificates.map((c) => fileView(c, base))).toEqual([{ path: '/etc/ssl/certs/ssl-cert-snakeoil.pem', resolved: '/etc/ssl/certs/ssl-cert-snakeoil.pem', at: 'snippets/snakeoil.conf:4:1', inherited: false }]);
    expect(view(server.http.keepalive, base)).toEqual({ value: true, at: 'sites-available/default:21:1', inherited: false, defaulted: true });
  });

  test('sites-available/default linted on its own is a fragment with one server', () => {
    const fragment = modelOf(site);
    expect(fragment.fragment).toBe(true);
    expect(virtual(fragment).map((s) => `${at(s.at, base)} tls=${s.tls !== undefined}`)).toEqual(['sites-available/default:21:1 tls=true']);
  });
});

describe('the 1,016-server ingress-nginx config', () => {
  const conf = join(CORPUS, 'kubernetes-ingress-nginx/rendered/nginx.conf');
  const loaded = loadPaths([conf], {});
  const model = buildModel(loaded.trees[0], {});

  test('every http server {} is a server; the stream one is not', () => {
    expect(model.servers.filter((s) => s.kind === 'global')).toHaveLength(1);
    expect(virtual(model)).toHaveLength(1015);
  });

  const crossplane = crossplanePython();
  const missing = 'missing' in crossplane ? crossplane.missing : undefined;
  test.skipIf(missing !== undefined)(`the TLS servers are the ones whose sockets crossplane shows marked ssl${skipNote(missing)}`, () => {
    const out = spawnSync((crossplane as { python: string }).python, ['-m', 'crossplane', 'parse', '--single-file', conf], { encoding: 'utf8', maxBuffer: 1 << 30 });
    expect(out.status, out.stderr).toBe(0);
    interface Node {
      directive: string;
      args: string[];
      line: number;
      block?: Node[];
    }
    const parsed = JSON.parse(out.stdout) as { config: { parsed: Node[] }[] };
    const http = parsed.config[0].parsed.find((d) => d.directive === 'http') as Node;
    const servers = (http.block ?? []).filter((d) => d.directive === 'server');
    // The socket an address names: `443` and `*:443` are one socket.
    const socket = (args: string[]) => (/^\d+$/.test(args[0]) ? `*:${args[0]}` : args[0]);
    const sslSockets = new Set<string>();
    for (const s of servers) for (const l of s.block!.filter((d) => d.directive === 'listen')) if (l.args.includes('ssl')) sslSockets.add(socket(l.args));
    const expected = servers.filter((s) => s.block!.some((d) => d.directive === 'listen' && sslSockets.has(socket(d.args)))).map((s) => s.line);
    const ours = virtual(model).filter((s) => s.tls).map((s) => s.at.line);
    expect(expected).toHaveLength(1013);
    expect(ours).toEqual(expected);
  });

  test('every TLS server inherits the http-level ssl_protocols, cipher string and session cache', () => {
    const tlsServers = virtual(model).filter((s) => s.tls);
    const protocols = new Set(tlsServers.map((s) => `${at(s.tls!.protocols.at, CORPUS)} ${s.tls!.protocols.value.join(' ')} inherited=${s.tls!.protocols.inherited}`));
    expect([...protocols]).toEqual(['kubernetes-ingress-nginx/rendered/nginx.conf:132:2 TLSv1.2 TLSv1.3 inherited=true']);
    const caches = new Set(tlsServers.map((s) => `${at(s.tls!.sessionCache.at, CORPUS)} ${s.tls!.sessionCache.value.spec}`));
    expect([...caches]).toEqual(['kubernetes-ingress-nginx/rendered/nginx.conf:138:2 shared:SSL:10m']);
    expect(new Set(tlsServers.map((s) => s.http.http2.value))).toEqual(new Set([true]));
  });
});

describe('build time grows linearly with the number of servers', () => {
  const dir = makeTmp('ssllint-model-linear-').dir;
  afterAll(() => removeTmp(dir));

  function tree(servers: number): string {
    const snippet = join(dir, 'tls.conf');
    writeFileSync(snippet, 'ssl_certificate cert.pem;\nssl_certificate_key key.pem;\nadd_header X-Frame-Options DENY;\n');
    const blocks: string[] = [];
    for (let i = 0; i < servers; i++) {
      blocks.push(`server {\n  listen 443 ssl;\n  server_name s${i}.example.test;\n  include ${snippet};\n  location / { add_header Cache-Control no-store; }\n  location /static/ { expires 1d; location ~ \\.css$ { expires 7d; } }\n}`);
    }
    const file = join(dir, `nginx-${servers}.conf`);
    writeFileSync(file, `events {}\nhttp {\n  ssl_protocols TLSv1.2 TLSv1.3;\n  add_header Strict-Transport-Security max-age=63072000;\n${blocks.join('\n')}\n}\n`);
    return file;
  }

  /** Milliseconds for `times` builds in a row, the fastest of a few tries. */
  function batch(file: string, times: number, tries: number): number {
    const t = loadPaths([file], {}).trees[0];
    let best = Infinity;
    for (let k = 0; k < tries; k++) {
      const start = performance.now();
      for (let i = 0; i < times; i++) expect(buildModel(t, {}).servers.length).toBeGreaterThan(0);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  }

  test('1,600 servers in one tree cost about what 8 trees of 200 servers cost (a per-server re-walk of the tree would cost 8 times more)', () => {
    // The same number of servers on both sides, so that garbage collection, which a single
    // small build can dodge, weighs on both alike.
    const small = batch(tree(200), 16, 4);
    const large = batch(tree(1600), 2, 4);
    expect(large / small).toBeLessThan(5);
    // Sanity: the text really has the servers it claims.
    expect(readFileSync(join(dir, 'nginx-1600.conf'), 'utf8').match(/server \{/g)).toHaveLength(1600);
  });
});

describe('whatever the text, the builder returns a model', () => {
  const LINES = [
    'http {', 'server {', 'location / {', 'location {', 'if ($x) {', '}', 'events {}', 'stream {', 'include;', 'listen;', 'listen 443 ssl;', 'listen [::;',
    'listen unix:/x ssl http2;', 'listen 80-90 quic;', 'ssl on;', 'ssl_protocols;', 'ssl_protocols TLSv9 tlsv1.2;', 'ssl_ciphers;', 'ssl_conf_command;',
    'ssl_conf_command MinProtocol;', 'ssl_conf_command MaxProtocol TLSv1;', 'ssl_conf_command Ciphersuites "";', 'ssl_certificate;', 'ssl_certificate data:x;',
    'ssl_certificate $var;', 'ssl_session_cache;', 'ssl_session_cache builtin shared:x:1m;', 'keepalive_timeout;', 'keepalive_timeout 1h30m;',
    'keepalive_requests x;', 'add_header;', 'add_header X;', 'add_header_inherit merge;', 'add_header_inherit;', 'expires;', 'expires off;', 'http2 on;',
    'server_name;', 'server_name a b;',
  ];

  test('random lines of the directives the model reads', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 60 }), fc.boolean(), (lines, fragment) => {
        const file = '/virtual/nginx.conf';
        const parsed = parseNginx(lines.join('\n'), file);
        const tree: ConfigTree = { dialect: 'nginx', root: file, fragment, base: '/virtual', files: new Map([[file, parsed]]), diagnostics: [] };
        const model = buildModel(tree, {});
        for (const server of model.servers) {
          expect(server.at.file).toBe(file);
          for (const setting of Object.values(server.tls ?? {})) {
            if (setting && typeof setting === 'object' && !Array.isArray(setting)) expect((setting as Setting<unknown>).at.file).toBe(file);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('thousands of nested locations: no stack overflow, the depth beyond reason is left out', () => {
    const n = 5000;
    const file = '/virtual/nginx.conf';
    const text = 'http { server { listen 443 ssl; ' + 'location / { '.repeat(n) + '}'.repeat(n) + '} }';
    const tree: ConfigTree = { dialect: 'nginx', root: file, fragment: false, base: '/virtual', files: new Map([[file, parseNginx(text, file)]]), diagnostics: [] };
    const [, server] = buildModel(tree, {}).servers;
    expect(server.tls).toBeDefined();
    let depth = 0;
    for (let s = server.scopes[0]; s; s = s.scopes[0]) depth++;
    expect(depth).toBe(65);
  });
});

describe('headers outside add_header: headers-more, ngx_security_headers, add_trailer (fixtures/model/nginx/module-headers)', () => {
  const model = modelOf(join(FIX, 'nginx/module-headers/nginx.conf'));
  const shop = serverNamed(model, 'shop.example.test');
  const file = 'nginx/module-headers/nginx.conf';

  test('more_set_headers adds up from http down (its options and cleared headers skipped); security_headers on sends HSTS until turned off', () => {
    expect(headerView(shop.http.moduleHeaders, FIX)).toEqual([
      `X-Fleet: eu (always) @${file}:3:5`,
      `Strict-Transport-Security: max-age=63072000 (always) @${file}:9:9`,
      `X-Both: 1 (always) @${file}:9:9`,
      `Strict-Transport-Security: max-age=31536000; includeSubDomains; preload @${file}:4:5`,
    ]);
    expect(headerView(scope(shop, '/api/').http.moduleHeaders, FIX)).toEqual([
      `X-Fleet: eu (always) @${file}:3:5`,
      `Strict-Transport-Security: max-age=63072000 (always) @${file}:9:9`,
      `X-Both: 1 (always) @${file}:9:9`,
      `Cache-Control: no-store (always) @${file}:12:13`,
    ]);
  });

  test('add_trailer is all-or-nothing per block, and add_trailer_inherit merge keeps the outer lines', () => {
    const api = scope(shop, '/api/');
    expect(headerView(api.http.trailers.value, FIX)).toEqual([`X-Checksum: $upstream_http_x_checksum @${file}:13:13`]);
    expect(headerView(api.http.droppedTrailers, FIX)).toEqual([`Server-Timing: app;dur=0 @${file}:5:5`]);
    expect(api.http.droppedHeaders).toEqual([]);
    const merge = scope(shop, '/merge/');
    expect(headerView(merge.http.trailers.value, FIX)).toEqual([`X-Request-Id: $request_id @${file}:17:13`, `Server-Timing: app;dur=0 @${file}:5:5`]);
    expect(merge.http.droppedTrailers).toEqual([]);
  });
});
