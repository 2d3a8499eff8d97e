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
      why: 'Flags take `on` or `off` only, enums a fixed set of words, sizes and times their own syntax; anything else stops the server from starting (`invalid value "yes"`, `SSLHonorCipherOrder must be On or Off`). ssllint would otherwise read such a value as the default. One value httpd takes without a word but that does nothing: `<IfModule NAME>` where NAME is a form of a module\'s name but neither of the two httpd compares it with, exactly and case included (the identifier `mime_module` or the source file `mod_mime.c`): `mime.c`, `mod_mime`, `Mod_Mime.c`, `mod_mime.so`. httpd finds no module and skips the section (a negated one is always read), so an HSTS header or a cache rule inside is never applied: a warning naming the right forms, with a risky fix that writes one (the section\'s lines take effect from then on).',
      nginx: { bad: 'ssl_prefer_server_ciphers yes;', good: 'ssl_prefer_server_ciphers on;' },
      apache: { bad: 'SSLHonorCipherOrder yes', good: 'SSLHonorCipherOrder on' },
    },
  },
  check: (model) => validityFindings(model, 'directive-value'),
};

export default rule;
