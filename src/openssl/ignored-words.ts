// Says why OpenSSL skipped a word of a cipher string, so a finding can tell the user what
// they meant: an IANA name where OpenSSL wants its own, a keyword in the wrong case, a TLS
// 1.3 suite (those go in `Ciphersuites`), or a name only another generation knows.
import { engineFor } from './engine.js';
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

export function whyIgnored(word: string, generation: Generation): IgnoredWord {
  for (const g of [generation, ...GENERATIONS.filter((x) => x !== generation)]) {
    const s = suiteTable(g).byIana.get(word);
    if (!s) continue;
    if (s.protocol === 'TLSv1.3') return { word, reason: 'tls13-suite' };
    return { word, reason: 'iana-name', suggestion: s.name };
  }
  const lower = word.toLowerCase();
  for (const name of engineFor(generation).names.keys()) {
    if (name.toLowerCase() === lower) return { word, reason: 'wrong-case', suggestion: name };
  }
  const knownIn = GENERATIONS.filter((g) => g !== generation && knows(g, word));
  if (knownIn.length > 0) return { word, reason: 'other-generation', knownIn };
  return { word, reason: 'unknown' };
}
