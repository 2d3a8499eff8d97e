// From findings to text edits. Each finding's fix says what to write; where comes from the
// parsed tree (locate.ts): a finding on a written directive replaces it (or the sibling the
// replacement names), a finding on a block opener adds the directive to that block. One
// finding's edits are taken whole or not at all; edits that several findings ask for alike are
// made once (the cipher findings of one `ssl_ciphers` line, a snippet shared by many servers),
// and a fix that would write the same directive differently than one already taken is left out.
import type { Finding } from '../findings.js';
import type { ConfigTree } from '../source/types.js';
import type { Dialect, Directive, Span } from '../syntax/types.js';
import { directiveKey, lineText, linesOf, readReplacement, type DirectiveLine } from './directive-lines.js';
import type { FileText } from './file-text.js';
import { loadedModules, missingModule } from '../apache/loaded-modules.js';
import { TreeIndex } from './locate.js';
import { neverWritten, safetyOf, type Safety } from './safety.js';

export interface FixEdit {
  file: string;
  /** Offsets in the file's text (byte order mark excluded); start === end inserts. */
  start: number;
  end: number;
  text: string;
  safety: Safety;
  /** The findings this edit fixes (several when they ask for the same edit). */
  findings: Finding[];
  /** Edits with the same key write the same place: equal texts merge, others conflict. */
  key: string;
}

export interface SkippedFix {
  finding: Finding;
  reason: string;
}

export interface FixPlan {
  edits: FixEdit[];
  skipped: SkippedFix[];
}

export interface PlanOptions {
  /** The text of a file an edit may go into, or why it may not be edited. */
  text: (file: string) => FileText | string;
  /** Whether a finding's fix may be applied at this safety (the --fix-type / config choice). */
  allowed: (finding: Finding, safety: Safety) => boolean;
}

/**
 * The findings one plan places fixes for; the rest are left unfixed, each with the reason.
 * Planning takes time linear in the files (each is indexed once, its indentation read once)
 * and in these findings; a SARIF report carries at most 25,000 of them (report/sarif.ts), and
 * the 10,000-server benchmark trees (scripts/bench/30-lint.mjs) have 66,000 (nginx) and 52,000
 * (Apache).
 */
export const MAX_PLANNED_FIXES = 100_000;

export function planFixes(findings: readonly Finding[], trees: readonly ConfigTree[], options: PlanOptions): FixPlan {
  return fixPlanner(trees)(findings, options);
}

/**
 * planFixes for the same trees again and again, their index made once: the language server
 * plans each quick fix on its own.
 */
export function fixPlanner(trees: readonly ConfigTree[]): (findings: readonly Finding[], options: PlanOptions) => FixPlan {
  const index = new TreeIndex(trees);
  const modules = loadedModules(trees);
  return (findings, options) => plan(findings, index, modules, options);
}

function plan(findings: readonly Finding[], index: TreeIndex, modules: ReturnType<typeof loadedModules>, options: PlanOptions): FixPlan {
  const taken = new Map<string, FixEdit>();
  const byFile = new Map<string, FixEdit[]>();
  const skipped: SkippedFix[] = [];
  let planned = 0;
  for (const finding of findings) {
    if (finding.fix?.replacement === undefined) continue;
    if (++planned > MAX_PLANNED_FIXES) {
      skipped.push({ finding, reason: `no more than ${MAX_PLANNED_FIXES} fixes are planned in one run (docs/input-bounds.md): fix these first, then run again` });
      continue;
    }
    const made = editsFor(finding, index, options, modules);
    if (typeof made === 'string') {
      skipped.push({ finding, reason: made });
      continue;
    }
    if (made.length === 0) continue;
    // A fix that writes only safe directives is still risky when it needs what is not known (Fix.risky).
    if (finding.fix.risky !== undefined) for (const e of made) e.safety = 'risky';
    const safety: Safety = made.some((e) => e.safety === 'risky') ? 'risky' : 'safe';
    if (!options.allowed(finding, safety)) {
      const why = finding.fix.risky !== undefined ? `: ${finding.fix.risky}` : '';
      skipped.push({ finding, reason: `a ${safety} fix${why} (apply it with --fix-type ${safety} or \`fix: {${finding.ruleId}: true}\` in the config file)` });
      continue;
    }
    const clash = made.map((e) => conflict(e, taken, byFile)).find((c) => c !== undefined);
    if (clash) {
      skipped.push({ finding, reason: clash });
      continue;
    }
    for (const e of made) {
      const same = taken.get(e.key);
      if (same) {
        if (!same.findings.includes(finding)) same.findings.push(finding);
      } else {
        taken.set(e.key, e);
        take(e, byFile);
      }
    }
  }
  const edits = [...taken.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.start - b.start || a.end - b.end));
  return { edits, skipped };
}

