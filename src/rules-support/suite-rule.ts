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

export function suiteRule(spec: SuiteRuleSpec): Rule {
  return {
    meta: spec.meta,
    check(model: Model, context: RuleContext): RuleFinding[] {
      const out: RuleFinding[] = [];
      for (const { tls } of distinctCipherSettings(model)) {
        if (spec.applies && !spec.applies(tls)) continue;
        const hits: Suite[] = [];
        const gens = context.generations.filter((g) => {
          const picked = enabledSuites(tls, g).filter(spec.picks);
          hits.push(...picked);
          return picked.length > 0;
        });
        if (gens.length === 0) continue;
        const advice = adviceFor(model, context);
        const { severity, note } = absence(model, tls.ciphers);
        const where = tls.ciphers.defaulted ? `the default cipher string (${tls.ciphers.value}) enables` : 'enables';
        out.push({
          severity,
          message: `${where} ${spec.what} on ${listGenerations(gens)}: ${suiteNames(hits)}; ${spec.why(context, gens)}${note}`,
          location: locationOf(tls.ciphers.at),
          fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement },
        });
      }
      return out;
    },
  };
}
