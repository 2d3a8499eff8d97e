// The machine-readable report of docs/design.md ("Findings and output"). Objects are rebuilt
// field by field so the key order is fixed whatever order the producer used.
import type { Finding, FindingLocation } from '../findings.js';
import { displayPath } from './paths.js';
import { stringifiedSlices } from './slices.js';
import type { ReportPlatform } from '../platform/target.js';
import type { ReportInput } from './types.js';
import type { PolicyVerdict } from '../rules-support/policy-evaluate.js';

function location(loc: FindingLocation, cwd: string): FindingLocation {
  const out: FindingLocation = { file: displayPath(loc.file, cwd), line: loc.line, column: loc.column };
  if (loc.endLine !== undefined) out.endLine = loc.endLine;
  if (loc.endColumn !== undefined) out.endColumn = loc.endColumn;
  return out;
}

function finding(f: Finding, cwd: string): Finding {
  const out: Finding = { ruleId: f.ruleId, severity: f.severity, message: f.message, location: location(f.location, cwd) };
  if (f.fix) out.fix = f.fix.replacement !== undefined ? { description: f.fix.description, replacement: f.fix.replacement } : { description: f.fix.description };
  if (f.related && f.related.length > 0) out.related = f.related.map((r) => location(r, cwd));
  if (f.properties) out.properties = { ...f.properties };
  return out;
}

export interface JsonReport {
  version: 1;
  tool: { name: string; version: string };
  platform?: ReportPlatform;
  findings: Finding[];
  files: string[];
  advice?: unknown;
  /** With `--policy`: each policy's verdict per server (docs/policies.md). */
  policies?: PolicyVerdict[];
}

export function jsonReport(input: ReportInput): JsonReport {
  const files = jsonFiles(input);
  const report: JsonReport = {
    version: 1,
    tool: { name: input.tool.name, version: input.tool.version },
    ...(input.platform ? { platform: input.platform } : {}),
    findings: input.findings.map((f) => finding(f, input.cwd)),
    files,
  };
  if (input.advice !== undefined) report.advice = input.advice;
  if (input.policies !== undefined) report.policies = input.policies.map((p) => ({ ...p, servers: p.servers.map((s) => ({ ...s, file: displayPath(s.file, input.cwd) })) }));
  return report;
}

/**
 * The text of `JSON.stringify(jsonReport(input), null, 2)`, made a slice of findings at a
 * time: a large tree has 100,000 findings, and rebuilding them all as objects before one
 * stringify kept every copy alive at once (the costliest part of a big run was collecting
 * them). Each slice is stringified at the depth the findings sit at in the report, so its
 * text drops in unchanged. test/report-json.test.ts holds the two to the same bytes.
 */
export function formatJson(input: ReportInput): string {
  return [...jsonChunks(input)].join('');
}

/** formatJson's text in pieces, for a writer that need not hold 80 MB of it at once. */
export function* jsonChunks(input: ReportInput): Generator<string> {
  if (input.findings.length === 0) {
    yield `${JSON.stringify(jsonReport(input), null, 2)}\n`;
    return;
  }
  const report = jsonReport({ ...input, findings: [] });
  // What surrounds the findings: version and tool (and platform) before them, files, advice and policies after.
  const head = JSON.stringify(report.platform ? { version: report.version, tool: report.tool, platform: report.platform } : { version: report.version, tool: report.tool }, null, 2);
  yield `${head.slice(0, -2)},\n  "findings": [\n`;
  yield* stringifiedSlices(input.findings.length, (from, to) => input.findings.slice(from, to).map((f) => finding(f, input.cwd)), (findings) => ({ findings }), OPEN, CLOSE);
  const after: Record<string, unknown> = { files: report.files };
  if (report.advice !== undefined) after.advice = report.advice;
  if (report.policies !== undefined) after.policies = report.policies;
  const tail = JSON.stringify(after, null, 2);
  yield `\n  ],\n${tail.slice(2)}\n`;
}

const OPEN = '{\n  "findings": [\n';
const CLOSE = '\n  ]\n}';

function jsonFiles(input: ReportInput): string[] {
  return [...new Set(input.files.map((f) => displayPath(f, input.cwd)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
