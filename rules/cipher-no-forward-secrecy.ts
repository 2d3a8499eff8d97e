import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-no-forward-secrecy',
    title: 'A suite with static RSA or DH key exchange is enabled',
    severity: 'warning',
    category: 'cipher',
    security: true,
    docs: {
      why: 'With static RSA key exchange, whoever obtains the server\'s private key later (theft, a subpoena, a Heartbleed) can decrypt every recorded session. ECDHE/DHE suites use a fresh key per connection.',
      nginx: { bad: 'ssl_ciphers AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;', good: 'ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305;' },
      apache: { bad: 'SSLCipherSuite AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256', good: 'SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305' },
    },
  },
  // Anonymous and null suites have rules of their own.
  picks: (s) => !s.fs && !s.isAnon && !s.isNull && s.protocol !== 'TLSv1.3',
  what: 'suites without forward secrecy',
  why: () => 'a later leak of the private key decrypts every recorded session',
});
