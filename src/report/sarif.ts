// SARIF 2.1.0 for GitHub code scanning (and any other SARIF viewer).
import { resolve, sep } from 'node:path';
import { SEVERITY_RANK, type Finding, type FindingLocation, type Severity } from '../findings.js';
import type { RuleMeta } from '../rule.js';
import { LineHasher } from './line-hash.js';
import { sarifRegion, type SarifRegion } from './location.js';
import { findRepoRoot, relativeInside } from './paths.js';
import { helpMarkdown, helpText, pascalCase } from './rule-help.js';
import { ruleDocsUrl } from './rule-url.js';
import { stringifiedSlices } from './slices.js';
import { messageWithFix } from './text.js';
import type { ReportFix, ReportInput } from './types.js';

export const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
/** Where users learn about the tool; the lead may point this at the project's home page. */
export const INFORMATION_URI = 'https://www.npmjs.com/package/ssllint';
const SRCROOT = '%SRCROOT%';

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', info: 'note' };

/**
 * GitHub ranks security alerts by this CVSS-like score: >= 7.0 is "high", 4.0-6.9
 * "medium", 0.1-3.9 "low" (9.0+ "critical" is kept for remotely exploitable flaws, which a
 * TLS setting alone is not). An error-level rule (SSLv3, RC4, export or NULL suites) lets
 * an on-path attacker read or alter traffic: high. A warning (TLS 1.0, 3DES, no forward
 * secrecy) weakens protection under conditions: medium. Info is hardening: low.
 */
export const SECURITY_SEVERITY: Record<Severity, string> = { error: '7.5', warning: '5.0', info: '2.0' };

interface Message {
  text: string;
  markdown?: string;
}

interface ReportingDescriptor {
  id: string;
  name: string;
  shortDescription: Message;
  fullDescription: Message;
  helpUri?: string;
  help?: Message;
  defaultConfiguration: { level: Level };
  properties: { tags: string[]; 'security-severity'?: string };
}

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

interface PhysicalLocation {
  artifactLocation: ArtifactLocation;
  region: SarifRegion;
}

/**
 * GitHub code scanning rejects a run with more than 25,000 results, and a result with more
 * than 1,000 locations; it keeps only 100 locations of a result. A fleet's tree can pass both
 * (100,000 findings; one missing certificate path named by every server): the log keeps the
 * most severe results and the first related places, and says what it left out.
 */
export const MAX_RESULTS = 25_000;
export const MAX_RELATED_LOCATIONS = 100;

/** The findings a log holds, in report order: all of them, or the MAX_RESULTS most severe. */
export function withinLimit(findings: readonly Finding[]): readonly Finding[] {
  if (findings.length <= MAX_RESULTS) return findings;
  // Stable by severity, then back to report order: the kept ones read as before.
  const order = findings.map((_, i) => i).sort((a, b) => SEVERITY_RANK[findings[b].severity] - SEVERITY_RANK[findings[a].severity] || a - b);
  return order
    .slice(0, MAX_RESULTS)
    .sort((a, b) => a - b)
    .map((i) => findings[i]);
}

interface Result {
  ruleId: string;
  ruleIndex: number;
  level: Level;
  message: Message;
  locations: { physicalLocation: PhysicalLocation }[];
  relatedLocations?: { id: number; physicalLocation: PhysicalLocation }[];
  partialFingerprints: { primaryLocationLineHash: string };
  properties?: Record<string, string>;
  fixes?: SarifFix[];
}

/** SARIF 2.1.0 §3.55 fix, §3.56 artifactChange, §3.57 replacement. */
interface SarifFix {
  description: Message;
  artifactChanges: {
    artifactLocation: ArtifactLocation;
    replacements: { deletedRegion: Required<SarifRegion>; insertedContent?: { text: string } }[];
  }[];
}

function encodePath(posixPath: string): string {
  return posixPath
    .split('/')
    .map((seg, i) => (i <= 1 && /^[A-Za-z]:$/.test(seg) ? seg : encodeURIComponent(seg)))
    .join('/');
}

