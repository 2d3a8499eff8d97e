import type { Suite } from '../src/openssl/index.js';
import type { Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { adviceFor, bulkCost, distinctCipherSettings, rankLabel, SLOWER_FACTOR, suiteRank } from '../src/rules-support/ciphers.js';
import { listGenerations, locationOf } from '../src/rules-support/helpers.js';

/** The first suite ordered before a stronger one (or a much cheaper one of the same class). */
function firstInversion(suites: readonly Suite[], context: RuleContext): { early: Suite; late: Suite; why: string } | undefined {
  for (let i = 0; i < suites.length; i++) {
    const early = suites[i];
    for (let j = i + 1; j < suites.length; j++) {
      const late = suites[j];
      if (suiteRank(late) < suiteRank(early)) return { early, late, why: `${rankLabel(early)} before ${rankLabel(late)}` };
      const ce = bulkCost(early, context);
      const cl = bulkCost(late, context);
      if (suiteRank(late) === suiteRank(early) && ce !== undefined && cl !== undefined && ce > cl * SLOWER_FACTOR) {
        return { early, late, why: `${(ce / cl).toFixed(1)}× the CPU per byte on ${context.hardware.join(' + ')}` };
      }
    }
  }
  return undefined;
}

const rule: Rule = {
  meta: {
    id: 'cipher-order',
    title: 'A weaker or slower suite is ordered before a stronger, faster one',
    severity: 'warning',
    category: 'cipher',
    security: true,
    docs: {
      why: 'With server preference on, the server picks the first suite in its own list that the client also offers. A CBC, static-RSA, 3DES or (for the hardware) slower suite ahead of an AEAD suite with forward secrecy is what every client that offers both gets. Which AEAD is cheapest depends on the CPU: AES-GCM with AES-NI or ARMv8 crypto, ChaCha20-Poly1305 without (`--hardware`). Only suites the server can serve are compared: none its certificates cannot sign for (ECDSA or DSS suites with an RSA certificate), no fixed-ECDH suite, no PSK or SRP suite.',
      nginx: {
        bad: 'ssl_prefer_server_ciphers on;\nssl_ciphers AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256;',
        good: 'ssl_prefer_server_ciphers on;\nssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305:AES128-SHA;',
      },
      apache: {
        bad: 'SSLHonorCipherOrder on\nSSLCipherSuite AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256',
        good: 'SSLHonorCipherOrder on\nSSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305:AES128-SHA',
      },
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    // The search is quadratic in the list; servers sharing a string share the list's identity.
    const inversions = new Map<readonly Suite[], ReturnType<typeof firstInversion>>();
    const inversionIn = (suites: readonly Suite[]): ReturnType<typeof firstInversion> => {
      if (!inversions.has(suites)) inversions.set(suites, firstInversion(suites, context));
      return inversions.get(suites);
    };
    for (const place of distinctCipherSettings(model)) {
      const tls = place.tls;
      if (!tls.preferServerCiphers.value) continue;
      let first: ReturnType<typeof firstInversion>;
      const gens = context.generations.filter((g) => {
        const inversion = inversionIn(place.servableSuites(model, g));
        first ??= inversion;
        return inversion !== undefined;
      });
      if (!first) continue;
      const advice = adviceFor(model, context);
      out.push({
        message: `with server preference on, ${first.early.name} is ordered before ${first.late.name} (${first.why}) on ${listGenerations(gens)}: clients offering both get the worse one`,
        location: locationOf(tls.ciphers.at),
        fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement },
        generations: gens,
      });
    }
    return out;
  },
};

export default rule;
