import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { advise, type Advice } from '../src/advice/advise.js';
import { BUILTIN_COSTS, type CostTable } from '../src/advice/costs.js';
import { HARDWARE_PROFILES, type HardwareProfile } from '../src/advice/hardware.js';
import { orderTls12, orderTls13 } from '../src/advice/order.js';
import { PROFILE_NAMES, PROFILES, type ProfileName } from '../src/advice/profiles.js';
import { expand, expandTls13 } from '../src/openssl/index.js';
import type { Generation } from '../src/openssl/types.js';
import { absent, skipNote } from './helpers/peers.js';

const SERVERS = ['nginx', 'apache'] as const;

/** The generations each profile is meant for: modern needs TLS 1.3, so 1.1.1 or later. */
const TARGETS: Record<ProfileName, Generation[]> = {
  modern: ['1.1.1', '3.x'],
  intermediate: ['1.0.2', '1.1.1', '3.x'],
  old: ['1.0.2', '1.1.1', '3.x'],
};

function mustAdvise(profile: ProfileName, hardware: HardwareProfile | HardwareProfile[], server: 'nginx' | 'apache', openssl: string): Advice {
  const r = advise({ profile, hardware, server, openssl });
  if (!r.ok) throw new Error(r.error);
  return r.advice;
}

/** The cipher string and TLS 1.3 list exactly as the rendered directives carry them. */
function fromDirectives(a: Advice): { cipherString?: string; tls13?: string } {
  let cipherString: string | undefined;
  let tls13: string | undefined;
  for (const l of a.lines) {
    let m = /^ssl_ciphers (.+);$/.exec(l.directive) ?? /^SSLCipherSuite (?!TLSv1\.3 )(.+)$/.exec(l.directive);
    if (m) cipherString = m[1].replace(/^"(.*)"$/, '$1');
    m = /^ssl_conf_command Ciphersuites (.+);$/.exec(l.directive) ?? /^SSLCipherSuite TLSv1\.3 (.+)$/.exec(l.directive);
    if (m) tls13 = m[1];
  }
  return { cipherString, tls13 };
}

const opensslVersion = (() => {
  try {
    return execFileSync('openssl', ['version'], { encoding: 'utf8' });
  } catch {
    return '';
  }
})();
const machineIs3 = /^OpenSSL 3\./.test(opensslVersion);

/** `openssl ciphers` on this machine: the TLS 1.3 suites it was given, then the cipher string's list. */
function opensslCiphers(cipherString: string, tls13: string): string[] {
  const out = execFileSync('openssl', ['ciphers', '-ciphersuites', tls13, cipherString], { encoding: 'utf8' });
  return out.trim().split(':');
}

describe('the advised cipher string gives exactly the advised order', () => {
  for (const profile of PROFILE_NAMES) {
    for (const hardware of HARDWARE_PROFILES) {
      for (const server of SERVERS) {
        it.skipIf(!machineIs3)(`${profile} × ${hardware} × ${server}: real openssl ciphers (${opensslVersion.trim()})${skipNote(machineIs3 ? undefined : `needs OpenSSL 3, this is ${opensslVersion.trim() || absent('openssl')}`)}`, () => {
          const a = mustAdvise(profile, hardware, server, '3.x');
          const d = fromDirectives(a);
          expect(d.tls13).toBe(a.tls13.suites.join(':'));
          if (profile === 'modern') {
            expect(d.cipherString).toBeUndefined();
            // Any TLS <= 1.2 string shows where the TLS 1.3 list ends.
            const out = opensslCiphers('ECDHE-RSA-AES128-GCM-SHA256', d.tls13!);
            expect(out).toEqual([...a.tls13.suites, 'ECDHE-RSA-AES128-GCM-SHA256']);
          } else {
            expect(opensslCiphers(d.cipherString!, d.tls13!)).toEqual([...a.tls13.suites, ...a.tls12.suites]);
          }
        });

        for (const gen of TARGETS[profile]) {
          it(`${profile} × ${hardware} × ${server}: ssllint's engine for OpenSSL ${gen}`, () => {
            const a = mustAdvise(profile, hardware, server, gen);
            const d = fromDirectives(a);
            if (a.tls12.suites.length > 0) {
              const e = expand(d.cipherString!, gen);
              expect(e.error).toBeUndefined();
              expect(e.ignored).toEqual([]);
              expect(e.ciphers.map((s) => s.name)).toEqual(a.tls12.suites);
            } else {
              expect(d.cipherString).toBeUndefined();
            }
            if (gen === '1.0.2') {
              expect(a.tls13.suites).toEqual([]);
            } else {
              const t = expandTls13(d.tls13!, gen);
              expect(t.error).toBeUndefined();
              expect(t.suites.map((s) => s.name)).toEqual(a.tls13.suites);
            }
          });
        }
      }
    }
  }

  it.skipIf(!machineIs3)(`a mixed fleet (x86-aesni + arm-no-crypto) too${skipNote(machineIs3 ? undefined : `needs OpenSSL 3, this is ${opensslVersion.trim() || absent('openssl')}`)}`, () => {
    const a = mustAdvise('intermediate', ['x86-aesni', 'arm-no-crypto'], 'nginx', '3.x');
    const d = fromDirectives(a);
    expect(opensslCiphers(d.cipherString!, d.tls13!)).toEqual([...a.tls13.suites, ...a.tls12.suites]);
  });
});

