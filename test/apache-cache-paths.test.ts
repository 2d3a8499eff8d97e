// The session and stapling cache a fix adds, in the platform's own layout (issue #36 item 15):
// Debian's `${APACHE_RUN_DIR}` exists only where Debian's envvars sets it; the RHEL family keeps
// run-time files in /run/httpd; with no platform known, httpd's own default (`shmcb` alone).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { apache2Binary, apache2Check, httpdPreamble } from './apache-httpd.js';
import { freePort, liveMissing } from './apache-live.js';
import { lintJson } from './helpers/cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ssllint-cache-paths-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const CERTS = resolve(__dirname, '../fixtures/certs/rsa2048');

const VHOST = `<VirtualHost *:443>
    ServerName a.test
    SSLEngine on
    SSLUseStapling on
    SSLCertificateFile ${CERTS}/fullchain.pem
    SSLCertificateKeyFile ${CERTS}/privkey.pem
</VirtualHost>
`;

/** A tree whose main file is `name` (httpd.conf: upstream's and the RHEL family's; apache2.conf: Debian's). */
function tree(name: string): string {
  const dir = mkdtempSync(join(scratch, 'tree-'));
  const file = join(dir, name);
  writeFileSync(file, `ServerRoot ${dir}\nListen 443\n${VHOST}`);
  return file;
}

async function fixes(file: string, ...args: string[]): Promise<{ session?: string; stapling?: string }> {
  const findings = (await lintJson([file, '--apache-version', '2.4.71', ...args])).findings;
  return {
    session: findings.find((f) => f.ruleId === 'session-cache-missing')?.fix?.replacement,
    stapling: findings.find((f) => f.ruleId === 'ocsp-stapling-unusable' && /SSLStaplingCache/.test(f.message))?.fix?.replacement,
  };
}

describe('the lines a fix writes', () => {
  test('the RHEL family: /run/httpd, as its mod_ssl package writes it', async () => {
    for (const platform of ['rhel-9', 'rhel-8', 'rhel-9-legacy', 'centos-7']) {
      expect(await fixes(tree('httpd.conf'), '--platform', platform), platform).toEqual({
        session: 'SSLSessionCache "shmcb:/run/httpd/sslcache(512000)"',
        stapling: 'SSLStaplingCache "shmcb:/run/httpd/ssl_stapling(32768)"',
      });
    }
  });

  test('Debian and Ubuntu, or a tree in Debian\'s layout (apache2.conf): ${APACHE_RUN_DIR}, which their envvars sets', async () => {
    const debian = { session: 'SSLSessionCache "shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)"', stapling: 'SSLStaplingCache "shmcb:${APACHE_RUN_DIR}/ssl_stapling(32768)"' };
    for (const platform of ['debian-12', 'debian-11', 'ubuntu-24.04']) expect(await fixes(tree('httpd.conf'), '--platform', platform), platform).toEqual(debian);
    expect(await fixes(tree('apache2.conf'))).toEqual(debian);
  });

  test('no platform, or one whose package was not read: httpd\'s default, no path', async () => {
    const plain = { session: 'SSLSessionCache shmcb', stapling: 'SSLStaplingCache shmcb' };
    expect(await fixes(tree('httpd.conf'))).toEqual(plain);
    for (const platform of ['alpine-3.22', 'amazon-2023', 'rhel-10']) expect(await fixes(tree('httpd.conf'), '--platform', platform), platform).toEqual(plain);
  });
});

describe.skipIf(liveMissing !== undefined)(`httpd as it runs${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  const MODULES: [string, string][] = [
    ['ssl_module', 'mod_ssl.so'],
    ['socache_shmcb_module', 'mod_socache_shmcb.so'],
  ];

  test('Debian\'s line where no envvars sets APACHE_RUN_DIR: httpd warns (AH00111) at every start; `shmcb` alone: nothing to warn about', () => {
    const write = (line: string) => {
      const file = join(mkdtempSync(join(scratch, 'check-')), 'c.conf');
      writeFileSync(file, `${line}\n`);
      return file;
    };
    const debian = apache2Check(write('SSLSessionCache shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)'), MODULES);
    expect(debian.ok).toBe(true);
    expect(debian.output).toMatch(/AH00111: Config variable \$\{APACHE_RUN_DIR\} is not defined/);
    const plain = apache2Check(write('SSLSessionCache shmcb\nSSLStaplingCache shmcb'), MODULES);
    expect(plain.ok).toBe(true);
    expect(plain.output).not.toMatch(/AH00111/);
  });

  test('`SSLSessionCache shmcb`: the children of a running httpd share it (a TLS 1.2 session without a ticket resumes on every connection)', async () => {
    const root = mkdtempSync(join(scratch, 'live-'));
    chmodSync(root, 0o755);
    mkdirSync(join(root, 'htdocs'));
    const port = await freePort();
    const file = join(root, 'httpd.conf');
    writeFileSync(
      file,
      `${httpdPreamble(root, port, MODULES)}SSLSessionCache shmcb\nStartServers 3\n<VirtualHost 127.0.0.1:${port}>\n    ServerName localhost\n    SSLEngine on\n    SSLCertificateFile ${CERTS}/fullchain.pem\n    SSLCertificateKeyFile ${CERTS}/privkey.pem\n</VirtualHost>\n`,
    );
    // Started as a daemon (not -X), so that several child processes answer.
    expect(spawnSync(apache2Binary!, ['-d', root, '-f', file, '-k', 'start'], { encoding: 'utf8', timeout: 20_000 }).status).toBe(0);
    // The daemon writes its pid file once it runs; a handshake then finds it listening.
    const until = Date.now() + 10_000;
    while (!existsSync(join(root, 'httpd.pid')) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const pid = Number(readFileSync(join(root, 'httpd.pid'), 'utf8').trim());
    try {
      const sess = join(root, 'session.pem');
      const client = (args: string[]) => /^(New|Reused),/m.exec(spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_2', '-no_ticket', ...args], { input: '', encoding: 'utf8', timeout: 10_000 }).stdout)?.[1];
      expect(client(['-sess_out', sess])).toBe('New');
      const again = Array.from({ length: 8 }, () => client(['-sess_in', sess]));
      expect(again).toEqual(Array(8).fill('Reused'));
    } finally {
      process.kill(pid, 'SIGTERM');
    }
  }, 60_000);
});
