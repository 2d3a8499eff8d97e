import type { Answer, Model, Scope, Server, UrlMap } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import type { Span } from '../src/syntax/types.js';
import { locationOf, sendsResponses, serverLabel } from '../src/rules-support/helpers.js';
import { allLocations, apacheOutcome, nginxFileFor, nginxLocationFor } from '../src/rules-support/url-path.js';

/** The path an HTTP-01 challenge asks for (RFC 8555 section 8.3), with a token of our own. */
const CHALLENGE = '/.well-known/acme-challenge/ssllint-token';

const rule: Rule = {
  meta: {
    id: 'acme-challenge-unreachable',
    title: 'ACME HTTP-01 challenges cannot reach the webroot',
    severity: 'warning',
    category: 'certificate',
    security: true,
    acrossServers: true,
    docs: {
      why: 'A certificate renewed by webroot (Certbot `--webroot`, acme.sh `-w`, Let\'s Encrypt\'s HTTP-01 challenge) needs the CA\'s request for `http://NAME/.well-known/acme-challenge/TOKEN` on port 80 to reach the file the client wrote. nginx runs a server-level `return` (or a `rewrite … permanent`) before it chooses a location, so a `location /.well-known/acme-challenge/` beside `return 301 https://…` in the port-80 server is never used, inline or from an included snippet; in Apache, RewriteRules run before mod_alias, and mod_alias runs every Redirect before any Alias, so `Redirect / https://…` takes the challenge before `Alias /.well-known/acme-challenge/ …`. The CA follows the redirect to https://, so renewal still works where the HTTPS server serves the same file; where it does not (it proxies everything, or serves another directory) the renewal fails and the certificate expires, within weeks for 45-day certificates. Reported: the unused challenge location or Alias (a warning unless the redirect leads to a server that serves the same file, then info), and a redirect-only port-80 server with no challenge location of its own where the tree serves challenges from a webroot elsewhere and the HTTPS server the redirect leads to, which holds a Let\'s Encrypt certificate, does not serve them.',
      nginx: {
        bad: 'server {\n    listen 80;\n    server_name example.com;\n    return 301 https://$host$request_uri;\n    location /.well-known/acme-challenge/ {\n        root /var/www/certbot;\n    }\n}',
        good: 'server {\n    listen 80;\n    server_name example.com;\n    location /.well-known/acme-challenge/ {\n        root /var/www/certbot;\n    }\n    location / {\n        return 301 https://$host$request_uri;\n    }\n}',
      },
      apache: {
        bad: '<VirtualHost *:80>\n    ServerName example.com\n    Alias /.well-known/acme-challenge/ /var/www/certbot/.well-known/acme-challenge/\n    Redirect permanent / https://example.com/\n</VirtualHost>',
        good: '<VirtualHost *:80>\n    ServerName example.com\n    Alias /.well-known/acme-challenge/ /var/www/certbot/.well-known/acme-challenge/\n    RedirectMatch permanent ^/(?!\\.well-known/acme-challenge/)(.*) https://example.com/$1\n</VirtualHost>',
      },
      references: ['https://www.rfc-editor.org/rfc/rfc8555#section-8.3', 'https://letsencrypt.org/docs/challenge-types/#http-01-challenge', 'https://httpd.apache.org/docs/2.4/mod/mod_alias.html#order'],
    },
  },
  check(model) {
    return model.dialect === 'nginx' ? checkNginx(model) : checkApache(model);
  },
};

/** Where the challenge files are meant to be: a webroot location's or Alias's file for the challenge path. */
interface Webroot {
  at: Span;
  file: string | undefined;
}

