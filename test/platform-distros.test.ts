// The stock configs of Debian 11's and Debian 13's nginx and apache2 packages (copied unmodified
// from the packages, fixtures/platforms/SOURCES.md), linted with and without their platform: no
// error on a default the server starts with, every finding pinned. Where the host's httpd is the
// version Debian 13 ships, `apache2 -t` reads the tree too. The platform facts these fixtures
// stand on (versions, openssl.cnf, security level) are checked against the table.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, type LintOptions } from '../src/lint.js';
import { RULES } from '../rules/index.js';
import { findPlatform } from '../src/platform/platforms.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { errorsOf, stockVerdicts, withPlatform } from './helpers/platform-verdicts.js';
import { runCli } from './helpers/cli.js';
import { apache2Binary, apache2Missing } from './apache-httpd.js';
import { makeTmp } from './helpers/tmp.js';

const FIXTURES = resolve(__dirname, '../fixtures/platforms');

const verdicts = stockVerdicts;
const errors = errorsOf;

describe('Debian 11 (bullseye) stock configs', () => {
  it('nginx.conf still enables TLS 1.0/1.1: nginx 1.18 resets the minimum protocol openssl.cnf sets, so its own list decides', () => {
    expect(verdicts('debian-11', 'nginx')).toEqual(['protocol-tls10-tls11@debian-11/nginx/nginx.conf:32:2:warning']);
    expect(verdicts('debian-11', 'nginx', 'debian-11')).toEqual(['protocol-tls10-tls11@debian-11/nginx/nginx.conf:32:2:warning']);
  });

  it('apache2 with default-ssl enabled: no error; on 1.1.1 HIGH has no 3DES, so cipher-3des is gone', () => {
    const ssl = 'debian-11/apache2/mods-enabled/ssl.conf';
    const site = 'debian-11/apache2/sites-enabled/default-ssl.conf';
    const common = [
      `cipher-cbc@${ssl}:59:2:info`,
      `cipher-no-forward-secrecy@${ssl}:59:2:warning`,
      `cipher-slow@${ssl}:59:2:info`,
      `server-cipher-preference@${ssl}:59:2:warning`,
      `protocol-tls10-tls11@${ssl}:73:2:warning`,
      `hsts-missing@${site}:2:2:info`,
      `http2-disabled@${site}:2:2:info`,
      // Debian 11's ssl.conf has no SSLSessionTickets line (Debian 12's and 13's say `off`).
      `session-ticket-key-rotation@${site}:2:2:warning`,
      // The stock tree enables no mod_expires and sets AllowOverride None for /var/www: the
      // site's stylesheets, scripts and images go without a lifetime (#36 item 7).
      `static-assets-uncached@${site}:5:3:warning`,
    ];
    const none = verdicts('debian-11', 'apache2');
    expect(none).toEqual([`cipher-3des@${ssl}:59:2:info`, ...common]);
    expect(verdicts('debian-11', 'apache2', 'debian-11')).toEqual(common);
    expect(errors(none)).toEqual([]);
  });
});

