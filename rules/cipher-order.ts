import type { Suite } from '../src/openssl/index.js';
import type { Generation, Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { adviceFor, bulkCost, distinctCipherSettings, rankLabel, SLOWER_FACTOR, suiteRank } from '../src/rules-support/ciphers.js';
import { listGenerations, locationOf } from '../src/rules-support/helpers.js';

/** Pairs said one by one in a finding; the rest are counted. */
const MAX_PAIRS = 3;

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
      why: 'With server preference on, the server picks the first suite in its own list that the client also offers. A CBC, static-RSA, 3DES or (for the hardware) slower suite ahead of an AEAD suite with forward secrecy is what every client that offers both gets. Which AEAD is cheapest depends on the CPU: AES-GCM with AES-NI or ARMv8 crypto, ChaCha20-Poly1305 without (`--hardware`). Only suites the server can serve are compared: none its certificates cannot sign for (ECDSA or DSS suites with an RSA certificate), no fixed-ECDH suite, no PSK or SRP suite. Where a certificate cannot be read, the order is judged for an RSA certificate and for an ECDSA one, each on its own, and the finding says which (a DSA certificate is judged only when one is read): DHE-DSS before ECDHE-ECDSA, or an RSA-only suite before an ECDSA-only one, is no order a client meets. Each pair is said with the OpenSSL generations whose expansion orders it so.',
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
      // Each pair said with the generations whose OpenSSL orders it so, per certificate type.
      const pairs = new Map<string, { certificate?: string; inversion: NonNullable<ReturnType<typeof firstInversion>>; gens: Generation[] }>();
      const gens: Generation[] = [];
      for (const g of context.generations) {
        for (const { certificate, suites } of place.servableByCertificate(model, g)) {
          const inversion = inversionIn(suites);
          if (!inversion) continue;
          const key = `${certificate ?? ''}\0${inversion.early.name}\0${inversion.late.name}`;
          const pair = pairs.get(key);
          if (pair) {
            if (!pair.gens.includes(g)) pair.gens.push(g);
          } else pairs.set(key, { certificate, inversion, gens: [g] });
          if (!gens.includes(g)) gens.push(g);
        }
      }
      if (pairs.size === 0) continue;
      const advice = adviceFor(model, context);
      const said = [...pairs.values()].map(({ certificate, inversion, gens: on }) => `${certificate ? `for an ${certificate} certificate, ` : ''}${inversion.early.name} is ordered before ${inversion.late.name} (${inversion.why}) on ${listGenerations(on)}`);
      const shown = said.length > MAX_PAIRS ? [...said.slice(0, MAX_PAIRS), `${said.length - MAX_PAIRS} more`] : said;
      out.push({
        message: `with server preference on, ${shown.join('; ')}: clients offering both get the worse one`,
        short: `with server preference on, ${said[0]}${said.length > 1 ? ` (and ${said.length - 1} more)` : ''}`,
        location: locationOf(tls.ciphers.at),
        fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement },
        generations: gens,
      });
    }
    return out;
  },
};

export default rule;
