// testssl.sh as the oracle of the audit's grades (#34 item 7): the same config is started (nginx,
// apache2 on 127.0.0.1), rated by testssl.sh --rating-only, which implements SSL Labs' rating
// guide 2009r from commit 3e465baf, and audited by ssllint. They agree letter for letter but for
// the differences docs/audit-grading.md names ("Where graders differ"), each asserted as such.
//
// testssl.sh is an optional peer: SSLLINT_TESTSSL names its testssl.sh (3e465baf or later), else
// one on PATH is used. Debian 12's package is 3.0.8, which rates nothing: .ci/run unpacks Debian
// unstable's (scripts/get-testssl.sh). testssl.sh also needs `host`, `dig`, `drill` or `nslookup`. A rating takes
// about two minutes: the cases run side by side.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditJson } from './helpers/audit.js';
import { CERTS, hasNginx, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { freePort } from './helpers/ports.js';
import { skipNote } from './helpers/peers.js';
import { liveMissing, startHttpd } from './apache-live.js';

function findTestssl(): { path?: string; why?: string } {
  const named = process.env.SSLLINT_TESTSSL;
  const onPath = ['testssl.sh', 'testssl'].map((n) => spawnSync('sh', ['-c', `command -v ${n}`], { encoding: 'utf8' }).stdout.trim()).find(Boolean);
  const path = named || onPath;
  if (!path || !existsSync(path)) return { why: named ? `SSLLINT_TESTSSL=${named} does not exist` : 'testssl.sh is not installed (set SSLLINT_TESTSSL to a checkout of 3e465baf or later)' };
  // 3e465baf names the guide it implements; older ones (Debian 12's 3.0.8) do not rate by 2009r.
  if (!readFileSync(path, 'utf8').includes('version 2009r')) return { why: `${path} predates SSL Labs' guide 2009r (testssl.sh 3e465baf)` };
  if (!['host', 'dig', 'drill', 'nslookup'].some((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status === 0)) return { why: 'testssl.sh needs host, dig, drill or nslookup' };
  return { path };
}

const testssl = findTestssl();
// The checks a rating needs: `--rating-only` from testssl.sh 3.3; before it (Debian's 3.2.4, which
// rates by 2009r too), the same checks by name, as its set_rating_state() asks for them.
const ratingOnly = testssl.path && !readFileSync(testssl.path, 'utf8').includes('--rating-only') ? ['-p', '-s', '-f', '-S', '-h', '-H', '-I', '-T', '-BB', '-R', '-C', '-O', '-Z', '-D', '-A', '-4', '-J', '-e'] : ['--rating-only'];
const missing = testssl.why ?? (hasNginx ? undefined : 'nginx is not installed');
const work = mkdtempSync(join(tmpdir(), 'ssllint-testssl-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Rating {
  grade: string;
  warnings: string[];
  /** testssl.sh's "Grade capped to …" lines: shown when a grade differs, so the cause is at hand. */
  reasons: string[];
}

/** testssl.sh --rating-only against 127.0.0.1:port, as `example.com`, trusting the fixtures' roots. */
function rate(port: number, name: string): Promise<Rating> {
  const json = join(work, `${name}.json`);
  return new Promise((done, fail) => {
    const child = spawn(
      'bash',
      [testssl.path!, ...ratingOnly, '--ip', '127.0.0.1', '--add-ca', `${CERTS}/ca/root-rsa.pem,${CERTS}/ca/root-ec.pem`, '--quiet', '--color', '0', '--warnings', 'off', '--jsonfile', json, `example.com:${port}`],
      { stdio: 'ignore', cwd: work },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 480_000);
    child.once('exit', () => {
      clearTimeout(timer);
      try {
        const entries = JSON.parse(readFileSync(json, 'utf8')) as { id: string; finding: string }[];
        const grade = entries.find((e) => e.id === 'overall_grade')?.finding;
        if (!grade) throw new Error(`no overall_grade in ${json}`);
        done({ grade, warnings: entries.filter((e) => e.id.startsWith('grade_cap_warning')).map((e) => e.finding), reasons: entries.filter((e) => e.id.startsWith('grade_cap_reason')).map((e) => e.finding) });
      } catch (err) {
        fail(err);
      }
    });
  });
}

/** ssllint's grade of the same file, as the live server runs it (nginx 1.22.1 / httpd 2.4 on OpenSSL 3). */
async function ours(file: string, dialect: 'nginx' | 'apache'): Promise<string> {
  const version = dialect === 'nginx' ? ['--nginx-version', '1.22.1'] : ['--apache-version', '2.4.65'];
  const report = await auditJson([file, '--no-config', '--openssl', '3.x', '--now', '2026-06-01', ...version]);
  expect(report.servers).toHaveLength(1);
  return report.servers[0].worst;
}

const SUITES = 'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305';

function nginxSite(port: number, lines: string): string {
  const dir = mkdtempSync(join(work, 'nginx-'));
  const body = [
    'server {',
    `    listen 127.0.0.1:${port} ssl;`,
    '    server_name example.com;',
    `    ssl_certificate ${CERTS}/ecdsa-p256/fullchain.pem;`,
    `    ssl_certificate_key ${CERTS}/ecdsa-p256/privkey.pem;`,
    `    ssl_ciphers ${SUITES};`,
    ...lines.split('\n').map((l) => `    ${l}`),
    '    location / { return 200 "ok\\n"; }',
    '}',
  ].join('\n');
  return put(dir, 'nginx.conf', wholeConfig(dir, body));
}

interface Case {
  name: string;
  lines: string;
  /** What both graders give, or ssllint's and testssl.sh's where they differ on purpose. */
  expected: { ssllint: string; testssl: string | ((r: Rating) => string) };
}

const CASES: Case[] = [
  { name: 'TLS 1.2 and 1.3, HSTS two years', lines: 'ssl_protocols TLSv1.2 TLSv1.3;\nadd_header Strict-Transport-Security "max-age=63072000" always;', expected: { ssllint: 'A+', testssl: 'A+' } },
  { name: 'TLS 1.2 only, HSTS two years: no TLS 1.3 is a warning', lines: 'ssl_protocols TLSv1.2;\nadd_header Strict-Transport-Security "max-age=63072000" always;', expected: { ssllint: 'A-', testssl: 'A-' } },
  { name: 'HSTS of five minutes: too short is a warning', lines: 'ssl_protocols TLSv1.2 TLSv1.3;\nadd_header Strict-Transport-Security "max-age=300" always;', expected: { ssllint: 'A-', testssl: 'A-' } },
  {
    name: 'no HSTS: a warning in the guide and in testssl.sh 3e465baf; none since its 198a5f0c (docs/audit-grading.md)',
    lines: 'ssl_protocols TLSv1.2 TLSv1.3;',
    expected: { ssllint: 'A-', testssl: (r) => (r.warnings.some((w) => /HSTS/.test(w)) ? 'A-' : 'A+') },
  },
];

describe.skipIf(missing)(`testssl.sh rates what ssllint grades${skipNote(missing)}`, () => {
  it(
    'nginx: each case, rated live, against the audit of the same file',
    async () => {
      const prepared = await Promise.all(CASES.map(async (c) => ({ c, port: await freePort() })));
      const files = prepared.map(({ c, port }) => ({ c, port, file: nginxSite(port, c.lines) }));
      // Started one inside the other so that all run while testssl.sh rates them side by side.
      const rateAll = async (i: number): Promise<Rating[]> => {
        if (i === files.length) return Promise.all(files.map(({ port }, k) => rate(port, `nginx-${k}`)));
        const { file, port } = files[i];
        return withNginx(join(file, '..'), file, port, () => rateAll(i + 1));
      };
      const ratings = await rateAll(0);
      for (const [k, { c, file }] of files.entries()) {
        const theirs = typeof c.expected.testssl === 'function' ? c.expected.testssl(ratings[k]) : c.expected.testssl;
        expect({ case: c.name, testssl: ratings[k].grade, ssllint: await ours(file, 'nginx'), reasons: ratings[k].reasons }).toEqual({ case: c.name, testssl: theirs, ssllint: c.expected.ssllint, reasons: [] });
      }
    },
    600_000,
  );

  it.skipIf(liveMissing)(
    `apache2: TLS 1.2 and 1.3 with HSTS, rated A+ by both${skipNote(liveMissing)}`,
    async () => {
      const httpd = await startHttpd(
        [
          '<VirtualHost 127.0.0.1:${port}>',
          '    ServerName example.com',
          '    SSLEngine on',
          '    SSLProtocol -all +TLSv1.2 +TLSv1.3',
          `    SSLCipherSuite ${SUITES.replace(/ECDSA/g, 'RSA')}`,
          `    SSLCertificateFile ${CERTS}/rsa2048/fullchain.pem`,
          `    SSLCertificateKeyFile ${CERTS}/rsa2048/privkey.pem`,
          '    Header always set Strict-Transport-Security "max-age=63072000"',
          '</VirtualHost>',
        ].join('\n'),
        [
          ['ssl_module', 'mod_ssl.so'],
          ['headers_module', 'mod_headers.so'],
        ],
      );
      try {
        const rating = await rate(httpd.port, 'apache');
        expect({ testssl: rating.grade, ssllint: await ours(httpd.file, 'apache'), reasons: rating.reasons }).toEqual({ testssl: 'A+', ssllint: 'A+', reasons: [] });
      } finally {
        httpd.stop();
      }
    },
    600_000,
  );
});
