// Apache with a group list its OpenSSL lacks: `apache2 -t` says "Syntax OK" (SSLOpenSSLConfCmd is
// applied when mod_ssl initialises), but httpd does not start (AH02407 … "group 'X25519MLKEM768'
// cannot be set", AH02312 "Fatal error initialising mod_ssl"). This machine's httpd runs Debian's
// OpenSSL 3.0, which has no X25519MLKEM768 (3.5): ecdh-curve's error for --platform debian-12 is
// what httpd does, and the list without it, on which ssllint says nothing, starts.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apache2Binary, httpdPreamble } from './apache-httpd.js';
import { lintJson } from './helpers/cli.js';
import { liveMissing } from './apache-live.js';
import { skipNote } from './helpers/peers.js';
import { freePort } from './helpers/ports.js';
import { makeTmp } from './helpers/tmp.js';

const system = spawnSync('openssl', ['version'], { encoding: 'utf8' }).stdout ?? '';
const missing = liveMissing ?? (/^OpenSSL 3\.0\./.test(system) ? undefined : `needs httpd on OpenSSL 3.0, this is ${system.trim()}`);
const CERTS = resolve(__dirname, '../fixtures/certs/rsa2048');

/** Runs httpd -X on the config until it serves (stopped then) or exits; its error log either way. */
async function runs(groups: string): Promise<{ started: boolean; log: string; file: string; syntaxOk: boolean }> {
  const tmp = makeTmp('ssllint-groups-httpd-');
  const port = await freePort();
  copyFileSync(join(CERTS, 'cert.pem'), join(tmp.dir, 'cert.pem'));
  copyFileSync(join(CERTS, 'privkey.pem'), join(tmp.dir, 'privkey.pem'));
  const file = join(tmp.dir, 'httpd.conf');
  const vhost = `<VirtualHost 127.0.0.1:${port}>\n    SSLEngine on\n    SSLCertificateFile ${tmp.dir}/cert.pem\n    SSLCertificateKeyFile ${tmp.dir}/privkey.pem\n    SSLOpenSSLConfCmd Curves ${groups}\n</VirtualHost>\n`;
  writeFileSync(file, httpdPreamble(tmp.dir, port, [['ssl_module', 'mod_ssl.so'], ['socache_shmcb_module', 'mod_socache_shmcb.so']]) + vhost);
  const t = spawnSync(apache2Binary!, ['-d', tmp.dir, '-f', file, '-t'], { encoding: 'utf8' });
  const syntaxOk = t.status === 0 && /Syntax OK/.test(t.stdout + t.stderr);
  const httpd = spawn(apache2Binary!, ['-d', tmp.dir, '-f', file, '-X'], { stdio: 'ignore' });
  // httpd binds its port before mod_ssl initialises: "started" is still running after 3 s.
  const exited = await new Promise<boolean>((done) => {
    const t = setTimeout(() => done(false), 3000);
    httpd.on('exit', () => {
      clearTimeout(t);
      done(true);
    });
  });
  httpd.kill('SIGKILL');
  let log = '';
  try {
    log = readFileSync(join(tmp.dir, 'error.log'), 'utf8');
  } catch {
    /* none written */
  }
  const copy = join(makeTmp('ssllint-groups-conf-').dir, 'httpd.conf');
  writeFileSync(copy, readFileSync(file, 'utf8'));
  tmp.remove();
  return { started: !exited, log, file: copy, syntaxOk };
}

describe.skipIf(!!missing)(`httpd on OpenSSL 3.0 and X25519MLKEM768${skipNote(missing)}`, () => {
  it('does not start with X25519MLKEM768 in SSLOpenSSLConfCmd Curves though apache2 -t says Syntax OK; ssllint says so for Debian 12', async () => {
    const bad = await runs('X25519MLKEM768:X25519:prime256v1');
    expect(bad.started).toBe(false);
    expect(bad.log).toMatch(/AH02407: "SSLOpenSSLConfCmd Curves X25519MLKEM768:X25519:prime256v1" failed/);
    expect(bad.log).toContain("group 'X25519MLKEM768' cannot be set");
    expect(bad.syntaxOk).toBe(true);
    const findings = (await lintJson([bad.file, '--no-config', '--platform', 'debian-12'])).findings.filter((f) => f.ruleId === 'ecdh-curve');
    expect(findings.map((f) => f.severity)).toEqual(['error']);
    expect(findings[0].message).toContain('"X25519MLKEM768" needs OpenSSL 3.5 and Debian 12 (bookworm) has OpenSSL 3.0.19');
  });

  it('starts with X25519:prime256v1, on which ssllint says nothing for Debian 12', async () => {
    const good = await runs('X25519:prime256v1');
    expect(good.started, good.log).toBe(true);
    expect((await lintJson([good.file, '--no-config', '--platform', 'debian-12'])).findings.filter((f) => f.ruleId === 'ecdh-curve')).toEqual([]);
  });
});
