// Bad input never loses the run (#19 item 5b, 5c): files whose size lies (procfs, sysfs),
// FIFOs and devices are reported, never parsed or echoed and never waited on; and a run reads
// at most so many files and bytes (src/source/budget.ts), saying so where it stopped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadPaths } from '../src/load/load.js';
import { runCli } from './helpers/cli.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-limits-').dir;
afterAll(() => removeTmp(dir));

function write(name: string, text: string): string {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

interface Found {
  ruleId: string;
  message: string;
  location: { file: string; line: number; column: number };
}

async function lint(file: string): Promise<{ findings: Found[]; stdout: string }> {
  const run = await runCli([file, '--format', 'json']);
  expect(run.stderr).not.toMatch(/internal error/);
  expect(run.code).not.toBe(2);
  return { findings: (JSON.parse(run.stdout) as { findings: Found[] }).findings, stdout: run.stdout };
}

const where = (f: Found): string => `${f.location.line}:${f.location.column}`;

const ENVIRON = '/proc/self/environ';
const hasEnviron = existsSync(ENVIRON) && statSync(ENVIRON).size === 0;
// sysfs says 4096 bytes and holds a few.
const SYSFS = '/sys/devices/system/cpu/online';
const hasSysfs = existsSync(SYSFS) && statSync(SYSFS).size === 4096;

describe.skipIf(!hasEnviron)(`a procfs file whose size reads 0${hasEnviron ? '' : ' (skipped: no /proc/self/environ here)'}`, () => {
  test.each([
    ['nginx', 'events {}\nhttp {\n    include /proc/self/environ;\n}\n', '3:5'],
    ['apache', 'Listen 80\nInclude /proc/self/environ\n', '2:1'],
  ])('%s: reported at the include, its bytes neither parsed nor printed', async (dialect, text, at) => {
    process.env.SSLLINT_TEST_SECRET = 'do-not-print-7f3a9c';
    try {
      const { findings, stdout } = await lint(write(`environ-${dialect}.conf`, text));
      const unreadable = findings.filter((f) => f.ruleId === 'file-unreadable');
      expect(unreadable.map(where)).toEqual([at]);
      expect(unreadable[0].message).toMatch(/^cannot read \/proc\/\d+\/environ: a kernel pseudo-file .* its size reads 0 but it holds data/);
      expect(findings.filter((f) => f.ruleId === 'syntax-error')).toEqual([]);
      expect(stdout).not.toContain('do-not-print-7f3a9c');
      expect(stdout).not.toContain(process.env.PATH!);
    } finally {
      delete process.env.SSLLINT_TEST_SECRET;
    }
  });

  test('an empty regular file is still just empty', async () => {
    write('empty.conf', '');
    const { findings } = await lint(write('includes-empty.conf', `events {}\nhttp {\n    include ${join(dir, 'empty.conf')};\n}\n`));
    expect(findings.filter((f) => f.ruleId === 'file-unreadable' || f.ruleId === 'syntax-error')).toEqual([]);
  });
});

describe.skipIf(!hasSysfs)(`a sysfs file whose size says more than it holds${hasSysfs ? '' : ' (skipped: no sysfs here)'}`, () => {
  test('reported as nginx refuses it, not parsed', async () => {
    const { findings } = await lint(write('sysfs.conf', `events {}\nhttp {\n    include ${SYSFS};\n}\n`));
    const unreadable = findings.filter((f) => f.ruleId === 'file-unreadable');
    expect(unreadable.map(where)).toEqual(['3:5']);
    expect(unreadable[0].message).toMatch(/its size reads 4096 bytes but only \d+ could be read/);
    expect(findings.filter((f) => f.ruleId === 'syntax-error')).toEqual([]);
  });
});

describe('FIFOs and devices are never waited on', () => {
  const fifo = join(dir, 'pipe');
  const made = spawnSync('mkfifo', [fifo]).status === 0;
  test.skipIf(!made)('a FIFO nobody writes to and /dev/zero: reported at once', async () => {
    const started = Date.now();
    const { findings } = await lint(write('fifo.conf', `events {}\nhttp {\n    include ${fifo};\n    include /dev/zero;\n}\n`));
    expect(findings.filter((f) => f.ruleId === 'file-unreadable').map((f) => `${where(f)} ${f.message.replace(dir, 'DIR')}`)).toEqual([
      '3:5 cannot read pipe: not a regular file',
      '4:5 cannot read /dev/zero: not a regular file',
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 10_000);
});

describe('the run read budget', () => {
  const conf = (name: string, files: number, size: number): string => {
    for (let i = 0; i < files; i++) write(`${name}/conf.d/s${i}.conf`, `server { listen ${8000 + i}; }\n${'#'.repeat(size)}\n`);
    return write(`${name}/nginx.conf`, `events {}\nhttp {\n    include conf.d/*.conf;\n    include extra.conf;\n}\n`);
  };

  test('past the file cap: one finding, at the include that met it; what was read is kept', () => {
    const main = conf('files', 6, 10);
    write('files/extra.conf', 'server { listen 9000; }\n');
    const [tree] = loadPaths([main], { limits: { files: 4, bytes: 1e9 } }).trees;
    expect(tree.files.size).toBe(4);
    expect(tree.diagnostics.map((d) => `${d.ruleId} ${d.span.line}:${d.span.column} ${d.message.replace(dir, 'DIR')}`)).toEqual([
      'file-unreadable 3:5 cannot read conf.d/s3.conf: ssllint reads at most 4 files per run, and this run has read that many',
    ]);
  });

  test('past the byte cap: the file that would pass it and every later one are left out', () => {
    const main = conf('bytes', 4, 100);
    write('bytes/extra.conf', 'server { listen 9000; }\n');
    const mainBytes = statSync(main).size;
    // The main file and two includes fit; the third would not, nor (smaller) extra.conf after it.
    const [tree] = loadPaths([main], { limits: { files: 100, bytes: mainBytes + 2 * 121 + 50 } }).trees;
    expect([...tree.files.keys()].map((f) => f.replace(`${dir}/bytes/`, ''))).toEqual(['nginx.conf', 'conf.d/s0.conf', 'conf.d/s1.conf']);
    expect(tree.diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.message}`)).toEqual([
      `3:5 cannot read conf.d/s2.conf: ssllint reads at most ${mainBytes + 2 * 121 + 50} bytes of configuration per run, and this file would take the run past that`,
    ]);
  });

  test('the defaults leave a 2,000-file tree alone', () => {
    const main = conf('many', 2000, 0);
    write('many/extra.conf', '');
    const [tree] = loadPaths([main]).trees;
    expect(tree.files.size).toBe(2002);
    expect(tree.diagnostics).toEqual([]);
  });
});
