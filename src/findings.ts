// The one value that leaves the rules stage: what is wrong, where, and how to fix it.
import type { Generation } from './rule.js';

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
  /**
   * The server release the replacement needs (`http2 on;`: nginx 1.25.1). When the release that
   * runs the tree is not known to be that new, the fix is not safe (src/version-floor.ts).
   */
  since?: string;
  /** Why this fix is not a safe one although it writes only safe directives: applied only as risky. */
  risky?: string;
  /**
   * Why removing the finding's word (an empty `replacement` on a finding located at a word) is
   * safe although the directive is one whose changes are risky: the word enables nothing on the
   * OpenSSL the server is known to run (#36 item 9).
   */
  safe?: string;
}

export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  /**
   * The message in under ~100 characters for the one-line reports (stylish, unix): what is
   * wrong and on which OpenSSL generations. Optional: without it the reports derive one from
   * `message` (src/report/short.ts), so a rule need not know about it.
   */
  short?: string;
  location: FindingLocation;
  fix?: Fix;
  related?: FindingLocation[];
  /** Machine-readable facts for SARIF `properties` and json (e.g. a policy violation's policy and clause ids). */
  properties?: Record<string, string>;
  /**
   * The OpenSSL generations the finding holds on, when it depends on them. A finding that
   * holds only on 1.0.2 is ranked down unless the user named the generations (src/legacy-openssl.ts).
   */
  generations?: Generation[];
  /**
   * The server release from which the finding holds (a deprecation, a change of default). When
   * the release that runs the tree is not known to be that new, the finding is at most info and
   * says so, and its fix is not safe (src/version-floor.ts).
   */
  since?: string;
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
 * thousands of files: the file names are sorted once and each finding is placed straight
 * into its file's run (a counting sort by file), leaving the comparator only the short runs
 * within a file, sorted in place. Comparing long paths that share their prefix at every step
 * of one big sort, or an array and a sort call per file, cost more than the rest of it.
 */
export function sortFindings(findings: Finding[]): Finding[] {
  const n = findings.length;
  const fileIndex = new Map<string, number>();
  const files: string[] = [];
  const counts: number[] = [];
  const fileOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const file = findings[i].location.file;
    let k = fileIndex.get(file);
    if (k === undefined) {
      k = files.length;
      fileIndex.set(file, k);
      files.push(file);
      counts.push(0);
    }
    counts[k]++;
    fileOf[i] = k;
  }
  const order = files.map((_, k) => k).sort((a, b) => (files[a] < files[b] ? -1 : files[a] > files[b] ? 1 : 0));
  // Where each file's run ends once filled; runs follow one another in file order.
  const end = new Int32Array(files.length);
  let at = 0;
  for (const k of order) {
    end[k] = at;
    at += counts[k];
  }
  const source = findings.slice();
  for (let i = 0; i < n; i++) findings[end[fileOf[i]]++] = source[i];
  for (const k of order) sortRun(findings, end[k] - counts[k], end[k]);
  return findings;
}

/** Runs this short are insertion-sorted (stable, no call into the engine's sort). */
const SHORT_RUN = 24;

/** Sorts findings[from, to) in compareFindings order, stably. */
function sortRun(findings: Finding[], from: number, to: number): void {
  if (to - from > SHORT_RUN) {
    const run = findings.slice(from, to).sort(compareFindings);
    for (let i = 0; i < run.length; i++) findings[from + i] = run[i];
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const f = findings[i];
    let j = i - 1;
    while (j >= from && compareFindings(findings[j], f) > 0) {
      findings[j + 1] = findings[j];
      j--;
    }
    findings[j + 1] = f;
  }
}
