// `ssllint lsp` spoken to over stdio by vscode-jsonrpc's client, as an editor would: the
// server runs as the package runs (node bin/ssllint.js lsp, from a bundle built of the sources).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPackage, type FreshPackage } from './helpers/fresh-bundle.js';

interface Diag {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code: string;
  message: string;
}

const NGINX_CONF = `events {}
http {
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:10m;
    include sites/*.conf;
}
`;
const SITE = `server {
    listen 443 ssl;
    server_name a.example;
    ssl_ciphers HIGH:!aNULL;
}
`;

let pkg: FreshPackage;
let work: string;
let child: ChildProcess;
let rpc: MessageConnection;
let stderr = '';
const published = new Map<string, Diag[][]>();
const waiters: (() => void)[] = [];

beforeAll(async () => {
  pkg = await freshPackage();
  work = mkdtempSync(join(tmpdir(), 'ssllint-lsp-'));
  mkdirSync(join(work, 'ws', 'sites'), { recursive: true });
  mkdirSync(join(work, 'ws', '.git'));
  mkdirSync(join(work, 'elsewhere'));
  writeFileSync(join(work, 'ws', 'nginx.conf'), NGINX_CONF);
  writeFileSync(join(work, 'ws', 'sites', 'a.conf'), SITE);
  writeFileSync(join(work, 'elsewhere', 'nginx.conf'), NGINX_CONF);
  // The release pinned: on a tree whose nginx is not known, `http2 on;` (1.25.1) is no safe fix (#26).
  writeFileSync(join(work, 'ws', '.ssllint.yaml'), 'nginxVersion: 1.26.3\n');
  child = spawn(process.execPath, [pkg.bin, 'lsp', '--stdio'], { cwd: work, env: { ...process.env, XDG_CACHE_HOME: join(work, 'cache') }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stderr!.on('data', (b) => (stderr += b));
  rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  rpc.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Diag[] }) => {
    let list = published.get(p.uri);
    if (!list) published.set(p.uri, (list = []));
    list.push(p.diagnostics);
    for (const w of waiters.splice(0)) w();
  });
  rpc.listen();
  const init = (await rpc.sendRequest('initialize', {
    processId: process.pid,
    rootUri: uri('ws'),
    workspaceFolders: [{ uri: uri('ws'), name: 'ws' }],
    capabilities: {},
    initializationOptions: { debounceMs: 20 },
  })) as { capabilities: Record<string, unknown>; serverInfo: { name: string } };
  expect(init.serverInfo.name).toBe('ssllint');
  expect(init.capabilities.hoverProvider).toBe(true);
  await rpc.sendNotification('initialized', {});
}, 120_000);

afterAll(async () => {
  if (rpc) {
    await rpc.sendRequest('shutdown').catch(() => undefined);
    await rpc.sendNotification('exit').catch(() => undefined);
    rpc.dispose();
  }
  await new Promise((r) => (child?.exitCode !== null ? r(undefined) : child.once('exit', r)));
  rmSync(work, { recursive: true, force: true });
  rmSync(pkg.dir, { recursive: true, force: true });
});

function uri(rel: string): string {
  return pathToFileURL(join(work, rel)).href;
}

