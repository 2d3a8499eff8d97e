// A directive's fix once: the findings on one directive (same file, line and column) often
// share a fix — eight cipher rules on one `ssl_ciphers` line all advise the same string —
// so the one-line reports print each distinct fix once, after that directive's findings.
import type { Finding, Fix } from '../findings.js';
import { printableLines } from './text.js';

/** Findings are in report order, so those on one directive are side by side. */
export function sameDirective(a: Finding, b: Finding): boolean {
  return a.location.file === b.location.file && a.location.line === b.location.line && a.location.column === b.location.column;
}

/** The runs of findings on one directive, in report order. */
export function* directiveRuns(findings: readonly Finding[]): Generator<readonly Finding[]> {
  let start = 0;
  for (let i = 1; i <= findings.length; i++) {
    if (i === findings.length || !sameDirective(findings[start], findings[i])) {
      if (i > start) yield findings.slice(start, i);
      start = i;
    }
  }
}

/**
 * One directive's findings by the fix they share, each group to be followed by its fix: those
 * without a fix first, then in the order their fix first appears. Two fixes that write the same
 * directives are one group (the fixes of cipher-rc4 and cipher-des both write one ssl_ciphers).
 */
export function fixGroups(run: readonly Finding[]): (readonly Finding[])[] {
  const groups = new Map<string, Finding[]>([['', []]]);
  for (const f of run) {
    const key = f.fix ? (f.fix.replacement ?? `\u0000${f.fix.description}`) : '';
    const g = groups.get(key);
    if (g) g.push(f);
    else groups.set(key, [f]);
  }
  const out = [...groups.values()].filter((g) => g.length > 0);
  // One group is the run itself: the caller may merge its fix with the next directive's.
  return out.length === 1 ? [run] : out;
}

const fixKey = (fix: Fix): string => `${fix.description}\u0000${fix.replacement ?? ''}`;

/** The directive and the fix text of a finding with a fix: equal keys mean the same fix for the same place. */
export function directiveFixKey(f: Finding): string {
  return `${f.location.file}\u0000${f.location.line}\u0000${f.location.column}\u0000${f.fix ? fixKey(f.fix) : ''}`;
}

/** The distinct fixes of one directive's findings, in the order they first appear. */
export function distinctFixes(run: readonly Finding[]): Fix[] {
  const seen = new Set<string>();
  const out: Fix[] = [];
  for (const f of run) {
    if (!f.fix) continue;
    const key = fixKey(f.fix);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f.fix);
  }
  return out;
}

/** Joined directives stay on one line up to this width. */
const JOIN_WIDTH = 100;
/** Between Apache directives on one line (Apache ends a directive at the line's end). */
export const APACHE_JOIN = ' · ';

/**
 * Several short directives of one fix on one line: nginx's end in `;` and join with a space
 * (still valid config); Apache's, one per line, join with a middle dot (`--verbose` and json
 * give them line by line). Blocks and sections keep their lines.
 */
function joined(lines: readonly string[]): string | undefined {
  if (lines.length < 2) return undefined;
  const trimmed = lines.map((l) => l.trim());
  if (trimmed.some((l) => /[{}]\s*$|^</.test(l))) return undefined;
  const text = trimmed.every((l) => l.endsWith(';')) ? trimmed.join(' ') : trimmed.some((l) => l.endsWith(';')) ? undefined : trimmed.join(APACHE_JOIN);
  return text !== undefined && text.length <= JOIN_WIDTH ? text : undefined;
}

/**
 * The lines a one-line report shows for a directive's fixes: what to write when a fix says
 * it (its description, which often restates the message, is for `--verbose`), else the
 * description. A line one fix already showed is not shown again (two rules advising the same
 * `ssl_protocols` line), and a fix's short directives share a line (see joined).
 */
export function compactFixLines(fixes: readonly Fix[], seen: Set<string> = new Set()): string[] {
  const out: string[] = [];
  for (const fix of fixes) {
    const lines = (fix.replacement ? printableLines(fix.replacement) : printableLines(fix.description)).filter((l) => l.trim() !== '' && !seen.has(l.trim()));
    for (const l of lines) seen.add(l.trim());
    if (lines.length === 0) continue;
    const one = fix.replacement ? joined(lines) : undefined;
    if (one !== undefined) out.push(one);
    else for (const each of lines) out.push(each);
  }
  return out;
}

/** The lines `--verbose` shows for one fix: its description, then what to write. */
export function verboseFixLines(fix: Fix): { description: string[]; replacement: string[] } {
  return { description: printableLines(fix.description), replacement: fix.replacement ? printableLines(fix.replacement) : [] };
}
