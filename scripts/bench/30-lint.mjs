// The whole pipeline on generated trees of 1,000 and 10,000 TLS server blocks, one file each,
// pulled in by one wildcard include: nginx (`include conf.d/*.conf`) and Apache
// (`IncludeOptional sites/*.conf`), every rule on. Each tree is timed in process in three
// cumulative stages — load+parse, +model, +rules (the full lint()) — so the model and the
// rules are priced by difference; and the nginx 10,000 tree once more as the shipped CLI
// in a fresh process. Baseline, same run: `crossplane parse` on the same nginx trees, run
// once in every round beside ssllint's stages; lint/crossplane is the median of the rounds'
// own ratios.
// The model is also built without the validity pass (issue #15), which prices that pass by
// difference; the audit (issue #17) is timed as a further stage, lint + records + grades.
// Targets (the developers' guide, in force): in-process lint of 10,000 nginx servers <= 0.25 ×
// crossplane's parse, the CLI <= 0.5 ×; 10,000 servers <= 12 × 1,000 servers; the validity
// pass <= 15% of the lint; the audit <= 1.5 × the lint; each distinct cipher string expanded
// once (per OpenSSL generation), not once per server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The in-process stages take a second or three each on 10,000 servers; 5 rounds keep the
// medians steady on a shared machine. The CLI, ~6 s a run, gets 3.
const RUNS = Number(process.env.SSLLINT_BENCH_RUNS ?? 5);
const CLI_RUNS = 3;
const SIZES = [1_000, 10_000];
const GENERATIONS = ['1.0.2', '1.1.1', '3.x'];
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = (p) => pathToFileURL(join(repo, 'dist', p)).href;

// Five variants of each TLS setting, shared round-robin: a fleet's configs come from a few
// templates. Some variants are deliberately weak so that the cipher and protocol rules
// have findings to build, as on a real fleet.
const CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384',
  'HIGH:!aNULL:!MD5',
  'EECDH+AESGCM:EDH+AESGCM:AES256+EECDH:AES256+EDH',
  'ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-SHA256:AES256-SHA:AES128-SHA:DES-CBC3-SHA',
  'ALL:!EXPORT:!LOW:!aNULL:!eNULL:!SSLv2:RC4+RSA:+HIGH:+MEDIUM',
];
const NGINX_PROTOCOLS = ['TLSv1.2 TLSv1.3', 'TLSv1 TLSv1.1 TLSv1.2', 'TLSv1.2', 'TLSv1.2 TLSv1.3', 'TLSv1.1 TLSv1.2 TLSv1.3'];
const APACHE_PROTOCOLS = ['-all +TLSv1.2 +TLSv1.3', 'all -SSLv3', '-all +TLSv1.2', 'TLSv1.2 TLSv1.3', 'all -SSLv3 -TLSv1'];

function nginxServer(i) {
  const v = i % CIPHERS.length;
  return `# site ${i}
server {
    listen 443 ssl;
    listen [::]:443 ssl;
    http2 on;
    server_name site${i}.example.com www.site${i}.example.com;

    ssl_certificate /etc/ssl/site${i}/fullchain.pem;
    ssl_certificate_key /etc/ssl/site${i}/privkey.pem;
    ssl_protocols ${NGINX_PROTOCOLS[v]};
    ssl_ciphers "${CIPHERS[v]}";
    ssl_prefer_server_ciphers ${v % 2 ? 'on' : 'off'};

    add_header Strict-Transport-Security "max-age=63072000" always;
    add_header X-Content-Type-Options nosniff;
    root /srv/site${i}/public;

    location / {
        try_files $uri $uri/ @app;
    }
    location @app {
        proxy_pass http://127.0.0.1:${8000 + (i % 1000)};
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
    location ~* \\.(?:css|js|png|jpg|svg|woff2)$ {
        expires 30d;
        add_header Cache-Control "public";
    }
    location /api/ {
        add_header X-Frame-Options DENY;
        proxy_pass http://127.0.0.1:${9000 + (i % 1000)};
    }
}
`;
}

function apacheVhost(i) {
  const v = i % CIPHERS.length;
  return `# site ${i}
<VirtualHost *:443>
    ServerName site${i}.example.com
    ServerAlias www.site${i}.example.com
    DocumentRoot /srv/site${i}/public
    SSLEngine on
    SSLCertificateFile /etc/ssl/site${i}/fullchain.pem
    SSLCertificateKeyFile /etc/ssl/site${i}/privkey.pem
    SSLProtocol ${APACHE_PROTOCOLS[v]}
    SSLCipherSuite "${CIPHERS[v]}"
    SSLHonorCipherOrder ${v % 2 ? 'on' : 'off'}
    Header always set Strict-Transport-Security "max-age=63072000"
    <Location /api/>
        Header set X-Frame-Options DENY
        ProxyPass http://127.0.0.1:${9000 + (i % 1000)}/
    </Location>
    <FilesMatch "\\.(css|js|png|jpg|svg|woff2)$">
        ExpiresActive On
        ExpiresDefault "access plus 30 days"
    </FilesMatch>
</VirtualHost>
`;
}

