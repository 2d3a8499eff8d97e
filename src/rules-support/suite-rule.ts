// The "a suite of kind X is enabled" rules share one check: expand the effective cipher
// string per checked OpenSSL generation, collect the suites the predicate picks, and say on
// which generations they are enabled. Only the predicate and the prose differ per rule.
import type { Suite } from '../openssl/index.js';
import type { Generation, Rule, RuleContext, RuleFinding, RuleMeta } from '../rule.js';
import type { Model, TlsSettings } from '../model/types.js';
import { adviceFor, distinctCipherSettings, suiteNames } from './ciphers.js';
import { absence, listGenerations, locationOf } from './helpers.js';
import { inertCipherWords } from './inert-words.js';
import { meantDirective } from './validity.js';

/** The directives that set the cipher string (lower-case). */
const CIPHER_DIRECTIVES = ['ssl_ciphers', 'sslciphersuite'];

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
  /** The generations the picks are enabled on (Finding.generations). */
  generations: Generation[];
  names: string;
  why: string;
  /** The message for a string written in the config (the common case), once built. */
  plain: string | undefined;
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
      // What the message says depends only on which picks each generation has: keyed by
      // those list identities, one Map level per generation, worked out once per combination.
      const summaries = new Map<readonly Suite[], unknown>();
      const summaryOf = (perGen: (readonly Suite[])[]): Summary => {
        let level: Map<readonly Suite[], unknown> = summaries;
        for (let i = 0; i < perGen.length - 1; i++) {
          let next = level.get(perGen[i]) as Map<readonly Suite[], unknown> | undefined;
          if (!next) level.set(perGen[i], (next = new Map()));
          level = next;
        }
        const last = perGen[perGen.length - 1];
        let summary = level.get(last) as Summary | undefined;
        if (!summary) {
          const gens = context.generations.filter((_, i) => perGen[i].length > 0);
          summary = { gens: listGenerations(gens), generations: gens, names: suiteNames(perGen.flat()), why: spec.why(context, gens), plain: undefined };
          level.set(last, summary);
        }
        return summary;
      };
      // The advice depends on the model and the context only: one fix shared by every finding.
      let fix: RuleFinding['fix'];
      for (const place of distinctCipherSettings(model)) {
        const tls = place.tls;
        if (spec.applies && !spec.applies(tls)) continue;
        const perGen = context.generations.map((g) => picks(place.suites(g)));
        if (perGen.every((p) => p === NONE)) {
          out.push(...inertCipherWords(tls, context, spec.picks, spec.what, (g) => place.suites(g)));
          continue;
        }
        const summary = summaryOf(perGen);
        if (!fix) {
          const advice = adviceFor(model, context);
          fix = { description: advice.description, replacement: advice.cipherDirective || advice.replacement };
        }
        const { severity, note } = absence(model, tls.ciphers);
        let message: string;
        if (tls.ciphers.defaulted || note) {
          const where = tls.ciphers.defaulted ? `the default cipher string (${tls.ciphers.value}) enables` : 'enables';
          message = `${where} ${spec.what} on ${summary.gens}: ${summary.names}; ${summary.why}${note}`;
        } else {
          message = summary.plain ??= `enables ${spec.what} on ${summary.gens}: ${summary.names}; ${summary.why}`;
        }
        // The one-line reports' message: what is enabled where; the string, suites and why are in the message.
        const short = `${tls.ciphers.defaulted ? 'the default cipher string enables' : 'enables'} ${spec.what} on ${summary.gens}`;
        const meant = meantDirective(model, tls.ciphers, CIPHER_DIRECTIVES);
        if (meant) out.push({ severity, message: `${message}${meant.note}`, short, location: locationOf(tls.ciphers.at), fix, related: meant.related, generations: summary.generations });
        else out.push({ severity, message, short, location: locationOf(tls.ciphers.at), fix, generations: summary.generations });
      }
      return out;
    },
  };
}
