// The real httpd as the oracle for mod_ssl's `!aNULL:!eNULL:!EXP` guard (appended from 2.4.17,
// src/apache/defaults.ts): a cipher string that starts with DEFAULT must let httpd start,
// ssllint must not call it invalid, and the suites a client can negotiate must be exactly
// the ones ssllint's expansion of the string says the server offers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expand } from '../src/openssl/index.js';
import { apache2Binary, apache2Missing, httpdPreamble } from './apache-httpd.js';
import { lintJson } from './helpers/cli.js';
import { modelOf } from './model-helpers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { freePort } from './helpers/ports.js';

const CERTS = resolve(__dirname, '../fixtures/certs/rsa2048');
const opensslMissing = spawnSync('openssl', ['version']).status === 0 ? undefined : 'openssl is not installed';
const skip = apache2Missing ?? opensslMissing;


function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/** The httpd version the installed binary reports (`Apache/2.4.65`), what ssllint is told. */
function installedVersion(): string {
  const out = spawnSync(apache2Binary!, ['-v'], { encoding: 'utf8' }).stdout;
  return /Apache\/(\d+\.\d+\.\d+)/.exec(out)![1];
}

/** The suite a TLS 1.2 client offering `ciphers` (in that order) agrees on, or undefined when the handshake fails. */
function negotiated(port: number, ciphers: string[]): string | undefined {
  // SECLEVEL=0 lets the client offer anonymous and null suites: the server must refuse them itself.
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_2', '-cipher', `${ciphers.join(':')}:@SECLEVEL=0`, '-servername', 'localhost'], {
    input: '',
    encoding: 'utf8',
    timeout: 10_000,
  });
  const m = /Cipher is (\S+)/.exec(run.stdout);
  return m && m[1] !== '(NONE)' ? m[1] : undefined;
}

/** TLS <= 1.2 suites this machine's OpenSSL knows that an RSA-certificate server could agree on (no PSK/SRP/DSS/ECDSA). */
function candidateSuites(): string[] {
  const out = spawnSync('openssl', ['ciphers', '-v', 'ALL:COMPLEMENTOFALL:@SECLEVEL=0'], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length > 4 && f[1] !== 'TLSv1.3' && /^Kx=(ECDH|DH|RSA)$/.test(f[2]) && /^Au=(RSA|None)$/.test(f[3]))
    .map((f) => f[0]);
}

describe.skipIf(skip !== undefined)(`SSLCipherSuite starting with DEFAULT against a running httpd${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let root: string;
  let port: number;
  let file: string;
  let httpd: ChildProcess | undefined;
  let version: string;

  beforeAll(async () => {
    root = makeTmp('ssllint-guard-').dir;
    copyFileSync(join(CERTS, 'cert.pem'), join(root, 'cert.pem'));
    copyFileSync(join(CERTS, 'privkey.pem'), join(root, 'privkey.pem'));
    port = await freePort();
    version = installedVersion();
    file = join(root, 'httpd.conf');
    writeFileSync(
      file,
      `${httpdPreamble(root, port, [['ssl_module', 'mod_ssl.so']])}Define C "DEFAULT:+EXP:+LOW"
<VirtualHost 127.0.0.1:${port}>
    ServerName localhost
    SSLEngine on
    SSLProtocol TLSv1.2
    SSLHonorCipherOrder on
    SSLCertificateFile ${root}/cert.pem
    SSLCertificateKeyFile ${root}/privkey.pem
    SSLCipherSuite \${C}
</VirtualHost>
`,
    );
    httpd = spawn(apache2Binary!, ['-d', root, '-f', file, '-X'], { stdio: 'ignore' });
    const until = Date.now() + 20_000;
    while (!(await listening(port))) {
      if (httpd.exitCode !== null || Date.now() > until) {
        let log = '';
        try {
          log = readFileSync(join(root, 'error.log'), 'utf8');
        } catch {
          /* no log written */
        }
        throw new Error(`httpd ${version} did not start with SSLCipherSuite DEFAULT:+EXP:+LOW:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(() => {
    httpd?.kill('SIGKILL');
    removeTmp(root);
  });

  test('httpd starts with it, and ssllint does not call the string invalid', async () => {
    const { findings } = await lintJson([file, '--apache-version', version, '--openssl', '3.x']);
    expect(findings.filter((f) => f.ruleId === 'cipher-string-invalid')).toEqual([]);
  });

  test('a client can agree on exactly the suites ssllint expands the string to, and the server picks the first of them', () => {
    const tls = modelOf(file, { apacheVersion: version }).servers.find((s) => s.kind === 'virtual')!.tls!;
    expect(tls.effectiveCiphers).toBe('DEFAULT:+EXP:+LOW:!aNULL:!eNULL:!EXP');
    const served = new Set(expand(tls.effectiveCiphers, '3.x').ciphers.map((s) => s.name));
    const candidates = candidateSuites();
    const inside = candidates.filter((c) => served.has(c));
    const outside = candidates.filter((c) => !served.has(c));
    // The anonymous suites are the ones mod_ssl's guard takes away from DEFAULT:+EXP:+LOW.
    expect(outside).toContain('ADH-AES128-GCM-SHA256');
    expect(inside).toContain('ECDHE-RSA-AES128-GCM-SHA256');
    const agreed = Object.fromEntries(candidates.map((c) => [c, negotiated(port, [c]) === c]));
    expect(agreed).toEqual(Object.fromEntries(candidates.map((c) => [c, served.has(c)])));
    // SSLHonorCipherOrder on: offered in reverse, the server still takes its own first.
    expect(negotiated(port, [...inside].reverse())).toBe(inside[0]);
  }, 60_000);
});
