// A configuration file the linting user may not read. Root reads mode-000 files, so the unit
// tests of this (source-read, source-load-nginx) skip as root, which is how CI runs; here
// root runs the shipped CLI as `nobody` instead, on a copy of the bundle and of a tree that
// nobody may enter, so the check runs there too.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const repo = resolve(__dirname, '..');

const work = isRoot ? makeTmp('ssllint-nobody-').dir : '';
afterAll(() => {
  if (work) removeTmp(work);
});

/** The shipped CLI, copied where nobody can read it, run as nobody in `cwd`. */
function lintAsNobody(cwd: string, args: string[]): { status: number | null; stdout: string; stderr: string; error?: Error } {
  const bundle = join(work, 'bundle');
  cpSync(join(repo, 'dist-bundle'), bundle, { recursive: true });
  writeFileSync(join(work, 'run.cjs'), "require('./bundle/ssllint.cjs').main(process.argv.slice(2)).then((code) => { process.exitCode = code; });\n");
  for (const f of readdirSync(bundle)) chmodSync(join(bundle, f), 0o644);
  chmodSync(bundle, 0o755);
  chmodSync(join(work, 'run.cjs'), 0o644);
  chmodSync(work, 0o755);
  const r = spawnSync(process.execPath, [join(work, 'run.cjs'), ...args], {
    cwd,
    uid: NOBODY,
    gid: NOBODY,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SSLLINT_NO_CODE_CACHE: '1', HOME: work },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, error: r.error };
}

describe.skipIf(!isRoot)('a file the linting user may not read (root runs the CLI as nobody)', () => {
  it('is a file-unreadable finding at the include, and the rest of the tree is linted', () => {
    const tree = join(work, 'tree');
    cpSync(join(repo, 'fixtures/nginx/tree-basic'), tree, { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', tree]);
    chmodSync(join(tree, 'conf.d/a-lower.conf'), 0o000);
    const r = lintAsNobody(tree, ['.', '--format', 'json', '--no-config']);
    // A node binary nobody may not run (say, under /root) leaves nothing to check.
    if (r.error || /EACCES|permission denied.*node/i.test(r.stderr)) return void console.warn(`permission-denied: cannot run node as nobody: ${r.error?.message ?? r.stderr}`);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; message: string; location: { file: string; line: number; column: number } }[]; files: string[] };
    const unreadable = report.findings.filter((f) => f.ruleId === 'file-unreadable');
    expect(unreadable.map((f) => `${f.location.file}:${f.location.line}:${f.location.column} ${f.message}`)).toEqual([
      'nginx.conf:11:5 cannot read conf.d/a-lower.conf: permission denied',
    ]);
    expect(report.files).toContain('conf.d/B-upper.conf');
    expect(report.files).not.toContain('conf.d/a-lower.conf');
  });

  it('is a file-unreadable finding at 1:1 of a root given on the command line, exit 1', () => {
    const dir = join(work, 'single');
    cpSync(join(repo, 'fixtures/nginx/tree-basic/nginx.conf'), join(dir, 'nginx.conf'));
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'nginx.conf'), 0o000);
    const r = lintAsNobody(dir, ['nginx.conf', '--format', 'unix', '--no-config']);
    if (r.error) return void console.warn(`permission-denied: cannot run node as nobody: ${r.error.message}`);
    expect(r.stdout).toBe('nginx.conf:1:1: error: cannot read nginx.conf: permission denied [file-unreadable]\nnginx.conf:1:1: fix: make the file readable text (UTF-8, under 10 MB) or stop including it\n');
    expect(r.status).toBe(1);
  });
});
