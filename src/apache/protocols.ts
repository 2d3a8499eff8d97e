// `SSLProtocol` through the OpenSSL engine's protocol model. What `all` and each word mean
// depends on the OpenSSL mod_ssl is linked with (SSLv3 exists only in old builds, TLSv1.3
// only in new ones); the model keeps every protocol some generation would enable, and the
// rules narrow it per generation with effectiveProtocols.
import { orderedProtocols } from '../model/protocol-range.js';
import type { Protocol } from '../model/types.js';
import { parseApacheProtocol } from '../openssl/protocols.js';
import type { Generation } from '../openssl/types.js';

/** Generations whose protocol sets differ: 1.1.1 and 3.x build alike here. */
const GENERATIONS: Generation[] = ['1.0.2', '3.x'];

export function acrossGenerations(enabled: (generation: Generation) => readonly Protocol[]): Protocol[] {
  const set = new Set<Protocol>();
  for (const g of GENERATIONS) for (const p of enabled(g)) set.add(p);
  return orderedProtocols(set);
}

/** A generation whose mod_ssl would refuse the line (an unknown word) contributes nothing. */
export function apacheProtocols(words: readonly string[], versionText: string): Protocol[] {
  return acrossGenerations((generation) => parseApacheProtocol(words, { apacheVersion: versionText, generation }).protocols);
}
