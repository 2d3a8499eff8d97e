// The one value that leaves the rules stage: what is wrong, where, and how to fix it.

export type Severity = 'error' | 'warning' | 'info';

export interface FindingLocation {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface Fix {
  description: string;
  /** The directive(s) to write, in the server's own dialect. */
  replacement?: string;
}

export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  location: FindingLocation;
  fix?: Fix;
  related?: FindingLocation[];
}

export const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** Deterministic output order: file, line, column, ruleId. */
export function compareFindings(a: Finding, b: Finding): number {
  const la = a.location;
  const lb = b.location;
  if (la.file !== lb.file) return la.file < lb.file ? -1 : 1;
  if (la.line !== lb.line) return la.line - lb.line;
  if (la.column !== lb.column) return la.column - lb.column;
  if (a.ruleId !== b.ruleId) return a.ruleId < b.ruleId ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