function checkNginx(model: Model): RuleFinding[] {
  const out: RuleFinding[] = [];
  const virtual = model.servers.filter((s) => s.kind === 'virtual' && sendsResponses(s));
  // Challenge locations anywhere in the tree: the webroot the tree serves challenges from.
  const webroots: Webroot[] = [];
  for (const s of virtual) for (const loc of allLocations(s.scopes)) if (isChallengeLocation(loc)) webroots.push({ at: loc.at, file: nginxFileFor(s, loc, CHALLENGE) });
  if (webroots.length === 0) return out;
  const seen = new Set<Span>();
  // nginx's root where no level writes one: the http block's, else `html` under the prefix.
  const httpRoot = model.servers.find((s) => s.kind === 'global')?.directive?.block?.find((d) => d.name === 'root')?.args[0]?.value ?? 'html';
  for (const s of virtual) {
    if (!onPlain80(s)) continue;
    const redirect = nginxServerRedirect(s);
    if (!redirect) continue;
    const dead = nginxLocationFor(s.scopes, CHALLENGE);
    const own = dead && isChallengeLocation(dead) ? dead : undefined;
    const webroot = own ? { at: own.at, file: nginxFileFor(s, own, CHALLENGE) } : webroots[0];
    const targets = redirectTargets(model, s, redirect);
    const served = targets.filter((t) => nginxServes(t, webroot.file, httpRoot));
    if (own) {
      if (seen.has(own.at)) continue;
      seen.add(own.at);
      out.push(deadFinding(own.at, redirect, targets, served, `location ${own.match.join(' ')}`, 'before nginx chooses a location'));
    } else if (targets.length > 0 && served.length < targets.length && targets.some(letsEncrypt) && redirect.status >= 300 && redirect.status < 400) {
      if (seen.has(redirect.at)) continue;
      seen.add(redirect.at);
      out.push(missingFinding(s, redirect, targets.filter((t) => !served.includes(t)), webroot));
    }
  }
  return out;
}

function checkApache(model: Model): RuleFinding[] {
  const out: RuleFinding[] = [];
  const virtual = model.servers.filter((s) => s.kind === 'virtual' && sendsResponses(s));
  const names = (s: Server) => s.names.map((n) => n.value);
  const webroots: Webroot[] = [];
  for (const s of virtual) for (const m of s.urlMaps ?? []) if (m.kind === 'alias' && challengeAlias(m)) webroots.push({ at: m.at, file: aliasFile(m) });
  if (webroots.length === 0) return out;
  const seen = new Set<Span>();
  for (const s of virtual) {
    if (s.tls || !s.listen.some((l) => l.port === 80 || l.port === 0)) continue;
    const maps = s.urlMaps ?? [];
    const outcome = apacheOutcome(maps, CHALLENGE, names(s));
    if (!outcome.redirect) continue;
    const redirect: Answer = { status: outcome.redirect.status ?? 302, target: outcome.redirect.target, at: outcome.redirect.at };
    const own = maps.find((m) => m.kind === 'alias' && challengeAlias(m));
    const webroot = own ? { at: own.at, file: aliasFile(own) } : webroots[0];
    const targets = redirectTargets(model, s, redirect);
    const served = targets.filter((t) => apacheServes(t, webroot.file));
    if (own) {
      if (seen.has(own.at)) continue;
      seen.add(own.at);
      const before = outcome.redirect.module === 'rewrite' ? 'in mod_rewrite, which runs before mod_alias' : 'and mod_alias runs every Redirect before any Alias';
      out.push(deadFinding(own.at, redirect, targets, served, 'this Alias', before));
    } else if (targets.length > 0 && served.length < targets.length && targets.some(letsEncrypt) && redirect.status >= 300 && redirect.status < 400) {
      if (seen.has(redirect.at)) continue;
      seen.add(redirect.at);
      out.push(missingFinding(s, redirect, targets.filter((t) => !served.includes(t)), webroot));
    }
  }
  return out;
}

