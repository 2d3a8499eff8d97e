// In dist-bundle/action.mjs, this module stands in for src/action/run.ts (scripts/bundle.mjs
// swaps it in for src/action/main.ts's import), so that the Action runs the same bundle as
// the command line, through the code cache.
import { createRequire } from 'node:module';
import type { ActionIo } from '../action/run.js';
import { loadBundle } from './load-bundle.js';

export async function runAction(io: ActionIo): Promise<number> {
  return loadBundle('action', createRequire(import.meta.url)).runAction(io);
}
