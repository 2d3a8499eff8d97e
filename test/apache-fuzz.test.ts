// Property tests: whatever text comes in, parseApache returns a tree or positioned errors,
// never throws, keeps every position inside the text, and costs time linear in its size.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { substituteDefines } from '../src/apache/defines.js';
import { parseApache } from '../src/apache/parse.js';
import type { Directive, ParsedFile, Span } from '../src/syntax/types.js';
import { CORPUS } from './helpers/corpus.js';

const TOKENS = [
  '<VirtualHost *:443>', '</VirtualHost>', '<IfModule mod_ssl.c>', '</IfModule>', '<Directory "/srv">',
  '</Directory>', '<If "%{HTTPS} == \'on\'">', "<If \"'x\">", '</If>', '<Else>', '<', '>', '</', '</>', '<>',
  '"', "'", '\\', '\\\n', '\\\r\n', '\\\\', '\n', '\r\n', '\r', '#', ' ', '\t', '\f', '${', '}', '${APACHE_LOG_DIR}',
  '%{', 'Listen', '80', 'SSLEngine on', 'SSLCipherSuite', 'HIGH:!aNULL', 'é', '\u{1F512}', '\uFEFF', '\0', '=',
];

const soup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 200 }).map((ts) => ts.join(''));

/** 1-based line and column of each offset's line start, for converting spans back. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Checks the invariants every parse must keep; returns the first violation, or ''. */
function violation(source: string, r: ParsedFile): string {
  // Positions are counted without a leading byte order mark, as editors show them.
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const starts = lineStarts(text);
  const offset = (line: number, column: number): number => starts[line - 1] + column - 1;
  const lineLength = (line: number): number => (line < starts.length ? starts[line] - 1 : text.length) - starts[line - 1];
  const check = (what: string, s: Span): string => {
    if (s.file !== 'fuzz.conf') return `${what}: file ${s.file}`;
    if (s.line < 1 || s.endLine > starts.length || s.line > s.endLine) return `${what}: lines ${JSON.stringify(s)}`;
    if (s.column < 1 || s.column > lineLength(s.line)) return `${what}: column ${JSON.stringify(s)}`;
    if (s.endColumn < 1 || s.endColumn > lineLength(s.endLine)) return `${what}: endColumn ${JSON.stringify(s)}`;
    if (offset(s.line, s.column) > offset(s.endLine, s.endColumn)) return `${what}: reversed ${JSON.stringify(s)}`;
    return '';
  };
  const walk = (ds: Directive[]): string => {
    for (const d of ds) {
      const bad =
        check(`directive ${d.name}`, d.span) ||
        (d.blockEnd ? check(`blockEnd ${d.name}`, d.blockEnd) : '') ||
        (d.blockEnd && offset(d.blockEnd.line, d.blockEnd.column) <= offset(d.span.endLine, d.span.endColumn) ? `blockEnd before opener ${d.name}` : '');
      if (bad) return bad;
      for (const a of d.args) {
        const badArg = check(`arg ${JSON.stringify(a.raw)}`, a.span);
        if (badArg) return badArg;
        // raw is exactly the source text the span covers.
        const covered = text.slice(offset(a.span.line, a.span.column), offset(a.span.endLine, a.span.endColumn) + 1);
        if (covered !== a.raw) return `arg raw ${JSON.stringify(a.raw)} != ${JSON.stringify(covered)}`;
      }
      if (d.block) {
        const inner = walk(d.block);
        if (inner) return inner;
      }
    }
    return '';
  };
  for (const e of r.errors) {
    if (e.ruleId !== 'syntax-error' || !e.message) return `error ${JSON.stringify(e)}`;
    // A byte order mark alone on line 1 is reported at 1:1 of what is then an empty line.
    if (source !== text && e.span.line === 1 && e.span.column === 1 && e.span.endColumn <= Math.max(1, lineLength(1))) continue;
    const bad = check(`error ${e.message}`, e.span);
    if (bad) return bad;
  }
  for (const c of r.comments) {
    const bad = check('comment', c.span);
    if (bad) return bad;
  }
  return walk(r.directives);
}

const SEEDS = [
  'debian-apache2/apache2/apache2.conf',
  'debian-apache2/apache2/sites-available/default-ssl.conf',
  'h5bp-server-configs-apache/h5bp/tls/policy_balanced.conf',
  'certbot/certbot/src/certbot/_internal/tests/plugins/apache/apache-conf-files/passing/section-continuations-2525.conf',
  'certbot/certbot/src/certbot/_internal/tests/plugins/apache/apache-conf-files/passing/comment-continuations-2050.conf',
  'mozilla-ssl-config-generator/generated/apache/g5.7-old-apache2.2.15-openssl1.0.1e-hsts-ocsp.conf',
]
  .map((p) => join(CORPUS, p))
  .filter((p) => existsSync(p))
  .map((p) => readFileSync(p, 'utf8'));
