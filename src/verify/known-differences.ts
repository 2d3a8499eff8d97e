// Differences between what ssllint predicts and what the real servers do that the project has
// recorded rather than fixed yet, each with its reason. verify reports such a difference as
// `known` (it does not fail the run); docs/verify.md lists them (test/verify-known.test.ts
// keeps the two the same). `when` names a condition known.ts checks on the server.
import type { PropertyId } from './types.js';

export interface KnownDifference {
  id: string;
  property: PropertyId;
  dialect?: 'nginx' | 'apache';
  when: KnownCondition;
  /** Where it is tracked (`#36 item 16`). */
  issue: string;
  reason: string;
}

export type KnownCondition = 'always';

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [];
