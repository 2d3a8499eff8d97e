// Loading Apache trees: Include/IncludeOptional semantics, ServerRoot, Defines across
// files, cycles; the real `apache2 -t -D DUMP_INCLUDES` is the oracle where it can run.
import { existsSync, mkdirSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaths } from '../src/load/load.js';
import type { ConfigTree } from '../src/source/types.js';
import type { Directive } from '../src/syntax/types.js';
import {
  CORPUS,
  FIXTURES,
  apacheBin,
  apacheIncludes,
  copyTree,
  restoreGitSymlinks,
  tempDir,
} from './source-helpers.js';
import { absent, skipNote } from './helpers/peers.js';

const fx = (name: string) => realpathSync(join(FIXTURES, 'apache', name));

function only(trees: ConfigTree[]): ConfigTree {
  expect(trees).toHaveLength(1);
  return trees[0];
}

function rel(tree: ConfigTree, paths: Iterable<string>): string[] {
  return [...paths].map((p) => (p.startsWith(tree.base + '/') ? p.slice(tree.base.length + 1) : p));
}

function* allDirectives(list: Directive[]): Generator<Directive> {
  for (const d of list) {
    yield d;
    if (d.block) yield* allDirectives(d.block);
  }
}

function diagnostics(tree: ConfigTree): string[] {
  return tree.diagnostics.map(
    (d) => `${rel(tree, [d.span.file])[0]}:${d.span.line}:${d.span.column} ${d.ruleId}: ${d.message}`,
  );
}

/** The oracle's list, symlinks resolved and repeated reads dropped, as our `files` is. */
function realUnique(files: string[]): string[] {
  return [...new Set(files.map((f) => realpathSync(f)))];
}

/** Environment for running Debian's apache2 on a copy: envvars, with writable run dirs. */
function debianEnv(confdir: string, scratch: string): Record<string, string> {
  for (const d of ['run', 'lock', 'log']) mkdirSync(join(scratch, d), { recursive: true });
  return {
    APACHE_CONFDIR: confdir,
    APACHE_RUN_USER: 'www-data',
    APACHE_RUN_GROUP: 'www-data',
    APACHE_RUN_DIR: join(scratch, 'run'),
    APACHE_PID_FILE: join(scratch, 'run/apache2.pid'),
    APACHE_LOCK_DIR: join(scratch, 'lock'),
    APACHE_LOG_DIR: join(scratch, 'log'),
  };
}

describe('apache tree-basic', () => {
  const dir = fx('tree-basic');
  const tree = only(loadPaths([dir]).trees);

  it('is an Apache tree rooted at apache2.conf, every include resolved, optional ones silent', () => {
    expect(tree).toMatchObject({ dialect: 'apache', root: join(dir, 'apache2.conf'), fragment: false, base: dir });
    expect(tree.diagnostics).toEqual([]);
    expect(rel(tree, tree.files.keys())).toEqual([
      'apache2.conf',
      'ports.conf',
      'mods-available/headers.load',
      'mods-available/headers.conf',
      'conf-available/security.conf',
      'conf-extra/.dot.conf',
      'conf-extra/a.conf',
      'conf-extra/b.conf',
      'conf-extra/nested/c.conf',
      'snippets/tls.conf',
      'sites-available/000-default.conf',
    ]);
  });

  it('substitutes Defines into values, keeping the raw text', () => {
    const includes = [...allDirectives(tree.files.get(join(dir, 'apache2.conf'))!.directives)].filter((d) =>
      /^include/i.test(d.name),
    );
    expect(includes.map((d) => [d.args[0].raw, d.args[0].value, rel(tree, d.includes ?? [])])).toEqual([
      ['ports.conf', 'ports.conf', ['ports.conf']],
      ['mods-enabled/*.load', 'mods-enabled/*.load', ['mods-available/headers.load']],
      ['mods-enabled/*.conf', 'mods-enabled/*.conf', ['mods-available/headers.conf']],
      ['conf-enabled/*.conf', 'conf-enabled/*.conf', ['conf-available/security.conf']],
      ['conf-extra', 'conf-extra', ['conf-extra/.dot.conf', 'conf-extra/a.conf', 'conf-extra/b.conf', 'conf-extra/nested/c.conf']],
      ['${TLS_SNIPPET}', 'snippets/tls.conf', ['snippets/tls.conf']],
      ['${SITES}/*.conf', 'sites-enabled/*.conf', ['sites-available/000-default.conf']],
      ['optional-missing.conf', 'optional-missing.conf', []],
      ['optional-missing/*.conf', 'optional-missing/*.conf', []],
    ]);
  });

  it.skipIf(!apacheBin)(`reads the same files, in the same order, as the real httpd${skipNote(apacheBin ? undefined : absent('apache2'))}`, () => {
    const real = apacheIncludes(join(dir, 'apache2.conf'), dir);
    expect(realUnique(real.files), real.output).toEqual([...tree.files.keys()]);
  });
});