// Without the corpus, mutate a config of our own so the property still runs.
if (SEEDS.length === 0) SEEDS.push('<IfModule mod_ssl.c>\n\t<VirtualHost _default_:443>\n\t\tSSLEngine on\n\t\tSSLCipherSuite "HIGH:!aNULL" \\\n\t\t  x\n\t</VirtualHost>\n</IfModule>\n');

type Mutation = { kind: 'delete' | 'insert' | 'duplicate'; at: number; length: number; token: string };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'duplicate'),
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 40 }),
  token: fc.constantFrom(...TOKENS),
});

function mutate(text: string, ms: Mutation[]): string {
  let t = text;
  for (const m of ms) {
    const at = t.length === 0 ? 0 : m.at % t.length;
    if (m.kind === 'delete') t = t.slice(0, at) + t.slice(at + m.length);
    else if (m.kind === 'insert') t = t.slice(0, at) + m.token + t.slice(at);
    else t = t.slice(0, at) + t.slice(at, at + m.length) + t.slice(at);
  }
  return t;
}

describe('parseApache properties', () => {
  it('token soup: never throws, every position inside the text', () => {
    fc.assert(
      fc.property(soup, (text) => {
        const r = parseApache(text, 'fuzz.conf');
        expect(violation(text, r)).toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('mutated real configs: never throws, every position inside the text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SEEDS.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 8 }), (seed, ms) => {
        const text = mutate(SEEDS[seed], ms);
        const r = parseApache(text, 'fuzz.conf');
        expect(violation(text, r)).toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('substituteDefines never throws and only replaces what is defined', () => {
    const defines = new Map([['A', 'x'], ['B', '${A}']]);
    fc.assert(
      fc.property(soup, (text) => {
        const { value, undefinedVars } = substituteDefines(text, defines);
        if (!text.includes('${A}') && !text.includes('${B}')) expect(value).toBe(text);
        for (const name of undefinedVars) expect(text).toContain(`\${${name}}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseApache cost is linear in the input', () => {
  // Shapes that would expose a quadratic path: one logical line of many continued physical
  // lines, deep nesting left open, mismatched closing tags against a deep stack, stray
  // closing tags, a long opener full of '>', long quoted words.
  const shapes: Record<string, (n: number) => string> = {
    'continued lines': (n) => 'SSLCipherSuite \\\n'.concat('  ECDHE-RSA-AES128-GCM-SHA256 \\\n'.repeat(n), 'x\n'),
    'deep unclosed nesting': (n) => '<Directory /a>\n'.repeat(n),
    'mismatched closers': (n) => '<Directory /a>\n'.repeat(n).concat('</Location>\n'.repeat(n)),
    'stray closers': (n) => '</VirtualHost>\n'.repeat(n),
    'one opener full of >': (n) => '<If "'.concat('%{X} > 1 && '.repeat(n), 'true">\n</If>\n'),
    'long quoted words': (n) => 'Header set X "'.concat('\\"a\\\\ '.repeat(n), '"\n'),
    'many ${} references': (n) => 'ErrorLog '.concat('${APACHE_LOG_DIR}/'.repeat(n), 'x\n'),
  };
  /** CPU time of one parse in ms: other processes on the machine do not count against it. */
  const cpuTime = (text: string): number => {
    const t0 = process.cpuUsage();
    parseApache(text, 'big.conf');
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / 1000;
  };

  it.each(Object.keys(shapes))('%s', (shape) => {
    const make = shapes[shape];
    const small = make(2_000);
    const large = make(64_000);
    // Warm up the JIT first: a cold run costs more than the whole difference between
    // linear and quadratic at these sizes. Small runs go first so that they do not pay for
    // collecting the large runs' garbage; the best of five of each is kept.
    cpuTime(small);
    let bestSmall = Infinity;
    let bestLarge = Infinity;
    for (let i = 0; i < 5; i++) bestSmall = Math.min(bestSmall, cpuTime(small));
    for (let i = 0; i < 3; i++) bestLarge = Math.min(bestLarge, cpuTime(large));
    const ratio = bestLarge / Math.max(bestSmall, 0.05);
    if (process.env.SSLLINT_BENCH_VERBOSE) console.log(`${shape}: ${ratio.toFixed(1)}x (${bestSmall.toFixed(1)} ms, ${bestLarge.toFixed(1)} ms)`);
    // 32x the input: linear costs ~32x (up to ~70x here, garbage collection included),
    // quadratic ~1000x. The bound sits between them with room on both sides.
    expect(ratio, `${shape}: ${ratio.toFixed(1)}x time for 32x input`).toBeLessThan(256);
  });
});
