// #36 items 5, 7 and 14: a prefix location written like a regex matches nothing
// (location-unmatchable, and static-assets-uncached leaves it alone); static files served from
// an alias/root location or an Apache DocumentRoot with no lifetime anywhere are reported;
// scripts are not static assets. Live nginx and httpd are the oracles for what is served.
import { chmodSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { liveMissing, startHttpd } from './apache-live.js';
import { fixTree } from './helpers/fix.js';
import { get } from './helpers/http-live.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { hasNginx, nginxTest, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-assets-').dir;
chmodSync(work, 0o755);
afterAll(() => removeTmp(work));
let n = 0;

function said(file: string, rules: string[]): string[] {
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => rules.includes(f.ruleId))
    .map((f) => `${f.ruleId}:${f.severity}:${readFileSync(f.location.file, 'utf8').split('\n')[f.location.line - 1].trim()}`);
}

/** An nginx site on `port` (plain HTTP) whose root holds x/a.css, static/b.css and media/c.png. */
function site(port: number, body: string): { dir: string; conf: string } {
  const dir = `${work}/n${n++}`;
  for (const f of ['www/x/a.css', 'www/static/b.css', 'www/media/c.png']) put(dir, f, 'x');
  chmodSync(dir, 0o755);
  const conf = put(dir, 'nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:${port};\n    root ${dir}/www;\n${body.replaceAll('DIR', dir)}}\n`));
  return { dir, conf };
}

describe.skipIf(!hasNginx)('location-unmatchable: a prefix location written like a regex (live nginx)', () => {
  it('nginx -t accepts it and no request reaches it; with ~ the same pattern takes the request', async () => {
    const port = await freePort();
    const dead = site(port, '    location (^/x/.*\\.(png|css)$) { return 418; }\n');
    expect(nginxTest(dead.dir, dead.conf).ok).toBe(true);
    const live = await withNginx(dead.dir, dead.conf, port, () => get(port, '/x/a.css'));
    expect(live.status).toBe(200);
    expect(said(dead.conf, ['location-unmatchable', 'static-assets-uncached'])).toEqual(['location-unmatchable:warning:location (^/x/.*\\.(png|css)$) { return 418; }']);

    const port2 = await freePort();
    const regex = site(port2, '    location ~ (^/x/.*\\.(png|css)$) { return 418; }\n');
    expect((await withNginx(regex.dir, regex.conf, port2, () => get(port2, '/x/a.css'))).status).toBe(418);
    expect(said(regex.conf, ['location-unmatchable'])).toEqual([]);
  }, 40_000);

  it('other regex signs and a name without a leading slash; prefix, exact, ^~, named and regex locations that can match are quiet', () => {
    const s = site(1, [
      '    location /static/.*\\.css$ { expires 1d; }',
      '    location ^~ ^/media/ { expires 1d; }',
      '    location = images/logo.png { expires 1d; }',
      '    location /static/ { expires 1d; }',
      '    location = /favicon.ico { access_log off; }',
      '    location ^~ /media/ { expires 1d; }',
      '    location ~* \\.(png|css)$ { expires 1d; }',
      '    location ~\\.php$ { return 403; }',
      '    location @app { return 502; }',
      '    location /api(v1) { return 204; }',
      '',
    ].join('\n'));
    expect(said(s.conf, ['location-unmatchable'])).toEqual([
      'location-unmatchable:warning:location /static/.*\\.css$ { expires 1d; }',
      'location-unmatchable:warning:location ^~ ^/media/ { expires 1d; }',
      'location-unmatchable:warning:location = images/logo.png { expires 1d; }',
    ]);
  });
});

describe.skipIf(!hasNginx)('static-assets-uncached: alias and root locations of asset directories (live nginx)', () => {
  it('`location /static` with alias serves the files with no lifetime: reported; with expires, quiet', async () => {
    const port = await freePort();
    const s = site(port, '    location /static { alias DIR/www/static; }\n    location /media/ { alias DIR/www/media/; expires 7d; }\n');
    const live = await withNginx(s.dir, s.conf, port, async () => [await get(port, '/static/b.css'), await get(port, '/media/c.png')]);
    expect(live.map((r) => `${r.status} ${r.headers['cache-control'] ?? '-'}`)).toEqual(['200 -', '200 max-age=604800']);
    expect(said(s.conf, ['static-assets-uncached'])).toEqual([`static-assets-uncached:warning:location /static { alias ${s.dir}/www/static; }`]);
  }, 40_000);

  it('Django\'s /staticfiles and /media without a slash count when they say where their files are; without alias or root they do not', () => {
    const s = site(1, '    location /staticfiles { alias /srv/app/staticfiles; }\n    location /media { root /srv/app; }\n    location /assets { proxy_pass http://127.0.0.1:9; }\n    location /uploads { return 404; }\n    location /dist { try_files $uri =404; }\n');
    expect(said(s.conf, ['static-assets-uncached'])).toEqual([
      'static-assets-uncached:warning:location /staticfiles { alias /srv/app/staticfiles; }',
      'static-assets-uncached:warning:location /media { root /srv/app; }',
    ]);
  });

  it('scripts are not static assets: a pattern naming PHP, a pass in an included snippet, a section denying all', () => {
    const dir = `${work}/n${n++}`;
    put(dir, 'snippets/fastcgi-php.conf', 'fastcgi_pass unix:/run/php/php-fpm.sock;\n');
    const conf = put(
      dir,
      'nginx.conf',
      wholeConfig(dir, `server {\n    listen 80;\n    location ~ \\.(js|css|php)$ { include ${dir}/snippets/fastcgi-php.conf; }\n    location ~ ^/(wp-login|xmlrpc)\\.php|\\.js$ { root /srv; }\n    location ~* \\.(png|woff2)$ { root /srv; }\n}`),
    );
    expect(said(conf, ['static-assets-uncached'])).toEqual(['static-assets-uncached:warning:location ~* \\.(png|woff2)$ { root /srv; }']);
  });
});

describe('static-assets-uncached on Apache sections that run scripts', () => {
  it('FilesMatch of PHP files, a section handing .js and .php to PHP-FPM, one denying all: quiet; a plain asset section: reported', () => {
    const conf = put(
      `${work}/a${n++}`,
      'httpd.conf',
      [
        '<VirtualHost *:443>',
        '    ServerName example.com',
        '    SSLEngine on',
        '    ExpiresActive On',
        '    <FilesMatch "wp-.*\\.php$">',
        '        Require all denied',
        '    </FilesMatch>',
        '    <FilesMatch "\\.(js|php)$">',
        '        SetHandler "proxy:unix:/run/php/php-fpm.sock|fcgi://localhost"',
        '    </FilesMatch>',
        '    <FilesMatch "\\.(css|png)$">',
        '        Require all denied',
        '    </FilesMatch>',
        '    <FilesMatch "\\.(woff2|svg)$">',
        '        Header set X-Content-Type-Options nosniff',
        '    </FilesMatch>',
        '</VirtualHost>',
        '',
      ].join('\n'),
    );
    expect(said(conf, ['static-assets-uncached'])).toEqual(['static-assets-uncached:warning:<FilesMatch "\\.(woff2|svg)$">']);
  });
});

const ROOT_SITE = (extra: string) =>
  `DocumentRoot \${root}/htdocs\n<Directory \${root}/htdocs>\n    Require all granted\n    AllowOverride None\n</Directory>\n${extra}`;

describe.skipIf(liveMissing !== undefined)(`static-assets-uncached on an Apache DocumentRoot (live httpd)${liveMissing ? ` (${liveMissing})` : ''}`, () => {
  it('no mod_expires, no Cache-Control, .htaccess off: the stylesheet goes uncached, and the site is reported at its DocumentRoot', async () => {
    const live = await startHttpd(ROOT_SITE(''), [['alias_module', 'mod_alias.so']]);
    try {
      put(`${live.root}/htdocs`, 'a.css', 'a{}');
      chmodSync(`${live.root}/htdocs/a.css`, 0o644);
      const r = await get(live.port, '/a.css');
      expect(r.status).toBe(200);
      expect([r.headers['cache-control'], r.headers.expires]).toEqual([undefined, undefined]);
      expect(said(live.file, ['static-assets-uncached']).map((l) => l.replace(live.root, 'ROOT'))).toEqual(['static-assets-uncached:warning:DocumentRoot ROOT/htdocs']);
    } finally {
      live.stop();
    }
  }, 40_000);

  it('the fix (mod_expires loaded) gives stylesheets and images a lifetime, not the pages; the rule is then quiet', async () => {
    const body = ROOT_SITE('');
    const tree = fixTree({ 'httpd.conf': `LoadModule expires_module /usr/lib/apache2/modules/mod_expires.so\n${body.replaceAll('${root}', '/srv/site')}` }, { only: ['static-assets-uncached'], types: ['safe'] });
    const fixed = tree.texts['httpd.conf'];
    expect(fixed).toContain('DocumentRoot /srv/site/htdocs\nExpiresActive On\nExpiresByType text/css "access plus 1 month"\n');
    // mod_mime gives the file its type, which ExpiresByType goes by (every packaged httpd loads it).
    const live = await startHttpd(`TypesConfig /dev/null\nAddType text/css .css\nAddType image/png .png\nAddType text/html .html\n${fixed.replace(/^LoadModule.*\n/, '').replaceAll('/srv/site', '${root}')}`, [
      ['mime_module', 'mod_mime.so'],
      ['expires_module', 'mod_expires.so'],
    ]);
    try {
      for (const f of ['a.css', 'b.png']) {
        put(`${live.root}/htdocs`, f, 'x');
        chmodSync(`${live.root}/htdocs/${f}`, 0o644);
      }
      // The stylesheet by its type, the image by image/*; the page itself keeps no lifetime.
      const replies = await Promise.all(['/a.css', '/b.png', '/index.html'].map((p) => get(live.port, p)));
      expect(replies.map((r) => r.headers['cache-control'])).toEqual(['max-age=2592000', 'max-age=2592000', undefined]);
      expect(said(live.file, ['static-assets-uncached'])).toEqual([]);
    } finally {
      live.stop();
    }
  }, 40_000);
});

describe('static-assets-uncached on an Apache DocumentRoot: the look-alikes', () => {
  const lintSite = (inner: string) =>
    said(put(`${work}/a${n++}`, 'httpd.conf', `<VirtualHost *:443>\n    ServerName example.com\n    SSLEngine on\n    DocumentRoot /var/www/html\n${inner}</VirtualHost>\n`), ['static-assets-uncached']);

  it('quiet where a lifetime is set for the DocumentRoot or anywhere in the site, where .htaccess may set one, where everything is proxied or redirected', () => {
    expect(lintSite('    <Directory /var/www/html>\n        ExpiresActive On\n        ExpiresByType text/css "access plus 1 month"\n    </Directory>\n')).toEqual([]);
    expect(lintSite('    <Location /static>\n        Header set Cache-Control "max-age=86400"\n    </Location>\n')).toEqual([]);
    expect(lintSite('    <Directory /var/www/html>\n        AllowOverride All\n    </Directory>\n')).toEqual([]);
    expect(lintSite('    ProxyPass / http://127.0.0.1:8000/\n')).toEqual([]);
    expect(lintSite('    Redirect permanent / https://www.example.com/\n')).toEqual([]);
    expect(lintSite('')).toEqual(['static-assets-uncached:warning:DocumentRoot /var/www/html']);
  });
});
