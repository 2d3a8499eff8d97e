import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-context',
    title: 'A directive where the server does not allow it',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'Each directive is allowed only in some blocks; nginx says `"ssl_protocols" directive is not allowed here` and httpd `SSLEngine not allowed here`, and neither starts.',
      nginx: { bad: 'location / {\n    ssl_protocols TLSv1.2 TLSv1.3;\n}', good: 'server {\n    ssl_protocols TLSv1.2 TLSv1.3;\n}' },
      apache: { bad: '<Directory /var/www>\n    SSLEngine on\n</Directory>', good: '<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>' },
    },
  },
  check: (model) => validityFindings(model, 'directive-context'),
};

export default rule;