describe('apache tree-rhel', () => {
  const dir = fx('tree-rhel');

  it('falls back to the parent of conf/ when ServerRoot does not exist here; Include failures are positioned', () => {
    const tree = only(loadPaths([dir]).trees);
    expect(tree).toMatchObject({ root: join(dir, 'conf/httpd.conf'), base: dir, fragment: false });
    expect(diagnostics(tree)).toEqual([
      `conf/httpd.conf:7:1 include-missing: Include conf.d/missing-literal.conf: could not open configuration file ${dir}/conf.d/missing-literal.conf: no such file or directory`,
      `conf/httpd.conf:8:1 include-missing: Include no-such-dir/*.conf: could not open directory ${dir}/no-such-dir: no such directory`,
      `conf/httpd.conf:9:1 include-missing: Include empty.d/*.conf: no matches for the wildcard '*.conf' in '${dir}/empty.d'`,
    ]);
    expect(rel(tree, tree.files.keys())).toEqual([
      'conf/httpd.conf',
      'conf.modules.d/00-base.conf',
      'conf.modules.d/10-more.conf',
      'conf.d/site.conf',
    ]);
  });

  it('uses ServerRoot through --path-map', () => {
    const copy = copyTree(dir, join(tempDir(), 'httpd'));
    const tree = only(loadPaths([join(copy, 'conf/httpd.conf')], { pathMap: [['/srv/ssllint-fixture-server-root', copy]] }).trees);
    expect(tree.base).toBe(copy);
    expect(tree.files.size).toBe(4);
  });
});

describe('apache tree-cycle', () => {
  it('reports the cycle at the Include that closes it, inside a section, and terminates', () => {
    const tree = only(loadPaths([fx('tree-cycle')]).trees);
    expect(diagnostics(tree)).toEqual(['loop/b.conf:2:5 syntax-error: include cycle: loop/a.conf → loop/b.conf → loop/a.conf']);
    expect(rel(tree, tree.files.keys())).toEqual(['apache2.conf', 'loop/a.conf', 'loop/b.conf']);
  });
});

/** Debian's default enabled set, as the apache2 package's postinst leaves /etc/apache2. */
const DEBIAN_MODS = [
  'access_compat.load', 'alias.conf', 'alias.load', 'auth_basic.load', 'authn_core.load', 'authn_file.load',
  'authz_core.load', 'authz_host.load', 'authz_user.load', 'autoindex.conf', 'autoindex.load', 'deflate.conf',
  'deflate.load', 'dir.conf', 'dir.load', 'env.load', 'filter.load', 'mime.conf', 'mime.load', 'mpm_event.conf',
  'mpm_event.load', 'negotiation.conf', 'negotiation.load', 'reqtimeout.conf', 'reqtimeout.load', 'setenvif.conf',
  'setenvif.load', 'status.conf', 'status.load',
];
const DEBIAN_CONFS = ['charset.conf', 'localized-error-pages.conf', 'other-vhosts-access-log.conf', 'security.conf', 'serve-cgi-bin.conf'];

