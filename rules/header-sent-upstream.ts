import type { Directive } from '../src/syntax/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { httpLevels, locationOf } from '../src/rules-support/helpers.js';
import { isSecurityHeader } from '../src/rules-support/security-headers.js';

/** The request header families whose lines go to an upstream as HTTP headers. */
const FAMILIES = ['proxy_set_header', 'grpc_set_header'];

const rule: Rule = {
  meta: {
    id: 'header-sent-upstream',
    title: 'A response security header is set as a request header for the upstream',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: '`proxy_set_header` (and `grpc_set_header`) sets a header of the request nginx sends to the upstream, not of the response the browser gets. X-Frame-Options, Strict-Transport-Security, Content-Security-Policy, X-Content-Type-Options, Referrer-Policy, Permissions-Policy and the Cross-Origin-* policies only work in a response: set that way, they never reach a browser, and the page has none of the protection they were written for. Response headers are set with `add_header … always` (mind that an `add_header` in a location drops the outer ones: rule header-inheritance-lost).',
      nginx: {
        bad: 'location / {\n    proxy_pass http://app;\n    proxy_set_header X-Frame-Options DENY;\n}',
        good: 'location / {\n    proxy_pass http://app;\n    add_header X-Frame-Options DENY always;\n}',
      },
      references: ['https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_set_header', 'https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header'],
    },
  },
  check(model) {
    if (model.dialect !== 'nginx') return [];
    const out: RuleFinding[] = [];
    // Inherited lines are the same directive objects at every level: each is said once.
    const seen = new Set<Directive>();
    for (const { http } of httpLevels(model)) {
      const lines = http.requestLines;
      if (!lines) continue;
      for (const family of FAMILIES) {
        for (const d of lines[family] ?? []) {
          const name = d.args[0]?.value ?? '';
          if (seen.has(d) || !isSecurityHeader(name)) continue;
          seen.add(d);
          out.push({
            message: `${family} ${name} sends ${name} to the upstream with each request: it is a response header, and browsers never see it from here`,
            location: locationOf(d.span),
            fix: { description: `send it to browsers with \`add_header ${name} ${d.args[1]?.raw ?? '…'} always;\` (an add_header in a location drops the outer ones), and remove the ${family} line` },
          });
        }
      }
    }
    return out;
  },
};

export default rule;
