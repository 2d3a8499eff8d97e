#!/usr/bin/env node
import { main } from '../dist/src/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`ssllint: internal error: ${err && err.message}\n`);
    process.exitCode = 2;
  },
);
