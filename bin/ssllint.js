#!/usr/bin/env node
// Runs the bundle, not dist/: the bundle is what the npm package, the pre-commit hook and the
// Action all ship (dist/ is tsc's development output, neither committed nor packed). After
// changing src/ or rules/, run `npm run bundle` before running this.
//
// CommonJS, as bin/package.json declares, and so is the entry it loads: an ES module would
// make Node start its ES module loader, about 10 ms more on every run (scripts/bench/20-startup.mjs).
const { main } = require('../dist-bundle/ssllint.cjs');

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`ssllint: internal error: ${err && err.message}\n`);
    process.exitCode = 2;
  },
);
