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

/**
 * Sorts in compareFindings order (stable). A large tree yields ~10 findings per file over
 * thousands of files: grouping by file first and sorting the file names once leaves the
 * comparator only the short runs within a file, instead of comparing long paths that share
 * their prefix at every step of one big sort.
 */
export function sortFindings(findings: Finding[]): Finding[] {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    const group = byFile.get(f.location.file);
    if (group) group.push(f);
    else byFile.set(f.location.file, [f]);
  }
  const files = [...byFile.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let n = 0;
  for (const file of files) {
    const group = byFile.get(file)!;
    if (group.length > 1) group.sort(compareFindings);
    for (const f of group) findings[n++] = f;
  }
  return findings;
}
