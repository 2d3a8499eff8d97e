// #36 item 1: ACME HTTP-01 challenges that cannot reach the webroot. The oracles are live
// servers asked for the challenge path as the CA asks for it: on port 80 with the name as Host,
// following a redirect to https:// (the CA does). nginx answers a server-level `return` before
// any location; httpd runs Redirect before Alias.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { liveMissing, startHttpd } from './apache-live.js';
import { get, type Reply } from './helpers/http-live.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, hasNginx, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-acme-').dir;
chmodSync(work, 0o755);
afterAll(() => removeTmp(work));
let n = 0;

const TOKEN = '/.well-known/acme-challenge/tok';

function said(file: string): string[] {
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => f.ruleId === 'acme-challenge-unreachable')
    .map((f) => `${f.severity}:${f.location.line}`);
}

/** A webroot holding the challenge file, readable by nginx's and httpd's workers. */
function webroot(dir: string): string {
  const root = `${dir}/certbot`;
  mkdirSync(`${root}/.well-known/acme-challenge`, { recursive: true });
  writeFileSync(`${root}${TOKEN}`, 'tok.key');
  for (const d of [dir, root, `${root}/.well-known`, `${root}/.well-known/acme-challenge`]) chmodSync(d, 0o755);
  chmodSync(`${root}${TOKEN}`, 0o644);
  return root;
}

/** The CA's walk: the challenge on port 80, then the https:// redirect if there is one. */
async function challenge(plain: number, tls: number): Promise<string> {
  const first = await get(plain, TOKEN, { headers: { Host: 'example.com' } });
  if (first.status !== 301) return describe1(first);
  const next = new URL(first.headers.location ?? '');
  return `301 → ${describe1(await get(tls, next.pathname, { headers: { Host: 'example.com' }, tls: true }))}`;
}

function describe1(r: Reply): string {
  return r.status === 200 ? `200 ${r.body}` : String(r.status);
}

/**
 * The same tree twice: for the lint on ports 80 and 443, and live on free ports (the redirect
 * then names the TLS port). `http80` is the port-80 server's body; `https` the TLS server's.
 */
function nginxTree(http80: string, https: string, ports: { plain: number; tls: number }) {
  const dir = `${work}/n${n++}`;
  mkdirSync(dir, { recursive: true });
  const root = webroot(dir);
  const tls = `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n`;
  const text = (p80: string, p443: string, redirectPort: string) =>
    wholeConfig(
      dir,
      `server {\n    listen ${p80};\n    server_name example.com;\n${http80.replaceAll('ROOT', root).replaceAll(':PORT', redirectPort)}}\nserver {\n    listen ${p443} ssl;\n    server_name example.com;\n${tls}${https.replaceAll('ROOT', root)}}\n`,
    );
  return {
    dir,
    lintConf: put(dir, 'lint/nginx.conf', text('80', '443', '')),
    liveConf: put(dir, 'live/nginx.conf', text(`127.0.0.1:${ports.plain}`, `127.0.0.1:${ports.tls}`, `:${ports.tls}`)),
  };
}

const CHALLENGE_LOCATION = '    location /.well-known/acme-challenge/ {\n        root ROOT;\n    }\n';
const REDIRECT = '    return 301 https://$host:PORT$request_uri;\n';
const PROXY_ALL = '    location / {\n        proxy_pass http://127.0.0.1:9;\n    }\n';

