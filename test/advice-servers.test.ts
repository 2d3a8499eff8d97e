// The advised blocks, written into minimal configs with a freshly generated certificate, must
// pass the real servers' own configuration test (`nginx -t`, `apache2 -t`).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect as tlsConnect } from 'node:tls';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advise, renderConfig, type Advice } from '../src/advice/advise.js';
import { HARDWARE_PROFILES, type HardwareProfile } from '../src/advice/hardware.js';
import type { RenderPaths } from '../src/advice/lines.js';
import { tls12Suite } from '../src/advice/suites.js';
import { PROFILE_NAMES, type ProfileName } from '../src/advice/profiles.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { findBinary, skipNote, withheld } from './helpers/peers.js';
import { freePort } from './helpers/ports.js';

function which(bin: string): string | undefined {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', '/sbin', '/bin']) {
    if (existsSync(join(dir, bin))) return join(dir, bin);
  }
  return undefined;
}

const NGINX = findBinary('nginx');
const APACHE = findBinary('apache2') ?? findBinary('httpd');
const OPENSSL = withheld('openssl') ? undefined : which('openssl');
const APACHE_MODULES = ['/usr/lib/apache2/modules', '/usr/lib64/httpd/modules', '/usr/libexec/apache2'].find((d) => existsSync(join(d, 'mod_ssl.so')));

/** `nginx version: nginx/1.22.1` -> 1.22.1 */
function installedVersion(bin: string | undefined, flag: string, re: RegExp): string | undefined {
  if (!bin) return undefined;
  const r = spawnSync(bin, [flag], { encoding: 'utf8' });
  return re.exec(`${r.stdout}${r.stderr}`)?.[1];
}
const NGINX_VERSION = installedVersion(NGINX, '-v', /nginx\/(\d+\.\d+\.\d+)/);
const APACHE_VERSION = installedVersion(APACHE, '-v', /Apache\/(\d+\.\d+\.\d+)/);
/** The OpenSSL the servers run with: the system library, whose generation `openssl version` tells. */
const OPENSSL_GEN = (() => {
  const v = installedVersion(OPENSSL, 'version', /OpenSSL (\d+\.\d+\.\d+)/);
  if (!v) return undefined;
  return v.startsWith('3.') ? '3.x' : v.startsWith('1.1.1') ? '1.1.1' : v.startsWith('1.0.2') ? '1.0.2' : undefined;
})();

const skipNginx = !NGINX || !NGINX_VERSION || !OPENSSL_GEN ? `nginx or openssl not installed (nginx: ${NGINX ?? 'absent'})` : '';
const skipApache =
  !APACHE || !APACHE_VERSION || !APACHE_MODULES || !OPENSSL_GEN ? `apache2 with mod_ssl or openssl not installed (apache2: ${APACHE ?? 'absent'})` : '';
if (skipNginx) console.warn(`advice-servers: skipping nginx -t: ${skipNginx}`);
if (skipApache) console.warn(`advice-servers: skipping apache2 -t: ${skipApache}`);

let dir = '';
let paths: RenderPaths;

beforeAll(() => {
  if (!OPENSSL) return;
  dir = makeTmp('ssllint-advice-').dir;
  // Apache's shmcb paths in the advice are relative to ServerRoot.
  mkdirSync(join(dir, 'logs'));
  paths = {
    certificate: join(dir, 'cert.pem'),
    key: join(dir, 'key.pem'),
    chain: join(dir, 'cert.pem'),
    trustedCertificate: join(dir, 'cert.pem'),
    dhparam: join(dir, 'ffdhe2048.pem'),
  };
  execFileSync(OPENSSL, [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', paths.key, '-out', paths.certificate,
    '-days', '2', '-subj', '/CN=advice.test',
  ], { stdio: 'pipe' });
  execFileSync(OPENSSL, ['genpkey', '-genparam', '-algorithm', 'DH', '-pkeyopt', 'group:ffdhe2048', '-out', paths.dhparam], { stdio: 'pipe' });
});

afterAll(() => {
  if (dir) removeTmp(dir);
});

