import type { Answer, Model, Scope, Server } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { locationOf, serverLabel, tlsVirtualServers } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'https-redirect-missing',
    title: 'A name served over TLS is served over plain HTTP too',
    severity: 'info',
    category: 'protocol',
    security: true,
    acrossServers: true,
    docs: {
      why: 'When the plain-HTTP server on port 80 that answers a name also served over HTTPS serves content instead of redirecting, visitors who type the name or follow an old http:// link stay on plain HTTP, where the traffic can be read and changed, and HSTS is never learnt (browsers ignore it over HTTP). The plain server is found by name (nginx server_name, Apache ServerName/ServerAlias, with wildcards) or, when no server has the name, the default server of port 80. A server that answers every request with a redirect to an https:// URL (nginx `return 301 https://…` or a catch-all `rewrite … permanent`, at server level or in `location /`, or in an `if` for a server that listens on both ports; Apache `Redirect / https://…`, `RedirectMatch`, `RewriteRule … https://… [R]`) is fine, and so is one that answers with anything but content (`return 444`, `return 404`).',
      nginx: {
        bad: 'server {\n    listen 80;\n    server_name example.com;\n    root /var/www/html;\n}',
        good: 'server {\n    listen 80;\n    server_name example.com;\n    return 301 https://$host$request_uri;\n}',
      },
      apache: {
        bad: '<VirtualHost *:80>\n    ServerName example.com\n    DocumentRoot /var/www/html\n</VirtualHost>',
        good: '<VirtualHost *:80>\n    ServerName example.com\n    Redirect permanent / https://example.com/\n</VirtualHost>',
      },
      references: ['https://www.rfc-editor.org/rfc/rfc6797#section-7.2'],
    },
  },
  check(model) {
    const plain = model.servers.filter((s) => s.kind === 'virtual' && !s.tls && onPort80(s));
    // Exact names looked up, wildcard ones tried in turn: linear in the servers, not quadratic.
    const exact = new Map<string, Server[]>();
    const wild: { pattern: string; server: Server }[] = [];
    for (const p of plain) {
      for (const n of p.names) {
        const name = n.value.toLowerCase();
        if (name.startsWith('*') || name.startsWith('.') || name.endsWith('*')) wild.push({ pattern: name, server: p });
        else {
          const list = exact.get(name);
          if (list) {
            if (!list.includes(p)) list.push(p);
          } else exact.set(name, [p]);
        }
      }
    }
    const fallback = defaultPlain(plain);
    const byPlain = new Map<Server, { names: string[]; tls: Server }>();
    const out: RuleFinding[] = [];
    for (const tls of tlsVirtualServers(model)) {
      const names = tls.names.map((n) => n.value).filter((n) => n !== '' && n !== '_' && !n.startsWith('~'));
      // A server on both ports answers its own names on port 80.
      const own = tls.listen.find((l) => !l.ssl && l.port === 80);
      if (own) {
        if (names.length > 0 && !redirectsPlain(tls)) out.push(finding(model, own.at, names, tls, true));
        continue;
      }
      for (const name of names) {
        const target = exact.get(name.toLowerCase()) ?? wild.filter((w) => nameMatches(w.pattern, name)).map((w) => w.server);
        const servers = target.length > 0 ? target : fallback;
        for (const p of servers) {
          if (!servesContent(p)) continue;
          const entry = byPlain.get(p);
          if (entry) {
            if (!entry.names.includes(name)) entry.names.push(name);
          } else byPlain.set(p, { names: [name], tls });
        }
      }
    }
    for (const [p, { names, tls }] of byPlain) out.push(finding(model, p.at, names, tls, false));
    return out;
  },
};

function finding(model: Model, at: Server['at'], names: string[], tls: Server, combined: boolean): RuleFinding {
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  // Apache's Redirect names its target: the first name served over TLS that is not a wildcard.
  const host = names.find((n) => !n.includes('*') && !n.startsWith('.'));
  return {
    message: `${shown} ${names.length > 1 ? 'are' : 'is'} served over TLS (${serverLabel(tls)}), but ${combined ? 'the same server serves it over plain HTTP on port 80' : 'the plain-HTTP server on port 80 that answers it serves content'} instead of redirecting to https`,
    location: locationOf(at),
    related: combined ? undefined : [locationOf(tls.at)],
    fix: {
      description: combined ? 'redirect plain-HTTP requests to https (or move the port-80 listen to a server of its own)' : 'redirect every request to https',
      replacement:
        model.dialect === 'nginx'
          ? combined
            ? 'if ($scheme = http) {\n    return 301 https://$host$request_uri;\n}'
            : 'return 301 https://$host$request_uri;'
          : host && !combined
            ? `Redirect permanent / https://${host}/`
            : undefined,
    },
  };
}

/** nginx: a server without `listen` listens on *:80; Apache: a <VirtualHost> without a port takes any. */
function onPort80(s: Server): boolean {
  return s.listen.length === 0 ? s.dialect === 'nginx' : s.listen.some((l) => !l.ssl && (l.port === 80 || l.port === 0));
}

/** The server port 80 gives a name no server has: the one marked default, else the first. */
function defaultPlain(plain: Server[]): Server[] {
  const marked = plain.find((p) => p.listen.some((l) => l.defaultServer && (l.port === 80 || l.port === 0)));
  const first = marked ?? plain[0];
  return first ? [first] : [];
}

/** nginx/Apache wildcard names: `*.example.com`, `.example.com` (nginx: the name and its subdomains), `www.example.*`. */
function nameMatches(p: string, name: string): boolean {
  const n = name.toLowerCase();
  if (p.startsWith('*.')) return n.endsWith(p.slice(1));
  if (p.startsWith('.')) return n === p.slice(1) || n.endsWith(p);
  if (p.endsWith('.*')) return n.startsWith(p.slice(0, -1));
  return false;
}

function httpsRedirect(answer: Answer | undefined): boolean {
  return answer !== undefined && answer.status >= 301 && answer.status <= 308 && /^https:\/\//i.test(answer.target ?? '');
}

/** Content is served unless the server answers everything itself: a redirect to https, or any other answer (444, 404). */
function servesContent(server: Server): boolean {
  if (server.http.answer) return false;
  return !server.scopes.some((s) => rootLocation(s) && s.http.answer !== undefined);
}

function rootLocation(scope: Scope): boolean {
  // `location /` takes every request no other location does; `location = /` only the root.
  return scope.kind === 'location' && scope.match.length === 1 && scope.match[0] === '/';
}

/** A server on ports 80 and 443 that sends plain-HTTP requests to https: an `if` (on $scheme, $https …) that does. */
function redirectsPlain(server: Server): boolean {
  return server.scopes.some((s) => s.kind === 'if' && httpsRedirect(s.http.answer));
}

export default rule;
