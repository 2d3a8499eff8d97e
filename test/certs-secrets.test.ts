// No finding ever carries private-key material: every rule on every fixture, in every role,
// on several clocks, and nothing any rule wrote (message, fix, related) holds a line of any
// fixture key's base64 body. The cache keeps none either.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { certCacheFor } from '../src/certs/cache.js';
import type { RuleFinding } from '../src/rule.js';
import { apacheModel, FIXTURES, nginxModel, type Built } from './helpers/cert-model.js';
import { CERT_RULES } from './helpers/cert-rules.js';
import { context } from './helpers/run-rule.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

const FILES = filesUnder(FIXTURES).filter((p) => !p.endsWith('README.md'));
const REL = FILES.map((p) => relative(FIXTURES, p));

/** Every base64 body line of every PRIVATE KEY block in the fixtures (encrypted ones too). */
function privateKeyLines(): string[] {
  const lines = new Set<string>();
  for (const p of FILES) {
    const text = readFileSync(p, 'latin1');
    for (const m of text.matchAll(/-----BEGIN ([A-Z ]*PRIVATE KEY)-----([\s\S]*?)-----END \1-----/g)) {
      for (const l of m[2].split(/\r?\n/)) {
        const t = l.trim();
        // Short tails (`Zw==`) could occur anywhere by chance; 16 base64 characters cannot.
        if (t.length >= 16 && !t.includes(':')) lines.add(t);
      }
    }
  }
  return [...lines];
}

const CLOCKS = [new Date('2019-06-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z'), new Date('2123-12-20T00:00:00Z')];

function models(): Built[] {
  const out: Built[] = [];
  for (const f of REL) {
    out.push(nginxModel({ names: ['example.com', 'other.test'], certs: [f], keys: [f], trusted: f, dhparam: f, ciphers: 'HIGH' }));
    out.push(nginxModel({ names: ['example.com'], certs: ['rsa2048/fullchain.pem', f], keys: [f, 'rsa2048/privkey.pem'] }));
    out.push(apacheModel({ names: ['example.com'], certs: [f] }));
    out.push(apacheModel({ names: ['example.com', 'other.test'], certs: [f], keys: [f], chains: [f], dhparam: f }, { certs: ['ecdsa-p256/cert.pem'], keys: [f], chains: [f] }));
  }
  // nginx `data:` values can hold the PEM text itself: never to be echoed.
  const inline = (p: string) => `data:${readFileSync(join(FIXTURES, p), 'utf8')}`;
  out.push(nginxModel({ certs: [inline('rsa2048/fullchain.pem')], keys: [inline('rsa2048/privkey.pem')] }));
  out.push(nginxModel({ certs: ['rsa2048/fullchain.pem'], keys: [inline('encrypted/privkey.pem')] }));
  return out;
}

describe('private-key material', () => {
  const secrets = privateKeyLines();
  const texts: string[] = [];
  const counts = new Map<string, number>();
  const built = models();
  for (const b of built) {
    for (const now of CLOCKS) {
      for (const rule of CERT_RULES) {
        const found: RuleFinding[] = rule.check(b.model, context({ now }));
        counts.set(rule.meta.id, (counts.get(rule.meta.id) ?? 0) + found.length);
        texts.push(...found.map((f) => JSON.stringify(f)));
      }
    }
  }

  it('is collected from every key fixture (the check below is not vacuous)', () => {
    expect(secrets.length).toBeGreaterThan(100);
    // Every rule fired somewhere over these models.
    expect([...counts.entries()].filter(([, n]) => n === 0)).toEqual([]);
  });

  it('never appears in any finding of any rule', () => {
    const all = texts.join('\n');
    expect(all).not.toContain('-----BEGIN');
    expect(all).not.toContain('PRIVATE KEY-----');
    const leaked = secrets.filter((s) => all.includes(s));
    expect(leaked).toEqual([]);
  });

  it('is not kept by the certificate cache', () => {
    for (const b of built.slice(0, 40)) {
      const dump = inspect(certCacheFor(b.model), { depth: Infinity, maxArrayLength: Infinity, maxStringLength: Infinity, showHidden: true });
      expect(dump).not.toContain('PRIVATE KEY');
      expect(secrets.filter((s) => dump.includes(s))).toEqual([]);
    }
  });
});
