// Runs the fixer on a throwaway tree: files in, fixed texts (and what was skipped) out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { lint, type LintOptions } from '../../src/lint.js';
import { planAndCheck, type FixOutcome } from '../../src/fix/run.js';
import type { Safety } from '../../src/fix/safety.js';
import { RULES } from '../../rules/index.js';
import { fixedLintOptions, type LintExtra } from './lint-options.js';
import { peerMissing } from './peers.js';
import { makeTmp, removeTmp } from './tmp.js';

export interface FixRun {
  dir: string;
  outcome: FixOutcome;
  /** Each file's text after the fix (unchanged files too), by path relative to the tree. */
  texts: Record<string, string>;
}

// The trees a test file made are removed when its tests are done.
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) removeTmp(dir);
});

/** A new temporary directory, removed after the test file's tests. */
export function scratchDir(prefix = 'ssllint-fix-'): string {
  const dir = makeTmp(prefix).dir;
  made.push(dir);
  return dir;
}

export function writeTree(files: Record<string, string>): string {
  const dir = scratchDir();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export function fixTree(
  files: Record<string, string>,
  options: { root?: string; types?: Safety[]; only?: string[]; perRule?: [string, boolean][]; lint?: LintExtra } = {},
): FixRun {
  const dir = writeTree(files);
  const root = join(dir, options.root ?? Object.keys(files)[0]);
  const levels = new Map<string, 'off'>();
  if (options.only) for (const r of RULES) if (!options.only.includes(r.meta.id)) levels.set(r.meta.id, 'off');
  const lintOptions = fixedLintOptions([root], { levels, ...options.lint });
  const first = lint(lintOptions, RULES);
  const outcome = planAndCheck(first, lintOptions, RULES, { types: new Set(options.types ?? ['safe', 'risky']), perRule: new Map(options.perRule ?? []) });
  const texts: Record<string, string> = {};
  for (const name of Object.keys(files)) {
    const c = outcome.changed.get(join(dir, name));
    texts[name] = c ? c.fixed.text : readFileSync(join(dir, name), 'utf8');
  }
  return { dir, outcome, texts };
}

/** Why GNU patch cannot be used here (the tests that apply ssllint's diffs with it need it), or undefined. */
export const patchMissing = peerMissing('patch');
export const hasPatch = patchMissing === undefined;
