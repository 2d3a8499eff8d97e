import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-rc2',
    title: 'An RC2 suite is enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'RC2 suites exist only as 40-bit export suites in TLS: trivially breakable and a FREAK downgrade target.',
      nginx: { bad: 'ssl_ciphers ALL:RC2;', good: 'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;' },
      apache: { bad: 'SSLCipherSuite ALL:+RC2', good: 'SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256' },
    },
  },
  picks: (s) => s.isRc2,
  what: 'RC2 suites',
  why: () => 'RC2 suites are 40-bit export ciphers',
});
