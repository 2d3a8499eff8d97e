// Which TLS settings follow the name a client asks for (SNI) on an address several
// <VirtualHost>s share, and which stay the first one's, the base vhost (issue #36 items 16 and
// 17; docs/semantics-apache.md, "Name-based virtual hosts"). The installed httpd (2.4.42 or
// later, OpenSSL 3) is the oracle; releases before 2.4.42 are judged from mod_ssl's sources
// (the vhost switch in the servername callback, after OpenSSL picked the TLS 1.3 suite).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lintJson, type JsonFinding } from './helpers/cli.js';
import { handshake, installedVersion, liveMissing, startHttpd, type LiveHttpd } from './apache-live.js';
import { modelOf, serverNamed } from './model-helpers.js';

const SSL: [string, string][] = [['ssl_module', 'mod_ssl.so']];

function vhost(address: string, name: string, body: string): string {
  return `<VirtualHost ${address}>
    ServerName ${name}
    SSLEngine on
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
${body}
</VirtualHost>
`;
}

// The preamble httpd is started with takes lines 1-10 of the file; the first vhost starts at 11.
const SETTINGS =
  vhost('127.0.0.1:${port}', 'a.test', '    SSLOpenSSLConfCmd Groups X25519\n    SSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256\n    SSLSessionTickets off') +
  vhost('127.0.0.1:${port}', 'b.test', '    SSLOpenSSLConfCmd Groups secp384r1\n    SSLCipherSuite TLSv1.3 TLS_AES_256_GCM_SHA384\n    SSLSessionTickets on');
// b.test's lines: Groups 25, TLSv1.3 suites 26, SSLSessionTickets 27.

/** The handshake's outcome for b.test with `args`: the negotiated suite, or undefined. */
function suiteFor(port: number, name: string, args: string[]): string | undefined {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', name, ...args], { input: '', encoding: 'utf8', timeout: 10_000 });
  const m = /Cipher is (\S+)/.exec(run.stdout);
  return m && m[1] !== '(NONE)' ? m[1] : undefined;
}

function ticketIssued(port: number, name: string): boolean {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', name, '-tls1_2'], { input: '', encoding: 'utf8', timeout: 10_000 });
  return /TLS session ticket:/.test(run.stdout);
}

