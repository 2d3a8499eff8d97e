// The fixed tree is linted again before anything is written: every finding a fix was for must
// be gone, and no error or warning may appear that was not there before. Positions after the
// edits are mapped back to the original text, so a finding that only moved is the same finding.
import { SEVERITY_RANK, type Finding } from '../findings.js';
import { originalOffset, type TextChange } from './apply.js';
import { FileText } from './file-text.js';
import type { FixEdit } from './plan.js';

export interface ChangedFile {
  original: FileText;
  changes: FixEdit[];
  fixed: FileText;
}

export interface Verdict {
  /** Findings whose fix failed, with the reason. */
  failed: Map<Finding, string>;
  /** New errors or warnings no edit can be blamed for. */
  unexplained: Finding[];
}

const at = (ruleId: string, file: string, line: number, column: number): string => `${ruleId}\0${file}\0${line}\0${column}`;

/**
 * The lines of the server (nginx `server {}`, Apache `<VirtualHost>`) holding a line of a file
 * before the edits, if any: a new finding no edit wrote is blamed on the edits in its server.
 */
export type ServerAround = (file: string, line: number) => { from: number; to: number } | undefined;

export function verifyFix(before: readonly Finding[], after: readonly Finding[], edits: readonly FixEdit[], changed: ReadonlyMap<string, ChangedFile>, serverAround: ServerAround = () => undefined): Verdict {
  const worst = new Map<string, number>();
  for (const f of before) {
    const k = at(f.ruleId, f.location.file, f.location.line, f.location.column);
    worst.set(k, Math.max(worst.get(k) ?? -1, SEVERITY_RANK[f.severity]));
  }
  const failed = new Map<Finding, string>();
  const unexplained: Finding[] = [];
  const remaining = new Set<string>();
  for (const f of after) {
    const back = mapBack(f, changed);
    remaining.add(at(f.ruleId, f.location.file, back.line, back.column));
    if (f.severity === 'info') continue;
    const was = worst.get(at(f.ruleId, f.location.file, back.line, back.column));
    if (was !== undefined && was >= SEVERITY_RANK[f.severity]) continue;
    const around = back.edit ? undefined : serverAround(f.location.file, back.line);
    const inFile = edits.filter((e) => e.file === f.location.file);
    const inServer = around ? inFile.filter((e) => {
      const line = changed.get(e.file)?.original.position(e.start).line ?? 0;
      return line >= around.from && line <= around.to;
    }) : [];
    const blamed = back.edit ? [back.edit] : inServer.length > 0 ? inServer : inFile;
    const why = `the fixed file would get a new ${f.severity}: ${f.ruleId} ${f.message}`;
    if (blamed.length === 0) unexplained.push(f);
    for (const e of blamed) for (const g of e.findings) if (!failed.has(g)) failed.set(g, why);
  }
  for (const e of edits) {
    for (const g of e.findings) {
      if (remaining.has(at(g.ruleId, g.location.file, g.location.line, g.location.column)) && !failed.has(g)) {
        failed.set(g, 'the finding is still there after the fix');
      }
    }
  }
  return { failed, unexplained };
}

/** Where an after-fix finding was in the original text, and the edit it falls in, if any. */
function mapBack(f: Finding, changed: ReadonlyMap<string, ChangedFile>): { line: number; column: number; edit?: FixEdit } {
  const c = changed.get(f.location.file);
  if (!c) return { line: f.location.line, column: f.location.column };
  const offset = c.fixed.offset(f.location.line, f.location.column);
  const original = originalOffset(c.changes as TextChange[], offset);
  const edit = c.changes.find((e) => e.start === original && (e.text.length > 0 || e.end > e.start) && inChange(c.changes, e, offset));
  const pos = c.original.position(original);
  return { ...pos, edit };
}

/** True when `offset` (in the fixed text) lies in the text `e` wrote. */
function inChange(changes: readonly FixEdit[], e: FixEdit, offset: number): boolean {
  let shift = 0;
  for (const c of changes) {
    if (c === e) return offset >= c.start + shift && offset < c.start + shift + Math.max(1, c.text.length);
    shift += c.text.length - (c.end - c.start);
  }
  return false;
}