function deadFinding(at: Span, redirect: Answer, targets: readonly Server[], served: readonly Server[], what: string, why: string): RuleFinding {
  const answer = redirect.target ? `${redirect.status} ${redirect.target}` : String(redirect.status);
  const works = targets.length > 0 && served.length === targets.length;
  const where = targets.length > 0 ? targets.map(serverLabel).join(', ') : undefined;
  const after = works
    ? `; the CA follows the redirect to ${where}, which serves the same file, so renewals still work`
    : redirect.status >= 300 && redirect.status < 400 && /^https:/i.test(redirect.target ?? '')
      ? `: HTTP-01 challenges are redirected to https, where ${where ? `${where} does not serve that file` : 'no server of this tree serves them'}, so webroot renewals fail and the certificate expires`
      : ': HTTP-01 challenges never reach the webroot, so webroot renewals fail and the certificate expires';
  return {
    severity: works ? 'info' : undefined,
    message: `${what} is never used: \`${answer}\` (line ${redirect.at.line}) answers every request first, ${why}${after}`,
    location: locationOf(at),
    related: [locationOf(redirect.at), ...served.map((t) => locationOf(t.at))],
    fix: { description: 'redirect everything but the challenge path: move the redirect into `location / { … }` (nginx), or exclude /.well-known/acme-challenge/ from it (Apache: RedirectMatch with a negative lookahead, or a RewriteCond)' },
  };
}

function missingFinding(s: Server, redirect: Answer, failing: readonly Server[], webroot: Webroot): RuleFinding {
  return {
    message: `${serverLabel(s)} redirects every request, HTTP-01 challenges included, to ${redirect.target}, and ${failing.map(serverLabel).join(', ')} there does not serve /.well-known/acme-challenge/ from the webroot this tree uses for challenges (line ${webroot.at.line}${webroot.at.file === s.at.file ? '' : ` of ${webroot.at.file}`}): webroot renewals fail and the certificate expires`,
    location: locationOf(redirect.at),
    related: [locationOf(webroot.at), ...failing.map((t) => locationOf(t.at))],
    fix: { description: 'serve the challenge path on port 80 before redirecting (a location /.well-known/acme-challenge/ with the webroot, and the redirect in location /), or renew another way (DNS-01)' },
  };
}

function isChallengeLocation(scope: Scope): boolean {
  return scope.kind === 'location' && scope.match.some((m) => /acme-challenge/i.test(m)) && !scope.http.answer && !scope.http.upstream;
}

function challengeAlias(m: UrlMap): boolean {
  return /acme-challenge/i.test(m.pattern);
}

function aliasFile(m: UrlMap): string | undefined {
  if (m.regex || m.target === undefined) return undefined;
  return `${m.target}${CHALLENGE.slice(m.pattern.length)}`.replace(/\/{2,}/g, '/');
}

/** nginx: a listen on port 80 without ssl, or no listen at all (*:80) unless an include that could hold one was not read. */
function onPlain80(s: Server): boolean {
  return (s.listen.length === 0 && !s.unreadIncludes) || s.listen.some((l) => !l.ssl && l.port === 80);
}

/**
 * What the server level answers every request with: its own `return`/`rewrite`, or a server-level
 * `if` on the host or scheme that redirects (certbot's `if ($host = NAME) { return 301 …; }`),
 * which runs before any location too. An `if` on the URI may spare the challenge: not taken.
 */
function nginxServerRedirect(s: Server): Answer | undefined {
  for (const scope of s.scopes) {
    if (scope.kind !== 'if' || !scope.http.answer) continue;
    const cond = scope.match.join(' ');
    if (/\$(host|http_host|server_name|scheme|https|server_port)\b/.test(cond) && !/\$(request_uri|uri|document_uri)\b/.test(cond)) return scope.http.answer;
  }
  return s.http.answer;
}

