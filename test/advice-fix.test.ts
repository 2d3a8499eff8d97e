import { describe, expect, it } from 'vitest';
import { advise } from '../src/advice/advise.js';
import { BUILTIN_COSTS, cost3desMultiple, costsFromMeasurement, formatMultiple } from '../src/advice/costs.js';
import { computeAdvisedFix } from '../src/advice/advised-fix.js';
import { DEFAULT_SERVER_VERSION } from '../src/advice/decide.js';
import { advisedFix } from '../src/advice/fix.js';
import type { Measurement } from '../src/advice/measure.js';
import { expand } from '../src/openssl/index.js';

describe('advisedFix', () => {
  it('answers the default options with the fix worked out ahead (baked into the bundle), exactly as computing it gives', () => {
    for (const server of ['nginx', 'apache'] as const) {
      const serverVersion = DEFAULT_SERVER_VERSION[server];
      const computed = computeAdvisedFix(server, { hardware: ['x86-aesni'], serverVersion });
      for (const options of [undefined, {}, { hardware: 'x86-aesni' as const }, { hardware: ['x86-aesni' as const] }, { serverVersion }, { hardware: ['x86-aesni' as const], serverVersion }]) {
        const f = advisedFix(server, options);
        // Same keys in the same order, and the same values.
        expect(Object.entries(f)).toEqual(Object.entries(computed));
      }
      // Every call gets an order of its own, as a computed fix has.
      expect(advisedFix(server).order).not.toBe(advisedFix(server).order);
      // Other options are computed: another version, hardware or profile gives another fix.
      expect(advisedFix(server, { hardware: ['x86-aesni', 'arm-no-crypto'] }).description).not.toBe(computed.description);
      expect(advisedFix(server, { profile: 'old' }).order).not.toEqual(computed.order);
    }
  });

  it('gives the nginx directives of the advised block', () => {
    const f = advisedFix('nginx', { hardware: 'arm-no-crypto' });
    expect(f.cipherDirective).toBe(
      'ssl_ciphers ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384;',
    );
    expect(f.preferDirective).toBe('ssl_prefer_server_ciphers on;');
    expect(f.tls13Directive).toBe('ssl_conf_command Ciphersuites TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384;');
    expect(f.prioritizeChaChaDirective).toBeUndefined();
    expect(f.replacement.split('\n')).toEqual([f.protocolsDirective, f.cipherDirective, f.tls13Directive, f.preferDirective]);
    // The same lines as the full advice renders.
    const a = advise({ profile: 'intermediate', hardware: 'arm-no-crypto', server: 'nginx' });
    if (!a.ok) throw new Error(a.error);
    for (const line of f.replacement.split('\n')) expect(a.advice.lines.map((l) => l.directive)).toContain(line);
  });

  it('gives the Apache spelling, with PrioritizeChaCha on AES hardware', () => {
    const f = advisedFix('apache', { hardware: 'x86-aesni' });
    expect(f.cipherDirective).toBe(
      'SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305',
    );
    expect(f.preferDirective).toBe('SSLHonorCipherOrder on');
    expect(f.prioritizeChaChaDirective).toBe('SSLOpenSSLConfCmd Options PrioritizeChaCha');
    expect(f.protocolsDirective).toBe('SSLProtocol -all +TLSv1.2 +TLSv1.3');
    expect(f.description).toBe(
      'Mozilla 6.0 intermediate ordered for x86-aesni: cheapest first on x86-aesni: AES-128-GCM 1x, AES-256-GCM 1.4x, ChaCha20-Poly1305 1.6x per byte',
    );
  });

  it('its cipher directive expands, in the engine, to exactly its order', () => {
    for (const hardware of ['x86-aesni', 'x86-no-aesni', 'arm64-crypto', 'arm-no-crypto'] as const) {
      for (const openssl of ['1.0.2', '1.1.1', '3.x'] as const) {
        const f = advisedFix('nginx', { hardware, openssl, profile: 'old' });
        const s = /^ssl_ciphers (.+);$/.exec(f.cipherDirective)![1];
        expect(expand(s, openssl).ciphers.map((x) => x.name)).toEqual(f.order);
      }
    }
  });

  it('never fails: a profile the server cannot serve falls back to one it can', () => {
    const f = advisedFix('nginx', { profile: 'modern', openssl: '1.0.2' });
    expect(f.profile).toBe('intermediate');
    expect(f.protocolsDirective).toBe('ssl_protocols TLSv1.2;');
    const g = advisedFix('apache', { serverVersion: 'not a version', openssl: 'wolfssl' });
    expect(g.profile).toBe('intermediate');
    expect(g.cipherDirective.startsWith('SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:')).toBe(true);
  });

  it('with server preference impossible to use well, says off', () => {
    // nginx 1.18 cannot order TLS 1.3 and OpenSSL's default would put AES-256-GCM first.
    expect(advisedFix('nginx', { profile: 'modern', serverVersion: '1.18.0', openssl: '1.1.1' }).preferDirective).toBe('ssl_prefer_server_ciphers off;');
  });
});

