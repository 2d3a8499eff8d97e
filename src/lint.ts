// The pipeline behind `ssllint PATH…`: source → syntax → model → rules → suppressions.
// Each stage is a plain function of the previous stage's value.
import type { HardwareProfile } from './advice/hardware.js';
import { compareFindings, sortFindings, type Finding, type Fix, type Severity } from './findings.js';
import { buildModel } from './model/build.js';
import type { Model } from './model/types.js';
import type { Rule, RuleContext } from './rule.js';
import { keptText, loadPaths } from './source/load.js';
import type { ConfigTree, SkippedPath } from './source/types.js';
import { legacyOnly, rankedDown } from './legacy-openssl.js';
import { knownFrom, rankBySince, releaseForTree } from './version-floor.js';
import { opensslFloorNote, opensslForTree } from './openssl-floor.js';
import { CertCache, certCacheFor, useCertCache } from './certs/cache.js';
import { fencedCertReader, type CertReader } from './certs/read.js';
import type { Fence, Fences } from './source/fence.js';
import type { SourceFs } from './source/fs.js';
import { applySuppressions, UNUSED_SUPPRESSION } from './suppress.js';
import type { Comment } from './syntax/types.js';
import type { Policy } from './policy/types.js';
import { evaluatePolicies, type PolicyVerdict } from './policy/evaluate.js';
import { followPolicy } from './policy/fix-conflict.js';
import type { OpensslTarget, Target } from './platform/target.js';
import { policyAt, policyFix, policyNotes, withPolicyNote } from './platform/notes.js';
import { capFix, capText } from './bounded-text.js';
import { fixForRelease } from './apache/fix-release.js';
import { fixForModules, treeModules } from './apache/loaded-modules.js';
import { focusedModel } from './focus.js';

export interface LintOptions {
  paths: string[];
  stdin?: string;
  pathMap: [string, string][];
  /** Apache: names defined on httpd's command line (`-D NAME`), true in <IfDefine NAME>. */
  apacheDefines?: string[];
  /** What is judged: the server releases, the OpenSSL generations, the platform (src/platform/target.ts). */
  target: Target;
  now: Date;
  /** See RuleContext.expiringDays. */
  expiringDays?: number;
  /** The CPUs that terminate TLS, for the advised cipher order in fixes. */
  hardware: HardwareProfile[];
  /** Compliance policies (`--policy`), judged by rule policy-violation. */
  policies?: readonly Policy[];
  /** Rule id → configured level; rules not named keep their default. */
  levels: Map<string, Severity | 'off'>;
  /** Findings in files this returns true for are dropped. */
  ignored: (file: string) => boolean;
  /** Texts to lint instead of the disk's, by real path (--fix checks its edits with them). */
  overlay?: ReadonlyMap<string, string>;
  /** Read the configuration from this file system instead of the disk (`audit --tar -`). */
  fs?: SourceFs;
  /** Read certificates, keys and DH parameters through this instead of the disk. */
  certReader?: CertReader;
  /** What each tree may read from the disk (source/fence.ts); everything when absent. */
  fence?: Fences;
  /** nginx files parsed by an earlier lint of the same trees, reused while unchanged (the language server). */
  parsed?: import('./source/types.js').ParseCache;
  /** Only the findings in these files are wanted (the language server's open buffers): src/focus.ts. */
  focus?: ReadonlySet<string>;
  /** Where a path of `paths` came from (a config file's `roots` entry): findings about it are placed there. */
  origins?: ReadonlyMap<string, import('./syntax/types.js').Span>;
  /** Told how far the run is: files read, then trees checked of all (a progress line on a terminal). */
  progress?: (stage: 'reading' | 'checking', done: number, total?: number) => void;
}

const LEGACY_FIX_RISK = 'it serves OpenSSL 1.0.2 alone (end of life since 2019) and may take away what current clients use';

export interface LintResult {
  findings: Finding[];
  /** Every file read, real paths. */
  files: string[];
  models: Model[];
  /** Each policy's pass/fail per server, when policies were given. */
  policies?: PolicyVerdict[];
  /** Findings reported as info because they hold only on OpenSSL 1.0.2 (the generations were assumed). */
  legacyRanked: number;
  /** Trees judged for fewer OpenSSL generations than assumed, because of what they name (src/openssl-floor.ts): one line each. */
  opensslNotes?: string[];
  /** The parsed trees the models were built from (--fix places its edits in them). */
  trees: ConfigTree[];
  /** Paths given that produced no tree (a directory with nothing to lint is a usage error). */
  skipped: SkippedPath[];
  /** The text each file was read as, by real path, kept from the one read (--fix edits it). */
  text?: (file: string) => { text: string; bom: boolean } | undefined;
}

