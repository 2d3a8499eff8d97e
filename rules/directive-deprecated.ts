import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-deprecated',
    title: 'A directive the server warns about at this version',
    severity: 'warning',
    category: 'syntax',
    security: false,
    docs: {
      why: 'The server still starts but warns, and a later release removes the directive: nginx\'s `ssl on` (1.15.0–1.25.0) and `listen … http2` (from 1.25.1), httpd\'s `SSLCertificateChainFile` (from 2.4.8).',
      nginx: { bad: 'server {\n    listen 443 ssl http2;\n}', good: 'server {\n    listen 443 ssl;\n    http2 on;\n}' },
      apache: { bad: 'SSLCertificateFile /etc/ssl/leaf.crt\nSSLCertificateChainFile /etc/ssl/chain.crt', good: 'SSLCertificateFile /etc/ssl/fullchain.crt' },
    },
  },
  check: (model) => validityFindings(model, 'directive-deprecated'),
};

export default rule;
