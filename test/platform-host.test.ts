// Linting this host's own config in place (/etc/nginx, /etc/apache2, /etc/httpd, or `nginx -T`
// on stdin) judges for this host without being asked: the versions `nginx -v`, `apache2 -v` and
// `openssl version` print and /etc/os-release, said in one line on stderr. The host is injected
// (a tree with an os-release and a fake `run`); one test reads this machine's own.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apacheVersionOf, nginxVersionOf, opensslVersionOf, systemHost, type Host, type HostProgram } from '../src/platform/host.js';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';

const DEBIAN_OS_RELEASE = resolve(__dirname, '../fixtures/platforms/hosts/debian-12/etc/os-release');
const LEGACY_SITE = 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n        ssl_certificate /etc/ssl/certs/site.pem;\n        ssl_certificate_key /etc/ssl/private/site.key;\n    }\n}\n';

/** A Debian 12 host at a temporary root whose programs print `outputs`. */
function debianHost(outputs: Partial<Record<HostProgram, string>>): { host: Host; asked: HostProgram[] } {
  const root = scratchDir('ssllint-host-');
  mkdirSync(join(root, 'etc/nginx'), { recursive: true });
  mkdirSync(join(root, 'etc/apache2'), { recursive: true });
  copyFileSync(DEBIAN_OS_RELEASE, join(root, 'etc/os-release'));
  writeFileSync(join(root, 'etc/nginx/nginx.conf'), LEGACY_SITE);
  writeFileSync(join(root, 'etc/apache2/apache2.conf'), 'Listen 443\n<VirtualHost *:443>\n    SSLEngine on\n    SSLProtocol all\n    SSLCertificateFile /etc/ssl/certs/site.pem\n    SSLCertificateKeyFile /etc/ssl/private/site.key\n</VirtualHost>\n');
  const asked: HostProgram[] = [];
  return { host: { root, run: (p) => (asked.push(p), outputs[p]) }, asked };
}

const DEBIAN_OUTPUTS = { nginx: 'nginx version: nginx/1.22.1\n', apache: 'Server version: Apache/2.4.71 (Debian)\nServer built:   2026-11-12T08:58:41\n', openssl: 'OpenSSL 3.0.19 27 Jan 2026 (Library: OpenSSL 3.0.19 27 Jan 2026)\n' };

interface Report {
  platform?: { id: string; nginx?: string; apache?: string; openssl: string; from: string };
  findings: Array<{ ruleId: string; severity: string }>;
}

describe("the host's own config is judged for the host", () => {
  it('/etc/nginx: the installed nginx and OpenSSL, Debian 12, said in one line', async () => {
    const { host, asked } = debianHost(DEBIAN_OUTPUTS);
    const r = await runCli([join(host.root, 'etc/nginx'), '--format', 'json'], { host });
    const report = JSON.parse(r.stdout) as Report;
    expect(report.platform).toMatchObject({ id: 'debian-12', nginx: '1.22.1', openssl: '3.0.19', from: 'auto' });
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      "ssllint: this host's own config, judged for this host (pin with --platform NAME, --openssl, --nginx-version, --apache-version): Debian GNU/Linux 12 (bookworm), OpenSSL 3.0.19, nginx 1.22.1: judged as debian-12",
    ]);
    // Debian 12's OpenSSL 3.0 at security level 2 cannot negotiate TLS 1.0/1.1.
    expect(report.findings.map((f) => f.ruleId)).not.toContain('protocol-tls10-tls11');
    expect(asked.sort()).toEqual(['nginx', 'openssl']);
  });

  it('the same tree copied elsewhere (a repository) is judged for no platform, and nothing is run', async () => {
    const { host, asked } = debianHost(DEBIAN_OUTPUTS);
    const copy = scratchDir('ssllint-repo-');
    writeFileSync(join(copy, 'nginx.conf'), LEGACY_SITE);
    const r = await runCli([join(copy, 'nginx.conf'), '--format', 'json'], { host });
    const report = JSON.parse(r.stdout) as Report;
    expect(report.platform).toBeUndefined();
    expect(r.stderr).toBe('');
    expect(report.findings.filter((f) => f.ruleId === 'protocol-tls10-tls11').map((f) => f.severity)).toEqual(['warning']);
    expect(asked).toEqual([]);
  });

  it('/etc/apache2: asks apache2 -v, not nginx', async () => {
    const { host, asked } = debianHost(DEBIAN_OUTPUTS);
    const r = await runCli([join(host.root, 'etc/apache2'), '--format', 'json'], { host });
    expect((JSON.parse(r.stdout) as Report).platform).toMatchObject({ id: 'debian-12', apache: '2.4.71' });
    expect(r.stderr).toContain('OpenSSL 3.0.19, Apache 2.4.71: judged as debian-12');
    expect(asked.sort()).toEqual(['apache', 'openssl']);
  });

  it('`nginx -T` on stdin is the host too', async () => {
    const { host } = debianHost(DEBIAN_OUTPUTS);
    const r = await runCli(['-', '--format', 'json'], { host, stdin: LEGACY_SITE });
    expect((JSON.parse(r.stdout) as Report).platform).toMatchObject({ id: 'debian-12', nginx: '1.22.1' });
  });

  it('a version pinned on the command line wins over the one detected', async () => {
    const { host } = debianHost(DEBIAN_OUTPUTS);
    const r = await runCli([join(host.root, 'etc/nginx'), '--format', 'json', '--openssl', '1.0.2,1.1.1,3.x'], { host });
    expect((JSON.parse(r.stdout) as Report).findings.map((f) => f.ruleId)).toContain('protocol-tls10-tls11');
    const named = await runCli([join(host.root, 'etc/nginx'), '--format', 'json', '--platform', 'rhel-9'], { host });
    expect((JSON.parse(named.stdout) as Report).platform).toMatchObject({ id: 'rhel-9', from: '--platform' });
    expect(named.stderr).toBe('');
  });

  it('a host not in the table is judged for its OpenSSL and servers, and says so', async () => {
    const { host } = debianHost({ ...DEBIAN_OUTPUTS, nginx: 'nginx version: nginx/1.27.4\n' });
    writeFileSync(join(host.root, 'etc/os-release'), 'ID=plan9\nVERSION_ID=4\nPRETTY_NAME="Plan 9"\n');
    const r = await runCli([join(host.root, 'etc/nginx'), '--format', 'json'], { host });
    expect(r.stderr).toContain('Plan 9, OpenSSL 3.0.19, nginx 1.27.4: not in the platform table: judged for its OpenSSL (3.x) and nginx 1.27.4');
  });
});

