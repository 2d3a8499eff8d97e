// Says why OpenSSL skipped a word of a cipher string, so a finding can tell the user what
// they meant: an IANA name where OpenSSL wants its own, a keyword in the wrong case, a TLS
// 1.3 suite (those go in `Ciphersuites`), or a name only another generation knows.
import { engineFor } from './engine.js';
import { mayBeIanaName } from './image.js';
import { suiteTable } from './suites.js';
import { GENERATIONS, type Generation } from './types.js';

export type IgnoredReason = 'tls13-suite' | 'iana-name' | 'wrong-case' | 'other-generation' | 'unknown';

export interface IgnoredWord {
  readonly word: string;
  readonly reason: IgnoredReason;
  /** What to write instead, when there is one answer: OpenSSL name or correctly cased keyword. */
  readonly suggestion?: string;
  /** Generations whose OpenSSL does know the word (reason `other-generation`). */
  readonly knownIn?: readonly Generation[];
}

function knows(generation: Generation, word: string): boolean {
  return engineFor(generation).names.has(word);
}

/** Each generation's names by their lower case (the first of a case-folded pair, in table order). */
const cased = new Map<Generation, Map<string, string>>();

function casedNames(generation: Generation): Map<string, string> {
  let byLower = cased.get(generation);
  if (!byLower) {
    byLower = new Map();
    for (const name of engineFor(generation).names.keys()) {
      const lower = name.toLowerCase();
      if (!byLower.has(lower)) byLower.set(lower, name);
    }
    cased.set(generation, byLower);
  }
  return byLower;
}

export function whyIgnored(word: string, generation: Generation): IgnoredWord {
  // The lookup tables by IANA name are built only for a word that may be one.
  if (mayBeIanaName(word)) {
    for (const g of [generation, ...GENERATIONS.filter((x) => x !== generation)]) {
      const s = suiteTable(g).byIana.get(word);
      if (!s) continue;
      if (s.protocol === 'TLSv1.3') return { word, reason: 'tls13-suite' };
      return { word, reason: 'iana-name', suggestion: s.name };
    }
  }
  const cased = casedNames(generation).get(word.toLowerCase());
  if (cased !== undefined) return { word, reason: 'wrong-case', suggestion: cased };
  const knownIn = GENERATIONS.filter((g) => g !== generation && knows(g, word));
  if (knownIn.length > 0) return { word, reason: 'other-generation', knownIn };
  return { word, reason: 'unknown' };
}
