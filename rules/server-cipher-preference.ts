import type { Suite } from '../src/openssl/index.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { adviceFor, distinctCipherSettings, rankClass, suiteRank } from '../src/rules-support/ciphers.js';
import { absence, inDialect, listGenerations, locationOf } from '../src/rules-support/helpers.js';
import { optionsLineFix } from '../src/rules-support/conf-options.js';
import { meantDirective } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'server-cipher-preference',
    title: 'Server cipher preference is off while suites differ in strength or cost',
    severity: 'warning',
    category: 'cipher',
    security: true,
    docs: {
      why: 'Without server preference the client\'s order decides, so a client (or an attacker\'s client) that lists a weak or expensive suite first gets it. When every suite a handshake can end in is of one strength class (every one an AEAD with forward secrecy, say), the client may choose (it knows whether it has AES hardware) and nothing is reported. Only suites the server can serve count: none its certificates cannot sign for (ECDSA or DSS suites with an RSA certificate), no fixed-ECDH suite, no PSK or SRP suite. An OpenSSL `Options` command (nginx `ssl_conf_command Options`, Apache `SSLOpenSSLConfCmd Options`) reaches OpenSSL after the server\'s own directive, so `Options -ServerPreference` turns the preference off under `ssl_prefer_server_ciphers on` / `SSLHonorCipherOrder on` (and `Options ServerPreference` on under `off`): the finding is then said at that line, and its fix sets the option there.',
      nginx: { bad: 'ssl_ciphers HIGH:!aNULL:!MD5;\n# ssl_prefer_server_ciphers defaults to off', good: 'ssl_ciphers HIGH:!aNULL:!MD5;\nssl_prefer_server_ciphers on;' },
      apache: { bad: 'SSLCipherSuite HIGH:!aNULL:!MD5\nSSLHonorCipherOrder off', good: 'SSLCipherSuite HIGH:!aNULL:!MD5\nSSLHonorCipherOrder on' },
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    // Servers sharing a string share its suite list (same array): size each list up once.
    const shapes = new Map<readonly Suite[], ListShape>();
    const shapeOf = (suites: readonly Suite[]): ListShape => {
      let shape = shapes.get(suites);
      if (!shape) shapes.set(suites, (shape = listShape(suites)));
      return shape;
    };
    for (const place of distinctCipherSettings(model)) {
      const tls = place.tls;
      const preference = tls.preferServerCiphers;
      if (preference.value) continue;
      const perGen = context.generations.map((g) => ({ g, suites: place.servableSuites(model, g) })).filter((x) => x.suites.length > 0);
      if (perGen.length === 0) continue;
      const unequal = perGen.filter((x) => shapeOf(x.suites).mixed);
      const { severity: absentSeverity, note } = absence(model, preference);
      // An `Options -ServerPreference` line overrides the server's own directive (it reaches
      // OpenSSL later): the fix turns the option back on in that line.
      const optionsLine = optionsLineFix(model.dialect, preference, 'serverpreference', true);
      const directive = optionsLine ?? inDialect(model.dialect, { nginx: 'ssl_prefer_server_ciphers on;', apache: 'SSLHonorCipherOrder on' });
      const via = optionsLine ? ` (this Options line clears ServerPreference after ${inDialect(model.dialect, { nginx: 'ssl_prefer_server_ciphers', apache: 'SSLHonorCipherOrder' })} is applied)` : '';
      const at = locationOf(preference.defaulted ? tls.ciphers.at : preference.at);
      const meant = meantDirective(model, preference, ['ssl_prefer_server_ciphers', 'sslhonorcipherorder']);
      const related = meant ? { related: meant.related } : {};
      const meantNote = meant?.note ?? '';
      // Suites of equal strength (or all AEAD with forward secrecy): the client's pick costs
      // nothing, and a finding that reports no defect is noise.
      if (unequal.length === 0) continue;
      const worst = shapeOf(unequal[0].suites).worst;
      const advice = adviceFor(model, context);
      out.push({
        severity: absentSeverity,
        message: `server cipher preference is off${via} while the enabled suites differ in strength on ${listGenerations(unequal.map((x) => x.g))}: a client can pick the worst, ${worst.name}${note}${meantNote}`,
        short: `server cipher preference is off; suites of unequal strength on ${listGenerations(unequal.map((x) => x.g))}`,
        location: at,
        ...related,
        fix: { description: `enforce the server's order (${advice.description})`, replacement: `${directive}\n${advice.cipherDirective}`.trim() },
        generations: unequal.map((x) => x.g),
      });
    }
    return out;
  },
};

interface ListShape {
  /** Suites of unequal strength: the client's pick matters. */
  mixed: boolean;
  worst: Suite;
}

/**
 * Only called on non-empty lists. One pass, each suite ranked once: the worst is the first of
 * the highest rank, what a stable sort by descending rank would put first.
 */
function listShape(suites: readonly Suite[]): ListShape {
  let worst = suites[0];
  let worstRank = suiteRank(worst);
  const firstClass = rankClass(worstRank);
  let mixed = false;
  for (const s of suites) {
    const rank = suiteRank(s);
    if (rank > worstRank) {
      worst = s;
      worstRank = rank;
    }
    if (rankClass(rank) !== firstClass) mixed = true;
  }
  return { mixed, worst };
}

export default rule;
