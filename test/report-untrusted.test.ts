// No config text makes a line a GitHub Actions runner would obey, in any report: the
// neutraliser on its own (any text, any chunking), then the CLI on a hostile tree in every
// format of the lint and the audit and in --fix-dry-run, read the way the runner reads a log.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeControls, neutralise, neutraliseChunks } from '../src/report/untrusted.js';
import { diffName } from '../src/fix/diff.js';
import { runCli } from './helpers/cli.js';
import { hasPatch, scratchDir } from './helpers/fix.js';
import { FORGED, isCommandLine, runnerCommands, runnerLines, writeHostileTree } from './helpers/hostile.js';

// Text made of the pieces that matter to the runner, so short strings hit every edge.
const PIECES = ['::', ':', '##[', '#', '[', '\n', '\r', '\r\n', ' ', '\t', '\x85', '\u00a0', '\x1b[1m', 'a', 'error', '%0A', '"'];
const hostileText = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join(''));

describe('neutralise', () => {
  it('leaves no line a runner obeys, whatever the text', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(runnerCommands(neutralise(text))).toEqual([]);
      }),
    );
  });

  it('changes only command-shaped text, besides what a terminal would obey (test/hostile-terminal.test.ts)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        if (runnerCommands(escapeControls(text)).length === 0) expect(neutralise(text)).toBe(escapeControls(text));
      }),
    );
    expect(neutralise('a::b\n  ::error::x\n##[error]y z##[w')).toBe('a::b\n  \\x3a:error::x\n##\\x5berror]y z##\\x5bw');
  });

  it('keeps a JSON document the same value, and an HTML text the same text', () => {
    fc.assert(
      fc.property(fc.dictionary(hostileText, fc.oneof(hostileText, fc.array(hostileText))), (value) => {
        const text = neutralise(JSON.stringify(value, null, 2), 'json');
        expect(JSON.parse(text)).toEqual(value);
        expect(runnerCommands(text)).toEqual([]);
      }),
    );
    expect(neutralise('<p>a</p>\n::x ##[y', 'html')).toBe('<p>a</p>\n&#58;:x ##&#91;y');
  });

  it('gives the same text when the report comes in pieces cut anywhere', () => {
    fc.assert(
      fc.property(hostileText, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...at].map((from, i) => text.slice(from, [...at, text.length][i]));
        expect([...neutraliseChunks(pieces)].join('')).toBe(neutralise(text));
      }),
    );
  });
});

const LINT_FORMATS = [['--format', 'stylish'], ['--format', 'stylish', '--verbose'], ['--format', 'unix'], ['--format', 'unix', '--verbose'], ['--format', 'json'], ['--format', 'sarif']];
const AUDIT_FORMATS = ['text', 'markdown', 'html', 'json'];

/** A hostile tree and its nginx.conf, in a fresh directory. */
function hostileTree(): string {
  const dir = scratchDir('ssllint-hostile-');
  writeHostileTree(dir);
  return dir;
}

