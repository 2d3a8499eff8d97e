// `ssllint lsp`: from a didChange of one site file in a tree of 1,000 nginx servers (30-lint.mjs's
// generated tree, a file per server behind `include conf.d/*.conf`) to the publishDiagnostics
// for that version, the server running as shipped (node bin/ssllint.js lsp, from a bundle built
// of the sources) and spoken to over stdio by vscode-jsonrpc. The debounce is set to 0 so that
// the figure is the server's work (an editor adds the debounce, 150 ms by default, on top).
// Each edit toggles one directive of the buffer, unsaved; the tree is read and modelled again,
// the per-server rules run on the open buffer's servers (src/focus.ts, docs/editors.md).
// LSP_PROF=DIR writes the server's CPU profile there (node --cpu-prof).
// Target (issue #31): median <= 200 ms on this machine. Baseline, same run: lint() of the same
// tree in process, the floor the server stands on.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { generate } from './30-lint.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EDITS = Number(process.env.SSLLINT_BENCH_RUNS ?? 15);
const TARGET_MS = 200;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function run() {
  const tmp = mkdtempSync(join(tmpdir(), 'ssllint-bench-lsp-'));
  try {
    const tree = generate(join(tmp, 'tree'), 'nginx', 1_000);
    const pkg = join(tmp, 'pkg');
    mkdirSync(join(pkg, 'bin'), { recursive: true });
    for (const f of ['ssllint.js', 'package.json']) copyFileSync(join(repo, 'bin', f), join(pkg, 'bin', f));
    copyFileSync(join(repo, 'package.json'), join(pkg, 'package.json'));
    const { bundle } = await import(pathToFileURL(join(repo, 'scripts', 'bundle.mjs')).href);
    await bundle(join(pkg, 'dist-bundle'));

    const child = spawn(process.execPath, [...(process.env.LSP_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.LSP_PROF] : []), join(pkg, 'bin', 'ssllint.js'), 'lsp'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, XDG_CACHE_HOME: join(tmp, 'cache') } });
    const rpc = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const file = join(tree.dir, 'conf.d', 'server-00500.conf');
    const uri = pathToFileURL(file).href;
    const root = pathToFileURL(tree.dir).href;
    let wanted = -1;
    let arrived;
    rpc.onNotification('textDocument/publishDiagnostics', (p) => {
      if (p.uri === uri && p.version === wanted) arrived?.(p.diagnostics.length);
    });
    rpc.listen();
    await rpc.sendRequest('initialize', { processId: process.pid, rootUri: root, workspaceFolders: [{ uri: root, name: 'tree' }], capabilities: {}, initializationOptions: { debounceMs: 0 } });
    await rpc.sendNotification('initialized', {});
    const text = readFileSync(file, 'utf8');
    const edited = text.replace(/ssl_prefer_server_ciphers (on|off);/, (_, v) => `ssl_prefer_server_ciphers ${v === 'on' ? 'off' : 'on'};`);
    const next = (version) => new Promise((resolve) => ((wanted = version), (arrived = resolve)));
    let version = 1;
    let got = next(version);
    const t0 = performance.now();
    await rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'nginx', version, text } });
    const firstCount = await got;
    const open = performance.now() - t0;
    const times = [];
    const counts = new Set();
    for (let i = 0; i < EDITS; i++) {
      version++;
      got = next(version);
      const t = performance.now();
      await rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text: i % 2 ? text : edited }] });
      counts.add(await got);
      times.push(performance.now() - t);
    }
    await rpc.sendRequest('shutdown');
    await rpc.sendNotification('exit');
    rpc.dispose();

    // The floor: the CLI's lint of the same tree, in a process of its own each time.
    const { runLintOnce } = await inProcess(pkg, tree.main);
    const inproc = [];
    for (let i = 0; i < 5; i++) inproc.push(await runLintOnce());

    const m = median(times);
    console.log(`tree: ${tree.servers} nginx servers, ${tree.files} files, ${(tree.bytes / 1e6).toFixed(2)} MB; edited ${file.slice(tree.dir.length + 1)} (${firstCount} diagnostics on open, ${[...counts].join('/')} after edits)`);
    console.log(`didOpen -> publishDiagnostics (first lint, cold): ${open.toFixed(0)} ms`);
    console.log(`didChange -> publishDiagnostics over ${EDITS} edits: median ${m.toFixed(0)} ms, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}  target <= ${TARGET_MS} ms: ${m <= TARGET_MS ? 'PASS' : 'MISS'}`);
    console.log(`baseline, CLI lint of the same tree (new process, json to /dev/null): median ${median(inproc).toFixed(0)} ms of ${inproc.length}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function inProcess(pkg, main) {
  return {
    runLintOnce: () =>
      new Promise((resolve) => {
        const t = performance.now();
        const c = spawn(process.execPath, [join(pkg, 'bin', 'ssllint.js'), main, '--format', 'json', '-o', '/dev/null', '--no-config'], { stdio: 'ignore' });
        c.on('exit', () => resolve(performance.now() - t));
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