function lines(findings: JsonFinding[], rule: string): string[] {
  return findings.filter((f) => f.ruleId === rule).map((f) => `${f.location.line}:${f.severity}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'ssllint-apache-sni-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
function configFile(name: string, text: string): string {
  const file = join(scratch, name);
  // The same line numbers as the live file: a 10-line stand-in for the preamble.
  writeFileSync(file, `${'# preamble\n'.repeat(10)}${text.replaceAll('${root}', scratch).replaceAll('${port}', '443')}`);
  return file;
}

describe('the model, on both sides of 2.4.42', () => {
  const file = configFile('settings.conf', SETTINGS);

  test('b.test gets the base vhost\'s groups and its tickets off in every release; its TLS 1.3 suites before 2.4.42 only', () => {
    const b = (v: string) => serverNamed(modelOf(file, { apacheVersion: v }), 'b.test').tls!;
    expect([b('2.4.41').curves.value, b('2.4.41').tls13Ciphers.value, b('2.4.41').sessionTickets.value]).toEqual(['X25519', 'TLS_AES_128_GCM_SHA256', false]);
    expect([b('2.4.42').curves.value, b('2.4.42').tls13Ciphers.value, b('2.4.42').sessionTickets.value]).toEqual(['X25519', 'TLS_AES_256_GCM_SHA384', false]);
    expect(b('2.4.42').unusedBySni?.curves?.at.line).toBe(25);
  });

  test('b.test\'s lines no handshake uses are said (info), the TLS 1.3 suites only before 2.4.42', async () => {
    const at = async (v: string) => lines((await lintJson([file, '--apache-version', v, '--openssl', '3.x'])).findings, 'directive-context');
    expect(await at('2.4.41')).toEqual(['25:info', '26:info', '27:info']);
    expect(await at('2.4.42')).toEqual(['25:info', '27:info']);
  });

  test('<VirtualHost _default_:443> declared first is the base vhost of *:443; declared second it is not (item 17)', () => {
    const body = (first: string, second: string) =>
      vhost(first, 'a.test', '    SSLProtocol -all +TLSv1.2\n    SSLCipherSuite DEFAULT:@SECLEVEL=0') + vhost(second, 'b.test', '    SSLCipherSuite DEFAULT:@SECLEVEL=0');
    const b = (name: string, first: string, second: string) => serverNamed(modelOf(configFile(name, body(first, second)), { apacheVersion: '2.4.71' }), 'b.test').tls!.protocols;
    expect(b('default-first.conf', '_default_:${port}', '*:${port}')).toMatchObject({ value: ['TLSv1.2'], at: { line: 16 } });
    expect(b('star-first.conf', '*:${port}', '*:${port}')).toMatchObject({ value: ['TLSv1.2'], at: { line: 16 } });
    // A vhost on another port is not a base vhost for this one.
    expect(b('other-port.conf', '_default_:8443', '*:${port}').defaulted).toBe(true);
  });
});

describe.skipIf(liveMissing !== undefined)(`httpd as it runs${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  let version: string;
  beforeAll(() => {
    version = installedVersion();
  });

  describe('groups, TLS 1.3 suites and tickets of a second vhost (item 16)', () => {
    let httpd: LiveHttpd;
    beforeAll(async () => {
      httpd = await startHttpd(SETTINGS, SSL);
    }, 30_000);
    afterAll(() => httpd?.stop());

    test('b.test offers the base vhost\'s groups, its own TLS 1.3 suites, and no ticket (the base vhost\'s off)', () => {
      expect(suiteFor(httpd.port, 'b.test', ['-groups', 'secp384r1'])).toBeUndefined();
      expect(suiteFor(httpd.port, 'b.test', ['-groups', 'X25519'])).toBe('TLS_AES_256_GCM_SHA384');
      expect(suiteFor(httpd.port, 'b.test', ['-tls1_2', '-groups', 'secp384r1'])).not.toMatch(/^ECDHE/);
      expect(suiteFor(httpd.port, 'b.test', ['-ciphersuites', 'TLS_AES_128_GCM_SHA256'])).toBeUndefined();
      expect(ticketIssued(httpd.port, 'b.test')).toBe(false);
    }, 60_000);

    test('ssllint at the installed release agrees: the model, and the lines said not to be used', async () => {
      const b = serverNamed(modelOf(httpd.file, { apacheVersion: version }), 'b.test').tls!;
      expect([b.curves.value, b.tls13Ciphers.value, b.sessionTickets.value]).toEqual(['X25519', 'TLS_AES_256_GCM_SHA384', false]);
      expect(lines((await lintJson([httpd.file, '--apache-version', version, '--openssl', '3.x'])).findings, 'directive-context')).toEqual(['25:info', '27:info']);
    });
  });

  describe('<VirtualHost _default_> first (item 17)', () => {
    const body = vhost('_default_:${port}', 'a.test', '    SSLProtocol -all +TLSv1.2\n    SSLCipherSuite DEFAULT:@SECLEVEL=0') + vhost('*:${port}', 'b.test', '    SSLCipherSuite DEFAULT:@SECLEVEL=0');
    let httpd: LiveHttpd;
    beforeAll(async () => {
      httpd = await startHttpd(body, SSL);
    }, 30_000);
    afterAll(() => httpd?.stop());

    test('b.test (no SSLProtocol) refuses TLS 1.0 as the _default_ vhost does, and ssllint says nothing of TLS 1.0 for it', async () => {
      expect(handshake(httpd.port, '-tls1', ['-servername', 'b.test'])).toBeUndefined();
      expect(handshake(httpd.port, '-tls1_2', ['-servername', 'b.test'])).toBe('TLSv1.2');
      const findings = (await lintJson([httpd.file, '--apache-version', version, '--openssl', '3.x'])).findings;
      expect(lines(findings, 'protocol-tls10-tls11')).toEqual([]);
    }, 60_000);
  });

  describe('the look-alike: *:port first with no SSLProtocol, the _default_ vhost second', () => {
    const body = vhost('*:${port}', 'b.test', '    SSLCipherSuite DEFAULT:@SECLEVEL=0') + vhost('_default_:${port}', 'a.test', '    SSLProtocol -all +TLSv1.2\n    SSLCipherSuite DEFAULT:@SECLEVEL=0');
    let httpd: LiveHttpd;
    beforeAll(async () => {
      httpd = await startHttpd(body, SSL);
    }, 30_000);
    afterAll(() => httpd?.stop());

    test('b.test is the base vhost and speaks TLS 1.0; ssllint says so at it', async () => {
      expect(handshake(httpd.port, '-tls1', ['-servername', 'b.test'])).toBe('TLSv1');
      const findings = (await lintJson([httpd.file, '--apache-version', version, '--openssl', '3.x'])).findings;
      expect(lines(findings, 'protocol-tls10-tls11')).toEqual(['11:warning']);
    }, 60_000);
  });
});
