import type { Rule } from '../src/rule.js';
import { diagnosticsAsFindings } from '../src/rules-support/diagnostics.js';

const rule: Rule = {
  meta: {
    id: 'file-unreadable',
    title: 'A configuration file cannot be read',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'A file that cannot be read (permissions, a directory, binary content, not UTF-8 text, over 10 MB) is not checked at all, so its problems stay hidden; the server may also fail to read it. In a repository (a git work tree), in the GitHub Action and in an editor, a path that leads outside the repository or workspace, through the config file\'s `roots`, an include or a symlink, is not read either and is reported here, where it is named, with how to have it read (--path-map): see docs/security.md.',
      nginx: { bad: 'include conf.d/site.conf.gz;', good: 'include conf.d/site.conf;' },
      apache: { bad: 'Include conf/extra/httpd-ssl.conf.bak~', good: 'Include conf/extra/httpd-ssl.conf' },
    },
  },
  check: (model) => diagnosticsAsFindings(model, 'file-unreadable', 'make the file readable text (UTF-8, under 10 MB) or stop including it'),
};

export default rule;
