// Issue 35 item 11: the job summary. The audit's "Not read" list went through an escaper instead
// of code spans (a bare URL became a link; a lone CR and `~~~` opened a fence that swallowed the
// grade table), and the audit was appended after the findings had used the whole 1 MiB (a plain
// 300-server tree made 1,170,178 bytes; GitHub then shows nothing). Now one budget holds the
// whole summary and config text is in code spans only, checked by rendering the summary with
// cmark-gfm, GitHub's own Markdown library.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { STEP_SUMMARY_LIMIT } from '../src/report/github.js';
import { elements, renderGfm } from './helpers/cmark.js';
import { scratchDir, writeTree } from './helpers/fix.js';
import { peerMissing, skipNote } from './helpers/peers.js';

const noCmark = peerMissing('cmarkgfm');

/** A repository (its `.git` marks it) holding `files`. */
const workspace = (files: Record<string, string>): string => writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', ...files });

async function action(ws: string, inputs: Record<string, string> = {}): Promise<{ code: number; log: string; summary: string }> {
  const runner = scratchDir('ssllint-summary-runner-');
  writeFileSync(join(runner, 'summary'), '');
  let log = '';
  const env: Record<string, string> = { INPUT_PATHS: '.', 'INPUT_FAIL-LEVEL': 'error', INPUT_FORMAT: 'unix', INPUT_ANNOTATIONS: 'true', INPUT_AUDIT: 'true', GITHUB_WORKSPACE: ws, GITHUB_STEP_SUMMARY: join(runner, 'summary'), RUNNER_TEMP: runner };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const code = await runAction({ stdout: (t) => void (log += t), cwd: ws, now: () => new Date('2026-06-01T00:00:00Z'), env });
  return { code, log, summary: readFileSync(join(runner, 'summary'), 'utf8') };
}

const server = (i: number) => `    server {\n        listen 443 ssl;\n        server_name s${i}.example.com www.s${i}.example.com;\n        ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n        ssl_ciphers ALL:RC4:EXPORT;\n        keepalive_timeout 0;\n        location / { root /srv/${i}; }\n    }\n`;
const fleet = (n: number) => `events {}\nhttp {\n${Array.from({ length: n }, (_, i) => server(i)).join('')}}\n`;

/** The tables of the rendered summary, each as its number of body rows. */
function tables(html: string): number[] {
  return [...html.matchAll(/<table>[^]*?<\/table>/g)].map((t) => (t[0].split('<tbody>')[1] ?? '').split('<tr>').length - 1);
}

describe('the job summary', () => {
  it('holds the findings and the audit of a plain 300-server tree within one 1 MiB budget', async () => {
    const r = await action(workspace({ 'nginx.conf': fleet(300) }));
    expect(r.code).toBe(1);
    expect(Buffer.byteLength(r.summary)).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT);
    // The findings' table, cut with a note, and the audit's whole: every server graded.
    expect(r.summary).toMatch(/\n\d+ more findings not shown: a job summary holds at most 1 MiB\./);
    expect(r.summary).toContain('## ssllint audit');
    expect(r.summary).toContain('300 servers graded on OpenSSL');
    expect(r.summary).not.toContain('of the audit not shown');
    expect(r.log).not.toContain('job summary is full');
  });

  it.skipIf(!!noCmark)(`renders as two tables, the audit's with a row per server${skipNote(noCmark)}`, async () => {
    const r = await action(workspace({ 'nginx.conf': fleet(300) }));
    const html = renderGfm(r.summary);
    const rows = tables(html);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe(300);
    expect(elements(html).a).toBeUndefined();
  });

  // A file whose include reaches outside the repository is listed under "Not read", by its name:
  // here one holding a lone CR, a `~~~` fence and a bare URL.
  const HOSTILE_NAME = 'x\r~~~\r www.evil.example @octocat';

  it.skipIf(!!noCmark)(`keeps a Not read entry's CR, fence and URL as text: the grade table still renders${skipNote(noCmark)}`, async () => {
    const ws = workspace({ 'nginx.conf': `events {}\nhttp {\n    include sites/*;\n${server(1)}${server(2)}}\n`, [`sites/${HOSTILE_NAME}`]: 'include /outside/y.conf;\n' });
    const r = await action(ws);
    expect(r.summary).toContain('**Not read**');
    const html = renderGfm(r.summary);
    const audit = html.slice(html.indexOf('ssllint audit'));
    expect(tables(audit)).toEqual([2]);
    expect(elements(audit).pre).toBeUndefined();
    expect(elements(html).a).toBeUndefined();
    expect(audit).toContain('<code>sites/x\\r~~~\\r www.evil.example @octocat:1:1</code>');
  });

  it.skipIf(!!noCmark)(`config text anywhere in the tree stays text in every part of the summary${skipNote(noCmark)}`, async () => {
    const PIECES = ['\r', '\n', '\r\n', '~~~', '```', '`', '|', '<img src=x>', '<b>', '[a](https://e.example)', '![i](https://e.example/i.png)', 'https://e.example', 'www.e.example', '@octocat', '#1', '*', '_', '\\', '&amp;', ' ', 'a', '- ', '# '];
    const text = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        const quoted = `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
        // In an include's path, a server name, a header, and the name of a file listed as not read.
        const ws = workspace({
          'nginx.conf': `events {}\nhttp {\n    include ${quoted};\n    include sites/*;\n    server {\n        listen 443 ssl;\n        server_name ${quoted};\n        ssl_protocols TLSv1 TLSv1.2;\n        add_header X-T ${quoted};\n    }\n}\n`,
          [`sites/s${t.replace(/[/\0]/g, '_')}`]: 'include /outside/y.conf;\n',
        });
        const r = await action(ws);
        const html = renderGfm(r.summary);
        // Our own structure only: the heading, the counts, the findings' table and the audit's.
        expect(tables(html).length, r.summary).toBe(2);
        const seen = elements(html);
        for (const tag of ['a', 'img', 'pre', 'b', 'h1', 'h4', 'ul', 'ol', 'blockquote', 'del']) if (tag !== 'ul') expect(seen[tag], `${tag} in ${r.summary}`).toBeUndefined();
        // The one list is the audit's "Not read" (the includes outside the repository).
        expect(seen.ul ?? 0).toBe(1);
      }),
      { numRuns: 15 },
    );
  });
});