// Stapling is advised only for a certificate that names an OCSP responder: the repository's.
const OCSP = resolve(__dirname, '../fixtures/certs/ocsp');
const STAPLING_SITE = LEGACY_SITE.replace('/etc/ssl/certs/site.pem', `${OCSP}/fullchain.pem`).replace('/etc/ssl/private/site.key', `${OCSP}/privkey.pem`);

describe("the stapling fix's resolver", () => {
  it("on the host: its own /etc/resolv.conf, a safe fix", async () => {
    const { host } = debianHost(DEBIAN_OUTPUTS);
    writeFileSync(join(host.root, 'etc/nginx/nginx.conf'), STAPLING_SITE);
    writeFileSync(join(host.root, 'etc/resolv.conf'), '# written by hand\nsearch example.org\nnameserver 10.0.0.2\nnameserver fd00::53 # v6\n');
    const r = await runCli([join(host.root, 'etc/nginx'), '--fix-dry-run', '--no-config'], { host });
    expect(r.stdout).toContain('+        resolver 10.0.0.2 [fd00::53] valid=300s;');
  });

  it('elsewhere: 127.0.0.53 would be a guess, so the fix is risky and says what to fill in', async () => {
    const copy = scratchDir('ssllint-repo-');
    writeFileSync(join(copy, 'nginx.conf'), STAPLING_SITE);
    const safe = await runCli([join(copy, 'nginx.conf'), '--fix-dry-run', '--no-config']);
    expect(safe.stdout).not.toContain('resolver');
    expect(safe.stderr).toContain('ocsp-stapling-missing: a risky fix: the resolver address is a guess: put the DNS resolver the server uses in place of 127.0.0.53');
    const risky = await runCli([join(copy, 'nginx.conf'), '--fix-dry-run', '--no-config', '--fix-type', 'safe,risky']);
    expect(risky.stdout).toContain('+        resolver 127.0.0.53 valid=300s;');
    const json = await runCli([join(copy, 'nginx.conf'), '--no-config', '--format', 'json']);
    const stapling = (JSON.parse(json.stdout) as { findings: Array<{ ruleId: string; fix?: { description: string } }> }).findings.find((f) => f.ruleId === 'ocsp-stapling-missing');
    expect(stapling?.fix?.description).toBe('staple the OCSP response; replace 127.0.0.53 with the server\'s DNS resolver (its /etc/resolv.conf) unless systemd-resolved runs there');
  });
});

describe('reading the versions', () => {
  it('parses what the programs print', () => {
    expect(nginxVersionOf('nginx version: nginx/1.22.1\n')).toBe('1.22.1');
    expect(nginxVersionOf('nginx version: openresty/1.25.3.1\n')).toBeUndefined();
    expect(apacheVersionOf('Server version: Apache/2.4.62 (Red Hat Enterprise Linux)\n')).toBe('2.4.62');
    expect(opensslVersionOf('OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.2 15 Mar 2022)\n')).toBe('3.0.2');
    expect(opensslVersionOf('OpenSSL 1.1.1k  FIPS 25 Mar 2021\n')).toBe('1.1.1k');
  });

  it('runs nothing under a root other than /', () => {
    const root = scratchDir('ssllint-root-');
    mkdirSync(join(root, 'usr/sbin'), { recursive: true });
    writeFileSync(join(root, 'usr/sbin/nginx'), '#!/bin/sh\ntouch "$0.ran"\necho "nginx version: nginx/9.9.9" >&2\n', { mode: 0o755 });
    expect(systemHost(root).run('nginx')).toBeUndefined();
    expect(existsSync(join(root, 'usr/sbin/nginx.ran'))).toBe(false);
  });
});

// This machine: its own nginx and /etc/nginx, when installed (read only).
const installed = spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' });
const version = nginxVersionOf(`${installed.stdout ?? ''}${installed.stderr ?? ''}`);
describe.skipIf(!version || !existsSync('/etc/nginx/nginx.conf') || !existsSync('/etc/os-release'))(`this machine (nginx ${version})`, () => {
  it('`ssllint /etc/nginx` reads the installed nginx -v', async () => {
    const r = await runCli(['/etc/nginx', '--format', 'json'], { host: systemHost('/') });
    expect(r.stderr).toContain(`nginx ${version}`);
    expect((JSON.parse(r.stdout) as Report).platform?.nginx ?? version).toBe(version);
  });
});
