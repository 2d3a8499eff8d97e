import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-arguments',
    title: 'A directive with the wrong number of arguments',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'The server refuses to start on a directive with too few or too many arguments (`invalid number of arguments in "ssl_certificate" directive`, `SSLCertificateFile takes one argument`).',
      nginx: { bad: 'server {\n    ssl_certificate;\n}', good: 'server {\n    ssl_certificate /etc/ssl/example.crt;\n}' },
      apache: { bad: 'SSLCertificateFile', good: 'SSLCertificateFile /etc/ssl/example.crt' },
    },
  },
  check: (model) => validityFindings(model, 'directive-arguments'),
};

export default rule;