/** A `file:` URI for an absolute path, every segment percent-encoded. */
export function fileUri(absolute: string): string {
  const posix = sep === '\\' ? `/${absolute.split(sep).join('/')}` : absolute;
  return `file://${encodePath(posix)}`;
}

function descriptor(meta: RuleMeta): ReportingDescriptor {
  const tags: string[] = [meta.category];
  if (meta.security) tags.push('security');
  const d: ReportingDescriptor = {
    id: meta.id,
    name: pascalCase(meta.id),
    shortDescription: { text: meta.title },
    fullDescription: { text: meta.docs.why.trim() },
    helpUri: ruleDocsUrl(meta.id),
    help: { text: helpText(meta), markdown: helpMarkdown(meta) },
    defaultConfiguration: { level: LEVEL[meta.severity] },
    properties: { tags },
  };
  if (meta.security) d.properties['security-severity'] = SECURITY_SEVERITY[meta.severity];
  return d;
}

/** For a finding whose rule has no metadata (should not happen): enough for viewers to show it. */
function bareDescriptor(id: string, severity: Severity): ReportingDescriptor {
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: id },
    fullDescription: { text: id },
    defaultConfiguration: { level: LEVEL[severity] },
    properties: { tags: [] },
  };
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: unknown[];
}

/** The log's parts: `results(from, to)` builds the results of findings[from, to) alone. */
function sarifParts(input: ReportInput): { count: number; log: (results: Result[]) => SarifLog; results: (from: number, to: number) => Result[] } {
  const root = findRepoRoot(input.cwd);
  const findings = withinLimit(input.findings);
  const rules: ReportingDescriptor[] = [];
  const index = new Map<string, number>();
  for (const meta of input.rules) {
    if (index.has(meta.id)) continue;
    index.set(meta.id, rules.length);
    rules.push(descriptor(meta));
  }
  const unknown = new Map<string, Severity>();
  for (const f of input.findings) if (!index.has(f.ruleId) && !unknown.has(f.ruleId)) unknown.set(f.ruleId, f.severity);
  for (const id of [...unknown.keys()].sort()) {
    index.set(id, rules.length);
    rules.push(bareDescriptor(id, unknown.get(id) as Severity));
  }

  const artifact = (file: string): ArtifactLocation => {
    const absolute = resolve(input.cwd, file);
    const rel = relativeInside(absolute, root);
    return rel !== undefined ? { uri: encodePath(rel), uriBaseId: SRCROOT } : { uri: fileUri(absolute) };
  };
  const physical = (loc: FindingLocation): PhysicalLocation => ({ artifactLocation: artifact(loc.file), region: sarifRegion(loc) });

  // One hasher for the whole log: fingerprints number repeats across all results in order.
  const hasher = new LineHasher();
  // Only a file the lint read is hashed: a refusal may be placed on a path it did not read.
  const read = new Set(input.files);
  const result = (f: Finding): Result => {
    const primary = physical(f.location);
    const r: Result = {
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId) as number,
      level: LEVEL[f.severity],
      message: { text: messageWithFix(f) },
      locations: [{ physicalLocation: primary }],
      partialFingerprints: {
        // A line's hash is a dictionary attack away from its text: a file the lint did not read gets the fallback.
        primaryLocationLineHash: hasher.fingerprint(resolve(input.cwd, f.location.file), primary.region.startLine, f.ruleId, primary.artifactLocation.uri, !read.has(resolve(input.cwd, f.location.file))),
      },
    };
    const fix = input.fixes?.get(f);
    if (fix) r.fixes = [sarifFix(fix)];
    if (f.related && f.related.length > 0) {
      r.relatedLocations = f.related.slice(0, MAX_RELATED_LOCATIONS).map((loc, i) => ({ id: i + 1, physicalLocation: physical(loc) }));
    }
    // A policy violation's policy and clause ids, for tools that group results by them.
    if (f.properties) r.properties = { ...f.properties };
    return r;
  };

  const sarifFix = (fix: ReportFix): SarifFix => {
    const byFile = new Map<string, SarifFix['artifactChanges'][number]>();
    for (const c of fix.changes) {
      let change = byFile.get(c.file);
      if (!change) byFile.set(c.file, (change = { artifactLocation: artifact(c.file), replacements: [] }));
      const deletedRegion = { startLine: c.startLine, startColumn: c.startColumn, endLine: c.endLine, endColumn: c.endColumn };
      change.replacements.push(c.text === '' ? { deletedRegion } : { deletedRegion, insertedContent: { text: c.text } });
    }
    return { description: { text: fix.description }, artifactChanges: [...byFile.values()] };
  };

  const driver: Record<string, unknown> = { name: input.tool.name, version: input.tool.version };
  if (/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(input.tool.version)) driver.semanticVersion = input.tool.version;
  driver.informationUri = INFORMATION_URI;
  driver.rules = rules;

  const left = input.findings.length - findings.length;
  // A SARIF viewer shows a tool's notifications with the run: the reader learns the log is partial.
  const invocations = left > 0
    ? [
        {
          executionSuccessful: true,
          toolExecutionNotifications: [
            {
              level: 'warning',
              message: {
                text: `${left} of ${input.findings.length} findings are left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run, so the most severe are kept. Use --format json for all of them.`,
              },
            },
          ],
        },
      ]
    : undefined;

  return {
    count: findings.length,
    results: (from, to) => findings.slice(from, to).map(result),
    log: (results) => ({
      $schema: SARIF_SCHEMA,
      version: '2.1.0',
      runs: [
        {
          tool: { driver },
          originalUriBaseIds: { [SRCROOT]: { uri: `${fileUri(root).replace(/\/$/, '')}/` } },
          columnKind: 'utf16CodeUnits',
          ...(invocations ? { invocations } : {}),
          results,
        },
      ],
    }),
  };
}

