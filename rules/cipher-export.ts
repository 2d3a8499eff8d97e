import { suiteRule } from '../src/rules-support/suite-rule.js';

export default suiteRule({
  meta: {
    id: 'cipher-export',
    title: 'An EXPORT suite is enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'Export suites use 40- or 56-bit keys and 512-bit key exchange, breakable in hours; FREAK and Logjam (2015) let an attacker force them on clients that never asked. Strings such as `ALL:+EXP` or `DEFAULT` on old OpenSSL builds still enable them.',
      nginx: { bad: 'ssl_ciphers ALL:+EXP;', good: 'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;' },
      apache: { bad: 'SSLCipherSuite ALL:EXP', good: 'SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256' },
      references: ['https://weakdh.org/', 'https://freakattack.com/'],
    },
  },
  picks: (s) => s.isExport,
  what: 'EXPORT suites',
  why: () => '40/56-bit keys and 512-bit key exchange (FREAK, Logjam)',
});
