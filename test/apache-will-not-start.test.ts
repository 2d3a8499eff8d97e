// httpd refuses to start with a certificate key under the security level (issue #36 item 19):
// mod_ssl sets SSLCipherSuite before it loads SSLCertificateFile, and OpenSSL's security callback
// refuses the key there ("AH02562: Failed to configure certificate … (with chain)", "ee key too
// small"), though `apache2 -t` says "Syntax OK". The installed httpd (Debian 12, OpenSSL 3.0,
// level 2 built in) is the oracle; the quiet side of each case is a server it starts.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { apache2Binary, apache2Check, httpdPreamble } from './apache-httpd.js';
import { freePort, installedVersion, liveMissing } from './apache-live.js';
import { lintJson, type JsonFinding } from './helpers/cli.js';

const CERTS = resolve(__dirname, '../fixtures/certs');
const SSL: [string, string][] = [['ssl_module', 'mod_ssl.so']];

function vhost(cert: string, extra = ''): string {
  return `<VirtualHost 127.0.0.1:\${port}>
    ServerName localhost
    SSLEngine on
${extra}    SSLCertificateFile ${CERTS}/${cert}/fullchain.pem
    SSLCertificateKeyFile ${CERTS}/${cert}/privkey.pem
</VirtualHost>
`;
}

/**
 * Whether httpd starts with `body`, and what its error log said: httpd -X runs until killed
 * once it has started, and exits at once when its configuration fails. (Not startHttpd: it takes
 * a port that answers for a started server, and another program may have taken that port.)
 */
async function starts(body: string): Promise<{ ok: boolean; log: string }> {
  const port = await freePort();
  const c = configFile(body, port);
  try {
    const run = spawnSync(apache2Binary!, ['-d', c.root, '-f', c.file, '-X'], { encoding: 'utf8', timeout: 3000 });
    let log = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    try {
      log += readFileSync(join(c.root, 'error.log'), 'utf8');
    } catch {
      /* nothing logged */
    }
    // Still running when the timeout ends it: it started.
    return { ok: (run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT', log };
  } finally {
    c.remove();
  }
}

const weakKey = (findings: JsonFinding[]) => findings.filter((f) => f.ruleId === 'cert-weak-key').map((f) => `${f.severity}:${/will not start/.test(f.message) ? 'will-not-start' : 'weak'}`);

describe.skipIf(liveMissing !== undefined)(`httpd as it starts${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  test('RSA-1024 at Debian 12\'s level 2: httpd stops (AH02562, ee key too small) while apache2 -t is happy; ssllint says so in httpd\'s words', async () => {
    const body = vhost('rsa1024');
    const live = await starts(body);
    expect(live.ok).toBe(false);
    expect(live.log).toMatch(/AH02562: Failed to configure certificate .* \(with chain\), check .*rsa1024\/fullchain\.pem/);
    expect(live.log).toMatch(/ee key too small/);
    // The lint reads the same config (on another port).
    const httpdFile = configFile(body);
    expect(apache2Check(httpdFile.file, SSL).ok).toBe(true);
    const findings = (await lintJson([httpdFile.file, '--platform', 'debian-12', '--apache-version', installedVersion()])).findings;
    expect(weakKey(findings)).toEqual(['error:will-not-start']);
    const message = findings.find((f) => f.ruleId === 'cert-weak-key')!.message;
    expect(message).toContain('httpd will not start (apache2 -t still says Syntax OK): AH02562: Failed to configure certificate … (with chain)');
    expect(message).toContain('SSL Library Error: ee key too small');
    expect(message).toContain('security level 2 asks for 112');
    httpdFile.remove();
  }, 60_000);

  test('RSA-2048 under SSLCipherSuite …:@SECLEVEL=3: httpd stops; an error that says so, where a plain RSA-2048 gets nothing', async () => {
    const body = vhost('rsa2048', '    SSLCipherSuite DEFAULT:@SECLEVEL=3\n');
    const live = await starts(body);
    expect(live.ok).toBe(false);
    expect(live.log).toMatch(/ee key too small/);
    const f = configFile(body);
    // The leaf and the intermediate (RSA-2048 too) are both under level 3; httpd names the first.
    expect(weakKey((await lintJson([f.file, '--openssl', '3.x', '--apache-version', installedVersion()])).findings)).toEqual(['error:will-not-start', 'error:will-not-start']);
    f.remove();
    const plain = vhost('rsa2048');
    expect((await starts(plain)).ok).toBe(true);
    const g = configFile(plain);
    expect(weakKey((await lintJson([g.file, '--platform', 'debian-12', '--apache-version', installedVersion()])).findings)).toEqual([]);
    g.remove();
  }, 60_000);

  test('the look-alikes: ECDSA P-256 at level 3, and a level set by SSLOpenSSLConfCmd CipherString (applied after the certificates): httpd starts, no will-not-start', async () => {
    const ecdsa = vhost('ecdsa-p256', '    SSLCipherSuite DEFAULT:@SECLEVEL=3\n');
    expect((await starts(ecdsa)).ok).toBe(true);
    const f = configFile(ecdsa);
    expect(weakKey((await lintJson([f.file, '--openssl', '3.x', '--apache-version', installedVersion()])).findings)).toEqual([]);
    f.remove();
    const command = vhost('rsa2048', '    SSLOpenSSLConfCmd CipherString DEFAULT:@SECLEVEL=3\n');
    expect((await starts(command)).ok).toBe(true);
    const g = configFile(command);
    expect(weakKey((await lintJson([g.file, '--openssl', '3.x', '--apache-version', installedVersion()])).findings)).toEqual([]);
    g.remove();
  }, 60_000);
});

/** The config httpd is started with (the preamble of test/apache-httpd.ts, then `body`), in a directory of its own. */
function configFile(body: string, port = 8443): { root: string; file: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'ssllint-start-'));
  chmodSync(root, 0o755);
  const file = join(root, 'httpd.conf');
  writeFileSync(file, `${httpdPreamble(root, port, SSL)}${body.replaceAll('${root}', root).replaceAll('${port}', String(port))}`);
  return { root, file, remove: () => rmSync(root, { recursive: true, force: true }) };
}
