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
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}\0${f.location.file}\0${f.location.line}\0${f.location.column}\0${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
