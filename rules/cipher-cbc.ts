import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-cbc',
    title: 'CBC-mode suites are enabled for TLS 1.2',
    severity: 'info',
    category: 'cipher',
    security: true,
    docs: {
      why: 'TLS\'s CBC suites MAC before they encrypt, which has produced a decade of padding-oracle and timing attacks (Lucky13, POODLE-TLS, Zombie POODLE). AEAD suites (GCM, ChaCha20-Poly1305) avoid the construction; every client since about 2014 has them. Keep CBC only when very old clients must connect.',
      nginx: { bad: 'ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA;', good: 'ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305;' },
      apache: { bad: 'SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA', good: 'SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305' },
    },
  },
  // The broken and 3DES suites (also CBC) are reported by their own, stricter rules.
  picks: (s) => s.isCbc && !s.is3des && !s.isDes && !s.isRc2 && !s.isExport && !s.isNull && !s.isAnon,
  what: 'CBC-mode suites',
  why: () => 'CBC in TLS has a history of padding-oracle attacks; AEAD suites avoid it',
  applies: (tls) => tls.protocols.value.some((p) => p === 'TLSv1.2' || p === 'TLSv1.1' || p === 'TLSv1'),
});
