// The engine's own contracts beyond the vectors: what it reports as ignored, TLS 1.3 list
// validation per generation, the memo, and that no input makes it throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expand, parseGeneration, whyIgnored } from '../src/openssl/index.js';
import { expandTls13 } from '../src/openssl/tls13.js';
import { GENERATIONS } from '../src/openssl/types.js';

describe('ignored words', () => {
  it('lists each word OpenSSL could not find, as written, once', () => {
    const r = expand('FOO+AES:TLS_AES_128_GCM_SHA256:high:AES+BAR:FOO:TLS_RSA_WITH_AES_128_CBC_SHA', '3.x');
    expect(r.ignored).toEqual(['FOO', 'TLS_AES_128_GCM_SHA256', 'high', 'BAR', 'TLS_RSA_WITH_AES_128_CBC_SHA']);
    // Known words that select nothing are not "ignored": 3DES exists as a keyword in Debian's 3.0.
    expect(expand('3DES:HIGH', '3.x').ignored).toEqual([]);
    // ...while RC4's cipher is missing from the default provider, so OpenSSL does not know the word.
    expect(expand('RC4:HIGH', '3.x').ignored).toEqual(['RC4']);
  });

  it('ignores what follows DEFAULT only when written after it', () => {
    expect(expand('DEFAULT:FOO', '1.1.1').ignored).toEqual(['FOO']);
  });

  it('explains why', () => {
    expect(whyIgnored('TLS_RSA_WITH_AES_128_CBC_SHA', '3.x')).toEqual({ word: 'TLS_RSA_WITH_AES_128_CBC_SHA', reason: 'iana-name', suggestion: 'AES128-SHA' });
    expect(whyIgnored('TLS_AES_128_GCM_SHA256', '1.1.1').reason).toBe('tls13-suite');
    expect(whyIgnored('aes256', '1.0.2')).toEqual({ word: 'aes256', reason: 'wrong-case', suggestion: 'AES256' });
    expect(whyIgnored('CBC', '1.1.1')).toEqual({ word: 'CBC', reason: 'other-generation', knownIn: ['3.x'] });
    expect(whyIgnored('EXP', '3.x')).toEqual({ word: 'EXP', reason: 'other-generation', knownIn: ['1.0.2'] });
    expect(whyIgnored('BANANA', '3.x')).toEqual({ word: 'BANANA', reason: 'unknown' });
  });
});

describe('@SECLEVEL', () => {
  it('is recorded on 1.1.1 and 3.x and is an error on 1.0.2', () => {
    expect(expand('HIGH:@SECLEVEL=0', '3.x').seclevel).toBe(0);
    expect(expand('@SECLEVEL=4:HIGH', '1.1.1').seclevel).toBe(4);
    expect(expand('HIGH', '3.x').seclevel).toBeUndefined();
    expect(expand('HIGH:@SECLEVEL=0', '1.0.2').error).toBe('invalid command');
  });
});

describe('expandTls13', () => {
  const names = (r: ReturnType<typeof expandTls13>) => r.suites.map((s) => s.name);

  it('keeps order and duplicates, trims white space around names', () => {
    const r = expandTls13(' TLS_CHACHA20_POLY1305_SHA256 :TLS_AES_128_GCM_SHA256:TLS_AES_128_GCM_SHA256', '3.x');
    expect(names(r)).toEqual(['TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_GCM_SHA256', 'TLS_AES_128_GCM_SHA256']);
    expect(r.error).toBeUndefined();
  });

  it('1.1.1 rejects the list for one unknown or empty name; 3.x skips them', () => {
    for (const list of ['TLS_AES_128_GCM_SHA256:NOPE', 'TLS_AES_128_GCM_SHA256::TLS_AES_256_GCM_SHA384', 'TLS_AES_128_GCM_SHA256,TLS_AES_256_GCM_SHA384']) {
      expect(expandTls13(list, '1.1.1').error).toBe('no cipher match');
    }
    expect(names(expandTls13('TLS_AES_128_GCM_SHA256:NOPE', '3.x'))).toEqual(['TLS_AES_128_GCM_SHA256']);
    expect(expandTls13('NOPE', '3.x').error).toBe('no cipher match');
    expect(expandTls13(':', '3.x').error).toBe('no cipher match');
  });

  it('an empty list is valid and enables no TLS 1.3 suite', () => {
    expect(expandTls13('', '1.1.1')).toEqual({ generation: '1.1.1', suites: [], ignored: [], notTls13: [] });
  });

  it('TLS 1.2 names are accepted and end up enabled (OpenSSL quirk)', () => {
    const r = expandTls13('TLS_AES_128_GCM_SHA256:TLS_RSA_WITH_NULL_MD5', '3.x');
    expect(names(r)).toEqual(['TLS_AES_128_GCM_SHA256']);
    expect(r.notTls13.map((s) => s.name)).toEqual(['NULL-MD5']);
  });

  it('1.0.2 has no TLS 1.3', () => {
    expect(expandTls13('TLS_AES_128_GCM_SHA256', '1.0.2').error).toBe('no tls 1.3');
    expect(expand('HIGH', '1.0.2').tls13).toEqual([]);
  });
});

describe('robustness', () => {
  it('memoises per (string, generation)', () => {
    expect(expand('HIGH:!aNULL', '3.x')).toBe(expand('HIGH:!aNULL', '3.x'));
    expect(expand('HIGH:!aNULL', '3.x')).not.toBe(expand('HIGH:!aNULL', '1.1.1'));
  });

  it('stops at a NUL as OpenSSL (a C string) does', () => {
    expect(expand('AES128-SHA\0:AES256-SHA', '3.x').ciphers.map((s) => s.name)).toEqual(['AES128-SHA']);
  });

  it('never throws and keeps its invariants on any input', () => {
    const alphabet = fc.constantFrom(...'AES+-!@:, ;=.HIGHaNULLSHA256DEFAULT0123$é\0\t'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(alphabet, { maxLength: 60 }).map((a) => a.join(''))), fc.constantFrom(...GENERATIONS), (s, g) => {
        const r = expand(s, g);
        if (r.error) expect(r.ciphers).toEqual([]);
        else expect(r.ciphers.length).toBeGreaterThan(0);
        expect(new Set(r.ciphers.map((c) => c.hex)).size).toBe(r.ciphers.length);
        const t = expandTls13(s, g);
        expect(Array.isArray(t.suites)).toBe(true);
      }),
      { numRuns: 1000, seed: 7 },
    );
  });
});

describe('parseGeneration', () => {
  it('maps version strings to generations and refuses unmodelled ones', () => {
    expect(['1.0.2', '1.0.2k-fips', '1.1.1w', 'OpenSSL 1.1.1', '3', '3.0.13', '3.x', '3.5.0'].map(parseGeneration)).toEqual([
      '1.0.2',
      '1.0.2',
      '1.1.1',
      '1.1.1',
      '3.x',
      '3.x',
      '3.x',
      '3.x',
    ]);
    expect(['1.0.1', '1.1.0', 'banana', ''].map(parseGeneration)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
