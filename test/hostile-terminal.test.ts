// Issue 35 item 1: no config text reaches the operator's terminal as something it obeys. A tree
// (and its .ssllint.yaml) carries ESC/OSC/CSI sequences, BEL, C1 controls, a lone CR and bidi
// overrides in a file name, a server_name, a directive word, a header value and each config
// value an error message quotes; every human-readable output is read for a raw control. The
// escaping is at the output (report/untrusted.ts `escapeControls`, through which cli/main.ts
// and the Action write everything), so it is held first over any text, then over any text put
// in a tree and run through every output.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeControls, neutralise, neutraliseChunks } from '../src/report/untrusted.js';
import { workflowCommand } from '../src/report/workflow-command.js';
import { runAction } from '../src/action/run.js';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';
import { terminalControls } from './helpers/hostile.js';

// The attacks of the issue, and the pieces of them, so that short texts hit every edge.
const TITLE = '\x1b]0;pwned title\x07';
const CLIPBOARD = '\x1b]52;c;Y3VybCBldmlsfHNo\x07';
const CLEAR = '\x1b[2J\x1b[H';
const C1_CSI = '\x9b2J';
const RLO = '\u202e';
const PIECES = [TITLE, CLIPBOARD, CLEAR, C1_CSI, RLO, '\x1b[31m', '\x1b[8m', '\x1b', '\x07', '\x08', '\x00', '\x7f', '\x85', '\x9d', '\u2066', '\u200f', '\u2028', '\r', '\r\n', '\n', '\t', 'a', 'é', ' ', '"', ';', '{', '}', '#', '\\', '::', '%'];
const piecesText = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((p) => p.join(''));
const anyText = fc.oneof(piecesText, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

describe('escapeControls: any text', () => {
  it('leaves nothing a terminal obeys, keeps the rest, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = escapeControls(text);
        expect(terminalControls(out)).toEqual([]);
        expect(escapeControls(out)).toBe(out);
        if (terminalControls(text).length === 0) expect(out).toBe(text);
      }),
      { numRuns: 500 },
    );
    expect(escapeControls(`a${TITLE}b${RLO}c\r\nd\re${C1_CSI}`)).toBe('a\\x1b]0;pwned title\\x07b\\u202ec\r\nd\\re\\u009b2J');
  });

  it('keeps a JSON document the same value and a runner command-free text, in every syntax', () => {
    fc.assert(
      fc.property(fc.dictionary(anyText, fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }))), (value) => {
        const text = neutralise(JSON.stringify(value, null, 2), 'json');
        expect(JSON.parse(text)).toEqual(value);
        expect(terminalControls(text)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(anyText, fc.constantFrom('text' as const, 'html' as const), (text, syntax) => {
        expect(terminalControls(neutralise(text, syntax))).toEqual([]);
      }),
    );
  });

  it('keeps a CRLF a report is cut inside, and escapes a CR that ends the report', () => {
    fc.assert(
      fc.property(anyText, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...at].map((from, i) => text.slice(from, [...at, text.length][i]));
        expect([...neutraliseChunks(pieces)].join('')).toBe(neutralise(text));
      }),
    );
    expect([...neutraliseChunks(['a\r', '\nb\r'])].join('')).toBe('a\r\nb\\r');
  });

  it('leaves a workflow command one line with nothing a terminal obeys, in its properties too', () => {
    fc.assert(
      fc.property(anyText, anyText, (file, message) => {
        const line = workflowCommand('error', [['file', file], ['line', 1]], message);
        expect(terminalControls(line)).toEqual([]);
        expect(line).not.toMatch(/[\r\n]/);
      }),
    );
  });
});

