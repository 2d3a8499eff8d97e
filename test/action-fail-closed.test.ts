// Issue 35 item 9: the Action fails closed, as the command line does. A `paths` entry naming a
// file or directory that is not there (a pull request renamed it), or a file the dialect
// sniffing cannot place (a valid nginx server whose server_name list is CamelCase names, one a
// line, ties the score), ended with exit 0 and "No problems in 0 files" where the CLI exits 2:
// the check turned green with nothing linted.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { runCli } from './helpers/cli.js';
import { scratchDir, writeTree } from './helpers/fix.js';

// nginx reads it as a server; the sniffing scores it 7 for nginx and 7 for Apache.
const CAMEL_SERVER = ['server {', '    listen 443 ssl;', '    server_name', ...['Www', 'Shop', 'Api', 'Mail', 'Blog', 'Docs', 'App'].map((n) => `        ${n}Example`), '        LastExample;', '}', ''].join('\n');
const PLAIN_SERVER = 'server {\n    listen 443 ssl;\n    server_name a.example;\n    keepalive_timeout 0;\n}\n';

async function action(ws: string, paths: string): Promise<{ code: number; log: string; summary: string }> {
  const runner = scratchDir('ssllint-fail-closed-runner-');
  writeFileSync(join(runner, 'summary'), '');
  let log = '';
  const code = await runAction({
    stdout: (t) => void (log += t),
    cwd: ws,
    now: () => new Date('2026-06-01T00:00:00Z'),
    env: { INPUT_PATHS: paths, 'INPUT_FAIL-LEVEL': 'error', INPUT_FORMAT: 'stylish', INPUT_ANNOTATIONS: 'true', GITHUB_WORKSPACE: ws, GITHUB_STEP_SUMMARY: join(runner, 'summary'), RUNNER_TEMP: runner },
  });
  return { code, log, summary: readFileSync(join(runner, 'summary'), 'utf8') };
}

/** A repository (its `.git` marks it) holding `files`. */
const workspace = (files: Record<string, string>): string => writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', ...files });

describe('the Action fails closed, as the CLI does', () => {
  it('a path that is not there (the pull request renamed the directory): exit 2, one error annotation naming it', async () => {
    const ws = workspace({ 'renamed/site.conf': PLAIN_SERVER });
    const r = await action(ws, 'nginx/ renamed/site.conf');
    expect(r.code).toBe(2);
    expect(r.log).toBe('::error title=ssllint::nginx/: no such file or directory\n');
    expect(r.summary).toBe('');
    expect((await runCli(['nginx/', 'renamed/site.conf', '--no-config'], { cwd: ws })).code).toBe(2);
  });

  it('a named file the sniffing cannot place: exit 2, as the CLI', async () => {
    const ws = workspace({ 'site.conf': CAMEL_SERVER });
    const cli = await runCli(['site.conf'], { cwd: ws });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe('ssllint: site.conf: neither nginx nor Apache configuration was recognised\n');
    const r = await action(ws, 'site.conf');
    expect(r.code).toBe(2);
    expect(r.log).toBe('::error title=ssllint::site.conf: neither nginx nor Apache configuration was recognised\n');
    expect(r.summary).not.toContain('No problems');
  });

  it('an empty workspace (every config removed): exit 2, nothing to lint', async () => {
    const ws = workspace({ 'README.md': '# no configs here\n' });
    const r = await action(ws, '');
    expect(r.code).toBe(2);
    expect(r.log).toMatch(/^::error title=ssllint::\.: /);
  });

  it('the look-alike: named files that are there and placed are linted as before', async () => {
    const ws = workspace({ 'site.conf': PLAIN_SERVER });
    const r = await action(ws, 'site.conf');
    expect(r.code).toBe(0);
    expect(r.log).toContain('keepalive-disabled');
    expect(r.summary).toContain('`site.conf`');
  });
});