describe('cost3desMultiple', () => {
  it('quotes the built-in table per hardware', () => {
    expect(cost3desMultiple('x86-aesni')).toBe(150);
    expect(cost3desMultiple('x86-no-aesni')).toBe(38);
    expect(cost3desMultiple('arm64-crypto')).toBe(120);
    expect(cost3desMultiple('arm-no-crypto')).toBe(15);
  });

  it('takes the worst host of several: the attacker picks the host', () => {
    expect(cost3desMultiple(['arm-no-crypto', 'x86-aesni'])).toBe(150);
  });

  it('uses a measurement when given one', () => {
    const m: Measurement = {
      bulk: { 'aes-128-gcm': 2e9, 'chacha20-poly1305': 1.6e9, 'des-ede3-cbc-hmac-sha1': 2e7 },
      sign: {},
      skipped: [],
      elapsedMs: 1,
      opensslVersion: '3.0.19',
      nodeVersion: '20',
      arch: 'x64',
    };
    expect(cost3desMultiple('x86-aesni', m)).toBeCloseTo(100, 6);
  });
});

describe('costsFromMeasurement', () => {
  const m: Measurement = {
    bulk: { 'aes-128-gcm': 2e9, 'aes-256-gcm': 1.5e9, 'chacha20-poly1305': 1e9, 'aes-128-cbc-hmac-sha1': 4e8 },
    sign: { 'ecdsa-p256': 20000, 'rsa-2048': 2000 },
    skipped: [{ algorithm: 'des-ede3-cbc-hmac-sha1', reason: 'x' }],
    elapsedMs: 1,
    opensslVersion: '3.0.19',
    nodeVersion: '20',
    arch: 'x64',
  };
  const t = costsFromMeasurement(m, BUILTIN_COSTS['x86-aesni']);

  it('turns rates into costs relative to the cheapest AEAD and to ECDSA P-256', () => {
    expect(t.bulk['AES128-GCM']).toBe(1);
    expect(t.bulk['AES256-GCM']).toBeCloseTo(4 / 3, 9);
    expect(t.bulk['CHACHA20-POLY1305']).toBe(2);
    expect(t.bulk['AES128-CBC-SHA']).toBe(5);
    expect(t.sign['RSA-2048']).toBe(10);
  });

  it('fills what was not measured from the table, scaled by a measured neighbour, and names it', () => {
    // AES-256-CBC: measured AES-128-CBC x the table's 5.5/4.5; 3DES: AES-128-GCM x 150.
    expect(t.bulk['AES256-CBC-SHA']).toBeCloseTo((5 * 5.5) / 4.5, 9);
    expect(t.bulk['3DES-CBC-SHA']).toBe(150);
    // RSA-4096 from the measured RSA-2048 by the table's 80/12.
    expect(t.sign['RSA-4096']).toBeCloseTo((10 * 80) / 12, 9);
    expect(t.sign['Ed25519']).toBe(1.4);
    expect(t.estimated).toEqual(['AES256-CBC-SHA', '3DES-CBC-SHA', 'Ed25519', 'ECDSA-P384', 'RSA-3072', 'RSA-4096']);
  });
});

describe('formatMultiple', () => {
  it('rounds for prose', () => {
    expect([0.5, 1, 1.44, 1.6, 9.96, 12.4, 38, 149, 186].map(formatMultiple)).toEqual(['0.5', '1', '1.4', '1.6', '10', '12', '38', '150', '190']);
  });
});