describe.skipIf(!hasNginx)('nginx (live)', () => {
  it('a server-level return before the challenge location: the challenge is redirected to a server that proxies it away; a warning at the location', async () => {
    const ports = { plain: await freePort(), tls: await freePort() };
    const t = nginxTree(`${REDIRECT}${CHALLENGE_LOCATION}`, PROXY_ALL, ports);
    const live = await withNginx(t.dir, t.liveConf, ports.plain, () => challenge(ports.plain, ports.tls));
    expect(live).toBe('301 → 502');
    expect(said(t.lintConf)).toEqual(['warning:16']);
  }, 40_000);

  it('the same, through an included snippet: a warning at the snippet\'s location', async () => {
    const ports = { plain: await freePort(), tls: await freePort() };
    const t = nginxTree(`${REDIRECT}    include SNIPPET;\n`, PROXY_ALL, ports);
    const snippet = put(t.dir, 'snippets/letsencrypt.conf', CHALLENGE_LOCATION.replaceAll('ROOT', `${t.dir}/certbot`));
    for (const f of [t.lintConf, t.liveConf]) put(t.dir, f.slice(t.dir.length + 1), readFileSync(f, 'utf8').replace('SNIPPET', snippet));
    const live = await withNginx(t.dir, t.liveConf, ports.plain, () => challenge(ports.plain, ports.tls));
    expect(live).toBe('301 → 502');
    const findings = lint(fixedLintOptions([t.lintConf]), RULES).findings.filter((f) => f.ruleId === 'acme-challenge-unreachable');
    expect(findings.map((f) => `${f.severity} ${f.location.file.endsWith('letsencrypt.conf')}:${f.location.line}`)).toEqual(['warning true:1']);
  }, 40_000);

  it('the redirect in location / leaves the challenge location in use: served on port 80, quiet', async () => {
    const ports = { plain: await freePort(), tls: await freePort() };
    const t = nginxTree(`${CHALLENGE_LOCATION}    location / {\n    ${REDIRECT}    }\n`, PROXY_ALL, ports);
    expect(await withNginx(t.dir, t.liveConf, ports.plain, () => challenge(ports.plain, ports.tls))).toBe('200 tok.key');
    expect(said(t.lintConf)).toEqual([]);
  }, 40_000);

  it('the HTTPS server serves the same webroot: the redirected challenge is served, so the unused location is info', async () => {
    const ports = { plain: await freePort(), tls: await freePort() };
    const t = nginxTree(`${REDIRECT}${CHALLENGE_LOCATION}`, `${CHALLENGE_LOCATION}${PROXY_ALL}`, ports);
    expect(await withNginx(t.dir, t.liveConf, ports.plain, () => challenge(ports.plain, ports.tls))).toBe('301 → 200 tok.key');
    expect(said(t.lintConf)).toEqual(['info:16']);
  }, 40_000);
});

describe('nginx: a redirect-only port-80 server while the tree serves challenges from a webroot elsewhere', () => {
  const tree = (cert: string, https: string) =>
    put(
      `${work}/w${n++}`,
      'nginx.conf',
      wholeConfig(
        work,
        [
          'server {',
          '    listen 80;',
          '    server_name a.example.com;',
          '    location /.well-known/acme-challenge/ { root /var/www/certbot; }',
          '    location / { return 301 https://$host$request_uri; }',
          '}',
          'server {',
          '    listen 80;',
          '    server_name b.example.com;',
          '    return 301 https://$host$request_uri;',
          '}',
          'server {',
          '    listen 443 ssl;',
          '    server_name b.example.com;',
          `    ssl_certificate ${cert}/fullchain.pem;`,
          `    ssl_certificate_key ${cert}/privkey.pem;`,
          https,
          '}',
        ].join('\n'),
      ),
    );

  it('its HTTPS server proxies everything and holds a Let\'s Encrypt certificate: a warning at the redirect', () => {
    expect(said(tree('/etc/letsencrypt/live/b.example.com', '    location / { proxy_pass http://127.0.0.1:8000; }'))).toEqual(['warning:21']);
  });

  it('its HTTPS server serves the webroot, or its certificate is not an ACME one: quiet', () => {
    expect(said(tree('/etc/letsencrypt/live/b.example.com', '    location /.well-known/acme-challenge/ { root /var/www/certbot; }\n    location / { proxy_pass http://127.0.0.1:8000; }'))).toEqual([]);
    expect(said(tree('/etc/ssl/b.example.com', '    location / { proxy_pass http://127.0.0.1:8000; }'))).toEqual([]);
  });
});