/** The next diagnostics published for `u` after `count` earlier ones. */
async function diagnosticsAfter(u: string, count: number): Promise<Diag[]> {
  const deadline = Date.now() + 20_000;
  while ((published.get(u)?.length ?? 0) <= count) {
    if (Date.now() > deadline) throw new Error(`no diagnostics for ${u}; stderr: ${stderr}`);
    await new Promise<void>((r) => {
      waiters.push(r);
      setTimeout(r, 200);
    });
  }
  const list = published.get(u)!;
  return list[list.length - 1];
}
/** Whether the diagnostics last published for `u` come to satisfy `holds` within 20 s (earlier lints may still be publishing). */
async function settled(u: string, holds: (ds: Diag[]) => boolean): Promise<boolean> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = published.get(u);
    if (list?.length && holds(list[list.length - 1])) return true;
    if (Date.now() > deadline) return false;
    await new Promise<void>((r) => {
      waiters.push(r);
      setTimeout(r, 200);
    });
  }
}
const seen = (u: string) => published.get(u)?.length ?? 0;
const brief = (ds: Diag[]) => ds.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`).sort();

let version = 1;
function open(rel: string, text: string): void {
  void rpc.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(rel), languageId: 'nginx', version: version++, text } });
}
function change(rel: string, text: string): void {
  void rpc.sendNotification('textDocument/didChange', { textDocument: { uri: uri(rel), version: version++ }, contentChanges: [{ text }] });
}

describe('ssllint lsp over stdio', () => {
  it('publishes the findings of an opened site file judged in the tree that includes it', async () => {
    const site = uri('ws/sites/a.conf');
    open('ws/sites/a.conf', SITE);
    const ds = await diagnosticsAfter(site, 0);
    // The session cache is set in http {} of nginx.conf: judged alone, session-cache-missing would be reported.
    expect(brief(ds)).toEqual([
      '1:1 hsts-missing',
      '1:1 http2-disabled',
      '4:5 cipher-3des',
      '4:5 cipher-cbc',
      '4:5 cipher-no-forward-secrecy',
      '4:5 cipher-slow',
      '4:5 server-cipher-preference',
    ]);
    const fs = ds.find((d) => d.code === 'cipher-no-forward-secrecy')!;
    expect(fs.severity).toBe(2);
    expect(fs.range.end).toEqual({ line: 3, character: 28 });
  });

  it('lints the unsaved buffer on change, and another open buffer of the tree counts', async () => {
    const site = uri('ws/sites/a.conf');
    let n = seen(site);
    change('ws/sites/a.conf', SITE.replace('    ssl_ciphers HIGH:!aNULL;\n', '    ssl_protocols SSLv3 TLSv1.2;\n'));
    let ds = await diagnosticsAfter(site, n);
    expect(brief(ds).filter((d) => d.startsWith('4:'))).toEqual(['4:5 protocol-no-tls13', '4:5 protocol-sslv3']);
    // nginx.conf opened with its session cache taken out, unsaved: the site now misses it.
    n = seen(site);
    open('ws/nginx.conf', NGINX_CONF.replace('    ssl_session_cache shared:SSL:10m;\n', ''));
    ds = await diagnosticsAfter(site, n);
    expect(brief(ds)).toContain('1:1 session-cache-missing');
    n = seen(site);
    change('ws/nginx.conf', NGINX_CONF);
    ds = await diagnosticsAfter(site, n);
    expect(brief(ds)).not.toContain('1:1 session-cache-missing');
    n = seen(site);
    change('ws/sites/a.conf', SITE);
    await diagnosticsAfter(site, n);
  });

  it('offers each fix as a quick fix, safe ones preferred and risky ones labelled, and fix-all-safe', async () => {
    // Invoked by the user (the light bulb's menu): without resolveSupport, fix-all comes whole then (a cursor move does not compute it).
    const actions = (await rpc.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uri('ws/sites/a.conf') },
      range: { start: { line: 3, character: 4 }, end: { line: 3, character: 4 } },
      context: { diagnostics: [], triggerKind: 1 },
    })) as { title: string; kind: string; isPreferred?: boolean; edit: { changes: Record<string, { range: Diag['range']; newText: string }[]> } }[];
    const ciphers = actions.find((a) => a.title.includes('cipher-no-forward-secrecy'))!;
    expect(ciphers.title).toMatch(/^Fix \(risky/);
    expect(ciphers.isPreferred).toBeUndefined();
    const edit = ciphers.edit.changes[uri('ws/sites/a.conf')][0];
    expect(edit.range.start.line).toBe(3);
    expect(edit.newText).toContain('ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:');
    const prefer = actions.find((a) => a.title.includes('server-cipher-preference'))!;
    expect(prefer.kind).toBe('quickfix');
    const all = actions.find((a) => a.kind === 'source.fixAll.ssllint')!;
    const fixed = all.edit.changes[uri('ws/sites/a.conf')][0].newText;
    expect(fixed).toContain('http2 on;');
    // A risky fix stays out of "fix all safe".
    expect(fixed).toContain('ssl_ciphers HIGH:!aNULL;');
    const safe = actions.filter((a) => a.isPreferred).map((a) => a.title);
    expect(safe.some((t) => t.includes('http2-disabled'))).toBe(false); // not on line 4
    const line1 = (await rpc.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uri('ws/sites/a.conf') },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['quickfix'] },
    })) as { title: string; isPreferred?: boolean; kind: string }[];
    const http2 = line1.find((a) => a.title.includes('http2-disabled'))!;
    expect(http2.isPreferred).toBe(true);
    expect(line1.every((a) => a.kind === 'quickfix')).toBe(true);
  });

  it('shows the rule page on hover over a finding', async () => {
    const hover = (await rpc.sendRequest('textDocument/hover', { textDocument: { uri: uri('ws/sites/a.conf') }, position: { line: 3, character: 10 } })) as { contents: { kind: string; value: string } };
    expect(hover.contents.kind).toBe('markdown');
    expect(hover.contents.value).toContain('# cipher-no-forward-secrecy');
    expect(hover.contents.value).toContain('## Why it matters');
    const none = await rpc.sendRequest('textDocument/hover', { textDocument: { uri: uri('ws/sites/a.conf') }, position: { line: 2, character: 6 } });
    expect(none).toBeNull();
  });

  it('reports a broken buffer as a syntax error and keeps serving', async () => {
    const site = uri('ws/sites/a.conf');
    let n = seen(site);
    change('ws/sites/a.conf', 'server {\n    listen 443 ssl;\n    ssl_ciphers "HIGH;\n');
    const ds = await diagnosticsAfter(site, n);
    expect(ds.some((d) => d.code === 'syntax-error')).toBe(true);
    n = seen(site);
    change('ws/sites/a.conf', '\u0000\uffff{{{;;;}}}}\n');
    await diagnosticsAfter(site, n);
    n = seen(site);
    change('ws/sites/a.conf', SITE);
    expect(brief(await diagnosticsAfter(site, n))).toContain('4:5 cipher-no-forward-secrecy');
    expect(child.exitCode).toBeNull();
  });

  it('lints a buffer whose file is not saved yet', async () => {
    const fresh = uri('ws/sites/new.conf');
    open('ws/sites/new.conf', 'server {\n    listen 443 ssl;\n    ssl_protocols TLSv1.2 SSLv3;\n}\n');
    expect(brief(await diagnosticsAfter(fresh, 0))).toContain('3:5 protocol-sslv3');
  });

  it('answers a request about a file outside the workspace with an error', async () => {
    open('elsewhere/nginx.conf', NGINX_CONF);
    await expect(rpc.sendRequest('textDocument/hover', { textDocument: { uri: uri('elsewhere/nginx.conf') }, position: { line: 2, character: 6 } })).rejects.toMatchObject({
      code: -32803,
      message: expect.stringContaining('outside the workspace'),
    });
    const hover = await rpc.sendRequest('textDocument/hover', { textDocument: { uri: uri('ws/sites/a.conf') }, position: { line: 3, character: 10 } });
    expect(hover).not.toBeNull();
  });

  it('reloads .ssllint.yaml when it changes', async () => {
    const site = uri('ws/sites/a.conf');
    const n = seen(site);
    writeFileSync(join(work, 'ws', '.ssllint.yaml'), 'rules:\n  cipher-cbc: off\n');
    void rpc.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri('ws/.ssllint.yaml'), type: 1 }] });
    const ds = await diagnosticsAfter(site, n);
    expect(brief(ds)).not.toContain('4:5 cipher-cbc');
    expect(brief(ds)).toContain('4:5 cipher-slow');
  });
  it('judges each open buffer anew when another one changes what its servers get', async () => {
    // Only site files open (nginx.conf closed): the lint is narrowed to their servers (src/focus.ts),
    // and a redirect-less port-80 server in one answers for a TLS name in the other.
    void rpc.sendNotification('textDocument/didClose', { textDocument: { uri: uri('ws/nginx.conf') } });
    const tls = 'server {\n    listen 443 ssl;\n    server_name b.example;\n}\n';
    const plain = 'server {\n    listen 80;\n    server_name b.example;\n    root /srv/b;\n}\n';
    writeFileSync(join(work, 'ws', 'sites', 'b.conf'), tls);
    writeFileSync(join(work, 'ws', 'sites', 'c.conf'), plain);
    const c = uri('ws/sites/c.conf');
    open('ws/sites/b.conf', tls);
    open('ws/sites/c.conf', plain);
    // c's server is also the default one on port 80: it answers a.example (a.conf) as well.
    const names = (ds: Diag[]) => ds.find((d) => d.code === 'https-redirect-missing')?.message.split(' are served')[0].split(' is served')[0];
    expect(await settled(c, (ds) => names(ds) === 'a.example, b.example')).toBe(true);
    // b now answers its own name on port 80, redirecting: c answers only a.example there.
    change('ws/sites/b.conf', tls.replace('listen 443 ssl;', 'listen 443 ssl;\n    listen 80;\n    return 301 https://$host$request_uri;'));
    expect(await settled(c, (ds) => names(ds) === 'a.example')).toBe(true);
  });

});

describe('ssllint lsp with a client that resolves code actions', () => {
  it('offers "fix all safe" without its edit, and resolves it to the verified edit', async () => {
    // The client says it can fill in an edit later (codeAction/resolve): the whole-tree check
    // of "fix all" is not run at every cursor move. The release pinned again, so that `http2 on;` is safe.
    writeFileSync(join(work, 'ws', '.ssllint.yaml'), 'nginxVersion: 1.26.3\n');
    const server = spawn(process.execPath, [pkg.bin, 'lsp', '--stdio'], { cwd: work, env: { ...process.env, XDG_CACHE_HOME: join(work, 'cache') }, stdio: ['pipe', 'pipe', 'pipe'] });
    const client = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    const site = uri('ws/sites/a.conf');
    const linted = new Promise<void>((r) => client.onNotification('textDocument/publishDiagnostics', (p: { uri: string }) => {
      if (p.uri === site) r();
    }));
    client.listen();
    try {
      await client.sendRequest('initialize', {
        processId: process.pid,
        rootUri: uri('ws'),
        workspaceFolders: [{ uri: uri('ws'), name: 'ws' }],
        capabilities: { textDocument: { codeAction: { resolveSupport: { properties: ['edit'] } } } },
        initializationOptions: { debounceMs: 0 },
      });
      await client.sendNotification('initialized', {});
      await client.sendNotification('textDocument/didOpen', { textDocument: { uri: site, languageId: 'nginx', version: 1, text: SITE } });
      await linted;
      const actions = (await client.sendRequest('textDocument/codeAction', {
        textDocument: { uri: site },
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        context: { diagnostics: [], only: ['source.fixAll.ssllint'] },
      })) as { title: string; kind: string; edit?: unknown; data?: unknown }[];
      expect(actions.map((a) => [a.kind, a.edit])).toEqual([['source.fixAll.ssllint', undefined]]);
      const resolved = (await client.sendRequest('codeAction/resolve', actions[0])) as { edit: { changes: Record<string, { newText: string }[]> } };
      const fixed = resolved.edit.changes[site][0].newText;
      expect(fixed).toContain('http2 on;');
      expect(fixed).toContain('ssl_ciphers HIGH:!aNULL;');
      // Offered for one version of the buffer, resolved after another: no edit for other text.
      await client.sendNotification('textDocument/didChange', { textDocument: { uri: site, version: 2 }, contentChanges: [{ text: SITE.replace('a.example', 'b.example') }] });
      const stale = (await client.sendRequest('codeAction/resolve', actions[0])) as { edit?: unknown };
      expect(stale.edit).toBeUndefined();
    } finally {
      await client.sendRequest('shutdown').catch(() => undefined);
      await client.sendNotification('exit').catch(() => undefined);
      client.dispose();
      await new Promise((r) => (server.exitCode !== null ? r(undefined) : server.once('exit', r)));
    }
  });
});
