import type { Rule, RuleFinding } from '../src/rule.js';
import type { Scope } from '../src/model/types.js';
import { locationOf } from '../src/rules-support/helpers.js';
import { deadPrefix } from '../src/rules-support/locations.js';

const rule: Rule = {
  meta: {
    id: 'location-unmatchable',
    title: 'A location no request can match',
    severity: 'warning',
    category: 'syntax',
    security: false,
    docs: {
      why: 'Without `~` or `~*`, nginx reads a location\'s name as a literal prefix and compares the request URI with it character by character (ngx_http_core_find_static_location). A name written like a regex (`location (^/x/.*\\.(png|css)$)`, `location /static/.*\\.css$`) then matches no request, and neither does a name that does not start with `/` (every URI nginx matches does): `nginx -t` accepts both, and whatever the block sets (cache lifetimes, access rules, an upstream) silently never applies. Named locations (`@name`) are for internal redirects and are not judged.',
      nginx: {
        bad: 'location (^/media/.*\\.(png|css)$) {\n    expires 30d;\n}',
        good: 'location ~ ^/media/.*\\.(png|css)$ {\n    expires 30d;\n}',
      },
      references: ['https://nginx.org/en/docs/http/ngx_http_core_module.html#location'],
    },
  },
  check(model) {
    if (model.dialect !== 'nginx') return [];
    const out: RuleFinding[] = [];
    // A snippet included in several servers is one place: one finding.
    const seen = new Set<Scope['at']>();
    const walk = (scopes: readonly Scope[]): void => {
      for (const scope of scopes) {
        const dead = deadPrefix(scope);
        if (dead && !seen.has(scope.at)) {
          seen.add(scope.at);
          out.push(
            dead.why === 'regex'
              ? {
                  message: `\`location ${scope.match.join(' ')}\` is a prefix location written like a regex: without \`~\` nginx compares the URI with this text literally, so it matches no request and nothing in the block ever applies`,
                  location: locationOf(scope.at),
                  fix: { description: `make it a regex location: \`location ~ ${dead.name}\` (\`~*\` to ignore case)` },
                }
              : {
                  message: `\`location ${scope.match.join(' ')}\` does not start with \`/\`: no request URI matches it, so nothing in the block ever applies`,
                  location: locationOf(scope.at),
                  fix: { description: `start the prefix with a slash: \`location /${dead.name}\`` },
                },
          );
        }
        walk(scope.scopes);
      }
    };
    for (const server of model.servers) walk(server.scopes);
    return out;
  },
};

export default rule;
