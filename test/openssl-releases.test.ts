// OpenSSL 4.x as the engine models it, held to what the real 4.0.3 build answers
// (data/openssl-vectors/openssl-ciphers-releases.json, made by scripts/gen-openssl-release-vectors.mjs
// from scripts/build-openssl.sh's builds): every vector string, the exact suites in order, the TLS 1.3
// suites and the error kind; and the groups each build offers, against src/openssl/groups.ts. When
// the builds are here, the committed vectors are checked against them again.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expand } from '../src/openssl/expand.js';
import { groupKnown, groupSince } from '../src/openssl/groups.js';
import { DEPRECATED_EC } from '../src/openssl/releases.js';
import { buildsMissing, opensslBuild, type Release } from './helpers/openssl-builds.js';
import { skipNote } from './helpers/peers.js';
import { makeTmp } from './helpers/tmp.js';

interface Result {
  ciphers?: string[];
  tls13?: string[];
  error?: string;
}
const vectors = JSON.parse(readFileSync(new URL('../data/openssl-vectors/openssl-ciphers-releases.json', import.meta.url), 'utf8')) as {
  generated_with: { versions: Record<Release, string> };
  groups: Record<Release, { 'TLSv1.3': string[]; 'TLSv1.2': string[] }>;
  cases: { string: string; results: Record<Release, Result> }[];
};

function ours(string: string): Result {
  const r = expand(string, '4.x');
  return r.error ? { error: r.error } : { ciphers: r.ciphers.map((s) => s.name), tls13: r.tls13.map((s) => s.name) };
}

describe('OpenSSL 4.x: the engine against the 4.0.3 build', () => {
  it('was made with 4.0.3', () => {
    expect(vectors.generated_with.versions['4.0.3']).toMatch(/^OpenSSL 4\.0\.3 /);
    expect(vectors.cases.length).toBe(173);
  });

  it.each(vectors.cases.map((c) => [c.string, c] as const))('%j', (_s, c) => {
    expect(ours(c.string)).toEqual(c.results['4.0.3']);
  });

  it('4.0 differs from 3.0 where the vectors say: SSLv3 and FIPS are no aliases, names match in any case and by IANA name, CCM8 is MEDIUM', () => {
    expect(expand('SSLv3', '4.x').error).toBe('no cipher match');
    expect(expand('SSLv3', '3.x').ciphers.length).toBeGreaterThan(0);
    expect(expand('FIPS', '4.x').error).toBe('no cipher match');
    expect(expand('high', '4.x').ciphers.map((s) => s.name)).toEqual(expand('HIGH', '4.x').ciphers.map((s) => s.name));
    expect(expand('high', '3.x').error).toBe('no cipher match');
    expect(expand('TLS_RSA_WITH_AES_128_CBC_SHA', '4.x').ciphers.map((s) => s.name)).toEqual(['AES128-SHA']);
    expect(expand('HIGH', '4.x').ciphers.some((s) => s.name.endsWith('CCM8'))).toBe(false);
    expect(expand('HIGH', '3.x').ciphers.some((s) => s.name.endsWith('CCM8'))).toBe(true);
  });
});

describe('groups each build offers (openssl list -tls-groups)', () => {
  it('4.0.3 offers none of the groups RFC 8422 deprecated, 3.5.5 and 3.6.3 do for TLS 1.2', () => {
    for (const g of vectors.groups['4.0.3']['TLSv1.2']) expect(DEPRECATED_EC.has(g.toLowerCase()), g).toBe(false);
    expect(vectors.groups['3.5.5']['TLSv1.2']).toContain('secp256k1');
    expect(vectors.groups['3.6.3']['TLSv1.2']).toContain('secp256k1');
  });

  it('src/openssl/groups.ts knows every group a build offers, from the release that offers it', () => {
    for (const release of ['3.5.5', '3.6.3', '4.0.3'] as const) {
      const all = new Set([...vectors.groups[release]['TLSv1.3'], ...vectors.groups[release]['TLSv1.2']]);
      for (const g of all) {
        const generation = release.startsWith('4') ? '4.x' : '3.x';
        expect(groupKnown(g, generation).known, `${g} on ${release}`).not.toBe(false);
        expect(groupSince(g) !== undefined && groupSince(g)! <= release, `${g} since ${groupSince(g)}`).toBe(true);
      }
    }
    for (const g of DEPRECATED_EC) expect(groupKnown(g, '4.x').known, g).toBe(false);
    expect(vectors.groups['4.0.3']['TLSv1.3']).toEqual(expect.arrayContaining(['X25519MLKEM768', 'SecP256r1MLKEM768', 'curveSM2MLKEM768', 'curveSM2']));
    expect(vectors.groups['3.5.5']['TLSv1.3']).not.toContain('curveSM2');
  });
});

const missing = buildsMissing('3.5.5', '3.6.3', '4.0.3');

describe.skipIf(!!missing)(`the committed vectors are what the builds answer${skipNote(missing)}`, () => {
  it('every 10th string, on each build', () => {
    const tmp = makeTmp('ssllint-vectors-');
    const conf = `${tmp.dir}/empty.cnf`;
    spawnSync('sh', ['-c', `: > '${conf}'`]);
    try {
      for (const release of ['3.5.5', '3.6.3', '4.0.3'] as const) {
        const bin = opensslBuild(release)!;
        for (const c of vectors.cases.filter((_, i) => i % 10 === 0)) {
          const r = spawnSync(bin, ['ciphers', '-V', c.string], { encoding: 'utf8', env: { ...process.env, OPENSSL_CONF: conf } });
          const want = c.results[release];
          if (want.error) expect(r.status, c.string).not.toBe(0);
          else {
            const names = r.stdout.split('\n').filter(Boolean).map((l) => /- (\S+)\s+(\S+)/.exec(l)!);
            expect(names.filter((m) => m[2] !== 'TLSv1.3').map((m) => m[1]), `${release} ${c.string}`).toEqual(want.ciphers);
          }
        }
      }
    } finally {
      tmp.remove();
    }
  });
});
