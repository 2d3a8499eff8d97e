#!/usr/bin/env node
// Runs the bundle, not dist/: the bundle is what the npm package, the pre-commit hook and the
// Action all ship (dist/ is tsc's development output, neither committed nor packed). After
// changing src/ or rules/, run `npm run bundle` before running this.
//
// CommonJS, as bin/package.json declares, and so is the entry it loads: an ES module would
// make Node start its ES module loader, about 10 ms more on every run (scripts/bench/20-startup.mjs).
//
// Written in syntax every Node parses (var, function, no `??`): the version check below must
// run on the Node 10 and 12 that older distributions install with apt, where the bundle itself
// is a SyntaxError. MIN_NODE is the oldest major test/ship-pack.test.ts runs the CLI on.
'use strict';
var MIN_NODE = 16;
var major = parseInt(String(process.versions.node).split('.')[0], 10);

if (!(major >= MIN_NODE)) {
  process.stderr.write(
    'ssllint: needs Node.js ' + MIN_NODE + ' or newer, but this is Node.js ' + process.versions.node + ' (' + process.execPath + '); ' +
      'install a current one (https://nodejs.org, or NodeSource or nvm for Debian/Ubuntu), or lint from a machine that has it: ssh HOST nginx -T | ssllint -\n',
  );
  process.exitCode = 2;
} else {
  require('../dist-bundle/ssllint.cjs')
    .main(process.argv.slice(2))
    .then(
      function (code) {
        process.exitCode = code;
      },
      function (err) {
        process.stderr.write('ssllint: internal error: ' + (err && err.message) + '\n');
        process.exitCode = 2;
      },
    );
}
