import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-null',
    title: 'A suite without encryption is enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'eNULL suites authenticate but send everything in clear text; an attacker who can downgrade the negotiation reads the traffic. `ALL` does not include them, but `COMPLEMENTOFALL`, `eNULL`, `NULL` and explicit names do. OpenSSL 1.1.0 and later refuse them (0 bits) at security level 1 or more, so the rule fires where they can be negotiated: on 1.0.2, or with `@SECLEVEL=0` in the string.',
      nginx: { bad: 'ssl_ciphers HIGH:NULL;', good: 'ssl_ciphers HIGH:!aNULL:!eNULL:!MD5;' },
      apache: { bad: 'SSLCipherSuite NULL-SHA256:HIGH', good: 'SSLCipherSuite HIGH:!aNULL:!MD5' },
    },
  },
  picks: (s) => s.isNull,
  what: 'suites without encryption (eNULL)',
  why: () => 'the traffic is sent in clear text',
});
