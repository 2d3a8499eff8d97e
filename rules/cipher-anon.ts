import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-anon',
    title: 'A suite without authentication is enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'Anonymous (aNULL: ADH, AECDH) suites skip the certificate, so any man in the middle can complete the handshake in the server\'s place. `HIGH` and `ALL` list them on every OpenSSL, but OpenSSL 1.1.0 and later never negotiate them at security level 1 or more (their default; Debian and Ubuntu build in 2), so the rule fires where they can be negotiated: on 1.0.2, or with `@SECLEVEL=0` in the string. Exclude them with `!aNULL` all the same.',
      nginx: { bad: 'ssl_ciphers HIGH;', good: 'ssl_ciphers HIGH:!aNULL:!MD5;' },
      apache: { bad: 'SSLCipherSuite ADH-AES256-SHA:HIGH', good: 'SSLCipherSuite HIGH:!aNULL:!MD5' },
    },
  },
  picks: (s) => s.isAnon,
  what: 'suites without authentication (aNULL)',
  why: () => 'a man in the middle can complete the handshake in the server\'s place',
});
