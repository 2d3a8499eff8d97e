// README.md is the page a newcomer reads in five minutes, and it must stay true: its rules table
// and its example output are generated from the code (scripts/gen-readme.mjs), the reference
// lives in docs/, and every option the CLI accepts is documented in docs/cli.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { allRuleMeta } from '../rules/index.js';

const repo = resolve(__dirname, '..');
const readme = readFileSync(resolve(repo, 'README.md'), 'utf8');

describe('README.md', () => {
  it('has the rules table and the example output the code generates (node scripts/gen-readme.mjs)', () => {
    const run = spawnSync(process.execPath, ['scripts/gen-readme.mjs', '--check'], { cwd: repo, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('the example is what the command prints today', async () => {
    const block = readme.slice(readme.indexOf('<!-- example:start -->'), readme.indexOf('<!-- example:end -->'));
    const run = await runCli(['fixtures/sample/nginx'], { cwd: repo, env: { COLUMNS: '100' } });
    expect(block).toContain(run.stdout.replace(/\n+$/, ''));
    expect(block).toMatch(/✖ \d+ problems/);
  });

  it('is short: a few hundred lines, with no rule body in it', () => {
    expect(readme.split('\n').length).toBeLessThan(300);
    expect(readme).not.toMatch(/^### `[a-z0-9-]+`$/m);
  });

  it('links every rule to its page in docs/rules/', () => {
    for (const m of allRuleMeta()) {
      expect(readme).toContain(`[\`${m.id}\`](docs/rules/${m.id}.md)`);
      expect(existsSync(resolve(repo, 'docs/rules', `${m.id}.md`)), m.id).toBe(true);
    }
  });

  it('every relative link in README.md and docs/*.md points at a file that exists', () => {
    const pages = ['README.md', ...spawnSync('git', ['ls-files', 'docs/*.md'], { cwd: repo, encoding: 'utf8' }).stdout.split('\n').filter(Boolean)];
    for (const page of pages) {
      const text = readFileSync(resolve(repo, page), 'utf8');
      for (const m of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(m[1])) continue;
        expect(existsSync(resolve(repo, dirname(page), m[1])), `${page} → ${m[1]}`).toBe(true);
      }
    }
  });

  it('tells no one to npx or npm install an unpublished name', () => {
    expect(readme).not.toMatch(/^\s*npx ssllint/m);
    expect(readme).not.toMatch(/^\s*(sudo )?npm install -g ssllint\b/m);
  });

  it('states the two commands', () => {
    expect(readme).toContain('npm install && node bin/ssllint.js fixtures/sample/nginx');
    expect(readme).toContain('npm install && npm test');
  });
});

describe('docs/cli.md', () => {
  const cli = readFileSync(resolve(repo, 'docs/cli.md'), 'utf8');
  it('documents every option of the lint command', async () => {
    const help = (await runCli(['--help'])).stdout;
    const flags = [...help.matchAll(/^\s+(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(flags.length).toBeGreaterThan(15);
    for (const flag of flags) expect(cli, flag).toContain(flag);
  });

  it('names every command', async () => {
    const help = (await runCli(['--help'])).stdout;
    const section = help.slice(help.indexOf('Commands:')).split(/\n\s*\n/)[0];
    const commands = [...section.matchAll(/^\s{2}([a-z]+)\b/gm)].map((m) => m[1]).filter((c) => c !== 'help');
    expect(commands.length).toBeGreaterThan(5);
    for (const c of commands) expect(cli, c).toContain(`ssllint ${c}`);
  });
});
