// The real servers judge a default `--fix` with no version flag: on a tree this machine's
// `nginx -t` / `apache2 -t` accepts, the safe fixes leave a tree they still accept. (With no
// version known, ssllint assumes the newest releases: a fix that needs one, `http2 on;` from
// nginx 1.25.1, is not safe there, and nginx 1.22 (Debian 12) would refuse it.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apache2Missing } from './apache-httpd.js';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';
import { apacheT, nginxT, nginxVersion, readTree, withThrowawayCerts } from './helpers/served-tree.js';

const MODULES = '/usr/lib/apache2/modules';

/** The tree's certificate and key lines pointed at throwaway ones, its paths into `dir`. */
function materialise(files: Record<string, string>): string {
  const dir = scratchDir('ssllint-unpinned-');
  mkdirSync(join(dir, 'logs'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), withThrowawayCerts(text));
  }
  return dir;
}

// Written for this test in the shape of the configs Mozilla's generator writes for nginx 1.22
// (intermediate profile): HTTP/2 on the listen line, X25519 first, stapling.
const INTERMEDIATE = `events {}
http {
    server {
        listen 443 ssl http2;
        listen [::]:443 ssl http2;
        server_name example.org;
        ssl_certificate /path/to/signed_cert_plus_intermediates;
        ssl_certificate_key /path/to/private_key;
        ssl_session_timeout 1d;
        ssl_session_cache shared:MozSSL:10m;
        ssl_dhparam /path/to/dhparam;
        ssl_protocols TLSv1.2 TLSv1.3;
        ssl_ecdh_curve X25519:prime256v1:secp384r1;
        ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384;
        ssl_prefer_server_ciphers off;
        ssl_stapling on;
        ssl_stapling_verify on;
        ssl_trusted_certificate /path/to/root_CA_cert_plus_intermediates;
    }
}
`;

const NGINX_TREES: [string, () => Record<string, string>][] = [
  [
    'fixtures/sample/nginx, HTTP/2 written as nginx before 1.25.1 takes it',
    () => {
      const tree = readTree(resolve(__dirname, '../fixtures/sample/nginx'));
      tree['conf.d/blog.conf'] = tree['conf.d/blog.conf'].replace('listen 443 ssl;\n    http2 on;\n', 'listen 443 ssl http2;\n');
      return tree;
    },
  ],
  ['a server with no HTTP/2', () => ({ 'nginx.conf': 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.org;\n        ssl_certificate /x;\n        ssl_certificate_key /y;\n    }\n}\n' })],
];

/** httpd.conf around the sample tree's apache2.conf: Debian's envvars pointed into the copy, the modules it needs and `extra`. */
function writeWrapper(dir: string, extra: string[]): void {
  const wrapper = [
    `ServerRoot ${dir}`,
    `PidFile ${dir}/httpd.pid`,
    `ErrorLog ${dir}/logs/error.log`,
    'ServerName localhost',
    ...Object.entries({ APACHE_RUN_DIR: dir, APACHE_LOCK_DIR: dir, APACHE_PID_FILE: `${dir}/httpd.pid`, APACHE_LOG_DIR: `${dir}/logs`, APACHE_RUN_USER: 'www-data', APACHE_RUN_GROUP: 'www-data' }).map(([k, v]) => `Define ${k} ${v}`),
    ...['mpm_event', 'authz_core', 'ssl', 'headers', 'socache_shmcb', 'rewrite', 'mime', 'alias', ...extra].map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`),
    `Include ${join(dir, 'apache2.conf')}`,
    '',
  ].join('\n');
  writeFileSync(join(dir, 'httpd.conf'), wrapper);
}

async function defaultFix(dir: string, root: string, test: (dir: string) => { ok: boolean; output: string }, fixes = true): Promise<string> {
  const before = test(dir);
  expect(before.ok, before.output).toBe(true);
  const run = await runCli([root, '--fix', '--no-config'], { cwd: dir });
  expect(run.code, run.stderr).not.toBe(2);
  expect(run.stderr).toMatch(fixes ? /^ssllint: fixed \d+ findings?/ : /^ssllint: no fix to apply\n/);
  const after = test(dir);
  expect(after.ok, `${run.stderr}\n${after.output}`).toBe(true);
  return run.stderr;
}

describe.skipIf(!nginxVersion)(`a default --fix with no version flag leaves a tree nginx -t (${nginxVersion}) accepts`, () => {
  it.each(NGINX_TREES)('%s', async (_name, files) => {
    const dir = materialise(files());
    await defaultFix(dir, 'nginx.conf', nginxT);
    expect(Object.values(readTree(dir)).join('\n')).not.toContain('http2 on;');
  });

  // Mozilla's intermediate tree has nothing a default --fix may write: X25519 says the server
  // runs OpenSSL 1.1.0 or later (src/openssl-floor.ts), so 1.0.2's lack of it is no finding at
  // all, and `listen … http2` gets advice only on an unpinned tree.
  it('an intermediate-profile tree for nginx 1.22: nothing to fix, X25519 kept', async () => {
    const dir = materialise({ 'nginx.conf': INTERMEDIATE });
    const stderr = await defaultFix(dir, 'nginx.conf', nginxT, false);
    expect(stderr).not.toContain('ecdh-curve');
    const after = readFileSync(join(dir, 'nginx.conf'), 'utf8');
    expect(after).toContain('ssl_ecdh_curve X25519:prime256v1:secp384r1;');
    expect(after).not.toContain('resolver');
    expect(after).not.toContain('http2 on;');
  });
});

describe.skipIf(!!apache2Missing)(`a default --fix with no version flag leaves a tree apache2 -t accepts (${apache2Missing ?? ''})`, () => {
  it('fixtures/sample/apache', async () => {
    const tree = readTree(resolve(__dirname, '../fixtures/sample/apache'));
    // This machine's OpenSSL 3 has no compression: httpd refuses `SSLCompression on` at start.
    tree['sites-enabled/shop.conf'] = tree['sites-enabled/shop.conf'].replace(/^\s*SSLCompression on\n/m, '');
    const dir = materialise(tree);
    writeWrapper(dir, []);
    await defaultFix(dir, 'httpd.conf', apacheT);
  });

  // With mod_http2 among the modules the tree loads, the http2-disabled fix writes `Protocols`,
  // and httpd (2.4.17+) takes it.
  it('fixtures/sample/apache with mod_http2 loaded: the Protocols line written is one apache2 -t accepts', async () => {
    const tree = readTree(resolve(__dirname, '../fixtures/sample/apache'));
    tree['sites-enabled/shop.conf'] = tree['sites-enabled/shop.conf'].replace(/^\s*SSLCompression on\n/m, '');
    const dir = materialise(tree);
    writeWrapper(dir, ['http2']);
    await defaultFix(dir, 'httpd.conf', apacheT);
    expect(Object.values(readTree(dir)).join('\n')).toMatch(/^\s*Protocols h2 http\/1\.1$/m);
  });
});
