// Issue 35 item 14: the language server on hostile input. After a malformed frame
// (`Content-Length: abc`, none, or 2 GB) it stayed up and never answered again: now it exits
// with an error, so that the editor restarts it. A 50 MB buffer was linted whole (308 MB),
// though files are bounded at 10 MB: buffers are bounded the same. Hover rendered config text as
// Markdown (an add_header value became an image and a link): it is in code spans now.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { createConnection } from 'vscode-languageserver/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameGuard, MAX_FRAME_BYTES } from '../src/cli/lsp/frames.js';
import { startServer } from '../src/cli/lsp/server.js';
import { elements, renderGfm } from './helpers/cmark.js';
import { freshPackage, type FreshPackage } from './helpers/fresh-bundle.js';
import { scratchDir } from './helpers/fix.js';
import { peerMissing } from './helpers/peers.js';

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const INITIALIZE = frame(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));

/** What frameGuard passes of `chunks`, and why it stopped (undefined when it did not). */
async function guarded(chunks: Buffer[]): Promise<{ passed: Buffer; why?: string }> {
  let why: string | undefined;
  const out: Buffer[] = [];
  const guard = frameGuard((w) => (why ??= w));
  guard.on('data', (b: Buffer) => out.push(b));
  await new Promise<void>((done) => {
    Readable.from(chunks).pipe(guard).on('finish', done);
  });
  return { passed: Buffer.concat(out), why };
}

describe('frameGuard', () => {
  it('passes any run of well-formed frames unchanged, however the bytes are cut', async () => {
    const body = fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => JSON.stringify({ jsonrpc: '2.0', method: 'x', params: s }));
    await fc.assert(
      fc.asyncProperty(fc.array(body, { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), async (bodies, cuts, typed) => {
        const bytes = Buffer.from(bodies.map((b) => (typed ? `Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n${frame(b)}` : frame(b))).join(''));
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => bytes.subarray(from, [...at, bytes.length][i])).filter((c) => c.length > 0);
        const r = await guarded(chunks);
        expect(r.why).toBeUndefined();
        expect(r.passed.equals(bytes)).toBe(true);
      }),
    );
  });

  it('stops at a frame without a Content-Length, with one that is not a number, one over 64 MiB, or a header of over 8 KiB', async () => {
    expect((await guarded([Buffer.from(INITIALIZE + 'Content-Type: x\r\n\r\n{}')])).why).toBe('a message without a Content-Length header');
    expect((await guarded([Buffer.from('Content-Length: abc\r\n\r\n{}')])).why).toBe('a Content-Length that is not a number ("abc")');
    expect((await guarded([Buffer.from('Content-Length: 2147483648\r\n\r\n')])).why).toBe(`a message of 2147483648 bytes (at most ${MAX_FRAME_BYTES} are taken)`);
    expect((await guarded([Buffer.from('X: '), Buffer.alloc(9000, 'a')])).why).toBe('a header of more than 8 KiB');
    // The frame at the bound is taken.
    expect((await guarded([Buffer.from(`Content-Length: ${MAX_FRAME_BYTES}\r\n\r\n`)])).why).toBeUndefined();
  });
});

describe('ssllint lsp exits after a malformed frame (the editor restarts it)', () => {
  let pkg: FreshPackage;
  beforeAll(async () => {
    pkg = await freshPackage();
  }, 120_000);
  afterAll(() => rmSync(pkg.dir, { recursive: true, force: true }));

  /** Runs the server, answers initialize, then sends `bad`: the exit code, stdout and stderr. */
  function session(bad: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    // No code cache written outside the test's directories.
    const child = spawn(process.execPath, [pkg.bin, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, SSLLINT_NO_CODE_CACHE: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => {
      stdout += b;
      // Answered: the stream was read fine so far. Now the bad frame.
      if (stdout.includes('"id":1') && !child.stdin.writableEnded) child.stdin.write(bad);
    });
    child.stderr.on('data', (b) => (stderr += b));
    child.stdin.write(INITIALIZE);
    const timer = setTimeout(() => child.kill(), 30_000);
    return new Promise((done) =>
      child.on('exit', (code) => {
        clearTimeout(timer);
        done({ code, stdout, stderr });
      }),
    );
  }

  for (const [name, bad, why] of [
    ['Content-Length: abc', 'Content-Length: abc\r\n\r\n{"jsonrpc":"2.0","id":2,"method":"shutdown"}', 'a Content-Length that is not a number ("abc")'],
    ['no Content-Length', 'Content-Type: application/json\r\n\r\n{"jsonrpc":"2.0","id":2,"method":"shutdown"}', 'a message without a Content-Length header'],
    ['a 2 GB Content-Length', 'Content-Length: 2147483648\r\n\r\n{"jsonrpc":"2.0"', `a message of 2147483648 bytes (at most ${MAX_FRAME_BYTES} are taken)`],
  ]) {
    it(`${name}: exit 1 and a line on stderr`, async () => {
      const r = await session(bad);
      expect(r.stdout).toContain('"serverInfo"');
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`ssllint lsp: the client sent ${why}; the stream cannot be read past it, so the server exits (the editor restarts it)\n`);
    }, 60_000);
  }
});

