import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskFs, memoryFs } from '../src/source/fs.js';
import {
  compareBytewise,
  expandApacheInclude,
  fnmatchName,
  globNginx,
  hasApacheMagic,
  hasNginxMagic,
  sortBytewise,
} from '../src/source/glob.js';
import { apacheBin, apacheIncludes, nginxBin, nginxDump, nginxReadFiles, tempDir, writeTree } from './source-helpers.js';
import { absent, skipNote } from './helpers/peers.js';

describe('fnmatchName', () => {
  it.each([
    ['*.conf', 'a.conf', true],
    ['*.conf', 'a.conf.bak', false],
    ['*.conf', '.hidden.conf', false],
    ['.*.conf', '.hidden.conf', true],
    ['?.conf', 'a.conf', true],
    ['?.conf', 'ab.conf', false],
    ['?x', '.x', false],
    ['[ab]*', 'b1', true],
    ['[!ab]*', 'b1', false],
    ['[^ab]*', 'c1', true],
    ['[a-c]', 'b', true],
    ['[a-c]', 'd', false],
    ['[]]', ']', true],
    ['[[:digit:]]0-*', '10-x', true],
    ['[[:digit:]]0-*', 'a0-x', false],
    ['[x', '[x', true],
    ['[x', 'x', false],
    ['a\\*', 'a*', true],
    ['a\\*', 'ab', false],
    ['*a*b*c', 'xaybzc', true],
    ['*a*b*c', 'xaybzcd', false],
    ['{a,b}.conf', 'a.conf', false],
    ['{a,b}.conf', '{a,b}.conf', true],
    ['', '', true],
    ['*', '', true],
  ])('%s vs %s → %s', (pattern, name, expected) => {
    expect(fnmatchName(pattern, name)).toBe(expected);
  });

  it('stays fast on patterns built to backtrack', () => {
    const start = performance.now();
    expect(fnmatchName('*a*a*a*a*a*a*a*a*b', 'a'.repeat(5000))).toBe(false);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('wildcard detection', () => {
  it('follows nginx (strpbrk "*?[") and apr_fnmatch_test', () => {
    expect(hasNginxMagic('conf.d/*.conf')).toBe(true);
    expect(hasNginxMagic('a[b')).toBe(true);
    expect(hasNginxMagic('plain.conf')).toBe(false);
    expect(hasApacheMagic('a[b')).toBe(false);
    expect(hasApacheMagic('a[b]')).toBe(true);
    expect(hasApacheMagic('a\\*b')).toBe(false);
    expect(hasApacheMagic('sites/*.conf')).toBe(true);
  });
});

describe('compareBytewise', () => {
  it('orders like strcmp on UTF-8, not like UTF-16', () => {
    // U+FF01 (EF BC 81) sorts before U+1F600 (F0 9F 98 80) in UTF-8, after it in UTF-16.
    expect(['\u{1F600}', '\uFF01', 'Z', 'a', '_'].sort(compareBytewise)).toEqual(['Z', '_', 'a', '\uFF01', '\u{1F600}']);
  });

  it('is the order sortBytewise gives, with or without units UTF-16 order misplaces', () => {
    const names = ['site-10.conf', 'site-9.conf', 'Site.conf', 'site-1.conf', 'site.conf', 'site-1', '\u00e9.conf'];
    expect(sortBytewise(names.slice(), (s) => s)).toEqual(names.slice().sort(compareBytewise));
    const high = [...names, '\u{1F600}.conf', '\uFF01.conf', '\uE000'];
    expect(sortBytewise(high.slice(), (s) => s)).toEqual(high.slice().sort(compareBytewise));
    expect(sortBytewise(high.map((name) => ({ name })), (e) => e.name).map((e) => e.name)).toEqual(high.slice().sort(compareBytewise));
  });
});

describe('globNginx', () => {
  const root = tempDir();
  writeTree(root, {
    'conf.d/b.conf': '',
    'conf.d/a.conf': '',
    'conf.d/B.conf': '',
    'conf.d/_u.conf': '',
    'conf.d/.hidden.conf': '',
    'conf.d/a.conf.bak': '',
    'conf.d/é.conf': '',
    'conf.d/{x,y}.conf': '',
    'conf.d/sub.conf/inner': '',
    'sites/one/x.conf': '',
    'sites/two/x.conf': '',
    'sites/.dot/x.conf': '',
    'sites/three/y.conf': '',
    'real/d/x.conf': '',
    'sites/link': { link: '../real/d' },
  });

  it('matches one component, sorted bytewise, dotfiles only when the pattern starts with a dot', () => {
    expect(globNginx(diskFs, join(root, 'conf.d/*.conf')).map((p) => p.slice(root.length + 1))).toEqual([
      'conf.d/B.conf',
      'conf.d/_u.conf',
      'conf.d/a.conf',
      'conf.d/b.conf',
      'conf.d/sub.conf',
      'conf.d/{x,y}.conf',
      'conf.d/é.conf',
    ]);
    expect(globNginx(diskFs, join(root, 'conf.d/.*')).map((p) => p.slice(root.length + 1))).toEqual([
      'conf.d/.hidden.conf',
    ]);
  });

  it('expands wildcards in directory components, following symlinked directories', () => {
    expect(globNginx(diskFs, join(root, 'sites/*/x.conf')).map((p) => p.slice(root.length + 1))).toEqual([
      'sites/link/x.conf',
      'sites/one/x.conf',
      'sites/two/x.conf',
    ]);
  });

  it('returns nothing when nothing matches, and has no brace expansion', () => {
    expect(globNginx(diskFs, join(root, 'nothing/*.conf'))).toEqual([]);
    expect(globNginx(diskFs, join(root, 'conf.d/{a,b}.conf'))).toEqual([]);
  });

  it('works the same over in-memory files', () => {
    const fs = memoryFs(new Map([['/etc/nginx/conf.d/b.conf', ''], ['/etc/nginx/conf.d/a.conf', ''], ['/etc/nginx/nginx.conf', '']]));
    expect(globNginx(fs, '/etc/nginx/conf.d/*.conf')).toEqual(['/etc/nginx/conf.d/a.conf', '/etc/nginx/conf.d/b.conf']);
    expect(globNginx(fs, '/etc/*/conf.d/a.conf')).toEqual(['/etc/nginx/conf.d/a.conf']);
  });

  it.skipIf(!nginxBin)(`agrees with the real nginx on which files an include reads, and in which order${skipNote(nginxBin ? undefined : absent('nginx'))}`, () => {
    const dir = tempDir();
    const patterns = ['inc/*.conf', 'inc/[a-c]*', 'inc/?.conf', 'inc/.*.conf', 'dirs/*/x.conf', 'inc/[!a]*.conf', 'none/*.conf'];
    writeTree(dir, {
      'nginx.conf': `events {}\nhttp {\n${patterns.map((p) => `    include ${p};`).join('\n')}\n}\n`,
      'inc/a.conf': '',
      'inc/B.conf': '',
      'inc/c.conf': '# c\n',
      'inc/_x.conf': '',
      'inc/.h.conf': '',
      'inc/é.conf': '',
      'inc/a.conf.bak': '',
      'dirs/one/x.conf': '',
      'dirs/.two/x.conf': '',
      'real/x.conf': '',
      'dirs/link': { link: '../real' },
    });
    const dump = nginxDump(join(dir, 'nginx.conf'), dir);
    expect(dump.ok, dump.stderr).toBe(true);
    // nginx dumps each file once, in first-read order: do the same with our expansion.
    const ours: string[] = [join(dir, 'nginx.conf')];
    for (const p of patterns) for (const f of globNginx(diskFs, join(dir, p))) if (!ours.includes(f)) ours.push(f);
    expect(ours).toEqual(nginxReadFiles(dump.stdout));
  });
});

describe('expandApacheInclude', () => {
  const root = tempDir();
  writeTree(root, {
    'sub/z.conf': '',
    'sub/a.conf': '',
    'sub/.dot.conf': '',
    'sub/d1/x.conf': '',
    'sub/.hid/h.conf': '',
    'inc/1.conf': '',
    'real/d/x.conf': '',
    'links/ld': { link: '../real/d' },
    'links/lx.conf': { link: '../real/d/x.conf' },
    'empty': null,
  });
  const rel = (r: { files: string[]; error?: string }) => ({
    files: r.files.map((p) => p.slice(root.length + 1)),
    ...(r.error ? { error: r.error.replace(root, '<root>') } : {}),
  });

  it('reads an included directory recursively, dotfiles included', () => {
    expect(rel(expandApacheInclude(diskFs, join(root, 'sub'), false))).toEqual({
      files: ['sub/.dot.conf', 'sub/.hid/h.conf', 'sub/a.conf', 'sub/d1/x.conf', 'sub/z.conf'],
    });
  });

  it('skips dotfiles for a wildcard and recurses into a matched directory', () => {
    expect(rel(expandApacheInclude(diskFs, join(root, 'sub/*'), false))).toEqual({
      files: ['sub/a.conf', 'sub/d1/x.conf', 'sub/z.conf'],
    });
  });

  it('does not follow a symlinked directory matched inside the path, unlike nginx', () => {
    expect(rel(expandApacheInclude(diskFs, join(root, 'links/l*/x.conf'), false))).toEqual({
      files: [],
      error: "no matches for the wildcard 'l*' in '<root>/links'",
    });
    expect(rel(expandApacheInclude(diskFs, join(root, 'links/*'), false))).toEqual({
      files: ['links/ld/x.conf', 'links/lx.conf'],
    });
  });

  it('takes a wildcard match that is neither file nor directory as a file, and fails on a dangling link', () => {
    const dir = tempDir();
    writeTree(dir, { 'a.conf': '', 'z-dangling.conf': { link: 'nowhere' } });
    const fifo = join(dir, 'fifo.conf');
    const made = spawnSync('mkfifo', [fifo]).status === 0;
    const strip = (r: { files: string[]; error?: string }) => ({
      files: r.files.map((p) => p.slice(dir.length + 1)),
      ...(r.error ? { error: r.error.replace(dir, '<dir>') } : {}),
    });
    // Reading the FIFO then reports it; the dangling link is missing to stat, as to httpd.
    expect(strip(expandApacheInclude(diskFs, join(dir, '*.conf'), false))).toEqual({
      files: ['a.conf', ...(made ? ['fifo.conf'] : [])],
      error: 'could not open configuration file <dir>/z-dangling.conf: no such file or directory',
    });
    expect(strip(expandApacheInclude(diskFs, join(dir, '*.conf'), true))).toEqual({
      files: ['a.conf', ...(made ? ['fifo.conf'] : [])],
    });
  });

  it('fails Include on a missing file, a missing directory or no match; IncludeOptional stays silent', () => {
    expect(rel(expandApacheInclude(diskFs, join(root, 'missing.conf'), false))).toEqual({
      files: [],
      error: 'could not open configuration file <root>/missing.conf: no such file or directory',
    });
    expect(rel(expandApacheInclude(diskFs, join(root, 'nodir/*.conf'), false))).toEqual({
      files: [],
      error: 'could not open directory <root>/nodir: no such directory',
    });
    expect(rel(expandApacheInclude(diskFs, join(root, 'empty/*.conf'), false))).toEqual({
      files: [],
      error: "no matches for the wildcard '*.conf' in '<root>/empty'",
    });
    for (const p of ['missing.conf', 'nodir/*.conf', 'empty/*.conf']) {
      expect(expandApacheInclude(diskFs, join(root, p), true)).toEqual({ files: [] });
    }
  });

  it.skipIf(!apacheBin)(`agrees with the real httpd (apache2 -D DUMP_INCLUDES) on files and order${skipNote(apacheBin ? undefined : absent('apache2'))}`, () => {
    const cases = ['sub', 'sub/*', 'sub/*.conf', 's*/d1/*.conf', '*/*.conf', 'links/*', 'inc/[0-9].conf', 'sub/[!a]*'];
    for (const c of cases) {
      const conf = join(root, 'httpd.conf');
      writeFileSync(conf, `ServerName localhost\nInclude ${join(root, c)}\n`);
      const real = apacheIncludes(conf, root);
      expect(real.files[0], real.output).toBe(conf);
      expect(expandApacheInclude(diskFs, join(root, c), false).files, `Include ${c}\n${real.output}`).toEqual(real.files.slice(1));
    }
  });
});
