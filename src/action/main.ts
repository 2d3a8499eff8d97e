// Entry of the GitHub Action (action.yml `runs.main`, bundled to dist-bundle/action.mjs):
// the runner starts it with the workspace as working directory and the inputs in INPUT_*.
// runAction turns every failure into an error annotation and an exit code; it never rejects.
import { runAction } from './run.js';

process.exitCode = await runAction({
  stdout: (text) => process.stdout.write(text),
  env: process.env,
  cwd: process.cwd(),
  now: () => new Date(),
});
