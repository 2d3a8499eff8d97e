// Issue 25, section 4: nothing is written outside the tree. Symlinks planted where ssllint
// writes (FILE.orig, the -o report, the Action's SARIF file, the file --fix is named) are
// never written through; a file edited between the lint and the write keeps that edit; a
// read-only file is not rewritten (not even by root, who could); what is written is written
// atomically and keeps its mode. Each case runs the CLI (or the Action) in-process.
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { planAndCheck, writeFixes } from '../src/fix/run.js';
import { lint } from '../src/lint.js';
import { RULES } from '../rules/index.js';
import { runCli } from './helpers/cli.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { tempDir } from './ship-helpers.js';

// One safe fix: keepalive_timeout 0 becomes 65s.
const CONF = 'events {}\nhttp {\n    keepalive_timeout 0;\n}\n';
const FIXED = 'events {}\nhttp {\n    keepalive_timeout 65s;\n}\n';
const FLAGS = ['--no-config', '--now', '2026-06-01'];
const VICTIM = 'do not touch\n';

/** dir/tree (what is linted) and dir/outside/victim (a file the run must not change). */
function setup(): { tree: string; victim: string } {
  const dir = tempDir('ssllint-write-');
  const tree = join(dir, 'tree');
  mkdirSync(tree);
  mkdirSync(join(dir, 'outside'));
  const victim = join(dir, 'outside', 'victim');
  writeFileSync(victim, VICTIM);
  return { tree, victim };
}

describe('writes never go through a symlink', () => {
  it('--fix-backup replaces a symlink planted at FILE.orig with the backup, leaving its target alone', async () => {
    const { tree, victim } = setup();
    writeFileSync(join(tree, 'nginx.conf'), CONF);
    symlinkSync(victim, join(tree, 'nginx.conf.orig'));
    const run = await runCli(['nginx.conf', '--fix', '--fix-backup', ...FLAGS], { cwd: tree });
    expect(run.stderr).toContain('ssllint: fixed 1 finding with 1 edit in 1 file');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
    expect(lstatSync(join(tree, 'nginx.conf.orig')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(tree, 'nginx.conf.orig'), 'utf8')).toBe(CONF);
    expect(readFileSync(join(tree, 'nginx.conf'), 'utf8')).toBe(FIXED);
    // No temporary file is left beside it.
    expect(readdirSync(tree).sort()).toEqual(['nginx.conf', 'nginx.conf.orig']);
  });

  it('-o refuses a symlink with one line and exit 2, in the lint and the audit', async () => {
    const { tree, victim } = setup();
    writeFileSync(join(tree, 'nginx.conf'), CONF);
    symlinkSync(victim, join(tree, 'report.txt'));
    for (const args of [['nginx.conf'], ['audit', 'nginx.conf']]) {
      const run = await runCli([...args, '-o', 'report.txt', ...FLAGS], { cwd: tree });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`ssllint: --output ${join(tree, 'report.txt')}: it is a symbolic link, and ssllint does not write through one: remove it or name another file\n`);
      expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
    }
    // A regular file is overwritten as ever.
    const run = await runCli(['nginx.conf', '-o', 'plain.txt', ...FLAGS], { cwd: tree });
    expect(run.code).toBe(0);
    expect(readFileSync(join(tree, 'plain.txt'), 'utf8')).toContain('keepalive');
  });

  it("the Action's sarif-file input refuses a symlink planted in the workspace", async () => {
    const { tree, victim } = setup();
    writeFileSync(join(tree, 'nginx.conf'), CONF);
    mkdirSync(join(tree, '.git'));
    symlinkSync(victim, join(tree, 'ssllint.sarif'));
    let log = '';
    const code = await runAction({ stdout: (s) => void (log += s), env: { GITHUB_WORKSPACE: tree, 'INPUT_SARIF-FILE': 'ssllint.sarif' }, cwd: tree, now: () => new Date('2026-06-01T00:00:00Z') });
    expect(code).toBe(2);
    expect(log).toContain(`::error title=ssllint::input "sarif-file": ${join(tree, 'ssllint.sarif')}: it is a symbolic link`);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
  });

  it('--fix FILE, FILE a symlink to a file outside the tree, does not rewrite the target', async () => {
    const { tree, victim } = setup();
    const target = join(tree, '..', 'outside', 'target.conf');
    writeFileSync(target, 'keepalive_timeout 0;\n');
    writeFileSync(join(tree, 'nginx.conf'), 'events {}\nhttp {\n    include site.conf;\n}\n');
    symlinkSync(target, join(tree, 'site.conf'));
    for (const named of ['site.conf', 'nginx.conf']) {
      const run = await runCli([named, '--fix', ...FLAGS], { cwd: tree });
      expect(readFileSync(target, 'utf8')).toBe('keepalive_timeout 0;\n');
      // A host's tree: its findings are quoted, but the fix stays out of the target (#35 item 7).
      expect(run.stderr).toBe(`ssllint: no fix to apply\n  not fixed: ../outside/target.conf:1:1 keepalive-disabled: ${target} lies outside the linted tree (${tree}): a symlink's target there is not edited\n`);
      expect(run.stdout).toMatch(/target\.conf\n {2}1:1 +warning +`keepalive_timeout 0` turns keep-alive off +keepalive-disabled/);
    }
    expect(lstatSync(join(tree, 'site.conf')).isSymbolicLink()).toBe(true);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
  });

  it("Debian's sites-enabled/x -> ../sites-available/x stays inside the tree and is fixed", async () => {
    const { tree } = setup();
    writeFileSync(join(tree, 'nginx.conf'), 'events {}\nhttp {\n    include sites-enabled/*;\n}\n');
    mkdirSync(join(tree, 'sites-available'));
    mkdirSync(join(tree, 'sites-enabled'));
    writeFileSync(join(tree, 'sites-available', 'x'), 'keepalive_timeout 0;\n');
    symlinkSync('../sites-available/x', join(tree, 'sites-enabled', 'x'));
    const run = await runCli([join('sites-enabled', 'x'), '--fix', ...FLAGS], { cwd: tree });
    expect(run.stderr).toContain('fixed 1 finding');
    expect(readFileSync(join(tree, 'sites-available', 'x'), 'utf8')).toBe('keepalive_timeout 65s;\n');
  });
});

