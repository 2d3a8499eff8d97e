import type { Header } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { atLeast, parseVersion } from '../src/model/version.js';
import { httpLevels, inDialect, locationOf } from '../src/rules-support/helpers.js';
import { readHsts } from '../src/rules-support/hsts.js';

/** Six months: the least max-age worth sending (what SSL Labs and Mozilla's guideline ask for). */
const MIN_MAX_AGE = 15768000;

// nginx CHANGES 1.7.5: "the "always" parameter of the "add_header" directive" (docs/version-gates.md nginx-header-always).
const ALWAYS_SINCE = '1.7.5';

const GOOD = { nginx: 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;', apache: 'Header always set Strict-Transport-Security "max-age=63072000; includeSubDomains"' };

const rule: Rule = {
  meta: {
    id: 'hsts-weak',
    title: 'The Strict-Transport-Security header does not protect',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: '`max-age=0` tells browsers to forget the host\'s HSTS policy (RFC 6797 section 6.1.1): the header switches protection off. A max-age under six months lapses between visits, and a value that breaks the RFC 6797 grammar (no max-age, a directive written twice, a max-age that is not a number) is ignored whole by browsers. `preload` without `includeSubDomains` is not accepted by the browsers\' preload list (reported as info). Written without `always`, the header is missing where it is often needed first: nginx\'s `add_header` acts only on 200, 201, 204, 206, 301, 302, 303, 304, 307 and 308 responses, so error pages (401, 404, 500 …) go without it; Apache\'s `Header set` (the `onsuccess` table) acts on 2xx responses only, so redirects (`Redirect`, a `RewriteRule … [R]`) and error pages go without it, and the redirect from the bare domain is where the preload list looks for it. The fix adds `always` (for Apache it replaces the line: `Header set` and `Header always set` are two tables, and both would be sent on success); it is risky like any change to HSTS, since the promise then also reaches hosts that only redirect. Values built from nginx variables or Apache `%{…}` format strings are not judged: they are known only per request.',
      nginx: {
        bad: 'add_header Strict-Transport-Security "max-age=0" always;',
        good: 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
      },
      apache: {
        bad: 'Header always set Strict-Transport-Security "max-age=86400; preload"',
        good: 'Header always set Strict-Transport-Security "max-age=63072000; includeSubDomains"',
      },
      references: ['https://www.rfc-editor.org/rfc/rfc6797#section-6.1', 'https://hstspreload.org/#deployment-recommendations'],
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    // An inherited header is the same object at every level that has it: one look each.
    const seen = new Set<Header>();
    const readings = new Map<string, ReturnType<typeof readHsts>>();
    const fix = { description: 'send a max-age of at least six months (two years is usual)', replacement: inDialect(model.dialect, GOOD) };
    const version = parseVersion(model.serverVersion);
    // A release known to be older has no `always` to add: nothing to ask for there.
    const canAlways = model.dialect === 'apache' || version === undefined || atLeast(version, ALWAYS_SINCE);
    for (const { server, http } of httpLevels(model)) {
      if (server.kind === 'virtual' && !server.tls) continue;
      for (const list of [http.headers.value, http.moduleHeaders]) for (const header of list) {
        if (seen.has(header)) continue;
        const moduleHeader = list === http.moduleHeaders;
        seen.add(header);
        if (!isHsts(header) || header.value === '' || dynamic(header.value)) continue;
        let reading = readings.get(header.value);
        if (!reading) readings.set(header.value, (reading = readHsts(header.value)));
        const quoted = `"${header.value}"`;
        if (!reading.ok) {
          out.push({ message: `Strict-Transport-Security ${quoted} is malformed: ${reading.problem}`, location: locationOf(header.at), fix });
        } else if (reading.maxAge === 0) {
          out.push({ message: `Strict-Transport-Security ${quoted} has max-age=0, which tells browsers to drop HSTS for this host`, location: locationOf(header.at), fix });
        } else if (reading.maxAge < MIN_MAX_AGE) {
          out.push({ message: `Strict-Transport-Security ${quoted} has a max-age of ${reading.maxAge}s, under six months (${MIN_MAX_AGE}s): the policy lapses between visits`, location: locationOf(header.at), fix });
        } else if (!header.always && !moduleHeader && canAlways) {
          out.push(notAlways(model.dialect, header, quoted));
        } else if (reading.preload && !reading.includeSubDomains) {
          out.push({
            severity: 'info',
            message: `Strict-Transport-Security ${quoted} asks for preload without includeSubDomains, which the browsers' preload list requires`,
            location: locationOf(header.at),
            fix: { description: 'add includeSubDomains (once every subdomain serves HTTPS) or drop preload' },
          });
        }
      }
    }
    return out;
  },
};

/** HSTS written without `always`: sent with some statuses only. */
function notAlways(dialect: 'nginx' | 'apache', header: Header, quoted: string): RuleFinding {
  return {
    message:
      dialect === 'nginx'
        ? `Strict-Transport-Security ${quoted} is sent without \`always\`: nginx adds it only to 200, 201, 204, 206 and 3xx responses, so error pages (401, 404, 500 …) go without it`
        : `Strict-Transport-Security ${quoted} is set without \`always\`: mod_headers sets it on successful (2xx) responses only, so redirects and error pages go without it`,
    location: locationOf(header.at),
    fix: {
      description: 'send HSTS on every response (`always`)',
      ...(dialect === 'nginx' ? { since: ALWAYS_SINCE } : {}),
      replacement: inDialect(dialect, { nginx: `add_header Strict-Transport-Security ${quoted} always;`, apache: `Header always set Strict-Transport-Security ${quoted}${header.extra ? ` ${header.extra}` : ''}` }),
    },
  };
}

function isHsts(h: Header): boolean {
  return h.name.toLowerCase() === 'strict-transport-security';
}

/** nginx variables and mod_headers format specifiers are known only per request. */
function dynamic(value: string): boolean {
  return value.includes('$') || value.includes('%{');
}

export default rule;
