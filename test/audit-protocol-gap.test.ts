// nginx enables protocols one by one (SSL_OP_NO_* flags): OpenSSL 1.1.0 and later check the
// cipher list against the top of the lowest contiguous run of them, and refuse every handshake
// when no cipher serves it (src/audit/negotiable.ts checkedTop). httpd from 2.4.26 sets a range
// instead, and OpenSSL 1.0.2 has no such check. The live side: test/verify-corpus/nginx/protocol-gap.conf.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditJson } from './helpers/audit.js';
import { makeTmp } from './helpers/tmp.js';

const CERTS = resolve(__dirname, '../fixtures/certs/rsa2048');
const dir = makeTmp('ssllint-protocol-gap-').dir;
let n = 0;

function nginx(protocols: string, ciphers: string): string {
  const file = join(dir, `n${++n}.conf`);
  writeFileSync(file, `events {}\nhttp {\n  server {\n    listen 443 ssl;\n    server_name example.com;\n    ssl_certificate ${CERTS}/fullchain.pem;\n    ssl_certificate_key ${CERTS}/privkey.pem;\n    ssl_protocols ${protocols};\n    ssl_ciphers '${ciphers}';\n  }\n}\n`);
  return file;
}

function apache(protocols: string, ciphers: string): string {
  const file = join(dir, `a${++n}.conf`);
  writeFileSync(file, `Listen 443\n<VirtualHost *:443>\n  ServerName example.com\n  SSLEngine on\n  SSLCertificateFile ${CERTS}/fullchain.pem\n  SSLCertificateKeyFile ${CERTS}/privkey.pem\n  SSLProtocol ${protocols}\n  SSLCipherSuite "${ciphers}"\n</VirtualHost>\n`);
  return file;
}

async function protocols(file: string, openssl: string, server: string[]): Promise<string[]> {
  const report = await auditJson([file, '--openssl', openssl, '--no-config', ...server]);
  return report.servers[0].generations[0].protocols;
}

describe('a gap in the protocols nginx enables', () => {
  it('TLS 1.1 and 1.3 with only a TLS 1.2 suite: no handshake at all on 3.x and 1.1.1, not even TLS 1.3', async () => {
    const file = nginx('TLSv1.1 TLSv1.3', 'ECDHE-RSA-AES128-GCM-SHA256:@SECLEVEL=1');
    expect(await protocols(file, '3.x', ['--nginx-version', '1.22.1'])).toEqual([]);
    expect(await protocols(file, '1.1.1', ['--nginx-version', '1.22.1'])).toEqual([]);
  });

  it('the look-alikes: a suite that serves TLS 1.1 keeps TLS 1.3; no gap, no check', async () => {
    expect(await protocols(nginx('TLSv1.1 TLSv1.3', 'HIGH:!aNULL'), '3.x', ['--nginx-version', '1.22.1'])).toEqual(['TLSv1.3']);
    expect(await protocols(nginx('TLSv1.2 TLSv1.3', 'ECDHE-RSA-AES128-GCM-SHA256'), '3.x', ['--nginx-version', '1.22.1'])).toEqual(['TLSv1.2', 'TLSv1.3']);
  });

  it('TLS 1.0 and 1.2 with only TLS 1.2 suites: the run checked is TLS 1.0 alone on 1.1.1; OpenSSL 1.0.2 has no such check', async () => {
    const file = nginx('TLSv1 TLSv1.2', 'ECDHE-RSA-AES128-GCM-SHA256');
    expect(await protocols(file, '1.1.1', ['--nginx-version', '1.22.1'])).toEqual([]);
    expect(await protocols(file, '1.0.2', ['--nginx-version', '1.22.1'])).toEqual(['TLSv1.2']);
  });

  it('httpd 2.4.26 and later set a range (the top run): TLS 1.3 stays', async () => {
    expect(await protocols(apache('-all +TLSv1.1 +TLSv1.3', 'ECDHE-RSA-AES128-GCM-SHA256'), '3.x', ['--apache-version', '2.4.62'])).toEqual(['TLSv1.3']);
  });
});
