import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-duplicate',
    title: 'A directive given twice where the server allows it once',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'Some directives may appear only once per block; nginx refuses to start with `"ssl_protocols" directive is duplicate`.',
      nginx: { bad: 'server {\n    ssl_session_timeout 1d;\n    ssl_session_timeout 4h;\n}', good: 'server {\n    ssl_session_timeout 1d;\n}' },
      apache: { bad: 'LoadModule ssl_module modules/mod_ssl.so\nLoadModule ssl_module modules/mod_ssl.so', good: 'LoadModule ssl_module modules/mod_ssl.so' },
    },
  },
  check: (model) => validityFindings(model, 'directive-duplicate'),
};

export default rule;
