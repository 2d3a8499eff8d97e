// A path named to lint that gives no tree because it is wrong: a usage error (exit 2) in every
// front end, the command line and the Action alike, never a run that passes having linted
// nothing. In settings/ so that both share it without the core importing from src/cli/.
import type { SkippedPath } from '../source/types.js';
import { UsageError } from './usage-error.js';

/**
 * Throws for a path that does not exist, a directory with nothing to lint, or a named file
 * that is neither nginx nor Apache, each named as the user spelt it (`resolved[i]` came from
 * `given[i]`). `skipUnknown` (--skip-unknown-files): such files pass quietly.
 */
export function refuseWrongPaths(skipped: readonly SkippedPath[], resolved: readonly string[], given: readonly string[], skipUnknown = false): void {
  const wrong = skipped.filter((s) => s.usage || (s.unrecognised && !skipUnknown));
  if (wrong.length === 0) return;
  const spelt = new Map(resolved.map((p, i) => [p, given[i]]));
  throw new UsageError(wrong.map((s) => `${spelt.get(s.path) ?? s.path}: ${s.reason}`).join('; '));
}
