// SARIF 2.1.0 for GitHub code scanning (and any other SARIF viewer).
import { resolve, sep } from 'node:path';
import type { Finding, FindingLocation, Severity } from '../findings.js';
import type { RuleMeta } from '../rule.js';
import { LineHasher } from './line-hash.js';
import { sarifRegion, type SarifRegion } from './location.js';
import { findRepoRoot, relativeInside } from './paths.js';
import { helpMarkdown, helpText, pascalCase } from './rule-help.js';
import { messageWithFix } from './text.js';
import type { ReportInput } from './types.js';

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

interface Result {
  ruleId: string;
  ruleIndex: number;
  level: Level;
  message: Message;
  locations: { physicalLocation: PhysicalLocation }[];
  relatedLocations?: { id: number; physicalLocation: PhysicalLocation }[];
  partialFingerprints: { primaryLocationLineHash: string };
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

export function sarifLog(input: ReportInput): SarifLog {
  const root = findRepoRoot(input.cwd);
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

  const hasher = new LineHasher();
  const results = input.findings.map((f: Finding): Result => {
    const primary = physical(f.location);
    const r: Result = {
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId) as number,
      level: LEVEL[f.severity],
      message: { text: messageWithFix(f) },
      locations: [{ physicalLocation: primary }],
      partialFingerprints: {
        primaryLocationLineHash: hasher.fingerprint(resolve(input.cwd, f.location.file), primary.region.startLine, f.ruleId, primary.artifactLocation.uri),
      },
    };
    if (f.related && f.related.length > 0) {
      r.relatedLocations = f.related.map((loc, i) => ({ id: i + 1, physicalLocation: physical(loc) }));
    }
    return r;
  });

  const driver: Record<string, unknown> = { name: input.tool.name, version: input.tool.version };
  if (/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(input.tool.version)) driver.semanticVersion = input.tool.version;
  driver.informationUri = INFORMATION_URI;
  driver.rules = rules;

  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        originalUriBaseIds: { [SRCROOT]: { uri: `${fileUri(root).replace(/\/$/, '')}/` } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

export function formatSarif(input: ReportInput): string {
  return `${JSON.stringify(sarifLog(input), null, 2)}\n`;
}
