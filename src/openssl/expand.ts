// expand(): a cipher string to the ordered suite list SSL_CTX_set_cipher_list would leave,
// or the error it would fail with. Results are memoised per (string, generation): a config
// tree repeats a handful of strings across hundreds of server blocks.
import { CipherList } from './cipher-list.js';
import { engineFor } from './engine.js';
import { generationImage } from './image.js';
import { applyRuleString } from './rule-string.js';
import { suiteTable } from './suites.js';
import type { ExpandResult, Generation, Suite } from './types.js';

/**
 * A string starting with one of these (prefix match, longest first) is replaced whole by the
 * Suite B list: `SUITEB128:!ECDSA` still enables the two ECDSA suites.
 */
const SUITE_B: ReadonlyArray<[string, string]> = [
  ['SUITEB128ONLY', 'ECDHE-ECDSA-AES128-GCM-SHA256'],
  ['SUITEB128C2', 'ECDHE-ECDSA-AES256-GCM-SHA384'],
  ['SUITEB128', 'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384'],
  ['SUITEB192', 'ECDHE-ECDSA-AES256-GCM-SHA384'],
];

const CACHE_LIMIT = 20_000;
const cache = new Map<string, ExpandResult>();
// Counted so that a benchmark can check the memo does its job on a large tree.
let calls = 0;
let computed = 0;

/** The TLS 1.3 suites a generation enables when `Ciphersuites` is not set. */
export function defaultTls13(generation: Generation): readonly Suite[] {
  const { suites } = suiteTable(generation);
  return generationImage(generation).tls13Defaults.map((i) => suites[i]);
}

function compute(input: string, generation: Generation): ExpandResult {
  const engine = engineFor(generation);
  const tls13 = defaultTls13(generation);
  // OpenSSL reads a C string: nothing after a NUL exists for it.
  const nul = input.indexOf('\0');
  let rule = nul >= 0 ? input.slice(0, nul) : input;
  const suiteB = SUITE_B.find(([prefix]) => rule.startsWith(prefix));
  if (suiteB) rule = suiteB[1];

  const list = new CipherList(engine.startOrder, engine.suites.length);
  let ok = true;
  let ignored: string[] = [];
  let seclevel: number | undefined;
  if (rule.startsWith('DEFAULT')) {
    ok = applyRuleString(engine, list, engine.profile.defaultCipherList, false).ok;
    rule = rule.slice(7);
    if (rule.startsWith(':')) rule = rule.slice(1);
  }
  if (ok && rule.length > 0) {
    const r = applyRuleString(engine, list, rule, true);
    ok = r.ok;
    ignored = r.ignored;
    seclevel = r.seclevel;
  }

  const base = { generation, tls13, ignored: Object.freeze(ignored) };
  if (!ok) return Object.freeze({ ...base, ciphers: [], error: 'invalid command' as const });
  const ciphers = Object.freeze(list.activeOrder().map((i) => engine.publicSuites[i]));
  const extra = seclevel === undefined ? {} : { seclevel };
  if (ciphers.length === 0) return Object.freeze({ ...base, ...extra, ciphers, error: 'no cipher match' as const });
  return Object.freeze({ ...base, ...extra, ciphers });
}

/**
 * Expands `cipherString` exactly as OpenSSL `generation` does in SSL_CTX_set_cipher_list.
 * Never throws for any string; an unusable string comes back with `error` set.
 */
export function expand(cipherString: string, generation: Generation): ExpandResult {
  calls++;
  const key = `${generation}\0${cipherString}`;
  const hit = cache.get(key);
  if (hit) return hit;
  computed++;
  const result = compute(cipherString, generation);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

/** Empties the memo (benchmarks measure a cold cache with it) and zeroes expandStats(). */
export function clearExpandCache(): void {
  cache.clear();
  calls = 0;
  computed = 0;
}

/** Calls to expand() and how many of them computed rather than hit the memo, since the last clear. */
export function expandStats(): { calls: number; computed: number } {
  return { calls, computed };
}
