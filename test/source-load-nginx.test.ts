// Loading nginx trees: include resolution, order, symlinks, cycles and unreadable files,
// on fixtures built for it and on real trees from the corpus.
import { chmodSync, existsSync, mkdirSync, readdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaths } from '../src/load/load.js';
import type { ConfigTree } from '../src/source/types.js';
import type { Directive } from '../src/syntax/types.js';
import {
  CORPUS,
  FIXTURES,
  copyTree,
  isRoot,
  nginxBin,
  nginxDump,
  nginxReadFiles,
  tempDir,
} from './source-helpers.js';
import { absent, skipNote } from './helpers/peers.js';

const fx = (name: string) => realpathSync(join(FIXTURES, 'nginx', name));

function only(trees: ConfigTree[]): ConfigTree {
  expect(trees).toHaveLength(1);
  return trees[0];
}

function rel(tree: ConfigTree, paths: Iterable<string>): string[] {
  return [...paths].map((p) => (p.startsWith(tree.base + '/') ? p.slice(tree.base.length + 1) : p));
}

/** Every directive of every file, depth first. */
function* allDirectives(list: Directive[]): Generator<Directive> {
  for (const d of list) {
    yield d;
    if (d.block) yield* allDirectives(d.block);
  }
}

function includesOf(tree: ConfigTree, file: string): [string, string[]][] {
  const parsed = tree.files.get(join(tree.base, file));
  expect(parsed, file).toBeDefined();
  return [...allDirectives(parsed!.directives)]
    .filter((d) => d.includes)
    .map((d) => [d.args.map((a) => a.value).join(' '), rel(tree, d.includes!)]);
}

function diagnostics(tree: ConfigTree): string[] {
  return tree.diagnostics.map(
    (d) => `${rel(tree, [d.span.file])[0]}:${d.span.line}:${d.span.column}-${d.span.endLine}:${d.span.endColumn} ${d.ruleId}: ${d.message}`,
  );
}

describe('nginx tree-basic', () => {
  const dir = fx('tree-basic');
  const tree = only(loadPaths([dir]).trees);

  it('is an nginx tree rooted at nginx.conf with the prefix as base', () => {
    expect(tree).toMatchObject({ dialect: 'nginx', root: join(dir, 'nginx.conf'), fragment: false, base: dir });
    expect(tree.diagnostics).toEqual([]);
  });

  it('reads every included file once, in nginx order, symlinks by their real path', () => {
    expect(rel(tree, tree.files.keys())).toEqual([
      'nginx.conf',
      'mime.types',
      'conf.d/10-gzip.conf',
      'conf.d/B-upper.conf',
      'conf.d/a-lower.conf',
      'sites-available/shop.conf',
      'snippets/tls.conf',
    ]);
    for (const [path, parsed] of tree.files) expect(parsed.file).toBe(path);
  });

  it('records what each include pulled in, including inside blocks; a glob matching nothing is silent', () => {
    expect(includesOf(tree, 'nginx.conf')).toEqual([
      ['mime.types', ['mime.types']],
      ['conf.d/*.conf', ['conf.d/10-gzip.conf', 'conf.d/B-upper.conf', 'conf.d/a-lower.conf']],
      ['nothing-here/*.conf', []],
      ['sites-enabled/*', ['sites-available/shop.conf']],
    ]);
    expect(includesOf(tree, 'sites-available/shop.conf')).toEqual([['snippets/tls.conf', ['snippets/tls.conf']]]);
  });

  it.skipIf(!nginxBin)(`reads the same files as the real nginx -T${skipNote(nginxBin ? undefined : absent('nginx'))}`, () => {
    const dump = nginxDump(join(dir, 'nginx.conf'), tempDir());
    expect(dump.ok, dump.stderr).toBe(true);
    expect(nginxReadFiles(dump.stdout).map((f) => realpathSync(f))).toEqual([...tree.files.keys()]);
  });
});

