// The crypto-policy strings that PROFILE=SYSTEM stands for, held to the engine and to the real
// OpenSSL 3.0 here (`openssl ciphers -s -psk`: what an SSL_CTX can negotiate, PSK suites kept),
// and the way PROFILE=SYSTEM is replaced in nginx and Apache strings.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { expand, expandTls13 } from '../src/openssl/index.js';
import { POLICIES_2023, POLICIES_2025, POLICIES_RHEL8, POLICY_NAMES } from '../src/platform/crypto-policies.js';
import { resolveSystemProfile } from '../src/platform/system-profile.js';
import { enabledSuites } from '../src/rules-support/ciphers.js';
import type { TlsSettings } from '../src/model/types.js';

function opensslVersion(): string | undefined {
  try {
    return execFileSync('openssl', ['version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
const version = opensslVersion();
const openssl3 = version?.startsWith('OpenSSL 3.') ?? false;

const ciphers = (...args: string[]) => execFileSync('openssl', ['ciphers', ...args], { encoding: 'utf8' }).trim().split(':');
const isTls13 = (name: string) => name.startsWith('TLS_');

const sets = [POLICIES_RHEL8, POLICIES_2023, POLICIES_2025];
const cases = sets.flatMap((set) => POLICY_NAMES.map((name) => ({ set: set.id, policy: set.policies[name] })));

describe('crypto-policy strings', () => {
  it.each(cases)('$set $policy.name: the engine expands it without error or unknown word', ({ policy }) => {
    for (const g of ['1.1.1', '3.x'] as const) {
      const r = expand(policy.cipherString, g);
      expect(r.error).toBeUndefined();
      expect(r.seclevel).toBe(policy.seclevel);
      // The policy names algorithms some builds lack (single DES, RC4, the CBC alias of 3.2+…):
      // those words select nothing there, and nothing else is unknown.
      expect(r.ignored.filter((w) => !['DES', 'CBC', 'RC4', 'RC2', 'IDEA', 'SEED'].includes(w))).toEqual([]);
    }
    expect(expandTls13(policy.ciphersuites, '3.x').ignored).toEqual([]);
  });

  describe.skipIf(!openssl3)(`against ${version ?? 'openssl (absent)'}`, () => {
    it.each(cases)('$set $policy.name: the engine lists the suites `openssl ciphers -psk` does, in its order', ({ policy }) => {
      const real = ciphers('-psk', policy.cipherString).filter((n) => !isTls13(n));
      expect(expand(policy.cipherString, '3.x').ciphers.map((s) => s.name)).toEqual(real);
    });

    it.each(cases)('$set $policy.name: each word the engine skips on 3.x selects nothing in the real 3.0 either', ({ policy }) => {
      for (const word of expand(policy.cipherString, '3.x').ignored) {
        const r = spawnSync('openssl', ['ciphers', '-psk', word], { encoding: 'utf8' });
        expect(r.status, word).not.toBe(0);
        expect(r.stderr).toContain('no cipher match');
      }
    });

    it.each(cases)('$set $policy.name: what a server can negotiate is what `openssl ciphers -s -psk` keeps', ({ policy }) => {
      const real = ciphers('-s', '-psk', policy.cipherString).filter((n) => !isTls13(n));
      const tls = { effectiveCiphers: policy.cipherString, protocols: { value: ['TLSv1.2', 'TLSv1.3'] } } as unknown as TlsSettings;
      expect(enabledSuites(tls, '3.x').map((s) => s.name)).toEqual(real);
    });

    it.each(cases)('$set $policy.name: the TLS 1.3 suites are those `openssl ciphers -s -tls1_3 -ciphersuites` keeps', ({ policy }) => {
      const real = ciphers('-s', '-tls1_3', '-ciphersuites', policy.ciphersuites);
      expect(expandTls13(policy.ciphersuites, '3.x').suites.map((s) => s.name)).toEqual(real);
    });
  });

  it('FUTURE at level 3 leaves suites without forward secrecy in the list but not negotiable', () => {
    const future = POLICIES_2023.policies.FUTURE.cipherString;
    const listed = expand(future, '3.x').ciphers.map((s) => s.name);
    expect(listed).toContain('PSK-AES256-GCM-SHA384');
    const tls = { effectiveCiphers: future, protocols: { value: ['TLSv1.2'] } } as unknown as TlsSettings;
    expect(enabledSuites(tls, '3.x').map((s) => s.name)).not.toContain('PSK-AES256-GCM-SHA384');
    // 1.1.1 counts only (EC)DHE as forward secure at level 3: its PSK variants go too.
    expect(enabledSuites(tls, '1.1.1').map((s) => s.name).filter((n) => n.includes('PSK'))).toEqual([]);
  });
});

describe('resolveSystemProfile', () => {
  const policy = POLICIES_2023.policies.DEFAULT;
  it('replaces the keyword at the start and keeps what follows', () => {
    expect(resolveSystemProfile('PROFILE=SYSTEM', 'PROFILE=SYSTEM', policy)).toBe(policy.cipherString);
    expect(resolveSystemProfile('PROFILE=SYSTEM:!SHA1', 'PROFILE=SYSTEM:!SHA1', policy)).toBe(`${policy.cipherString}:!SHA1`);
  });
  it("puts mod_ssl's exclusions after the policy", () => {
    expect(resolveSystemProfile('!aNULL:!eNULL:!EXP:PROFILE=SYSTEM', 'PROFILE=SYSTEM', policy)).toBe(`${policy.cipherString}:!aNULL:!eNULL:!EXP`);
  });
  it('leaves the keyword anywhere else alone, as the patched OpenSSL does', () => {
    expect(resolveSystemProfile('HIGH:PROFILE=SYSTEM', 'HIGH:PROFILE=SYSTEM', policy)).toBeUndefined();
    expect(resolveSystemProfile('ECDHE+AESGCM', 'ECDHE+AESGCM', policy)).toBeUndefined();
  });
});
