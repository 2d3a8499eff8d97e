// The stock configs of Ubuntu 20.04's, 22.04's, 24.04's and 26.04's nginx and apache2 packages (copied
// unmodified from the packages, fixtures/platforms/SOURCES.md), linted with and without their
// platform: no error on a default the server starts with, every finding pinned. The platform is
// applied as the CLI applies it (choosePlatform), so Ubuntu 20.04's "TLS 1.0/1.1 only below
// security level 2" (legacyTlsMaxSeclevel) counts too. The host's httpd (2.4.71) and nginx
// (1.22.1) are none of these releases' versions, so neither is asked to read the trees.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPlatform } from '../src/platform/platforms.js';
import { errorsOf, stockVerdicts } from './helpers/platform-verdicts.js';
import { runCli } from './helpers/cli.js';

const FIXTURES = resolve(__dirname, '../fixtures/platforms');
const TREES = ['ubuntu-20.04', 'ubuntu-22.04', 'ubuntu-24.04', 'ubuntu-26.04'] as const;

const verdicts = stockVerdicts;
const errors = errorsOf;

describe.each([
  ['ubuntu-20.04', 34],
  ['ubuntu-22.04', 32],
  ['ubuntu-24.04', 33],
])('%s stock nginx.conf', (tree, line) => {
  it('`ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3`: a warning without a platform; none on Ubuntu, whose level 2 refuses TLS 1.0/1.1', () => {
    const none = verdicts(tree, 'nginx');
    expect(none).toEqual([`protocol-tls10-tls11@${tree}/nginx/nginx.conf:${line}:2:warning`]);
    expect(verdicts(tree, 'nginx', tree)).toEqual([]);
    expect(errors(none)).toEqual([]);
  });
});

// 20.04's and 22.04's ssl.conf is Debian 11's (no SSLSessionTickets line), 24.04's is Debian 12's.
describe.each([
  ['ubuntu-20.04', '59:2', '73:2', '2:2', true, '5:3'],
  ['ubuntu-22.04', '59:2', '73:2', '2:2', true, '5:3'],
  ['ubuntu-24.04', '57:1', '71:1', '1:1', false, '4:2'],
])('%s stock apache2 with default-ssl enabled', (tree, ciphers, protocols, vhost, tickets, docRoot) => {
  const ssl = `${tree}/apache2/mods-enabled/ssl.conf`;
  const site = `${tree}/apache2/sites-enabled/default-ssl.conf`;
  const cipherFindings = [
    `cipher-cbc@${ssl}:${ciphers}:info`,
    `cipher-no-forward-secrecy@${ssl}:${ciphers}:warning`,
    `cipher-slow@${ssl}:${ciphers}:info`,
    `server-cipher-preference@${ssl}:${ciphers}:warning`,
  ];
  const siteFindings = [
    `hsts-missing@${site}:${vhost}:info`,
    `http2-disabled@${site}:${vhost}:info`,
    ...(tickets ? [`session-ticket-key-rotation@${site}:${vhost}:warning`] : []),
    // No mod_expires enabled and AllowOverride None for /var/www: static files go without a lifetime (#36 item 7).
    `static-assets-uncached@${site}:${docRoot}:warning`,
  ];

  it('without a platform: 3DES on 1.0.2 and `SSLProtocol all -SSLv3` reported; no error', () => {
    const none = verdicts(tree, 'apache2');
    expect(none).toEqual([`cipher-3des@${ssl}:${ciphers}:info`, ...cipherFindings, `protocol-tls10-tls11@${ssl}:${protocols}:warning`, ...siteFindings]);
    expect(errors(none)).toEqual([]);
  });

  it(`with --platform ${tree}: no 3DES in HIGH past 1.0.2, TLS 1.0/1.1 refused at level 2; the ciphers remain`, () => {
    const judged = verdicts(tree, 'apache2', tree);
    expect(judged).toEqual([...cipherFindings, ...siteFindings]);
  });
});

// 26.04's own stock configs already name TLS 1.2 and 1.3 (nginx.conf, ssl.conf) and drop
// ssl_prefer_server_ciphers on: nothing of the protocols is left to say, with or without the platform.
describe('ubuntu-26.04 stock configs', () => {
  it('nginx.conf (`ssl_protocols TLSv1.2 TLSv1.3;`): nothing, with or without --platform', () => {
    expect(verdicts('ubuntu-26.04', 'nginx')).toEqual([]);
    expect(verdicts('ubuntu-26.04', 'nginx', 'ubuntu-26.04')).toEqual([]);
  });

  it('apache2 with default-ssl (`SSLProtocol all -SSLv2 -SSLv3 -TLSv1 -TLSv1.1`): the cipher findings only; 3DES on 1.0.2 alone without the platform', () => {
    const ssl = 'ubuntu-26.04/apache2/mods-enabled/ssl.conf';
    const site = 'ubuntu-26.04/apache2/sites-enabled/default-ssl.conf';
    const rest = [`cipher-cbc@${ssl}:57:1:info`, `cipher-no-forward-secrecy@${ssl}:57:1:warning`, `cipher-slow@${ssl}:57:1:info`, `server-cipher-preference@${ssl}:57:1:warning`, `hsts-missing@${site}:1:1:info`, `http2-disabled@${site}:1:1:info`];
    expect(verdicts('ubuntu-26.04', 'apache2')).toEqual([`cipher-3des@${ssl}:57:1:info`, ...rest]);
    expect(verdicts('ubuntu-26.04', 'apache2', 'ubuntu-26.04')).toEqual(rest);
  });
});

