// Start-up cost of the shipped CLI (bin/ssllint.js → dist-bundle/), beside `node -e 0`
// measured in the same run: `ssllint --version`, and a lint of each small sample tree. The
// unbundled tsc output (dist/) is timed too, to show what the bundle saves.
// Target (the developers' guide): linting a small tree warm costs at most 1.9 × `node -e 0`,
// median of the runs (the earlier 1.5× target is retired).
// Runs are interleaved, so a machine that gets busier part-way slows every command alike.
//
// Every command, `node -e 0` included, runs without NODE_EXTRA_CA_CERTS: Node 18 and 20 read
// that file while starting (Node 22 on, only when a TLS connection needs it), which adds the
// same ~100 ms to every command and so flatters every ratio. A CI runner or a server that
// runs ssllint has no such variable; a developer's machine behind a proxy often has.
//
// The bundle keeps V8's compiled code between runs (src/cli/code-cache.ts), so each command
// is timed twice: cold, with the cache turned off (what the first run after an install or
// upgrade costs), and warm, from a cache in a temporary directory that the first, untimed
// run of each command fills (what every later run costs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.SSLLINT_BENCH_RUNS ?? 21);
const TARGET = 1.9;

// See the top: the same environment for every command, less the variable that skews them.
const BASE_ENV = { ...process.env };
delete BASE_ENV.NODE_EXTRA_CA_CERTS;

const bin = join(repo, 'bin', 'ssllint.js');
const nginx = join(repo, 'fixtures', 'sample', 'nginx');
const apache = join(repo, 'fixtures', 'sample', 'apache');
const distMain = pathToFileURL(join(repo, 'dist', 'src', 'cli', 'main.js')).href;
const viaDist = (args) => ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(distMain)}); process.exitCode = await main(${JSON.stringify(args)});`];

function commands(cacheHome) {
  const cold = { SSLLINT_NO_CODE_CACHE: '1' };
  const warm = { SSLLINT_NO_CODE_CACHE: '', NODE_DISABLE_COMPILE_CACHE: '', XDG_CACHE_HOME: cacheHome };
  const list = [{ name: 'node -e 0', args: ['-e', '0'], baseline: true }];
  for (const [label, env] of [['cold', cold], ['warm', warm]]) {
    list.push({ name: `ssllint --version (${label})`, args: [bin, '--version'], env });
    list.push({ name: `ssllint fixtures/sample/nginx (${label})`, args: [bin, nginx, '--no-color'], env, lint: label === 'warm' });
    list.push({ name: `ssllint fixtures/sample/apache (${label})`, args: [bin, apache, '--no-color'], env, lint: label === 'warm' });
  }
  if (existsSync(new URL(distMain))) {
    list.push({ name: 'dist/ (unbundled) --version', args: viaDist(['--version']) });
    list.push({ name: 'dist/ (unbundled) sample/nginx', args: viaDist([nginx, '--no-color']) });
  }
  return list;
}

function once(c) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, c.args, { cwd: repo, env: { ...BASE_ENV, ...c.env }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  // Exit 1 is a lint with findings; anything on stderr means it did not run as measured.
  if ((r.status !== 0 && r.status !== 1) || r.stderr) throw new Error(`${c.args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function run() {
  const cacheHome = mkdtempSync(join(tmpdir(), 'ssllint-bench-cache-'));
  try {
    const list = commands(cacheHome);
    for (const c of list) once(c); // warm the file cache, and fill the code cache of the warm runs
    const times = new Map(list.map((c) => [c.name, []]));
    for (let i = 0; i < RUNS; i++) for (const c of list) times.get(c.name).push(once(c));

    const base = median(times.get('node -e 0'));
    const caCerts = `every command without NODE_EXTRA_CA_CERTS${process.env.NODE_EXTRA_CA_CERTS ? ' (set here, and unset for them)' : ''}`;
    console.log(`Node ${process.version}, ${RUNS} interleaved runs each, ${caCerts}; wall time (median, min, ssllint's own share):`);
    const width = Math.max(...list.map((c) => c.name.length));
    for (const c of list) {
      const t = times.get(c.name);
      const m = median(t);
      const ratio = m / base;
      const verdict = c.lint ? (ratio <= TARGET ? `  within ${TARGET}×` : `  over the ${TARGET}× target`) : '';
      const own = c.baseline ? '' : `  +${(m - base).toFixed(1)} ms`;
      console.log(`  ${c.name.padEnd(width)}  ${m.toFixed(1).padStart(7)} ms  ${Math.min(...t).toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)}× node -e 0${own}${verdict}`);
    }
  } finally {
    rmSync(cacheHome, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