/** Why `e` cannot be taken beside the edits already taken, or undefined. */
function conflict(e: FixEdit, taken: Map<string, FixEdit>, byFile: Map<string, FixEdit[]>): string | undefined {
  const same = taken.get(e.key);
  if (same) return same.text === e.text ? undefined : `another fix (${same.findings[0].ruleId}) writes this directive differently`;
  // The file's taken edits, by start: they do not overlap, so only neighbours can clash.
  const list = byFile.get(e.file) ?? [];
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].start < e.start) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && i >= lo - 8; i--) if (clashes(e, list[i])) return `another fix (${list[i].findings[0].ruleId}) changes the same text`;
  for (let i = lo; i < list.length && list[i].start <= e.end; i++) if (clashes(e, list[i])) return `another fix (${list[i].findings[0].ruleId}) changes the same text`;
  return undefined;
}

/** Insertions at one place stack (each adds its own line); a change may not cut into another. */
function clashes(e: FixEdit, t: FixEdit): boolean {
  const overlaps = e.start < t.end && t.start < e.end;
  const insideChange = (e.start === e.end && t.start < e.start && e.start < t.end) || (t.start === t.end && e.start < t.start && t.start < e.end);
  return overlaps || insideChange;
}

/** Keeps a file's taken edits sorted by start. */
function take(e: FixEdit, byFile: Map<string, FixEdit[]>): void {
  let list = byFile.get(e.file);
  if (!list) byFile.set(e.file, (list = []));
  let i = list.length;
  while (i > 0 && list[i - 1].start > e.start) i--;
  list.splice(i, 0, e);
}

