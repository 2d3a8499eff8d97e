// "did you mean": the nginx directive a name not in the table was most likely meant to be.
// A slip of one or two keys in a long name (a letter dropped, doubled, swapped) or a name in the
// wrong case; anything further is a name of its own (a third-party module's), not a typo.
import type { VersionParts } from '../text/version.js';
import { rowAt, type NginxDirectiveRow } from './directives.js';

/** Optimal string alignment distance (a swap of neighbours counts one), or limit+1 once past limit. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** How far a name of this length may be from the one meant. */
function allowance(name: string): number {
  return name.length >= 9 ? 2 : name.length >= 3 ? 1 : 0;
}

const cache = new Map<string, string | undefined>();

/**
 * The known directive closest to `name` (names valid at `version` and allowed in `ctx` first),
 * or undefined when none is within reach.
 */
export function nearMiss(name: string, rows: Map<string, NginxDirectiveRow[]>, version: VersionParts, ctx: number): string | undefined {
  const key = `${name}\0${version.join('.')}\0${ctx}`;
  if (cache.has(key)) return cache.get(key);
  const lower = name.toLowerCase();
  const limit = allowance(name);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const [known, list] of rows) {
    const d = lower === known ? 0 : editDistance(lower, known, limit);
    if (d > limit) continue;
    const now = list.filter((r) => rowAt(r, version));
    // Prefer a directive that exists now, then one allowed here; ties go to the first name in order.
    const score = d * 4 + (now.length === 0 ? 2 : 0) + (now.some((r) => r.ctx & ctx) ? 0 : 1);
    if (score < bestScore || (score === bestScore && best !== undefined && known < best)) {
      best = known;
      bestScore = score;
    }
  }
  cache.set(key, best);
  return best;
}
