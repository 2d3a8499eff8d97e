// Differential test against this machine's own OpenSSL 3.0 (`openssl ciphers -v`): fast-check
// composes cipher strings from keywords, suite names, IANA names, operators, `A+B`
// combinations, `@` commands, stray characters and every separator, and the 3.x engine must
// give the same suites in the same order, or the same error.
//
// Count: SSLLINT_DIFF_COUNT=n, or SSLLINT_FULL_DIFF=1 for 10,000; default 1,500 (about 12 s on an idle
// 2 cores). Seed: SSLLINT_DIFF_SEED=n or =random (default fixed, so a run is repeatable; the
// test name shows the seed, so a failure found with `random` can be replayed).
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expand } from '../src/openssl/expand.js';
import { expandTls13 } from '../src/openssl/tls13.js';
import { cipherString, tls13List } from './cipher-string-arbitrary.js';
import { makeTmp } from './helpers/tmp.js';

const COUNT = Number(process.env.SSLLINT_DIFF_COUNT ?? (process.env.SSLLINT_FULL_DIFF ? 10_000 : 1_500));
const SEED = process.env.SSLLINT_DIFF_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.SSLLINT_DIFF_SEED ?? 20261122);
const CONCURRENCY = 3;

function machineOpenssl(): string | undefined {
  try {
    return execFileSync('openssl', ['version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
const version = machineOpenssl();
// The 3.x tables are Debian 12's 3.0 build; another 3.x (3.2 reorders, others add suites)
// would be a different oracle, not a bug in the engine.
const usable = version !== undefined && /^OpenSSL 3\.0\./.test(version);

// An empty config: no system-wide CipherString/Ciphersuites can colour the answer.
const confDir = makeTmp('ssllint-diff-').dir;
const emptyConf = join(confDir, 'empty.cnf');
writeFileSync(emptyConf, '');
const env = { ...process.env, OPENSSL_CONF: emptyConf };

interface Outcome {
  names: string[] | null;
  error: string | null;
}

function runOpenssl(args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile('openssl', args, { env, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (!err) {
        resolve({ names: stdout.split('\n').filter(Boolean).map((l) => l.split(/\s+/)[0]), error: null });
        return;
      }
      const kind = /no cipher match/.test(stderr) ? 'no cipher match' : /invalid command/.test(stderr) ? 'invalid command' : `other: ${stderr.trim()}`;
      resolve({ names: null, error: kind });
    });
  });
}

async function pool<T, R>(items: readonly T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: n }, worker));
  return out;
}

function engineOutcome(s: string): Outcome {
  const r = expand(s, '3.x');
  if (r.error) return { names: null, error: r.error };
  return { names: [...r.tls13, ...r.ciphers].map((x) => x.name), error: null };
}

describe.skipIf(!usable)(`3.x engine vs the machine's ${version ?? 'openssl (absent)'}`, () => {
  it(`agrees on ${COUNT} random cipher strings (seed ${SEED})`, { timeout: Math.max(120_000, COUNT * 60) }, async () => {
    const strings = fc.sample(cipherString, { numRuns: COUNT, seed: SEED });
    // A leading `-` would read as an option: `--` ends the options.
    const real = await pool(strings, CONCURRENCY, (s) => runOpenssl(['ciphers', '-v', '--', s]));
    const mismatches = strings
      .map((s, i) => ({ s, real: real[i], ours: engineOutcome(s) }))
      .filter((m) => JSON.stringify(m.real) !== JSON.stringify(m.ours));
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(real.filter((r) => r.error === null).length).toBeGreaterThan(COUNT / 4);
    expect(real.filter((r) => r.error === 'invalid command').length).toBeGreaterThan(0);
    expect(real.filter((r) => r.error === 'no cipher match').length).toBeGreaterThan(0);
  });

  it('agrees on 200 random TLS 1.3 Ciphersuites lists', { timeout: 60_000 }, async () => {
    const lists = fc.sample(tls13List, { numRuns: 200, seed: SEED });
    const real = await pool(lists, CONCURRENCY, (l) => runOpenssl(['ciphers', '-v', '-ciphersuites', l, 'AES256-SHA']));
    const ours = lists.map((l): Outcome => {
      const r = expandTls13(l, '3.x');
      if (r.error) return { names: null, error: r.error };
      // OpenSSL lists the accepted names in the order given, TLS 1.2 names included, then the string's suites.
      const accepted = l
        .split(':')
        .map((x) => x.trim())
        .filter((x) => r.suites.some((s) => s.iana === x) || r.notTls13.some((s) => s.iana === x) || x === 'TLS_FALLBACK_SCSV')
        .map((x) => [...r.suites, ...r.notTls13].find((s) => s.iana === x)?.name ?? x);
      return { names: [...accepted, 'AES256-SHA'], error: null };
    });
    const mismatches = lists.map((l, i) => ({ l, real: real[i], ours: ours[i] })).filter((m) => JSON.stringify(m.real) !== JSON.stringify(m.ours));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