/** The TLS servers of the tree a redirect to https:// leads to, by the host it names (the request's own for $host and kin). */
function redirectTargets(model: Model, s: Server, redirect: Answer): Server[] {
  const target = redirect.target ?? '';
  // The host is a variable (`$host`, `%{SERVER_NAME}`) or a literal name, followed by a path, a port or another variable.
  const m = /^https:\/\/(\$\{?\w+\}?|%\{\w+\}|[^/:$%]+)/i.exec(target);
  if (!m || redirect.status < 300 || redirect.status >= 400) return [];
  const host = m[1];
  const hosts = /^(\$host|\$http_host|\$server_name|%\{(SERVER_NAME|HTTP_HOST)\}|\$\{?host\}?)$/i.test(host) ? s.names.map((n) => n.value).filter((n) => n !== '' && n !== '_') : [host];
  const { exact, wild } = tlsByName(model);
  const out = new Set<Server>();
  for (const h of hosts) {
    for (const t of exact.get(h.toLowerCase()) ?? []) out.add(t);
    for (const w of wild) if (nameMatches(w.pattern, h)) out.add(w.server);
  }
  return [...out];
}

const namesByModel = new WeakMap<Model, { exact: Map<string, Server[]>; wild: { pattern: string; server: Server }[] }>();

/** The TLS servers by exact name, and the wildcard ones, once per model (a fleet has thousands). */
function tlsByName(model: Model): { exact: Map<string, Server[]>; wild: { pattern: string; server: Server }[] } {
  let index = namesByModel.get(model);
  if (index) return index;
  index = { exact: new Map(), wild: [] };
  for (const t of model.servers) {
    if (t.kind !== 'virtual' || !t.tls || !sendsResponses(t)) continue;
    for (const n of t.names) {
      const name = n.value.toLowerCase();
      if (name.startsWith('*.') || name.startsWith('.')) index.wild.push({ pattern: name, server: t });
      else {
        const list = index.exact.get(name);
        if (!list) index.exact.set(name, [t]);
        else if (!list.includes(t)) list.push(t);
      }
    }
  }
  namesByModel.set(model, index);
  return index;
}

function nameMatches(pattern: string, name: string): boolean {
  const p = pattern.toLowerCase();
  const n = name.toLowerCase();
  if (p === n) return true;
  if (p.startsWith('*.')) return n.endsWith(p.slice(1));
  if (p.startsWith('.')) return n === p.slice(1) || n.endsWith(p);
  return false;
}

/** The certificate comes from an ACME client's store (Certbot's, acme.sh's, Lego's …). */
function letsEncrypt(t: Server): boolean {
  return (t.tls?.certificates ?? []).some((c) => /letsencrypt|acme|certbot|lego|dehydrated/i.test(c.path));
}

/** Whether an nginx TLS server sends the challenge file (the same file when the webroot's is known). */
function nginxServes(t: Server, file: string | undefined, httpRoot: string): boolean {
  if (t.http.answer || nginxServerRedirect(t)) return false;
  const loc = nginxLocationFor(t.scopes, CHALLENGE);
  const http = loc?.http ?? t.http;
  if (http.answer || http.upstream) return false;
  const theirs = nginxFileFor(t, loc, CHALLENGE) ?? `${httpRoot}${CHALLENGE}`.replace(/\/{2,}/g, '/');
  return file === undefined || theirs === file;
}

/** Whether an Apache TLS server sends the challenge file: not redirected, and the same file where both are known. */
function apacheServes(t: Server, file: string | undefined): boolean {
  const outcome = apacheOutcome(t.urlMaps ?? [], CHALLENGE, t.names.map((n) => n.value));
  if (outcome.redirect || outcome.proxy || t.http.answer) return false;
  if (outcome.unknown) return true;
  const theirs = outcome.alias ? aliasFile(outcome.alias) : t.documentRoot?.proxied ? undefined : t.documentRoot ? `${t.documentRoot.path}${CHALLENGE}` : undefined;
  if (!outcome.alias && t.documentRoot?.proxied) return false;
  return file === undefined || theirs === undefined || theirs === file;
}

export default rule;