describe('the CLI', () => {
  it.each(TREES)('%s: says which platform it judged for; no error outside the certificate rules (the snakeoil files are the host’s)', async (tree) => {
    const root = join(FIXTURES, tree, 'apache2');
    const r = await runCli([join(root, 'apache2.conf'), '--path-map', `/etc/apache2=${root}`, '--platform', tree, '--format', 'json']);
    const report = JSON.parse(r.stdout) as { platform: { id: string; openssl: string; apache: string }; findings: Array<{ ruleId: string; severity: string }> };
    const p = findPlatform(tree)!;
    expect(report.platform).toMatchObject({ id: tree, openssl: p.openssl.value, apache: p.apache!.value });
    expect(report.findings.filter((f) => f.severity === 'error' && !f.ruleId.startsWith('cert-'))).toEqual([]);
    expect(report.findings.map((f) => f.ruleId)).not.toContain('protocol-tls10-tls11');
  });
});

describe('the fixtures are the packages’ files, unmodified', () => {
  // Each row of SOURCES.md's Ubuntu table: fixture path and the MD5 of the file as unpacked from the .deb.
  const sources = readFileSync(join(FIXTURES, 'SOURCES.md'), 'utf8');
  const rows = [...sources.matchAll(/^\| (ubuntu-\d\d\.04\/\S+) \| [^|]+ \| ([^|]+) \| ([0-9a-f]{32}) \|$/gm)];
  it('every file of the three trees is listed once', () => {
    const listed = rows.map((m) => m[1]).sort();
    const files = TREES.flatMap((t) => walk(join(FIXTURES, t)).map((f) => relative(FIXTURES, f))).sort();
    expect(listed).toEqual(files);
  });
  it.each(rows.map((m) => [m[1], m[3]]))('%s', (file, md5) => {
    expect(createHash('md5').update(readFileSync(join(FIXTURES, file))).digest('hex')).toBe(md5);
  });
  it('each file names the package version the table has for its release, and the .deb is listed with its SHA-256', () => {
    for (const m of rows) {
      const tree = m[1].split('/')[0];
      const [pkg, version] = m[2].trim().split(' ');
      const p = findPlatform(tree)!;
      expect(version.startsWith(`${(pkg === 'apache2' ? p.apache : p.nginx)!.value}-`), m[1]).toBe(true);
      const release = tree.replace('ubuntu-', '');
      expect(sources, `${pkg} ${version}`).toMatch(new RegExp(`^\\| ${pkg} \\| ${version.replace(/[.+]/g, '\\$&')} \\| ${release} \\| [0-9a-f]{64} \\|$`, 'm'));
    }
  });
});

function walk(dir: string): string[] {
  return spawnSync('find', [dir, '-type', 'f'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}

describe('the table’s Ubuntu OpenSSL facts, as the packages show them (SOURCES.md)', () => {
  it('ubuntu-26.04: level 2 from upstream (OpenSSL 3.2+), Ubuntu’s own patch dropped, no minimum protocol of its own', () => {
    const p = findPlatform('ubuntu-26.04')!;
    expect([p.openssl.value, p.generation, p.nginx?.value, p.apache?.value, p.seclevel.value, p.seclevel.verified, p.minProtocol]).toEqual(['3.5.5', '3.x', '1.28.3', '2.4.66', 2, true, undefined]);
    expect(p.seclevel.source).toContain('libssl3t64 3.5.5-1ubuntu3.7');
    expect(readFileSync(join(FIXTURES, 'SOURCES.md'), 'utf8')).toContain('| libssl3t64 | 3.5.5-1ubuntu3.7 | 26.04 |');
  });

  it.each<[string, number | undefined, string]>([
    ['ubuntu-20.04', 1, 'TLS 1.0/1.1 back at @SECLEVEL=1 on its 1.1.1'],
    ['ubuntu-22.04', undefined, 'OpenSSL 3'],
    ['ubuntu-24.04', undefined, 'OpenSSL 3'],
  ])('%s: level 2, TLS 1.2 at least (tls1.2-min-seclevel2.patch); %s', (id, legacy) => {
    const p = findPlatform(id)!;
    expect([p.seclevel.value, p.seclevel.verified, p.minProtocol?.value, p.legacyTlsMaxSeclevel?.value]).toEqual([2, true, 'TLSv1.2', legacy]);
    // the packages the facts were read in, as SOURCES.md lists them
    const openssl = /openssl (\S+ubuntu[\d.]+):/.exec(p.seclevel.source)![1];
    expect(readFileSync(join(FIXTURES, 'SOURCES.md'), 'utf8')).toContain(`| openssl | ${openssl} | ${id.replace('ubuntu-', '')} |`);
    expect(openssl.startsWith(p.openssl.value)).toBe(true);
  });
});
