// The "a suite of kind X is enabled" rules share one check: expand the effective cipher
// string per checked OpenSSL generation, collect the suites the predicate picks, and say on
// which generations they are enabled. Only the predicate and the prose differ per rule.
import type { Suite } from '../openssl/index.js';
import type { Generation, Rule, RuleContext, RuleFinding, RuleMeta } from '../rule.js';
import type { Model, TlsSettings } from '../model/types.js';
import { adviceFor, distinctCipherSettings, enabledSuites, suiteNames } from './ciphers.js';
import { absence, listGenerations, locationOf } from './helpers.js';

export interface SuiteRuleSpec {
  meta: RuleMeta;
  picks: (suite: Suite) => boolean;
  /** e.g. "RC4 suites"; the message reads "<what> enabled on OpenSSL …: <why>". */
  what: string;
  why: (context: RuleContext, generations: Generation[]) => string;
  /** Extra condition on the server (e.g. CBC only matters while TLS 1.2 is on). */
  applies?: (tls: TlsSettings) => boolean;
}

const NONE: readonly Suite[] = Object.freeze([]);

interface Summary {
  gens: string;
  names: string;
  why: string;
}

export function suiteRule(spec: SuiteRuleSpec): Rule {
  return {
    meta: spec.meta,
    check(model: Model, context: RuleContext): RuleFinding[] {
      const out: RuleFinding[] = [];
      // enabledSuites() hands every server with the same string the same array, and the
      // picks of an array are computed once: servers sharing a string share the identities,
      // so what the message says about them is worked out once per combination.
      const pickedFrom = new Map<readonly Suite[], readonly Suite[]>();
      const picks = (list: readonly Suite[]): readonly Suite[] => {
        let picked = pickedFrom.get(list);
        if (!picked) {
          picked = list.filter(spec.picks);
          if (picked.length === 0) picked = NONE;
          pickedFrom.set(list, picked);
        }
        return picked;
      };
      const ids = new Map<readonly Suite[], number>();
      const idOf = (picked: readonly Suite[]): number => {
        let id = ids.get(picked);
        if (id === undefined) ids.set(picked, (id = ids.size));
        return id;
      };
      const summaries = new Map<string, Summary>();
      for (const { tls } of distinctCipherSettings(model)) {
        if (spec.applies && !spec.applies(tls)) continue;
        const perGen = context.generations.map((g) => picks(enabledSuites(tls, g)));
        if (perGen.every((p) => p === NONE)) continue;
        const key = perGen.map(idOf).join(',');
        let summary = summaries.get(key);
        if (!summary) {
          const gens = context.generations.filter((_, i) => perGen[i].length > 0);
          summary = { gens: listGenerations(gens), names: suiteNames(perGen.flat()), why: spec.why(context, gens) };
          summaries.set(key, summary);
        }
        const advice = adviceFor(model, context);
        const { severity, note } = absence(model, tls.ciphers);
        const where = tls.ciphers.defaulted ? `the default cipher string (${tls.ciphers.value}) enables` : 'enables';
        out.push({
          severity,
          message: `${where} ${spec.what} on ${summary.gens}: ${summary.names}; ${summary.why}${note}`,
          location: locationOf(tls.ciphers.at),
          fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement },
        });
      }
      return out;
    },
  };
}
