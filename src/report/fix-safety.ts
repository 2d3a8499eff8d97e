// Whether `--fix` would write a finding's fix by default (safe), only when asked (risky), or not
// at all: read from the directives the fix writes and the fix's own risky marker, by the rules
// the fixer itself applies (src/fix/safety.ts, src/fix/plan.ts). For the report's summary ("N fixable with --fix"), without planning edits.
import type { Finding } from '../findings.js';
import { readReplacement } from '../fix/directive-lines.js';
import { neverWritten, safetyOf, type Safety } from '../fix/safety.js';

export function fixSafety(f: Finding): Safety | undefined {
  const replacement = f.fix?.replacement;
  if (!replacement) return undefined;
  const dialect = replacement.split('\n').every((l) => l.trim() === '' || l.trim().startsWith('#') || /[;{}]\s*$/.test(l.trim())) ? 'nginx' : 'apache';
  const lines = readReplacement(dialect, replacement);
  if (!lines) return undefined;
  const keys = lines.map((l) => l.key.toLowerCase());
  if (keys.some((k) => neverWritten(dialect, k))) return undefined;
  // As the planner does (src/fix/plan.ts): a fix that needs what is not known (a guessed resolver,
  // a newer release than the tree's, an end-of-life generation alone) is risky whatever it writes.
  if (f.fix?.risky !== undefined) return 'risky';
  return safetyOf(keys);
}
