// The grader on inputs a config cannot produce with the fixture keys (an SSL 3 server without
// CBC suites, keys and DH groups under 1024 bits, a chain no client can complete), and the
// guide's scoring tables at their boundaries.
import { describe, expect, it } from 'vitest';
import { cipherScore, grade, keyExchangeScore, letterFor, type GradeInput } from '../src/audit/grade.js';
import { expand } from '../src/openssl/index.js';

const suites = (s: string) => expand(s, '1.0.2').ciphers;

function input(over: Partial<GradeInput>): GradeInput {
  return {
    protocols: ['TLSv1.2'],
    suites: suites('ECDHE-RSA-AES256-GCM-SHA384'),
    tls13: [],
    preferServer: true,
    certKeyBits: [2048],
    ecdheBits: 3072,
    trust: { expired: false, nameMismatch: [], chainBroken: false, chainNeedsDownload: false, selfSigned: false },
    hstsMaxAge: 63072000,
    compression: false,
    insecureRenegotiation: false,
    notChecked: [],
    ...over,
  };
}

const ids = (r: ReturnType<typeof grade>) => r.caps.map((c) => c.id);

describe('SSL Labs scoring tables', () => {
  it('maps key sizes, cipher bits and scores at each boundary', () => {
    expect([511, 512, 1023, 1024, 2047, 2048, 4095, 4096].map(keyExchangeScore)).toEqual([20, 40, 40, 80, 80, 90, 90, 100]);
    expect([0, 40, 127, 128, 255, 256].map(cipherScore)).toEqual([0, 20, 20, 80, 80, 100]);
    expect([80, 79.9, 65, 64, 50, 49, 35, 34, 20, 19].map(letterFor)).toEqual(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'E', 'E', 'F']);
  });

  it('weights protocol 30%, key exchange 30%, cipher 40%', () => {
    // TLS 1.2 only: 100; RSA-2048 and X25519: 90; AES-256 only: 100 → 30 + 27 + 40.
    const r = grade(input({}));
    expect([r.protocolScore, r.keyExchangeScore, r.cipherScore, r.score]).toEqual([100, 90, 100, 97]);
    expect(r.grade).toBe('A+');
    // AES-128 beside AES-256: (100 + 80) / 2 = 90 for ciphers.
    expect(grade(input({ suites: suites('ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256') })).cipherScore).toBe(90);
  });

  it('gives A+ only with HSTS of six months or more', () => {
    expect(grade(input({ hstsMaxAge: 15768000 })).grade).toBe('A+');
    expect(grade(input({ hstsMaxAge: 15767999 })).grade).toBe('A');
    expect(grade(input({ hstsMaxAge: undefined })).grade).toBe('A');
  });
});

describe('caps no fixture can reach', () => {
  it('SSL 3 without a CBC suite over it: B', () => {
    const r = grade(input({ protocols: ['SSLv3', 'TLSv1.2'], suites: suites('ECDHE-RSA-AES256-GCM-SHA384') }));
    expect(ids(r)).toEqual(['sslv3']);
    expect(r.grade).toBe('B');
  });

  it('a certificate key under 1024 bits: F', () => {
    const r = grade(input({ certKeyBits: [768] }));
    expect(ids(r)).toEqual(['key-under-1024']);
    expect(r.grade).toBe('F');
  });

  it('DH parameters under 1024 bits: F', () => {
    const r = grade(input({ suites: suites('DHE-RSA-AES256-GCM-SHA384'), dhBits: 768 }));
    expect(ids(r)).toEqual(['dh-under-1024']);
    expect(r.grade).toBe('F');
  });

  it('a chain no client can complete: T, with the grade it would have otherwise', () => {
    const r = grade(input({ trust: { expired: false, nameMismatch: [], chainBroken: true, chainNeedsDownload: false, selfSigned: false } }));
    expect(r.grade).toBe('T');
    expect(r.ignoringTrust).toBe('A+');
  });

  it('a certificate not read is listed, never T', () => {
    const r = grade(input({ certKeyBits: undefined, notChecked: ['certificate'] }));
    expect(r.grade).toBe('A+');
    expect(r.notChecked).toEqual(['certificate']);
  });
});
