import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-unknown',
    title: 'A directive the server does not know',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'nginx and httpd refuse to start on a name they do not know (`unknown directive`, `Invalid command`). A misspelt TLS directive is worse than a missing one: the setting silently falls back to the default while the file looks right. Names of well-known third-party modules (OpenResty/Lua, headers-more, brotli, njs, GeoIP2, ModSecurity, Passenger, PageSpeed) are reported at most as info; an httpd directive whose module is not loaded says which `LoadModule` it needs.',
      nginx: { bad: 'server {\n    listen 443 ssl;\n    ssl_ciphres HIGH:!aNULL;\n}', good: 'server {\n    listen 443 ssl;\n    ssl_ciphers HIGH:!aNULL;\n}' },
      apache: { bad: '<VirtualHost *:443>\n    SSLEngine on\n    SSLCipherSuit HIGH:!aNULL\n</VirtualHost>', good: '<VirtualHost *:443>\n    SSLEngine on\n    SSLCipherSuite HIGH:!aNULL\n</VirtualHost>' },
    },
  },
  check: (model) => validityFindings(model, 'directive-unknown'),
};

export default rule;