describe('Apache trees from the corpus', () => {
  function debianCopy(): string {
    const copy = copyTree(join(CORPUS, 'debian-apache2/apache2'), join(tempDir(), 'apache2'));
    for (const d of ['mods-enabled', 'conf-enabled', 'sites-enabled']) mkdirSync(join(copy, d));
    for (const m of DEBIAN_MODS) symlinkSync(`../mods-available/${m}`, join(copy, 'mods-enabled', m));
    for (const c of DEBIAN_CONFS) symlinkSync(`../conf-available/${c}`, join(copy, 'conf-enabled', c));
    symlinkSync('../sites-available/000-default.conf', join(copy, 'sites-enabled/000-default.conf'));
    return copy;
  }

  it('the Debian apache2 tree resolves every include', () => {
    const copy = debianCopy();
    const tree = only(loadPaths([copy]).trees);
    expect(tree.diagnostics).toEqual([]);
    const loads = DEBIAN_MODS.filter((m) => m.endsWith('.load')).map((m) => `mods-available/${m}`);
    const confs = DEBIAN_MODS.filter((m) => m.endsWith('.conf')).map((m) => `mods-available/${m}`);
    expect(rel(tree, tree.files.keys())).toEqual([
      'apache2.conf',
      ...loads,
      ...confs,
      'ports.conf',
      ...DEBIAN_CONFS.map((c) => `conf-available/${c}`),
      'sites-available/000-default.conf',
    ]);
    // envvars is what apache2ctl runs httpd with: its exports fill ${APACHE_LOG_DIR}.
    const errorLog = tree.files.get(join(copy, 'apache2.conf'))!.directives.find((d) => d.name === 'ErrorLog')!;
    expect([errorLog.args[0].raw, errorLog.args[0].value]).toEqual(['${APACHE_LOG_DIR}/error.log', '/var/log/apache2/error.log']);
  });

  it('a Debian site linted alone is a fragment of the tree around it, envvars included', () => {
    const copy = debianCopy();
    const site = join(copy, 'sites-available/000-default.conf');
    const tree = only(loadPaths([site]).trees);
    expect(tree).toMatchObject({ dialect: 'apache', fragment: true, base: copy, root: site });
    const vhost = tree.files.get(site)!.directives.find((d) => d.name === 'VirtualHost')!;
    const errorLog = vhost.block!.find((d) => d.name === 'ErrorLog')!;
    expect(errorLog.args[0].value).toBe('/var/log/apache2/error.log');
  });

  it.skipIf(!apacheBin)(`the Debian apache2 tree: the same files as the real apache2 -D DUMP_INCLUDES${skipNote(apacheBin ? undefined : absent('apache2'))}`, () => {
    const copy = debianCopy();
    const real = apacheIncludes(join(copy, 'apache2.conf'), copy, debianEnv(copy, tempDir()));
    expect(real.files.length, real.output).toBe(37);
    expect(realUnique(real.files)).toEqual([...only(loadPaths([copy]).trees).files.keys()]);
  });

  const certbotData = join(CORPUS, 'certbot/certbot/src/certbot/_internal/tests/plugins/apache/testdata');

  it('certbot CentOS 7 (RHEL layout): conf/httpd.conf → conf.modules.d/*.conf, conf.d/*.conf', () => {
    const copy = copyTree(join(certbotData, 'centos7_apache/apache/httpd'), join(tempDir(), 'httpd'));
    const tree = only(loadPaths([copy], { pathMap: [['/etc/httpd', copy]] }).trees);
    expect(tree).toMatchObject({ root: join(copy, 'conf/httpd.conf'), base: copy });
    expect(tree.diagnostics).toEqual([]);
    const modules = readdirSync(join(copy, 'conf.modules.d')).sort().map((f) => `conf.modules.d/${f}`);
    const confd = readdirSync(join(copy, 'conf.d')).filter((f) => f.endsWith('.conf')).sort().map((f) => `conf.d/${f}`);
    expect(rel(tree, tree.files.keys())).toEqual(['conf/httpd.conf', ...modules, ...confd]);
  });

  it.skipIf(existsSync('/etc/httpd'))('certbot CentOS 7 without a path map: ServerRoot /etc/httpd is absent, the tree is used', () => {
    const copy = copyTree(join(certbotData, 'centos7_apache/apache/httpd'), join(tempDir(), 'httpd'));
    const tree = only(loadPaths([copy]).trees);
    expect(tree.base).toBe(copy);
    expect(tree.diagnostics).toEqual([]);
    expect(tree.files.size).toBe(1 + readdirSync(join(copy, 'conf.modules.d')).length + 5);
  });

  for (const variant of ['default_vhost', 'augeas_vhosts', 'multiple_vhosts', 'multi_vhosts']) {
    it(`certbot Debian tree ${variant}: every include resolves`, () => {
      const copy = copyTree(join(certbotData, 'debian_apache_2_4', variant, 'apache2'), join(tempDir(), 'apache2'));
      expect(restoreGitSymlinks(copy).length).toBeGreaterThan(0);
      const tree = only(loadPaths([copy]).trees);
      expect(diagnostics(tree)).toEqual([]);
      const enabled = readdirSync(join(copy, 'sites-enabled')).map((s) => realpathSync(join(copy, 'sites-enabled', s)));
      for (const site of enabled) expect([...tree.files.keys()]).toContain(site);
      if (apacheBin && (variant === 'default_vhost' || variant === 'multi_vhosts')) {
        // The other two load modules (mod_dav_svn) this machine does not have.
        const real = apacheIncludes(join(copy, 'apache2.conf'), copy, debianEnv(copy, tempDir()));
        expect(realUnique(real.files), real.output).toEqual([...tree.files.keys()]);
      }
    });
  }
});
