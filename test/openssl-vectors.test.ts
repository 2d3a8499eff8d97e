// Ground truth from real OpenSSL 1.0.2e, 1.1.1w and 3.0 builds (data/openssl-vectors): every
// case, every generation, the exact code points in order, the exact error kind, the TLS 1.3
// suites. Code points, not names: 1.0.2 has RC4-MD5 (and two EXP- suites) twice.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expand } from '../src/openssl/expand.js';
import { allSuites } from '../src/openssl/suites.js';
import type { Generation } from '../src/openssl/types.js';
import { makeTmp } from './helpers/tmp.js';

interface VectorResult {
  seclevel?: number;
  ciphers?: string[];
  hex?: string[];
  tls13?: string[];
  error?: string;
}
interface VectorCase {
  string: string;
  category: string;
  results: Record<string, VectorResult>;
}
interface TableRow {
  name: string;
  hex: string;
  keywords: string[];
  protocol: string;
}

const vectorsDir = new URL('../data/openssl-vectors/', import.meta.url);
const cases: VectorCase[] = JSON.parse(readFileSync(new URL('openssl-ciphers.json', vectorsDir), 'utf8')).cases;
const tables: Record<string, TableRow[]> = JSON.parse(readFileSync(new URL('openssl-cipher-table.json', vectorsDir), 'utf8')).tables;

const GENS: Array<[string, Generation]> = [
  ['1.0.2', '1.0.2'],
  ['1.1.1', '1.1.1'],
  ['3.0', '3.x'],
];

describe('expand() reproduces the OpenSSL builds', () => {
  it('has the whole vector file to check against', () => {
    expect(cases.length).toBe(173);
  });

  for (const [vectorGen, gen] of GENS) {
    describe(`OpenSSL ${gen}`, () => {
      const withResult = cases.filter((c) => c.results[vectorGen]);
      it.each(withResult.map((c) => [JSON.stringify(c.string), c] as const))('%s', (_label, c) => {
        const want = c.results[vectorGen];
        const got = expand(c.string, gen);
        if (want.error) {
          expect(got.error).toBe(want.error);
          expect(got.ciphers).toEqual([]);
          return;
        }
        expect(got.error).toBeUndefined();
        expect(got.ciphers.map((s) => s.hex)).toEqual(want.hex);
        expect(got.ciphers.map((s) => s.name)).toEqual(want.ciphers);
        if (want.tls13) expect(got.tls13.map((s) => s.name)).toEqual(want.tls13);
        // The vectors start every string at security level 1; only @SECLEVEL=n changes it.
        if (want.seclevel !== undefined) expect(got.seclevel ?? 1).toBe(want.seclevel);
      });
    });
  }
});

describe('suite tables match the builds', () => {
  for (const [vectorGen, gen] of GENS) {
    it(`${gen}: every suite the build printed, with its code point, in its order`, () => {
      const ours = allSuites(gen).filter((s) => tables[vectorGen].some((r) => r.hex === s.hex));
      expect(ours.map((s) => `${s.name} ${s.hex}`)).toEqual(tables[vectorGen].map((r) => `${r.name} ${r.hex}`));
    });
  }

  it('3DES is HIGH in 1.0.2e and MEDIUM in 1.1.1 (why HIGH enabled 3DES on old servers)', () => {
    const tdes = (g: Generation) => allSuites(g).find((s) => s.name === 'DES-CBC3-SHA');
    expect(tdes('1.0.2')?.strengthClass).toBe('HIGH');
    expect(tdes('1.1.1')?.strengthClass).toBe('MEDIUM');
    expect(tdes('3.x')).toBeUndefined();
  });

  it('flags come from the algorithms, not the names', () => {
    const find = (g: Generation, n: string) => allSuites(g).find((s) => s.name === n)!;
    expect(find('1.0.2', 'EXP-EDH-RSA-DES-CBC-SHA')).toMatchObject({ isExport: true, isDes: true, fs: true, isCbc: true });
    expect(find('1.1.1', 'AECDH-RC4-SHA')).toMatchObject({ isRc4: true, isAnon: true, fs: true, isCbc: false });
    expect(find('3.x', 'NULL-SHA256')).toMatchObject({ isNull: true, fs: false, isCbc: false, aead: false });
    expect(find('3.x', 'DHE-RSA-CAMELLIA256-SHA')).toMatchObject({ isSlow: true, isCbc: true, fs: true });
    expect(find('3.x', 'ECDHE-PSK-CHACHA20-POLY1305')).toMatchObject({ aead: true, fs: true, isCbc: false });
    expect(find('1.1.1', 'IDEA-CBC-SHA')).toMatchObject({ isSlow: true, fs: false });
  });
});

describe('generated tables', () => {
  it('are what scripts/gen-cipher-tables.mjs writes from the vectors today', () => {
    const out = makeTmp('ssllint-gen-').dir;
    execFileSync(process.execPath, [new URL('../scripts/gen-cipher-tables.mjs', import.meta.url).pathname, out]);
    for (const f of ['suites-1.0.2.ts', 'suites-1.1.1.ts', 'suites-3.x.ts']) {
      expect(readFileSync(join(out, f), 'utf8')).toBe(readFileSync(new URL(`../src/openssl/data/${f}`, import.meta.url), 'utf8'));
    }
  });
});
