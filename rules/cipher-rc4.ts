import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-rc4',
    title: 'An RC4 suite is enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'RC4\'s keystream is biased: plaintext such as cookies can be recovered from enough encryptions of it (Bar Mitzvah, NOMORE). RFC 7465 (2015) prohibits RC4 in TLS. Articles from 2011-2013 recommended RC4 against BEAST; that advice is obsolete.',
      nginx: { bad: 'ssl_ciphers RC4:HIGH:!aNULL:!MD5;', good: 'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;' },
      apache: { bad: 'SSLCipherSuite RC4-SHA:HIGH:!aNULL', good: 'SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305' },
      references: ['https://www.rfc-editor.org/rfc/rfc7465'],
    },
  },
  picks: (s) => s.isRc4,
  what: 'RC4 suites',
  why: () => 'RC4 is prohibited by RFC 7465 (keystream biases leak plaintext)',
});
