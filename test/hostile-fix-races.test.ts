// Issue 35, items 4 and 15: --fix under a hostile directory and under concurrency.
// - Item 4: someone who can write a directory inside a tree root fixes swaps the temporary
//   file for a symlink between its creation and its mode being set: the mode and owner are set
//   on the open descriptor, and a temporary that is no longer the file made is not renamed.
// - Item 15: an edit that lands while --fix writes is kept (the file is compared again right
//   before the rename), FILE.orig holds the text that was read, and two overlapping runs do
//   not interleave (a lock per file).
// The window is opened by a hook on the file system (node:fs, wrapped below), never by sleeps:
// it runs right after a temporary file (`.NAME.ssllint-PID-N`) is created.
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planAndCheck, writeFixes, type FixOutcome } from '../src/fix/run.js';
import { lint } from '../src/lint.js';
import { RULES } from '../rules/index.js';
import { runCli } from './helpers/cli.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp } from './helpers/tmp.js';

/** Run once, just before (`creating`) or just after (`created`) a temporary file is made. */
const hook = vi.hoisted(() => ({ creating: undefined as ((temp: string) => void) | undefined, created: undefined as ((temp: string) => void) | undefined }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const TEMP = /\/\.[^/]+\.ssllint-\d+-\d+$/;
  const fire = (when: 'creating' | 'created', path: unknown): void => {
    const run = hook[when];
    if (typeof path !== 'string' || !TEMP.test(path) || !run) return;
    hook[when] = undefined;
    run(path);
  };
  // However the temporary is made: opened to be created, written whole, or copied to.
  const openSync = (...args: Parameters<typeof fs.openSync>): number => {
    const flags = args[1];
    const creates = typeof flags === 'number' ? (flags & fs.constants.O_CREAT) !== 0 : flags !== undefined && /[wax]/.test(String(flags));
    if (creates) fire('creating', args[0]);
    const fd = fs.openSync(...args);
    if (creates) fire('created', args[0]);
    return fd;
  };
  const writeFileSync = (...args: Parameters<typeof fs.writeFileSync>): void => {
    fire('creating', args[0]);
    fs.writeFileSync(...args);
    fire('created', args[0]);
  };
  const copyFileSync = (...args: Parameters<typeof fs.copyFileSync>): void => {
    fire('creating', args[1]);
    fs.copyFileSync(...args);
    fire('created', args[1]);
  };
  const wrapped = { ...fs, openSync, writeFileSync, copyFileSync };
  return { ...wrapped, default: wrapped };
});

afterEach(() => {
  hook.creating = hook.created = undefined;
});

// One safe fix: keepalive_timeout 0 becomes 65s.
const CONF = 'events {}\nhttp {\n    keepalive_timeout 0;\n}\n';
const FIXED = 'events {}\nhttp {\n    keepalive_timeout 65s;\n}\n';
const FLAGS = ['--no-config', '--now', '2026-06-01'];
const isRoot = process.getuid?.() === 0;
/** nobody:nogroup on Debian. */
const NOBODY = 65534;

function tree(): { dir: string; conf: string; victim: string } {
  const base = makeTmp('ssllint-races-').dir;
  const dir = join(base, 'tree');
  mkdirSync(dir);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, CONF);
  const victim = join(base, 'victim');
  writeFileSync(victim, 'root only\n', { mode: 0o600 });
  chmodSync(victim, 0o600);
  return { dir, conf, victim };
}

/** The temporary swapped for a symlink to `target`, as another user of the directory could. */
function swapFor(target: string): (temp: string) => void {
  return (temp) => {
    rmSync(temp);
    symlinkSync(target, temp);
  };
}

function outcomeOf(conf: string): FixOutcome {
  const options = fixedLintOptions([conf]);
  const outcome = planAndCheck(lint(options, RULES), options, RULES, { types: new Set(['safe']), perRule: new Map() });
  expect(outcome.changed.size).toBe(1);
  return outcome;
}

