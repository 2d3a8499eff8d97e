// Issue 35, item 2: mod_macro fan-out. A chain of distinct macros, each `Use`-ing the next ten
// times, asks for 10^k copies of the last one's body from a few hundred bytes; a chain of them
// passing `$a$a` on doubles a value at each level; a chain of single uses nests without end.
// The walk (src/apache/walk.ts) counts every directive it reads, includes and expansions each
// time, against the tree's bound (MAX_SPLICED_DIRECTIVES), bounds the nesting and the values,
// keeps its own stack instead of the JavaScript one, and says each bound it meets with a
// positioned syntax-error (the run fails).
//
// Measured on this project's 2-core machine under load (docs/input-bounds.md): the 644-byte
// file asking for 10^6 <VirtualHost>s (before: over 60 s and 2.9 GB, then killed) walks
// 1,000,000 directives and ends with the finding; `ssllint` on it takes 48 s and 1.2 GB RSS, as
// linting the 250,000 <VirtualHost>s those directives make costs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkApache, MAX_WALK_DEPTH } from '../src/apache/walk.js';
import { parseVersion, type VersionParts } from '../src/model/version.js';
import { loadPaths, MAX_EXPANDED_VALUE, MAX_SPLICED_DIRECTIVES } from '../src/source/load.js';
import { lintJson } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const VERSION = '2.4.65';

/** Macros M0 … Mk: M0 holds `body`, each other uses the one below it `fan` times; the file ends with `Use Mk`. */
function chain(levels: number, fan: number, body: string[], params = ''): string {
  const lines = [`<Macro M0${params}>`, ...body, '</Macro>'];
  for (let i = 1; i <= levels; i++) lines.push(`<Macro M${i}${params}>`, ...Array.from({ length: fan }, () => `Use M${i - 1}${params ? ' $a' : ''}`), '</Macro>');
  lines.push(`Use M${levels}${params ? ' x' : ''}`);
  return `${lines.join('\n')}\n`;
}

const VHOST = ['<VirtualHost *:443>', '    ServerName a.example', '    SSLEngine on', '</VirtualHost>'];

function write(text: string, extra: Record<string, string> = {}): { dir: string; file: string } {
  const dir = makeTmp('ssllint-macros-').dir;
  const file = join(dir, 'httpd.conf');
  writeFileSync(file, text);
  for (const [name, t] of Object.entries(extra)) writeFileSync(join(dir, name), t);
  return { dir, file };
}

function walk(file: string): ReturnType<typeof walkApache> {
  const tree = loadPaths([file]).trees[0];
  return walkApache(tree, parseVersion(VERSION) as VersionParts, VERSION);
}

