// The pipeline behind `ssllint PATH…`: source → syntax → model → rules → suppressions.
// Each stage is a plain function of the previous stage's value.
import type { HardwareProfile } from './advice/hardware.js';
import { compareFindings, sortFindings, type Finding, type Severity } from './findings.js';
import { buildModel } from './model/build.js';
import type { Model } from './model/types.js';
import type { Generation, Rule, RuleContext } from './rule.js';
import { CertCache, useCertCache } from './certs/cache.js';
import type { CertReader } from './certs/read.js';
import type { SourceFs } from './source/fs.js';
import { loadPaths } from './source/load.js';
import { applySuppressions, UNUSED_SUPPRESSION } from './suppress.js';
import type { Comment } from './syntax/types.js';

export interface LintOptions {
  paths: string[];
  stdin?: string;
  pathMap: [string, string][];
  /** Apache: names defined on httpd's command line (`-D NAME`), true in <IfDefine NAME>. */
  apacheDefines?: string[];
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
  /** Read the configuration from this file system instead of the disk (`audit --tar -`). */
  fs?: SourceFs;
  /** Read certificates, keys and DH parameters through this instead of the disk. */
  certReader?: CertReader;
}

export interface LintResult {
  findings: Finding[];
  /** Every file read, real paths. */
  files: string[];
  models: Model[];
}

export function lint(options: LintOptions, rules: readonly Rule[]): LintResult {
  const loaded = loadPaths(options.paths, { pathMap: options.pathMap, stdin: options.stdin, fs: options.fs });
  const context: RuleContext = { generations: options.generations, now: options.now, expiringDays: options.expiringDays, hardware: options.hardware };
  const active = rules.filter((r) => options.levels.get(r.meta.id) !== 'off');
  const findings: Finding[] = [];
  const comments = new Map<string, Comment[]>();
  const models: Model[] = [];

  for (const tree of loaded.trees) {
    for (const [file, parsed] of tree.files) comments.set(file, parsed.comments);
    const model = buildModel(tree, { nginxVersion: options.nginxVersion, apacheVersion: options.apacheVersion, pathMap: options.pathMap, apacheDefines: options.apacheDefines });
    models.push(model);
    if (options.certReader) useCertCache(model, new CertCache(options.certReader));
    for (const rule of active) {
      const level = options.levels.get(rule.meta.id);
      for (const f of rule.check(model, context)) {
        // Built field by field rather than spread: the rules' findings come in many shapes,
        // and spreading them went through V8's slow generic copy for each of 100,000s. (Taking
        // the rule's object as the finding instead saves nothing: the two added fields go to a
        // separate property store, and every later step reads findings of forty shapes.)
        const finding: Finding = { ruleId: rule.meta.id, severity: (level as Severity | undefined) ?? f.severity ?? rule.meta.severity, message: f.message, location: f.location };
        if (f.fix !== undefined) finding.fix = f.fix;
        if (f.related !== undefined) finding.related = f.related;
        // A message built by a template literal is a rope, a node per piece, and every node
        // would be copied by each garbage collection until the report is written. Reading a
        // character makes V8 flatten it once, now (the report would anyway): one string lives on.
        f.message.charCodeAt(0);
        findings.push(finding);
      }
    }
  }

  const known = new Set(rules.map((r) => r.meta.id));
  const kept: Finding[] = [];
  // Ignore globs are matched once per file, not once per finding.
  const ignoredFiles = new Map<string, boolean>();
  const ignored = (file: string): boolean => {
    let answer = ignoredFiles.get(file);
    if (answer === undefined) ignoredFiles.set(file, (answer = options.ignored(file)));
    return answer;
  };
  for (const f of applySuppressions(findings, comments, known)) {
    const level = options.levels.get(f.ruleId);
    if (level === 'off' || ignored(f.location.file)) continue;
    kept.push(level && f.severity !== level ? { ...f, severity: level } : f);
  }
  // A file included by several trees (a shared snippet) yields the same finding twice. The
  // output order puts such twins side by side (the sort is stable, so the first one made
  // stays), which makes dropping them one comparison each instead of a keyed lookup.
  return { findings: dropTwins(sortFindings(kept)), files: loaded.files, models };
}

/** Removes a finding equal to the one before it (same place, rule and message). */
function dropTwins(sorted: Finding[]): Finding[] {
  let n = 0;
  for (let i = 0; i < sorted.length; i++) {
    const f = sorted[i];
    // Suppression comments report each rule they name, repeats included: those are not twins.
    if (n > 0 && f.ruleId !== UNUSED_SUPPRESSION.id && compareFindings(sorted[n - 1], f) === 0) continue;
    sorted[n++] = f;
  }
  sorted.length = n;
  return sorted;
}
