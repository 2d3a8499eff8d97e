// The audit against the real thing: nginx and apache2 started on 127.0.0.1 with a few configs, and
// `openssl s_client` (the machine's OpenSSL 3, the audit's 3.x generation) asked for each
// protocol. Every protocol the audit lists must connect and every other must fail; with
// server preference, the suite negotiated is the first one the audit lists for that protocol.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSuite } from '../src/openssl/index.js';
import { auditJson } from './helpers/audit.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { freePort } from './helpers/ports.js';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const apacheVersion = /Apache\/(\d+\.\d+\.\d+)/.exec(spawnSync('apache2', ['-v'], { encoding: 'utf8' }).stdout ?? '')?.[1];
const APACHE_MODULES = '/usr/lib/apache2/modules';
const opensslVersion = spawnSync('openssl', ['version'], { encoding: 'utf8' }).stdout ?? '';
const hasOpenssl3 = /^OpenSSL 3\./.test(opensslVersion);
const certs = resolve(__dirname, '../fixtures/certs/rsa2048');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) removeTmp(d);
});

const CONFIGS: Record<string, string> = {
  'tls12-tls13': 'ssl_protocols TLSv1.2 TLSv1.3;\n        ssl_prefer_server_ciphers on;\n        ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384;',
  'legacy-without-seclevel-0': 'ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n        ssl_prefer_server_ciphers on;\n        ssl_ciphers ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES256-SHA;',
  'legacy-seclevel-0': 'ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n        ssl_prefer_server_ciphers on;\n        ssl_ciphers ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES256-SHA:@SECLEVEL=0;',
  'tls13-only': 'ssl_protocols TLSv1.3;\n        ssl_prefer_server_ciphers on;\n        ssl_conf_command Ciphersuites TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256;',
  // nginx 1.11.0 and later have no DH group unless ssl_dhparam names one: DHE first is skipped.
  'dhe-without-dhparam': 'ssl_protocols TLSv1.2;\n        ssl_prefer_server_ciphers on;\n        ssl_ciphers DHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256;',
  'dhe-with-dhparam': `ssl_protocols TLSv1.2;\n        ssl_prefer_server_ciphers on;\n        ssl_ciphers DHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256;\n        ssl_dhparam ${resolve(certs, '../dh/ffdhe2048.pem')};`,
};

const APACHE_CONFIGS: Record<string, string> = {
  'tls12-tls13': 'SSLProtocol -all +TLSv1.2 +TLSv1.3\n    SSLHonorCipherOrder on\n    SSLCipherSuite ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256',
  'legacy-without-seclevel-0': 'SSLProtocol all -SSLv3\n    SSLHonorCipherOrder on\n    SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES128-SHA',
  'legacy-seclevel-0': 'SSLProtocol all -SSLv3\n    SSLHonorCipherOrder on\n    SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES128-SHA:@SECLEVEL=0',
  'tls13-only': 'SSLProtocol -all +TLSv1.3\n    SSLHonorCipherOrder on\n    SSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256',
  // mod_ssl picks a DH group as large as the RSA key when none is written: DHE first is used.
  'dhe-builtin-group': 'SSLProtocol -all +TLSv1.2\n    SSLHonorCipherOrder on\n    SSLCipherSuite DHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256',
};

const FLAGS: Record<string, string> = { TLSv1: '-tls1', 'TLSv1.1': '-tls1_1', 'TLSv1.2': '-tls1_2', 'TLSv1.3': '-tls1_3' };