/** A word as nginx reads it back between double quotes. */
const quoted = (t: string) => `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
/** A file name from any text: no `/` or NUL, not `.` or `..`, and short enough for any file system. */
const fileName = (t: string) => `s${t.replace(/[/\0]/g, '_').slice(0, 60)}.conf`;

/** A tree quoting `t` in a file name, a server_name, a directive, a header and a comment. */
function hostileTree(t: string): string {
  const dir = scratchDir('ssllint-terminal-');
  mkdirSync(join(dir, 'sites'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'events {}',
      'http {',
      '    include sites/*.conf;',
      '    server {',
      '        listen 443 ssl;',
      `        server_name ${quoted(t)} b.example;`,
      '        ssl_protocols TLSv1 TLSv1.2;',
      `        add_header X-T ${quoted(t)};`,
      `        # ${t.replace(/[\r\n]/g, ' ')}`,
      `        ${quoted(`w${t}`)} on;`,
      '    }',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'sites', fileName(t)), `server {\n    listen 443 ssl;\n    server_name ${quoted(t)};\n    ssl_protocols SSLv3 TLSv1.2;\n    keepalive_timeout 0;\n}\n`);
  return dir;
}

// Every human-readable output of a lint of the tree, and the machine-readable ones beside them.
const COLOUR = 'colour';
const RUNS: string[][] = [
  ['.', '--format', 'stylish'],
  ['.', '--format', 'stylish', '--verbose', COLOUR],
  ['.', '--format', 'unix', '--verbose'],
  ['.', '--format', 'json'],
  ['.', '--format', 'sarif'],
  ['.', '--format', 'github'],
  ['.', '--fix-dry-run', '--fix-type', 'safe,risky'],
  ['parse', '.', '--format', 'text'],
  ['parse', '.', '--format', 'json'],
  ['audit', '.', '--format', 'text'],
  ['audit', '.', '--format', 'markdown'],
  ['audit', '.', '--format', 'html'],
  ['audit', '.', '--format', 'json'],
];

// Each config value a usage error quotes, as a .ssllint.yaml holds it (JSON is YAML).
const CONFIGS: [string, (t: string) => object][] = [
  ['an unknown key', (t) => ({ [`k${t}`]: 1 })],
  ['an unknown rule', (t) => ({ rules: { [`r${t}`]: 'off' } })],
  ['a rule level', (t) => ({ rules: { 'keepalive-disabled': `l${t}` } })],
  ['a policy', (t) => ({ policies: [`p${t}`] })],
  ['a platform', (t) => ({ platform: `d${t}` })],
  ['an OpenSSL generation', (t) => ({ openssl: [`o${t}`] })],
  ['a hardware profile', (t) => ({ hardware: [`h${t}`] })],
  ['an nginx version', (t) => ({ nginxVersion: `n${t}` })],
];

/** A repository (a git work tree) whose .ssllint.yaml holds `config`. */
function configRepo(config: object): string {
  const dir = scratchDir('ssllint-terminal-config-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.ssllint.yaml'), JSON.stringify(config));
  writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp {}\n');
  return dir;
}

async function everyOutput(t: string): Promise<{ what: string; out: string }[]> {
  const dir = hostileTree(t);
  const seen: { what: string; out: string }[] = [];
  for (const args of RUNS) {
    // `parse` reads paths from the process's working directory, not the Io's: named absolute.
    const named = args.filter((a) => a !== COLOUR).map((a) => (a === '.' ? dir : a));
    const r = await runCli([...named, ...(args[0] === 'parse' ? [] : ['--no-config', '--now', '2026-06-01'])], { cwd: dir, env: args.includes(COLOUR) ? { FORCE_COLOR: '1' } : {} });
    seen.push({ what: args.join(' '), out: r.stdout + r.stderr });
  }
  for (const [what, config] of CONFIGS) {
    const r = await runCli(['.'], { cwd: configRepo(config(t)) });
    seen.push({ what, out: r.stdout + r.stderr });
  }
  return seen;
}

