// The Action's entry point, bundled from the current sources and run as the runner runs it,
// on a hostile tree (test/helpers/hostile.ts), its log read the way the runner reads it:
// the only commands obeyed are the Action's own annotations and the stop/resume pair around
// the report, whose token the report cannot guess or contain.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a plain .mjs script without type declarations
import { bundle } from '../scripts/bundle.mjs';
import { untrustedBlock } from '../src/action/run.js';
import { isCommandLine, runnerLines, writeHostileTree } from './helpers/hostile.js';
import { REPO, run, tempDir } from './ship-helpers.js';

const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { runs: { main: string }; inputs: Record<string, { default?: string }> };
let entry = '';

beforeAll(async () => {
  // The committed bundle is rebuilt by the integrator; this test runs what the sources build.
  const dir = tempDir('ssllint-action-bundle-');
  await bundle(dir);
  entry = join(dir, action.runs.main.replace(/^dist-bundle\//, ''));
}, 120_000);

function runAction(inputs: Record<string, string>): { status: number | null; stdout: string; stderr: string; summary: string } {
  const ws = tempDir('ssllint-hostile-ws-');
  writeHostileTree(ws);
  expect(run('git', ['init', '-q'], { cwd: ws }).status).toBe(0);
  const runnerTemp = tempDir('ssllint-hostile-runner-');
  const summary = join(runnerTemp, 'step_summary');
  writeFileSync(summary, '');
  writeFileSync(join(runnerTemp, 'output'), '');
  const env: Record<string, string> = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: ws, GITHUB_OUTPUT: join(runnerTemp, 'output'), GITHUB_STEP_SUMMARY: summary, RUNNER_TEMP: runnerTemp };
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = inputs[name] ?? spec.default;
    if (value !== undefined) env[`INPUT_${name.toUpperCase()}`] = value;
  }
  const r = run(process.execPath, [entry], { cwd: ws, env });
  return { ...r, summary: readFileSync(summary, 'utf8') };
}

const ANNOTATION = /^::(error|warning|notice) file=[^,]*,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[^:]*::/;

/**
 * The runner's reading of the log: outside a stop-commands block, every command; inside, the
 * lines it would obey were it not stopped (there must be none) and whether the block ended.
 */
function readLog(stdout: string): { obeyed: string[]; tokens: string[]; insideCommands: string[]; resumed: boolean } {
  const obeyed: string[] = [];
  const tokens: string[] = [];
  const insideCommands: string[] = [];
  let stopped: string | undefined;
  let resumed = false;
  for (const line of runnerLines(stdout)) {
    if (stopped !== undefined) {
      if (line.trim() === `::${stopped}::`) {
        stopped = undefined;
        resumed = true;
      } else if (isCommandLine(line)) insideCommands.push(line);
      continue;
    }
    if (!isCommandLine(line)) continue;
    obeyed.push(line);
    const stop = /^::stop-commands::(.+)$/.exec(line.trim());
    if (stop) {
      stopped = stop[1];
      tokens.push(stop[1]);
    }
  }
  return { obeyed, tokens, insideCommands, resumed: resumed && stopped === undefined };
}

describe('the Action on a hostile tree', () => {
  for (const format of ['stylish', 'unix', 'json', 'sarif']) {
    it(`obeys only its own commands with format ${format}`, () => {
      const r = runAction({ paths: '.', format, audit: 'true' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(1);
      const log = readLog(r.stdout);
      // One stop-commands block with a random token (a UUID), ended by that token.
      expect(log.tokens).toHaveLength(1);
      expect(log.tokens[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(log.resumed).toBe(true);
      // The report inside the block holds no command either: the block is a second wall.
      expect(log.insideCommands).toEqual([]);
      const own = log.obeyed.slice(1);
      expect(log.obeyed[0]).toBe(`::stop-commands::${log.tokens[0]}`);
      expect(own.length).toBeGreaterThan(5);
      for (const c of own) {
        expect(c, c).toMatch(ANNOTATION);
        expect(c, c).not.toContain('##[');
      }
      // The forged annotation is in an annotation's data, escaped, never a line of its own.
      expect(own.some((c) => c.includes('::error file=forged.conf,line=1::pwn') && !c.startsWith('::error file=forged.conf'))).toBe(true);
      expect(own.filter((c) => c.startsWith('::error file=forged.conf') || c.startsWith('::warning file=cr.conf'))).toEqual([]);
      // The report was printed: the block is not empty.
      const block = r.stdout.slice(r.stdout.indexOf('\n') + 1, r.stdout.indexOf(`::${log.tokens[0]}::`));
      expect(block.length).toBeGreaterThan(500);
      // The job summary (lint table and audit table) holds config text only in code spans.
      expect(r.summary).toContain('| `::stop-commands::tok.conf` |');
      expect(r.summary).toContain('`##\\x5berror]name.example`');
    });
  }

  it('obeys only its own annotations with format github (no report to wrap)', () => {
    const r = runAction({ paths: '.', format: 'github' });
    expect(r.status).toBe(1);
    const log = readLog(r.stdout);
    expect(log.tokens).toEqual([]);
    expect(log.obeyed.length).toBeGreaterThan(5);
    for (const c of log.obeyed) expect(c, c).toMatch(ANNOTATION);
  });
});

describe('untrustedBlock', () => {
  it('never uses a token the report holds, and ends the report with a line break', () => {
    const tokens = ['in-report', 'fresh'];
    expect(untrustedBlock('a ::in-report:: b', () => tokens.shift()!)).toBe('::stop-commands::fresh\na ::in-report:: b\n::fresh::\n');
    expect(untrustedBlock('', () => 'unused')).toBe('');
  });
});
