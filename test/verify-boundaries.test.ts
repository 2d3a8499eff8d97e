// verify starts programs, so only a person runs it: the GitHub Action and the pre-commit hooks
// never reach it. And its folder imports only downward (the command module in src/cli/ imports
// it, never the reverse).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(ROOT, dir, f));
}

function imports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
}

describe('verify boundaries', () => {
  it('src/verify/ imports nothing from the front ends (cli, action, lsp) or the lint pipeline', () => {
    const bad = sources('src/verify').flatMap((f) => imports(f).filter((i) => /^\.\.\/(cli|action|lsp)\/|^\.\.\/lint\.js$|^\.\.\/settings\/|rules\/index/.test(i)).map((i) => `${f}: ${i}`));
    expect(bad).toEqual([]);
  });

  it('the Action and the pre-commit hooks do not run verify', () => {
    const action = sources('src/action').flatMap((f) => imports(f).filter((i) => /verify/.test(i)).map((i) => `${f}: ${i}`));
    expect(action).toEqual([]);
    expect(readFileSync(join(ROOT, 'action.yml'), 'utf8')).not.toMatch(/\bverify\b/);
    const hooks = readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
    expect(hooks).toMatch(/entry: ssllint/);
    expect(hooks).not.toMatch(/\bverify\b/);
  });
});