describe('what --fix writes', () => {
  it('a file edited between the lint and the write keeps the edit: nothing is written', () => {
    const { tree } = setup();
    const file = join(tree, 'nginx.conf');
    writeFileSync(file, CONF);
    const options = fixedLintOptions([file]);
    const outcome = planAndCheck(lint(options, RULES), options, RULES, { types: new Set(['safe']), perRule: new Map() });
    expect(outcome.changed.size).toBe(1);
    const edited = CONF.replace('events {}', 'events { worker_connections 512; }');
    writeFileSync(file, edited);
    expect(writeFixes(outcome, false)).toBe(`nothing was written: ${file} changed after ssllint read it (edited meanwhile?): not overwritten, run ssllint again`);
    expect(readFileSync(file, 'utf8')).toBe(edited);
  });

  it('a read-only file is not rewritten, by root either: exit 2 with the reason', async () => {
    const { tree } = setup();
    const file = join(tree, 'nginx.conf');
    writeFileSync(file, CONF);
    chmodSync(file, 0o444);
    const run = await runCli(['nginx.conf', '--fix', ...FLAGS], { cwd: tree });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: nothing was written: ${file} is read-only (no write permission bit): make it writable (chmod u+w) to have it fixed\n`);
    expect(readFileSync(file, 'utf8')).toBe(CONF);
    // The dry run still shows what would change.
    const dry = await runCli(['nginx.conf', '--fix-dry-run', ...FLAGS], { cwd: tree });
    expect(dry.stdout).toContain('+    keepalive_timeout 65s;');
  });

  it('keeps the mode and writes by rename (a hard link to the old file keeps the old text)', async () => {
    const { tree } = setup();
    const file = join(tree, 'nginx.conf');
    writeFileSync(file, CONF);
    chmodSync(file, 0o640);
    const before = statSync(file).ino;
    const run = await runCli(['nginx.conf', '--fix', ...FLAGS], { cwd: tree });
    expect(run.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(FIXED);
    expect(statSync(file).mode & 0o7777).toBe(0o640);
    expect(statSync(file).ino).not.toBe(before);
    expect(existsSync(join(tree, 'nginx.conf.orig'))).toBe(false);
  });
});
