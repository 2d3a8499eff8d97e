// The records of the sample nginx tree, field by field: what the model says about each server,
// and the lint findings attributed to it (those in its block plus those on the http-level
// lines it inherits: nginx.conf's keepalive_timeout 0 and ssl_protocols for shop, which does
// not write its own; only the keep-alive line for blog, which does). Both listen on *:443 and
// blog.conf comes first, so before nginx 1.29.2 (the default here) shop negotiates the default
// server blog's TLSv1.2/TLSv1.3, not the http-level SSLv3-TLSv1.2 it inherits in the config, and
// in every release resumes sessions through blog's cache (docs/semantics-nginx.md, "SNI").
import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditJson } from './helpers/audit.js';
import { runCli } from './helpers/cli.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
// The sample lies in this repository, which reads nothing outside it (docs/security.md): /etc/ssl is refused unread.
const OUTSIDE = `it lies outside the repository, and ssllint reads only files inside it (docs/security.md)`;

describe('audit records of fixtures/sample/nginx', () => {
  it('say what each server does', async () => {
    const report = await auditJson(['fixtures/sample/nginx', '--no-config', '--now', '2026-06-01'], { cwd: repo });
    const records = report.servers.map(({ generations: _g, ...rest }) => rest);
    expect(records).toEqual([
      {
        dialect: 'nginx',
        label: 'shop.example.com',
        names: ['shop.example.com'],
        listen: ['*:443'],
        file: 'fixtures/sample/nginx/conf.d/shop.conf',
        line: 1,
        protocols: ['TLSv1.2', 'TLSv1.3'],
        preferServerCiphers: false,
        curves: 'auto',
        certificates: [{ path: '/etc/ssl/shop/cert.pem', status: 'unreadable', reason: OUTSIDE }],
        sessionCache: 'shared:SSL:10m',
        sessionTickets: true,
        hsts: { maxAge: 63072000, includeSubDomains: false, preload: false },
        http2: false,
        keepalive: false,
        staticCaching: false,
        // EXPORT, DES and RC2 hold only on OpenSSL 1.0.2: ranked down to info (README). No
        // protocol finding, and no session-cache-missing or session-ticket-key-rotation: the
        // protocols, the cache and the ticket keys it gets are its default server's.
        // No ocsp-stapling-missing: the certificate cannot be read, so nothing is said about stapling.
        findings: { error: 1, warning: 7, info: 8 },
        rules: ['cert-unreadable', 'cipher-3des', 'cipher-cbc', 'cipher-des', 'cipher-export', 'cipher-no-forward-secrecy', 'cipher-rc2', 'cipher-rc4', 'cipher-slow', 'header-inheritance-lost', 'http2-disabled', 'keepalive-disabled', 'server-cipher-preference', 'session-resumption-inconsistent', 'static-assets-uncached'],
        starts: true,
        ocspStapling: false,
        staples: false,
        worst: 'F',
        // The F is OpenSSL 1.0.2's (EXPORT suites), and no OpenSSL was named: the gate compares 1.1.1's C.
        gate: 'C',
      },
      {
        dialect: 'nginx',
        label: 'blog.example.com',
        names: ['blog.example.com'],
        listen: ['*:443'],
        file: 'fixtures/sample/nginx/conf.d/blog.conf',
        line: 1,
        protocols: ['TLSv1.2', 'TLSv1.3'],
        preferServerCiphers: false,
        curves: 'auto',
        certificates: [{ path: '/etc/ssl/blog/fullchain.pem', status: 'unreadable', reason: OUTSIDE }],
        sessionCache: 'shared:SSL:10m',
        sessionTickets: true,
        hsts: { maxAge: 63072000, includeSubDomains: false, preload: false },
        http2: true,
        keepalive: false,
        staticCaching: true,
        // No server-cipher-preference info: the "… is fine" infos were removed (#27 item 6).
        findings: { error: 0, warning: 1, info: 2 },
        rules: ['cert-unreadable', 'keepalive-disabled'],
        starts: true,
        ocspStapling: false,
        staples: false,
        // A+ on OpenSSL 1.1.1 and 3.x; 1.0.2 has no TLS 1.3, a warning since guide 2009r.
        worst: 'A-',
        gate: 'A+',
      },
    ]);
  });

  it('count every lint finding of the tree once per server it belongs to', async () => {
    const lint = JSON.parse((await runCli(['fixtures/sample/nginx', '--format', 'json', '--no-config'], { cwd: repo })).stdout) as { findings: { location: { file: string; line: number } }[] };
    const report = await auditJson(['fixtures/sample/nginx', '--no-config'], { cwd: repo });
    const total = (r: (typeof report.servers)[number]) => r.findings.error + r.findings.warning + r.findings.info;
    const inFile = (name: string) => lint.findings.filter((f) => f.location.file.endsWith(name)).length;
    const inherited = (lines: number[]) => lint.findings.filter((f) => f.location.file.endsWith('nginx/nginx.conf') && lines.includes(f.location.line)).length;
    // nginx.conf line 8 is keepalive_timeout 0; line 9 is ssl_protocols, which blog overrides.
    expect(total(report.servers[0])).toBe(inFile('shop.conf') + inherited([8, 9]));
    expect(total(report.servers[1])).toBe(inFile('blog.conf') + inherited([8]));
  });

  it('grade the sample per generation with the caps that set it', async () => {
    // The tree without blog.conf: shop is then its own default server and negotiates the SSLv3-TLSv1.2
    // it inherits, so the protocol caps stay exercised (with blog first, it gets blog's TLSv1.2/1.3
    // before nginx 1.29.2, as the first test shows, and from 1.29.2 only on OpenSSL 1.1.1+).
    const dir = makeTmp('ssllint-record-shop-').dir;
    cpSync(resolve(repo, 'fixtures/sample/nginx'), dir, { recursive: true, filter: (src) => !src.endsWith('blog.conf') });
    const report = await auditJson([dir, '--no-config'], { cwd: repo }).finally(() => removeTmp(dir));
    const shop = report.servers[0].generations.map((g) => [g.generation, g.grade.grade, g.protocols.join(' '), g.grade.caps.map((c) => c.id).join(' ')]);
    expect(shop).toEqual([
      ['1.0.2', 'F', 'SSLv3 TLSv1 TLSv1.1 TLSv1.2', 'score export sslv3-poodle rc4-modern tls10-tls11 no-tls13'],
      ['1.1.1', 'C', 'TLSv1 TLSv1.1 TLSv1.2', 'rc4-modern tls10-tls11 no-tls13'],
      ['3.x', 'A-', 'TLSv1.2', 'no-tls13'],
    ]);
  });
});
