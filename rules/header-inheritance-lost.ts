import type { Rule, RuleFinding } from '../src/rule.js';
import type { HttpSettings, Scope } from '../src/model/types.js';
import { locationOf, spanKey } from '../src/rules-support/helpers.js';

const SIGNIFICANT =
  /^(strict-transport-security|content-security-policy(-report-only)?|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|cross-origin-[a-z-]+|cache-control|expires|access-control-[a-z-]+)$/i;

const rule: Rule = {
  meta: {
    id: 'header-inheritance-lost',
    title: 'An inner add_header drops the outer add_header lines',
    severity: 'warning',
    category: 'performance',
    security: true,
    docs: {
      why: 'nginx inherits `add_header` from the outer level only when the inner level has no `add_header` of its own. One `add_header` in a location silently removes every header set at server or http level there, typically HSTS and Cache-Control.',
      nginx: {
        bad: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Cache-Control "public, max-age=31536000";\n}',
        good: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Strict-Transport-Security "max-age=63072000" always;\n    add_header Cache-Control "public, max-age=31536000";\n}',
      },
      references: ['https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header'],
    },
  },
  check(model) {
    if (model.dialect !== 'nginx') return [];
    const out: RuleFinding[] = [];
    const seen = new Set<string>();
    const visit = (http: HttpSettings) => {
      if (http.droppedHeaders.length === 0 || http.headers.value.length === 0) return;
      const at = http.headers.value[0].at;
      const key = spanKey(at);
      if (seen.has(key)) return;
      seen.add(key);
      const names = [...new Set(http.droppedHeaders.map((h) => h.name))];
      out.push({
        // Losing a security or caching header changes what browsers do; losing X-Foo may not.
        severity: names.some((n) => SIGNIFICANT.test(n)) ? undefined : 'info',
        message: `add_header here drops the outer add_header lines (${names.join(', ')}): nginx inherits add_header only into blocks that have none of their own`,
        location: locationOf(at),
        related: http.droppedHeaders.map((h) => locationOf(h.at)),
        fix: {
          description: 'repeat the outer headers in this block (or keep them in a snippet included at every level)',
          replacement: http.droppedHeaders.map((h) => `add_header ${h.name} ${JSON.stringify(h.value)}${h.always ? ' always' : ''};`).join('\n'),
        },
      });
    };
    const walk = (scopes: Scope[]) => scopes.forEach((s) => (visit(s.http), walk(s.scopes)));
    for (const server of model.servers) {
      visit(server.http);
      walk(server.scopes);
    }
    return out;
  },
};

export default rule;
