import type { Rule, RuleFinding } from '../src/rule.js';
import type { Model, Scope, Server } from '../src/model/types.js';
import { absence, htaccessMaySet, httpLevels, inDialect, locationOf } from '../src/rules-support/helpers.js';
import { deadPrefix } from '../src/rules-support/locations.js';

const ASSET_EXTENSION = /(?:^|[^a-z0-9])(css|m?js|png|jpe?g|gif|ico|svgz?|webp|avif|woff2?|ttf|otf|eot)(?![a-z0-9])/i;
const ASSET_PREFIX = /^\/(static|assets|images|img|fonts|css|js|media)\//i;
// Without the trailing slash (`location /static`), and the names frameworks give their
// collected or uploaded files (Django's staticfiles and media, Rails' and Vite's assets): a
// location that says where its files are (`alias`, `root`) serves them from disk.
const ASSET_DIRECTORY = /^\/(static|staticfiles|assets|images|img|fonts|css|js|media|uploads?|dist)\/?$/i;
// Where the response comes from elsewhere, the headers are the backend's business; where it
// is refused, nothing is served.
const HANDED_OFF = new Set(['proxy_pass', 'fastcgi_pass', 'uwsgi_pass', 'scgi_pass', 'grpc_pass', 'return', 'deny', 'proxypass', 'proxypassmatch']);
// Apache: a section whose files go to a script handler (PHP-FPM through mod_proxy_fcgi, mod_php)
// or that refuses every request.
const SCRIPT_HANDLER = /^(proxy:|application\/x-httpd-php|php\d*-script|cgi-script|fcgid-script)/i;
// A pattern naming script files: what it matches runs, it is not a static asset.
const SCRIPT_EXTENSION = /(?:^|[^a-z0-9])(php\d?|phtml|phar|pl|py|cgi|fcgi|aspx?|jsp|rb)(?![a-z0-9])/i;

const CACHE_HEADER = /^(cache-control|expires)$/i;

// A fleet repeats a handful of location patterns: each is classified once per run.
const patternKind = new Map<string, 'asset' | 'prefix' | 'other'>();

function servesAssets(scope: Scope): boolean {
  // `location = /favicon.ico { log_not_found off; }` is about logging one file, not assets.
  if (scope.match[0] === '=') return false;
  // A prefix location written like a regex matches nothing (rule location-unmatchable).
  if (deadPrefix(scope)) return false;
  const pattern = scope.match[scope.match.length - 1] ?? '';
  // `<FilesMatch "(wp-login|xmlrpc)\.php|\.js$">` names scripts: what runs is not a static asset.
  if (SCRIPT_EXTENSION.test(pattern)) return false;
  if (ASSET_DIRECTORY.test(pattern) && !ASSET_PREFIX.test(pattern)) return scope.scopes.length === 0 && readsFiles(scope);
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
  // The model sees passes written in included snippets too (`include snippets/fastcgi-php.conf;`).
  if (scope.http.upstream) return true;
  return (scope.directive.block ?? []).some((d) => {
    const name = d.name.toLowerCase();
    if (HANDED_OFF.has(name)) return true;
    const words = d.args.map((a) => a.value.toLowerCase());
    if ((name === 'sethandler' || name === 'addhandler' || name === 'addtype') && SCRIPT_HANDLER.test(d.args[0]?.value ?? '')) return true;
    return (name === 'require' && words.join(' ') === 'all denied') || (name === 'deny' && words.join(' ') === 'from all');
  });
}

/** nginx: the location names where its files are (`alias`, `root`): it serves them from disk. */
function readsFiles(scope: Scope): boolean {
  return (scope.directive.block ?? []).some((d) => d.name === 'alias' || d.name === 'root');
}