/**
 * Servers linted: server blocks and virtual hosts, and the main server of a whole tree that
 * has none but terminates TLS itself (a fragment's outer scope is not a server of its own).
 */
export function serverCount(models: readonly Model[]): number {
  let n = 0;
  for (const m of models) {
    let virtual = 0;
    for (const s of m.servers) if (s.kind === 'virtual') virtual++;
    n += virtual > 0 ? virtual : !m.fragment && m.servers.some((s) => s.kind === 'global' && s.tls) ? 1 : 0;
  }
  return n;
}

/**
 * One string per distinct message and one object per distinct fix in a run, not one per
 * finding. A fleet's servers share most findings' words: 100,000 virtual hosts on the same
 * defaults make 1.3 million findings of a few dozen texts; kept once, they leave the lint's
 * result 40% smaller (274 MB → 164 MB of heap at 20,000 of them; docs/input-bounds.md).
 */
function sharedTexts(): (f: Finding) => Finding {
  const texts = new Map<string, string>();
  const fixes = new Map<string, Fix>();
  const sameFix = (a: Fix, b: Fix) => a.description === b.description && a.replacement === b.replacement && a.since === b.since && a.risky === b.risky;
  return (f) => {
    const text = texts.get(f.message);
    if (text === undefined) texts.set(f.message, f.message);
    else f.message = text;
    const fix = f.fix;
    if (fix !== undefined && Object.keys(fix).length <= 4) {
      // The key may collide (a description holding NUL); the fields are compared all the same.
      const key = `${fix.description}\0${fix.replacement}\0${fix.since}\0${fix.risky}`;
      const known = fixes.get(key);
      if (known === undefined) fixes.set(key, fix);
      else if (sameFix(known, fix)) f.fix = known;
    }
    return f;
  };
}

