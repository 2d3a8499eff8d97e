// What the audit says of a server that cannot start (#37 item 6), of a certificate not valid yet
// (#36 item 20), and whether each server starts and staples, as JSON fields (#36 item 21).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditJson, auditRun } from './helpers/audit.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
const certs = resolve(repo, 'fixtures/certs');
const sample = ['fixtures/sample/nginx', '--no-config', '--now', '2026-06-01'];
const work = makeTmp('ssllint-audit-starts-').dir;
afterAll(() => removeTmp(work));

let n = 0;
function site(body: string): string {
  const file = join(work, `site-${n++}.conf`);
  writeFileSync(
    file,
    `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.com;\n        ssl_protocols TLSv1.2 TLSv1.3;\n        add_header Strict-Transport-Security "max-age=63072000" always;\n${body
      .split('\n')
      .map((l) => `        ${l}`)
      .join('\n')}\n    }\n}\n`,
  );
  return file;
}

describe('a tree that does not start gets no letter grade', () => {
  // On Debian 12 (nginx 1.22.1) the sample's `http2 on;` is an unknown directive: nginx -t
  // rejects the whole tree, so neither server runs, although both would grade A+.
  it('JSON: each server says starts: false, names the finding that stops it, and grades "will not start"', async () => {
    const report = await auditJson([...sample, '--platform', 'debian-12'], { cwd: repo });
    expect(report.servers.map((s) => [s.label, s.starts, s.worst, s.generations.map((g) => g.grade.grade)])).toEqual([
      ['blog.example.com', false, 'will not start', ['will not start']],
      ['shop.example.com', false, 'will not start', ['will not start']],
    ]);
    for (const s of report.servers) {
      expect(s.startErrors).toEqual([{ file: 'fixtures/sample/nginx/conf.d/blog.conf', line: 3, column: 5, ruleId: 'directive-unknown', message: 'unknown directive "http2": added in nginx 1.25.1 (linting for nginx 1.22.1)' }]);
      expect(s.generations[0].grade.caps[0]).toEqual({ id: 'will-not-start', grade: 'will not start', reason: 'unknown directive "http2": added in nginx 1.25.1 (linting for nginx 1.22.1) (blog.conf:3:5)' });
    }
    // What it would get once it starts stays known.
    expect(report.servers[0].generations[0].grade.ignoringTrust).toBe('A+');
  });

  it('the look-alike: the same tree on a current nginx starts and is graded', async () => {
    const report = await auditJson([...sample, '--nginx-version', '1.27.4', '--openssl', '3.x'], { cwd: repo });
    expect(report.servers.map((s) => [s.label, s.starts, s.worst])).toEqual([
      ['blog.example.com', true, 'A+'],
      ['shop.example.com', true, 'A+'],
    ]);
    expect(report.servers[0].startErrors).toBeUndefined();
  });

  it('text, Markdown and HTML say "will not start" with the reason, and every --fail-grade floor fails it', async () => {
    const text = (await auditRun([...sample, '--platform', 'debian-12'], { cwd: repo })).stdout;
    expect(text).toMatch(/^will not start +blog\.example\.com /m);
    expect(text).toContain('blog.example.com (fixtures/sample/nginx/conf.d/blog.conf:1): will not start\n  will not start: unknown directive "http2"');
    const md = (await auditRun([...sample, '--platform', 'debian-12', '--format', 'markdown'], { cwd: repo })).stdout;
    expect(md).toMatch(/^\| will not start \| `blog\.example\.com` \|.*\| `will not start: unknown directive "http2"/m);
    const html = (await auditRun([...sample, '--platform', 'debian-12', '--format', 'html'], { cwd: repo })).stdout;
    expect(html).toContain('class="grade g9" title="will not start">will not start</td>');
    expect(html).toContain('data-grade="will not start"');
    const gate = await auditRun([...sample, '--platform', 'debian-12', '--fail-grade', 'F'], { cwd: repo });
    expect(gate.code).toBe(1);
    expect(gate.stderr).toBe('ssllint audit: 2 of 2 servers graded below F: blog.example.com (will not start), shop.example.com (will not start)\n');
  });

  it('a stop that holds on one OpenSSL generation only costs that generation its letter', async () => {
    // RC4 alone: OpenSSL 3 has no RC4, the string selects nothing and nginx refuses to start there.
    const report = await auditJson([resolve(repo, 'fixtures/audit/caps/rc4-only.conf'), '--no-config', '--now', '2026-06-01', '--openssl', '1.1.1,3.x']);
    const s = report.servers[0];
    expect([s.starts, s.generations.map((g) => g.grade.grade), s.worst]).toEqual([false, ['F', 'will not start'], 'will not start']);
    expect(s.startErrors!.map((e) => [e.ruleId, e.generations])).toEqual([['cipher-string-invalid', ['3.x']]]);
    const text = (await auditRun([resolve(repo, 'fixtures/audit/caps/rc4-only.conf'), '--no-config', '--now', '2026-06-01', '--openssl', '1.1.1,3.x', '--width', '120'])).stdout;
    expect(text).toMatch(/^Grade: OpenSSL 1\.1\.1\/3\.x, in that order, where they differ\. no start: the configuration stops the server there\.$/m);
    expect(text).toMatch(/^F\/no start +example\.com /m);
    expect(text).toContain('): F on OpenSSL 1.1.1, will not start on 3.x\n');
  });

  it('an error that names a condition under which the server would not start does not stop it', async () => {
    // tls-compression: "httpd refuses to start when that OpenSSL has no compression methods".
    const report = await auditJson([resolve(repo, 'fixtures/audit/caps/compression.conf'), '--no-config', '--now', '2026-06-01']);
    expect(report.servers[0].starts).toBe(true);
  });
});

describe('a certificate not valid yet is graded as an expired one', () => {
  const file = site(`ssl_certificate ${certs}/rsa2048/fullchain.pem;\nssl_certificate_key ${certs}/rsa2048/privkey.pem;`);

  it('before its notBefore (2020-01-01): T, with the reason, and the letter it would have', async () => {
    const report = await auditJson([file, '--no-config', '--now', '2019-12-31T23:59:59Z', '--openssl', '3.x']);
    const g = report.servers[0].generations[0].grade;
    expect([g.grade, g.ignoringTrust]).toEqual(['T', 'A+']);
    expect(g.caps).toEqual([{ id: 'trust', grade: 'T', reason: 'the certificate is not valid yet (its notBefore is still ahead)' }]);
    expect(report.servers[0].certificates[0].notBefore).toBe('2020-01-01T00:00:00.000Z');
  });

  it('from its notBefore on: A+', async () => {
    const report = await auditJson([file, '--no-config', '--now', '2020-01-01T00:00:00Z', '--openssl', '3.x']);
    expect(report.servers[0].worst).toBe('A+');
  });
});

describe('whether a server staples', () => {
  const staples = async (body: string) => {
    const s = (await auditJson([site(body), '--no-config', '--now', '2026-06-01', '--openssl', '3.x'])).servers[0];
    return [s.ocspStapling, s.staples];
  };
  const pair = (dir: string) => `ssl_certificate ${certs}/${dir}/fullchain.pem;\nssl_certificate_key ${certs}/${dir}/privkey.pem;`;

  it('stapling on, for a certificate that names an OCSP responder: true', async () => {
    expect(await staples(`${pair('ocsp')}\nssl_stapling on;\nresolver 127.0.0.53;`)).toEqual([true, true]);
  });

  it('stapling on, for one that names none (Let\'s Encrypt\'s since 2025): false', async () => {
    expect(await staples(`${pair('rsa2048')}\nssl_stapling on;\nresolver 127.0.0.53;`)).toEqual([true, false]);
  });

  it('stapling on with a responder configured, or a response file: true whatever the certificate', async () => {
    expect(await staples(`${pair('rsa2048')}\nssl_stapling on;\nssl_stapling_responder http://ocsp.example.net/;\nresolver 127.0.0.53;`)).toEqual([true, true]);
    expect(await staples(`${pair('rsa2048')}\nssl_stapling on;\nssl_stapling_file /etc/ssl/ocsp.der;`)).toEqual([true, true]);
  });

  it('stapling on for a certificate that cannot be read: unknown (null)', async () => {
    expect(await staples('ssl_certificate /nonexistent/fullchain.pem;\nssl_certificate_key /nonexistent/privkey.pem;\nssl_stapling on;\nresolver 127.0.0.53;')).toEqual([true, null]);
  });

  it('stapling off: false, even for a certificate that names a responder', async () => {
    expect(await staples(pair('ocsp'))).toEqual([false, false]);
  });
});
