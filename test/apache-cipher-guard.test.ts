// The real httpd as the oracle for mod_ssl's `!aNULL:!eNULL:!EXP` guard (appended from 2.4.17,
// src/apache/defaults.ts): a cipher string that starts with DEFAULT must let httpd start,
// ssllint must not call it invalid, and the suites a client can negotiate must be exactly
// the ones ssllint's expansion of the string says the server offers.
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { expand } from '../src/openssl/index.js';
import { httpdForSuite, installedVersion, liveMissing } from './apache-live.js';
import { lintJson } from './helpers/cli.js';
import { modelOf } from './model-helpers.js';

const skip = liveMissing;

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
  const live = httpdForSuite(`Define C "DEFAULT:+EXP:+LOW"
<VirtualHost 127.0.0.1:\${port}>
    ServerName localhost
    SSLEngine on
    SSLProtocol TLSv1.2
    SSLHonorCipherOrder on
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
    SSLCipherSuite \${C}
</VirtualHost>
`);
  const version = skip ? '' : installedVersion();

  test('httpd starts with it, and ssllint does not call the string invalid', async () => {
    const { findings } = await lintJson([live.file, '--apache-version', version, '--openssl', '3.x']);
    expect(findings.filter((f) => f.ruleId === 'cipher-string-invalid')).toEqual([]);
  });

  test('a client can agree on exactly the suites ssllint expands the string to, and the server picks the first of them', () => {
    const tls = modelOf(live.file, { apacheVersion: version }).servers.find((s) => s.kind === 'virtual')!.tls!;
    expect(tls.effectiveCiphers).toBe('DEFAULT:+EXP:+LOW:!aNULL:!eNULL:!EXP');
    const served = new Set(expand(tls.effectiveCiphers, '3.x').ciphers.map((s) => s.name));
    const candidates = candidateSuites();
    const inside = candidates.filter((c) => served.has(c));
    const outside = candidates.filter((c) => !served.has(c));
    // The anonymous suites are the ones mod_ssl's guard takes away from DEFAULT:+EXP:+LOW.
    expect(outside).toContain('ADH-AES128-GCM-SHA256');
    expect(inside).toContain('ECDHE-RSA-AES128-GCM-SHA256');
    const agreed = Object.fromEntries(candidates.map((c) => [c, negotiated(live.port, [c]) === c]));
    expect(agreed).toEqual(Object.fromEntries(candidates.map((c) => [c, served.has(c)])));
    // SSLHonorCipherOrder on: offered in reverse, the server still takes its own first.
    expect(negotiated(live.port, [...inside].reverse())).toBe(inside[0]);
  }, 60_000);
});
