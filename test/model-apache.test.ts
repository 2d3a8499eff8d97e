// The Apache model builder on real trees: main server → <VirtualHost> inheritance as
// mod_ssl and the core merge it, conditionals, sections, defaults by httpd version, and
// the Debian and CentOS trees as their packages ship them (apache2 -S as the oracle).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseApache } from '../src/apache/parse.js';
import { buildModel } from '../src/model/build.js';
import type { Model, Server, Setting } from '../src/model/types.js';
import type { ConfigTree } from '../src/source/types.js';
import { apache2Missing } from './apache-httpd.js';
import { at, fileView, headerView, modelOf, serverNamed, view } from './model-helpers.js';
import { CORPUS } from './helpers/corpus.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { skipNote } from './helpers/peers.js';

const FIX = resolve('fixtures/model/apache');

function virtual(model: Model): Server[] {
  return model.servers.filter((s) => s.kind === 'virtual');
}

describe('main server → VirtualHost inheritance (fixtures/model/apache/basic)', () => {
  const model = modelOf(join(FIX, 'basic/httpd.conf'));
  const shop = serverNamed(model, 'shop.example.test');
  const legacy = serverNamed(model, 'legacy.example.test');
  const plain = serverNamed(model, 'plain.example.test');
  const global = model.servers[0];

  test('one global server then the four <VirtualHost>s in reading order', () => {
    expect(model.dialect).toBe('apache');
    expect(model.fragment).toBe(false);
    expect(model.serverVersion).toBe('2.4.71');
    expect(model.servers.map((s) => `${s.kind} ${at(s.at, FIX)}`)).toEqual([
      'global basic/httpd.conf:1:1',
      'virtual basic/conf.d/20-shop.conf:1:1',
      'virtual basic/conf.d/20-shop.conf:21:1',
      'virtual basic/conf.d/20-shop.conf:28:1',
      'virtual basic/conf.d/20-shop.conf:31:1',
    ]);
    expect(model.diagnostics).toEqual([]);
  });

  test('names: ServerName without its port, every ServerAlias, each at its word', () => {
    expect(global.names.map((n) => `${n.value} @${at(n.at, FIX)}`)).toEqual(['main.example.test @basic/httpd.conf:3:12']);
    expect(shop.names.map((n) => `${n.value} @${at(n.at, FIX)}`)).toEqual([
      'shop.example.test @basic/conf.d/20-shop.conf:2:16',
      'www.shop.example.test @basic/conf.d/20-shop.conf:3:17',
    ]);
    expect(legacy.names.map((n) => n.value)).toEqual(['legacy.example.test']);
    // A <VirtualHost> without ServerName answers to the main server's.
    const nameless = model.servers[4];
    expect(nameless.names.map((n) => `${n.value} inherited=${n.inherited} @${at(n.at, FIX)}`)).toEqual(['main.example.test inherited=true @basic/httpd.conf:3:12']);
  });

  test('listen: Listen lines for the main server (443/https are TLS), <VirtualHost> addresses for the others', () => {
    expect(global.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl}`)).toEqual(['*:80 ssl=false', '*:8443 ssl=true']);
    expect(shop.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl} h2=${l.http2}`)).toEqual(['*:443 ssl=true h2=false']);
    expect(plain.listen.map((l) => `${l.address}:${l.port} ssl=${l.ssl}`)).toEqual(['*:80 ssl=false']);
  });

  test('TLS only where SSLEngine on applies', () => {
    expect(global.tls).toBeUndefined();
    expect(plain.tls).toBeUndefined();
    expect(shop.tls).toBeDefined();
    expect(legacy.tls).toBeDefined();
  });

  test('shop inherits the main server mod_ssl settings from inside <IfModule mod_ssl.c>', () => {
    const tls = shop.tls!;
    expect(view(tls.protocols, FIX)).toEqual({ value: ['TLSv1.2', 'TLSv1.3'], at: 'basic/httpd.conf:14:5', inherited: true, defaulted: false, directive: 'SSLProtocol' });
    expect(view(tls.ciphers, FIX)).toEqual({ value: 'ECDHE+AESGCM:ECDHE+CHACHA20', at: 'basic/httpd.conf:15:5', inherited: true, defaulted: false, directive: 'SSLCipherSuite' });
    // mod_ssl (2.4.17 and later) puts this behind every SSLCipherSuite.
    expect(tls.effectiveCiphers).toBe('ECDHE+AESGCM:ECDHE+CHACHA20:!aNULL:!eNULL:!EXP');
    expect(view(tls.tls13Ciphers, FIX)).toEqual({ value: 'TLS_AES_256_GCM_SHA384', at: 'basic/httpd.conf:16:5', inherited: true, defaulted: false, directive: 'SSLCipherSuite' });
    expect(view(tls.sessionCache, FIX)).toEqual({ value: { kind: 'shared', spec: 'shmcb:logs/ssl_scache(512000)' }, at: 'basic/httpd.conf:17:5', inherited: true, defaulted: false, directive: 'SSLSessionCache' });
    expect(view(tls.curves, FIX)).toEqual({ value: 'X25519:prime256v1', at: 'basic/httpd.conf:18:5', inherited: true, defaulted: false, directive: 'SSLOpenSSLConfCmd' });
    // <IfModule !ssl_module> and <IfModule mod_gnutls.c> do not apply: no SSLProtocol all, no honor order.
    expect(view(tls.preferServerCiphers, FIX)).toEqual({ value: false, at: 'basic/conf.d/20-shop.conf:1:1', inherited: false, defaulted: true });
    // <IfDefine WITH_TICKETS_OFF> after `Define WITH_TICKETS_OFF`; <IfDefine UNDEFINED_NAME> skipped.
    expect(view(tls.sessionTickets, FIX)).toEqual({ value: false, at: 'basic/httpd.conf:27:5', inherited: true, defaulted: false, directive: 'SSLSessionTickets' });
    expect(view(tls.stapling, FIX)).toEqual({ value: false, at: 'basic/conf.d/20-shop.conf:1:1', inherited: false, defaulted: true });
    // <IfVersion >= 2.4.50> holds for the default 2.4.71.
    expect(view(tls.compression, FIX)).toEqual({ value: false, at: 'basic/httpd.conf:36:5', inherited: true, defaulted: false, directive: 'SSLCompression' });
    expect(view(tls.insecureRenegotiation, FIX)).toEqual({ value: false, at: 'basic/conf.d/20-shop.conf:1:1', inherited: false, defaulted: true });
  });

  test('certificates: two own pairs replace the main server pair by position; paths from ServerRoot', () => {
    const tls = shop.tls!;
    expect(tls.certificates.map((c) => fileView(c, FIX))).toEqual([
      { path: 'certs/shop-rsa.pem', resolved: join(FIX, 'basic/certs/shop-rsa.pem'), at: 'basic/conf.d/20-shop.conf:5:5', inherited: false },
      { path: '/etc/ssl/shop-ecdsa.pem', resolved: '/etc/ssl/shop-ecdsa.pem', at: 'basic/conf.d/20-shop.conf:7:5', inherited: false },
    ]);
    expect(tls.keys.map((c) => `${c.path} @${at(c.at, FIX)}`)).toEqual(['certs/shop-rsa.key @basic/conf.d/20-shop.conf:6:5', '/etc/ssl/shop-ecdsa.key @basic/conf.d/20-shop.conf:8:5']);
    expect(fileView(tls.dhparam, FIX)).toEqual({ path: 'certs/dhparam.pem', resolved: join(FIX, 'basic/certs/dhparam.pem'), at: 'basic/conf.d/20-shop.conf:9:5', inherited: false });
    expect(tls.chainFiles).toEqual([]);
  });

  test('legacy: own SSLProtocol (+/- from nothing), honor order; one certificate knocks out only the first main one', () => {
    const tls = legacy.tls!;
    expect(view(tls.protocols, FIX)).toEqual({ value: ['TLSv1.2'], at: 'basic/conf.d/20-shop.conf:24:5', inherited: false, defaulted: false, directive: 'SSLProtocol' });
    expect(view(tls.preferServerCiphers, FIX)).toEqual({ value: true, at: 'basic/conf.d/20-shop.conf:25:5', inherited: false, defaulted: false, directive: 'SSLHonorCipherOrder' });
    expect(tls.certificates.map((c) => `${c.path} inherited=${c.inherited} @${at(c.at, FIX)}`)).toEqual([
      'certs/legacy.pem inherited=false @basic/conf.d/20-shop.conf:26:5',
      'certs/main-ecdsa.pem inherited=true @basic/httpd.conf:43:1',
    ]);
    expect(tls.keys).toEqual([]);
  });

  test('keep-alive: the main server value, or the vhost KeepAlive Off', () => {
    expect(view(global.http.keepalive, FIX)).toEqual({ value: true, at: 'basic/httpd.conf:10:1', inherited: false, defaulted: false, directive: 'KeepAlive' });
    expect(view(legacy.http.keepalive, FIX)).toEqual({ value: true, at: 'basic/httpd.conf:10:1', inherited: true, defaulted: false, directive: 'KeepAlive' });
    expect(view(shop.http.keepalive, FIX)).toEqual({ value: false, at: 'basic/conf.d/20-shop.conf:10:5', inherited: false, defaulted: false, directive: 'KeepAlive' });
  });

  test('Protocols h2 without mod_http2 loaded offers no HTTP/2', () => {
    expect(view(shop.http.http2, FIX)).toEqual({ value: false, at: 'basic/conf.d/20-shop.conf:11:5', inherited: false, defaulted: false, directive: 'Protocols' });
    expect(view(legacy.http.http2, FIX)).toEqual({ value: false, at: 'basic/conf.d/20-shop.conf:21:1', inherited: false, defaulted: true });
  });

  test('headers add up: main server, vhost, sections; `Header unset` leaves the `always` table alone', () => {
    expect(headerView(legacy.http.headers.value, FIX)).toEqual(['Strict-Transport-Security: max-age=63072000 (always) @basic/httpd.conf:12:1']);
    expect(view(legacy.http.headers, FIX).inherited).toBe(true);
    expect(headerView(shop.http.headers.value, FIX)).toEqual([
      'Strict-Transport-Security: max-age=63072000 (always) @basic/httpd.conf:12:1',
      'X-Frame-Options: DENY @basic/conf.d/20-shop.conf:12:5',
    ]);
    const ifScope = shop.scopes[1];
    expect(ifScope.kind).toBe('if');
    expect(ifScope.match).toEqual(["%{HTTP_HOST} == 'old.example.test'"]);
    expect(headerView(ifScope.http.headers.value, FIX)).toEqual(headerView(shop.http.headers.value, FIX));
    expect(at(ifScope.http.headers.at, FIX)).toBe('basic/conf.d/20-shop.conf:18:9');
    expect(shop.http.droppedHeaders).toEqual([]);
  });

  test('mod_expires: per-type lifetimes in a global <Directory>, inherited by a nested <FilesMatch>; ExpiresDefault in a <Location>', () => {
    const [directory] = global.scopes;
    expect(directory.kind).toBe('directory');
    expect(directory.match).toEqual(['/srv/www']);
    expect(view(directory.http.expires, FIX)).toEqual({ value: 'text/css: access plus 1 year', at: 'basic/conf.d/10-expires.conf:3:5', inherited: false, defaulted: false, directive: 'ExpiresByType' });
    const [files] = directory.scopes;
    expect(files.kind).toBe('files');
    expect(files.match).toEqual(['\\.(js|css)$']);
    expect(view(files.http.expires, FIX)).toEqual({ value: 'text/css: access plus 1 year', at: 'basic/conf.d/10-expires.conf:3:5', inherited: true, defaulted: false, directive: 'ExpiresByType' });
    expect(headerView(files.http.headers.value, FIX)).toEqual([
      'Strict-Transport-Security: max-age=63072000 (always) @basic/httpd.conf:12:1',
      'Cache-Control: public, max-age=31536000 @basic/conf.d/10-expires.conf:5:9',
    ]);
    // The keep-alive of a section is its server's.
    expect(view(files.http.keepalive, FIX)).toEqual({ value: true, at: 'basic/httpd.conf:10:1', inherited: true, defaulted: false, directive: 'KeepAlive' });

    const [location] = shop.scopes;
    expect(location.kind).toBe('location');
    expect(view(location.http.expires, FIX)).toEqual({ value: 'access plus 1 month', at: 'basic/conf.d/20-shop.conf:15:9', inherited: false, defaulted: false, directive: 'ExpiresDefault' });
    expect(view(shop.http.expires, FIX)).toEqual({ value: undefined, at: 'basic/conf.d/20-shop.conf:1:1', inherited: false, defaulted: true });
  });

  test('--path-map rewrites certificate paths after ServerRoot resolution', () => {
    const mapped = modelOf(join(FIX, 'basic/httpd.conf'), { pathMap: [['/etc/ssl', '/srv/copy/ssl']] });
    const tls = serverNamed(mapped, 'shop.example.test').tls!;
    expect(tls.certificates.map((c) => c.resolved)).toEqual([join(FIX, 'basic/certs/shop-rsa.pem'), '/srv/copy/ssl/shop-ecdsa.pem']);
  });

  test('<IfVersion> follows --apache-version', () => {
    const older = modelOf(join(FIX, 'basic/httpd.conf'), { apacheVersion: '2.4.41' });
    const tls = serverNamed(older, 'shop.example.test').tls!;
    expect(view(tls.compression, FIX)).toEqual({ value: true, at: 'basic/httpd.conf:39:5', inherited: true, defaulted: false, directive: 'SSLCompression' });
  });
});

