import type { Rule, RuleFinding } from '../src/rule.js';
import type { Scope } from '../src/model/types.js';
import { absence, htaccessMaySet, httpLevels, inDialect, locationOf } from '../src/rules-support/helpers.js';

const ASSET_EXTENSION = /(?:^|[^a-z0-9])(css|m?js|png|jpe?g|gif|ico|svgz?|webp|avif|woff2?|ttf|otf|eot)(?![a-z0-9])/i;
const ASSET_PREFIX = /^\/(static|assets|images|img|fonts|css|js|media)\//i;
// Where the response comes from elsewhere, the headers are the backend's business.
const HANDED_OFF = new Set(['proxy_pass', 'fastcgi_pass', 'uwsgi_pass', 'scgi_pass', 'grpc_pass', 'return', 'deny', 'proxypass', 'proxypassmatch']);

const CACHE_HEADER = /^(cache-control|expires)$/i;

// A fleet repeats a handful of location patterns: each is classified once per run.
const patternKind = new Map<string, 'asset' | 'prefix' | 'other'>();

function servesAssets(scope: Scope): boolean {
  // `location = /favicon.ico { log_not_found off; }` is about logging one file, not assets.
  if (scope.match[0] === '=') return false;
  const pattern = scope.match[scope.match.length - 1] ?? '';
  let kind = patternKind.get(pattern);
  if (kind === undefined) {
    kind = ASSET_EXTENSION.test(pattern) ? 'asset' : ASSET_PREFIX.test(pattern) ? 'prefix' : 'other';
    if (patternKind.size >= 4096) patternKind.clear();
    patternKind.set(pattern, kind);
  }
  // A prefix location that nests its own locations leaves the assets to them.
  return kind === 'asset' || (kind === 'prefix' && scope.scopes.length === 0);
}

const SAMPLE_EXTENSIONS = ['css', 'js', 'png', 'jpg', 'gif', 'ico', 'svg', 'webp', 'woff2'];

/**
 * Whether the requests for assets `scope` would serve go to another location first, by
 * nginx's matching order (ngx_http_core_find_location): regex locations are tried in the
 * order written before a prefix location (not `^~`) is used, so an earlier regex sibling that
 * matches every asset a regex location names, or any regex sibling that matches every asset
 * under a prefix location, takes them all. The regex is tried on sample URIs with JavaScript's
 * engine; one it cannot compile shadows nothing.
 */
function shadowed(scope: Scope, siblings: readonly Scope[]): boolean {
  if (scope.kind !== 'location') return false;
  const regex = scope.match[0] === '~' || scope.match[0] === '~*';
  if (!regex && scope.match[0] === '^~') return false;
  const pattern = scope.match[scope.match.length - 1] ?? '';
  const prefix = regex ? '/x/' : pattern.endsWith('/') ? pattern : `${pattern}/`;
  const extensions = regex ? [...pattern.matchAll(new RegExp(ASSET_EXTENSION.source, 'gi'))].map((m) => m[1].toLowerCase()) : SAMPLE_EXTENSIONS;
  if (extensions.length === 0) return false;
  const earlier = regex ? siblings.slice(0, siblings.indexOf(scope)) : siblings;
  const tests: RegExp[] = [];
  for (const s of earlier) {
    if (s === scope || s.kind !== 'location' || (s.match[0] !== '~' && s.match[0] !== '~*')) continue;
    try {
      tests.push(new RegExp(s.match[s.match.length - 1] ?? '', s.match[0] === '~*' ? 'i' : ''));
    } catch {
      // A PCRE-only construct: not judged.
    }
  }
  return extensions.every((ext) => tests.some((t) => t.test(`${prefix}a.${ext}`)));
}

function handsOff(scope: Scope): boolean {
  return (scope.directive.block ?? []).some((d) => HANDED_OFF.has(d.name.toLowerCase()));
}

const rule: Rule = {
  meta: {
    id: 'static-assets-uncached',
    title: 'Static assets are served without cache headers',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'Without Cache-Control or Expires, browsers revalidate or refetch every script, stylesheet, image and font on each page view: extra round trips, and on HTTPS extra connections that each may pay a handshake. On Apache, where AllowOverride lets .htaccess files set them (Indexes for mod_expires, FileInfo for Header, or All), the finding is only info: ssllint does not read .htaccess files. An nginx location whose asset requests an earlier regex location takes (nginx tries regex locations in the order written, before any prefix location not marked `^~`) is not judged: the location that serves them is.',
      nginx: { bad: 'location ~* \\.(css|js|png|woff2)$ {\n    root /srv/www;\n}', good: 'location ~* \\.(css|js|png|woff2)$ {\n    root /srv/www;\n    expires 30d;\n}' },
      apache: {
        bad: '<FilesMatch "\\.(css|js|png|woff2)$">\n    Header set X-Content-Type-Options nosniff\n</FilesMatch>',
        good: '<FilesMatch "\\.(css|js|png|woff2)$">\n    ExpiresActive On\n    ExpiresDefault "access plus 1 month"\n</FilesMatch>',
      },
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    const siblingsOf = new Map<Scope, readonly Scope[]>();
    const note = (list: readonly Scope[]): void => {
      for (const s of list) {
        siblingsOf.set(s, list);
        note(s.scopes);
      }
    };
    for (const server of model.servers) note(server.scopes);
    for (const { scope } of httpLevels(model)) {
      if (!scope || !servesAssets(scope) || handsOff(scope)) continue;
      if (model.dialect === 'nginx' && shadowed(scope, siblingsOf.get(scope) ?? [])) continue;
      const { expires, headers, moduleHeaders } = scope.http;
      const cached =
        (expires.value !== undefined && expires.value !== 'off') ||
        headers.value.some((h) => CACHE_HEADER.test(h.name)) ||
        moduleHeaders.some((h) => CACHE_HEADER.test(h.name));
      if (cached) continue;
      const { severity, note } = absence(model, expires);
      const htaccess = htaccessMaySet(scope.http, ['header', 'expires']);
      out.push({
        severity: htaccess ? 'info' : severity,
        message: `static assets matched by \`${scope.match.join(' ')}\` are served without Cache-Control or Expires: browsers refetch them on every visit${note}${htaccess ? ` (an .htaccess file may set them: AllowOverride ${htaccess} allows it here, and ssllint does not read .htaccess files)` : ''}`,
        location: locationOf(scope.at),
        fix: {
          description: 'let browsers cache static assets',
          replacement: inDialect(model.dialect, { nginx: 'expires 30d;', apache: 'ExpiresActive On\nExpiresDefault "access plus 1 month"' }),
        },
      });
    }
    return out;
  },
};

export default rule;
