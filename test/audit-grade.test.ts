// The grader on inputs a config cannot produce with the fixture keys (an SSL 3 server without
// CBC suites, keys and DH groups under 1024 bits, a chain no client can complete), and the
// guide's scoring tables at their boundaries.
import { describe, expect, it } from 'vitest';
import { cipherScore, grade, gradeRank, keyExchangeScore, letterFor, type GradeInput } from '../src/audit/grade.js';
import { expand, expandTls13 } from '../src/openssl/index.js';

const suites = (s: string) => expand(s, '1.0.2').ciphers;
const TLS13_AES256 = expandTls13('TLS_AES_256_GCM_SHA384', '3.x').suites;

function input(over: Partial<GradeInput>): GradeInput {
  return {
    protocols: ['TLSv1.2', 'TLSv1.3'],
    suites: suites('ECDHE-RSA-AES256-GCM-SHA384'),
    tls13: TLS13_AES256,
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
    // TLS 1.2 and 1.3: 100; RSA-2048 and X25519: 90; AES-256 only: 100 → 30 + 27 + 40.
    const r = grade(input({}));
    expect([r.protocolScore, r.keyExchangeScore, r.cipherScore, r.score]).toEqual([100, 90, 100, 97]);
    expect(r.grade).toBe('A+');
    // AES-128 beside AES-256: (100 + 80) / 2 = 90 for ciphers.
    expect(grade(input({ suites: suites('ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256') })).cipherScore).toBe(90);
  });
});

describe("guide 2009r's warnings: A- instead of A, never A+", () => {
  it('HSTS of six months or more and TLS 1.3: A+; one day less, none, or max-age=0: A-, with the warning named', () => {
    expect(grade(input({ hstsMaxAge: 15768000 })).grade).toBe('A+');
    const short = grade(input({ hstsMaxAge: 15767999 }));
    expect([short.grade, ids(short)]).toEqual(['A-', ['hsts-short']]);
    const none = grade(input({ hstsMaxAge: undefined }));
    expect([none.grade, ids(none)]).toEqual(['A-', ['hsts-missing']]);
    const off = grade(input({ hstsMaxAge: 0 }));
    expect([off.grade, ids(off)]).toEqual(['A-', ['hsts-disabled']]);
  });

  it('no TLS 1.3: A-, with the same score (the guide scores TLS 1.2 and 1.3 alike)', () => {
    const r = grade(input({ protocols: ['TLSv1.2'], tls13: [] }));
    expect([r.grade, r.score, ids(r)]).toEqual(['A-', 97, ['no-tls13']]);
    expect(r.caps[0]).toEqual({ id: 'no-tls13', grade: 'A-', reason: 'TLS 1.3 is not offered (a warning since guide 2009r)' });
  });

  it('two warnings are still A-; a warning beside a B cap changes nothing', () => {
    expect(grade(input({ protocols: ['TLSv1.2'], tls13: [], hstsMaxAge: undefined })).grade).toBe('A-');
    const b = grade(input({ protocols: ['TLSv1', 'TLSv1.2'], tls13: [] }));
    expect([b.grade, ids(b)]).toEqual(['B', ['tls10-tls11', 'no-tls13']]);
  });

  it('no fallback-SCSV cap: a TLS 1.3-only server with HSTS is A+ (2009r dropped TLS_FALLBACK_SCSV from grading)', () => {
    expect(grade(input({ protocols: ['TLSv1.3'], suites: [] })).grade).toBe('A+');
  });
});

describe('a server that does not start', () => {
  it('gets no letter but "will not start", each reason a cap; the letter it would have stays in ignoringTrust', () => {
    const r = grade(input({ wontStart: ['nginx: unknown directive "http2" (nginx.conf:3:5)'] }));
    expect([r.grade, r.ignoringTrust]).toEqual(['will not start', 'A+']);
    expect(r.caps).toEqual([{ id: 'will-not-start', grade: 'will not start', reason: 'nginx: unknown directive "http2" (nginx.conf:3:5)' }]);
  });

  it('ranks below T, so that every --fail-grade floor fails it', () => {
    expect(gradeRank('will not start')).toBeGreaterThan(gradeRank('T'));
    const trust = { expired: true, nameMismatch: [], chainBroken: false, chainNeedsDownload: false, selfSigned: false };
    expect(grade(input({ trust, wontStart: ['x'] })).grade).toBe('will not start');
    expect(grade(input({ protocols: [], suites: [], tls13: [], wontStart: ['x'] })).grade).toBe('will not start');
  });
});

describe('caps no fixture can reach', () => {
  it('SSL 3 without a CBC suite over it: B', () => {
    const r = grade(input({ protocols: ['SSLv3', 'TLSv1.2', 'TLSv1.3'], suites: suites('ECDHE-RSA-AES256-GCM-SHA384') }));
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
