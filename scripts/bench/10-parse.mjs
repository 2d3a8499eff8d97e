// Source + syntax stages on a generated tree of 10,000 server blocks, one file each, pulled
// in by one wildcard include: nginx (`include conf.d/*.conf`) and Apache
// (`IncludeOptional sites/*.conf`). Baseline: `crossplane parse` on the same nginx tree,
// timed as a subprocess in the same run. crossplane has no Apache support.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVERS = 10_000;
const RUNS = 3;
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function nginxServer(i) {
  return `server {
    listen 443 ssl;
    listen [::]:443 ssl;
    server_name site${i}.example.com www.site${i}.example.com;
    ssl_certificate /etc/ssl/site${i}/fullchain.pem;
    ssl_certificate_key /etc/ssl/site${i}/privkey.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256";
    add_header Strict-Transport-Security "max-age=63072000" always;
    location / {
        proxy_pass http://127.0.0.1:${8000 + (i % 1000)};
        proxy_set_header Host $host;
    }
}
`;
}

function apacheVhost(i) {
  return `<VirtualHost *:443>
    ServerName site${i}.example.com
    ServerAlias www.site${i}.example.com
    SSLEngine on
    SSLCertificateFile /etc/ssl/site${i}/fullchain.pem
    SSLCertificateKeyFile /etc/ssl/site${i}/privkey.pem
    SSLProtocol -all +TLSv1.2 +TLSv1.3
    SSLCipherSuite "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256"
    Header always set Strict-Transport-Security "max-age=63072000"
    <Location />
        ProxyPass http://127.0.0.1:${8000 + (i % 1000)}/
    </Location>
</VirtualHost>
`;
}

/** Writes the tree; returns its main file and total bytes. */
function generate(dir, main, mainText, sub, name, body) {
  mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, main), mainText);
  let bytes = Buffer.byteLength(mainText);
  for (let i = 1; i <= SERVERS; i++) {
    const text = body(i);
    bytes += Buffer.byteLength(text);
    writeFileSync(join(dir, sub, `${name}-${String(i).padStart(5, '0')}.conf`), text);
  }
  return { main: join(dir, main), bytes };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function rate(files, bytes, ms) {
  const s = ms / 1000;
  return `${(files / s).toFixed(0).padStart(7)} files/s ${(bytes / 1e6 / s).toFixed(1).padStart(6)} MB/s  (${ms.toFixed(0)} ms)`;
}

function countBlocks(tree, name) {
  let n = 0;
  const walk = (list) => {
    for (const d of list) {
      if (d.name.toLowerCase() === name && d.block) n++;
      if (d.block) walk(d.block);
    }
  };
  for (const f of tree.files.values()) walk(f.directives);
  return n;
}

/** In-process load + parse, median of RUNS after one warm-up. */
function timeLoad(loadPaths, path, block) {
  loadPaths([path]);
  const times = [];
  let result;
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    result = loadPaths([path]);
    times.push(performance.now() - t0);
  }
  const tree = result.trees[0];
  const problems = tree.diagnostics.length + [...tree.files.values()].reduce((n, f) => n + f.errors.length, 0);
  return { ms: median(times), files: tree.files.size, blocks: countBlocks(tree, block), problems };
}

/** A fresh process each time: start-up included, as a user running the command pays it. */
function timeProcess(cmd, args, runs = RUNS) {
  const times = [];
  let last;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    last = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
    times.push(performance.now() - t0);
  }
  return { ms: median(times), result: last };
}

export async function run() {
  const loadUrl = pathToFileURL(join(repo, 'dist/src/load/load.js')).href;
  const { loadPaths } = await import(loadUrl);
  const dir = mkdtempSync(join(tmpdir(), 'ssllint-bench-parse-'));
  try {
    const nginx = generate(
      join(dir, 'nginx'),
      'nginx.conf',
      'events {}\nhttp {\n    include conf.d/*.conf;\n}\n',
      'conf.d',
      'server',
      nginxServer,
    );
    const apache = generate(
      join(dir, 'apache'),
      'apache2.conf',
      'ServerName localhost\nListen 443\nIncludeOptional sites/*.conf\n',
      'sites',
      'site',
      apacheVhost,
    );
    const files = SERVERS + 1;
    console.log(`tree: ${SERVERS} server blocks, one file each (${files} files per dialect); ssllint: median of ${RUNS} runs`);
    console.log(`  nginx  ${(nginx.bytes / 1e6).toFixed(2)} MB, Apache ${(apache.bytes / 1e6).toFixed(2)} MB`);

    const ng = timeLoad(loadPaths, join(dir, 'nginx'), 'server');
    console.log(`ssllint nginx  (in process)   ${rate(ng.files, nginx.bytes, ng.ms)}  ${ng.blocks} server blocks, ${ng.problems} problems`);
    const ap = timeLoad(loadPaths, join(dir, 'apache'), 'virtualhost');
    console.log(`ssllint Apache (in process)   ${rate(ap.files, apache.bytes, ap.ms)}  ${ap.blocks} <VirtualHost>, ${ap.problems} problems`);

    const script = `import(${JSON.stringify(loadUrl)}).then(m => { const r = m.loadPaths([process.argv[1]]); process.stdout.write(String(r.files.length)); })`;
    const ngProc = timeProcess(process.execPath, ['-e', script, join(dir, 'nginx')]);
    console.log(`ssllint nginx  (new process)  ${rate(Number(ngProc.result.stdout), nginx.bytes, ngProc.ms)}`);
    const apProc = timeProcess(process.execPath, ['-e', script, join(dir, 'apache')]);
    console.log(`ssllint Apache (new process)  ${rate(Number(apProc.result.stdout), apache.bytes, apProc.ms)}`);

    const probe = spawnSync('crossplane', ['--version'], { encoding: 'utf8' });
    if (probe.status !== 0) {
      console.log('crossplane: not installed (pip install crossplane) — no baseline this run');
    } else {
      const out = join(dir, 'crossplane.json');
      // One run: crossplane takes tens of seconds here and varies little.
      const cp = timeProcess('crossplane', ['parse', '-o', out, nginx.main], 1);
      const payload = JSON.parse(readFileSync(out, 'utf8'));
      const cpFiles = payload.config.length;
      console.log(
        `crossplane ${probe.stdout.trim().split(' ').pop()} nginx (new process)  ${rate(cpFiles, nginx.bytes, cp.ms)}  ${payload.errors.length} errors` +
          `  → ssllint is ${(cp.ms / ngProc.ms).toFixed(1)}× as fast (process to process)`,
      );
      console.log('crossplane Apache: n/a (crossplane parses nginx only)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
