import type { Rule } from '../src/rule.js';
import { diagnosticsAsFindings } from '../src/rules-support/diagnostics.js';

const rule: Rule = {
  meta: {
    id: 'syntax-error',
    title: 'The configuration cannot be parsed',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'The server refuses to start (or reload) with a file it cannot parse, and nothing after the error is checked by ssllint either. The message names the position and what the parser expected there, in the server\'s own words.',
      nginx: { bad: 'server {\n    listen 443 ssl\n    server_name example.com;\n}', good: 'server {\n    listen 443 ssl;\n    server_name example.com;\n}' },
      apache: { bad: '<VirtualHost *:443>\n    SSLEngine on\n</Directory>', good: '<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>' },
    },
  },
  check: (model) => diagnosticsAsFindings(model, 'syntax-error', 'fix the syntax at this position; `nginx -t` / `apachectl configtest` report the same line'),
};

export default rule;
