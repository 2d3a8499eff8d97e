// Each referenced file is read and parsed once per run, however many servers and rules use it.
import { describe, expect, it } from 'vitest';
import { CertCache, certCacheFor, useCertCache } from '../src/certs/cache.js';
import { readCertFile } from '../src/certs/read.js';
import { FIXTURES, nginxModel, apacheModel, type ServerSpec } from './helpers/cert-model.js';
import { CERT_RULES } from './helpers/cert-rules.js';
import { context } from './helpers/run-rule.js';

function countingCache(): { cache: CertCache; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const cache = new CertCache((p) => {
    reads.set(p, (reads.get(p) ?? 0) + 1);
    return readCertFile(p);
  });
  return { cache, reads };
}

describe('the per-run certificate cache', () => {
  const shared: ServerSpec = {
    certs: ['rsa2048/fullchain.pem', 'ecdsa-p256/cert.pem', 'missing/cert.pem'],
    keys: ['rsa2048/privkey.pem', 'ecdsa-p256/privkey.pem', 'missing/privkey.pem'],
    trusted: 'ecdsa-p256/chain.pem',
    dhparam: 'dh/dh1024.pem',
  };

  it('reads and parses every file once for fifty nginx servers and all twelve rules, twice over', () => {
    const specs = Array.from({ length: 50 }, (_, i): ServerSpec => ({ ...shared, names: [`s${i}.example.com`] }));
    const b = nginxModel(...specs);
    const { cache, reads } = countingCache();
    useCertCache(b.model, cache);
    let findings = 0;
    for (let pass = 0; pass < 2; pass++) for (const rule of CERT_RULES) findings += rule.check(b.model, context()).length;
    expect(findings).toBeGreaterThan(0);
    // The missing files are asked for once too; cert.pem also makes cert-chain-incomplete look for fullchain.pem beside it,
    // and the weak DH group makes dhparam-weak look for ffdhe2048.pem beside it (a fix names only a file that is there).
    const expected = [...shared.certs!, ...shared.keys!, shared.trusted!, shared.dhparam!, 'ecdsa-p256/fullchain.pem', 'dh/ffdhe2048.pem'].map((p) => `${FIXTURES}/${p}`);
    expect([...reads.keys()].sort()).toEqual(expected.sort());
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
    expect(cache.stats).toEqual({ reads: expected.length, parses: expected.length - 2 });
  });

  it('does the same for Apache with a chain file shared by every VirtualHost', () => {
    const specs = Array.from({ length: 20 }, (_, i): ServerSpec => ({ names: [`s${i}.example.com`], certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain.pem'] }));
    const b = apacheModel(...specs);
    const { cache, reads } = countingCache();
    useCertCache(b.model, cache);
    for (const rule of CERT_RULES) rule.check(b.model, context());
    // fullchain.pem: the deprecated SSLCertificateChainFile's fix names it only because it is there.
    expect([...reads.entries()].sort()).toEqual(['rsa2048/cert.pem', 'rsa2048/chain.pem', 'rsa2048/fullchain.pem', 'rsa2048/privkey.pem'].map((p) => [`${FIXTURES}/${p}`, 1]));
  });

  it('belongs to one model: another model starts from nothing', () => {
    const a = nginxModel(shared);
    const b = nginxModel(shared);
    expect(certCacheFor(a.model)).toBe(certCacheFor(a.model));
    expect(certCacheFor(b.model)).not.toBe(certCacheFor(a.model));
    certCacheFor(a.model).load(`${FIXTURES}/rsa2048/fullchain.pem`);
    expect(certCacheFor(a.model).stats.reads).toBe(1);
    expect(certCacheFor(b.model).stats.reads).toBe(0);
  });
});
