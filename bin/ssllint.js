#!/usr/bin/env node
// Runs the bundle, not dist/: the bundle is what the npm package, the pre-commit hook and the
// Action all ship (dist/ is tsc's development output, neither committed nor packed). After
// changing src/ or rules/, run `npm run bundle` before running this.
import module from 'node:module';

// Node >= 22.1 can keep V8's compiled code between runs (in the OS temp directory; set
// NODE_DISABLE_COMPILE_CACHE=1 to turn it off): each later start skips compiling the bundle.
// Older Nodes lack the function and simply compile every time.
module.enableCompileCache?.();

const { main } = await import('../dist-bundle/ssllint.mjs');

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`ssllint: internal error: ${err && err.message}\n`);
    process.exitCode = 2;
  },
);
