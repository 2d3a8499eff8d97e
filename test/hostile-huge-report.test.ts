// Issue 35 item 3: a report with more findings than a call can take arguments. The stylish
// format measured its columns with `Math.max(...findings.map(…))`, which throws "Maximum call
// stack size exceeded" past ~125,000 findings (exit 2, "internal error"): a 4.5 MB file of
// suppression comments did it, and so did a plain 100,000-vhost Apache file of 7.4 MB, inside
// the documented bounds (docs/input-bounds.md). Both now give their whole report. The rule that
// keeps it so is test/source-spread.test.ts.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';
import { freshPackage } from './helpers/fresh-bundle.js';
import { commandExists, run } from './ship-helpers.js';

describe('a report of more than 125,000 findings', () => {
  // Measured on the 2-core development machine: about 8 s and 360 MB peak RSS for the run.
  it('160,000 unused suppression comments (4.5 MB): every format reports them all', async () => {
    const dir = scratchDir('ssllint-huge-report-');
    writeFileSync(join(dir, 'nginx.conf'), `events {}\n${'# ssllint-disable-file hsts\n'.repeat(160_000)}`);
    for (const format of ['stylish', 'unix', 'json', 'sarif', 'github']) {
      const out = join(dir, `report.${format}`);
      const r = await runCli(['nginx.conf', '--no-config', '--format', format, '-o', out], { cwd: dir });
      expect(r.stderr, format).toBe('');
      expect(r.code, format).toBe(0);
      const text = readFileSync(out, 'utf8');
      if (format === 'stylish') expect(text).toContain('✖ 160000 problems (0 errors, 0 warnings, 160000 infos) in 1 file');
      if (format === 'unix') expect(text.split('\n').filter((l) => l.includes('[unused-suppression]'))).toHaveLength(160_000);
      if (format === 'json') expect((JSON.parse(text) as { findings: unknown[] }).findings).toHaveLength(160_000);
    }
  }, 300_000);

  // A fleet's file of plain virtual hosts, 12 findings each: 7.8 MB, 1,200,000 findings; see
  // docs/input-bounds.md for the time and peak RSS measured. The CLI as it ships, in a process of
  // its own at the lowest priority: the other test files running beside it keep their CPU (some
  // bound a regex by wall time).
  it('a 100,000-vhost Apache file (7.8 MB) lints whole: 1,200,000 findings in the stylish report', async () => {
    const pkg = await freshPackage();
    const dir = scratchDir('ssllint-huge-vhosts-');
    const vhost = (i: number) => `<VirtualHost *:443>\nServerName h${i}.example.com\nSSLEngine on\n</VirtualHost>\n`;
    writeFileSync(join(dir, 'vhosts.conf'), Array.from({ length: 100_000 }, (_, i) => vhost(i)).join(''));
    const out = join(dir, 'report.txt');
    const command = [process.execPath, pkg.bin, 'vhosts.conf', '--no-config', '-o', out];
    // No code cache written outside the test's directories.
    const options = { cwd: dir, timeout: 850_000, env: { SSLLINT_NO_CODE_CACHE: '1' } };
    const r = commandExists('nice') ? run('nice', ['-n', '19', ...command], options) : run(command[0], command.slice(1), options);
    rmSync(pkg.dir, { recursive: true, force: true });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const text = readFileSync(out, 'utf8');
    // The summary line alone is compared: a failing match on the whole 150 MB report would have
    // vitest print it, which runs the test worker out of memory.
    expect(text.match(/^✖ .*$/m)?.[0]).toBe('✖ 1200000 problems (0 errors, 0 warnings, 1200000 infos) in 1 file, 100000 servers');
    expect(text.match(/^ +399997:1 +info +/gm)?.length).toBe(12);
  }, 900_000);
});
