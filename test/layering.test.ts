// The core (src/ outside src/cli/, and rules/) never imports from src/cli/: the command line is
// one front end of several (the Action, the API), and each reads the core, not another.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('layering', () => {
  it('no module of the core imports from src/cli/', () => {
    const core = [...tsFiles(join(repo, 'src')), ...tsFiles(join(repo, 'rules'))].filter((f) => !f.startsWith(join(repo, 'src', 'cli') + '/'));
    const wrong: string[] = [];
    for (const file of core) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        const target = resolve(file, '..', m[1]);
        if (target.startsWith(join(repo, 'src', 'cli') + '/')) wrong.push(`${relative(repo, file)} imports ${m[1]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
