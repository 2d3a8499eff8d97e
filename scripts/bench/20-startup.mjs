// Start-up cost of the shipped CLI (bin/ssllint.js → dist-bundle/), beside `node -e 0`
// measured in the same run: `ssllint --version`, and a lint of each small sample tree. The
// unbundled tsc output (dist/) is timed too, to show what the bundle saves.
// Target (issue 7): linting a small tree costs at most 1.5 × `node -e 0`, median of the runs.
// Runs are interleaved, so a machine that gets busier part-way slows every command alike.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.SSLLINT_BENCH_RUNS ?? 21);
const TARGET = 1.5;

const bin = join(repo, 'bin', 'ssllint.js');
const nginx = join(repo, 'fixtures', 'sample', 'nginx');
const apache = join(repo, 'fixtures', 'sample', 'apache');
const distMain = pathToFileURL(join(repo, 'dist', 'src', 'cli', 'main.js')).href;
const viaDist = (args) => ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(distMain)}); process.exitCode = await main(${JSON.stringify(args)});`];

const COMMANDS = [
  { name: 'node -e 0', args: ['-e', '0'], baseline: true },
  { name: 'ssllint --version', args: [bin, '--version'] },
  { name: 'ssllint fixtures/sample/nginx', args: [bin, nginx, '--no-color'], lint: true },
  { name: 'ssllint fixtures/sample/apache', args: [bin, apache, '--no-color'], lint: true },
];
if (existsSync(new URL(distMain))) {
  COMMANDS.push({ name: 'dist/ (unbundled) --version', args: viaDist(['--version']) });
  COMMANDS.push({ name: 'dist/ (unbundled) sample/nginx', args: viaDist([nginx, '--no-color']) });
}

function once(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  // Exit 1 is a lint with findings; anything on stderr means it did not run as measured.
  if ((r.status !== 0 && r.status !== 1) || r.stderr) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function run() {
  for (const c of COMMANDS) once(c.args); // warm the file cache
  const times = new Map(COMMANDS.map((c) => [c.name, []]));
  for (let i = 0; i < RUNS; i++) for (const c of COMMANDS) times.get(c.name).push(once(c.args));

  const base = median(times.get('node -e 0'));
  console.log(`Node ${process.version}, ${RUNS} interleaved runs each, wall time (median, min):`);
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  for (const c of COMMANDS) {
    const t = times.get(c.name);
    const m = median(t);
    const ratio = m / base;
    const verdict = c.lint ? (ratio <= TARGET ? `  within ${TARGET}×` : `  over the ${TARGET}× target`) : '';
    console.log(`  ${c.name.padEnd(width)}  ${m.toFixed(1).padStart(7)} ms  ${Math.min(...t).toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)}× node -e 0${verdict}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
