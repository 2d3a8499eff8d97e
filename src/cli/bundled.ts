// What dist-bundle/app.cjs exports (scripts/bundle.mjs builds it from this module): the
// command line's main(), and the Action's runAction() behind an import of its own, so that
// the command line never evaluates the Action's modules.
import type { ActionIo } from '../action/run.js';

export { main } from './main.js';

export async function runAction(io: ActionIo): Promise<number> {
  return (await import('../action/run.js')).runAction(io);
}