describe('every output of the CLI on a tree holding terminal escapes', () => {
  const ATTACK = `${TITLE}${CLIPBOARD}${CLEAR}${C1_CSI}${RLO}x\ry`;
  // Each as the output shows it: visible, inert.
  const SHOWN = ['\\x1b]0;pwned title\\x07', '\\x1b]52;c;Y3VybCBldmlsfHNo\\x07', '\\x1b[2J', '\\u009b2J', '\\u202e'];

  it('quotes the attack in each output, as escapes, and obeys none of it', async () => {
    for (const { what, out } of await everyOutput(ATTACK)) {
      expect(terminalControls(out), what).toEqual([]);
      // The config text is there, shown (JSON and HTML decode their own escapes to the same text).
      if (!/json|sarif|html/.test(what)) expect(SHOWN.some((s) => out.includes(s)) || /\\\\x1b|\\u001b/.test(out), `${what}: ${out.slice(0, 400)}`).toBe(true);
    }
  });

  it('writes U+202E as \\u202e in every JSON output (the same value)', async () => {
    const dir = hostileTree(`a${RLO}b`);
    for (const args of [['--format', 'json'], ['--format', 'sarif'], ['parse', '.', '--format', 'json'], ['audit', '.', '--format', 'json']]) {
      const r = await runCli(args[0] === 'parse' ? args.map((a) => (a === '.' ? dir : a)) : args[0] === 'audit' ? [...args, '--no-config'] : ['.', ...args, '--no-config'], { cwd: dir });
      expect(r.stdout, args.join(' ')).not.toContain(RLO);
      expect(r.stdout, args.join(' ')).toContain('a\\u202eb');
      expect(JSON.stringify(JSON.parse(r.stdout))).toContain(`a${RLO}b`);
    }
  });

  it('escapes the -f github file= property and message', async () => {
    const r = await runCli(['.', '--no-config', '--format', 'github'], { cwd: hostileTree(ATTACK) });
    const annotation = r.stdout.split('\n').find((l) => l.includes('file=sites/'))!;
    expect(annotation).toContain(`file=sites/s\\x1b]0;pwned title\\x07\\x1b]52;c;Y3VybCBldmlsfHNo\\x07`);
    expect(terminalControls(r.stdout)).toEqual([]);
  });

  it('escapes a --fix-dry-run diff body line, a lone CR included', async () => {
    const r = await runCli(['.', '--no-config', '--fix-dry-run', '--fix-type', 'safe,risky'], { cwd: hostileTree(ATTACK) });
    expect(r.stdout).toContain(' add_header X-T "\\x1b]0;pwned title\\x07');
    expect(r.stdout).toContain('\\u202ex\\ry";');
    expect(terminalControls(r.stdout)).toEqual([]);
  });

  it('escapes each config value a usage error quotes (exit 2)', async () => {
    for (const [what, config] of CONFIGS) {
      const r = await runCli(['.'], { cwd: configRepo(config(CLIPBOARD)) });
      expect(r.code, `${what}: ${r.stderr}`).toBe(2);
      expect(r.stderr, what).toContain('\\x1b]52;c;Y3VybCBldmlsfHNo\\x07');
      expect(terminalControls(r.stderr), what).toEqual([]);
    }
  });

  it('the Action writes nothing a terminal obeys into the job log', async () => {
    const ws = hostileTree(ATTACK);
    const temp = scratchDir('ssllint-terminal-runner-');
    writeFileSync(join(temp, 'summary'), '');
    let log = '';
    const code = await runAction({
      stdout: (t) => void (log += t),
      cwd: ws,
      now: () => new Date('2026-06-01T00:00:00Z'),
      env: { INPUT_PATHS: '.', 'INPUT_FAIL-LEVEL': 'error', INPUT_FORMAT: 'stylish', INPUT_ANNOTATIONS: 'true', GITHUB_WORKSPACE: ws, GITHUB_STEP_SUMMARY: join(temp, 'summary'), RUNNER_TEMP: temp, FORCE_COLOR: '1' },
    });
    expect(code).toBe(0);
    expect(log).toContain('\\x1b]52;c;');
    expect(terminalControls(log)).toEqual([]);
  });

  it('holds for any text in the tree and in its config file', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (t) => {
        for (const { what, out } of await everyOutput(t)) expect(terminalControls(out), `${what} ${JSON.stringify(t)}`).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});
