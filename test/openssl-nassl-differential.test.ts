// Differential test for the two generations no modern machine ships: the real OpenSSL 1.0.2e
// and 1.1.1w that nassl 5.4.0 (PyPI) links statically — the builds the vectors come from.
// One Python process answers a whole batch, so the count can be large. Skipped when
// `python3 -c 'import nassl'` fails (`pip install nassl==5.4.0` enables it).
//
// Count per generation: SSLLINT_NASSL_COUNT=n, or SSLLINT_FULL_DIFF=1 for 20,000; default 3,000.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expand } from '../src/openssl/expand.js';
import { expandTls13 } from '../src/openssl/tls13.js';
import type { Generation } from '../src/openssl/types.js';
import { cipherString, tls13List } from './cipher-string-arbitrary.js';
import { absent, skipNote } from './helpers/peers.js';

const COUNT = Number(process.env.SSLLINT_NASSL_COUNT ?? (process.env.SSLLINT_FULL_DIFF ? 20_000 : 3_000));
const SEED = 424242;

// Reads {"module", "mode", "items"} on stdin; answers one {names, error} per item. A fresh SSL
// per item, so no state (Suite B flags, earlier lists) carries over.
const ORACLE = `
import json, sys
from nassl import _nassl, _nassl_legacy
from nassl.ssl_client import OpenSslVersionEnum
req = json.load(sys.stdin)
mod = _nassl_legacy if req['module'] == 'legacy' else _nassl
ctx = mod.SSL_CTX(OpenSslVersionEnum.SSLV23.value)
out = []
for item in req['items']:
    ssl = mod.SSL(ctx)
    try:
        if req['mode'] == 'ciphers':
            ssl.set_cipher_list(item)
        else:
            ssl.set_cipher_list('AES256-SHA')
            ssl.set_ciphersuites(item)
        out.append({'names': ssl.get_cipher_list(), 'error': None})
    except Exception as e:
        msg = str(e)
        kind = 'no cipher match' if 'no cipher match' in msg else 'invalid command' if 'invalid command' in msg else 'other: ' + msg.strip()
        out.append({'names': None, 'error': kind})
json.dump(out, sys.stdout)
`;

const available = spawnSync('python3', ['-c', 'import nassl._nassl, nassl._nassl_legacy'], { encoding: 'utf8' }).status === 0;

interface Outcome {
  names: string[] | null;
  error: string | null;
}

function oracle(module: 'legacy' | 'modern', mode: 'ciphers' | 'tls13', items: string[]): Outcome[] {
  const r = spawnSync('python3', ['-c', ORACLE], {
    input: JSON.stringify({ module, mode, items }),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`nassl oracle failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Outcome[];
}

function ours(s: string, g: Generation): Outcome {
  const r = expand(s, g);
  if (r.error) return { names: null, error: r.error };
  return { names: [...r.tls13, ...r.ciphers].map((x) => x.name), error: null };
}

/** nassl hands strings to C: a NUL would truncate there and raise in Python, so none are made. */
const sample = (n: number, seed: number) => fc.sample(cipherString, { numRuns: n, seed }).filter((s) => !s.includes('\0'));

describe.skipIf(!available)(`1.0.2 and 1.1.1 engines vs nassl 5.4.0 (real OpenSSL 1.0.2e and 1.1.1w)${skipNote(available ? undefined : absent('nassl'))}`, () => {
  for (const [gen, module] of [
    ['1.0.2', 'legacy'],
    ['1.1.1', 'modern'],
  ] as const) {
    it(`${gen}: agrees on ${COUNT} random cipher strings`, { timeout: Math.max(120_000, COUNT * 20) }, () => {
      const strings = sample(COUNT, SEED + gen.length);
      const real = oracle(module, 'ciphers', strings);
      const mismatches = strings
        .map((s, i) => ({ s, real: real[i], ours: ours(s, gen) }))
        .filter((m) => JSON.stringify(m.real) !== JSON.stringify(m.ours));
      expect(mismatches.slice(0, 5)).toEqual([]);
      expect(real.filter((r) => r.error === null).length).toBeGreaterThan(COUNT / 4);
    });
  }

  it('1.1.1: agrees on 1,000 random TLS 1.3 Ciphersuites lists', () => {
    const lists = fc.sample(tls13List, { numRuns: 1000, seed: SEED });
    const real = oracle('modern', 'tls13', lists);
    const mine = lists.map((l): Outcome => {
      const r = expandTls13(l, '1.1.1');
      if (r.error) return { names: null, error: r.error };
      // 1.1.1 accepts only known names, so the accepted list is the list itself, in order.
      const accepted = l
        .split(':')
        .filter((x) => x.trim() !== '')
        .map((x) => [...r.suites, ...r.notTls13].find((s) => s.iana === x.trim())?.name ?? x.trim());
      return { names: [...accepted, 'AES256-SHA'], error: null };
    });
    const mismatches = lists.map((l, i) => ({ l, real: real[i], ours: mine[i] })).filter((m) => JSON.stringify(m.real) !== JSON.stringify(m.ours));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
