// Parses the 3.85 MB ingress-nginx config (1,016 servers) with our parser and, in the same run,
// with crossplane (the baseline), and prints MB/s for both. Then the whole lint of that file as
// a user runs it, the shipped CLI in a new process, beside `crossplane parse` of it, runs
// interleaved. Target (the developers' guide): the CLI lint takes at most 0.3 × crossplane's parse.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cliCommand } from './30-lint.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = resolve(root, 'test/corpus/kubernetes-ingress-nginx/rendered/nginx.conf');
const RUNS = 10;
const CLI_RUNS = 7;
const CLI_TARGET = 0.3;

export async function run() {
  if (!existsSync(file)) {
    console.log(`skipped: ${file} not found`);
    return;
  }
  const { parseNginx } = await import(join(root, 'dist/src/nginx/parse.js'));
  const text = readFileSync(file, 'utf8');
  const mb = Buffer.byteLength(text) / 1e6;

  parseNginx(text, file); // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    parseNginx(text, file);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`file: ${file} (${mb.toFixed(2)} MB)`);
  console.log(`ssllint parseNginx:  median ${median.toFixed(1)} ms of ${RUNS} runs  ${(mb / (median / 1000)).toFixed(1)} MB/s`);

  // Baseline: crossplane's own parse time measured inside Python (interpreter start-up excluded),
  // then the whole `crossplane parse` command as a user runs it.
  const py = spawnSync(
    'python3',
    [
      '-c',
      'import sys,time,crossplane\n' +
        't=[]\n' +
        'for _ in range(3):\n' +
        ' s=time.perf_counter(); crossplane.parse(sys.argv[1], single=True); t.append(time.perf_counter()-s)\n' +
        'print(sorted(t)[1]*1000)',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (py.status !== 0) {
    console.log(`crossplane baseline skipped: ${py.stderr.trim().split('\n').pop()}`);
    return;
  }
  const xp = Number(py.stdout.trim());
  console.log(`crossplane.parse:    median ${xp.toFixed(1)} ms of 3 runs  ${(mb / (xp / 1000)).toFixed(1)} MB/s  (ours is ${(xp / median).toFixed(1)}x faster)`);
  const t0 = performance.now();
  const cli = spawnSync('crossplane', ['parse', '--single-file', '-o', '/dev/null', file]);
  const cliMs = performance.now() - t0;
  if (!cli.error) console.log(`crossplane parse CLI: ${cliMs.toFixed(0)} ms wall, start-up included`);
  if (!cli.error) await cliLint();
}

/** Wall time of one command, in a new process. */
function timed(cmd, args) {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { ms: performance.now() - t0, r };
}

async function cliLint() {
  const tmp = mkdtempSync(join(tmpdir(), 'ssllint-bench-ingress-'));
  try {
    const cli = await cliCommand(tmp);
    const args = cli.args(file);
    const ours = [];
    const theirs = [];
    for (let i = 0; i < CLI_RUNS; i++) {
      const a = timed(process.execPath, args);
      if (a.r.status !== 0 && a.r.status !== 1) throw new Error(`ssllint failed: ${a.r.stderr}`);
      ours.push(a.ms);
      theirs.push(timed('crossplane', ['parse', '-o', '/dev/null', file]).ms);
    }
    const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const ratios = ours.map((ms, i) => ms / theirs[i]);
    const ratio = med(ratios);
    console.log(`CLI lint (${cli.label}): median ${med(ours).toFixed(0)} ms; crossplane parse CLI: median ${med(theirs).toFixed(0)} ms; ${CLI_RUNS} interleaved runs`);
    console.log(`lint/crossplane by run: ${ratios.map((x) => x.toFixed(3)).join(', ')} (median ${ratio.toFixed(3)})`);
    console.log(`\n${ratio <= CLI_TARGET ? 'PASS' : 'MISS'}  ingress-nginx: CLI lint <= ${CLI_TARGET} × crossplane parse (${ratio.toFixed(2)})`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