const rule: Rule = {
  meta: {
    id: 'static-assets-uncached',
    title: 'Static assets are served without cache headers',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'Without Cache-Control or Expires, browsers revalidate or refetch every script, stylesheet, image and font on each page view: extra round trips, and on HTTPS extra connections that each may pay a handshake. Judged: a location or section whose pattern names asset types (`\\.(css|js|png)$`) or an asset directory (`/static/`, `/assets/`, `/media/`; without the slash, and `/staticfiles`, `/uploads`, `/dist`, where the location says where its files are with `alias` or `root`), and, on Apache, a site whose DocumentRoot serves files while nothing in the server sets a lifetime (mod_expires or a `Header … Cache-Control`) and .htaccess files cannot. What runs is not an asset: a pattern naming scripts (`.php`, `.py` …), a location that hands requests to an upstream (in an included snippet too) or a section with a script handler (`SetHandler proxy:fcgi://…`), and a section that refuses every request are not judged. On Apache, where AllowOverride lets .htaccess files set them (Indexes for mod_expires, FileInfo for Header, or All), the finding is only info: ssllint does not read .htaccess files. An nginx location whose asset requests an earlier regex location takes (nginx tries regex locations in the order written, before any prefix location not marked `^~`) is not judged: the location that serves them is, and so is a prefix location written like a regex, which matches nothing (rule location-unmatchable).',
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
    if (model.dialect === 'apache') out.push(...uncachedRoots(model));
    return out;
  },
};

// mod_expires takes a minor-type wildcard (`image/*`) since httpd 2.1.1 (its ChangeLog, 2003:
// "Allow ExpiresByType to accept and understand minor-type wildcards"); scripts go by either name.
const CACHE_TYPES = ['text/css', 'text/javascript', 'application/javascript', 'image/*', 'font/*'];

/**
 * Apache sites whose DocumentRoot serves files while nothing in the server gives any response a
 * lifetime and .htaccess files cannot: every stylesheet, script and image goes uncached. A site
 * that sets one somewhere (a section, its asset sections, the DocumentRoot's <Directory>) took
 * care of caching, and its sections are judged one by one above.
 */
function uncachedRoots(model: Model): RuleFinding[] {
  const out: RuleFinding[] = [];
  const seen = new Set<Scope['at']>();
  const virtual = model.servers.some((s) => s.kind === 'virtual');
  for (const server of model.servers) {
    const root = server.documentRoot;
    if (!root || root.proxied || server.http.answer || server.servesNothing || (virtual && server.kind === 'global')) continue;
    if (seen.has(root.at)) continue;
    // A site with asset sections of its own has them judged one by one (above).
    if (cachesSomewhere(server) || cachedBy(root.http.expires.value, root.http.headers.value) || hasAssetSection(server.scopes)) continue;
    if (htaccessMaySet({ ...server.http, overrides: root.http.overrides }, ['header', 'expires'])) continue;
    seen.add(root.at);
    const { severity, note } = absence(model, root.http.expires);
    out.push({
      severity,
      message: `the files under DocumentRoot ${root.path} (stylesheets, scripts, images) are served without Cache-Control or Expires: nothing in this server sets a lifetime and .htaccess files cannot, so browsers refetch them on every visit${note}`,
      location: locationOf(root.at),
      fix: {
        description: 'give static types a lifetime with mod_expires (loaded with LoadModule expires_module)',
        replacement: ['ExpiresActive On', ...CACHE_TYPES.map((t) => `ExpiresByType ${t} "access plus 1 month"`)].join('\n'),
      },
    });
  }
  return out;
}

function cachedBy(expires: string | undefined, headers: readonly { name: string }[]): boolean {
  return (expires !== undefined && expires !== 'off') || headers.some((h) => CACHE_HEADER.test(h.name));
}

function hasAssetSection(scopes: readonly Scope[]): boolean {
  return scopes.some((s) => servesAssets(s) || hasAssetSection(s.scopes));
}

function cachesSomewhere(server: Server): boolean {
  const any = (scopes: readonly Scope[]): boolean => scopes.some((s) => cachedBy(s.http.expires.value, s.http.headers.value) || any(s.scopes));
  return cachedBy(server.http.expires.value, server.http.headers.value) || any(server.scopes);
}

export default rule;