export function sarifLog(input: ReportInput): SarifLog {
  const parts = sarifParts(input);
  return parts.log(parts.results(0, parts.count));
}

/**
 * The text of `JSON.stringify(sarifLog(input), null, 2)`, its results made a slice at a time
 * (as formatJson does): up to 25,000 results, each a dozen small objects, all kept
 * alive until one stringify, cost more in garbage collection than the rest of the report.
 * Each slice is stringified at the depth the results sit at in the log (runs[0].results), so
 * its text drops in unchanged; test/report-sarif.test.ts holds the two to the same bytes.
 */
export function formatSarif(input: ReportInput): string {
  return [...sarifChunks(input)].join('');
}

/** formatSarif's text in pieces, for a writer that need not hold all of it at once. */
export function* sarifChunks(input: ReportInput): Generator<string> {
  const parts = sarifParts(input);
  const n = parts.count;
  if (n === 0) {
    yield `${JSON.stringify(parts.log([]), null, 2)}\n`;
    return;
  }
  // The log around its results, which come last in the run: stringified with one result as a
  // marker, then cut at the marker.
  const around = JSON.stringify(parts.log([MARKER as unknown as Result]), null, 2);
  const at = around.lastIndexOf(MARKER_TEXT);
  yield around.slice(0, at);
  yield* stringifiedSlices(n, parts.results, (results) => ({ runs: [{ results }] }), RESULTS_OPEN, RESULTS_CLOSE);
  yield `${around.slice(at + MARKER_TEXT.length)}\n`;
}

const RESULTS_OPEN = '{\n  "runs": [\n    {\n      "results": [\n';
const RESULTS_CLOSE = '\n      ]\n    }\n  ]\n}';
const MARKER = '\u0000ssllint-results\u0000';
/** The marker as it sits in the stringified log: quoted, escaped, at the results' indentation. */
const MARKER_TEXT = `        ${JSON.stringify(MARKER)}`;