describe('item 4: the temporary file swapped for a symlink before its mode is set', () => {
  it.each([
    ['the file', false],
    ['FILE.orig', true],
  ])('%s: neither mode nor owner of the symlink\'s target changes, and the swapped path is not renamed into place', async (_name, backup) => {
    const { dir, conf, victim } = tree();
    chmodSync(conf, 0o666);
    // Root fixes a file another user owns: the new file is given to that user.
    if (isRoot) chownSync(conf, NOBODY, NOBODY);
    const before = statSync(victim);
    hook.created = swapFor(victim);
    const run = await runCli(['nginx.conf', '--fix', ...(backup ? ['--fix-backup'] : []), ...FLAGS], { cwd: dir });
    const st = statSync(victim);
    expect(st.mode & 0o7777).toBe(0o600);
    expect([st.uid, st.gid]).toEqual([before.uid, before.gid]);
    expect(readFileSync(victim, 'utf8')).toBe('root only\n');
    // Nothing a stranger planted took the file's place, and nothing is left behind.
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/^ssllint: writing .* failed \(.*\.ssllint-\d+-\d+ was replaced while ssllint wrote it: not renamed into place\); nothing was written\n$/);
    expect(lstatSync(conf).isSymbolicLink()).toBe(false);
    expect(readFileSync(conf, 'utf8')).toBe(CONF);
    expect(readdirSync(dir).sort()).toEqual(['nginx.conf']);
  });

  it.skipIf(!isRoot)('without a swap, root gives the new file (and FILE.orig) the old one\'s mode and owner', async () => {
    const { dir, conf } = tree();
    chmodSync(conf, 0o640);
    chownSync(conf, NOBODY, NOBODY);
    const run = await runCli(['nginx.conf', '--fix', '--fix-backup', ...FLAGS], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    for (const file of [conf, `${conf}.orig`]) {
      const st = statSync(file);
      expect([st.mode & 0o7777, st.uid, st.gid]).toEqual([0o640, NOBODY, NOBODY]);
    }
    expect(readFileSync(conf, 'utf8')).toBe(FIXED);
    expect(readFileSync(`${conf}.orig`, 'utf8')).toBe(CONF);
  });
});

describe('item 15: --fix and a concurrent edit', () => {
  it('an edit landing while the fix is written is kept: compared again right before the rename, nothing is written', async () => {
    const { dir, conf } = tree();
    const edited = CONF.replace('events {}', 'events { worker_connections 512; }');
    hook.created = () => writeFileSync(conf, edited);
    const run = await runCli(['nginx.conf', '--fix', '--fix-backup', ...FLAGS], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: ${conf} changed after ssllint read it (edited meanwhile?): not overwritten, run ssllint again; nothing was written\n`);
    expect(readFileSync(conf, 'utf8')).toBe(edited);
    expect(readdirSync(dir).sort()).toEqual(['nginx.conf']);
  });

  it('two overlapping --fix --fix-backup runs: one writes, the other refuses; FILE.orig holds the text that was read', () => {
    const { dir, conf } = tree();
    const first = outcomeOf(conf);
    const second = outcomeOf(conf);
    let inside: string | undefined = 'not run';
    // The second run has checked the file and is about to write: the first one runs whole.
    hook.creating = () => {
      inside = writeFixes(first, true);
    };
    const outer = writeFixes(second, true);
    expect(readFileSync(conf, 'utf8')).toBe(FIXED);
    expect(readFileSync(`${conf}.orig`, 'utf8')).toBe(CONF);
    expect(outer).toBeUndefined();
    expect(inside).toBe(`nothing was written: ${conf} is being fixed by another ssllint run (it holds ${join(dir, '.nginx.conf.ssllint-lock')}; remove that file if no ssllint is running)`);
    expect(readdirSync(dir).sort()).toEqual(['nginx.conf', 'nginx.conf.orig']);
  });

  it('a lock left behind refuses the write with its name, and nothing else is touched', async () => {
    const { dir, conf } = tree();
    writeFileSync(join(dir, '.nginx.conf.ssllint-lock'), '');
    const run = await runCli(['nginx.conf', '--fix', ...FLAGS], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: nothing was written: ${conf} is being fixed by another ssllint run (it holds ${join(dir, '.nginx.conf.ssllint-lock')}; remove that file if no ssllint is running)\n`);
    expect(readFileSync(conf, 'utf8')).toBe(CONF);
    expect(existsSync(join(dir, '.nginx.conf.ssllint-lock'))).toBe(true);
  });
});