/** The server in this process, and a client talking to it. */
async function inProcess(root: string): Promise<{ client: MessageConnection; published: Map<string, { code?: string; message: string }[]>; next: () => Promise<void> }> {
  const up = new PassThrough();
  const down = new PassThrough();
  startServer(createConnection(new StreamMessageReader(up), new StreamMessageWriter(down)), () => new Date('2026-06-01T00:00:00Z'));
  const client = createMessageConnection(new StreamMessageReader(down), new StreamMessageWriter(up));
  const published = new Map<string, { code?: string; message: string }[]>();
  let wake: (() => void) | undefined;
  client.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: { code?: string; message: string }[] }) => {
    published.set(p.uri, p.diagnostics);
    wake?.();
  });
  client.listen();
  await client.sendRequest('initialize', { processId: null, rootUri: pathToFileURL(root).href, capabilities: {}, initializationOptions: { debounceMs: 0 } });
  await client.sendNotification('initialized', {});
  return { client, published, next: () => new Promise<void>((done) => (wake = done)) };
}

describe('the language server on hostile buffers', () => {
  it('does not lint a buffer over 10 MB, the bound on a file: one diagnostic says so', async () => {
    const dir = scratchDir('ssllint-lsp-big-');
    const file = join(dir, 'big.conf');
    writeFileSync(file, 'events {}\n');
    const { client, published, next } = await inProcess(dir);
    const uri = pathToFileURL(file).href;
    const text = `events {}\nhttp {\n${'    keepalive_timeout 0;\n'.repeat(11 * 1024 * 1024 / 25)}}\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(10 * 1024 * 1024);
    const seen = next();
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'nginx', version: 1, text } });
    await seen;
    expect(published.get(uri)).toEqual([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 1, source: 'ssllint', code: 'file-unreadable', message: `the buffer is larger than 10 MB (${Buffer.byteLength(text)} bytes), the bound on a configuration file: not linted (docs/input-bounds.md)` }]);
    client.dispose();
  }, 120_000);

  const noCmark = peerMissing('cmarkgfm');
  it(`hover shows config text in code spans: an add_header value makes no image, link or mention (rendered with cmark-gfm${noCmark ? `: not done, ${noCmark}` : ''})`, async () => {
    const dir = scratchDir('ssllint-lsp-hover-');
    const file = join(dir, 'nginx.conf');
    const value = '![x](https://evil.example/i.png) [click](https://evil.example) @octocat <img src=x>';
    const text = `events {}\nhttp {\n    add_header X-A "${value}";\n    server {\n        listen 443 ssl;\n        server_name "${value}";\n        add_header X-B b;\n    }\n}\n`;
    writeFileSync(file, text);
    const { client, next } = await inProcess(dir);
    const uri = pathToFileURL(file).href;
    const seen = next();
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'nginx', version: 1, text } });
    await seen;
    const hovers: string[] = [];
    for (const position of [{ line: 3, character: 4 }, { line: 6, character: 8 }]) {
      const hover = (await client.sendRequest('textDocument/hover', { textDocument: { uri }, position })) as { contents: { value: string } } | null;
      if (hover) hovers.push(hover.contents.value);
    }
    expect(hovers.join('\n')).toContain('evil.example');
    // Outside the code spans, none of the value's Markdown.
    for (const h of hovers) expect(h.replace(/(`+)(?:(?!\1)[^])*?\1/g, '')).not.toMatch(/!\[|\]\(|@octocat|<img/);
    if (!noCmark) {
      for (const h of hovers) {
        const seenTags = elements(renderGfm(h));
        expect(seenTags.img, h).toBeUndefined();
        expect(renderGfm(h).includes('href="https://evil.example'), h).toBe(false);
      }
    }
    client.dispose();
  }, 120_000);
});