export function lint(options: LintOptions, rules: readonly Rule[]): LintResult {
  const progress = options.progress;
  const loaded = loadPaths(options.paths, { pathMap: options.pathMap, stdin: options.stdin, overlay: options.overlay, fs: options.fs, fence: options.fence, origins: options.origins, parsed: options.parsed, onRead: progress && ((files) => progress('reading', files)) });
  // A closed fence reads certificates only inside it too, through one reader per fence.
  const fencedReaders = new Map<Fence, CertReader>();
  const certReaderOf = (tree: ConfigTree): CertReader | undefined => {
    if (options.certReader || !tree.fence?.closed) return options.certReader;
    let reader = fencedReaders.get(tree.fence);
    if (!reader) fencedReaders.set(tree.fence, (reader = fencedCertReader(tree.fence, options.pathMap)));
    return reader;
  };
  const target = options.target;
  const runContext: RuleContext = { target, generations: [...target.openssl.value], now: options.now, expiringDays: options.expiringDays, hardware: options.hardware, policies: options.policies };
  const opensslNotes = new Set<string>();
  const active = rules.filter((r) => options.levels.get(r.meta.id) !== 'off');
  const findings: Finding[] = [];
  const comments = new Map<string, Comment[]>();
  const models: Model[] = [];
  // Ranked-down findings, counted once suppressions, ignores and twins have had their say.
  const legacy = new WeakSet<Finding>();
  const share = sharedTexts();
  for (const [n, tree] of loaded.trees.entries()) {
    progress?.('checking', n, loaded.trees.length);
    // The OpenSSL generations this tree can start on (a name only 3.5 knows rules out 1.0.2 and 1.1.1).
    const openssl = opensslForTree(target.openssl, tree);
    const generations = [...openssl.value];
    const context = contextFor(runContext, openssl);
    const note = opensslFloorNote(openssl);
    if (note) opensslNotes.add(note);
    // Only when later generations were checked too: alone, 1.0.2 is what the user asked about.
    const rankLegacy = openssl.from === 'assumed' && generations.some((g) => g !== '1.0.2');
    const onlyLegacy = openssl.from !== 'assumed' && generations.length === 1 && generations[0] === '1.0.2';
    for (const [file, parsed] of tree.files) comments.set(file, parsed.comments);
    // What is known of the release that runs this tree: given, detected, or bounded by the tree.
    const release = releaseForTree(tree.dialect === 'nginx' ? target.nginx : target.apache, tree);
    // nginx 1.29.2 gives each server its own ssl_protocols (CHANGES 1.29.2); an unpinned tree
    // is judged as before it, as most packaged nginx of 2026 are (Debian 13, Ubuntu 26.04, RHEL 10).
    const perServerProtocols = tree.dialect === 'nginx' ? knownFrom(release, '1.29.2') : undefined;
    const model = buildModel(tree, { nginxVersion: tree.dialect === 'nginx' ? release.value : target.nginx.value, apacheVersion: tree.dialect === 'apache' ? release.value : target.apache.value, pathMap: options.pathMap, apacheDefines: options.apacheDefines, systemPolicy: target.platform.value.systemPolicy, opensslBefore111: onlyLegacy, perServerProtocols });
    if (openssl !== target.openssl) model.openssl = openssl;
    models.push(model);
    const certReader = certReaderOf(tree);
    if (certReader) useCertCache(model, new CertCache(certReader));
    const notes = policyNotes(model);
    const focus = options.focus;
    const focused = focus && focusedModel(model, tree, focus);
    // The narrowed view reads certificates through the tree's cache, fence and all.
    if (focused) useCertCache(focused, certCacheFor(model));
    let modules: Set<string> | undefined;
    for (const rule of active) {
      const level = options.levels.get(rule.meta.id);
      for (const f of rule.check(focused && !rule.meta.acrossServers ? focused : model, context)) {
        if (focus && !focus.has(f.location.file)) continue;
        // Built field by field rather than spread: the rules' findings come in many shapes,
        // and spreading them went through V8's slow generic copy for each of 100,000s. (Taking
        // the rule's object as the finding instead saves nothing: the two added fields go to a
        // separate property store, and every later step reads findings of forty shapes.)
        const policy = notes === undefined ? undefined : policyAt(f.location, notes);
        // What a rule quotes from the config is bounded here, once for every format (bounded-text.ts).
        const message = capText(policy === undefined ? f.message : withPolicyNote(f.message, policy));
        const fix = capFix(policy === undefined || rule.meta.category !== 'cipher' ? f.fix : policyFix(rule.meta.id, f.fix, policy));
        let finding: Finding = { ruleId: rule.meta.id, severity: (level as Severity | undefined) ?? f.severity ?? rule.meta.severity, message, location: f.location };
        if (fix !== undefined) {
          // A fix never names what the linted httpd lacks (src/apache/fix-release.ts), nor
          // writes what its modules lack without saying so (src/apache/loaded-modules.ts).
          const fitted = model.dialect === 'apache' ? fixForModules(fixForRelease(fix, model.serverVersion), (modules ??= treeModules(tree))) : fix;
          finding.fix = options.policies?.length ? followPolicy(fitted, tree.dialect, options.policies) : fitted;
        }
        if (f.related !== undefined) finding.related = f.related;
        if (f.properties !== undefined) finding.properties = f.properties;
        if (f.short !== undefined) finding.short = capText(f.short);
        if (f.since !== undefined) finding.since = f.since;
        if (f.since !== undefined || f.fix?.since !== undefined) finding = rankBySince(finding, release, tree.dialect, level !== undefined);
        if (f.generations !== undefined) {
          finding.generations = f.generations;
          // Never a safe fix that pleases an end-of-life generation alone (it may drop a curve or
          // suite current clients use), unless 1.0.2 is all the user runs.
          if (finding.fix && legacyOnly(finding) && !onlyLegacy) finding.fix = { ...finding.fix, risky: LEGACY_FIX_RISK };
          if (rankLegacy && level === undefined && legacyOnly(finding)) {
            const ranked = rankedDown(finding);
            legacy.add(ranked);
            findings.push(share(ranked));
            continue;
          }
        }
        // A message built by a template literal is a rope, a node per piece, and every node
        // would be copied by each garbage collection until the report is written. Reading a
        // character makes V8 flatten it once, now (the report would anyway): one string lives on.
        message.charCodeAt(0);
        findings.push(share(finding));
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
  const out = dropTwins(sortFindings(kept));
  let legacyRanked = 0;
  for (const f of out) if (legacy.has(f)) legacyRanked++;
  const result: LintResult = { findings: out, files: loaded.files, models, legacyRanked, trees: loaded.trees, skipped: loaded.skipped, text: keptText(loaded) };
  if (opensslNotes.size > 0) result.opensslNotes = [...opensslNotes];
  if (options.policies?.length) result.policies = mergeVerdicts(models.map((m) => evaluatePolicies(m, contextFor(runContext, m.openssl ?? target.openssl)).verdicts));
  return result;
}

/** The run's context, or one judging a tree for the OpenSSL it narrowed the run's to. */
function contextFor(run: RuleContext, openssl: OpensslTarget): RuleContext {
  return openssl === run.target.openssl ? run : { ...run, target: { ...run.target, openssl }, generations: [...openssl.value] };
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

/** One verdict per policy across every tree linted (each tree's servers in tree order). */
function mergeVerdicts(perModel: PolicyVerdict[][]): PolicyVerdict[] {
  const merged: PolicyVerdict[] = [];
  for (const verdicts of perModel) {
    verdicts.forEach((v, i) => {
      if (merged[i]) for (const each of v.servers) merged[i].servers.push(each);
      else merged[i] = { ...v, servers: [...v.servers] };
    });
  }
  return merged;
}
