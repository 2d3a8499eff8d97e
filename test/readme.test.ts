// README.md must stay true: its rule section is generated from the rules' metadata, and every
// option the CLI accepts is documented in its table.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { allRuleMeta } from '../rules/index.js';

const repo = resolve(__dirname, '..');
const readme = readFileSync(resolve(repo, 'README.md'), 'utf8');

describe('README.md', () => {
  it('has the rule section the metadata generates (node scripts/gen-readme-rules.mjs)', () => {
    const run = spawnSync(process.execPath, ['scripts/gen-readme-rules.mjs', '--check'], { cwd: repo, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('lists every rule id', () => {
    for (const m of allRuleMeta()) expect(readme).toContain(`\`${m.id}\``);
  });

  it('documents every option of the lint command', async () => {
    const help = (await runCli(['--help'])).stdout;
    const flags = [...help.matchAll(/^\s+(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(flags.length).toBeGreaterThan(15);
    // Documented in docs/platforms.md until the README's rewrite takes it in (issue 26).
    const elsewhere = readFileSync(resolve(__dirname, '../docs/platforms.md'), 'utf8');
    for (const flag of flags) expect(flag === '--skip-unknown-files' ? elsewhere : readme, flag).toContain(flag);
  });

  it('states the two commands', () => {
    expect(readme).toContain('npm install && node bin/ssllint.js fixtures/sample/nginx');
    expect(readme).toContain('npm install && npm test');
  });
});
