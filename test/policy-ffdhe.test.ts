// The RFC 7919 primes ssllint recognises (src/policy/rfc7919.ts) against the machine's OpenSSL,
// which builds each ffdhe group from its own copy of RFC 7919 Appendix A; and the DH parameter
// fixtures named by them: ffdhe2048 and ffdhe3072 are the RFC groups, a custom
// `openssl dhparam 2048` group of the same size is none.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCertFile } from '../src/certs/cert-file.js';
import { FFDHE_PRIMES, ffdheGroup } from '../src/policy/rfc7919.js';
import { openssl } from './helpers/openssl.js';

const dh = (name: string) => parseCertFile(readFileSync(resolve(__dirname, `../fixtures/certs/dh/${name}`))).dhParams[0];

describe('RFC 7919 groups', () => {
  it.each(Object.keys(FFDHE_PRIMES))('%s is the prime OpenSSL generates for the group', (name) => {
    const pem = openssl('genpkey', '-genparam', '-algorithm', 'DH', '-pkeyopt', `group:${name}`);
    const params = parseCertFile(Buffer.from(pem)).dhParams[0];
    expect(params.prime).toBe(FFDHE_PRIMES[name]);
    expect(params.primeBits).toBe(Number(name.slice('ffdhe'.length)));
    expect(ffdheGroup(params.prime)).toBe(name);
  });

  it('names the fixtures: ffdhe2048 and ffdhe3072 are RFC 7919 groups, a custom 2048-bit group and dh1024 are none', () => {
    expect(ffdheGroup(dh('ffdhe2048.pem').prime)).toBe('ffdhe2048');
    expect(ffdheGroup(dh('ffdhe3072.pem').prime)).toBe('ffdhe3072');
    expect(dh('dh2048.pem').primeBits).toBe(2048);
    expect(ffdheGroup(dh('dh2048.pem').prime)).toBeUndefined();
    expect(ffdheGroup(dh('dh1024.pem').prime)).toBeUndefined();
  });

  it('matches a prime written with leading zeros or in lower case', () => {
    expect(ffdheGroup(`00${FFDHE_PRIMES.ffdhe4096.toLowerCase()}`)).toBe('ffdhe4096');
  });
});
