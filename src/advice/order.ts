// The order itself: security tiers from the profile stay fixed, and inside a tier the suite
// that costs the hosts least goes first. With several hosts the cost of a suite is its worst
// cost on any of them (minimax), since every host must carry the same order.
import type { BulkCipher, CostTable } from './costs.js';
import { tls12Suite, tls13Suite, type Tls12Suite } from './suites.js';

/**
 * Costs within this factor of each other count as equal and keep the guideline's order: the
 * figures are rounded, measurements wobble by more than 10%, and a reorder must not flap.
 */
export const TIE_FACTOR = 1.2;

/** A bulk cipher's cost on the worst host, each host's cheapest AEAD being 1. */
export function hostCost(bulk: BulkCipher, hosts: readonly CostTable[]): number {
  let worst = 0;
  for (const h of hosts) {
    const unit = Math.min(h.bulk['AES128-GCM'], h.bulk['CHACHA20-POLY1305']);
    worst = Math.max(worst, h.bulk[bulk] / unit);
  }
  return worst;
}

/**
 * Security tier of a TLS <= 1.2 suite, lower first: forward secrecy before static RSA, AEAD
 * before CBC, ECDHE before (slower) DHE, and 3DES after everything whatever it costs.
 */
export function tier(s: Tls12Suite): number {
  if (s.bulk === '3DES-CBC-SHA') return 99;
  return (s.kx === 'RSA' ? 4 : 0) + (s.aead ? 0 : 2) + (s.kx === 'DHE' ? 1 : 0);
}

/**
 * Within one tier: repeatedly take the earliest (guideline order) item whose cost is within
 * TIE_FACTOR of the cheapest remaining one. Stable, and equal costs never reorder.
 */
function pickByCost<T>(items: readonly T[], cost: (x: T) => number): T[] {
  const left = [...items];
  const out: T[] = [];
  while (left.length > 0) {
    const min = left.map(cost).reduce((m, x) => Math.min(m, x), Infinity);
    const i = left.findIndex((x) => cost(x) <= min * TIE_FACTOR);
    out.push(left.splice(i, 1)[0]);
  }
  return out;
}

/** The TLS <= 1.2 order for suite names in guideline order; unknown names keep their place last. */
export function orderTls12(names: readonly string[], hosts: readonly CostTable[]): string[] {
  const known = names.map((n) => tls12Suite(n)).filter((x): x is Tls12Suite => x !== undefined);
  const tiers = [...new Set(known.map(tier))].sort((a, b) => a - b);
  const out: string[] = [];
  for (const t of tiers) {
    for (const each of pickByCost(known.filter((s) => tier(s) === t), (s) => hostCost(s.bulk, hosts)).map((s) => s.name)) out.push(each);
  }
  return [...out, ...names.filter((n) => !tls12Suite(n))];
}

/** The TLS 1.3 order: all three suites are AEAD with forward secrecy, so cost alone decides. */
export function orderTls13(names: readonly string[], hosts: readonly CostTable[]): string[] {
  return pickByCost(names, (n) => {
    const s = tls13Suite(n);
    return s ? hostCost(s.bulk, hosts) : Number.POSITIVE_INFINITY;
  });
}
