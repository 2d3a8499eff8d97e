import type { Rule } from '../src/rule.js';
import { sniUnusedFindings } from '../src/rules-support/sni-unused.js';
import { validityFindings } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'directive-context',
    title: 'A directive where the server does not allow it',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'Each directive is allowed only in some blocks; nginx says `"ssl_protocols" directive is not allowed here` and httpd `SSLEngine not allowed here`, and neither starts. Some TLS lines are allowed in every server but used only in one: on an address:port several servers share, the handshake starts in the default server (nginx) or the first `<VirtualHost>` (Apache), and the switch to the name the client asks for comes too late for some settings or leaves them alone. Such a line in another server is reported as info (not used): the key-exchange groups and, for nginx, the session cache and ticket keys in every release; the protocols, the TLS 1.3 suites and (nginx) turning tickets on before nginx 1.29.2 / httpd 2.4.42; Apache\'s `SSLHonorCipherOrder off` or `SSLSessionTickets on` under a first vhost that says the opposite. The servers that do use the line are judged by it; see docs/semantics-nginx.md and docs/semantics-apache.md. For Apache it also says where TLS lines land in a `<VirtualHost>` that speaks plain HTTP: one with certificate lines but no `SSLEngine on` (here or in the main server) whose address is not exactly that of a `Listen … https` line (the only case httpd switches TLS on by itself) answers plain HTTP, an error on port 443 or a port a Listen marks https (clients expecting TLS fail, or get the certificate of a TLS vhost sharing the address), a warning on other ports except 80; and `SSLEngine on` in the main server reaching a vhost on a plain port (a warning).',
      nginx: { bad: 'location / {\n    ssl_protocols TLSv1.2 TLSv1.3;\n}', good: 'server {\n    ssl_protocols TLSv1.2 TLSv1.3;\n}' },
      apache: { bad: '<Directory /var/www>\n    SSLEngine on\n</Directory>', good: '<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>' },
    },
  },
  check: (model) => [...validityFindings(model, 'directive-context'), ...sniUnusedFindings(model)],
};

export default rule;