/** The edits that apply a finding's fix, or why there are none. */
function editsFor(finding: Finding, index: TreeIndex, options: PlanOptions, modules: ReturnType<typeof loadedModules>): FixEdit[] | string {
  const replacement = finding.fix!.replacement as string;
  const loc = finding.location;
  const spot = index.find(loc.file, loc.line, loc.column) ?? wordSpot(index, finding);
  if (!spot) return 'no directive or block starts where the finding is';
  const text = options.text(spot.at.file);
  if (typeof text === 'string') return text;
  const { dialect } = spot.at;
  const edit = (start: number, end: number, newText: string, keys: string[], key: string, file = spot.at.file): FixEdit => ({
    file,
    start,
    end,
    text: newText,
    safety: safetyOf(keys),
    findings: [finding],
    key: `${file}\0${key}`,
  });

  if (spot.kind === 'word') {
    const ownKey = directiveKey(dialect, spot.at.directive);
    const refused = neverWritten(dialect, ownKey);
    if (refused) return refused;
    // An empty replacement on a word removes that word (with one separator), never the directive.
    if (replacement === '') {
      if (loc.endLine !== loc.line || loc.endColumn === undefined) return 'the word to remove spans lines';
      const range = wordRemoval(text, text.offset(loc.line, loc.column), text.offset(loc.endLine, loc.endColumn) + 1);
      const e = edit(range[0], range[1], '', [ownKey], `X${range[0]}:${range[1]}`);
      if (finding.fix!.safe !== undefined) e.safety = 'safe';
      return [e];
    }
    // A word for a word (a misspelt cipher keyword): the finding's own range, nothing else.
    if (/^[^\s;"'{}#]+$/.test(replacement) && loc.endLine === loc.line && loc.endColumn !== undefined) {
      const start = text.offset(loc.line, loc.column);
      const end = text.offset(loc.endLine, loc.endColumn) + 1;
      return [edit(start, end, replacement, [ownKey], `W${start}:${end}`)];
    }
  }

  const d = spot.at.directive;
  if (replacement === '') {
    // An empty replacement removes the directive (one the server version no longer knows).
    if (d.block) return 'a fix never removes a whole block';
    const [start, end] = wholeLines(text, d.span);
    return [edit(start, end, '', [directiveKey(dialect, d)], `R${text.offset(d.span.line, d.span.column)}`)];
  }
  const lines = readReplacement(dialect, replacement);
  if (!lines) return 'the fix is not directives ssllint can write';
  for (const line of lines.flatMap((l) => [l, ...(l.body ?? [])])) {
    const refused = neverWritten(dialect, line.key) ?? (dialect === 'apache' ? missingModule(modules, spot.at.file, line.name, line.words) : undefined);
    if (refused) return refused;
  }

  const out: FixEdit[] = [];
  // A finding on a block opener (a setting nobody wrote) adds to that block; one on a
  // directive replaces it or its namesake in the same block (included files count: nginx
  // would call a second one a duplicate), and adds what is missing after it.
  const block = spot.kind === 'directive' && d.block ? d : undefined;
  const siblings = block ? (block.block as Directive[]) : spot.at.siblings;
  const inserts: DirectiveLine[] = [];
  for (const line of lines) {
    if (line.body) {
      inserts.push(line);
      continue;
    }
    const found = !block && directiveKey(dialect, d) === line.key ? { directive: d, file: spot.at.file } : namesake(index, dialect, spot.at.file, siblings, line.key);
    if (typeof found === 'string') return found;
    if (!found) {
      inserts.push(line);
      continue;
    }
    const target = found.directive;
    const targetText = found.file === spot.at.file ? text : options.text(found.file);
    if (typeof targetText === 'string') return targetText;
    const start = targetText.offset(target.span.line, target.span.column);
    const end = targetText.offset(target.span.endLine, target.span.endColumn) + 1;
    const written = rewrite(dialect, target, line);
    if (written === targetText.text.slice(start, end)) continue;
    out.push(edit(start, end, written, [line.key], `R${start}`, found.file));
  }
  if (inserts.length > 0) {
    const place = block ? insideBlock(text, block, spot.at.file) : afterDirective(text, d);
    if (typeof place === 'string') return place;
    // One edit per directive, keyed by the block it goes into: two findings that add the same
    // directive to a block (from wherever in it they sit) add it once.
    const holder = block ?? spot.at.parent;
    // nginx's main context (events, worker settings) takes none of the directives fixes write.
    if (!holder && dialect === 'nginx' && index.nginxMains.has(spot.at.file)) return "nginx's main context takes no such directive: a fix adds it only inside a block";
    const where = holder ? `${holder.span.line}:${holder.span.column}` : 'top';
    for (const l of inserts) {
      const keys = [l.key, ...(l.body ?? []).map((b) => b.key)];
      out.push(edit(place.at, place.at, place.render(linesOf(dialect, l, text.indentUnit())), keys, `I${where}:${l.key}`));
    }
  }
  return out;
}

/**
 * The range that removes a word and one separator: the `:` or `,` after it (or before it, for
 * the last word of a cipher string), or the blanks before a whole argument.
 */
function wordRemoval(text: FileText, start: number, end: number): [number, number] {
  const t = text.text;
  if (t[end] === ':' || t[end] === ',') return [start, end + 1];
  if (t[start - 1] === ':' || t[start - 1] === ',') return [start - 1, end];
  let from = start;
  while (from > 0 && (t[from - 1] === ' ' || t[from - 1] === '\t')) from--;
  return [from, end];
}

/** The directive holding the word a finding is on, when the finding starts inside a word. */
function wordSpot(index: TreeIndex, finding: Finding) {
  const w = index.wordAround(finding.location.file, finding.location.line, finding.location.column);
  return w ? { kind: 'word' as const, ...w } : undefined;
}

/**
 * The directive with this key in the block(s) the list is read into, as the server reads them;
 * undefined when there is none, a reason when the blocks disagree on which one it is.
 */
function namesake(index: TreeIndex, dialect: Dialect, file: string, list: Directive[], key: string): { directive: Directive; file: string } | string | undefined {
  let found: { directive: Directive; file: string } | undefined;
  let missing = false;
  for (const block of index.blocksOf(file, list)) {
    let last: { directive: Directive; file: string } | undefined;
    for (const entry of block) if (!entry.directive.block && directiveKey(dialect, entry.directive) === key) last = entry;
    if (!last) missing = true;
    else if (found && found.directive !== last.directive) return `the blocks this file is read into set \`${key}\` in different places`;
    else found = last;
  }
  if (found && missing) return `some blocks this file is read into set \`${key}\` and some do not`;
  return found;
}

/**
 * The replacement line written in place of `old`: the name as the file spells it, and each
 * word quoted as the old one was when it needs no other quoting.
 */
function rewrite(dialect: Dialect, old: Directive, line: DirectiveLine): string {
  const words = line.words.map((w, i) => {
    const q = old.args[i]?.quote;
    if (!q || /^["']/.test(w) || w.includes(q) || w.includes('\\')) return w;
    return `${q}${w}${q}`;
  });
  return lineText(dialect, old.name, words);
}

/** The range of whole lines a directive fills, or its own span when it shares a line. */
function wholeLines(text: FileText, span: Span): [number, number] {
  const start = text.offset(span.line, span.column);
  const end = text.offset(span.endLine, span.endColumn) + 1;
  if (text.startsLine(start) && /^[ \t]*$/.test(text.text.slice(end, text.lineEnd(span.endLine)))) {
    return [text.lineStart(span.line), text.lineAfter(span.endLine)];
  }
  return [start, end];
}

interface InsertPlace {
  at: number;
  render: (lines: string[]) => string;
}

/** Right after a directive: on the next line at its indentation, or beside it on a shared line. */
function afterDirective(text: FileText, d: Directive): InsertPlace {
  const end = text.offset(d.span.endLine, d.span.endColumn) + 1;
  if (!text.endsLine(end)) return { at: end, render: (lines) => lines.map((l) => ` ${l}`).join('') };
  const indent = text.indent(d.span.line);
  const at = text.lineAfter(d.span.endLine);
  return { at, render: (lines) => linesAt(text, at, indent, lines) };
}

/**
 * Into a block: after its last plain directive written in this file, or else just before the
 * block's end, one indentation step in.
 */
function insideBlock(text: FileText, block: Directive, file: string): InsertPlace | string {
  const children = (block.block ?? []).filter((c) => c.span.file === file);
  for (let i = children.length - 1; i >= 0; i--) if (!children[i].block) return afterDirective(text, children[i]);
  const close = block.blockEnd;
  if (!close || close.file !== file) return 'the block is not closed';
  const at = text.offset(close.line, close.column);
  if (!text.startsLine(at)) return { at, render: (lines) => lines.map((l) => `${l} `).join('') };
  const own = text.indent(block.span.line);
  const indent = children.length > 0 ? text.indent(children[0].span.line) : own + text.indentUnit();
  const lineStart = text.lineStart(close.line);
  return { at: lineStart, render: (lines) => linesAt(text, lineStart, indent, lines) };
}

/** Whole lines inserted at a line start (or at the end of a file whose last line has no end). */
function linesAt(text: FileText, at: number, indent: string, lines: string[]): string {
  const body = lines.map((l) => `${indent}${l}`).join(text.eol);
  const atEnd = at === text.text.length && at > 0 && text.text.charCodeAt(at - 1) !== 10;
  return atEnd ? `${text.eol}${body}` : `${body}${text.eol}`;
}

