// Marks the differences the project has recorded (known-differences.ts) as known, with their
// reason: verify still shows them, but they do not fail the run.
import type { Model } from '../model/types.js';
import type { ServerBinary } from './binary.js';
import { KNOWN_DIFFERENCES, type KnownCondition } from './known-differences.js';
import type { ServerPrediction } from './predict.js';
import type { PropertyResult } from './types.js';

export interface KnownContext {
  prediction: ServerPrediction;
  model: Model;
  binary: ServerBinary;
}

const CONDITIONS: Record<KnownCondition, (r: PropertyResult, ctx: KnownContext) => boolean> = {
  always: () => true,
};

export function applyKnown(results: PropertyResult[], ctx: KnownContext): PropertyResult[] {
  return results.map((r) => {
    if (r.verdict !== 'differs') return r;
    const known = KNOWN_DIFFERENCES.find((k) => k.property === r.property && (!k.dialect || k.dialect === ctx.model.dialect) && CONDITIONS[k.when](r, ctx));
    if (!known) return r;
    return { ...r, verdict: 'known', known: known.id, note: [r.note, `known difference ${known.id} (${known.issue}): ${known.reason}`].filter(Boolean).join('; ') };
  });
}
