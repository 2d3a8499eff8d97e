// The seven directive-* rules report what the dialect's validity checker found (src/validity/).
import type { FindingLocation } from '../findings.js';
import type { Model, Setting } from '../model/types.js';
import type { RuleFinding } from '../rule.js';
import type { ValidityRuleId } from '../validity/types.js';
import { locationOf } from './helpers.js';

export function validityFindings(model: Model, ruleId: ValidityRuleId): RuleFinding[] {
  const out: RuleFinding[] = [];
  for (const p of model.validity) {
    if (p.ruleId !== ruleId) continue;
    const f: RuleFinding = { message: p.message, location: locationOf(p.span) };
    if (p.severity !== undefined) f.severity = p.severity;
    if (p.short !== undefined) f.short = p.short;
    if (p.fix !== undefined) f.fix = p.fix;
    if (p.related !== undefined) f.related = p.related.map(locationOf);
    if (p.since !== undefined) f.since = p.since;
    out.push(f);
  }
  return out;
}

/**
 * One cause, not two: when `setting` fell back to its default because the directive that would
 * set it was misspelt or misplaced (a validity problem whose `meant` is one of `names`), the
 * spans of those directives and a note naming them. Names compare lower-case (httpd's are
 * case-insensitive). Nothing when the setting was written or no such problem concerns it.
 */
export function meantDirective(model: Model, setting: Setting<unknown>, names: readonly string[]): { related: FindingLocation[]; note: string } | undefined {
  if (!setting.defaulted || model.validity.length === 0) return undefined;
  const at = setting.at;
  const hits = model.validity.filter((p) => {
    if (p.meant === undefined || !names.includes(p.meant.toLowerCase())) return false;
    // nginx gives the blocks a problem stands in; Apache problems concern their own file.
    if (p.within === undefined) return p.span.file === at.file;
    return p.within.length === 0 || p.within.some((w) => w.file === at.file && w.line === at.line && w.column === at.column);
  });
  if (hits.length === 0) return undefined;
  const first = hits[0];
  return {
    related: hits.map((p) => locationOf(p.span)),
    note: `; ${first.meant} is not in effect because of line ${first.span.line}${first.span.file === at.file ? '' : ` of ${first.span.file}`}: ${first.message}`,
  };
}