async function startServer(kind: 'nginx' | 'apache', body: string): Promise<{ dir: string; conf: string; port: number; child: ChildProcess }> {
  const dir = makeTmp('ssllint-audit-live-').dir;
  dirs.push(dir);
  const port = await freePort();
  const conf = join(dir, kind === 'nginx' ? 'nginx.conf' : 'httpd.conf');
  if (kind === 'apache') {
    writeFileSync(
      conf,
      `ServerRoot ${dir}\nPidFile ${dir}/httpd.pid\nErrorLog ${dir}/error.log\nServerName localhost\nListen 127.0.0.1:${port}\n` +
        ['mpm_event', 'authz_core', 'ssl'].map((m) => `LoadModule ${m}_module ${APACHE_MODULES}/mod_${m}.so\n`).join('') +
        `<VirtualHost 127.0.0.1:${port}>\n    ServerName example.com\n    SSLEngine on\n    SSLCertificateFile ${certs}/fullchain.pem\n    SSLCertificateKeyFile ${certs}/privkey.pem\n    ${body}\n</VirtualHost>\n`,
    );
  } else
  writeFileSync(
    conf,
    `error_log ${dir}/error.log;\npid ${dir}/nginx.pid;\ndaemon off;\nmaster_process off;\nevents {}\nhttp {\n    access_log off;\n    ssl_session_cache shared:SSL:1m;\n    server {\n        listen 127.0.0.1:${port} ssl;\n        server_name example.com;\n        ssl_certificate ${certs}/fullchain.pem;\n        ssl_certificate_key ${certs}/privkey.pem;\n        ${body}\n    }\n}\n`,
  );
  const child = kind === 'nginx' ? spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' }) : spawn('apache2', ['-f', conf, '-DFOREGROUND'], { stdio: 'ignore' });
  // Ready when the port accepts a TCP connection.
  for (let i = 0; i < 100; i++) {
    const ok = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-brief'], { input: '', encoding: 'utf8', timeout: 5000 });
    if (!/Connection refused|connect:errno/.test(`${ok.stdout}${ok.stderr}`)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { dir, conf, port, child };
}

function handshake(port: number, protocol: string): { ok: boolean; suite?: string; protocol?: string } {
  const args = ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', 'example.com', '-brief', FLAGS[protocol]];
  if (protocol === 'TLSv1' || protocol === 'TLSv1.1') args.push('-cipher', 'DEFAULT:@SECLEVEL=0');
  const r = spawnSync('openssl', args, { input: '', encoding: 'utf8', timeout: 10_000 });
  const out = `${r.stdout}${r.stderr}`;
  const version = /Protocol version: (\S+)/.exec(out)?.[1];
  const suite = /Ciphersuite: (\S+)/.exec(out)?.[1];
  return { ok: version !== undefined && suite !== undefined, suite, protocol: version };
}

async function check(kind: 'nginx' | 'apache', name: string, body: string, versionFlags: string[]): Promise<void> {
  const server = await startServer(kind, body);
  try {
    const report = await auditJson([server.conf, '--openssl', '3.x', '--no-config', ...versionFlags]);
    expect(report.servers).toHaveLength(1);
    const posture = report.servers[0].generations[0];
    const seen: Record<string, string | false> = {};
    for (const protocol of Object.keys(FLAGS)) {
      const h = handshake(server.port, protocol);
      seen[protocol] = h.ok ? h.suite! : false;
    }
    const expected: Record<string, string | false> = {};
    for (const protocol of Object.keys(FLAGS)) {
      if (!posture.protocols.includes(protocol as never)) expected[protocol] = false;
      else if (protocol === 'TLSv1.3') expected[protocol] = posture.tls13Suites[0];
      else {
        // The server's first suite a client of this protocol can use (TLS 1.2 suites need TLS 1.2).
        const order = ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'];
        expected[protocol] = posture.suites.find((s) => order.indexOf(findSuite('3.x', s)!.protocol) <= order.indexOf(protocol))!;
      }
    }
    if (process.env.SSLLINT_SHOW_LIVE) console.log(kind, name, JSON.stringify(seen));
    expect(seen).toEqual(expected);
  } finally {
    server.child.kill('SIGTERM');
  }
}

describe.skipIf(!hasNginx || !hasOpenssl3)('audit against a running nginx and openssl s_client (skipped without nginx or OpenSSL 3)', () => {
  it.each(Object.keys(CONFIGS))('%s', (name) => check('nginx', name, CONFIGS[name], ['--nginx-version', '1.22.1']), 60_000);
});

describe.skipIf(!apacheVersion || !hasOpenssl3)('audit against a running apache2 and openssl s_client (skipped without apache2 or OpenSSL 3)', () => {
  it.each(Object.keys(APACHE_CONFIGS))('%s', (name) => check('apache', name, APACHE_CONFIGS[name], ['--apache-version', apacheVersion ?? '2.4.65']), 60_000);
});
