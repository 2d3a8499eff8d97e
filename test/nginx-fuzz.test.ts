// Property tests: random token soup and random mutations of real corpus configs never make the
// parser throw, every position it returns lies inside the text (each argument's span holds
// exactly its raw text), and parsing time grows linearly with the input.
import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ParseStats, parseNginx } from '../src/nginx/parse.js';
import type { Directive, ParsedFile, Span } from '../src/syntax/types.js';
import { corpusNginxFiles } from './nginx-corpus.js';

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** Checks every span of the result against the text; returns the first problem found, if any. */
function checkResult(text: string, r: ParsedFile): string | undefined {
  const starts = lineStarts(text);
  const lineLength = (line: number) => (line < starts.length ? starts[line] - 1 : text.length) - starts[line - 1];
  const offset = (line: number, col: number) => starts[line - 1] + col - 1;
  const bad = (s: Span, what: string): string | undefined => {
    for (const [l, c] of [
      [s.line, s.column],
      [s.endLine, s.endColumn],
    ]) {
      if (!Number.isInteger(l) || l < 1 || l > starts.length) return `${what}: line ${l} outside 1..${starts.length}`;
      if (!Number.isInteger(c) || c < 1 || c > lineLength(l) + 1) return `${what}: column ${c} outside line ${l}`;
    }
    if (offset(s.endLine, s.endColumn) < offset(s.line, s.column)) return `${what}: ends before it starts`;
    if (s.file !== 'f') return `${what}: wrong file`;
    return undefined;
  };
  for (const e of r.errors) {
    if (e.ruleId !== 'syntax-error' || !e.message) return 'error without id or message';
    const p = bad(e.span, `error "${e.message}"`);
    if (p) return p;
  }
  for (const c of r.comments) {
    const p = bad(c.span, 'comment');
    if (p) return p;
    if (text.slice(offset(c.span.line, c.span.column), offset(c.span.endLine, c.span.endColumn) + 1) !== '#' + c.text) {
      return `comment text does not match its span: ${JSON.stringify(c.text)}`;
    }
  }
  let problem: string | undefined;
  const visit = (list: Directive[]): void => {
    for (const d of list) {
      problem ??= bad(d.span, `directive ${d.name}`);
      if (d.blockEnd) problem ??= bad(d.blockEnd, `} of ${d.name}`);
      for (const a of d.args) {
        problem ??= bad(a.span, `argument ${JSON.stringify(a.raw)}`);
        if (!problem) {
          const slice = text.slice(offset(a.span.line, a.span.column), offset(a.span.endLine, a.span.endColumn) + 1);
          if (slice !== a.raw) problem = `argument raw ${JSON.stringify(a.raw)} but its span holds ${JSON.stringify(slice)}`;
        }
      }
      // Without errors, every block was closed.
      if (r.errors.length === 0 && d.block && !d.blockEnd) problem ??= `block ${d.name} never closed yet no error`;
      if (d.block) visit(d.block);
    }
  };
  visit(r.directives);
  return problem;
}

function parseChecked(text: string): string | undefined {
  let r: ParsedFile;
  try {
    r = parseNginx(text, 'f');
  } catch (e) {
    return `threw: ${String(e)}`;
  }
  return checkResult(text, r);
}

const pieces = [
  'server', 'listen', '443', 'ssl', 'location', '/', 'x#y', 'a', 'map', 'types', 'geo', 'if', 'upstream',
  'ssl_protocols', 'content_by_lua_block', 'set_by_lua_block', 'include',
  '"', "'", '"a b"', "'c;d'", '\\', '\\"', '\\\n', '{', '}', ';', '#', '# note\n', '$', '${', '${v}', '(', ')',
  ' ', ' ', '\t', '\n', '\n', '\r\n', '\r', '[[', ']]', '[=[', ']=]', '--', '--[[', 'é', '😀', '\u0000',
];
const soup = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((a) => a.join(''));