describe('Debian 13 (trixie) stock configs', () => {
  it('nginx.conf (`ssl_protocols TLSv1.2 TLSv1.3`, server preference off): nothing to report', () => {
    expect(verdicts('debian-13', 'nginx')).toEqual([]);
    expect(verdicts('debian-13', 'nginx', 'debian-13')).toEqual([]);
  });

  it('apache2 with default-ssl enabled: TLS 1.0/1.1 are off in the stock ssl.conf; the ciphers remain', () => {
    const ssl = 'debian-13/apache2/mods-enabled/ssl.conf';
    const site = 'debian-13/apache2/sites-enabled/default-ssl.conf';
    const common = [
      `cipher-cbc@${ssl}:57:1:info`,
      `cipher-no-forward-secrecy@${ssl}:57:1:warning`,
      `cipher-slow@${ssl}:57:1:info`,
      `server-cipher-preference@${ssl}:57:1:warning`,
      `hsts-missing@${site}:1:1:info`,
      `http2-disabled@${site}:1:1:info`,
      // No mod_expires enabled, AllowOverride None for /var/www (#36 item 7).
      `static-assets-uncached@${site}:4:2:warning`,
    ];
    const none = verdicts('debian-13', 'apache2');
    expect(none).toEqual([`cipher-3des@${ssl}:57:1:info`, ...common]);
    expect(verdicts('debian-13', 'apache2', 'debian-13')).toEqual(common);
    expect(errors(none)).toEqual([]);
  });

  it('the CLI says which platform it judged for; no error outside the certificate rules (the snakeoil files are the host’s)', async () => {
    const root = join(FIXTURES, 'debian-13/apache2');
    const r = await runCli([join(root, 'apache2.conf'), '--path-map', `/etc/apache2=${root}`, '--platform', 'debian-13', '--format', 'json']);
    const report = JSON.parse(r.stdout) as { platform: { id: string; openssl: string; apache: string }; findings: Array<{ ruleId: string; severity: string }> };
    expect(report.platform).toMatchObject({ id: 'debian-13', openssl: '3.5.9', apache: '2.4.71' });
    expect(report.findings.filter((f) => f.severity === 'error' && !f.ruleId.startsWith('cert-'))).toEqual([]);
    expect(report.findings.map((f) => f.ruleId)).toContain('cipher-no-forward-secrecy');
  });
});

// mod_ssl's ssl.conf of RHEL 7 / CentOS 7 (httpd 2.4.6-90.el7, fixtures/platforms/SOURCES.md): no
// crypto policies there, a literal cipher string with 3DES and TLS 1.0/1.1 left on.
describe('CentOS 7 stock ssl.conf', () => {
  const SSL = join(FIXTURES, 'centos-7/httpd/conf.d/ssl.conf');
  const of = (platform?: string) =>
    lint(fixedLintOptions([SSL], withPlatform(platform)), RULES)
      .findings.filter((f) => f.ruleId !== 'cert-unreadable')
      .map((f) => `${f.ruleId}@${f.location.line}:${f.location.column}:${f.severity}`);

  it('is the package file, unmodified (sha256 in SOURCES.md)', () => {
    const row = /^\| centos-7\/httpd\/conf\.d\/ssl\.conf \|.*\| ([0-9a-f]{64}) \|$/m.exec(readFileSync(join(FIXTURES, 'SOURCES.md'), 'utf8'))!;
    expect(createHash('sha256').update(readFileSync(SSL)).digest('hex')).toBe(row[1]);
  });
  const COMMON = [
    // No ocsp-stapling-missing: localhost.crt is not read here, so stapling is not advised.
    'hsts-missing@56:1:info',
    'session-ticket-key-rotation@56:1:info',
    'protocol-tls10-tls11@75:1:warning',
    'cipher-3des@80:1:warning',
    'cipher-cbc@80:1:info',
    'cipher-no-forward-secrecy@80:1:warning',
    'cipher-slow@80:1:info',
    'server-cipher-preference@80:1:info',
  ];
  it('without a platform (httpd 2.4 latest): the same verdicts plus HTTP/2; never an error', () => {
    expect(of()).toEqual([...COMMON.slice(0, 1), 'http2-disabled@56:1:info', ...COMMON.slice(1)]);
  });
  it('judged for centos-7 (OpenSSL 1.0.2k, httpd 2.4.6): no HTTP/2 to ask for before httpd 2.4.17; tickets cannot be switched off before 2.4.12', () => {
    expect(of('centos-7')).toEqual(COMMON);
    const tickets = lint(fixedLintOptions([SSL], withPlatform('centos-7')), RULES).findings.find((f) => f.ruleId === 'session-ticket-key-rotation')!;
    expect(tickets.fix?.replacement).toBeUndefined();
    expect(tickets.fix?.description).toMatch(/before 2\.4\.12 cannot switch tickets off/);
  });
});

