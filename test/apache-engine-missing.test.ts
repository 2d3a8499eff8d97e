// A <VirtualHost> with certificate lines but no `SSLEngine on` (issue #36 item 8): httpd
// switches TLS on by itself only for a vhost whose address is exactly that of a `Listen … https`
// line (from 2.4.10 only when SSLEngine is not set at all); otherwise it answers plain HTTP
// there, and `apache2 -t` says "Syntax OK". The live httpd is the oracle.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { apache2Check } from './apache-httpd.js';
import { freePort, httpGet, installedVersion, liveMissing, startHttpd } from './apache-live.js';
import { lintJson, type JsonFinding } from './helpers/cli.js';
import { modelOf } from './model-helpers.js';

const SSL: [string, string][] = [['ssl_module', 'mod_ssl.so']];

function vhost(address: string, extra = ''): string {
  return `<VirtualHost ${address}>
    ServerName a.test
    DocumentRoot \${root}/htdocs
${extra}    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
</VirtualHost>
`;
}

const at = (findings: JsonFinding[]): string[] => findings.filter((f) => f.ruleId === 'directive-context').map((f) => `${f.location.line}:${f.severity}`);

function speaksTls(port: number): boolean {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`], { input: '', encoding: 'utf8', timeout: 10_000 });
  return /Cipher is (?!\(NONE\))/.test(run.stdout);
}

const scratch = mkdtempSync(join(tmpdir(), 'ssllint-engine-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let count = 0;
function file(text: string): string {
  const path = join(scratch, `c${++count}.conf`);
  writeFileSync(path, `ServerRoot ${scratch}\nLoadModule ssl_module /usr/lib/apache2/modules/mod_ssl.so\n${text.replaceAll('${root}', scratch)}`);
  return path;
}

describe('without a live server: the Listen lines decide', () => {
  test('`Listen 443` with <VirtualHost 127.0.0.1:443>: plain HTTP, an error at the vhost naming the Listen line, with SSLEngine on as the fix', async () => {
    const f = file(`Listen 443\n${vhost('127.0.0.1:443')}`);
    const found = (await lintJson([f, '--apache-version', '2.4.71'])).findings.filter((x) => x.ruleId === 'directive-context');
    expect(found.map((x) => `${x.location.line}:${x.severity}`)).toEqual(['4:error']);
    expect(found[0].message).toMatch(/^this <VirtualHost> has certificate lines but speaks plain HTTP on 127\.0\.0\.1:443: .*the Listen on line 3 is on \*:443/);
    expect(found[0].fix?.replacement).toBe('SSLEngine on');
    expect(modelOf(f, { apacheVersion: '2.4.71' }).servers[1].tls).toBeUndefined();
  });

  test('the look-alike `Listen 443` with <VirtualHost *:443>: httpd switches TLS on, ssllint is quiet and judges its TLS', async () => {
    const f = file(`Listen 443\n${vhost('*:443')}`);
    expect(at((await lintJson([f, '--apache-version', '2.4.71'])).findings)).toEqual([]);
    expect(modelOf(f, { apacheVersion: '2.4.71' }).servers[1].tls).toBeDefined();
  });

  test('SSLEngine on in the vhost or the main server, SSLEngine off, a fragment, port 80, no Listen for the port: quiet', async () => {
    for (const text of [
      `Listen 127.0.0.1:443\n${vhost('*:443', '    SSLEngine on\n')}`,
      `Listen 127.0.0.1:443\nSSLEngine on\n${vhost('*:443')}`,
      `Listen 127.0.0.1:443\n${vhost('*:443', '    SSLEngine off\n')}`,
      `Listen 80\n${vhost('*:80')}`,
      `Listen 80\n${vhost('*:443')}`,
    ]) {
      expect(at((await lintJson([file(text), '--apache-version', '2.4.71'])).findings), text).toEqual([]);
    }
  });

  test('before 2.4.10 an https Listen switches TLS on even under SSLEngine off; from 2.4.10 SSLEngine off wins (CHANGES 2.4.10)', () => {
    const f = file(`Listen 443\n${vhost('*:443', '    SSLEngine off\n')}`);
    expect([modelOf(f, { apacheVersion: '2.4.9' }).servers[1].tls !== undefined, modelOf(f, { apacheVersion: '2.4.10' }).servers[1].tls !== undefined]).toEqual([true, false]);
  });
});

describe.skipIf(liveMissing !== undefined)(`httpd as it runs${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  test('Listen 127.0.0.1:P https with <VirtualHost *:P>: plain HTTP, Syntax OK; ssllint errs at the vhost', async () => {
    const other = await freePort();
    const httpd = await startHttpd(`Listen 127.0.0.1:${other} https\n${vhost(`*:${other}`)}`, SSL);
    try {
      expect(speaksTls(other)).toBe(false);
      expect(await httpGet(other, '/index.html')).toMatch(/^HTTP\/1\.1 200 /);
      expect(apache2Check(httpd.file, SSL).ok).toBe(true);
      // The preamble takes 10 lines; the Listen line is 11, the vhost 12.
      expect(at((await lintJson([httpd.file, '--apache-version', installedVersion()])).findings)).toEqual(['12:error']);
    } finally {
      httpd.stop();
    }
  }, 40_000);

  test('the look-alike, Listen 127.0.0.1:P https with <VirtualHost 127.0.0.1:P>: TLS; ssllint is quiet', async () => {
    const other = await freePort();
    const httpd = await startHttpd(`Listen 127.0.0.1:${other} https\n${vhost(`127.0.0.1:${other}`)}`, SSL);
    try {
      expect(speaksTls(other)).toBe(true);
      expect(at((await lintJson([httpd.file, '--apache-version', installedVersion()])).findings)).toEqual([]);
    } finally {
      httpd.stop();
    }
  }, 40_000);

  test('a port no Listen marks https (the preamble\'s): plain HTTP; a warning, not an error', async () => {
    const httpd = await startHttpd(vhost('127.0.0.1:${port}'), SSL);
    try {
      expect(speaksTls(httpd.port)).toBe(false);
      expect(await httpGet(httpd.port, '/index.html')).toMatch(/^HTTP\/1\.1 200 /);
      expect(at((await lintJson([httpd.file, '--apache-version', installedVersion()])).findings)).toEqual(['11:warning']);
    } finally {
      httpd.stop();
    }
  }, 40_000);
});