describe('<Directory*> sections merged into the DocumentRoot as ap_directory_walk merges them: fixtures/model/apache/directories', () => {
  const model = modelOf(join(FIX, 'directories/httpd.conf'));
  const names = (headers: { name: string }[]): string[] => headers.map((h) => h.name);

  test('plain and wildcard sections by depth (reading order among equals), then the regex ones in reading order, then the <Location>', () => {
    const [location] = serverNamed(model, 'site.example.test').scopes;
    expect(location.kind).toBe('location');
    // Left out: /var/*/html/static (deeper), `html$` (ends at the directory), the PCRE-only regex.
    expect(names(location.http.headers.value)).toEqual(['X-Root', 'X-Wildcard', 'X-Plain', 'X-Regex', 'X-Location']);
    expect(headerView(location.http.headers.value, FIX).slice(0, 2)).toEqual(['X-Root: root @directories/httpd.conf:19:5', 'X-Wildcard: star @directories/httpd.conf:13:5']);
  });

  test('a plain <Directory> merges the sections above it and those as deep read before it, no regex (httpd merges those after it)', () => {
    const plain = model.servers[0].scopes.find((s) => s.match[0] === '/var/www/html')!;
    expect(names(plain.http.headers.value)).toEqual(['X-Root', 'X-Wildcard', 'X-Plain']);
    // A wildcard or regex section names no one directory: it sees only what its server gives it.
    const wildcard = model.servers[0].scopes.find((s) => s.match[0] === '/var/www/*')!;
    expect(names(wildcard.http.headers.value)).toEqual(['X-Wildcard']);
  });

  test('a <Directory> wildcard matches a leading dot (no FNM_PERIOD), and a trailing slash on DocumentRoot changes nothing', () => {
    const [location] = serverNamed(model, 'dot.example.test').scopes;
    expect(names(location.http.headers.value)).toEqual(['X-Root', 'X-Wildcard', 'X-Regex', 'X-Location']);
  });
});

