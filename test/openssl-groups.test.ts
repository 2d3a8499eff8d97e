// The group-name tables (src/openssl/groups.ts) held to the machine's real OpenSSL 3.0: every
// name the 3.0 table holds is accepted by SSL_CONF's -groups, every name later 3.x releases
// added is refused, and ecdh-curve's error verdict on whole lists is what OpenSSL does.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import ecdhCurve from '../rules/ecdh-curve.js';
import { GROUP_TABLES, groupKnown } from '../src/openssl/groups.js';
import type { Model, Server, Setting, TlsSettings } from '../src/model/types.js';
import { targetOf } from '../src/platform/target.js';
import { absent, skipNote } from './helpers/peers.js';

const version = spawnSync('openssl', ['version'], { encoding: 'utf8' }).stdout ?? '';
const is30 = /^OpenSSL 3\.0\./.test(version);

/** Whether OpenSSL takes the list: s_client sets the groups before it connects (to a closed port). */
function accepts(list: string): boolean {
  const r = spawnSync('openssl', ['s_client', '-groups', list, '-connect', '127.0.0.1:1'], { encoding: 'utf8', input: '', timeout: 10_000 });
  const out = `${r.stdout}${r.stderr}`;
  if (/SSL_CONF_cmd|cannot be set|Error setting/.test(out)) return false;
  if (/connect|errno/i.test(out)) return true;
  throw new Error(`cannot tell from: ${out}`);
}

describe.skipIf(!is30)(`the 3.0 group table against ${version.trim() || 'openssl'}${skipNote(is30 ? undefined : `needs OpenSSL 3.0, this is ${version.trim() || absent('openssl')}`)}`, () => {
  it.each(GROUP_TABLES['3.0'])('accepts %s', (name) => {
    expect(accepts(name)).toBe(true);
    expect(groupKnown(name, '3.x')).toEqual({ known: true });
  });

  it.each(GROUP_TABLES.later3x)('refuses %s (a later 3.x adds it)', (name) => {
    expect(accepts(name)).toBe(false);
    expect(groupKnown(name, '3.x').known).toBe('later');
  });

  it('compares names case-sensitively, as the table says 3.0 does', () => {
    for (const name of ['p-256', 'PRIME256V1', 'X25519MLKEM768'.toLowerCase()]) {
      expect(accepts(name), name).toBe(false);
      expect(groupKnown(name, '3.x').known, name).toBe('later');
    }
  });

  it.each([
    ['P256', false],
    ['X25519:X25519', false],
    ['secp384r1::prime256v1', false],
    ['auto', false],
    ['x25519:secp256r1:X448:ffdhe2048', true],
    ['prime192v1:prime256v1', true],
  ] as const)('ecdh-curve says OpenSSL 3.x refuses (SSLOpenSSLConfCmd Groups, handed to SSL_CONF as -groups is) "%s" exactly when it does', (list, ok) => {
    expect(accepts(list)).toBe(ok);
    const errors = ecdhCurve.check(modelWith(list), { target: targetOf({ generations: ['3.x'] }), generations: ['3.x'], now: new Date(0), expiringDays: 30, hardware: ['x86-aesni'] }).filter((f) => f.severity === undefined);
    expect(errors.length === 0).toBe(ok);
  });
});

describe('the 1.0.2 and 1.1.1 tables (OpenSSL source, no binary here)', () => {
  it('hold the RFC 4492 curves and FIPS names, and X25519/X448 from 1.1.1 only', () => {
    expect(GROUP_TABLES['1.0.2']).toHaveLength(28 + 15);
    expect(groupKnown('X25519', '1.0.2').known).toBe(false);
    expect(groupKnown('X25519', '1.1.1').known).toBe(true);
    expect(groupKnown('secp256r1', '1.1.1').known).toBe(false);
    expect(groupKnown('P-256', '1.0.2').known).toBe(true);
    expect(groupKnown('ffdhe2048', '1.1.1').known).toBe(false);
  });
});

function modelWith(list: string): Model {
  const at = { file: 'x.conf', line: 1, column: 1, endLine: 1, endColumn: 1 };
  const curves: Setting<string | undefined> = { value: list, at, inherited: false, defaulted: false };
  const tls = { curves, protocols: { value: ['TLSv1.2', 'TLSv1.3'], at, inherited: false, defaulted: false } } as unknown as TlsSettings;
  const server = { dialect: 'apache', kind: 'virtual', names: [], listen: [], tls, at, scopes: [] } as unknown as Server;
  return { dialect: 'apache', root: 'x.conf', fragment: false, serverVersion: '2.4.65', servers: [server], files: [], diagnostics: [], validity: [] } as unknown as Model;
}
