import type { Rule } from '../src/rule.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'semicolon-missing',
    title: 'A missing semicolon makes the next directive an argument',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'nginx ends a directive at `;`, not at the end of the line. A line without its `;` takes the words of the next line as more arguments: `index index.php` followed by `ssl_certificate /etc/ssl/site.pem;` is one `index` directive with three files to try, which `nginx -t` accepts, and the server runs without its own certificate. Reported where a word that starts a later line of a directive is the name of a directive the block takes, followed on its line by as many words as that directive takes; a quoted word is never taken for one.',
      nginx: {
        bad: 'server {\n    index index.php\n    ssl_certificate /etc/ssl/site.pem;\n}',
        good: 'server {\n    index index.php;\n    ssl_certificate /etc/ssl/site.pem;\n}',
      },
      references: ['https://nginx.org/en/docs/beginners_guide.html#conf_structure'],
    },
  },
  check: (model) => validityFindings(model, 'semicolon-missing'),
};

export default rule;