const NGINX_MAIN = `user www-data;
worker_processes auto;
events {
    worker_connections 1024;
}
http {
    sendfile on;
    keepalive_timeout 65;
    ssl_session_cache shared:SSL:10m;
    ssl_session_timeout 1d;
    include conf.d/*.conf;
}
`;
// A tree httpd would start: its MPM and the modules every vhost's directives need are loaded
// (the validity pass would otherwise report each vhost's directives as needing LoadModule).
const APACHE_MAIN = `ServerName localhost
Listen 443
LoadModule mpm_event_module /usr/lib/apache2/modules/mod_mpm_event.so
LoadModule socache_shmcb_module /usr/lib/apache2/modules/mod_socache_shmcb.so
LoadModule proxy_module /usr/lib/apache2/modules/mod_proxy.so
LoadModule proxy_http_module /usr/lib/apache2/modules/mod_proxy_http.so
LoadModule ssl_module /usr/lib/apache2/modules/mod_ssl.so
LoadModule headers_module /usr/lib/apache2/modules/mod_headers.so
LoadModule expires_module /usr/lib/apache2/modules/mod_expires.so
SSLSessionCache shmcb:/var/run/ssl_scache(512000)
IncludeOptional sites/*.conf
`;

/** Writes a tree of `servers` blocks; returns its directory, main file and size. */
export function generate(dir, dialect, servers) {
  const [main, mainText, sub, name, body] =
    dialect === 'nginx' ? ['nginx.conf', NGINX_MAIN, 'conf.d', 'server', nginxServer] : ['apache2.conf', APACHE_MAIN, 'sites', 'site', apacheVhost];
  mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, main), mainText);
  let bytes = Buffer.byteLength(mainText);
  for (let i = 1; i <= servers; i++) {
    const text = body(i);
    bytes += Buffer.byteLength(text);
    writeFileSync(join(dir, sub, `${name}-${String(i).padStart(5, '0')}.conf`), text);
  }
  return { dir, main: join(dir, main), bytes, files: servers + 1, servers, dialect };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * One warm-up, then RUNS rounds of every stage back to back: a machine that gets busier
 * part-way slows all stages of a round alike, so the differences between stages hold.
 * Each stage's `before` runs untimed ahead of it. A stage's value is dropped at once (a
 * kept 10,000-server tree would make the next stage's garbage collection dearer), after
 * `keep` has taken what the report needs from the last round's. `baseline`, when given,
 * is a peer timed in every round too (crossplane, in its own process): each round's
 * lint/baseline ratio then compares two runs made within seconds of each other, where a
 * baseline timed once, minutes away, would meet another machine (this VM's speed wanders
 * by a third within minutes). Returns medians, keeps and the per-round times.
 */
function timedStages(stages, baseline) {
  for (const stage of stages) {
    stage.before?.();
    stage.fn();
  }
  const times = stages.map(() => []);
  const baselineTimes = [];
  const kept = [];
  for (let r = 0; r < RUNS; r++) {
    if (baseline) baselineTimes.push(baseline());
    stages.forEach((stage, i) => {
      stage.before?.();
      const t0 = performance.now();
      const value = stage.fn();
      times[i].push(performance.now() - t0);
      if (r === RUNS - 1) kept[i] = stage.keep(value);
    });
  }
  return { stages: stages.map((_, i) => ({ ms: median(times[i]), kept: kept[i], times: times[i] })), baselineTimes };
}

function timeProcess(cmd, args, runs) {
  const times = [];
  let last;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    last = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
    times.push(performance.now() - t0);
  }
  return { ms: median(times), result: last };
}

/** The options the whole-tree tests lint with (test/helpers/lint-options.ts; test/corpus-lint.test.ts holds the two equal): every rule on, a fixed clock. */
export function lintOptions(path) {
  return {
    paths: [path],
    pathMap: [],
    // src/platform/target.ts: the versions given, the generations assumed (all three).
    target: {
      nginx: { value: '1.30.4', from: 'given', floor: '1.30.4' },
      apache: { value: '2.4.71', from: 'given', floor: '2.4.71' },
      openssl: { value: GENERATIONS, from: 'assumed' },
      platform: { value: {}, from: 'assumed' },
    },
    now: new Date('2026-06-01T00:00:00Z'),
    expiringDays: 30,
    hardware: ['x86-aesni'],
    levels: new Map(),
    ignored: () => false,
  };
}

