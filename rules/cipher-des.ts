import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-des',
    title: 'A single-DES suite is enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'Single DES has a 56-bit key, searched exhaustively in under a day since 1998. OpenSSL\'s `LOW` class and old `DEFAULT`/`ALL` strings include it.',
      nginx: { bad: 'ssl_ciphers ALL:!aNULL;', good: 'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;' },
      apache: { bad: 'SSLCipherSuite ALL:LOW', good: 'SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256' },
    },
  },
  picks: (s) => s.isDes,
  what: 'single-DES suites',
  why: () => 'a 56-bit key is found by exhaustive search',
});
