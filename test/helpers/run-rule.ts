// Runs certificate rules on a built model with an explicit clock, and names the location of
// a line of the rendered config the way a finding must point at it.
import type { FindingLocation } from '../../src/findings.js';
import type { Model } from '../../src/model/types.js';
import type { Generation, Rule, RuleContext, RuleFinding } from '../../src/rule.js';
import type { Built } from './cert-model.js';
import { targetOf } from '../../src/platform/target.js';

/** The clock of most tests: every "good" fixture (2020-01-01 .. 2124-01-01) is valid then. */
export const NOW = new Date('2026-06-01T00:00:00Z');

export function context(over: Partial<RuleContext> = {}): RuleContext {
  const generations = over.generations ?? (['1.0.2', '1.1.1', '3.x'] as Generation[]);
  return {
    target: over.target ?? targetOf({ generations }),
    generations,
    now: over.now ?? NOW,
    expiringDays: over.expiringDays ?? 30,
    hardware: over.hardware ?? ['x86-aesni'],
  };
}

export function run(rule: Rule, target: Built | Model, over: Partial<RuleContext> = {}): RuleFinding[] {
  const model = 'model' in target ? target.model : target;
  return rule.check(model, context(over)).sort((a, b) => a.location.line - b.location.line || a.location.column - b.location.column || (a.message < b.message ? -1 : 1));
}

/** The whole directive on `line` of the rendered config: from its first character to its last. */
export function lineAt(built: Built, line: number): FindingLocation {
  const text = built.text.split('\n')[line - 1];
  const column = text.length - text.trimStart().length + 1;
  return { file: built.file, line, column, endLine: line, endColumn: text.trimEnd().length };
}

/** Where a word of a line starts and ends (a server name in `server_name a b;`). */
export function wordAt(built: Built, line: number, word: string): FindingLocation {
  const text = built.text.split('\n')[line - 1];
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?<=\\s)${escaped}(?=[\\s;]|$)`).exec(text);
  if (!m) throw new Error(`"${word}" is not a word of line ${line}: ${text}`);
  return { file: built.file, line, column: m.index + 1, endLine: line, endColumn: m.index + word.length };
}
