// The real servers judge the fixed trees: copies of the sample trees, the Mozilla generator's
// "old" configs and Debian's nginx tree get throwaway certificates in place of the ones they
// name, then `ssllint --fix --fix-type safe,risky` at the installed server's version. Every
// tree `nginx -t` / `apache2 -t` accepted before must still be accepted, and ssllint must
// report no error on it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apache2Binary, apache2Missing } from './apache-httpd.js';
import { lintJson, runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';
import { apacheT, nginxT, nginxVersion, readTree, withThrowawayCerts } from './helpers/served-tree.js';
import { absent, skipNote } from './helpers/peers.js';

const corpus = resolve(__dirname, 'corpus');
const mozilla = join(corpus, 'mozilla-ssl-config-generator/generated');
const MODULES = '/usr/lib/apache2/modules';

const apacheVersion = apache2Binary ? /Apache\/(\d+\.\d+\.\d+)/.exec(spawnSync(apache2Binary, ['-v'], { encoding: 'utf8' }).stdout ?? '')?.[1] : undefined;

function olderThan(version: string, than: string): boolean {
  const a = version.split('.').map(Number);
  const b = than.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

function withThrowawayFiles(text: string, dir: string): string {
  // Where the server would write or look: inside the copy.
  return withThrowawayCerts(text).replaceAll('/etc/nginx/', `${dir}/`).replaceAll('/var/log/nginx/', `${dir}/logs/`).replace(/(\/var)?\/run\/nginx\.pid/g, `${dir}/nginx.pid`);
}

function prepare(files: Record<string, string>): string {
  const dir = scratchDir('ssllint-served-');
  mkdirSync(join(dir, 'logs'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), withThrowawayFiles(text, dir));
  }
  return dir;
}

/** An httpd.conf around the tree's own root: an MPM, the modules the configs assume, a place to write. */
function apacheWrapper(dir: string, include: string, modules: string[]): string {
  return [
    `ServerRoot ${dir}`,
    `PidFile ${dir}/httpd.pid`,
    `ErrorLog ${dir}/logs/error.log`,
    'ServerName localhost',
    // What Debian's envvars exports, pointed into the copy.
    ...Object.entries({ APACHE_RUN_DIR: dir, APACHE_LOCK_DIR: dir, APACHE_PID_FILE: `${dir}/httpd.pid`, APACHE_LOG_DIR: `${dir}/logs`, APACHE_RUN_USER: 'www-data', APACHE_RUN_GROUP: 'www-data' }).map(
      ([k, v]) => `Define ${k} ${v}`,
    ),
    ...['mpm_event', 'authz_core', ...modules].map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`),
    `Include ${include}`,
    '',
  ].join('\n');
}

interface Served {
  name: string;
  files: () => Record<string, string>;
}

const NGINX_TREES: Served[] = [
  {
    name: 'fixtures/sample/nginx',
    files: () => {
      const tree = readTree(resolve(__dirname, '../fixtures/sample/nginx'));
      // The blog server's `http2 on;` came with nginx 1.25.1 (CHANGES 1.25.1); an older nginx
      // refuses it and ssllint calls it an unknown directive there, which no fix can mend:
      // written as that nginx takes it, so the tree is one the installed nginx accepts.
      if (nginxVersion && olderThan(nginxVersion, '1.25.1')) tree['conf.d/blog.conf'] = tree['conf.d/blog.conf'].replace('listen 443 ssl;\n    http2 on;\n', 'listen 443 ssl http2;\n');
      return tree;
    },
  },
  ...readdirSync(join(mozilla, 'nginx'))
    .filter((n) => n.includes('-old-'))
    .sort()
    .map((n) => ({ name: `mozilla ${n}`, files: () => ({ 'nginx.conf': `events {}\n${readFileSync(join(mozilla, 'nginx', n), 'utf8')}` }) })),
  {
    name: 'h5bp-server-configs-nginx (with its example.com TLS template enabled)',
    files: () => {
      const tree = readTree(join(corpus, 'h5bp-server-configs-nginx'));
      // `user www www;` names a user this machine lacks: the server would stop there, not at TLS.
      return { ...tree, 'nginx.conf': tree['nginx.conf'].replace(/^user .*$/m, ''), 'conf.d/example.com.conf': tree['conf.d/templates/example.com.conf'] };
    },
  },
  {
    name: 'debian-nginx-common',
    files: () => {
      const tree = readTree(join(corpus, 'debian-nginx-common/nginx'));
      return { ...tree, 'sites-enabled/default': tree['sites-available/default'], 'snippets/snakeoil.conf': tree['snippets/snakeoil.conf'] };
    },
  },
];

const APACHE_TREES: Served[] = [
  {
    name: 'fixtures/sample/apache',
    files: () => {
      const tree = readTree(resolve(__dirname, '../fixtures/sample/apache'));
      return { ...tree, 'httpd.conf': '' };
    },
  },
  {
    name: 'debian-apache2 (default-ssl site enabled)',
    files: () => {
      const tree = readTree(join(corpus, 'debian-apache2/apache2'));
      return {
        ...tree,
        'sites-enabled/000-default.conf': tree['sites-available/000-default.conf'],
        'sites-enabled/default-ssl.conf': tree['sites-available/default-ssl.conf'],
        'httpd.conf': '',
      };
    },
  },
  ...readdirSync(join(mozilla, 'apache'))
    .filter((n) => n.includes('-old-apache2.4'))
    .sort()
    .map((n) => ({ name: `mozilla ${n}`, files: () => ({ 'site.conf': readFileSync(join(mozilla, 'apache', n), 'utf8'), 'httpd.conf': '' }) })),
];

const FLAGS = ['--no-config', '--now', '2026-06-01', '--fix-type', 'safe,risky'];

async function fixAndCompare(dir: string, root: string, test: (dir: string) => { ok: boolean; output: string }, versionFlags: string[]): Promise<void> {
  const before = test(dir);
  const run = await runCli([root, '--fix', ...versionFlags, ...FLAGS], { cwd: dir });
  expect(run.code, run.stderr).not.toBe(2);
  const after = test(dir);
  if (before.ok) expect(after.ok, `${run.stderr}\n${after.output}`).toBe(true);
  const left = await lintJson([root, ...versionFlags, '--no-config', '--now', '2026-06-01'], dir);
  const errors = left.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.location.file}:${f.location.line} ${f.message}`);
  expect(errors, run.stderr).toEqual([]);
  // Something was fixed: the test is not passing on an untouched tree.
  expect(run.stderr).toMatch(/^ssllint: fixed \d+ findings?/);
  // And the fixed tree is a fixed point: a second --fix writes nothing.
  const fixed = readTree(dir);
  const again = await runCli([root, '--fix', ...versionFlags, ...FLAGS], { cwd: dir });
  expect(again.stderr).not.toMatch(/^ssllint: fixed/);
  expect(readTree(dir)).toEqual(fixed);
}

describe.skipIf(!nginxVersion)(`nginx -t accepts every tree --fix wrote (nginx ${nginxVersion})${skipNote(nginxVersion ? undefined : absent('nginx'))}`, () => {
  it.each(NGINX_TREES.map((t) => [t.name, t] as const))('%s', async (_name, t) => {
    const dir = prepare(t.files());
    await fixAndCompare(dir, 'nginx.conf', nginxT, ['--nginx-version', nginxVersion!]);
  });
});

describe.skipIf(!!apache2Missing || !apacheVersion)(`apache2 -t accepts every tree --fix wrote (Apache ${apacheVersion}; ${apache2Missing ?? ''})`, () => {
  it.each(APACHE_TREES.map((t) => [t.name, t] as const))('%s', async (_name, t) => {
    const files = t.files();
    const dir = prepare(files);
    const own = files['apache2.conf'] !== undefined ? 'apache2.conf' : 'site.conf';
    writeFileSync(join(dir, 'httpd.conf'), apacheWrapper(dir, join(dir, own), ['ssl', 'headers', 'socache_shmcb', 'rewrite', 'mime', 'alias']));
    await fixAndCompare(dir, 'httpd.conf', apacheT, ['--apache-version', apacheVersion!]);
  });
});