// httpd reads the tree as Debian 13 would (same upstream version); `-t` stops before mod_ssl
// builds its contexts, so this checks the directives and includes, not the cipher string.
const httpdVersion = apache2Missing ? '' : (/Apache\/(\d+\.\d+\.\d+)/.exec(spawnSync(apache2Binary!, ['-v'], { encoding: 'utf8' }).stdout)?.[1] ?? '');
describe.skipIf(httpdVersion !== findPlatform('debian-13')!.apache!.value)("apache2 -t accepts Debian 13's stock tree", () => {
  it('Syntax OK', () => {
    const dir = makeTmp('ssllint-debian13-').dir;
    cpSync(join(FIXTURES, 'debian-13/apache2'), dir, { recursive: true });
    for (const d of ['run', 'lock', 'log']) mkdirSync(join(dir, d));
    const env = { ...process.env, APACHE_RUN_DIR: join(dir, 'run'), APACHE_LOCK_DIR: join(dir, 'lock'), APACHE_PID_FILE: join(dir, 'run/pid'), APACHE_RUN_USER: 'nobody', APACHE_RUN_GROUP: 'nogroup', APACHE_LOG_DIR: join(dir, 'log') };
    const r = spawnSync(apache2Binary!, ['-d', dir, '-f', join(dir, 'apache2.conf'), '-t'], { encoding: 'utf8', env });
    expect(r.stderr).toContain('Syntax OK');
    expect(r.status).toBe(0);
  });
});

describe('the fixtures are the packages’ files, unmodified', () => {
  // Each row of SOURCES.md's Debian 11/13 tables: fixture path and the MD5 of the file as unpacked from the .deb.
  const rows = [...readFileSync(join(FIXTURES, 'SOURCES.md'), 'utf8').matchAll(/^\| (debian-1[13]\/\S+) \| [^|]+ \| [^|]+ \| ([0-9a-f]{32}) \|$/gm)];
  it('every file of both trees is listed', () => {
    const listed = rows.map((m) => m[1]).sort();
    const files = ['debian-11', 'debian-13'].flatMap((t) => walk(join(FIXTURES, t)).map((f) => relative(FIXTURES, f))).sort();
    expect(listed).toEqual(files);
  });
  it.each(rows.map((m) => [m[1], m[2]]))('%s', (file, md5) => {
    expect(createHash('md5').update(readFileSync(join(FIXTURES, file))).digest('hex')).toBe(md5);
  });
});

