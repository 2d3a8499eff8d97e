// The seven directive-* rules report what the dialect's validity checker found (src/validity/).
import type { Model } from '../model/types.js';
import type { RuleFinding } from '../rule.js';
import type { ValidityRuleId } from '../validity/types.js';
import { locationOf } from './helpers.js';

export function validityFindings(model: Model, ruleId: ValidityRuleId): RuleFinding[] {
  const out: RuleFinding[] = [];
  for (const p of model.validity) {
    if (p.ruleId !== ruleId) continue;
    const f: RuleFinding = { message: p.message, location: locationOf(p.span) };
    if (p.severity !== undefined) f.severity = p.severity;
    if (p.fix !== undefined) f.fix = p.fix;
    if (p.related !== undefined) f.related = p.related.map(locationOf);
    out.push(f);
  }
  return out;
}