describe('what the hardware decides', () => {
  const i = PROFILES.intermediate;
  const table = (h: HardwareProfile) => [BUILTIN_COSTS[h]];

  it('AES-GCM first with AES instructions, ChaCha20 first without', () => {
    const aesFirst = [
      'ECDHE-ECDSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384',
      'ECDHE-ECDSA-CHACHA20-POLY1305',
      'ECDHE-RSA-CHACHA20-POLY1305',
    ];
    const chachaFirst = [
      'ECDHE-ECDSA-CHACHA20-POLY1305',
      'ECDHE-RSA-CHACHA20-POLY1305',
      'ECDHE-ECDSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384',
    ];
    expect(orderTls12(i.ciphers, table('x86-aesni'))).toEqual(aesFirst);
    expect(orderTls12(i.ciphers, table('arm64-crypto'))).toEqual(aesFirst);
    expect(orderTls12(i.ciphers, table('x86-no-aesni'))).toEqual(chachaFirst);
    expect(orderTls12(i.ciphers, table('arm-no-crypto'))).toEqual(chachaFirst);
    expect(orderTls13(i.ciphersuites, table('arm-no-crypto'))).toEqual([
      'TLS_CHACHA20_POLY1305_SHA256',
      'TLS_AES_128_GCM_SHA256',
      'TLS_AES_256_GCM_SHA384',
    ]);
  });

  it('never lets cost lift a suite over a safer tier: 3DES stays last even where it is cheaper than AES', () => {
    const cheap3des: CostTable = { ...BUILTIN_COSTS['arm-no-crypto'], bulk: { ...BUILTIN_COSTS['arm-no-crypto'].bulk, '3DES-CBC-SHA': 0.5 } };
    const order = orderTls12(PROFILES.old.ciphers, [cheap3des]);
    expect(order[order.length - 1]).toBe('DES-CBC3-SHA');
    // Forward-secret AEAD, then DHE AEAD, then ECDHE CBC: the tiers hold whatever the costs.
    expect(order.slice(0, 9).every((n) => /GCM|CHACHA/.test(n))).toBe(true);
    expect(order.slice(6, 9).every((n) => n.startsWith('DHE-'))).toBe(true);
  });

  it('treats costs within 20% as equal, so a wobbling measurement does not reorder', () => {
    const near: CostTable = {
      ...BUILTIN_COSTS['x86-aesni'],
      bulk: { ...BUILTIN_COSTS['x86-aesni'].bulk, 'AES128-GCM': 1.1, 'AES256-GCM': 1.15, 'CHACHA20-POLY1305': 1 },
    };
    // ChaCha20 is cheapest by 10-15%: within the tie, so the guideline's order stands.
    expect(orderTls12(i.ciphers, [near])).toEqual(i.ciphers);
    const far: CostTable = { ...near, bulk: { ...near.bulk, 'AES128-GCM': 1.3, 'AES256-GCM': 1.5 } };
    expect(orderTls12(i.ciphers, [far])[0]).toBe('ECDHE-ECDSA-CHACHA20-POLY1305');
  });

  it('for several hosts picks the order with the smallest worst case', () => {
    // AES-first costs the Pi 4.5x; ChaCha20-first costs the Xeon 1.6x.
    expect(orderTls12(i.ciphers, [BUILTIN_COSTS['x86-aesni'], BUILTIN_COSTS['arm-no-crypto']])[0]).toBe('ECDHE-ECDSA-CHACHA20-POLY1305');
    // Two AES machines: AES-GCM stays first.
    expect(orderTls12(i.ciphers, [BUILTIN_COSTS['x86-aesni'], BUILTIN_COSTS['arm64-crypto']])[0]).toBe('ECDHE-ECDSA-AES128-GCM-SHA256');
  });

  it('drops what a generation lacks and says so', () => {
    const a = mustAdvise('intermediate', 'arm-no-crypto', 'nginx', '1.0.2');
    expect(a.tls12.suites).toEqual([
      'ECDHE-ECDSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384',
    ]);
    expect(a.tls12.reason).toContain('no ChaCha20-Poly1305 (needs OpenSSL 1.1.0)');
    expect(a.notes).toContain(
      'OpenSSL 1.0.2 has no ChaCha20-Poly1305: on hardware without AES instructions OpenSSL 1.1.1 or later would save 4.5x CPU per byte.',
    );
    const old3 = mustAdvise('old', 'x86-aesni', 'nginx', '3.x');
    expect(old3.tls12.suites).not.toContain('DES-CBC3-SHA');
    expect(old3.tls12.cipherString!.startsWith('@SECLEVEL=0:')).toBe(true);
    expect(mustAdvise('old', 'x86-aesni', 'nginx', '1.1.1').tls12.suites.at(-1)).toBe('DES-CBC3-SHA');
  });
});