describe('parser properties', () => {
  it('never throws on token soup and keeps every span inside the text', () => {
    fc.assert(
      fc.property(soup, (text) => {
        const problem = parseChecked(text);
        if (problem) throw new Error(`${problem}\ninput: ${JSON.stringify(text)}`);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on any string at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const problem = parseChecked(text);
        if (problem) throw new Error(`${problem}\ninput: ${JSON.stringify(text)}`);
      }),
      { numRuns: 2000 },
    );
  });

  // Mid-sized real configs, so each run stays quick.
  const corpus = corpusNginxFiles().filter((f) => {
    const size = statSync(f).size;
    return size > 300 && size < 20_000;
  });
  const texts = corpus.filter((_, i) => i % Math.max(1, Math.floor(corpus.length / 60)) === 0).map((f) => readFileSync(f, 'utf8'));

  it.skipIf(texts.length === 0)('never throws on mutated corpus configs', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), piece: fc.constantFrom(...pieces) }),
      fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 40 }) }),
    );
    fc.assert(
      fc.property(fc.nat({ max: texts.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 5 }), (which, muts) => {
        let text = texts[which];
        for (const m of muts) {
          const at = m.at % (text.length + 1);
          if (m.kind === 'delete') text = text.slice(0, at) + text.slice(at + m.len);
          else if (m.kind === 'insert') text = text.slice(0, at) + m.piece + text.slice(at);
          else text = text.slice(0, at) + text.slice(at, at + m.len) + text.slice(at);
        }
        const problem = parseChecked(text);
        if (problem) throw new Error(`${problem}\nfile #${which}, mutations ${JSON.stringify(muts)}`);
      }),
      { numRuns: 400 },
    );
  });
});

describe('parsing time is linear', () => {
  // Counted, not timed: the tokenizer reports how many characters it examined, rescans included,
  // so a quadratic path shows as work growing faster than the input, whatever the machine's load.
  const workOf = (text: string): number => {
    const stats: ParseStats = { work: 0 };
    parseNginx(text, 'f', stats);
    return stats.work;
  };
  const PER_CHAR = 8;

  it('examines each character a bounded number of times on soup and mutations', () => {
    fc.assert(
      fc.property(soup, (text) => {
        expect(workOf(text)).toBeLessThanOrEqual(PER_CHAR * text.length + 16);
      }),
      { numRuns: 1000 },
    );
  });

  // Inputs that would be quadratic for a naive scanner: quotes with no partner inside Lua (each
  // would search to the end of its line), long brackets never closed, deep or unclosed nesting,
  // long words near the 4 KiB limit, `${` runs and comments.
  const shapes: Record<string, (n: number) => string> = {
    // ' \' \' \' …: every quote after the first is escaped from the first's point of view only.
    'unpaired quotes in one Lua line': (n) => "content_by_lua_block {\n'" + "\\'".repeat(n) + '\n}\n',
    'long brackets in Lua': (n) => 'content_by_lua_block { ' + '[[ ]] --[==[ } ]==] '.repeat(n) + '}',
    'a long bracket never closed': (n) => 'content_by_lua_block { [[' + ' '.repeat(n),
    'deeply nested blocks': (n) => 'a {'.repeat(n) + '}'.repeat(n),
    'unclosed nesting': (n) => 'a {'.repeat(n),
    'short directives on one line': (n) => 'a b;'.repeat(n),
    '${ runs': (n) => 'set $a ' + '${'.repeat(n) + ';',
    'comments': (n) => '# c\n'.repeat(n),
    'stray braces': (n) => '}'.repeat(n),
    'words of 2,000 characters': (n) => ('x ' + 'a'.repeat(2000) + ';\n').repeat(Math.ceil(n / 2000)),
    'words of 5,000 characters': (n) => ('x "' + 'a'.repeat(5000) + '";\n').repeat(Math.ceil(n / 5000)),
    'quotes never closed': (n) => 'a "' + 'b'.repeat(n),
  };

  for (const [name, make] of Object.entries(shapes)) {
    it(name, () => {
      const small = make(50_000);
      const large = make(100_000);
      const w1 = workOf(small);
      const w2 = workOf(large);
      expect(w1).toBeLessThanOrEqual(PER_CHAR * small.length);
      expect(w2).toBeLessThanOrEqual(PER_CHAR * large.length);
      // Doubling the input at most doubles the work (a little slack for fixed costs).
      expect(w2 / w1).toBeLessThan(2.2);
    });
  }

  it('a real config, and the same config twice', () => {
    const file = corpusNginxFiles().find((f) => f.endsWith('kubernetes-ingress-nginx/rendered/nginx.conf'));
    if (!file) return;
    const text = readFileSync(file, 'utf8');
    const w1 = workOf(text);
    const w2 = workOf(text + '\n' + text);
    expect(w1).toBeLessThanOrEqual(PER_CHAR * text.length);
    expect(w2 / w1).toBeLessThan(2.2);
  });
});
