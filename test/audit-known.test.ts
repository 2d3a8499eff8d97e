// Grades of known configurations, asserted line by line against test/audit-known.txt: the
// Mozilla generator's modern/intermediate/old configs, the samples, the seed-era configs (the
// cipher lists of 2011-2013 articles, fixtures/audit/seeds), the Debian and certbot trees of the corpus. /etc/ssl is mapped away so that this machine's snakeoil certificate
// does not decide a grade. Regenerate with SSLLINT_UPDATE_AUDIT=1 and read every changed line.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditJson } from './helpers/audit.js';

const repo = resolve(__dirname, '..');
const corpus = resolve(repo, 'test/corpus');
const golden = resolve(__dirname, 'audit-known.txt');

const TREES = [
  resolve(corpus, 'mozilla-ssl-config-generator/generated'),
  resolve(repo, 'fixtures/sample'),
  resolve(repo, 'fixtures/audit/seeds'),
  resolve(corpus, 'debian-apache2'),
  resolve(corpus, 'debian-nginx-common'),
  resolve(corpus, 'certbot'),
];

async function lines(): Promise<string[]> {
  const out: string[] = [];
  for (const tree of TREES) {
    const report = await auditJson([tree, '--no-config', '--now', '2026-06-01', '--path-map', '/etc/ssl=/nonexistent-ssllint/ssl', '--path-map', '/etc/letsencrypt=/nonexistent-ssllint/le'], { cwd: repo });
    for (const s of report.servers) {
      const caps = [...new Set(s.generations.flatMap((g) => g.grade.caps.map((c) => `${c.id}@${g.generation}`)))].join(' ');
      out.push(`${relative(repo, resolve(repo, s.file))}:${s.line} ${s.generations.map((g) => g.grade.grade).join('/')}${caps ? ` ${caps}` : ''}`);
    }
  }
  return out.sort();
}

describe('grades of known configurations', () => {
  it('match test/audit-known.txt', async () => {
    const got = await lines();
    if (process.env.SSLLINT_UPDATE_AUDIT) writeFileSync(golden, got.join('\n') + '\n');
    expect(got).toEqual(readFileSync(golden, 'utf8').trimEnd().split('\n'));
  }, 120_000);

  it('grade the seed-era configs as SSL Labs does', async () => {
    const got = (await lines()).filter((l) => l.includes('fixtures/audit/seeds/'));
    const grade = (name: string) => got.find((l) => l.includes(name))!.split(' ').slice(1).join(' ');
    // 2011: RC4 second, no TLS 1.2 restriction: RC4 and TLS 1.0 cap at C where the build has RC4 (1.0.2,
    // 1.1.1 as modelled); OpenSSL 3 has no RC4 and needs level 0 for TLS 1.0, so A, made A- by
    // the missing HSTS (guide 2009r's warning).
    expect(grade('zombe-2011-apache.conf')).toMatch(/^C\/C\/A- rc4-modern@1\.0\.2 .*tls10-tls11@1\.1\.1 hsts-missing@1\.1\.1 hsts-missing@3\.x$/);
    // Apache 2's default of the time with SSLProtocol all: SSLv3 (POODLE) and RC4 on 1.0.2.
    expect(grade('apache2-default-2013.conf')).toMatch(/^C\/C\/A- .*sslv3-poodle@1\.0\.2/);
    // The 2013 nginx advice `ALL:!ADH:…` leaves the anonymous ECDH suites (AECDH) in the list: F
    // on 1.0.2, which has no security levels; 1.1.1 and 3.x at level 1 never negotiate them
    // (`openssl ciphers -s` on 3.0 lists no Au=None suite for that string), so A there, A- for
    // the missing HSTS.
    expect(grade('tips-2013-nginx.conf')).toBe('F/A-/A- score@1.0.2 no-tls13@1.0.2 hsts-missing@1.0.2 hsts-missing@1.1.1 hsts-missing@3.x');
  }, 120_000);

  it('grade the Mozilla profiles as SSL Labs does', async () => {
    const got = await lines();
    const mozilla = got.filter((l) => l.includes('mozilla-ssl-config-generator'));
    expect(mozilla.length).toBeGreaterThan(30);
    for (const l of mozilla) {
      const hsts = l.includes('-hsts-');
      const grades = l.split(' ')[1].split('/');
      // A config that names X25519 runs on OpenSSL 1.1.0 or later, one that names X25519MLKEM768 on
      // 3.5 or later: 1.0.2, and then 1.1.1 too, are not graded (src/openssl-floor.ts).
      const text = readFileSync(resolve(repo, l.split(':')[0]), 'utf8');
      expect(grades).toHaveLength(text.includes('X25519MLKEM768') ? 1 : text.includes('X25519') ? 2 : 3);
      const gens = ['1.0.2', '1.1.1', '3.x'].slice(3 - grades.length);
      // modern: TLS 1.3 only, which 1.0.2 lacks; intermediate: A+ with HSTS where TLS 1.3 is there,
      // A- (guide 2009r's warnings) without HSTS or on 1.0.2; old: B where TLS 1.0/1.1 are negotiable.
      if (l.includes('-modern-')) expect(grades).toEqual(gens.map((g) => (g === '1.0.2' ? 'F' : hsts ? 'A+' : 'A-')));
      // Generated for a server too old for TLS 1.3 (httpd before 2.4.36, OpenSSL 1.0.1), the config
      // lists none: A- there too.
      const tls13 = !l.includes('no-tls13@3.x');
      if (l.includes('-intermediate-')) expect(grades).toEqual(gens.map((g) => (g !== '1.0.2' && hsts && tls13 ? 'A+' : 'A-')));
      if (l.includes('-intermediate-')) expect(tls13).toBe(!/apache2\.2\.|apache2\.4\.29|nginx1\.4\./.test(l));
      if (l.includes('-old-')) expect(grades[gens.indexOf('1.1.1')]).toBe('B');
    }
  }, 120_000);
});
