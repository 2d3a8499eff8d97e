// The machine-readable report of DESIGN.md ("Findings and output"). Objects are rebuilt
// field by field so the key order is fixed whatever order the producer used.
import type { Finding, FindingLocation } from '../findings.js';
import { displayPath } from './paths.js';
import type { ReportInput } from './types.js';

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
  return out;
}

export interface JsonReport {
  version: 1;
  tool: { name: string; version: string };
  findings: Finding[];
  files: string[];
  advice?: unknown;
}

export function jsonReport(input: ReportInput): JsonReport {
  const files = [...new Set(input.files.map((f) => displayPath(f, input.cwd)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const report: JsonReport = {
    version: 1,
    tool: { name: input.tool.name, version: input.tool.version },
    findings: input.findings.map((f) => finding(f, input.cwd)),
    files,
  };
  if (input.advice !== undefined) report.advice = input.advice;
  return report;
}

export function formatJson(input: ReportInput): string {
  return `${JSON.stringify(jsonReport(input), null, 2)}\n`;
}
