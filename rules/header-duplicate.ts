import type { Header, HttpSettings } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { capList } from '../src/bounded-text.js';
import { httpLevels, locationOf } from '../src/rules-support/helpers.js';
import { isSecurityHeader } from '../src/rules-support/security-headers.js';

const rule: Rule = {
  meta: {
    id: 'header-duplicate',
    title: 'A response header is sent twice',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: 'A security header sent twice with different values gives browsers two instructions: they honour only the first Strict-Transport-Security (RFC 6797 section 8.1), apply both Content-Security-Policy headers (a resource must pass each), and treat conflicting X-Frame-Options values by rules of their own. nginx sends every `add_header` line in effect (`add_header_inherit merge` adds the outer ones to the block\'s); Apache sends both `Header set` and `Header always set` of one name on a successful response (two tables) and every `Header add`. An empty nginx value is never sent and is not counted.\n\nnginx sets Content-Type itself (from `types` / `default_type`, or the upstream\'s): `add_header Content-Type` adds a second one, and browsers may read either. Where a `proxy_hide_header Content-Type` (or the fastcgi/uwsgi/scgi/grpc one) hides the upstream\'s, the added one is the only one and is not reported.',
      nginx: {
        bad: 'add_header X-Frame-Options DENY always;\nadd_header X-Frame-Options SAMEORIGIN always;\nlocation /api/ {\n    add_header Content-Type application/json;\n}',
        good: 'add_header X-Frame-Options DENY always;\nlocation /api/ {\n    default_type application/json;\n}',
      },
      apache: {
        bad: 'Header always set X-Frame-Options DENY\nHeader set X-Frame-Options SAMEORIGIN',
        good: 'Header always set X-Frame-Options DENY',
      },
      references: ['https://www.rfc-editor.org/rfc/rfc6797#section-8.1', 'https://nginx.org/en/docs/http/ngx_http_core_module.html#default_type'],
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    // A header list inherited by many levels is judged once; a place is said once.
    const judged = new Set<readonly Header[]>();
    const said = new Set<Header>();
    const contentTypes = new Map<Header, boolean>();
    for (const { http } of httpLevels(model)) {
      const list = http.headers.value;
      if (model.dialect === 'nginx') noteContentType(list, http, contentTypes);
      if (list.length < 2 || judged.has(list)) continue;
      judged.add(list);
      const byName = new Map<string, Header[]>();
      for (const h of list) {
        if (h.value === '' || !isSecurityHeader(h.name)) continue;
        const key = h.name.toLowerCase();
        const group = byName.get(key);
        if (group) group.push(h);
        else byName.set(key, [h]);
      }
      for (const group of byName.values()) {
        const values = [...new Set(group.map((h) => normal(h.value)))];
        if (values.length < 2) continue;
        const first = group[0];
        const other = group.find((h) => normal(h.value) !== normal(first.value)) as Header;
        if (said.has(other)) continue;
        said.add(other);
        out.push({
          message: `${first.name} is sent twice with different values (${capList(group.map((h) => JSON.stringify(h.value)))}): browsers get two contradicting instructions${/^strict-transport-security$/i.test(first.name) ? ' and honour only the first' : ''}`,
          location: locationOf(other.at),
          related: [locationOf(first.at)],
          fix: { description: `send ${first.name} once, with the value meant` },
        });
      }
    }
    for (const [h, hidden] of contentTypes) {
      if (hidden) continue;
      out.push({
        message: `add_header Content-Type adds a second Content-Type header to the one nginx sends (from types / default_type, or the upstream's): browsers may read either`,
        location: locationOf(h.at),
        fix: { description: 'remove the add_header line and set the type with default_type (or a types block); for a proxied response, hide the upstream\'s with proxy_hide_header Content-Type' },
      });
    }
    return out;
  },
};

/** nginx: add_header Content-Type lines in effect here, and whether every level that has one hides the upstream's. */
function noteContentType(list: readonly Header[], http: HttpSettings, seen: Map<Header, boolean>): void {
  for (const h of list) {
    if (h.name.toLowerCase() !== 'content-type' || h.value === '') continue;
    const hidden = http.hidesContentType === true;
    seen.set(h, (seen.get(h) ?? true) && hidden);
  }
}

function normal(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

export default rule;