/**
 * bin/ssllint.js runs dist-bundle/, which is only what the sources build after `npm run
 * bundle`: rebuild it into a temp dir and compare. A stale bundle would time other code,
 * so then the CLI's main() is run from dist/ instead (the same code, unbundled).
 */
export async function cliCommand(tmp) {
  const bundleDir = join(repo, 'dist-bundle');
  let fresh = false;
  let why = 'dist-bundle/ missing';
  if (existsSync(join(bundleDir, 'ssllint.mjs'))) {
    try {
      const { bundle } = await import(pathToFileURL(join(repo, 'scripts', 'bundle.mjs')).href);
      const out = join(tmp, 'bundle');
      const files = await bundle(out);
      const committed = readdirSync(bundleDir).sort();
      fresh = committed.join() === files.join() && files.every((f) => readFileSync(join(bundleDir, f)).equals(readFileSync(join(out, f))));
      why = fresh ? '' : 'dist-bundle/ is stale (run `npm run bundle`)';
    } catch (err) {
      why = `could not rebuild the bundle to check it (${err.message})`;
    }
  }
  const cliArgs = (tree) => [tree, '--format', 'json', '-o', '/dev/null', '--no-config'];
  if (fresh) return { label: 'node bin/ssllint.js (bundle)', args: (tree) => [join(repo, 'bin', 'ssllint.js'), ...cliArgs(tree)] };
  const main = dist('src/cli/main.js');
  return {
    label: `node -e main() from dist/ — ${why}`,
    args: (tree) => ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(main)}); process.exitCode = await main(${JSON.stringify(cliArgs(tree))});`],
  };
}

const fmt = (ms) => (ms === undefined ? '—' : ms.toFixed(0));
const ratio = (a, b) => (a === undefined || b === undefined ? '—' : (a / b).toFixed(2));
const verdict = (ok) => (ok === undefined ? 'n/a ' : ok ? 'PASS' : 'MISS');

export async function run() {
  const { loadPaths } = await import(dist('src/source/load.js'));
  const { buildModel } = await import(dist('src/model/build.js'));
  const { lint } = await import(dist('src/lint.js'));
  const { RULES } = await import(dist('rules/index.js'));
  const { clearExpandCache, expandStats } = await import(dist('src/openssl/expand.js'));
  const { buildAudit } = await import(dist('src/audit/audit.js'));

  const tmp = mkdtempSync(join(tmpdir(), 'ssllint-bench-lint-'));
  try {
    const trees = [];
    for (const dialect of ['nginx', 'apache']) {
      for (const n of SIZES) trees.push(generate(join(tmp, `${dialect}-${n}`), dialect, n));
    }
    console.log(`trees: ${SIZES.join(' and ')} TLS servers, one file each, nginx and Apache; ${CIPHERS.length} distinct cipher strings shared round-robin`);
    console.log(`  ${trees.map((t) => `${t.dialect} ${t.servers}: ${(t.bytes / 1e6).toFixed(2)} MB`).join(', ')}`);
    console.log(`ssllint in process: median of ${RUNS} interleaved rounds after a warm-up, ${RULES.length} rules on, OpenSSL ${GENERATIONS.join(', ')}`);
    console.log('  parse = loadPaths(); model = +buildModel(); lint = lint(); rules = lint − (parse + model): the rules with');
    console.log('  their certificate reads, plus dedupe, suppressions and sort');

    // crossplane, the baseline, runs in each round of the nginx trees' stages (10–15 s a run
    // on 10,000 servers), so that each round's lint is compared with a parse made beside it.
    const probe = spawnSync('crossplane', ['--version'], { encoding: 'utf8' });
    const haveCrossplane = probe.status === 0;

    const rows = [];
    for (const t of trees) {
      // The validity pass (what nginx -t / apachectl would refuse) runs inside buildModel (for
      // Apache, as a visitor of the model's own walk): its cost is the model stage with it
      // minus the same stage without it, both timed in every round.
      const build = (loaded, validity = true) => loaded.trees.map((tree) => buildModel(tree, { nginxVersion: '1.30.4', apacheVersion: '2.4.71', pathMap: [], validity }));
      const crossplaneOut = join(tmp, `crossplane-${t.dialect}-${t.servers}.json`);
      const baseline =
        haveCrossplane && t.dialect === 'nginx' ? () => timeProcess('crossplane', ['parse', '-o', crossplaneOut, t.main], 1).ms : undefined;
      const { stages, baselineTimes } = timedStages(
        [
          { fn: () => loadPaths([t.dir]), keep: (loaded) => ({ files: loaded.files.length }) },
          {
            fn: () => build(loadPaths([t.dir])),
            keep: (models) => {
              // What the rules may expand: each string as written (cipher-string-invalid reports
              // its ignored words) and as handed to OpenSSL (Apache prefixes `!aNULL:!eNULL:!EXP:`).
              const strings = new Set();
              for (const m of models) for (const s of m.servers) if (s.tls) strings.add(s.tls.ciphers.value).add(s.tls.effectiveCiphers);
              return { servers: models.reduce((n, m) => n + m.servers.length, 0), strings: strings.size, problems: models.reduce((n, m) => n + m.validity.length, 0) };
            },
          },
          { fn: () => build(loadPaths([t.dir]), false), keep: (models) => ({ problems: models.reduce((n, m) => n + m.validity.length, 0) }) },
          {
            fn: () => lint(lintOptions(t.dir), RULES),
            // A cold expansion memo each run, as a fresh CLI process has (the engines stay built).
            before: clearExpandCache,
            keep: (result) => {
              const byRule = new Map();
              for (const f of result.findings) byRule.set(f.ruleId, (byRule.get(f.ruleId) ?? 0) + 1);
              return { findings: result.findings.length, byRule, stats: expandStats() };
            },
          },
          {
            // `ssllint audit`: the same lint, then the records and grades built from its result.
            fn: () => {
              const result = lint(lintOptions(t.dir), RULES);
              return buildAudit(result.models, result.findings, { target: lintOptions(t.dir).target, now: new Date('2026-06-01T00:00:00Z'), toolVersion: 'bench' });
            },
            before: clearExpandCache,
            keep: (report) => ({ servers: report.servers.length }),
          },
        ],
        baseline,
      );
      const [parse, model, valid, full, audit] = stages;
      const row = {
        ...t,
        filesRead: parse.kept.files,
        modelServers: model.kept.servers,
        parse: parse.ms,
        model: model.ms - parse.ms,
        rules: full.ms - model.ms,
        full: full.ms,
        validity: Math.max(0, model.ms - valid.ms),
        validityProblems: model.kept.problems,
        findings: full.kept.findings,
        byRule: full.kept.byRule,
        stats: full.kept.stats,
        strings: model.kept.strings,
        audit: audit.ms,
        audited: audit.kept.servers,
        // Each round's audit against the lint timed just before it.
        auditRatio: median(audit.times.map((ms, r) => ms / full.times[r])),
      };
      if (baseline) {
        const payload = JSON.parse(readFileSync(crossplaneOut, 'utf8'));
        row.crossplane = median(baselineTimes);
        row.crossplaneFiles = payload.config.length;
        row.crossplaneErrors = payload.errors.length;
        // Each round pairs a lint with the crossplane parse run just before it.
        row.pairedRatios = full.times.map((ms, r) => ms / baselineTimes[r]);
        row.pairedRatio = median(row.pairedRatios);
      }
      rows.push(row);
    }

    const cli = await cliCommand(tmp);
    const big = rows.find((r) => r.dialect === 'nginx' && r.servers === 10_000);
    const cliRun = timeProcess(process.execPath, cli.args(big.dir), CLI_RUNS);
    big.cli = cliRun.ms;
    const cliOk = cliRun.result.status === 0 || cliRun.result.status === 1;

    console.log('');
    console.log('dialect  files  servers  parse ms  model ms  rules ms  lint ms  crossplane ms  lint/crossplane  rules/parse  findings');
    for (const r of rows) {
      console.log(
        `${r.dialect.padEnd(7)} ${String(r.filesRead).padStart(6)} ${String(r.modelServers).padStart(8)} ${fmt(r.parse).padStart(9)} ${fmt(r.model).padStart(9)} ${fmt(r.rules).padStart(9)} ${fmt(r.full).padStart(8)} ${fmt(r.crossplane).padStart(14)} ${(r.pairedRatio === undefined ? '—' : r.pairedRatio.toFixed(2)).padStart(16)} ${ratio(r.rules, r.parse).padStart(12)} ${String(r.findings).padStart(9)}`,
      );
    }
    for (const r of rows) {
      console.log(`${r.dialect} ${r.servers}: validity pass ${fmt(r.validity)} ms beside the lint's ${fmt(r.full)} ms (${((100 * r.validity) / r.full).toFixed(1)}%), ${r.validityProblems} problems`);
    }
    for (const r of rows) console.log(`${r.dialect} ${r.servers}: audit ${fmt(r.audit)} ms beside lint ${fmt(r.full)} ms (audit/lint ${r.auditRatio.toFixed(2)}, median of the rounds' ratios), ${r.audited} servers graded`);
    for (const dialect of ['nginx', 'apache']) {
      const [small, large] = SIZES.map((n) => rows.find((r) => r.dialect === dialect && r.servers === n));
      console.log(
        `${dialect} ${large.servers}/${small.servers}: parse ${ratio(large.parse, small.parse)}×, model ${ratio(large.model, small.model)}×, rules ${ratio(large.rules, small.rules)}×, full lint ${ratio(large.full, small.full)}×` +
          (large.crossplane !== undefined && small.crossplane !== undefined ? `, crossplane ${ratio(large.crossplane, small.crossplane)}×` : ''),
      );
    }
    for (const r of rows) {
      console.log(
        `${r.dialect} ${r.servers}: distinct expansions computed: ${r.stats.computed} for ${r.modelServers} servers (${r.stats.calls} expand() calls; ${r.strings} distinct strings in the tree × ${GENERATIONS.length} generations = ${r.strings * GENERATIONS.length})`,
      );
    }
    const top = [...big.byRule].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`).join(', ');
    console.log(`nginx 10000 findings by rule: ${top}`);
    if (haveCrossplane) {
      console.log(`crossplane ${probe.stdout.trim().split(' ').pop()}: ${big.crossplaneFiles} files, ${big.crossplaneErrors} errors on the 10000 tree; median of ${RUNS} runs, one per round, new process each`);
      console.log(`nginx 10000 lint/crossplane by round: ${big.pairedRatios.map((x) => x.toFixed(3)).join(', ')} (median ${big.pairedRatio.toFixed(3)})`);
    } else {
      console.log('crossplane: not installed (pip install crossplane) — no baseline this run');
    }
    console.log(
      `CLI, new process, nginx 10000 (${cli.label}): ${fmt(big.cli)} ms, median of ${CLI_RUNS}` +
        (cliOk ? '' : ` — exited ${cliRun.result.status}: ${cliRun.result.stderr.trim().slice(0, 200)}`) +
        (big.crossplane !== undefined ? `; CLI/crossplane ${ratio(big.cli, big.crossplane)} (against the rounds' median crossplane)` : ''),
    );

    // Targets. The crossplane target is judged process to process (the CLI, start-up and
    // report included) and, for reference, in process.
    const targets = [
      [`nginx 10000: CLI lint <= 0.5 × crossplane (${fmt(big.cli)} vs ${fmt(big.crossplane && big.crossplane / 2)} ms)`, big.crossplane === undefined || !cliOk ? undefined : big.cli <= big.crossplane / 2],
      [
        `nginx 10000: in-process lint <= 0.25 × crossplane (median of the rounds' ratios ${big.pairedRatio === undefined ? '—' : big.pairedRatio.toFixed(3)}; medians ${fmt(big.full)} vs ${fmt(big.crossplane && big.crossplane / 4)} ms)`,
        big.pairedRatio === undefined ? undefined : big.pairedRatio <= 0.25,
      ],
      ...['nginx', 'apache'].map((d) => {
        const [a, b] = SIZES.map((n) => rows.find((r) => r.dialect === d && r.servers === n));
        return [`${d}: lint of 10000 <= 12 × lint of 1000 (${ratio(b.full, a.full)}×)`, b.full <= 12 * a.full];
      }),
      ...rows.filter((r) => r.servers === 10_000).map((r) => [`${r.dialect} 10000: validity pass <= 15% of the lint (${fmt(r.validity)} vs ${fmt(r.full)} ms)`, r.validity <= 0.15 * r.full]),
      ...rows.filter((r) => r.servers === 10_000).map((r) => [`${r.dialect} 10000: audit <= 1.5 × lint (${r.auditRatio.toFixed(2)}×)`, r.auditRatio <= 1.5]),
      ...rows.map((r) => [
        `${r.dialect} ${r.servers}: cipher strings expanded once per distinct string and generation, not per server (${r.stats.computed} computed <= ${r.strings} strings × ${GENERATIONS.length})`,
        r.stats.computed <= r.strings * GENERATIONS.length,
      ]),
    ];
    console.log('');
    for (const [what, ok] of targets) console.log(`${verdict(ok)}  ${what}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
