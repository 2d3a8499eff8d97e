// Cipher-string expansion on real-world strings: every string of the OpenSSL vectors and
// every ssl_ciphers / SSLCipherSuite value of the Mozilla-generated configs in the corpus,
// for all three generations. Cold: the memo emptied before each pass (engines stay built,
// as in a real run after the first string). Warm: every call a memo hit. Baseline, same
// run: what a linter without the engine would pay, one `openssl ciphers -v` per string.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (p.endsWith('.conf')) out.push(p);
  }
  return out;
}

function corpusStrings() {
  const dir = join(repo, 'test', 'corpus', 'mozilla-ssl-config-generator', 'generated');
  const found = [];
  for (const file of walk(dir)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = /^\s*(?:ssl_ciphers|SSLCipherSuite)\s+(?!TLSv1\.3)"?([^";\s]+)"?/.exec(line);
      if (m) found.push(m[1]);
    }
  }
  return found;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function run() {
  const { expand, clearExpandCache } = await import(pathToFileURL(join(repo, 'dist', 'src', 'openssl', 'index.js')).href);
  const vectors = JSON.parse(readFileSync(join(repo, 'data', 'openssl-vectors', 'openssl-ciphers.json'), 'utf8')).cases.map((c) => c.string);
  const fromCorpus = corpusStrings();
  const strings = [...new Set([...vectors, ...fromCorpus])];
  const gens = ['1.0.2', '1.1.1', '3.x'];
  const calls = strings.length * gens.length;

  // Builds the three engines once, as the first string of a real run does.
  const t0 = performance.now();
  for (const g of gens) expand('HIGH', g);
  const buildMs = performance.now() - t0;

  const cold = [];
  const warm = [];
  for (let pass = 0; pass < 7; pass++) {
    clearExpandCache();
    let t = performance.now();
    for (const s of strings) for (const g of gens) expand(s, g);
    cold.push(performance.now() - t);
    t = performance.now();
    for (let r = 0; r < 20; r++) for (const s of strings) for (const g of gens) expand(s, g);
    warm.push((performance.now() - t) / 20);
  }

  let baseline = 'openssl not found';
  const sample = strings.slice(0, 40);
  const probe = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  if (probe.status === 0) {
    const t = performance.now();
    for (const s of sample) spawnSync('openssl', ['ciphers', '-v', '--', s], { encoding: 'utf8' });
    const perCall = (performance.now() - t) / sample.length;
    baseline = `${(1000 / perCall).toFixed(0)} /s (${perCall.toFixed(2)} ms per string, ${probe.stdout.trim().split(' ').slice(0, 2).join(' ')})`;
  }

  const rate = (ms) => `${Math.round((calls / ms) * 1000).toLocaleString('en-US')} /s`;
  console.log(
    `strings: ${strings.length} distinct (${vectors.length} from the vectors, ${fromCorpus.length} corpus values of which ${strings.length - vectors.length} new) × ${gens.length} generations = ${calls} expansions`,
  );
  console.log(`engine build (3 generations, once per process): ${buildMs.toFixed(1)} ms`);
  console.log(`cold cache: ${rate(median(cold))}  (median of ${cold.length} passes, ${median(cold).toFixed(1)} ms per pass)`);
  console.log(`warm cache: ${rate(median(warm))}  (median of ${warm.length} passes, ${median(warm).toFixed(3)} ms per pass)`);
  console.log(`baseline, one \`openssl ciphers -v\` subprocess per string: ${baseline}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