function mustAdvise(profile: ProfileName, hardware: HardwareProfile | HardwareProfile[], server: 'nginx' | 'apache', version: string): Advice {
  const r = advise({ profile, hardware, server, serverVersion: version, openssl: OPENSSL_GEN }, paths);
  if (!r.ok) throw new Error(r.error);
  return r.advice;
}

function nginxConf(a: Advice, name: string, port?: number): string {
  const prefix = join(dir, `nginx-${name}`);
  const conf = join(dir, `nginx-${name}.conf`);
  let block = renderConfig(a);
  // A live server listens on a free high port, IPv4 only (the sandbox may lack IPv6).
  if (port) block = block.replace(/listen 443 ssl/, `listen 127.0.0.1:${port} ssl`).replace(/^.*listen \[::\]:443.*$/m, '');
  writeFileSync(
    conf,
    [
      ...(port ? ['daemon off;', 'master_process off;'] : []),
      `pid ${join(dir, `nginx-${name}.pid`)};`,
      `error_log ${join(dir, `nginx-${name}.err`)};`,
      'events {}',
      'http {',
      `    access_log off;`,
      `    client_body_temp_path ${prefix}-body;`,
      `    proxy_temp_path ${prefix}-proxy;`,
      `    fastcgi_temp_path ${prefix}-fastcgi;`,
      `    uwsgi_temp_path ${prefix}-uwsgi;`,
      `    scgi_temp_path ${prefix}-scgi;`,
      block.replace(/^/gm, '    '),
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

function nginxTest(a: Advice, name: string): { status: number | null; output: string } {
  const conf = nginxConf(a, name);
  const r = spawnSync(NGINX!, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

function apacheConf(a: Advice, name: string, port = 18443): string {
  const conf = join(dir, `apache-${name}.conf`);
  const mod = (m: string, file: string) => `LoadModule ${m} ${join(APACHE_MODULES!, file)}`;
  writeFileSync(
    conf,
    [
      `ServerRoot ${dir}`,
      `PidFile ${join(dir, `apache-${name}.pid`)}`,
      `ErrorLog ${join(dir, `apache-${name}.err`)}`,
      `DefaultRuntimeDir ${dir}`,
      'ServerName advice.test',
      'User nobody',
      'Group nogroup',
      `Listen 127.0.0.1:${port}`,
      mod('mpm_event_module', 'mod_mpm_event.so'),
      mod('authz_core_module', 'mod_authz_core.so'),
      mod('socache_shmcb_module', 'mod_socache_shmcb.so'),
      mod('ssl_module', 'mod_ssl.so'),
      mod('headers_module', 'mod_headers.so'),
      mod('http2_module', 'mod_http2.so'),
      renderConfig(a).replace('<VirtualHost *:443>', `<VirtualHost 127.0.0.1:${port}>`),
      '',
    ].join('\n'),
  );
  return conf;
}

const apacheEnv = () => ({ ...process.env, APACHE_RUN_DIR: dir, APACHE_LOG_DIR: dir });

function apacheTest(a: Advice, name: string): { status: number | null; output: string } {
  const conf = apacheConf(a, name);
  const r = spawnSync(APACHE!, ['-t', '-f', conf], { encoding: 'utf8', env: apacheEnv() });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const hostsCases: (HardwareProfile | HardwareProfile[])[] = [...HARDWARE_PROFILES, ['x86-aesni', 'arm-no-crypto']];
const label = (h: HardwareProfile | HardwareProfile[]) => (typeof h === 'string' ? h : h.join('+'));

describe.skipIf(!!skipNginx)(`nginx -t (nginx ${NGINX_VERSION}, OpenSSL ${OPENSSL_GEN})${skipNote(skipNginx)}`, () => {
  for (const profile of PROFILE_NAMES) {
    for (const hw of hostsCases) {
      it(`accepts ${profile} × ${label(hw)}`, () => {
        const a = mustAdvise(profile, hw, 'nginx', NGINX_VERSION!);
        const r = nginxTest(a, `${profile}-${label(hw)}`);
        expect(r.output).not.toMatch(/\[emerg\]/);
        expect(r.status).toBe(0);
      });
    }
  }

  it('rejects a directive it does not know, so the check above has teeth', () => {
    const a = mustAdvise('intermediate', 'x86-aesni', 'nginx', NGINX_VERSION!);
    const broken = { ...a, lines: [...a.lines, { context: 'server' as const, directive: 'ssl_prefer_chacha on;', reason: 'no such directive' }] };
    const r = nginxTest(broken, 'broken');
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/unknown directive "ssl_prefer_chacha"/);
  });

  it('applies the OpenSSL settings during -t: a misspelt option fails it', () => {
    const a = mustAdvise('intermediate', 'x86-aesni', 'nginx', NGINX_VERSION!);
    const broken = {
      ...a,
      lines: a.lines.map((l) => (l.directive === 'ssl_conf_command Options PrioritizeChaCha;' ? { ...l, directive: 'ssl_conf_command Options PrioritiseChaCha;' } : l)),
    };
    expect(broken.lines.some((l) => l.directive.includes('PrioritiseChaCha'))).toBe(true);
    const r = nginxTest(broken, 'broken-conf');
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/SSL_CONF_cmd\("Options", "PrioritiseChaCha"\) failed/);
  });
});

describe.skipIf(!!skipApache)(`apache2 -t (Apache ${APACHE_VERSION}, OpenSSL ${OPENSSL_GEN})${skipNote(skipApache)}`, () => {
  for (const profile of PROFILE_NAMES) {
    for (const hw of hostsCases) {
      it(`accepts ${profile} × ${label(hw)}`, () => {
        const a = mustAdvise(profile, hw, 'apache', APACHE_VERSION!);
        const r = apacheTest(a, `${profile}-${label(hw)}`);
        expect(r.output).toMatch(/Syntax OK/);
        expect(r.status).toBe(0);
      });
    }
  }

  it('checks syntax only: a misspelt OpenSSL command passes -t, and starting the server catches it', async () => {
    const a = mustAdvise('intermediate', 'x86-aesni', 'apache', APACHE_VERSION!);
    const broken = {
      ...a,
      lines: a.lines.map((l) => (l.directive === 'SSLOpenSSLConfCmd Options PrioritizeChaCha' ? { ...l, directive: 'SSLOpenSSLConfCmd Options PrioritiseChaCha' } : l)),
    };
    expect(broken.lines.some((l) => l.directive.includes('PrioritiseChaCha'))).toBe(true);
    expect(apacheTest(broken, 'broken').status).toBe(0);
    await expect(startServer('apache', broken, 'broken')).rejects.toThrow(/"SSLOpenSSLConfCmd Options PrioritiseChaCha" failed/);
  });
});

// ---------------------------------------------------------------------------------------
// Live: start the server on a free port and let real handshakes show which suite it picks.
// `-t` alone is not enough for Apache: mod_ssl applies ciphers and OpenSSL commands only at
// start-up (a misspelt PrioritizeChaCha passes `apache2 -t`, see the test above).


/**
 * Ready means a TLS handshake completes: Apache opens its port before mod_ssl initialises
 * (and may still exit on a bad setting), so a bare TCP connect proves nothing.
 */
async function waitForTls(port: number, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = tlsConnect({ host: '127.0.0.1', port, servername: 'advice.test', rejectUnauthorized: false });
      s.once('secureConnect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
      s.setTimeout(1000, () => {
        s.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no TLS handshake on ${port} within ${ms} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startServer(server: 'nginx' | 'apache', a: Advice, name: string): Promise<{ port: number; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  let child: ChildProcess;
  let errFile: string;
  if (server === 'nginx') {
    const conf = nginxConf(a, `live-${name}`, port);
    errFile = join(dir, `nginx-live-${name}.err`);
    child = spawn(NGINX!, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  } else {
    const conf = apacheConf(a, `live-${name}`, port);
    errFile = join(dir, `apache-live-${name}.err`);
    child = spawn(APACHE!, ['-X', '-f', conf], { stdio: 'ignore', env: apacheEnv() });
  }
  const log = () => (existsSync(errFile) ? readFileSync(errFile, 'utf8') : '');
  try {
    await waitForTls(port, child, 8000);
  } catch (e) {
    await stop(child);
    throw new Error(`${(e as Error).message}\n${log()}`);
  }
  return { port, child, log };
}

/** The suite a server with this advice picks for a client offering `offer` (an RSA certificate here). */
function expectedPick(a: Advice, offer: string[], tls13: boolean): string | undefined {
  const server = tls13 ? a.tls13.suites : a.tls12.suites.filter((n) => tls12Suite(n)?.au === 'RSA');
  const both = (list: string[], other: string[]) => list.filter((n) => other.includes(n));
  if (!a.preferServerCiphers.value) return both(offer, server)[0];
  if (a.prioritizeChaCha.value && /CHACHA20/.test(offer[0])) {
    const chacha = both(server, offer).find((n) => /CHACHA20/.test(n));
    if (chacha) return chacha;
  }
  return both(server, offer)[0];
}

function handshake(port: number, offer: string[], tls13: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = tlsConnect({
      host: '127.0.0.1',
      port,
      servername: 'advice.test',
      rejectUnauthorized: false,
      minVersion: tls13 ? 'TLSv1.3' : 'TLSv1.2',
      maxVersion: tls13 ? 'TLSv1.3' : 'TLSv1.2',
      // Node sends TLS 1.3 names as the TLS 1.3 list and the rest as the cipher string.
      ciphers: tls13 ? `${offer.join(':')}:ECDHE-RSA-AES128-GCM-SHA256` : offer.join(':'),
    });
    s.once('secureConnect', () => {
      const name = s.getCipher().name;
      s.destroy();
      resolve(name);
    });
    s.once('error', reject);
    s.setTimeout(5000, () => s.destroy(new Error('handshake timed out')));
  });
}

const OFFERS: { label: string; tls13: boolean; offer: string[] }[] = [
  { label: 'TLS 1.2, AES-256 first', tls13: false, offer: ['ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-CHACHA20-POLY1305'] },
  { label: 'TLS 1.2, ChaCha20 first', tls13: false, offer: ['ECDHE-RSA-CHACHA20-POLY1305', 'ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-RSA-AES128-GCM-SHA256'] },
  { label: 'TLS 1.3, AES-256 first', tls13: true, offer: ['TLS_AES_256_GCM_SHA384', 'TLS_AES_128_GCM_SHA256', 'TLS_CHACHA20_POLY1305_SHA256'] },
  { label: 'TLS 1.3, ChaCha20 first', tls13: true, offer: ['TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_AES_128_GCM_SHA256'] },
];

for (const server of ['nginx', 'apache'] as const) {
  const skip = server === 'nginx' ? skipNginx : skipApache;
  const version = server === 'nginx' ? NGINX_VERSION : APACHE_VERSION;
  describe.skipIf(!!skip)(`${server} ${version} started with the advice picks the advised suite${skipNote(skip)}`, () => {
    for (const profile of PROFILE_NAMES) {
      for (const hw of hostsCases) {
        it(`${profile} × ${label(hw)}`, async () => {
          const a = mustAdvise(profile, hw, server, version!);
          const live = await startServer(server, a, `${profile}-${label(hw)}`);
          try {
            let checked = 0;
            for (const o of OFFERS) {
              const speaks = o.tls13 ? a.protocols.value.includes('TLSv1.3') : a.protocols.value.includes('TLSv1.2');
              if (!speaks) continue;
              const want = expectedPick(a, o.offer, o.tls13);
              expect(want, `${o.label}: the advice offers none of the client's suites`).toBeDefined();
              expect(await handshake(live.port, o.offer, o.tls13), `${o.label}\n${live.log()}`).toBe(want);
              checked++;
            }
            expect(checked).toBeGreaterThan(0);
          } finally {
            await stop(live.child);
          }
        });
      }
    }
  });
}
