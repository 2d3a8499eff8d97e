import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-slow',
    title: 'A slow cipher suite is enabled',
    severity: 'info',
    category: 'performance',
    security: false,
    docs: {
      why: 'SEED, IDEA and CAMELLIA-256 have no hardware support on common server CPUs and run several times slower than AES-GCM (with AES-NI or ARMv8 crypto) or ChaCha20-Poly1305 (without); no current client needs them.',
      nginx: { bad: 'ssl_ciphers HIGH:!aNULL;    # includes CAMELLIA256', good: 'ssl_ciphers HIGH:!aNULL:!CAMELLIA:!SEED:!IDEA;' },
      apache: { bad: 'SSLCipherSuite ALL:!aNULL', good: 'SSLCipherSuite HIGH:!aNULL:!CAMELLIA:!SEED:!IDEA' },
    },
  },
  picks: (s) => s.isSlow,
  what: 'slow suites',
  why: () => 'several times the CPU of AES-GCM or ChaCha20-Poly1305 per byte',
});
