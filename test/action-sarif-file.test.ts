// Issue 35 item 13: the Action wrote SARIF through a symlinked directory the pull request had
// committed (`sarif-file: reports/x.sarif` with `reports -> /outside`). The workspace is the pull
// request's, so in the Action a symbolic link on the way to the SARIF file is refused too, not only
// one at the file (hostile-write.test.ts). The runner's own directories (RUNNER_TEMP) are not the
// pull request's and may be links.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { scratchDir } from './helpers/fix.js';

/** A workspace with one fixable config, and a directory outside it the run must leave empty. */
function setup(): { ws: string; outside: string; runner: string } {
  const base = scratchDir('ssllint-sarif-dir-');
  const ws = join(base, 'ws');
  const outside = join(base, 'outside');
  const runner = join(base, 'runner');
  for (const d of [ws, outside, runner]) mkdirSync(d);
  writeFileSync(join(ws, 'nginx.conf'), 'events {}\nhttp {\n    keepalive_timeout 0;\n}\n');
  return { ws, outside, runner };
}

async function action(ws: string, runner: string, sarifFile: string): Promise<{ code: number; log: string }> {
  let log = '';
  const code = await runAction({
    stdout: (t) => void (log += t),
    cwd: ws,
    now: () => new Date('2026-06-01T00:00:00Z'),
    env: { INPUT_PATHS: '.', 'INPUT_FAIL-LEVEL': 'error', INPUT_FORMAT: 'unix', INPUT_ANNOTATIONS: 'false', 'INPUT_SARIF-FILE': sarifFile, GITHUB_WORKSPACE: ws, RUNNER_TEMP: runner },
  });
  return { code, log };
}

describe('the Action\'s sarif-file', () => {
  it('refuses a symlinked directory the pull request committed: exit 2, nothing written outside', async () => {
    const { ws, outside, runner } = setup();
    symlinkSync(outside, join(ws, 'reports'));
    const r = await action(ws, runner, 'reports/x.sarif');
    expect(r.code).toBe(2);
    expect(r.log).toContain(`::error title=ssllint::input "sarif-file": ${join(ws, 'reports', 'x.sarif')}: reports is a symbolic link in the workspace, and ssllint does not write through one there: name another path\n`);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses one deeper on the way, and creates nothing through it', async () => {
    const { ws, outside, runner } = setup();
    mkdirSync(join(ws, 'out'));
    symlinkSync(outside, join(ws, 'out', 'linked'));
    const r = await action(ws, runner, 'out/linked/new/deeper/x.sarif');
    expect(r.code).toBe(2);
    expect(r.log).toContain('out/linked is a symbolic link in the workspace');
    expect(readdirSync(outside)).toEqual([]);
  });

  it('the look-alikes: real directories (made when missing) and the runner\'s own linked temp directory are written to', async () => {
    const { ws, outside, runner } = setup();
    mkdirSync(join(ws, 'reports'));
    let r = await action(ws, runner, 'reports/new/x.sarif');
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(ws, 'reports', 'new', 'x.sarif'), 'utf8')).version).toBe('2.1.0');
    // RUNNER_TEMP reached through a link (as /tmp is on macOS runners): the default path.
    const linkedTemp = join(outside, '..', 'runner-link');
    symlinkSync(runner, linkedTemp);
    r = await action(ws, linkedTemp, '');
    expect(r.code).toBe(0);
    expect(existsSync(join(runner, 'ssllint.sarif'))).toBe(true);
  });
});
