// A directory scan on a huge tree (#37 §3): what is no configuration is not entered (.git,
// node_modules) or not kept (files of other formats), the walk and the memory of a run are
// bounded like the other budgets (a finding, a failing exit), and a terminal is told how far a
// long run is.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { detectPath, MAX_SCAN_ENTRIES } from '../src/source/detect.js';
import type { SourceFs } from '../src/source/fs.js';
import { loadPaths } from '../src/source/load.js';
import { runCli } from './helpers/cli.js';
import { tempDir, writeTree } from './source-helpers.js';

const SITE = (n: number): string => `server {\n    listen 443 ssl;\n    server_name s${n}.example;\n    ssl_protocols TLSv1 TLSv1.2;\n}\n`;

describe('a directory scan', () => {
  const dir = tempDir('ssllint-scan-');
  writeTree(dir, {
    'clones/app/deploy/site.conf': SITE(1),
    'clones/app/.git/site.conf': SITE(2),
    'clones/app/node_modules/pkg/example.conf': SITE(3),
    'clones/app/vendor/bower_components/x/example.conf': SITE(4),
    'clones/app/php/www.conf': '[www]\nuser = www-data\nlisten = /run/php/fpm.sock\n',
    'many/a.conf': SITE(1),
    'many/b.conf': SITE(2),
    'many/c.conf': SITE(3),
    'many/d.conf': SITE(4),
  });

  it('lints only the configuration: not .git, node_modules or bower_components, nor other formats', async () => {
    const r = await runCli(['clones', '--no-config', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(r.stdout) as { files: string[] }).files).toEqual(['clones/app/deploy/site.conf']);
  });

  it('once the run\'s budget is spent, says so once, at the first file left out, and fails', async () => {
    const result = loadPaths([join(dir, 'many')], { limits: { files: 2, bytes: 1e9 } });
    expect(result.trees.map((t) => [t.root.slice(dir.length + 1), t.files.size])).toEqual([
      ['many/a.conf', 1],
      ['many/b.conf', 1],
      ['many/c.conf', 0],
    ]);
    expect(result.trees.flatMap((t) => t.diagnostics.map((d) => `${d.ruleId} ${d.message}`))).toEqual([
      'file-unreadable cannot read c.conf: ssllint reads at most 2 files per run, and this run has read that many',
    ]);
  });

  it('stops reading when the run holds as much memory as it may, with one finding', () => {
    const result = loadPaths([join(dir, 'many')], { limits: { files: 100, bytes: 1e9, heap: 1 } });
    const said = result.trees.flatMap((t) => t.diagnostics.map((d) => d.message));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^cannot read a\.conf: ssllint stops reading files when it holds 0 MB of memory, and this run has reached that after 0 files$/);
  });

  it(`looks at no more than ${MAX_SCAN_ENTRIES} entries, and says so at the directory`, () => {
    // A directory of a quarter of a million entries, none of them configuration.
    const huge: SourceFs = {
      kind: (p) => (p === '/huge' ? 'dir' : /^\/huge\/f\d+\.txt$/.test(p) ? 'file' : 'missing'),
      realpath: (p) => p,
      list: (p) => (p === '/huge' ? Array.from({ length: MAX_SCAN_ENTRIES + 50_000 }, (_, i) => ({ name: `f${i}.txt`, isDir: false, isLink: false, isFile: true })) : []),
      read: () => ({ ok: false, reason: 'not read' }),
    };
    const detection = detectPath(huge, '/huge');
    expect(detection.roots).toEqual([]);
    expect(detection.stopped).toBe(`/huge: ssllint looks at most ${MAX_SCAN_ENTRIES} files and directories in a directory it scans for configuration, and this one holds more; name the configuration's directory (or its nginx.conf, apache2.conf, httpd.conf) instead`);
  });
});

describe('the progress line', () => {
  const dir = tempDir('ssllint-progress-');
  const files: Record<string, string> = {};
  for (let i = 0; i < 30; i++) files[`sites/s${i}.conf`] = SITE(i);
  writeTree(dir, files);

  it('a run past two seconds with a terminal on standard error says how far it is, then wipes the line', async () => {
    // Each look at the clock is half a second later.
    let t = 0;
    const r = await runCli(['sites', '--no-config', '--format', 'unix'], { cwd: dir, stderrIsTTY: true, clock: () => (t += 500) });
    expect(r.stderr).toMatch(/^\r\x1b\[Kssllint: reading configuration, \d+ files so far…/);
    expect(r.stderr).toContain('\r\x1b[Kssllint: checking 26 of 30 trees…');
    expect(r.stderr.endsWith('\r\x1b[K')).toBe(true);
    // The report itself is unchanged.
    expect(r.stdout).toBe((await runCli(['sites', '--no-config', '--format', 'unix'], { cwd: dir })).stdout);
  });

  it('says nothing when standard error is no terminal, or the run is short', async () => {
    let t = 0;
    expect((await runCli(['sites', '--no-config', '--format', 'unix'], { cwd: dir, stderrIsTTY: false, clock: () => (t += 500) })).stderr).toBe('');
    expect((await runCli(['sites', '--no-config', '--format', 'unix'], { cwd: dir, stderrIsTTY: true, clock: () => 0 })).stderr).toBe('');
  });
});
