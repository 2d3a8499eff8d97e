// Issue 35 item 8: fix planning is linear in the file and bounded like every other stage, and
// the language server plans only what a request asks for. FileText.indentUnit() ran a regex over
// the whole file for every line a fix inserted, from src/fix/plan.ts: `--format sarif` took
// 3.4 s on 1,000 small servers, 9.5 s on 2,000, 34 s on 4,000; the Action 98.6 s on a 4.6 MB
// file whose lint takes 0.45 s; one code action request blocked the language server for 50 s.
// No timed assertion: the work is counted (how often the file's text is scanned), and the
// figures measured are in the tests' names.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { createConnection } from 'vscode-languageserver/node';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PLANNED_FIXES, planFixes } from '../src/fix/plan.js';
import { editRoots, fileGate } from '../src/fix/run.js';
import { lint } from '../src/lint.js';
import { startServer } from '../src/cli/lsp/server.js';
import { RULES } from '../rules/index.js';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';
import { fixedLintOptions } from './helpers/lint-options.js';

/** A fragment of `n` small TLS servers in one http block, each with fixes that insert lines. */
function servers(n: number): string {
  const one = (i: number) => `    server {\n        listen 443 ssl;\n        server_name s${i}.example.com;\n        ssl_protocols TLSv1 TLSv1.2;\n        keepalive_timeout 0;\n        location / {\n            root /srv/${i};\n        }\n    }\n`;
  return `http {\n${Array.from({ length: n }, (_, i) => one(i)).join('')}}\n`;
}

afterEach(() => void vi.restoreAllMocks());

describe('fix planning', () => {
  // Measured (CPU time of the CLI, 2-core machine): 10.2 s on 1,000 servers and 41.7 s on 2,000
  // before; 2.3 s, 3.6 s and 4.8 s on 1,000, 2,000 and 4,000 after (json alone: 0.8 s, 1.8 s).
  it('reads a file\'s indentation once, however many lines its fixes insert (sarif on 4,000 servers: 4.8 s of CPU, was quadratic)', async () => {
    const dir = scratchDir('ssllint-plan-linear-');
    writeFileSync(join(dir, 'servers.conf'), servers(400));
    const indentScans = vi.spyOn(String.prototype, 'matchAll');
    const r = await runCli(['servers.conf', '--no-config', '--format', 'sarif'], { cwd: dir });
    expect(r.code).toBe(0);
    const log = JSON.parse(r.stdout) as { runs: { results: { ruleId: string; fixes?: { artifactChanges: { replacements: { insertedContent: { text: string } }[] }[] }[] }[] }[] };
    const inserts = log.runs[0].results.flatMap((x) => x.fixes ?? []).flatMap((f) => f.artifactChanges.flatMap((c) => c.replacements)).filter((rep) => rep.insertedContent.text.endsWith('\n'));
    expect(inserts.length).toBeGreaterThan(800);
    // Every inserted line is indented as the file indents: four spaces a level.
    expect(inserts.every((rep) => /^ {8}\S/.test(rep.insertedContent.text))).toBe(true);
    const scansOfFile = indentScans.mock.calls.filter((_, k) => (indentScans.mock.contexts[k] as unknown as string).length > 10_000);
    expect(scansOfFile.length).toBeLessThanOrEqual(1);
  });

  // Measured: the lint and the plan of these 12,600 servers take 27 s on the shared 2-core machine.
  it('plans at most 100,000 fixes in one run and says why for the rest', () => {
    expect(MAX_PLANNED_FIXES).toBe(100_000);
    const dir = scratchDir('ssllint-plan-bound-');
    // 8 findings with a fix a server: 12,600 servers are over the bound.
    writeFileSync(join(dir, 'servers.conf'), servers(12_600));
    const options = fixedLintOptions([join(dir, 'servers.conf')]);
    const result = lint(options, RULES);
    const fixable = result.findings.filter((f) => f.fix?.replacement !== undefined);
    expect(fixable.length).toBeGreaterThan(MAX_PLANNED_FIXES);
    const plan = planFixes(result.findings, result.trees, { text: fileGate(result, editRoots(options)), allowed: () => true });
    const over = plan.skipped.filter((s) => s.reason.startsWith(`no more than ${MAX_PLANNED_FIXES} fixes are planned in one run`));
    expect(over.map((s) => s.finding)).toEqual(fixable.slice(MAX_PLANNED_FIXES));
    expect(plan.edits.length).toBeGreaterThan(0);
    expect(plan.edits.every((e) => e.findings.every((f) => fixable.indexOf(f) < MAX_PLANNED_FIXES))).toBe(true);
  }, 300_000);
});

describe('the language server plans only what a code action request asks for', () => {
  // A 307 KB file (1,800 servers): one request blocked the server 50 s (119 s without resolveSupport).
  it('answers a cursor move with the quick fixes of its range, and fix-all only when asked for (307 KB buffer)', async () => {
    const dir = scratchDir('ssllint-lsp-range-');
    const text = servers(1800);
    expect(text.length).toBeGreaterThan(300_000);
    const file = join(dir, 'servers.conf');
    writeFileSync(file, text);
    const up = new PassThrough();
    const down = new PassThrough();
    startServer(createConnection(new StreamMessageReader(up), new StreamMessageWriter(down)), () => new Date('2026-06-01T00:00:00Z'));
    const client = createMessageConnection(new StreamMessageReader(down), new StreamMessageWriter(up));
    const published = new Promise<void>((done) => client.onNotification('textDocument/publishDiagnostics', () => done()));
    client.listen();
    const uri = pathToFileURL(file).href;
    await client.sendRequest('initialize', { processId: null, rootUri: pathToFileURL(dir).href, capabilities: {}, initializationOptions: { debounceMs: 0 } });
    await client.sendNotification('initialized', {});
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'nginx', version: 1, text } });
    await published;
    // The whole-tree check behind "fix all" (a lint of the tree again, then planning every fix).
    const wholeTree = vi.spyOn(await import('../src/fix/run.js'), 'planAndCheck');
    const at = (line: number, context: object) =>
      client.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: { start: { line, character: 8 }, end: { line, character: 8 } }, context: { diagnostics: [], ...context } }) as Promise<{ title: string; kind: string }[]>;
    // Line 5 of the 100th server: its keepalive_timeout 0.
    for (const context of [{ triggerKind: 2 }, {}]) {
      const moved = await at(99 * 9 + 5, context);
      expect(moved.map((a) => a.kind)).toEqual(['quickfix']);
      expect(moved[0].title).toBe('Fix keepalive-disabled: keep connections open between requests');
    }
    expect(wholeTree).not.toHaveBeenCalled();
    // Asked for (the source actions menu, fix on save) or invoked by the user: then it is made.
    const asked = await at(99 * 9 + 5, { only: ['source.fixAll'] });
    expect(asked.map((a) => a.kind)).toEqual(['source.fixAll.ssllint']);
    const invoked = await at(99 * 9 + 5, { triggerKind: 1 });
    expect(invoked.map((a) => a.kind)).toEqual(['quickfix', 'source.fixAll.ssllint']);
    expect(wholeTree).toHaveBeenCalledTimes(2);
    client.dispose();
  }, 300_000);
});
