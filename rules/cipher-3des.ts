import { suiteRule } from '../src/rules-support/suite-rule.js';
import { tripleDesMultiple } from '../src/rules-support/ciphers.js';
import { formatMultiple } from '../src/advice/costs.js';

export default suiteRule({
  meta: {
    id: 'cipher-3des',
    title: 'A 3DES suite is enabled',
    severity: 'warning',
    category: 'cipher',
    security: true,
    docs: {
      why: '3DES has a 64-bit block: after about 32 GB under one key, collisions reveal plaintext (SWEET32, 2016). It is also many times slower than AES-GCM or ChaCha20, so a client that offers only 3DES makes the server spend that multiple of CPU per byte: a cheap denial-of-service lever. OpenSSL 1.0.2 before 1.0.2i counts it as `HIGH`.',
      nginx: { bad: 'ssl_ciphers HIGH:!aNULL:!MD5;    # with OpenSSL 1.0.2', good: 'ssl_ciphers HIGH:!aNULL:!MD5:!3DES;' },
      apache: { bad: 'SSLCipherSuite HIGH:MEDIUM:!aNULL', good: 'SSLCipherSuite HIGH:!aNULL:!MD5:!3DES' },
      references: ['https://sweet32.info/'],
    },
  },
  picks: (s) => s.is3des,
  what: '3DES suites',
  why: (context, gens) =>
    `64-bit blocks (SWEET32), and a 3DES-only client costs about ${formatMultiple(tripleDesMultiple(context))}× the CPU per byte of the fastest AEAD on ${context.hardware.join(' + ')}${
      gens.length === 1 && gens[0] === '1.0.2' ? ' (OpenSSL 1.0.2 before 1.0.2i counts 3DES as HIGH, so HIGH enables it there)' : ''
    }`,
});
