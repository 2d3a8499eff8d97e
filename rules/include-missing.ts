import type { Rule } from '../src/rule.js';
import { diagnosticsAsFindings } from '../src/rules-support/diagnostics.js';

const rule: Rule = {
  meta: {
    id: 'include-missing',
    title: 'An include names a file that does not exist',
    severity: 'warning',
    category: 'syntax',
    security: false,
    docs: {
      why: 'nginx refuses to start when a literal `include` path does not exist (a glob that matches nothing is fine); Apache refuses to start when `Include` names a missing file or a wildcard that matches nothing (`IncludeOptional` does not), unless the `Include` sits in a conditional section that does not hold (`<IfModule>`, `<IfDefine>`, `<IfVersion>`), which httpd skips unread. When linting a copy of /etc, map the absolute paths with `--path-map`.',
      nginx: { bad: 'include /etc/nginx/snippets/ssl-params.conf;  # file not deployed', good: 'include /etc/nginx/snippets/*.conf;' },
      apache: { bad: 'Include sites-enabled/*.conf  # nothing enabled yet', good: 'IncludeOptional sites-enabled/*.conf' },
    },
  },
  check: (model) => diagnosticsAsFindings(model, 'include-missing', 'create the file, fix the path, or use a glob (nginx) / IncludeOptional (Apache); with a repository copy of /etc pass --path-map /etc/nginx=DIR'),
};

export default rule;
