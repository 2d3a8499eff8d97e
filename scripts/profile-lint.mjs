// Where a large lint spends its memory and its garbage collection, for work on the throughput
// issue: wall times on a shared machine wander, but what a lint allocates and what the
// collector does with it do not.
//
//   npm run build && node scripts/profile-lint.mjs [nginx|apache] [servers]
//
// Generates the bench's tree (scripts/bench/30-lint.mjs), lints it once to warm up, then once
// more under V8's sampling heap profiler with collected objects kept in the samples (so it
// counts what was allocated, not what survived), and prints the functions that allocated the
// most, with builtins charged to the function that called them; then the number of
// scavenges and mark-compacts and their pause times for that one lint; last, what stays
// alive: the parsed tree alone and the whole lint result, each measured after a full
// collection (these two figures repeat to the megabyte from run to run).
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generate, lintOptions } from './bench/30-lint.mjs';

const dialect = process.argv[2] ?? 'nginx';
const servers = Number(process.argv[3] ?? 10_000);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => pathToFileURL(join(repo, 'dist', p)).href;
const { lint } = await import(dist('src/lint.js'));
const { RULES } = await import(dist('rules/index.js'));
const { loadPaths } = await import(dist('src/load/load.js'));

// A full collection on demand, without asking the caller for --expose-gc.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
/** Bytes still reachable from what build() returns, after a full collection. */
function retained(build) {
  collect();
  const before = process.memoryUsage().heapUsed;
  let kept = build();
  collect();
  const bytes = process.memoryUsage().heapUsed - before;
  kept = undefined;
  return bytes;
}

const tmp = mkdtempSync(join(tmpdir(), 'ssllint-profile-'));
try {
  const tree = generate(join(tmp, dialect), dialect, servers);
  lint(lintOptions(tree.dir), RULES);

  const pauses = new Map();
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = e.detail?.kind === 1 ? 'scavenge' : e.detail?.kind === 4 ? 'mark-compact' : 'other';
      const [n, ms] = pauses.get(kind) ?? [0, 0];
      pauses.set(kind, [n + 1, ms + e.duration]);
    }
  });
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  observer.observe({ entryTypes: ['gc'] });
  const t0 = performance.now();
  const result = lint(lintOptions(tree.dir), RULES);
  const ms = performance.now() - t0;
  const { profile } = await session.post('HeapProfiler.stopSampling');
  await new Promise((r) => setTimeout(r, 50)); // let the last gc entries arrive
  observer.disconnect();

  const bySite = new Map();
  let total = 0;
  const walk = (node, owner) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const here = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    const key = url === '' && owner ? `${owner} <${functionName}>` : here;
    total += node.selfSize;
    bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, url ? here : owner);
  };
  walk(profile.head, undefined);

  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  console.log(`${dialect} ${servers} servers: ${result.findings.length} findings, lint ${ms.toFixed(0)} ms under the profiler, ${mb(total)} MB allocated`);
  for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${mb(bytes).padStart(8)} MB  ${site}`);
  for (const [kind, [n, pause]] of pauses) console.log(`${kind}: ${n}, ${pause.toFixed(0)} ms paused`);
  const treeBytes = retained(() => loadPaths([tree.dir]));
  const resultBytes = retained(() => lint(lintOptions(tree.dir), RULES));
  console.log(`retained: parsed tree ${mb(treeBytes)} MB; lint result (tree, models, findings) ${mb(resultBytes)} MB`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
