// `npm test` says what it does while tsc runs (#37 §9): each tsc step announces itself before
// tsc starts, and says when it is done or failed, with tsc's exit code.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');

/** A stand-in tsc that prints its arguments and exits with `code`. */
function fakeTsc(code: number): string {
  const path = join(makeTmp('ssllint-tsc-').dir, 'tsc.js');
  writeFileSync(path, `process.stdout.write('tsc ' + process.argv.slice(2).join(' ') + '\\n'); process.exitCode = ${code};\n`);
  return path;
}

function step(name: string, tsc: string) {
  return spawnSync(process.execPath, ['scripts/tsc-step.mjs', name], { cwd: repo, encoding: 'utf8', env: { ...process.env, SSLLINT_TSC: tsc } });
}

describe('the tsc steps of npm test', () => {
  it('npm test, build and typecheck run tsc through them', () => {
    const scripts = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toBe('node scripts/tsc-step.mjs build');
    expect(scripts.typecheck).toBe('node scripts/tsc-step.mjs typecheck');
    expect(scripts.test).toBe('npm run build && npm run typecheck && vitest run');
  });

  it('say what they do before tsc starts, and when it is done', () => {
    const r = step('build', fakeTsc(0));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^ssllint: compiling src\/ and rules\/ into dist\/ with tsc \(tsconfig\.json; about a minute on a slow machine\)…\ntsc -p tsconfig\.json\nssllint: build done in \d+ s\n$/);
    const t = step('typecheck', fakeTsc(0));
    expect(t.stdout.split('\n')[0]).toBe('ssllint: typechecking src/, rules/ and test/ with tsc (tsconfig.test.json; about a minute on a slow machine)…');
  });

  it('pass tsc\'s failure on', () => {
    const r = step('typecheck', fakeTsc(2));
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/\nssllint: typecheck failed after \d+ s \(exit 2\)\n$/);
  });
});