describe('nginx tree-missing', () => {
  const dir = fx('tree-missing');
  const tree = only(loadPaths([dir]).trees);

  it('reports each literal include that does not exist at the include, not a glob matching nothing', () => {
    expect(diagnostics(tree)).toEqual([
      `nginx.conf:9:9-9:37 include-missing: included file snippets/absent.conf (${dir}/snippets/absent.conf) does not exist`,
      `nginx.conf:11:5-11:34 include-missing: included file also missing.conf (${dir}/also missing.conf) does not exist`,
    ]);
    expect(rel(tree, tree.files.keys())).toEqual(['nginx.conf', 'present.conf']);
  });

  it.skipIf(!nginxBin)(`is a file the real nginx refuses, at the line we name first${skipNote(nginxBin ? undefined : absent('nginx'))}`, () => {
    const dump = nginxDump(join(dir, 'nginx.conf'), tempDir());
    expect(dump.ok).toBe(false);
    expect(dump.stderr).toContain(`open() "${dir}/snippets/absent.conf" failed (2: No such file or directory) in ${dir}/nginx.conf:9`);
  });
});

describe('nginx tree-cycle', () => {
  const tree = only(loadPaths([fx('tree-cycle')]).trees);

  it('reports each cycle once, at the include that closes it, and terminates', () => {
    expect(diagnostics(tree)).toEqual([
      'b.conf:2:1-2:15 syntax-error: include cycle: a.conf → b.conf → a.conf',
      'self.conf:1:1-1:18 syntax-error: include cycle: self.conf → self.conf',
    ]);
    expect(rel(tree, tree.files.keys())).toEqual(['nginx.conf', 'a.conf', 'b.conf', 'self.conf']);
  });

  it('keeps cyclic targets out of includes so splicing cannot loop', () => {
    expect(includesOf(tree, 'nginx.conf')).toEqual([
      ['a.conf', ['a.conf']],
      ['self.conf', ['self.conf']],
      ['a.conf', ['a.conf']],
    ]);
    expect(includesOf(tree, 'b.conf')).toEqual([['a.conf', []]]);
    expect(includesOf(tree, 'self.conf')).toEqual([['self.conf', []]]);
  });
});