describe('the CLI on a hostile tree', () => {
  it('prints no runner command in any lint format, nor on stderr', async () => {
    const dir = hostileTree();
    for (const args of LINT_FORMATS) {
      const r = await runCli(['.', '--no-config', ...args], { cwd: dir });
      expect(r.code, args.join(' ')).toBe(1);
      expect(runnerCommands(r.stdout), args.join(' ')).toEqual([]);
      expect(runnerCommands(r.stderr), args.join(' ')).toEqual([]);
      // The forged text is in the report, and only inside the line that quotes it.
      expect(r.stdout, args.join(' ')).toContain('pwn');
      if (args[1] === 'stylish' || args[1] === 'unix') {
        expect(r.stdout).not.toMatch(/\r/);
        // The header name's line break is written as nginx's `\n` escape in the fix, and shown
        // as an escape in a file name: either way on the line that quotes it.
        for (const line of runnerLines(r.stdout).filter((l) => l.includes('pwn'))) expect(line, args.join(' ')).toMatch(/(X-A|a)\\\\?n::error file=forged\.conf/);
      }
    }
  });

  it('keeps the JSON formats the same data: the escapes decode to the config text', async () => {
    const dir = hostileTree();
    const r = await runCli(['.', '--no-config', '--format', 'json'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { findings: { message: string; location: { file: string } }[] };
    expect(report.findings.map((f) => f.location.file)).toContain(`conf.d/a\n${FORGED}.conf`);
    expect(report.findings.some((f) => f.message.includes('"x##[warning]directive"'))).toBe(true);
    expect(r.stdout).toContain('x##\\u005bwarning]directive');
  });

  it('prints only its own annotations in the github format', async () => {
    const dir = hostileTree();
    const r = await runCli(['.', '--no-config', '--format', 'github'], { cwd: dir });
    const lines = runnerLines(r.stdout);
    const commands = lines.filter(isCommandLine);
    // One annotation per line, each an ssllint annotation, none holding `##[`.
    expect(commands.length).toBeGreaterThan(5);
    for (const c of commands) {
      expect(c).toMatch(/^::(error|warning|notice) file=[^,\r\n]*,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[^\r\n]*::/);
      expect(c.slice(c.indexOf('::', 2))).not.toContain('##[');
    }
    expect(commands.some((c) => c.includes('X-A%0A::error file=forged.conf,line=1::pwn'))).toBe(true);
  });

  it('prints no runner command in any audit format', async () => {
    const dir = hostileTree();
    for (const format of AUDIT_FORMATS) {
      const r = await runCli(['audit', '.', '--no-config', '--format', format, '--now', '2026-06-01'], { cwd: dir });
      expect(r.code, format).toBe(0);
      expect(r.stdout, format).toContain('name.example');
      expect(runnerCommands(r.stdout), format).toEqual([]);
      expect(runnerCommands(r.stderr), format).toEqual([]);
    }
  });

  it('prints no runner command in the parse debug view', async () => {
    const dir = hostileTree();
    for (const format of ['text', 'json']) {
      const r = await runCli(['parse', dir, '--format', format], { cwd: dir });
      expect(r.stdout, format).toContain('pwn');
      expect(runnerCommands(r.stdout), format).toEqual([]);
      expect(runnerCommands(r.stderr), format).toEqual([]);
    }
  });

  it('prints no runner command in the --fix-dry-run diff or its summary', async () => {
    const dir = hostileTree();
    const r = await runCli(['.', '--no-config', '--fix-dry-run', '--fix-type', 'safe,risky'], { cwd: dir });
    expect(r.stdout).toContain('+++ ');
    expect(runnerCommands(r.stdout)).toEqual([]);
    expect(runnerCommands(r.stderr)).toEqual([]);
    // A context line with a lone CR before `::`: the CR, which a terminal and the runner obey, is escaped.
    expect(r.stdout).toContain('add_header "Y\\r::error file=cr2.conf,line=1::pwn2" z;');
    // A name with a line break is C-quoted in the header, as git writes it.
    expect(r.stdout).toContain(`--- "a/conf.d/a\\n${FORGED}.conf"`);
  });
});

describe('a --fix-dry-run diff of a file whose name holds a line break', () => {
  it.skipIf(!hasPatch)('applies with GNU patch and gives what --fix writes', async () => {
    const dir = scratchDir('ssllint-hostile-diff-');
    const name = `a\n${FORGED}.conf`;
    mkdirSync(join(dir, 'tree', 'conf.d'), { recursive: true });
    writeFileSync(join(dir, 'tree', 'nginx.conf'), 'events {}\nhttp {\n    include conf.d/*.conf;\n}\n');
    writeFileSync(join(dir, 'tree', 'conf.d', name), 'server {\n    listen 443 ssl;\n    server_name b.example;\n    ssl_protocols TLSv1 TLSv1.2;\n    keepalive_timeout 0;\n}\n');
    cpSync(join(dir, 'tree'), join(dir, 'patched'), { recursive: true });
    const dry = await runCli(['.', '--no-config', '--fix-dry-run'], { cwd: join(dir, 'tree') });
    expect(dry.stdout).toContain(`+++ ${diffName(`b/conf.d/${name}`)}\n`);
    expect(runnerCommands(dry.stdout)).toEqual([]);
    execFileSync('patch', ['-p1', '--batch', '--silent'], { cwd: join(dir, 'patched'), input: dry.stdout });
    await runCli(['.', '--no-config', '--fix'], { cwd: join(dir, 'tree') });
    const fixed = readFileSync(join(dir, 'tree', 'conf.d', name), 'utf8');
    expect(fixed).toContain('keepalive_timeout');
    expect(fixed).not.toContain('keepalive_timeout 0;');
    expect(readFileSync(join(dir, 'patched', 'conf.d', name), 'utf8')).toBe(fixed);
  });
});
