// #36 item 12: where the certificate cannot be read, cipher-order judges the order per
// certificate type the server can plausibly hold (RSA, ECDSA), never a pair no single
// certificate serves, and says which type and which OpenSSL generations order each pair so.
// The oracle: a live nginx with an RSA and then an ECDSA certificate, and `openssl s_client`
// offering every suite of the string.
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import type { Finding } from '../src/findings.js';
import { lint } from '../src/lint.js';
import type { Generation } from '../src/rule.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-order-').dir;
afterAll(() => removeTmp(work));
let n = 0;

function conf(ciphers: string, cert: string, port = 443): { dir: string; file: string } {
  const dir = `${work}/s${n++}`;
  const body = `server {\n    listen 127.0.0.1:${port} ssl;\n    ssl_protocols TLSv1.2;\n    ssl_ciphers ${ciphers};\n    ssl_prefer_server_ciphers on;\n    ssl_certificate ${cert}/fullchain.pem;\n    ssl_certificate_key ${cert}/privkey.pem;\n    location / { return 200 "ok"; }\n}\n`;
  return { dir, file: put(dir, 'nginx.conf', wholeConfig(dir, body)) };
}

/** cipher-order on a server whose certificate cannot be read. */
function order(ciphers: string, generations?: Generation[]): Finding[] {
  return lint(fixedLintOptions([conf(ciphers, `${work}/unreadable`).file], generations ? { generations } : {}), RULES).findings.filter((f) => f.ruleId === 'cipher-order');
}

/** The suite nginx picks with `cert` for a client offering the whole string. */
async function picked(ciphers: string, cert: 'rsa2048' | 'ecdsa-p256'): Promise<string | undefined> {
  const port = await freePort();
  const s = conf(ciphers, `${CERTS}/${cert}`, port);
  return withNginx(s.dir, s.file, port, () => handshake(port, ['-tls1_2', '-cipher', ciphers]).cipher);
}

describe.skipIf(!hasNginx || !hasOpenssl)('pairs no single certificate serves (live nginx)', () => {
  it('DHE-DSS before ECDHE-ECDSA: an ECDSA certificate serves only the latter, an RSA one neither; no cipher-order', async () => {
    const ciphers = 'DHE-DSS-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256';
    expect(await picked(ciphers, 'ecdsa-p256')).toBe('ECDHE-ECDSA-AES128-GCM-SHA256');
    expect(order(ciphers)).toEqual([]);
  }, 40_000);

  it('an RSA-only suite before an ECDSA-only one: each certificate serves one of them; no cipher-order', async () => {
    const ciphers = 'AES128-SHA:ECDHE-ECDSA-AES128-GCM-SHA256';
    expect(await picked(ciphers, 'rsa2048')).toBe('AES128-SHA');
    expect(await picked(ciphers, 'ecdsa-p256')).toBe('ECDHE-ECDSA-AES128-GCM-SHA256');
    expect(order(ciphers)).toEqual([]);
  }, 60_000);

  it('an inversion for each type: both certificates get the weaker suite, and the finding names each pair with its type', async () => {
    const ciphers = 'ECDHE-ECDSA-AES128-SHA:AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256';
    expect(await picked(ciphers, 'rsa2048')).toBe('AES128-SHA');
    expect(await picked(ciphers, 'ecdsa-p256')).toBe('ECDHE-ECDSA-AES128-SHA');
    const [f] = order(ciphers, ['3.x']);
    expect(f.message).toBe(
      'with server preference on, for an RSA certificate, AES128-SHA is ordered before ECDHE-RSA-AES128-GCM-SHA256 (CBC, no forward secrecy before AEAD, forward secrecy) on OpenSSL 3.x; for an ECDSA certificate, ECDHE-ECDSA-AES128-SHA is ordered before ECDHE-ECDSA-AES128-GCM-SHA256 (CBC, forward secrecy before AEAD, forward secrecy) on OpenSSL 3.x: clients offering both get the worse one',
    );
  }, 60_000);
});

describe('each pair with the generations that order it so', () => {
  it('a pair only OpenSSL 1.1.1 and 3.x can form (1.0.2 has no ChaCha20) is not said of 1.0.2', () => {
    const [f] = order('ECDHE-RSA-AES128-SHA:ECDHE-RSA-CHACHA20-POLY1305');
    expect(f.message).toBe(
      'with server preference on, for an RSA certificate, ECDHE-RSA-AES128-SHA is ordered before ECDHE-RSA-CHACHA20-POLY1305 (CBC, forward secrecy before AEAD, forward secrecy) on OpenSSL 1.1.1 and OpenSSL 3.x: clients offering both get the worse one',
    );
    expect(f.generations).toEqual(['1.1.1', '3.x']);
  });

  it('a certificate that is read decides alone: an RSA certificate is judged without a type in the message', () => {
    const s = conf('AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256', `${CERTS}/rsa2048`);
    const [f] = lint(fixedLintOptions([s.file], { generations: ['3.x'] }), RULES).findings.filter((x) => x.ruleId === 'cipher-order');
    expect(f.message).toBe('with server preference on, AES128-SHA is ordered before ECDHE-RSA-AES128-GCM-SHA256 (CBC, no forward secrecy before AEAD, forward secrecy) on OpenSSL 3.x: clients offering both get the worse one');
  });
});
