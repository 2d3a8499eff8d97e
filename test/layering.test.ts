// The layers of docs/design.md, checked by dependency-cruiser with the repository's own
// configuration (.dependency-cruiser.cjs): every import points down, type-only imports
// included, and no file of src/cli/ is on a loop. The check is shown to fail on a copy of the
// tree with one import added the wrong way, so a passing run means something.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
const depcruise = join(repo, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** depcruise's own exit status and report (`--output-type err`: one line per violation, then a summary). */
function cruise(root: string): { status: number | null; report: string } {
  const run = spawnSync(process.execPath, [depcruise, 'src', 'rules', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

/** A copy of what the check reads, to break on purpose. */
function copyTree(): string {
  const { dir } = makeTmp('ssllint-layers-');
  for (const part of ['src', 'rules', 'tsconfig.json', '.dependency-cruiser.cjs']) cpSync(join(repo, part), join(dir, part), { recursive: true });
  return dir;
}

describe('layering (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  it('finds every import pointing down and no loop in src/cli/', () => {
    const { status, report } = cruise(repo);
    expect(report).toMatch(/no dependency violations found/);
    // It read the tree (a wrong path would cruise nothing and find nothing wrong).
    expect(Number(/\((\d+) modules/.exec(report)?.[1])).toBeGreaterThan(300);
    expect(status).toBe(0);
  });

  it('fails on an upward import, a type-only one included, and on a loop in src/cli/', () => {
    const dir = copyTree();
    // The vocabulary naming a rules-support module: one layer reaching up.
    appendFileSync(join(dir, 'src', 'findings.ts'), "\nimport type { CipherPlace } from './rules-support/ciphers.js';\nexport type Upward = CipherPlace;\n");
    // A command's implementation importing its registration back.
    appendFileSync(join(dir, 'src', 'cli', 'parse.ts'), "\nimport type { registerParseCommand } from './parse-command.js';\nexport type Back = typeof registerParseCommand;\n");
    const { status, report } = cruise(dir);
    expect(report).toContain('error layer: src/findings.ts: src/findings.ts → src/rules-support/ciphers.ts');
    expect(report).toMatch(/error no-circular: src\/cli\/parse(-command)?\.ts → \s+src\/cli\/parse(-command)?\.ts →/);
    expect(report).toContain('2 dependency violations (2 errors');
    expect(status).not.toBe(0);
  });
});