test('a <DirectoryMatch> regex that backtracks for ever on the DocumentRoot is given up, not waited for: fixtures/model/apache/redos', () => {
  const [global] = modelOf(join(FIX, 'redos/httpd.conf')).servers;
  const [location] = global.scopes.filter((s) => s.kind === 'location');
  expect(location.http.headers.value.map((h) => h.name)).toEqual(['X-Fast', 'X-Location']);
});

describe('what .htaccess files may set (AllowOverride, AllowOverrideList)', () => {
  test('per <Directory>, lower-cased, None as nothing, the list added to the categories; the DocumentRoot\'s reach its sections', () => {
    const file = resolve('fixtures/rules/static-assets-uncached/apache-htaccess-bad.conf');
    const model = modelOf(file);
    const dirs = model.servers[0].scopes.map((s) => [s.match[0], s.http.overrides?.value]);
    expect(dirs).toEqual([
      ['/var/www/', []],
      ['/var/www/wordpress', ['all']],
      ['/srv/app', ['authconfig', 'header']],
      ['/srv/locked', ['authconfig', 'limit']],
    ]);
    const [files] = serverNamed(model, 'app.example.com').scopes;
    expect(files.http.overrides?.value).toEqual(['authconfig', 'header']);
    expect(files.http.overrides?.directive?.name).toBe('AllowOverrideList');
  });

  test('unset, httpd\'s default: None since 2.3.9, All before', () => {
    const file = join(FIX, 'universal/httpd.conf');
    const now = modelOf(file).servers[0].http.overrides!;
    expect([now.value, now.defaulted]).toEqual([[], true]);
    const old = modelOf(file, { apacheVersion: '2.2.34' }).servers[0].http.overrides!;
    expect([old.value, old.defaulted]).toEqual([['all'], true]);
  });
});