function walk(dir: string): string[] {
  return spawnSync('find', [dir, '-type', 'f'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}

describe('table facts read from primary sources', () => {
  it.each([
    ['debian-11', '1.1.1w', '1.18.0', '2.4.67'],
    ['debian-13', '3.5.9', '1.26.3', '2.4.71'],
    ['ubuntu-20.04', '1.1.1f', '1.18.0', '2.4.41'],
    ['ubuntu-22.04', '3.0.2', '1.18.0', '2.4.52'],
    ['ubuntu-24.04', '3.0.13', '1.24.0', '2.4.58'],
  ])('%s: versions from the packages, verified', (id, openssl, nginx, apache) => {
    const p = findPlatform(id)!;
    expect([p.openssl, p.nginx, p.apache].map((f) => [f!.value, f!.verified])).toEqual([
      [openssl, true],
      [nginx, true],
      [apache, true],
    ]);
  });

  it('Ubuntu: nginx and apache2 read from the archive (apt), the updates pocket named', () => {
    for (const id of ['ubuntu-20.04', 'ubuntu-22.04', 'ubuntu-24.04']) {
      const p = findPlatform(id)!;
      expect(p.nginx!.source).toMatch(/^apt, Ubuntu .*nginx-common \S+ in \w+-updates/);
      expect(p.apache!.source).toMatch(/^apt, Ubuntu .*apache2 \S+ in \w+-updates/);
    }
  });

  it('CentOS 7: OpenSSL and httpd from the RHEL 7 sources and the centos:7 image; EPEL nginx unverified', () => {
    const p = findPlatform('centos-7')!;
    expect([p.openssl, p.nginx, p.apache].map((f) => [f!.value, f!.verified])).toEqual([
      ['1.0.2k', true],
      ['1.20.1', false],
      ['2.4.6', true],
    ]);
    expect(p.openssl.source).toMatch(/openssl-libs-1\.0\.2k-19\.el7/);
    expect(p.apache!.source).toMatch(/httpd-2\.4\.6-90\.el7/);
  });

  it('RHEL 8: nginx 1.14 the default stream (verified); RHEL 10: OpenSSL 3.5.5, nginx 1.26.3 and httpd 2.4.63 of 10.2 (verified)', () => {
    const r8 = findPlatform('rhel-8')!;
    expect([r8.nginx!.value, r8.nginx!.verified]).toEqual(['1.14.1', true]);
    expect(r8.nginx!.source).toMatch(/nginx 1\.14 \[d\]/);
    const r10 = findPlatform('rhel-10')!;
    expect([r10.openssl, r10.nginx, r10.apache].map((f) => [f!.value, f!.verified])).toEqual([
      ['3.5.5', true],
      ['1.26.3', true],
      ['2.4.63', true],
    ]);
    expect(r10.nginx!.source).toMatch(/AlmaLinux\/osv-database@\w+ advisories\/almalinux10\/ALSA-2026:36364\.json.*nginx 2:1\.26\.3-6\.el10_2\.5/);
    expect(r10.apache!.source).toMatch(/ALSA-2026:34109\.json.*httpd and mod_ssl 2\.4\.63-13\.el10_2\.4/);
    expect(r10.openssl.source).toMatch(/oraclelinux:10.*openssl-libs-3\.5\.5-6\.0\.1\.el10_2/);
    // every policy variant carries the same facts
    expect(findPlatform('rhel-10-legacy')!.openssl.value).toBe('3.5.5');
  });

  it("Debian 11's openssl.cnf: level 2 and TLS 1.2 at least; Debian 13's sets neither and has upstream's level 2", () => {
    const d11 = findPlatform('debian-11')!;
    expect([d11.seclevel.value, d11.minProtocol?.value, d11.seclevel.verified]).toEqual([2, 'TLSv1.2', true]);
    const d13 = findPlatform('debian-13')!;
    expect([d13.seclevel.value, d13.minProtocol, d13.seclevel.verified]).toEqual([2, undefined, true]);
  });

  it.each([
    ['ubuntu-20.04', '1.1.1f', true],
    ['ubuntu-22.04', '3.0.2', true],
    ['ubuntu-24.04', '3.0.13', true],
    ['amazon-2', '1.0.2k', true],
    ['amazon-2023', '3.5.7', true],
    ['alpine-3.19', '3.1.8', false],
    ['alpine-3.20', '3.3.4', false],
    ['alpine-3.21', '3.3.7', true],
    ['alpine-3.22', '3.5.8', true],
  ])('%s: OpenSSL %s (verified: %s)', (id, version, verified) => {
    const p = findPlatform(id)!;
    expect([p.openssl.value, p.openssl.verified]).toEqual([version, verified]);
    if (verified) expect(p.openssl.source).toMatch(/docker-library\/repo-info/);
  });

  it('Alpine: upstream level 1 on OpenSSL 3.1 (3.19), 2 from 3.2 on (3.20+), both unverified for Alpine itself', () => {
    expect(['3.19', '3.20', '3.21', '3.22'].map((v) => findPlatform(`alpine-${v}`)!.seclevel).map((f) => [f.value, f.verified])).toEqual([
      [1, false],
      [2, false],
      [2, false],
      [2, false],
    ]);
  });
});
