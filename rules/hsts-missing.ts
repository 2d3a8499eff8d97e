import type { Header, HttpSettings, Scope } from '../src/model/types.js';
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
      if (sendsHsts(server.http)) continue;
      if (model.dialect === 'nginx' && everyLocationSends(server.scopes)) continue;
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

function sendsHsts(http: HttpSettings): boolean {
  return http.headers.value.some(isHsts) || http.moduleHeaders.some(isHsts);
}

/**
 * nginx answers every request from one location: when a catch-all `location /` is there and
 * every location (nested ones, named ones and `if` blocks included) sends HSTS, so does every
 * response, whatever the server level says. Without `location /`, a request no location
 * matches is answered with the server level's headers.
 */
function everyLocationSends(scopes: readonly Scope[]): boolean {
  const catchAll = scopes.some((s) => s.kind === 'location' && (s.match.join(' ') === '/' || s.match.join(' ') === '^~ /'));
  const all = (list: readonly Scope[]): boolean => list.every((s) => (s.kind !== 'location' && s.kind !== 'if') || (sendsHsts(s.http) && all(s.scopes)));
  return catchAll && all(scopes);
}

function isHsts(h: Header): boolean {
  return h.name.toLowerCase() === 'strict-transport-security';
}

export default rule;