describe('sections that match any request merged around the others: fixtures/model/apache/universal', () => {
  const [global] = modelOf(join(FIX, 'universal/httpd.conf')).servers;
  const trace = (scope: { http: { headers: { value: { name: string; value: string }[] } } }): string[] =>
    scope.http.headers.value.filter((h) => h.name === 'X-Trace').map((h) => h.value);
  const scope = (match: string) => global.scopes.find((s) => s.match.join(' ') === match)!;

  test('a <Files*> has the universal <Files*> read before it under it and every universal <Location*> over it', () => {
    expect(trace(scope('*.txt'))).toEqual(['files-any', 'txt', 'location-root']);
  });

  test('a <Location*> has every universal <Files*> under it, and the universal <Location*> by reading order', () => {
    expect(trace(scope('^/app/'))).toEqual(['files-any', 'location-root', 'app']);
    expect(trace(scope('^/(app|api)'))).toEqual(['files-any', 'location-root', 'not-universal']);
  });

  test('a universal section gets the others, not itself; <If> comes last', () => {
    expect(trace(scope('/'))).toEqual(['files-any', 'location-root']);
    expect(trace(scope('.*'))).toEqual(['files-any', 'location-root']);
    expect(trace(scope('-T %{HTTPS}'))).toEqual(['files-any', 'location-root', 'if-top']);
  });

  test('a nested section does not get again what its enclosing section already has under it', () => {
    const [nested] = scope('^/app/').scopes;
    expect(nested.kind).toBe('if');
    expect(trace(nested)).toEqual(['files-any', 'location-root', 'app', 'if-nested']);
  });

  test('the server\'s own settings, what every response gets, have them all merged over in httpd\'s order', () => {
    expect(trace(global)).toEqual(['files-any', 'location-root']);
    expect(global.http.headers.inherited).toBe(true);
  });

  test('what a section gets merged over it reads as inherited', () => {
    const txt = scope('*.txt');
    expect(txt.http.headers.inherited).toBe(true);
    expect(at(txt.http.headers.at, FIX)).toBe('universal/httpd.conf:7:5');
  });
});

