// The pre-commit hooks, tried as a new user would: `pre-commit try-repo` against this project
// from a repository of nginx configs. pre-commit installs the hook with npm from git, with no
// build step, so this proves the committed bundle and manifest work on their own.
//
// try-repo takes the hook repository's HEAD plus changes to tracked files only; new files
// that are not committed yet (a fresh dist-bundle/) would be missing. So the hooks are tried
// from a snapshot: every file of this checkout that git would commit, committed in a temp repo.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandExists, REPO, run, tempDir } from './ship-helpers.js';
import { absent, skipNote } from './helpers/peers.js';

const HAVE_PRE_COMMIT = commandExists('pre-commit');
const GIT_ID = ['-c', 'user.name=ssllint test', '-c', 'user.email=test@ssllint.invalid', '-c', 'commit.gpgsign=false'];

const SHOP_BAD = `server {
    listen 443 ssl;
    http2 on;
    server_name shop.example.com;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers RC4-SHA:ECDHE-RSA-AES128-GCM-SHA256;
}
`;

const NGINX_CONF = `events {}
http {
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
    ssl_prefer_server_ciphers on;
    ssl_session_cache shared:SSL:10m;
    ssl_stapling on;
    ssl_stapling_verify on;
    add_header Strict-Transport-Security "max-age=63072000" always;
    include sites-enabled/*.conf;
    resolver 127.0.0.53;
}
`;

const BLOG_GOOD = `server {
    listen 443 ssl;
    http2 on;
    server_name blog.example.com;
}
`;

let hookRepo = '';
let project = '';

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function git(cwd: string, ...args: string[]): string {
  const r = run('git', [...GIT_ID, ...args], { cwd });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function tryRepo(...files: string[]) {
  return run('pre-commit', ['try-repo', hookRepo, '--color', 'never', '--files', ...files], { cwd: project, timeout: 300_000 });
}

beforeAll(() => {
  if (!HAVE_PRE_COMMIT) return;
  hookRepo = tempDir('ssllint-hook-repo-');
  const files = git(REPO, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  for (const file of files) {
    try {
      mkdirSync(dirname(join(hookRepo, file)), { recursive: true });
      copyFileSync(join(REPO, file), join(hookRepo, file));
    } catch (err) {
      // A tracked file deleted in this checkout is not part of what would be committed.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  git(hookRepo, 'init', '-q');
  git(hookRepo, 'add', '-A');
  git(hookRepo, 'commit', '-q', '-m', 'snapshot of the ssllint checkout');

  project = tempDir('ssllint-configs-');
  write(project, 'nginx/nginx.conf', NGINX_CONF);
  write(project, 'nginx/sites-enabled/shop.conf', SHOP_BAD);
  write(project, 'nginx/sites-enabled/blog.conf', BLOG_GOOD);
  // A .conf that is neither nginx nor Apache, and a certificate beside the configs.
  write(project, 'php/www.conf', '[www]\nuser = www-data\nlisten = /run/php/php-fpm.sock\npm = dynamic\n');
  write(project, 'nginx/snippets/dhparam.pem', '-----BEGIN DH PARAMETERS-----\nMIIBCAKCAQEA//////////+t+FRYortKmq/cViAnPTzx2LnFg84tNpWp4TZBFGQz\n-----END DH PARAMETERS-----\n');
  write(project, '.ssllint.json', '{ "roots": ["nginx/nginx.conf"] }\n');
  git(project, 'init', '-q');
  git(project, 'add', '-A');
}, 300_000);

describe.skipIf(!HAVE_PRE_COMMIT)(`pre-commit hooks (pre-commit from PATH; .ci/run installs it)${skipNote(HAVE_PRE_COMMIT ? undefined : absent('pre-commit'))}`, () => {
  it('fails on the bad config with its findings, and says nothing about files that are not configs', () => {
    const r = tryRepo('nginx/sites-enabled/shop.conf', 'nginx/sites-enabled/blog.conf', 'php/www.conf', 'nginx/snippets/dhparam.pem');
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^ssllint \(changed nginx\/Apache configs\)\.+Failed$/m);
    expect(r.stdout).toContain('- hook id: ssllint\n- exit code: 1\n');
    // ssllint's own stylish report, on the bad file only.
    expect(r.stdout).toMatch(/^nginx\/sites-enabled\/shop\.conf$/m);
    expect(r.stdout).toMatch(/^ {2}6:5 +error +enables RC4 suites on OpenSSL 1\.0\.2 and 1\.1\.1 +cipher-rc4$/m);
    // Skipped without a word: the .conf that is no server config, and the certificate material.
    for (const quiet of ['www.conf', 'dhparam.pem', 'neither nginx nor Apache']) expect(r.stdout).not.toContain(quiet);
    // The whole-tree hook ran too (same try-repo, every hook of the manifest) and found the same file.
    expect(r.stdout).toMatch(/^ssllint \(whole tree from the config file's roots\)\.+Failed$/m);
  }, 300_000);

  it('passes the good config on its own; the whole-tree hook still finds the bad file it includes', () => {
    const r = tryRepo('nginx/sites-enabled/blog.conf', 'php/www.conf');
    expect(r.stdout).toMatch(/^ssllint \(changed nginx\/Apache configs\)\.+Passed$/m);
    expect(r.stdout).toMatch(/^ssllint \(whole tree from the config file's roots\)\.+Failed$/m);
    expect(r.stdout).toContain('- hook id: ssllint-tree\n- exit code: 1\n');
    expect(r.stdout).toMatch(/^nginx\/sites-enabled\/shop\.conf$/m);
    expect(r.stdout).toMatch(/ cipher-rc4$/m);
    expect(r.status).toBe(1);
  }, 300_000);
});
