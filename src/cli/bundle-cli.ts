// dist-bundle/ssllint.cjs, what bin/ssllint.js requires: main() runs the bundle through the
// code cache (load-bundle.ts), with the cache entry of the command argv asks for.
import type { Io } from './io.js';
import { cacheTag, loadBundle } from './load-bundle.js';

export async function main(argv: string[], io?: Io): Promise<number> {
  // scripts/bundle.mjs builds this entry as CommonJS beside app.cjs: `require` is its own
  // (node:module's createRequire would cost a module more on every run).
  return loadBundle(cacheTag(argv), require).main(argv, io);
}
