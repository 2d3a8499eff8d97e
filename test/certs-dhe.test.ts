// When can DHE (and so the DH parameters) be negotiated? Checked against `openssl ciphers`
// of this machine (OpenSSL 3.0, the 3.x generation) for each cipher string.
import { describe, expect, it } from 'vitest';
import { dheSuites } from '../src/certs/dhe.js';
import type { Protocol, TlsSettings } from '../src/model/types.js';
import { nginxModel } from './helpers/cert-model.js';
import { opensslStatus } from './helpers/openssl.js';
import { peerMissing, skipNote } from './helpers/peers.js';

function tls(ciphers: string, protocols: Protocol[] = ['TLSv1.2', 'TLSv1.3']): TlsSettings {
  return nginxModel({ ciphers, protocols }).model.servers[0].tls!;
}

/** DHE suites that `openssl ciphers -v` lists for the string, with their authentication. */
function opensslDhe(cipherString: string): { name: string; au: string }[] {
  const { status, output } = opensslStatus('ciphers', '-v', cipherString);
  if (status !== 0) return [];
  return output
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((cols) => cols.includes('Kx=DH'))
    .map((cols) => ({ name: cols[0], au: cols.find((c) => c.startsWith('Au='))!.slice(3) }));
}

const opensslMissing = peerMissing('openssl');

describe('DHE suites on OpenSSL 3.x', () => {
  const strings = [
    'HIGH:!aNULL:!MD5',
    'ECDHE+AESGCM:ECDHE+CHACHA20',
    'EECDH+AESGCM:EDH+AESGCM',
    'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES128-GCM-SHA256',
    'HIGH:!kDHE',
    'DEFAULT:!DHE',
    'ALL:!aRSA',
    'aECDSA',
  ];
  for (const s of strings) {
    it.skipIf(opensslMissing)(`${s}${skipNote(opensslMissing)}`, () => {
      const real = opensslDhe(s);
      const rsaServer = dheSuites(tls(s), ['3.x'], new Set(['RSA']));
      const ecdsaServer = dheSuites(tls(s), ['3.x'], new Set(['ECDSA']));
      const anyServer = dheSuites(tls(s), ['3.x'], undefined);
      expect(rsaServer.generations).toEqual(real.some((x) => x.au === 'RSA' || x.au === 'None') ? ['3.x'] : []);
      expect(ecdsaServer.generations).toEqual(real.some((x) => x.au === 'None') ? ['3.x'] : []);
      expect(anyServer.generations).toEqual(real.length > 0 ? ['3.x'] : []);
      if (rsaServer.example) expect(real.map((x) => x.name)).toContain(rsaServer.example);
    });
  }

  it('never through TLS 1.3 alone', () => {
    expect(dheSuites(tls('HIGH', ['TLSv1.3']), ['1.0.2', '1.1.1', '3.x'], undefined)).toEqual({ generations: [] });
  });

  it('names each generation that offers one', () => {
    const v = dheSuites(tls('HIGH:!aNULL', ['TLSv1', 'TLSv1.2']), ['1.0.2', '1.1.1', '3.x'], new Set(['RSA']));
    expect(v.generations).toEqual(['1.0.2', '1.1.1', '3.x']);
  });
});
