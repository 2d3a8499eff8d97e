#!/usr/bin/env node
// One tsc step of `npm test` (and `npm run build` / `typecheck`), saying what it does before the
// minute tsc may take on a slow machine says nothing, and how long it took.
//   node scripts/tsc-step.mjs build       compile src/ and rules/ into dist/
//   node scripts/tsc-step.mjs typecheck   typecheck src/, rules/ and test/
// SSLLINT_TSC names another tsc to run (test/ship-scripts.test.ts).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const STEPS = {
  build: { project: 'tsconfig.json', say: 'compiling src/ and rules/ into dist/ with tsc' },
  typecheck: { project: 'tsconfig.test.json', say: 'typechecking src/, rules/ and test/ with tsc' },
};

const step = STEPS[process.argv[2]];
if (!step) {
  process.stderr.write(`usage: node scripts/tsc-step.mjs ${Object.keys(STEPS).join('|')}\n`);
  process.exit(2);
}
const tsc = process.env.SSLLINT_TSC || createRequire(import.meta.url).resolve('typescript/bin/tsc');
const started = Date.now();
process.stdout.write(`ssllint: ${step.say} (${step.project}; about a minute on a slow machine)…\n`);
const child = spawn(process.execPath, [tsc, '-p', step.project], { stdio: 'inherit' });
child.on('close', (code, signal) => {
  const took = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(code === 0 ? `ssllint: ${process.argv[2]} done in ${took} s\n` : `ssllint: ${process.argv[2]} failed after ${took} s (${signal ?? `exit ${code}`})\n`);
  process.exitCode = code ?? 1;
});
