// `Options -ServerPreference` in an SSL_CONF command overrides the server's own cipher-order
// directive, and `Options ServerPreference` turns it on under `off` (issue #36 item 18): nginx
// runs ssl_conf_command after ssl_prefer_server_ciphers, httpd runs SSLOpenSSLConfCmd after
// SSLHonorCipherOrder, and OpenSSL applies the options in that order. The oracle: a client
// listing the server's second suite first gets it when the server's order does not count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { confOption, withConfOption } from '../src/openssl/conf-options.js';
import { installedVersion, liveMissing, startHttpd } from './apache-live.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { modelOf } from './model-helpers.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-options-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The server lists AES128 first, with a weaker CBC suite after it so that the order matters to
// server-cipher-preference; the client asks for AES256 first.
const SERVER_ORDER = 'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-SHA';
const CLIENT_ORDER = ['-tls1_2', '-cipher', 'ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256'];

describe('what an Options list sets (ssl/ssl_conf.c ssl_set_option_list)', () => {
  it('the last mention wins, any case, with - or + and spaces around', () => {
    expect(confOption('-ServerPreference', 'serverpreference')).toBe(false);
    expect(confOption('ServerPreference, -serverpreference', 'serverpreference')).toBe(false);
    expect(confOption('-SERVERPREFERENCE,+ServerPreference', 'serverpreference')).toBe(true);
    expect(confOption('-SessionTicket', 'serverpreference')).toBeUndefined();
    expect(confOption('-SessionTicket,PrioritizeChaCha', 'sessionticket')).toBe(false);
    expect(withConfOption('-SessionTicket, -ServerPreference', 'serverpreference', true)).toBe('-SessionTicket,ServerPreference');
  });
});

let n = 0;
function nginxConf(lines: string, offset: number) {
  const dir = join(work, `n${n++}`);
  const port = portFor(70 + offset);
  const body = `server {\n    listen 127.0.0.1:${port} ssl;\n    server_name localhost;\n    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n    ssl_protocols TLSv1.2;\n    ssl_ciphers ${SERVER_ORDER};\n${lines}}\n`;
  return { dir, port, conf: put(dir, 'nginx.conf', wholeConfig(dir, body)) };
}

const preferenceFindings = (conf: string, options: Parameters<typeof fixedLintOptions>[1]) =>
  lint(fixedLintOptions([conf], options), RULES)
    .findings.filter((f) => f.ruleId === 'server-cipher-preference')
    .map((f) => ({ line: f.location.line, fix: f.fix?.replacement?.split('\n')[0] }));

describe.skipIf(!hasNginx || !hasOpenssl)('nginx 1.22.1: ssl_conf_command Options against ssl_prefer_server_ciphers', () => {
  it('Options -ServerPreference under `on`: the client\'s order wins; ssllint says so at the Options line, and its fix turns the option on there', async () => {
    const s = nginxConf('    ssl_prefer_server_ciphers on;\n    ssl_conf_command Options -ServerPreference;\n', 0);
    const live = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, CLIENT_ORDER).cipher);
    expect(live).toBe('ECDHE-RSA-AES256-GCM-SHA384');
    expect(preferenceFindings(s.conf, { nginxVersion: '1.22.1', generations: ['3.x'] })).toEqual([{ line: 20, fix: 'ssl_conf_command Options ServerPreference;' }]);
  }, 40_000);

  it('the look-alike: Options ServerPreference under `off` keeps the server\'s order, and ssllint is quiet', async () => {
    const s = nginxConf('    ssl_prefer_server_ciphers off;\n    ssl_conf_command Options ServerPreference;\n', 1);
    const live = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, CLIENT_ORDER).cipher);
    expect(live).toBe('ECDHE-RSA-AES128-GCM-SHA256');
    expect(preferenceFindings(s.conf, { nginxVersion: '1.22.1', generations: ['3.x'] })).toEqual([]);
  }, 40_000);
});

describe.skipIf(liveMissing !== undefined)(`httpd: SSLOpenSSLConfCmd Options against SSLHonorCipherOrder${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  const vhost = (lines: string) => `<VirtualHost 127.0.0.1:\${port}>
    ServerName localhost
    SSLEngine on
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
    SSLProtocol -all +TLSv1.2
    SSLCipherSuite ${SERVER_ORDER}
${lines}</VirtualHost>
`;

  it('Options -ServerPreference under `on`: the client\'s order wins; ssllint says so at the Options line', async () => {
    const httpd = await startHttpd(vhost('    SSLHonorCipherOrder on\n    SSLOpenSSLConfCmd Options -ServerPreference\n'));
    try {
      expect(handshake(httpd.port, CLIENT_ORDER).cipher).toBe('ECDHE-RSA-AES256-GCM-SHA384');
      const version = installedVersion();
      expect(modelOf(httpd.file, { apacheVersion: version }).servers[1].tls!.preferServerCiphers).toMatchObject({ value: false, at: { line: 19 } });
      expect(preferenceFindings(httpd.file, { apacheVersion: version, generations: ['3.x'] })).toEqual([{ line: 19, fix: 'SSLOpenSSLConfCmd Options ServerPreference' }]);
    } finally {
      httpd.stop();
    }
  }, 40_000);

  it('the look-alike: Options -SessionTicket leaves SSLHonorCipherOrder on alone (the server\'s order), and turns tickets off', async () => {
    const httpd = await startHttpd(vhost('    SSLHonorCipherOrder on\n    SSLOpenSSLConfCmd Options -SessionTicket\n'));
    try {
      const got = handshake(httpd.port, CLIENT_ORDER);
      expect(got.cipher).toBe('ECDHE-RSA-AES128-GCM-SHA256');
      expect(got.output).not.toMatch(/TLS session ticket:/);
      const version = installedVersion();
      const tls = modelOf(httpd.file, { apacheVersion: version }).servers[1].tls!;
      expect([tls.preferServerCiphers.value, tls.sessionTickets.value]).toEqual([true, false]);
      expect(preferenceFindings(httpd.file, { apacheVersion: version, generations: ['3.x'] })).toEqual([]);
    } finally {
      httpd.stop();
    }
  }, 40_000);
});
