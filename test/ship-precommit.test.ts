// The pre-commit hooks, tried as a new user would: `pre-commit try-repo` against this project
// from a repository of nginx configs. pre-commit installs the hook with npm from git, with no
// build step, so this proves the manifest and a bundle work on their own.
//
// try-repo takes the hook repository's HEAD plus changes to tracked files only; new files
// that are not committed yet would be missing. So the hooks are tried from a snapshot: every
// file of this checkout that git would commit, committed in a temp repo, with the bundle built
// from these sources (test/ship-bundle.test.ts holds the committed one to them). The `repo:
// local` example of docs/pre-commit.md runs too, with ssllint installed and from a clone.
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commandExists, REPO, run, runAsync, tempDir, type Run } from './ship-helpers.js';
import { absent, skipNote } from './helpers/peers.js';
import { freshPackage, type FreshPackage } from './helpers/fresh-bundle.js';

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
let pkg: FreshPackage | undefined;
/** pre-commit's cache, in a temp directory rather than the user's home. */
let preCommitHome = '';

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function git(cwd: string, ...args: string[]): string {
  const r = run('git', [...GIT_ID, ...args], { cwd });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function tryRepo(...files: string[]): Promise<Run> {
  return runAsync('pre-commit', ['try-repo', hookRepo, '--color', 'never', '--files', ...files], { cwd: project, timeout: 300_000, env: { PRE_COMMIT_HOME: preCommitHome } });
}

beforeAll(async () => {
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
  // The bundle of these sources, as the release will commit it.
  pkg = await freshPackage();
  for (const file of ['ssllint.cjs', ...git(REPO, 'ls-files', 'dist-bundle').split('\n').filter(Boolean).map((f) => f.slice('dist-bundle/'.length))]) {
    try {
      copyFileSync(join(pkg.bundleDir, file), join(hookRepo, 'dist-bundle', file));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  git(hookRepo, 'init', '-q');
  git(hookRepo, 'add', '-A');
  git(hookRepo, 'commit', '-q', '-m', 'snapshot of the ssllint checkout');
  preCommitHome = tempDir('ssllint-pre-commit-home-');

  project = tempDir('ssllint-configs-');
  write(project, 'nginx/nginx.conf', NGINX_CONF);
  write(project, 'nginx/sites-enabled/shop.conf', SHOP_BAD);
  write(project, 'nginx/sites-enabled/blog.conf', BLOG_GOOD);
  // A .conf that is neither nginx nor Apache, and a certificate beside the configs.
  write(project, 'php/www.conf', '[www]\nuser = www-data\nlisten = /run/php/php-fpm.sock\npm = dynamic\n');
  // Other programs' .conf files committed beside the configs (#37 §1): none is nginx or Apache.
  write(project, 'etc/nsswitch.conf', readFileSync(join(REPO, 'fixtures/other-formats/nsswitch.conf'), 'utf8'));
  write(project, 'etc/debconf.conf', readFileSync(join(REPO, 'fixtures/other-formats/debconf.conf'), 'utf8'));
  write(project, 'etc/ld.so.conf', readFileSync(join(REPO, 'fixtures/other-formats/ld.so.conf'), 'utf8'));
  write(project, 'nginx/snippets/dhparam.pem', '-----BEGIN DH PARAMETERS-----\nMIIBCAKCAQEA//////////+t+FRYortKmq/cViAnPTzx2LnFg84tNpWp4TZBFGQz\n-----END DH PARAMETERS-----\n');
  write(project, '.ssllint.json', '{ "roots": ["nginx/nginx.conf"] }\n');
  git(project, 'init', '-q');
  git(project, 'add', '-A');
}, 300_000);

describe.skipIf(!HAVE_PRE_COMMIT)(`pre-commit hooks (pre-commit from PATH; .ci/run installs it)${skipNote(HAVE_PRE_COMMIT ? undefined : absent('pre-commit'))}`, () => {
  it('fails on the bad config with its findings, and says nothing about files that are not configs', async () => {
    const r = await tryRepo('nginx/sites-enabled/shop.conf', 'nginx/sites-enabled/blog.conf', 'php/www.conf', 'nginx/snippets/dhparam.pem', 'etc/nsswitch.conf', 'etc/debconf.conf', 'etc/ld.so.conf');
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^ssllint \(changed nginx\/Apache configs\)\.+Failed$/m);
    expect(r.stdout).toContain('- hook id: ssllint\n- exit code: 1\n');
    // ssllint's own stylish report, on the bad file only.
    expect(r.stdout).toMatch(/^nginx\/sites-enabled\/shop\.conf$/m);
    expect(r.stdout).toMatch(/^ {2}6:5 +error +enables RC4 suites on OpenSSL 1\.0\.2 and 1\.1\.1 +cipher-rc4$/m);
    // Skipped without a word: the .conf that is no server config, and the certificate material.
    for (const quiet of ['www.conf', 'dhparam.pem', 'nsswitch', 'debconf', 'ld.so', 'neither nginx nor Apache']) expect(r.stdout).not.toContain(quiet);
    // The whole-tree hook ran too (same try-repo, every hook of the manifest) and found the same file.
    expect(r.stdout).toMatch(/^ssllint \(whole tree from the config file's roots\)\.+Failed$/m);
  }, 300_000);

  it('passes the good config on its own; the whole-tree hook still finds the bad file it includes', async () => {
    const r = await tryRepo('nginx/sites-enabled/blog.conf', 'php/www.conf');
    expect(r.stdout).toMatch(/^ssllint \(changed nginx\/Apache configs\)\.+Passed$/m);
    expect(r.stdout).toMatch(/^ssllint \(whole tree from the config file's roots\)\.+Failed$/m);
    expect(r.stdout).toContain('- hook id: ssllint-tree\n- exit code: 1\n');
    expect(r.stdout).toMatch(/^nginx\/sites-enabled\/shop\.conf$/m);
    expect(r.stdout).toMatch(/ cipher-rc4$/m);
    expect(r.status).toBe(1);
  }, 300_000);
});

/** The `repo: local` block of docs/pre-commit.md. */
function localExample(): string {
  const doc = readFileSync(join(REPO, 'docs/pre-commit.md'), 'utf8');
  const block = doc.slice(doc.indexOf('<!-- example:pre-commit-local -->'), doc.indexOf('<!-- example:end -->', doc.indexOf('<!-- example:pre-commit-local -->')));
  return /```yaml\n([\s\S]*?)```/.exec(block)![1];
}

describe.skipIf(!HAVE_PRE_COMMIT)(`docs/pre-commit.md's repo: local hook${skipNote(HAVE_PRE_COMMIT ? undefined : absent('pre-commit'))}`, () => {
  const SHOP = `server {\n    listen 443 ssl;\n    server_name shop.example.com;\n    ssl_certificate /etc/ssl/shop-ssllint-test/fullchain.pem;\n    ssl_certificate_key /etc/ssl/shop-ssllint-test/privkey.pem;\n    ssl_ciphers RC4-SHA:ECDHE-RSA-AES128-GCM-SHA256;\n}\n`;

  function repoWith(config: string): string {
    const dir = tempDir('ssllint-local-hook-');
    write(dir, '.pre-commit-config.yaml', config);
    write(dir, 'sites/shop.conf', SHOP);
    write(dir, 'etc/nsswitch.conf', readFileSync(join(REPO, 'fixtures/other-formats/nsswitch.conf'), 'utf8'));
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    return dir;
  }

  function expectRuns(r: Run): void {
    expect(r.stdout).toMatch(/^ssllint \(changed nginx\/Apache configs\)\.+Failed$/m);
    expect(r.stdout).toMatch(/^ {2}6:5 +error +enables RC4 suites on OpenSSL 1\.0\.2 and 1\.1\.1 +cipher-rc4$/m);
    // The certificate the repository does not hold: said to lie outside it, not an error.
    expect(r.stdout).toContain('the certificate file "/etc/ssl/shop-ssllint-test/fullchain.pem" lies outside the repository');
    expect(r.stdout).not.toContain('nsswitch');
    expect(r.status).toBe(1);
  }

  it('is the manifest\'s hook, declared locally', () => {
    const local = parse(localExample()) as { repos: { repo: string; hooks: Record<string, unknown>[] }[] };
    const manifest = parse(readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[];
    const hook = local.repos[0].hooks[0];
    expect(local.repos[0].repo).toBe('local');
    expect(hook.id).toBe('ssllint');
    expect(hook.name).toBe(manifest[0].name);
    expect(hook.entry).toBe(`${manifest[0].entry as string} ${(manifest[0].args as string[]).join(' ')}`);
    // The same files: the manifest's verbose (?x) pattern and the example's one-line one.
    const same = (pattern: string) => new RegExp(pattern.replace(/\(\?x\)|\s/g, ''));
    for (const key of ['files', 'exclude'] as const) {
      const [mine, theirs] = [same(hook[key] as string), same(manifest[0][key] as string)];
      for (const path of ['nginx.conf', 'a/httpd.conf', 'x/conf.d/y', 'sites-enabled/shop', 'snippets/tls', 'php/www.conf', 'README.md', 'certs/a.pem', 'k.key', 'shop.conf.bak', 'shop.conf~', 'site.conf.dpkg-old', 'a.json']) {
        expect(mine.test(path), `${key} ${path}`).toBe(theirs.test(path));
      }
    }
  });

  it('with ssllint installed (entry: ssllint)', async () => {
    const bin = tempDir('ssllint-path-');
    writeFileSync(join(bin, 'ssllint'), `#!/bin/sh\nexec "${process.execPath}" "${pkg!.bin}" "$@"\n`);
    chmodSync(join(bin, 'ssllint'), 0o755);
    const dir = repoWith(localExample());
    const r = await runAsync('pre-commit', ['run', '--color', 'never', '--files', 'sites/shop.conf', 'etc/nsswitch.conf'], { cwd: dir, timeout: 300_000, env: { PRE_COMMIT_HOME: preCommitHome, PATH: `${bin}:${process.env.PATH}` } });
    expectRuns(r);
  }, 300_000);

  it('from a clone (entry: node /path/to/ssllint/bin/ssllint.js)', async () => {
    const config = localExample().replace(/^(\s+)entry: ssllint (.*)\n\s+# from a clone instead: entry: (.*)$/m, '$1entry: $3');
    expect(config).toContain('entry: node /path/to/ssllint/bin/ssllint.js --skip-unknown-files');
    const dir = repoWith(config.replace('/path/to/ssllint', pkg!.dir));
    const r = await runAsync('pre-commit', ['run', '--color', 'never', '--files', 'sites/shop.conf', 'etc/nsswitch.conf'], { cwd: dir, timeout: 300_000, env: { PRE_COMMIT_HOME: preCommitHome } });
    expectRuns(r);
  }, 300_000);
});
