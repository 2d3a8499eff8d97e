// The pipeline behind `ssllint PATH…`: source → syntax → model → rules → suppressions.
// Each stage is a plain function of the previous stage's value.
import type { HardwareProfile } from './advice/hardware.js';
import { compareFindings, type Finding, type Severity } from './findings.js';
import { buildModel } from './model/build.js';
import type { Model } from './model/types.js';
import type { Generation, Rule, RuleContext } from './rule.js';
import { loadPaths } from './source/load.js';
import { applySuppressions } from './suppress.js';
import type { Comment } from './syntax/types.js';

export interface LintOptions {
  paths: string[];
  stdin?: string;
  pathMap: [string, string][];
  generations: Generation[];
  nginxVersion: string;
  apacheVersion: string;
  now: Date;
  expiringDays: number;
  /** The CPUs that terminate TLS, for the advised cipher order in fixes. */
  hardware: HardwareProfile[];
  /** Rule id → configured level; rules not named keep their default. */
  levels: Map<string, Severity | 'off'>;
  /** Findings in files this returns true for are dropped. */
  ignored: (file: string) => boolean;
}

export interface LintResult {
  findings: Finding[];
  /** Every file read, real paths. */
  files: string[];
  models: Model[];
}

export function lint(options: LintOptions, rules: readonly Rule[]): LintResult {
  const loaded = loadPaths(options.paths, { pathMap: options.pathMap, stdin: options.stdin });
  const context: RuleContext = { generations: options.generations, now: options.now, expiringDays: options.expiringDays, hardware: options.hardware };
  const active = rules.filter((r) => options.levels.get(r.meta.id) !== 'off');
  const findings: Finding[] = [];
  const comments = new Map<string, Comment[]>();
  const models: Model[] = [];

  for (const tree of loaded.trees) {
    for (const [file, parsed] of tree.files) comments.set(file, parsed.comments);
    const model = buildModel(tree, { nginxVersion: options.nginxVersion, apacheVersion: options.apacheVersion, pathMap: options.pathMap });
    models.push(model);
    for (const rule of active) {
      const level = options.levels.get(rule.meta.id);
      for (const f of rule.check(model, context)) {
        findings.push({ ...f, ruleId: rule.meta.id, severity: (level as Severity | undefined) ?? f.severity ?? rule.meta.severity });
      }
    }
  }

  const known = new Set(rules.map((r) => r.meta.id));
  // A file included by several trees (a shared snippet) yields the same finding twice.
  const unique = dedupe(findings);
  const unsuppressed: Finding[] = [];
  for (const f of applySuppressions(unique, comments, known)) {
    const level = options.levels.get(f.ruleId);
    if (level === 'off' || options.ignored(f.location.file)) continue;
    unsuppressed.push(level && f.severity !== level ? { ...f, severity: level } : f);
  }
  return { findings: unsuppressed.sort(compareFindings), files: loaded.files, models };
}

function dedupe(findings: Finding[]): Finding[] {
  // By file, then by line and column: most places hold one finding, so the key with the
  // (long) message is only built where a second one lands.
  const byFile = new Map<string, Map<string, Finding | Set<string>>>();
  return findings.filter((f) => {
    let byPlace = byFile.get(f.location.file);
    if (!byPlace) byFile.set(f.location.file, (byPlace = new Map()));
    const place = `${f.location.line}:${f.location.column}`;
    const here = byPlace.get(place);
    if (here === undefined) {
      byPlace.set(place, f);
      return true;
    }
    let keys: Set<string>;
    if (here instanceof Set) keys = here;
    else byPlace.set(place, (keys = new Set([sameFindingKey(here)])));
    const key = sameFindingKey(f);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

function sameFindingKey(f: Finding): string {
  return `${f.ruleId}\0${f.message}`;
}