const lines = (text: string): number => text.split('\n').length - 1;
const said = (findings: { ruleId: string; message: string; location: { line: number; column: number } }[]): string[] =>
  findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${f.location.line}:${f.location.column} ${f.message}`);

describe('mod_macro fan-out is counted against the tree\'s directive bound', () => {
  it('10^6 <VirtualHost>s asked for by 644 bytes: the walk stops at the bound, with the finding at the Use the file ends with', () => {
    const text = chain(6, 10, VHOST);
    expect(text.length).toBe(644);
    const { file } = write(text);
    const result = walk(file);
    // Each copy is the <VirtualHost> and its two directives, and each Use is read too.
    expect(result.vhosts.length).toBeGreaterThan(200_000);
    expect(result.vhosts.length).toBeLessThan(MAX_SPLICED_DIRECTIVES / 3);
    expect(result.bounded.map((d) => `${d.span.line}:${d.span.column} ${d.message}`)).toEqual([
      `${lines(text)}:1 this Use would take the tree past ${MAX_SPLICED_DIRECTIVES} directives (macros that use other macros multiply them; includes are counted each time they are read), as many as ssllint reads in one tree: the rest of this expansion and every Use after it in this tree are not read`,
    ]);
  });

  it('10^4 <VirtualHost>s, within the bound, are all read and nothing is said (the look-alike)', () => {
    const { file } = write(chain(4, 10, VHOST));
    const result = walk(file);
    expect(result.vhosts.length).toBe(10_000);
    expect(result.bounded).toEqual([]);
  });

  it('the command line: a positioned error and exit 1, and the rest of the tree is still linted', async () => {
    // Empty bodies: 1.1 × 10^7 Use lines asked for, each one read is counted.
    const text = `${chain(7, 10, [])}<VirtualHost *:443>\n    SSLEngine on\n    SSLProtocol all\n</VirtualHost>\n`;
    const { file, dir } = write(text);
    const run = await lintJson([file, '--no-config', '--now', '2026-06-01'], dir);
    expect(run.code).toBe(1);
    expect(said(run.findings)).toEqual([
      `${lines(text) - 4}:1 this Use would take the tree past ${MAX_SPLICED_DIRECTIVES} directives (macros that use other macros multiply them; includes are counted each time they are read), as many as ssllint reads in one tree: the rest of this expansion and every Use after it in this tree are not read`,
    ]);
    expect(run.findings.some((f) => f.ruleId === 'protocol-tls10-tls11' && f.location.line === lines(text) - 1)).toBe(true);
  });

  it('an Include inside a macro is read again at each Use, and counted each time', async () => {
    // inc.conf: 100 Use lines of an empty macro; M0 includes it; M1 … M5 fan out: 10^7 asked for.
    const inc = `${Array.from({ length: 100 }, () => 'Use E').join('\n')}\n`;
    const text = `<Macro E>\n</Macro>\n${chain(5, 10, ['Include inc.conf'])}`;
    const { file, dir } = write(text, { 'inc.conf': inc });
    const run = await lintJson([file, '--no-config', '--now', '2026-06-01'], dir);
    expect(run.code).toBe(1);
    expect(said(run.findings)).toEqual([
      `${lines(text)}:1 this Use would take the tree past ${MAX_SPLICED_DIRECTIVES} directives (macros that use other macros multiply them; includes are counted each time they are read), as many as ssllint reads in one tree: the rest of this expansion and every Use after it in this tree are not read`,
    ]);
  });
});

describe('mod_macro nesting and values are bounded', () => {
  it(`a chain of ${MAX_WALK_DEPTH + 44} macros, each using the next once: a finding at the outermost Use, not a silent stop`, async () => {
    const n = MAX_WALK_DEPTH + 44;
    const out = ['<Macro L0>', ...VHOST, '</Macro>'];
    for (let i = 1; i < n; i++) out.push(`<Macro L${i}>`, `Use L${i - 1}`, '</Macro>');
    out.push(`Use L${n - 1}`);
    const text = `${out.join('\n')}\n`;
    const { file, dir } = write(text);
    const run = await lintJson([file, '--no-config', '--now', '2026-06-01'], dir);
    expect(run.code).toBe(1);
    expect(said(run.findings)).toEqual([
      `${lines(text)}:1 macros used inside macros more than ${MAX_WALK_DEPTH} levels deep (with the sections and includes around them): ssllint does not expand this Use`,
    ]);
  });

  it('macros passing `$a$a` on, 30 deep (2^30 characters asked for by 600 bytes): a finding at the Use, no internal error', async () => {
    const text = chain(30, 1, ['ServerAlias $a'], ' $a').replace(/Use M(\d+) \$a\n/g, 'Use M$1 $a$a\n');
    expect(text).toContain('<Macro M2 $a>\nUse M1 $a$a\n</Macro>');
    const { file, dir } = write(text);
    const run = await lintJson([file, '--no-config', '--now', '2026-06-01'], dir);
    expect(run.code).toBe(1);
    expect(said(run.findings)).toEqual([
      `${lines(text)}:1 this Use makes a value longer than ${MAX_EXPANDED_VALUE} characters, or its values add more than 16777216 characters to the tree (a macro that passes \`$a$a\` on doubles its value at each level), more than ssllint expands: it is not expanded, nor any later Use that does the same`,
    ]);
  });
});
