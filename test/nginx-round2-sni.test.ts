// SNI and protocol versions. Before nginx 1.29.2 the default server of an address:port decides
// the protocol versions for every name on it; certificates and cipher lists follow the name.
// nginx CHANGES 1.29.2: "now the "ssl_protocols" directive works in a virtual server different
// from the default server when using OpenSSL 1.1.1 or newer" (commit 0373fe5d9, "SNI: using the
// ClientHello callback"). The installed nginx 1.22.1 is the oracle for the earlier side.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { auditJson } from './helpers/audit.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-sni-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** a.example.com is the default server; b.example.com shares its address:port. */
function pair(aProtocols: string, bProtocols: string, offset: number) {
  const dir = join(work, `p${n++}`);
  const port = portFor(50 + offset);
  const server = (name: string, protocols: string, cert: string, ciphers: string, dflt: string) =>
    `server {\n    listen 127.0.0.1:${port} ssl${dflt};\n    server_name ${name};\n    ssl_protocols ${protocols};\n    ssl_ciphers '${ciphers}';\n    ssl_prefer_server_ciphers on;\n    ssl_session_cache shared:SSL:1m;\n    ssl_certificate ${CERTS}/${cert}/fullchain.pem;\n    ssl_certificate_key ${CERTS}/${cert}/privkey.pem;\n    add_header Strict-Transport-Security "max-age=63072000" always;\n    location / { return 200 "${name}"; }\n}\n`;
  const body =
    server('a.example.com', aProtocols, 'rsa2048', 'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA:@SECLEVEL=0', ' default_server') +
    server('b.example.com', bProtocols, 'wrong-name', 'ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-SHA:@SECLEVEL=0', '');
  return { dir, port, conf: put(dir, 'nginx.conf', wholeConfig(dir, body)) };
}

const bLine = 27; // b's ssl_protocols line in the written config
const protocolFindings = (conf: string, version: string) =>
  lint(fixedLintOptions([conf], { nginxVersion: version, generations: ['3.x'] }), RULES)
    .findings.filter((f) => f.ruleId === 'protocol-tls10-tls11')
    .map((f) => f.location.line);

describe('nginx 1.29.2 and later: per-server protocols need OpenSSL 1.1.1 (its ClientHello callback)', () => {
  const findings = (conf: string, generation: '1.0.2' | '1.1.1') =>
    lint(fixedLintOptions([conf], { nginxVersion: '1.29.2', generations: [generation], opensslNamed: true }), RULES)
      .findings.filter((f) => f.ruleId === 'protocol-tls10-tls11')
      .map((f) => f.location.line);
  it('b allows TLS 1.0 but the default server does not: judged per server on 1.1.1, by the default server on 1.0.2', () => {
    const s = pair('TLSv1.2', 'TLSv1 TLSv1.1 TLSv1.2', 2);
    expect(findings(s.conf, '1.1.1')).toEqual([bLine]);
    expect(findings(s.conf, '1.0.2')).toEqual([]);
  });
});

describe.skipIf(!hasNginx || !hasOpenssl)('nginx 1.22.1 (before 1.29.2): the default server decides the protocols', () => {
  it('b allows TLS 1.0 but the default server does not: refused live; no finding for b before 1.29.2, one from 1.29.2', async () => {
    const s = pair('TLSv1.2', 'TLSv1 TLSv1.1 TLSv1.2', 0);
    const live = await withNginx(s.dir, s.conf, s.port, () => ({
      tls10: handshake(s.port, ['-servername', 'b.example.com', '-tls1', '-cipher', 'ALL:@SECLEVEL=0']),
      tls12: handshake(s.port, ['-servername', 'b.example.com', '-tls1_2']),
    }));
    expect(live.tls10.ok).toBe(false);
    // Certificate and cipher list are b's own.
    expect(live.tls12.subject).toMatch(/other\.example\.net/);
    expect(live.tls12.cipher).toBe('ECDHE-RSA-AES256-GCM-SHA384');
    expect(protocolFindings(s.conf, '1.22.1')).toEqual([]);
    expect(protocolFindings(s.conf, '1.29.2')).toEqual([bLine]);
  }, 40_000);

  it('b says TLS 1.2+ but the default server allows TLS 1.0: accepted live; b is judged by what it gets', async () => {
    const s = pair('TLSv1 TLSv1.1 TLSv1.2', 'TLSv1.2', 1);
    const live = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, ['-servername', 'b.example.com', '-tls1', '-cipher', 'ALL:@SECLEVEL=0']));
    expect(live.ok).toBe(true);
    expect(live.protocol).toBe('TLSv1');
    const old = lint(fixedLintOptions([s.conf], { nginxVersion: '1.22.1', generations: ['3.x'] }), RULES).findings.filter((f) => f.ruleId === 'protocol-tls10-tls11');
    // Said once, at the default server's line, for both names.
    expect(old.map((f) => f.location.line)).toEqual([15]);
  }, 40_000);

  it('the audit grades b by the protocols it gets: no A+ before 1.29.2, its own TLS 1.2 from it', async () => {
    const s = pair('TLSv1 TLSv1.1 TLSv1.2', 'TLSv1.2', 2);
    const gradeOf = async (version: string) => {
      const report = await auditJson([s.conf, '--no-config', '--now', '2026-06-01', '--openssl', '3.x', '--nginx-version', version]);
      const b = report.servers.find((x) => x.names.includes('b.example.com'))!;
      return { protocols: b.generations[0].protocols, grade: b.generations[0].grade.grade };
    };
    const before = await gradeOf('1.22.1');
    expect(before.protocols).toContain('TLSv1');
    expect(before.grade).not.toBe('A+');
    const after = await gradeOf('1.29.2');
    expect(after.protocols).toEqual(['TLSv1.2']);
  }, 60_000);
});
