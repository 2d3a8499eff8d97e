import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-value',
    title: 'A value the server rejects',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'Flags take `on` or `off` only, enums a fixed set of words, sizes and times their own syntax; anything else stops the server from starting (`invalid value "yes"`, `SSLHonorCipherOrder must be On or Off`). ssllint would otherwise read such a value as the default.',
      nginx: { bad: 'ssl_prefer_server_ciphers yes;', good: 'ssl_prefer_server_ciphers on;' },
      apache: { bad: 'SSLHonorCipherOrder yes', good: 'SSLHonorCipherOrder on' },
    },
  },
  check: (model) => validityFindings(model, 'directive-value'),
};

export default rule;
