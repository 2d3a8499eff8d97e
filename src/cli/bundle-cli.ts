// dist-bundle/ssllint.cjs, what bin/ssllint.js requires: main() runs the bundle through the
// code cache (load-bundle.ts), with the cache entry of the command argv asks for.
import type { Io } from './main.js';
import { cacheTag, loadBundle } from './load-bundle.js';

export async function main(argv: string[], io?: Io): Promise<number> {
  return loadBundle(cacheTag(argv)).main(argv, io);
}