describe.skipIf(liveMissing !== undefined)(`Apache (live)${liveMissing ? ` (${liveMissing})` : ''}`, () => {
  const MODULES: [string, string][] = [
    ['alias_module', 'mod_alias.so'],
    ['rewrite_module', 'mod_rewrite.so'],
  ];
  const site = (lines: string) => `<VirtualHost *:\${port}>\n    ServerName example.com\n${lines}</VirtualHost>\n`;
  const lintSite = (lines: string) =>
    said(put(`${work}/a${n++}`, 'httpd.conf', `Listen 80\n<VirtualHost *:80>\n    ServerName example.com\n${lines}</VirtualHost>\n<VirtualHost *:443>\n    ServerName example.com\n    SSLEngine on\n    SSLCertificateFile /etc/letsencrypt/live/example.com/cert.pem\n    ProxyPass / http://127.0.0.1:8000/\n</VirtualHost>\n`));

  /** What a challenge request gets from httpd running the site (ROOT: the webroot, made once httpd is up). */
  async function ask(lines: string): Promise<string> {
    const live = await startHttpd(site(lines.replaceAll('ROOT', '${root}/certbot')), MODULES);
    try {
      webroot(live.root);
      const r = await get(live.port, TOKEN, { headers: { Host: 'example.com' } });
      return r.status === 200 ? `200 ${r.body}` : String(r.status);
    } finally {
      live.stop();
    }
  }

  it('Redirect / catches the challenge before the Alias: 301, a warning at the Alias; a RedirectMatch that spares the path: 200, quiet', async () => {
    const alias = '    Alias /.well-known/acme-challenge/ ROOT/.well-known/acme-challenge/\n    <Directory ROOT>\n        Require all granted\n    </Directory>\n';
    expect(await ask(`${alias}    Redirect permanent / https://example.com/\n`)).toBe('301');
    expect(lintSite(`    Alias /.well-known/acme-challenge/ /var/www/certbot/.well-known/acme-challenge/\n    Redirect permanent / https://example.com/\n`)).toEqual(['warning:4']);
    expect(await ask(`${alias}    RedirectMatch permanent ^/(?!\\.well-known/acme-challenge/)(.*) https://example.com/$1\n`)).toBe('200 tok.key');
    expect(lintSite(`    Alias /.well-known/acme-challenge/ /var/www/certbot/.well-known/acme-challenge/\n    RedirectMatch permanent ^/(?!\\.well-known/acme-challenge/)(.*) https://example.com/$1\n`)).toEqual([]);
  }, 60_000);

  it('a RewriteRule runs before the Alias; a RewriteCond excluding the path spares it', async () => {
    const alias = '    Alias /.well-known/acme-challenge/ ROOT/.well-known/acme-challenge/\n    <Directory ROOT>\n        Require all granted\n    </Directory>\n';
    const rewrite = (cond: string) => `    RewriteEngine on\n${cond}    RewriteRule ^ https://example.com%{REQUEST_URI} [R=301,L]\n`;
    expect(await ask(`${alias}${rewrite('')}`)).toBe('301');
    expect(lintSite(`    Alias /.well-known/acme-challenge/ /var/www/certbot/.well-known/acme-challenge/\n${rewrite('')}`)).toEqual(['warning:4']);
    const spare = '    RewriteCond %{REQUEST_URI} !^/\\.well-known/acme-challenge/\n';
    expect(await ask(`${alias}${rewrite(spare)}`)).toBe('200 tok.key');
    expect(lintSite(`    Alias /.well-known/acme-challenge/ /var/www/certbot/.well-known/acme-challenge/\n${rewrite(spare)}`)).toEqual([]);
  }, 60_000);
});