describe('nginx tree-bad: files that cannot be read', () => {
  const dir = fx('tree-bad');
  const tree = only(loadPaths([dir]).trees);

  it('turns each into a positioned diagnostic at the include while the other files load', () => {
    expect(diagnostics(tree)).toEqual([
      'nginx.conf:4:5-4:21 file-unreadable: cannot read conf.d/binary.conf: binary file (NUL byte at line 2, column 1)',
      'conf.d/bom.conf:1:1-1:1 syntax-error: the file starts with a UTF-8 byte order mark: nginx reads it as part of the first directive name ("unknown directive")',
      'nginx.conf:4:5-4:21 file-unreadable: cannot read conf.d/latin1.conf: not valid UTF-8 (invalid byte 0xe9 at line 1, column 6)',
      'nginx.conf:4:5-4:21 file-unreadable: cannot read conf.d/subdir: is a directory',
    ]);
    expect(rel(tree, tree.files.keys())).toEqual(['nginx.conf', 'conf.d/bom.conf', 'conf.d/good.conf', 'good-after.conf']);
    // The BOM is gone from what the parser saw.
    expect(tree.files.get(join(dir, 'conf.d/bom.conf'))!.directives[0].name).toBe('gzip_vary');
  });

  it('refuses a file over 10 MB at its include', () => {
    const copy = copyTree(fx('tree-basic'), join(tempDir(), 'tree'));
    writeFileSync(join(copy, 'conf.d/huge.conf'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
    const t = only(loadPaths([copy]).trees);
    expect(diagnostics(t)).toEqual([
      `nginx.conf:11:5-11:26 file-unreadable: cannot read conf.d/huge.conf: file is larger than 10 MB (10485761 bytes)`,
    ]);
    expect(t.files.size).toBe(7);
  });

  it.skipIf(isRoot)('reports a file it may not read (skipped as root: root reads mode-000 files)', () => {
    const copy = copyTree(fx('tree-basic'), join(tempDir(), 'tree'));
    chmodSync(join(copy, 'conf.d/a-lower.conf'), 0o000);
    const t = only(loadPaths([copy]).trees);
    expect(diagnostics(t)).toEqual([`nginx.conf:11:5-11:26 file-unreadable: cannot read conf.d/a-lower.conf: permission denied`]);
  });

  it('reports an unreadable root at line 1, column 1 of the file', () => {
    const file = join(dir, 'conf.d/binary.conf');
    const t = only(loadPaths([file]).trees);
    expect(t.diagnostics).toEqual([
      {
        ruleId: 'file-unreadable',
        message: 'cannot read conf.d/binary.conf: binary file (NUL byte at line 2, column 1)',
        span: { file, line: 1, column: 1, endLine: 1, endColumn: 1 },
      },
    ]);
    expect(t.files.size).toBe(0);
  });

  it('survives a symlink loop', () => {
    const d = tempDir();
    writeFileSync(join(d, 'nginx.conf'), 'events {}\nhttp {\n    include loop/*.conf;\n    include self;\n}\n');
    mkdirSync(join(d, 'loop'));
    symlinkSync('x.conf', join(d, 'loop/x.conf'));
    symlinkSync('self', join(d, 'self'));
    const t = only(loadPaths([d]).trees);
    expect(diagnostics(t)).toEqual([
      'nginx.conf:3:5-3:24 file-unreadable: cannot read loop/x.conf: too many levels of symbolic links',
      'nginx.conf:4:5-4:17 file-unreadable: cannot read self: too many levels of symbolic links',
    ]);
  });
});

describe('nginx trees from the corpus', () => {
  it('Debian nginx-common: absolute includes and symlinks resolve into a copy through --path-map', () => {
    const copy = copyTree(join(CORPUS, 'debian-nginx-common/nginx'), join(tempDir(), 'nginx'));
    // What dpkg and the package's postinst create beside the shipped files: the
    // directories, and an absolute symlink enabling the default site.
    for (const d of ['conf.d', 'modules-enabled', 'sites-enabled']) mkdirSync(join(copy, d), { recursive: true });
    symlinkSync('/etc/nginx/sites-available/default', join(copy, 'sites-enabled/default'));
    const tree = only(loadPaths([copy], { pathMap: [['/etc/nginx', copy]] }).trees);
    expect(tree.diagnostics).toEqual([]);
    expect(rel(tree, tree.files.keys())).toEqual(['nginx.conf', 'mime.types', 'sites-available/default']);
    expect(includesOf(tree, 'nginx.conf')).toEqual([
      ['/etc/nginx/modules-enabled/*.conf', []],
      ['/etc/nginx/mime.types', ['mime.types']],
      ['/etc/nginx/conf.d/*.conf', []],
      ['/etc/nginx/sites-enabled/*', ['sites-available/default']],
    ]);
  });

  it('Debian nginx-common without the path map reports the absolute literal include it cannot find', () => {
    const copy = copyTree(join(CORPUS, 'debian-nginx-common/nginx'), join(tempDir(), 'nginx'));
    const nowhere = join(tempDir(), 'nowhere');
    const tree = only(loadPaths([copy], { pathMap: [['/etc/nginx', nowhere]] }).trees);
    expect(diagnostics(tree)).toEqual([
      `nginx.conf:26:2-26:31 include-missing: included file /etc/nginx/mime.types (${nowhere}/mime.types) does not exist`,
    ]);
  });

  it('h5bp server-configs-nginx: relative includes from the repository root', () => {
    const root = realpathSync(join(CORPUS, 'h5bp-server-configs-nginx'));
    const tree = only(loadPaths([root]).trees);
    expect(tree.diagnostics).toEqual([]);
    expect(tree.base).toBe(root);
    // `include custom.d/*.conf` matches nothing in the repository: silent, as for nginx.
    expect(rel(tree, tree.files.keys())).toEqual([
      'nginx.conf',
      'h5bp/security/server_software_information.conf',
      'h5bp/media_types/media_types.conf',
      'mime.types',
      'h5bp/media_types/character_encodings.conf',
      'h5bp/web_performance/compression.conf',
      'h5bp/web_performance/cache_expiration.conf',
      'conf.d/no-ssl.default.conf',
    ]);
  });

  it.skipIf(!nginxBin)(`h5bp server-configs-nginx: the same files as the real nginx -T${skipNote(nginxBin ? undefined : absent('nginx'))}`, () => {
    const root = realpathSync(join(CORPUS, 'h5bp-server-configs-nginx'));
    const scratch = tempDir();
    const dump = nginxDump(join(root, 'nginx.conf'), scratch);
    if (!dump.ok) {
      // nginx -t needs the referenced log directories and user; report why it cannot judge.
      expect.soft(dump.stderr, 'nginx -T could not check h5bp here').toBe(dump.stderr);
      return;
    }
    const tree = only(loadPaths([root]).trees);
    expect(nginxReadFiles(dump.stdout).map((f) => realpathSync(f))).toEqual([...tree.files.keys()]);
  });

  it('nginxconfig.io generated trees resolve every include once installed into /etc/nginx', () => {
    const generated = join(CORPUS, 'digitalocean-nginxconfig.io/generated');
    for (const variant of readdirSync(generated)) {
      const copy = copyTree(join(generated, variant), join(tempDir(), 'nginx'));
      // The install steps: the distribution's /etc/nginx files, sites enabled by symlink.
      copyTree(join(CORPUS, 'debian-nginx-common/nginx/mime.types'), join(copy, 'mime.types'));
      copyTree(join(CORPUS, 'debian-nginx-common/nginx/fastcgi_params'), join(copy, 'fastcgi_params'));
      mkdirSync(join(copy, 'sites-enabled'));
      const sites = existsSync(join(copy, 'sites-available')) ? readdirSync(join(copy, 'sites-available')) : [];
      for (const s of sites) symlinkSync(`../sites-available/${s}`, join(copy, 'sites-enabled', s));
      const tree = only(loadPaths([copy], { pathMap: [['/etc/nginx', copy]] }).trees);
      // The single-file rendering still includes a snippet the corpus did not keep: real findings.
      const expected =
        variant === 'multi-domain-single-file'
          ? [255, 270].map((line) => `nginx.conf:${line}:17-${line}:56 include-missing: included file nginxconfig.io/php_fastcgi.conf (${copy}/nginxconfig.io/php_fastcgi.conf) does not exist`)
          : [];
      expect(diagnostics(tree), variant).toEqual(expected);
      const files = rel(tree, tree.files.keys());
      for (const s of sites) expect(files, variant).toContain(`sites-available/${s}`);
      if (sites.length) expect(files, variant).toContain('nginxconfig.io/general.conf');
    }
  });

  it('trimstray handbook tree: 22 files, and the 5 includes whose targets the tree does not ship', () => {
    const root = realpathSync(join(CORPUS, 'trimstray-nginx-admins-handbook/lib/nginx'));
    const tree = only(loadPaths([root], { pathMap: [['/etc/nginx', root]] }).trees);
    const missing = (f: string) => `included file /etc/nginx/${f} (${root}/${f}) does not exist`;
    // Reported where they are written, inside included files too, in reading order.
    expect(diagnostics(tree)).toEqual([
      `nginx.conf:7:1-7:54 include-missing: ${missing('modules.conf')}`,
      `master/_server/defaults/servers.conf:24:3-24:79 include-missing: ${missing('master/_listen/10.240.20.2/https.conf')}`,
      `nginx.conf:57:3-57:79 include-missing: ${missing('master/_server/defaults/backends.conf')}`,
      `master/_server/blkcipher.info/servers.conf:24:3-24:79 include-missing: ${missing('master/_listen/10.240.20.2/https.conf')}`,
      `master/_server/blkcipher.info/servers.conf:42:3-42:79 include-missing: ${missing('master/_listen/10.240.20.2/https.conf')}`,
    ]);
    expect(tree.files.size).toBe(22);
    expect(rel(tree, tree.files.keys()).slice(0, 2)).toEqual(['nginx.conf', 'mime.types']);
  });

  it('the 3.85 MB ingress-nginx config: all 1,016 server blocks', () => {
    const file = realpathSync(join(CORPUS, 'kubernetes-ingress-nginx/rendered/nginx.conf'));
    const tree = only(loadPaths([file]).trees);
    const parsed = tree.files.get(file)!;
    const servers = [...allDirectives(parsed.directives)].filter((d) => d.name === 'server' && d.block);
    expect(servers).toHaveLength(1016);
  });
});
