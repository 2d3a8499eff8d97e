import type { Header } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { absence, htaccessMaySet, inDialect, locationOf, serverLabel, tlsVirtualServers } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'hsts-missing',
    title: 'No Strict-Transport-Security header on a TLS server',
    severity: 'info',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Without HSTS the first request a browser sends to the site may go over plain HTTP, where it can be redirected or stripped of TLS (sslstrip); it also costs a redirect round trip on every typed-in visit. On Apache, where AllowOverride lets an .htaccess file in the DocumentRoot send headers (FileInfo or All), the message says one might: ssllint does not read .htaccess files.',
      nginx: { bad: 'server {\n    listen 443 ssl;\n}', good: 'server {\n    listen 443 ssl;\n    add_header Strict-Transport-Security "max-age=63072000" always;\n}' },
      apache: { bad: '<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>', good: '<VirtualHost *:443>\n    SSLEngine on\n    Header always set Strict-Transport-Security "max-age=63072000"\n</VirtualHost>' },
      references: ['https://www.rfc-editor.org/rfc/rfc6797'],
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    for (const server of tlsVirtualServers(model)) {
      const headers = server.http.headers;
      if (headers.value.some(isHsts) || server.http.moduleHeaders.some(isHsts)) continue;
      const { severity, note } = absence(model, { ...headers, defaulted: headers.defaulted || headers.value.length === 0 });
      const htaccess = htaccessMaySet(server.http, ['header']);
      out.push({
        severity,
        message: `${serverLabel(server)} sends no Strict-Transport-Security header: a first visit over plain HTTP can be downgraded${note}${htaccess ? ` (an .htaccess file in the DocumentRoot may send it: AllowOverride ${htaccess} allows it there, and ssllint does not read .htaccess files)` : ''}`,
        location: locationOf(server.at),
        fix: {
          description: 'send HSTS on every response',
          replacement: inDialect(model.dialect, {
            nginx: 'add_header Strict-Transport-Security "max-age=63072000" always;',
            apache: 'Header always set Strict-Transport-Security "max-age=63072000"',
          }),
        },
      });
    }
    return out;
  },
};

function isHsts(h: Header): boolean {
  return h.name.toLowerCase() === 'strict-transport-security';
}

export default rule;
