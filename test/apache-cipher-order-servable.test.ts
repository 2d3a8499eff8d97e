// #28 item 10: on Apache too, cipher-order judges only the suites the server can serve. An
// ECDSA suite ordered ahead of an RSA one is no inversion for a server with an RSA certificate:
// httpd (SSLHonorCipherOrder on) hands a client that offers both the RSA suite, as the live
// handshake below shows; with an ECDSA certificate the same order is an inversion.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { lintJson } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';
import { liveMissing, startHttpd } from './apache-live.js';

const CERTS = resolve(__dirname, '../fixtures/certs');
const ORDER = 'ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256';
const tmp = makeTmp('ssllint-cipher-order-servable-');
afterAll(() => tmp.remove());

function vhost(cert: string, key: string): string {
  return `<VirtualHost 127.0.0.1:\${port}>
    ServerName localhost
    SSLEngine on
    DocumentRoot \${root}/htdocs
    SSLCertificateFile ${cert}
    SSLCertificateKeyFile ${key}
    SSLProtocol -all +TLSv1.2
    SSLHonorCipherOrder on
    SSLCipherSuite ${ORDER}
</VirtualHost>
`;
}

async function cipherOrder(file: string): Promise<string[]> {
  const { findings } = await lintJson([file, '--no-config', '--openssl', '3.x', '--apache-version', '2.4.62']);
  return findings.filter((f) => f.ruleId === 'cipher-order').map((f) => `${f.location.line}:${f.severity}`);
}

describe('cipher-order on Apache judges only the suites the certificate can serve', () => {
  test.skipIf(liveMissing !== undefined)(`with an RSA certificate the ECDSA suite ahead is no inversion (live httpd${liveMissing ? `; skipped: ${liveMissing}` : ''})`, async () => {
    const httpd = await startHttpd(vhost('${root}/cert.pem', '${root}/privkey.pem'));
    try {
      const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${httpd.port}`, '-tls1_2', '-cipher', ORDER, '-servername', 'localhost'], { input: '', encoding: 'utf8', timeout: 10_000 });
      expect(/Cipher is (\S+)/.exec(run.stdout)?.[1]).toBe('ECDHE-RSA-AES128-GCM-SHA256');
      expect(await cipherOrder(httpd.file)).toEqual([]);
    } finally {
      httpd.stop();
    }
  });

  test('with an ECDSA certificate the CBC suite ahead of the AEAD one is an inversion', async () => {
    const file = join(tmp.dir, 'ecdsa.conf');
    writeFileSync(file, `Listen 443\n${vhost(join(CERTS, 'ecdsa-p256/fullchain.pem'), join(CERTS, 'ecdsa-p256/privkey.pem')).replaceAll('${port}', '443').replaceAll('${root}', tmp.dir)}`);
    expect(await cipherOrder(file)).toEqual(['10:warning']);
  });
});
