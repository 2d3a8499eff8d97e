// "Did you mean …": the known directive nearest to an unknown name, within a few typing slips.
import { atLeast, type VersionParts } from '../text/version.js';
import { apacheDirective, apacheDirectiveNames } from './directive-table.js';

/** Edits allowed for a name of this length: short names are too close to each other to guess. */
function budget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** Optimal string alignment distance (a swap of two neighbours counts as one edit), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** The nearest known name (table key, lower-case) at this version, or undefined when none is close. */
export function nearestName(key: string, version: VersionParts): string | undefined {
  const max = budget(key.replace(/^</, '').length);
  if (max === 0) return undefined;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const name of apacheDirectiveNames()) {
    if (name.startsWith('<') !== key.startsWith('<')) continue;
    const d = editDistance(key, name, max);
    if (d < bestDistance || (d === bestDistance && best !== undefined && name < best)) {
      const row = apacheDirective(name);
      if (!row || (row.removed && atLeast(version, row.removed)) || (row.added && !row.added.startsWith('>') && !atLeast(version, row.added))) continue;
      best = name;
      bestDistance = d;
    }
  }
  return best;
}