describe('names defined with httpd -D (--define): fixtures/model/apache/defines', () => {
  const root = join(FIX, 'defines/httpd.conf');

  test('without them the -D SSL sections are not read: no TLS virtual host, the !SSL branch holds', () => {
    const model = modelOf(root);
    expect(virtual(model)).toEqual([]);
    expect(view(model.servers[0].http.keepalive, FIX)).toEqual({ value: false, at: 'defines/httpd.conf:9:1', inherited: false, defaulted: false, directive: 'KeepAlive' });
  });

  test('with SSL alone, the nested <IfDefine SSL_DEFAULT_VHOST> still keeps the host out', () => {
    expect(virtual(modelOf(root, { apacheDefines: ['SSL'] }))).toEqual([]);
  });

  test('with SSL and SSL_DEFAULT_VHOST the module loads and the TLS virtual host is read', () => {
    const model = modelOf(root, { apacheDefines: ['SSL', 'SSL_DEFAULT_VHOST'] });
    const [vhost] = virtual(model);
    expect(vhost.names.map((n) => n.value)).toEqual(['localhost']);
    expect(view(vhost.tls!.protocols, FIX)).toEqual({
      value: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'],
      at: 'defines/vhosts.d/00_default_ssl_vhost.conf:8:5',
      inherited: false,
      defaulted: false,
      directive: 'SSLProtocol',
    });
    // <IfDefine !SSL> no longer holds: KeepAlive is the default again.
    expect(view(model.servers[0].http.keepalive, FIX)).toEqual({ value: true, at: 'defines/httpd.conf:1:1', inherited: false, defaulted: true });
  });
});

