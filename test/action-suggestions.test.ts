// `suggest-fixes: true` in the Action: the review it posts, checked at a fake GitHub API on
// 127.0.0.1 (the requests' paths, headers and bodies), and what it does outside a pull request.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runAction } from '../src/action/run.js';
import { suggestionBlock } from '../src/action/suggestions.js';
import { writeTree } from './helpers/fix.js';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body?: unknown;
}

let server: Server;
let api = '';
const seen: Seen[] = [];
let patches: Record<string, string> = {};

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : undefined });
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && req.url?.startsWith('/repos/octo/site/pulls/7/files')) {
      res.end(JSON.stringify(Object.entries(patches).map(([filename, patch]) => ({ filename, patch }))));
    } else if (req.method === 'POST' && req.url === '/repos/octo/site/pulls/7/reviews') {
      res.end(JSON.stringify({ id: 1 }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address() as { port: number };
  api = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const CONF = [
  'events {}',
  'http {',
  '    keepalive_timeout 0;',
  '    server {',
  '        listen 443 ssl;',
  '        ssl_protocols TLSv1 TLSv1.2;',
  '    }',
  '}',
  '',
].join('\n');

async function action(ws: string, extra: Record<string, string>): Promise<{ code: number; stdout: string }> {
  const temp = writeTree({ out: '', summary: '', 'event.json': JSON.stringify({ pull_request: { number: 7, head: { sha: 'abc123' } } }) });
  let stdout = '';
  const code = await runAction({
    stdout: (t) => void (stdout += t),
    cwd: ws,
    now: () => new Date('2026-06-01T00:00:00Z'),
    env: {
      'INPUT_PATHS': '.',
      'INPUT_FAIL-LEVEL': 'error',
      'INPUT_FORMAT': 'unix',
      'INPUT_ANNOTATIONS': 'false',
      'INPUT_GITHUB-TOKEN': 'secret-token',
      GITHUB_WORKSPACE: ws,
      GITHUB_REPOSITORY: 'octo/site',
      GITHUB_API_URL: api,
      GITHUB_EVENT_PATH: join(temp, 'event.json'),
      GITHUB_OUTPUT: join(temp, 'out'),
      GITHUB_STEP_SUMMARY: join(temp, 'summary'),
      RUNNER_TEMP: temp,
      ...extra,
    },
  });
  return { code, stdout };
}

describe('Action suggest-fixes', () => {
  it('posts one review with a suggestion per changed run of lines, on lines the pull request shows', async () => {
    const ws = writeTree({ 'nginx.conf': CONF });
    // The pull request shows lines 1-3 of nginx.conf only: the protocol line's suggestion cannot go there.
    patches = { 'nginx.conf': '@@ -1,3 +1,3 @@\n events {}\n http {\n-    keepalive_timeout 30;\n+    keepalive_timeout 0;' };
    seen.length = 0;
    const r = await action(ws, { 'INPUT_SUGGEST-FIXES': 'true' });
    expect(r.stdout).toContain('suggest-fixes: posted 1 suggestion, 1 not on lines this pull request changes\n');
    expect(seen.map((s) => `${s.method} ${s.url} ${s.authorization}`)).toEqual(['GET /repos/octo/site/pulls/7/files?per_page=100&page=1 Bearer secret-token', 'POST /repos/octo/site/pulls/7/reviews Bearer secret-token']);
    expect(seen[1].body).toEqual({
      commit_id: 'abc123',
      event: 'COMMENT',
      body: 'ssllint suggests 1 fix.',
      comments: [{ path: 'nginx.conf', line: 3, side: 'RIGHT', body: 'ssllint suggests:\n- **keepalive-disabled**: `keep connections open between requests`\n\n```suggestion\n    keepalive_timeout 65s;\n```\n' }],
    });
  });

  it('a suggestion that adds lines takes the line they follow along; risky fixes say so', async () => {
    const ws = writeTree({ 'nginx.conf': CONF, '.ssllint.json': '{"rules": {"keepalive-disabled": "off", "cipher-3des": "off", "cipher-cbc": "off", "cipher-no-forward-secrecy": "off", "cipher-slow": "off", "hsts-missing": "off", "http2-disabled": "off", "ocsp-stapling-missing": "off", "session-cache-missing": "off"}}' });
    patches = { 'nginx.conf': '@@ -0,0 +1,8 @@\n+events {}' };
    seen.length = 0;
    const r = await action(ws, { 'INPUT_SUGGEST-FIXES': 'true', 'INPUT_CONFIG': join(ws, '.ssllint.json') });
    expect(r.stdout).toContain('suggest-fixes: posted 1 suggestion\n');
    const body = seen[1].body as { comments: unknown[] };
    expect(body.comments).toEqual([
      {
        path: 'nginx.conf',
        line: 6,
        side: 'RIGHT',
        body: [
          'ssllint suggests:',
          '- **protocol-no-tls13**: `add TLS 1.3`',
          '- **protocol-tls10-tls11**: `enable only TLS 1.2 and TLS 1.3`',
          "- **server-cipher-preference**: `enforce the server's order (Mozilla 6.0 intermediate ordered for x86-aesni: cheapest first on x86-aesni: AES-128-GCM 1x, AES-256-GCM 1.4x, ChaCha20-Poly1305 1.6x per byte)`",
          // nginx rotates ticket keys only with a shared cache (a safe fix, merged into the same suggestion).
          '- **session-ticket-key-rotation**: `use a shared session cache (nginx then rotates ticket keys), or switch tickets off`',
          '',
          'A risky fix: it changes what clients can negotiate or promise; check the clients this server must serve.',
          '',
          '```suggestion',
          '        ssl_protocols TLSv1.2 TLSv1.3;',
          '        ssl_prefer_server_ciphers on;',
          '        ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
          '        ssl_session_cache shared:SSL:10m;',
          '```',
          '',
        ].join('\n'),
      },
    ]);
  });

  it('is off by default, and outside a pull request posts nothing', async () => {
    const ws = writeTree({ 'nginx.conf': CONF });
    seen.length = 0;
    const off = await action(ws, {});
    expect(off.stdout).not.toContain('suggest-fixes');
    const event = writeTree({ 'push.json': JSON.stringify({ ref: 'refs/heads/main' }) });
    const push = await action(ws, { 'INPUT_SUGGEST-FIXES': 'true', GITHUB_EVENT_PATH: join(event, 'push.json') });
    expect(push.stdout).toContain('suggest-fixes: not a pull_request event; no suggestions posted\n');
    expect(seen).toEqual([]);
  });
});

// Issue 35 item 10: the review comment cannot be broken out of. A comment on the fixed line that
// holds a lone CR closed the ```suggestion block (only CRLF was normalised), and the bot posted
// an image, an @mention and "reviewed, safe to merge" under its own name.
describe('Action suggest-fixes on a hostile pull request', () => {
  const BREAKOUT = '\r```\r![pwned](https://evil.example/x.png) @octocat reviewed, safe to merge\r```';
  const shows = { 'nginx.conf': '@@ -1,3 +1,3 @@\n events {}\n http {\n-    keepalive_timeout 30;\n+    keepalive_timeout 0;' };

  it('a lone CR in the fixed line: the suggestion is left out, and the log says why', async () => {
    const ws = writeTree({ 'nginx.conf': CONF.replace('keepalive_timeout 0;', `keepalive_timeout 0; # ${BREAKOUT}`) });
    patches = shows;
    seen.length = 0;
    const r = await action(ws, { 'INPUT_SUGGEST-FIXES': 'true' });
    expect(r.stdout).toContain('suggest-fixes: none of the 1 suggestions falls on lines this pull request changes; 1 suggestion left out: the lines hold a character a review comment cannot carry as it is (a lone carriage return, a control or bidirectional character)\n');
    const posted = JSON.stringify(seen.map((s) => s.body));
    expect(posted).not.toContain('safe to merge');
  });

  it('backticks in the fixed line: a longer fence, and the lines come back whole from Markdown', async () => {
    const ws = writeTree({ 'nginx.conf': CONF.replace('keepalive_timeout 0;', 'keepalive_timeout 0; # ``` ```` ~~~ @octocat') });
    patches = shows;
    seen.length = 0;
    const r = await action(ws, { 'INPUT_SUGGEST-FIXES': 'true' });
    expect(r.stdout).toContain('suggest-fixes: posted 1 suggestion, 1 not on lines this pull request changes\n');
    const body = (seen[1].body as { comments: { body: string }[] }).comments[0].body;
    expect(body).toBe('ssllint suggests:\n- **keepalive-disabled**: `keep connections open between requests`\n\n`````suggestion\n    keepalive_timeout 65s; # ``` ```` ~~~ @octocat\n`````\n');
  });

  it('a CRLF file: its line endings are the lines\' own, the suggestion posted', async () => {
    const ws = writeTree({ 'nginx.conf': CONF.replace(/\n/g, '\r\n') });
    patches = shows;
    seen.length = 0;
    const r = await action(ws, { 'INPUT_SUGGEST-FIXES': 'true' });
    expect(r.stdout).toContain('suggest-fixes: posted 1 suggestion');
    expect((seen[1].body as { comments: { body: string }[] }).comments[0].body).toContain('```suggestion\n    keepalive_timeout 65s;\n```\n');
  });
});

describe('suggestionBlock', () => {
  // Any lines (text ending in LF), as a pull request can write them.
  const PIECES = ['`', '``', '```', '````', '~~~', ' ', '    ', '\t', '\r', '\r\n', '\u2028', '\u202e', '\x00', '\x1b[31m', 'a', '@octocat', '![x](y)', '<b>', '\\'];
  const lines = fc.array(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => `${p.join('')}\n`), { minLength: 1, maxLength: 4 }).map((l) => l.join(''));

  it('gives a block Markdown reads back as exactly the lines, or none', () => {
    fc.assert(
      fc.property(lines, (text) => {
        const block = suggestionBlock(text);
        if (block === undefined) {
          expect(/[\x00-\x08\x0b-\x1f\u2028\u202e]/.test(text.replace(/\r\n/g, '\n'))).toBe(true);
          return;
        }
        // CommonMark's reading of the block: the body between the opening and the closing fence.
        const [open, ...rest] = block.split('\n');
        const fence = /^`+/.exec(open)![0];
        expect(fence.length).toBeGreaterThan(Math.max(2, ...(text.match(/`+/g) ?? ['']).map((r) => r.length)));
        expect(rest.slice(0, -2).join('\n') + '\n').toBe(text.replace(/\r\n/g, '\n'));
        expect(rest.slice(-2)).toEqual([fence, '']);
        for (const line of rest.slice(0, -2)) expect(/^ {0,3}`+[ \t]*$/.test(line) && line.trim().length >= fence.length).toBe(false);
      }),
    );
  });
});

