// Standard input: the `nginx -T` dump split back into files with their original names and
// line numbers, and plain stdin as one fragment.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaths } from '../src/load/load.js';
import { splitNginxDump } from '../src/source/stdin.js';
import { FIXTURES, nginxBin, nginxDump, tempDir } from './source-helpers.js';
import { absent, skipNote } from './helpers/peers.js';

/**
 * `nginx -T -c <copy of fixtures/nginx/tree-basic>/nginx.conf 2>&1` from nginx 1.22.1, with
 * the copy's directory rewritten to /etc/nginx: the real format, stderr lines included.
 */
const DUMP = readFileSync(join(FIXTURES, 'nginx/dump-tree-basic.txt'), 'utf8');
const basic = realpathSync(join(FIXTURES, 'nginx/tree-basic'));

describe('splitNginxDump', () => {
  it('recovers every file exactly, dropping the lines before the first header', () => {
    const dump = splitNginxDump(DUMP)!;
    expect(dump.main).toBe('/etc/nginx/nginx.conf');
    expect([...dump.files.keys()]).toEqual([
      '/etc/nginx/nginx.conf',
      '/etc/nginx/mime.types',
      '/etc/nginx/conf.d/10-gzip.conf',
      '/etc/nginx/conf.d/B-upper.conf',
      '/etc/nginx/conf.d/a-lower.conf',
      '/etc/nginx/sites-enabled/shop.conf',
      '/etc/nginx/snippets/tls.conf',
    ]);
    for (const [name, text] of dump.files) {
      expect(text, name).toBe(readFileSync(join(basic, name.slice('/etc/nginx/'.length)), 'utf8'));
    }
  });

  it('keeps files without a final newline and files ending in blank lines exact', () => {
    const dump = splitNginxDump(
      '# configuration file /a/nginx.conf:\nevents {}\n\n# configuration file /a/x.conf:\nserver {}' +
        '\n# configuration file /a/y.conf:\nkeepalive_timeout 5s;\n\n\n\n',
    )!;
    expect([...dump.files]).toEqual([
      ['/a/nginx.conf', 'events {}\n'],
      ['/a/x.conf', 'server {}'],
      ['/a/y.conf', 'keepalive_timeout 5s;\n\n\n'],
    ]);
  });

  it('is not a dump without a header', () => {
    expect(splitNginxDump('server {\n    listen 80;\n}\n')).toBeUndefined();
  });

  it.skipIf(!nginxBin)(`splits a dump the real nginx writes for a tree on this machine${skipNote(nginxBin ? undefined : absent('nginx'))}`, () => {
    const dump = nginxDump(join(basic, 'nginx.conf'), tempDir());
    expect(dump.ok, dump.stderr).toBe(true);
    const files = splitNginxDump(dump.stdout)!.files;
    expect(files.size).toBe(7);
    for (const [name, text] of files) expect(text, name).toBe(readFileSync(name, 'utf8'));
  });
});

describe('loadPaths with - (stdin)', () => {
  it('loads an nginx -T dump as a tree with the original names and line numbers', () => {
    const result = loadPaths(['-'], { stdin: DUMP });
    expect(result.trees).toHaveLength(1);
    const tree = result.trees[0];
    expect(tree).toMatchObject({ dialect: 'nginx', root: '/etc/nginx/nginx.conf', base: '/etc/nginx', fragment: false });
    expect(tree.diagnostics).toEqual([]);
    expect(result.files).toEqual([...splitNginxDump(DUMP)!.files.keys()]);
    // Includes resolve among the dumped files, by the names nginx printed (not the disk).
    const site = tree.files.get('/etc/nginx/sites-enabled/shop.conf')!;
    const server = site.directives[0];
    const include = server.block!.find((d) => d.name === 'include')!;
    expect(include.span).toEqual({ file: '/etc/nginx/sites-enabled/shop.conf', line: 4, column: 5, endLine: 4, endColumn: 30 });
    expect(include.includes).toEqual(['/etc/nginx/snippets/tls.conf']);
    const http = tree.files.get('/etc/nginx/nginx.conf')!.directives.find((d) => d.name === 'http')!;
    expect(http.block!.map((d) => d.includes)).toEqual([
      ['/etc/nginx/mime.types'],
      ['/etc/nginx/conf.d/10-gzip.conf', '/etc/nginx/conf.d/B-upper.conf', '/etc/nginx/conf.d/a-lower.conf'],
      [],
      ['/etc/nginx/sites-enabled/shop.conf'],
    ]);
  });

  it('reports an include of a file missing from the dump', () => {
    const dump = '# configuration file /x/nginx.conf:\nevents {}\nhttp {\n    include gone.conf;\n}\n\n';
    const tree = loadPaths(['-'], { stdin: dump }).trees[0];
    expect(tree.diagnostics).toEqual([
      {
        ruleId: 'include-missing',
        message: 'included file gone.conf (/x/gone.conf) does not exist',
        span: { file: '/x/nginx.conf', line: 3, column: 5, endLine: 3, endColumn: 22 },
      },
    ]);
  });

  it('treats anything else as one fragment named <stdin>, dialect from content', () => {
    const nginx = loadPaths(['-'], { stdin: 'server {\n    listen 443 ssl;\n}\n' }).trees[0];
    expect(nginx).toMatchObject({ dialect: 'nginx', root: '<stdin>', fragment: true });
    expect(nginx.files.get('<stdin>')!.directives[0].block![0].span).toMatchObject({ file: '<stdin>', line: 2, column: 5 });
    const apache = loadPaths(['-'], { stdin: '<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>\n' }).trees[0];
    expect(apache).toMatchObject({ dialect: 'apache', root: '<stdin>', fragment: true });
    expect(apache.diagnostics).toEqual([]);
  });

  it('a plain stdin fragment does not report includes it cannot see', () => {
    const tree = loadPaths(['-'], { stdin: 'server {\n    include snippets/none.conf;\n}\n' }).trees[0];
    expect(tree.diagnostics).toEqual([]);
  });

  it('refuses binary input, and skips input in neither dialect', () => {
    const bin = loadPaths(['-'], { stdin: 'server {}\0' }).trees[0];
    expect(bin.diagnostics).toEqual([
      {
        ruleId: 'file-unreadable',
        message: 'cannot read <stdin>: binary input (NUL byte)',
        span: { file: '<stdin>', line: 1, column: 1, endLine: 1, endColumn: 1 },
      },
    ]);
    expect(loadPaths(['-'], { stdin: '[www]\nuser = www-data\nlisten = /run/php/fpm.sock\n' })).toEqual({
      trees: [],
      files: [],
      skipped: [{ path: '-', reason: 'neither nginx nor Apache configuration was recognised on standard input', usage: false }],
    });
  });
});
