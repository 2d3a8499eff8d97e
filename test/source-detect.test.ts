// What a command-line path is: an nginx tree, an Apache tree, or fragments; a lone file's
// dialect from its name and content.
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyFile, detectPath, NOTHING_IN_DIRECTORY, sniffDialect, topLevel } from '../src/load/detect.js';
import { diskFs } from '../src/source/fs.js';
import { loadPaths } from '../src/load/load.js';
import { CORPUS, FIXTURES, tempDir, writeTree } from './source-helpers.js';

describe('sniffDialect', () => {
  it.each([
    ['server {\n    listen 443 ssl;\n}\n', 'nginx'],
    ['ssl_protocols TLSv1.2;\nssl_ciphers HIGH;\n', 'nginx'],
    ['location = /x { return 204; }\n', 'nginx'],
    ["more_set_headers -t 'text/html'\n    'X-Foo: Bar';\n", 'nginx'],
    ['<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>\n', 'apache'],
    ['SSLProtocol -all +TLSv1.2\nSSLHonorCipherOrder off\n', 'apache'],
    ['StartServers 2\nMaxRequestWorkers 150\n', 'apache'],
    ['SSLRequire %{SSL_CLIENT_S_DN_CN} in {"a", "b"}\n', 'apache'],
    ['[www]\nuser = www-data\nlisten = /run/php.sock\n', undefined],
    ['{\n  "a": {\n    "b": 1\n  }\n}\n', undefined],
    ['# only a comment\n', undefined],
    ['', undefined],
  ])('%j → %s', (text, dialect) => {
    expect(sniffDialect(text)).toBe(dialect);
  });

  it('classifies the corpus .conf files of single-dialect sources by their source', () => {
    const sources: [string, 'nginx' | 'apache'][] = [
      ['h5bp-server-configs-nginx', 'nginx'],
      ['gixy-ng-0.2.59-sdist/tests', 'nginx'],
      ['trimstray-nginx-admins-handbook', 'nginx'],
      ['digitalocean-nginxconfig.io', 'nginx'],
      ['mozilla-ssl-config-generator/generated/nginx', 'nginx'],
      ['h5bp-server-configs-apache', 'apache'],
      ['mozilla-ssl-config-generator/generated/apache', 'apache'],
      ['apache-ultimate-bad-bot-blocker/Apache_2.4/custom.d', 'apache'],
    ];
    const walk = (d: string, out: string[] = []): string[] => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p, out);
        else if (e.name.endsWith('.conf') && statSync(p).size < 5e6) out.push(p);
      }
      return out;
    };
    let checked = 0;
    for (const [dir, dialect] of sources) {
      for (const file of walk(join(CORPUS, dir))) {
        const got = sniffDialect(readFileSync(file, 'utf8'));
        // Files holding only comments are neither: nothing to lint there.
        if (got !== undefined) checked++;
        expect([dialect, undefined], file).toContain(got);
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});

describe('classifyFile', () => {
  it('knows main files by name and by content, and fragments', () => {
    expect(classifyFile('/x/nginx.conf', '')).toEqual({ path: '/x/nginx.conf', dialect: 'nginx', fragment: false });
    expect(classifyFile('/x/site.conf', 'events {}\nhttp {\n}\n')).toMatchObject({ dialect: 'nginx', fragment: false });
    expect(classifyFile('/x/site.conf', 'server {\n}\n')).toMatchObject({ dialect: 'nginx', fragment: true });
    expect(classifyFile('/x/httpd.conf', '')).toMatchObject({ dialect: 'apache', fragment: false });
    expect(classifyFile('/x/apache2.conf', '')).toMatchObject({ dialect: 'apache', fragment: false });
    expect(classifyFile('/x/main.conf', 'ServerRoot "/etc/httpd"\nListen 80\n')).toMatchObject({ dialect: 'apache', fragment: false });
    expect(classifyFile('/x/vhost.conf', '<VirtualHost *:80>\n</VirtualHost>\n')).toMatchObject({ dialect: 'apache', fragment: true });
    expect(classifyFile('/x/.htaccess', 'Options -Indexes\n')).toMatchObject({ dialect: 'apache', fragment: true });
    expect(classifyFile('/x/jail.conf', '[sshd]\nenabled = true\n')).toBeUndefined();
  });
});

describe('detectPath', () => {
  const dir = tempDir();
  writeTree(dir, {
    'frag/a.conf': 'server {\n    listen 80;\n}\n',
    'frag/b.conf': '<VirtualHost *:80>\n    ServerName b\n</VirtualHost>\n',
    'frag/c.conf': '[Definition]\nfailregex = x\n',
    'frag/sub/d.conf': 'ssl_protocols TLSv1.3;\n',
    'frag/notes.txt': 'server {}\n',
    'frag/.git/e.conf': 'server {}\n',
    'frag/bad.conf': Buffer.from([0x73, 0x00]),
    'rhel/conf/httpd.conf': 'Listen 80\n',
    'deb/apache2.conf': 'Listen 80\n',
    'ngx/nginx.conf': 'events {}\n',
    'lone.txt': 'hello world\n',
    'jails/jail.conf': '[sshd]\nenabled = true\n',
    'jails/notes.txt': 'server {}\n',
  });

  it('finds the main file of nginx, Debian and RHEL trees', () => {
    expect(detectPath(diskFs, join(dir, 'ngx'))).toEqual({
      roots: [{ path: join(dir, 'ngx/nginx.conf'), dialect: 'nginx', fragment: false }],
      skipped: [],
    });
    expect(detectPath(diskFs, join(dir, 'deb')).roots).toEqual([{ path: join(dir, 'deb/apache2.conf'), dialect: 'apache', fragment: false }]);
    expect(detectPath(diskFs, join(dir, 'rhel')).roots).toEqual([
      { path: join(dir, 'rhel/conf/httpd.conf'), dialect: 'apache', fragment: false },
    ]);
  });

  it('treats any other directory as fragments: every *.conf below it, dialect from content, others skipped quietly', () => {
    expect(detectPath(diskFs, join(dir, 'frag'))).toEqual({
      roots: [
        { path: join(dir, 'frag/a.conf'), dialect: 'nginx', fragment: true },
        { path: join(dir, 'frag/b.conf'), dialect: 'apache', fragment: true },
        // Unreadable: still linted, to report why, in its siblings' majority dialect.
        { path: join(dir, 'frag/bad.conf'), dialect: 'nginx', fragment: true },
        { path: join(dir, 'frag/sub/d.conf'), dialect: 'nginx', fragment: true },
      ],
      skipped: [],
    });
  });

  it('reports a path that does not exist as a usage error, and a lone file in neither dialect as skipped', () => {
    expect(detectPath(diskFs, join(dir, 'nope'))).toEqual({
      roots: [],
      skipped: [{ path: join(dir, 'nope'), reason: 'no such file or directory', usage: true }],
    });
    expect(detectPath(diskFs, join(dir, 'lone.txt')).skipped).toEqual([
      { path: join(dir, 'lone.txt'), reason: 'neither nginx nor Apache configuration was recognised', usage: false, unrecognised: true },
    ]);
  });

  it('reports a directory with nothing to lint as a usage error, not as a clean tree', () => {
    expect(detectPath(diskFs, join(dir, 'jails'))).toEqual({
      roots: [],
      skipped: [{ path: join(dir, 'jails'), reason: NOTHING_IN_DIRECTORY, usage: true }],
    });
  });

  it('loads each fragment on its own, skipping duplicates and keeping the command-line spelling for usage errors', () => {
    const result = loadPaths([join(dir, 'frag'), join(dir, 'frag/a.conf'), 'no/such/path']);
    expect(result.trees.map((t) => [t.root.slice(dir.length + 1), t.dialect, t.fragment])).toEqual([
      ['frag/a.conf', 'nginx', true],
      ['frag/b.conf', 'apache', true],
      ['frag/bad.conf', 'nginx', true],
      ['frag/sub/d.conf', 'nginx', true],
    ]);
    expect(result.skipped).toEqual([{ path: 'no/such/path', reason: 'no such file or directory', usage: true }]);
    expect(result.trees[2].diagnostics.map((d) => d.message)).toEqual(['cannot read bad.conf: binary file (NUL byte at line 1, column 2)']);
  });
});

describe('fragments inside a tree', () => {
  it('take the prefix of the tree around them and follow its includes, staying silent about what they cannot see', () => {
    const basic = realpathSync(join(FIXTURES, 'nginx/tree-basic'));
    const result = loadPaths([join(basic, 'sites-available/shop.conf'), join(basic, 'sites-available/unused.conf')]);
    const [shop, unused] = result.trees;
    expect(shop).toMatchObject({ dialect: 'nginx', fragment: true, base: basic, root: join(basic, 'sites-available/shop.conf') });
    expect([...shop.files.keys()]).toEqual([join(basic, 'sites-available/shop.conf'), join(basic, 'snippets/tls.conf')]);
    expect(shop.diagnostics).toEqual([]);
    expect(unused.files.size).toBe(1);

    // Given beside its whole tree, an enabled site is linted once, in the tree.
    const both = loadPaths([join(basic, 'sites-available/shop.conf'), basic, join(basic, 'sites-available/unused.conf')]);
    expect(both.trees.map((t) => [t.root.slice(basic.length + 1), t.fragment])).toEqual([
      ['nginx.conf', false],
      ['sites-available/unused.conf', true],
    ]);

    const dir = tempDir();
    writeTree(dir, { 'site.conf': 'server {\n    include /etc/nginx/snippets/nowhere-ssllint.conf;\n    include local/missing.conf;\n}\n' });
    expect(loadPaths([join(dir, 'site.conf')]).trees[0].diagnostics).toEqual([]);
  });
});

describe('topLevel: the top-level directive names of an nginx file', () => {
  // The scan as first written, character by character: the oracle for the faster one.
  function reference(text: string): { blocks: Set<string>; simple: Set<string> } {
    const names = new Set<string>();
    const simple = new Set<string>();
    let depth = 0;
    let word = '';
    let first: string | undefined;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '#') {
        while (i < text.length && text[i] !== '\n') i++;
        continue;
      }
      if (c === '"' || c === "'") {
        for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
        first ??= '';
        continue;
      }
      if (/\s/.test(c) || c === '{' || c === '}' || c === ';') {
        if (word && first === undefined) first = word;
        word = '';
        if (c === '{') {
          if (depth === 0 && first) names.add(first);
          depth++;
          first = undefined;
        } else if (c === '}') {
          depth = Math.max(0, depth - 1);
          first = undefined;
        } else if (c === ';') {
          if (depth === 0 && first) simple.add(first);
          first = undefined;
        }
        continue;
      }
      word += c;
    }
    return { blocks: names, simple };
  }
  const pieces = ['http', 'events', 'server', 'user', 'a', 'b_c', ' ', '\t', '\n', '\u00a0', '{', '}', ';', '#', '"', "'", '\\', 'x"y', '#c\n'];
  const soup = fc.array(fc.constantFrom(...pieces), { maxLength: 80 }).map((p) => p.join(''));

  it('names the same blocks and simple directives as the character-by-character scan, for any text', () => {
    fc.assert(
      fc.property(soup, (text) => {
        const got = topLevel(text);
        const want = reference(text);
        expect([[...got.blocks], [...got.simple]]).toEqual([[...want.blocks], [...want.simple]]);
      }),
      { numRuns: 3000 },
    );
  });

  it('on the corpus: ingress-nginx\'s rendered nginx.conf, Debian\'s and a site file', () => {
    for (const file of ['kubernetes-ingress-nginx/rendered/nginx.conf', 'debian-nginx-common/nginx/nginx.conf']) {
      const text = readFileSync(join(CORPUS, file), 'utf8');
      const got = topLevel(text);
      const want = reference(text);
      expect([[...got.blocks], [...got.simple]]).toEqual([[...want.blocks], [...want.simple]]);
      expect(got.blocks.has('http')).toBe(true);
    }
  });
});
