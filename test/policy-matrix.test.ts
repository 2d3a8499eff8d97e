// Every suite of every OpenSSL generation's table, run through the hand-written policies and
// compared with the lists of the policy's source, kept with their provenance in
// data/policies/<policy>.json: a suite the source grades pass must pass, one it grades phase out
// (or discouraged) must give a warning only, and every other suite must fail the policy.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allSuites, GENERATIONS, type Suite } from '../src/openssl/index.js';
import { loadPolicy } from '../src/policy/load.js';
import { passes } from '../src/policy/match.js';
import type { Policy } from '../src/policy/types.js';

type Grade = 'pass' | 'warning' | 'fail';

const data = (name: string) => JSON.parse(readFileSync(resolve(__dirname, `../data/policies/${name}.json`), 'utf8'));

/** The policy's grade of one suite: fail when an error clause rejects it, warning when only a warning clause does. */
function grade(policy: Policy, s: Suite): Grade {
  let out: Grade = 'pass';
  for (const clause of policy.clauses) {
    const c = clause.check;
    let rejects = false;
    if (s.protocol === 'TLSv1.3' && c.kind === 'tls13-suites') rejects = !c.allowed.includes(s.iana ?? s.name) && !c.allowed.includes(s.name);
    if (s.protocol !== 'TLSv1.3' && c.kind === 'suites') rejects = !passes(c, s);
    if (!rejects) continue;
    if (clause.severity === 'error') return 'fail';
    if (clause.severity === 'warning') out = 'warning';
  }
  return out;
}

const ncsc = data('ncsc-nl');
const nist = data('nist-800-52r2');
const bsi = data('bsi-tr-02102-2');

/** The source's grade, by IANA name (the sources' spelling); a suite with none is in no list. */
const expected: Record<string, (s: Suite) => Grade> = {
  'ncsc-nl': (s) => {
    const n = s.iana ?? '';
    if (ncsc.suites.good.includes(n) || ncsc.suites.sufficient.includes(n)) return 'pass';
    return ncsc.suites.phaseOut.includes(n) ? 'warning' : 'fail';
  },
  'nist-800-52r2': (s) => {
    const n = s.iana ?? '';
    if (s.protocol === 'TLSv1.3') return nist.tls13.includes(n) ? 'pass' : 'fail';
    if (nist.tls12Section3311.includes(n)) return 'pass';
    return nist.appendixD.includes(n) ? 'warning' : 'fail';
  },
  // The policy admits the suites with perfect forward secrecy (table 1) only; the document's
  // static (EC)DH and PSK tables are left out on purpose (docs/policies.md).
  'bsi-tr-02102-2': (s) => {
    const n = s.iana ?? '';
    return (s.protocol === 'TLSv1.3' ? bsi.tls13 : bsi.table1Pfs).includes(n) ? 'pass' : 'fail';
  },
};

describe('policy suite matrix against the sources', () => {
  for (const name of Object.keys(expected)) {
    for (const g of GENERATIONS) {
      it(`${name}, OpenSSL ${g}: every suite graded as the source grades it`, async () => {
        const policy = await loadPolicy(name, process.cwd());
        const wrong = allSuites(g)
          .map((s) => ({ suite: s.iana ?? s.name, policy: grade(policy, s), source: expected[name](s) }))
          .filter((r) => r.policy !== r.source);
        expect(wrong).toEqual([]);
      });
    }
  }

  it('cites the NCSC-NL guidelines by their publication date', async () => {
    expect((await loadPolicy('ncsc-nl', process.cwd())).source.version).toBe('2.1, 2021-01-19');
  });

  it('the source lists name only suites OpenSSL knows by those names (no misspelt entry goes unchecked)', () => {
    const known = new Set(GENERATIONS.flatMap((g) => allSuites(g).map((s) => s.iana)));
    const listed = [...ncsc.suites.good, ...ncsc.suites.sufficient, ...ncsc.suites.phaseOut, ...nist.tls12Section3311, ...nist.appendixD, ...nist.tls13, ...bsi.table1Pfs, ...bsi.tls13];
    expect(listed.filter((n) => !known.has(n))).toEqual([]);
  });
});
