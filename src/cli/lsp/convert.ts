// Positions between ssllint's terms (1-based line, 1-based UTF-16 column, offsets in the text
// without a byte order mark) and the protocol's (0-based line and UTF-16 character).
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, DiagnosticSeverity, Range } from 'vscode-languageserver/node';
import type { Finding, Severity } from '../../findings.js';

const SEVERITY: Record<Severity, DiagnosticSeverity> = { error: 1, warning: 2, info: 3 };

export function findingRange(f: Finding, text: string): Range {
  const start = { line: f.location.line - 1, character: f.location.column - 1 };
  if (f.location.endLine !== undefined && f.location.endColumn !== undefined) {
    // A finding's end is its last character (inclusive, 1-based): the protocol's end is just past it.
    return { start, end: { line: f.location.endLine - 1, character: f.location.endColumn } };
  }
  // No end given: to the end of the line, so that the editor marks the directive.
  const line = text.split('\n')[start.line] ?? '';
  return { start, end: { line: start.line, character: Math.max(start.character, line.replace(/\r$/, '').length) } };
}

/** The protocol position of an offset in `text`. */
export function positionAt(text: string, offset: number): { line: number; character: number } {
  return TextDocument.create('file:///x', 'x', 0, text).positionAt(offset);
}

export function toDiagnostic(f: Finding, text: string, docsUrl: string | undefined): Diagnostic {
  const d: Diagnostic = { range: findingRange(f, text), severity: SEVERITY[f.severity], source: 'ssllint', code: f.ruleId, message: f.message };
  if (docsUrl) d.codeDescription = { href: docsUrl };
  return d;
}

/** Whether position (0-based) lies within range, ends included. */
export function within(range: Range, line: number, character: number): boolean {
  if (line < range.start.line || line > range.end.line) return false;
  if (line === range.start.line && character < range.start.character) return false;
  if (line === range.end.line && character > range.end.character) return false;
  return true;
}

export function overlaps(a: Range, b: Range): boolean {
  const before = (p: { line: number; character: number }, q: { line: number; character: number }) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