describe('defaults by httpd version (fixtures/model/apache/defaults)', () => {
  const guard = '!aNULL:!eNULL:!EXP';
  const cases: [string, string[], string, boolean, string][] = [
    ['2.4.65', ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', false, 'suffix'],
    // `all -SSLv3` became the default in 2.4.17; TLSv1.3 joined `all` later (2.4.36 with OpenSSL 1.1.1).
    // 2.4 hands OpenSSL the expansion of SSL_DEFAULT_CIPHER_LIST, not the word DEFAULT.
    ['2.4.25', ['TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', false, 'suffix'],
    // mod_ssl's guard: appended from 2.4.17, prepended in 2.4.7-2.4.16, absent before (src/apache/defaults.ts).
    ['2.4.17', ['TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', false, 'suffix'],
    ['2.4.16', ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', false, 'prefix'],
    ['2.4.7', ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', false, 'prefix'],
    ['2.4.6', ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', false, 'none'],
    ['2.4.3', ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!COMPLEMENTOFDEFAULT:!eNULL', true, 'none'],
    ['2.2.15', ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], 'ALL:!ADH:RC4+RSA:+HIGH:+MEDIUM:+LOW:+SSLv2:+EXP', true, 'none'],
  ];
  for (const [version, protocols, ciphers, compression, where] of cases) {
    test(`httpd ${version}`, () => {
      const model = modelOf(join(FIX, 'defaults/httpd.conf'), { apacheVersion: version });
      const [vhost] = virtual(model);
      const tls = vhost.tls!;
      expect(view(tls.protocols, FIX)).toEqual({ value: protocols, at: 'defaults/httpd.conf:2:1', inherited: false, defaulted: true });
      expect(view(tls.ciphers, FIX)).toEqual({ value: ciphers, at: 'defaults/httpd.conf:2:1', inherited: false, defaulted: true });
      expect(tls.effectiveCiphers).toBe(where === 'suffix' ? `${ciphers}:${guard}` : where === 'prefix' ? `${guard}:${ciphers}` : ciphers);
      expect(tls.compression.value).toBe(compression);
      expect(view(tls.sessionCache, FIX)).toEqual({ value: { kind: 'none' }, at: 'defaults/httpd.conf:2:1', inherited: false, defaulted: true });
      expect(tls.sessionTickets.value).toBe(true);
      expect(tls.preferServerCiphers.value).toBe(false);
      expect(view(vhost.http.keepalive, FIX)).toEqual({ value: true, at: 'defaults/httpd.conf:2:1', inherited: false, defaulted: true });
      expect(view(tls.tls13Ciphers, FIX)).toEqual({ value: undefined, at: 'defaults/httpd.conf:2:1', inherited: false, defaulted: true });
    });
  }
});

describe('<IfModule> in a tree that loads no module at all', () => {
  test('every module is assumed present: positive tests hold, negated ones do not', () => {
    const model = modelOf(join(FIX, 'nomodules/httpd.conf'));
    const [vhost] = virtual(model);
    expect(view(vhost.tls!.protocols, FIX)).toEqual({ value: ['TLSv1.2'], at: 'nomodules/httpd.conf:5:5', inherited: true, defaulted: false, directive: 'SSLProtocol' });
    expect(view(vhost.http.http2, FIX)).toEqual({ value: true, at: 'nomodules/httpd.conf:11:5', inherited: true, defaulted: false, directive: 'Protocols' });
  });
});

describe('fragments', () => {
  test('an SSL snippet is judged on the global server it would configure', () => {
    const model = modelOf(join(FIX, 'fragment/options-ssl.conf'));
    expect(model.fragment).toBe(true);
    expect(model.servers).toHaveLength(1);
    const [global] = model.servers;
    expect(global.kind).toBe('global');
    expect(at(global.at, FIX)).toBe('fragment/options-ssl.conf:1:1');
    expect(view(global.tls!.protocols, FIX)).toEqual({ value: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], at: 'fragment/options-ssl.conf:2:1', inherited: false, defaulted: false, directive: 'SSLProtocol' });
    expect(global.tls!.effectiveCiphers).toBe('HIGH:!aNULL:!aNULL:!eNULL:!EXP');
    // Nothing here sets a session cache: a default, which rules report at most as info in a fragment.
    expect(view(global.tls!.sessionCache, FIX)).toEqual({ value: { kind: 'none' }, at: 'fragment/options-ssl.conf:1:1', inherited: false, defaulted: true });
  });

  test('an .htaccess-style file: headers and mod_expires on the outer scope, <IfModule> taken as true', () => {
    const model = modelOf(join(FIX, 'fragment/htaccess.conf'));
    expect(model.fragment).toBe(true);
    const [global] = model.servers;
    expect(global.tls).toBeUndefined();
    expect(view(global.http.expires, FIX)).toEqual({ value: 'access plus 1 month', at: 'fragment/htaccess.conf:3:5', inherited: false, defaulted: false, directive: 'ExpiresDefault' });
    expect(headerView(global.http.headers.value, FIX)).toEqual(['X-Content-Type-Options: nosniff @fragment/htaccess.conf:6:5']);
  });
});

describe("Debian's packaged tree with default-ssl enabled", () => {
  let tmp: string | undefined;
  let root = '';
  let model: Model;
  beforeAll(() => {
    tmp = makeTmp('ssllint-model-debian-').dir;
    cpSync(join(CORPUS, 'debian-apache2/apache2'), join(tmp, 'apache2'), { recursive: true });
    root = join(tmp, 'apache2');
    // What the package's postinst and `a2enmod ssl; a2ensite default-ssl` link.
    const mods = ['access_compat', 'alias', 'auth_basic', 'authn_core', 'authn_file', 'authz_core', 'authz_host', 'authz_user', 'autoindex', 'deflate', 'dir', 'env', 'filter', 'mime', 'mpm_event', 'negotiation', 'reqtimeout', 'setenvif', 'status', 'ssl', 'socache_shmcb'];
    for (const dir of ['mods-enabled', 'conf-enabled', 'sites-enabled']) mkdirSync(join(root, dir));
    for (const m of mods) {
      for (const ext of ['load', 'conf']) {
        try {
          symlinkSync(`../mods-available/${m}.${ext}`, join(root, 'mods-enabled', `${m}.${ext}`));
        } catch {
          /* a module without a .conf */
        }
      }
    }
    for (const c of ['charset', 'localized-error-pages', 'other-vhosts-access-log', 'security', 'serve-cgi-bin']) symlinkSync(`../conf-available/${c}.conf`, join(root, 'conf-enabled', `${c}.conf`));
    for (const s of ['000-default', 'default-ssl']) symlinkSync(`../sites-available/${s}.conf`, join(root, 'sites-enabled', `${s}.conf`));
    model = modelOf(join(root, 'apache2.conf'));
  });
  // Only the directory mkdtemp made: never a path derived from `root`, which is '' when beforeAll failed.
  afterAll(() => {
    if (tmp) removeTmp(tmp);
  });

  test('default-ssl.conf: TLS from SSLEngine on, the rest from mods-enabled/ssl.conf and apache2.conf', () => {
    const vhosts = virtual(model);
    expect(vhosts.map((s) => at(s.at, root))).toEqual(['sites-available/000-default.conf:1:1', 'sites-available/default-ssl.conf:1:1']);
    const [plain, ssl] = vhosts;
    expect(plain.tls).toBeUndefined();
    const tls = ssl.tls!;
    expect(view(tls.protocols, root)).toEqual({ value: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], at: 'mods-available/ssl.conf:71:1', inherited: true, defaulted: false, directive: 'SSLProtocol' });
    expect(view(tls.ciphers, root)).toEqual({ value: 'HIGH:!aNULL', at: 'mods-available/ssl.conf:57:1', inherited: true, defaulted: false, directive: 'SSLCipherSuite' });
    expect(tls.effectiveCiphers).toBe('HIGH:!aNULL:!aNULL:!eNULL:!EXP');
    // ${APACHE_RUN_DIR} comes from envvars.
    expect(view(tls.sessionCache, root)).toEqual({ value: { kind: 'shared', spec: 'shmcb:/var/run/apache2/ssl_scache(512000)' }, at: 'mods-available/ssl.conf:41:1', inherited: true, defaulted: false, directive: 'SSLSessionCache' });
    expect(view(tls.sessionTickets, root)).toEqual({ value: false, at: 'mods-available/ssl.conf:83:1', inherited: true, defaulted: false, directive: 'SSLSessionTickets' });
    expect(tls.certificates.map((c) => fileView(c, root))).toEqual([{ path: '/etc/ssl/certs/ssl-cert-snakeoil.pem', resolved: '/etc/ssl/certs/ssl-cert-snakeoil.pem', at: 'sites-available/default-ssl.conf:31:2', inherited: false }]);
    expect(tls.keys.map((c) => `${c.path} @${at(c.at, root)}`)).toEqual(['/etc/ssl/private/ssl-cert-snakeoil.key @sites-available/default-ssl.conf:32:2']);
    expect(view(tls.stapling, root)).toEqual({ value: false, at: 'sites-available/default-ssl.conf:1:1', inherited: false, defaulted: true });
    expect(view(ssl.http.keepalive, root)).toEqual({ value: true, at: 'apache2.conf:98:1', inherited: true, defaulted: false, directive: 'KeepAlive' });
    expect(ssl.http.http2.value).toBe(false);
    expect(ssl.scopes.map((s) => `${s.kind} ${s.match.join(' ')}`)).toEqual(['files \\.(?:cgi|shtml|phtml|php)$', 'directory /usr/lib/cgi-bin']);
  });

  test.skipIf(apache2Missing !== undefined)(`the <VirtualHost>s are the ones apache2 -S lists${skipNote(apache2Missing)}`, () => {
    const run = join(root, '..', 'run');
    mkdirSync(run, { recursive: true });
    const env = { ...process.env, APACHE_RUN_USER: 'www-data', APACHE_RUN_GROUP: 'www-data', APACHE_RUN_DIR: run, APACHE_LOG_DIR: run, APACHE_LOCK_DIR: run, APACHE_PID_FILE: join(run, 'pid') };
    const r = spawnSync('apache2', ['-d', root, '-f', join(root, 'apache2.conf'), '-S'], { encoding: 'utf8', env });
    expect(r.status, r.stderr).toBe(0);
    // `*:443   127.0.0.1 (/…/sites-enabled/default-ssl.conf:1)`: httpd names the link, we the file behind it.
    const listed = [...r.stdout.matchAll(/^(\S+)\s+\S+ \(.*\/([^/]+):(\d+)\)$/gm)].map((m) => `${m[1]} ${m[2]}:${m[3]}`);
    const ours = virtual(model).map((s) => `${s.listen.map((l) => `${l.address}:${l.port}`).join(' ')} ${s.at.file.split('/').pop()}:${s.at.line}`);
    expect(ours.sort()).toEqual(listed.sort());
  });
});

describe('CentOS 7 httpd tree from certbot testdata', () => {
  const base = join(CORPUS, 'certbot/certbot/src/certbot/_internal/tests/plugins/apache/testdata/centos7_apache/apache/httpd');

  test('conf.d/ssl.conf: _default_:443 with its own SSLProtocol/SSLCipherSuite, the session cache from the main server', () => {
    const model = modelOf(join(base, 'conf/httpd.conf'), { apacheVersion: '2.4.6' });
    const vhosts = virtual(model);
    expect(vhosts.map((s) => `${at(s.at, base)} tls=${s.tls !== undefined}`)).toEqual(['conf.d/centos.example.com.conf:1:1 tls=false', 'conf.d/ssl.conf:56:1 tls=true']);
    const ssl = vhosts[1];
    expect(ssl.listen.map((l) => `${l.address}:${l.port} default=${l.defaultServer}`)).toEqual(['_default_:443 default=true']);
    const tls = ssl.tls!;
    // CentOS 7 ships httpd 2.4.6: `all` is SSLv3 … TLSv1.2 there.
    expect(view(tls.protocols, base)).toEqual({ value: ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], at: 'conf.d/ssl.conf:75:1', inherited: false, defaulted: false, directive: 'SSLProtocol' });
    expect(view(tls.ciphers, base)).toEqual({ value: 'HIGH:MEDIUM:!aNULL:!MD5:!SEED:!IDEA', at: 'conf.d/ssl.conf:80:1', inherited: false, defaulted: false, directive: 'SSLCipherSuite' });
    expect(view(tls.sessionCache, base)).toEqual({ value: { kind: 'shared', spec: 'shmcb:/run/httpd/sslcache(512000)' }, at: 'conf.d/ssl.conf:23:1', inherited: true, defaulted: false, directive: 'SSLSessionCache' });
    expect(tls.certificates).toEqual([]);
  });
});

describe('whatever the text, the builder returns a model', () => {
  const LINES = [
    '<VirtualHost *:443>', '</VirtualHost>', '<VirtualHost>', '<IfModule mod_ssl.c>', '<IfModule !>', '</IfModule>', '<IfVersion ~ [>', '<IfVersion >= x>',
    '</IfVersion>', '<IfDefine>', '</IfDefine>', '<Directory />', '</Directory>', '<If "x">', '</If>', '<Else>', '</Else>', 'SSLEngine on', 'SSLEngine *:443',
    'SSLProtocol', 'SSLProtocol -all +TLSv9 all', 'SSLCipherSuite', 'SSLCipherSuite TLSv1.3', 'SSLCertificateFile', 'SSLCertificateFile $x',
    'SSLOpenSSLConfCmd', 'SSLOpenSSLConfCmd MinProtocol', 'SSLOpenSSLConfCmd MaxProtocol None', 'SSLSessionCache', 'Header', 'Header always',
    'Header merge X', 'Header unset', 'ExpiresActive', 'ExpiresByType', 'ExpiresDefault', 'KeepAlive', 'MaxKeepAliveRequests x', 'Protocols',
    'ServerName', 'ServerName https://[::1', 'ServerAlias', 'Listen', 'Listen [::', 'LoadModule', 'Define', 'UnDefine', 'Include',
  ];

  test('random lines of the directives the model reads', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 60 }), fc.boolean(), (lines, fragment) => {
        const file = '/virtual/httpd.conf';
        const parsed = parseApache(lines.join('\n'), file);
        const tree: ConfigTree = { dialect: 'apache', root: file, fragment, base: '/virtual', files: new Map([[file, parsed]]), diagnostics: [] };
        const model = buildModel(tree, {});
        expect(model.servers[0].kind).toBe('global');
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

  test('thousands of nested sections and conditionals: no stack overflow, the depth beyond reason is left out', () => {
    const n = 5000;
    const file = '/virtual/httpd.conf';
    const text = '<IfModule x>\n'.repeat(n) + 'SSLEngine on\n' + '</IfModule>\n'.repeat(n) + '<Directory />\n'.repeat(n) + '</Directory>\n'.repeat(n);
    const tree: ConfigTree = { dialect: 'apache', root: file, fragment: false, base: '/virtual', files: new Map([[file, parseApache(text, file)]]), diagnostics: [] };
    const [global] = buildModel(tree, {}).servers;
    expect(global.tls).toBeUndefined();
    expect(global.scopes).toHaveLength(1);
  });
});
