import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-removed',
    title: 'A directive removed at this server version',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'Directives that a release removed make that release refuse to start: `ssl on` was removed in nginx 1.25.1 (use `listen 443 ssl`).',
      nginx: { bad: 'server {\n    listen 443;\n    ssl on;\n}', good: 'server {\n    listen 443 ssl;\n}' },
      apache: { bad: 'SSLMutex file:/var/run/ssl_mutex', good: 'Mutex file:/var/run/ssl_mutex ssl-cache' },
    },
  },
  check: (model) => validityFindings(model, 'directive-removed'),
};

export default rule;
