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
      why: 'Some directives may appear only once per block; nginx refuses to start with `"ssl_session_timeout" directive is duplicate`. Others add up, and `nginx -t` warns instead (reported as warnings, in its words): a bitmask directive such as `ssl_protocols` or `proxy_next_upstream` written twice in one block (often once in an included snippet and once in the server) adds the second line\'s values to the first instead of replacing them, and warns `duplicate value "TLSv1.3"` for a value named twice; an extension listed twice in the `types` of one level takes the later content type (`duplicate extension "html", content type: "text/plain", previous content type: "text/html"`).',
      nginx: { bad: 'server {\n    ssl_session_timeout 1d;\n    ssl_session_timeout 4h;\n}', good: 'server {\n    ssl_session_timeout 1d;\n}' },
      apache: { bad: 'LoadModule ssl_module modules/mod_ssl.so\nLoadModule ssl_module modules/mod_ssl.so', good: 'LoadModule ssl_module modules/mod_ssl.so' },
    },
  },
  check: (model) => validityFindings(model, 'directive-duplicate'),
};

export default rule;
