// Positions as the machine-read formats need them. A Finding's endColumn is inclusive (the
// last character, as in syntax Span); SARIF's is exclusive. Out-of-range numbers from a
// faulty producer are dropped or clamped so the report stays valid rather than rejected.
import type { FindingLocation } from '../findings.js';

export interface Position {
  line: number;
  column?: number;
  endLine?: number;
  /** Inclusive. */
  endColumn?: number;
}

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

export function position(loc: FindingLocation): Position {
  const line = positive(loc.line) ? loc.line : 1;
  const out: Position = { line };
  if (positive(loc.column)) out.column = loc.column;
  const endLine = loc.endLine === undefined ? line : loc.endLine;
  if (!positive(endLine) || endLine < line) return out;
  if (endLine !== line) out.endLine = endLine;
  if (out.column !== undefined && positive(loc.endColumn) && (endLine !== line || loc.endColumn >= out.column)) {
    out.endLine = endLine;
    out.endColumn = loc.endColumn;
  }
  return out;
}

export interface SarifRegion {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

export function sarifRegion(loc: FindingLocation): SarifRegion {
  const p = position(loc);
  const region: SarifRegion = { startLine: p.line };
  if (p.column !== undefined) region.startColumn = p.column;
  if (p.endLine !== undefined) region.endLine = p.endLine;
  if (p.endColumn !== undefined) region.endColumn = p.endColumn + 1;
  return region;
}
