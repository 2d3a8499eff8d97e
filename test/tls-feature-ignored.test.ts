// tls-feature-ignored: ssl_ech_file / ssl_encrypted_hello_key need OpenSSL 4.0 (ECH),
// ssl_certificate_compression on needs OpenSSL 3.2; judged only where the OpenSSL is known.
// The openssl programs are the oracle for the releases: `openssl ech` exists from 4.0, the
// `-cert_comp` option of s_server from 3.2 (the host's openssl, and the builds of
// scripts/build-openssl.sh where they are: .ci/run makes them).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from '../src/model/version.js';
import { runCli } from './helpers/cli.js';
import { writeTree } from './helpers/fix.js';
import { opensslBuild } from './helpers/openssl-builds.js';

const CONF = `events {}
http {
    ssl_certificate_compression on;
    server {
        listen 443 ssl;
        server_name example.com;
        ssl_certificate /etc/ssl/site.pem;
        ssl_certificate_key /etc/ssl/site.key;
        ssl_ech_file /etc/nginx/ech.pem;
        ssl_encrypted_hello_key /etc/nginx/ech-freenginx.pem;
    }
}
`;
const file = join(writeTree({ 'nginx.conf': CONF }), 'nginx.conf');

async function said(args: string[]): Promise<string[]> {
  const run = await runCli([file, ...args, '--format', 'json']);
  const report = JSON.parse(run.stdout) as { findings: { ruleId: string; severity: string; message: string; location: { line: number; column: number } }[] };
  return report.findings.filter((f) => f.ruleId === 'tls-feature-ignored' || f.ruleId === 'directive-unknown').map((f) => `${f.ruleId}@${f.location.line}:${f.location.column}:${f.severity}`);
}

describe('tls-feature-ignored', () => {
  it('every OpenSSL assumed: nothing said', async () => {
    expect(await said([])).toEqual([]);
  });

  it('OpenSSL 3.x: no ECH in any 3.x; certificate compression depends on the release within 3.x, so nothing said of it', async () => {
    expect(await said(['--openssl', '3.x'])).toEqual(['tls-feature-ignored@9:9:warning', 'tls-feature-ignored@10:9:warning']);
  });

  it('OpenSSL 1.1.1: neither feature', async () => {
    expect(await said(['--openssl', '1.1.1'])).toEqual(['tls-feature-ignored@3:5:warning', 'tls-feature-ignored@9:9:warning', 'tls-feature-ignored@10:9:warning']);
  });

  it("a platform's OpenSSL release: 3.5.9 (Debian 13) compresses certificates but has no ECH; 3.0.19 (Debian 12) has neither", async () => {
    // Debian 13's nginx 1.26.3 does not know either nginx directive (directive-unknown says so).
    expect(await said(['--platform', 'debian-13', '--nginx-version', '1.31.4'])).toEqual(['tls-feature-ignored@9:9:warning', 'tls-feature-ignored@10:9:warning']);
    expect(await said(['--platform', 'debian-12', '--nginx-version', '1.31.4'])).toEqual(['tls-feature-ignored@3:5:warning', 'tls-feature-ignored@9:9:warning', 'tls-feature-ignored@10:9:warning']);
    const run = await runCli([file, '--platform', 'debian-13', '--nginx-version', '1.31.4', '--format', 'json']);
    const ech = (JSON.parse(run.stdout) as { findings: { ruleId: string; message: string }[] }).findings.find((f) => f.ruleId === 'tls-feature-ignored')!;
    expect(ech.message).toBe('ssl_ech_file asks for Encrypted ClientHello (ECH), which OpenSSL 3.5.9 (Debian 13 (trixie)) does not have: nginx logs "ssl_ech_file" is not supported on this platform, ignored, and serves without it (it needs OpenSSL 4.0 (SSL_OP_ECH_GREASE, OSSL_ECHSTORE))');
  });

  it("an nginx that does not know the directive refuses it instead: directive-unknown (Debian 12, nginx 1.22.1); freenginx's own directive is judged whatever the nginx release", async () => {
    expect(await said(['--platform', 'debian-12'])).toEqual(['directive-unknown@3:5:error', 'directive-unknown@9:9:error', 'tls-feature-ignored@10:9:warning']);
  });
});

/** The openssl programs to ask: the host's, and the builds scripts/build-openssl.sh made. */
function programs(): { bin: string; version: string }[] {
  const out: { bin: string; version: string }[] = [];
  const add = (bin: string) => {
    const text = spawnSync(bin, ['version'], { encoding: 'utf8' }).stdout ?? '';
    const version = /OpenSSL (\d+\.\d+\.\d+)/.exec(text)?.[1];
    if (version) out.push({ bin, version });
  };
  add('openssl');
  for (const release of ['3.5.5', '3.6.3', '4.0.3'] as const) {
    const bin = opensslBuild(release);
    if (bin) add(bin);
  }
  return out;
}

describe('the openssl programs agree with the releases the rule names', () => {
  const found = programs();
  it.skipIf(found.length === 0)(`\`openssl ech\` from 4.0.0, s_server -no_tx_cert_comp from 3.2.0 (${found.map((p) => p.version).join(', ') || 'no openssl'})`, () => {
    for (const { bin, version } of found) {
      const v = parseVersion(version)!;
      const ech = spawnSync(bin, ['ech', '-help'], { encoding: 'utf8' });
      expect(/Invalid command 'ech'/.test(`${ech.stdout}${ech.stderr}`), `${bin} ${version}`).toBe(compareVersions(v, parseVersion('4.0.0')!) < 0);
      const server = spawnSync(bin, ['s_server', '-help'], { encoding: 'utf8' });
      expect(/-no_tx_cert_comp\b/.test(`${server.stdout}${server.stderr}`), `${bin} ${version}`).toBe(compareVersions(v, parseVersion('3.2.0')!) >= 0);
    }
  });
});
