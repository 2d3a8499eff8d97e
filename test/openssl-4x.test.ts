// OpenSSL 4.x as a generation: what 4.0 removed (ENGINE, the deprecated EC groups, SSLv3)
// reported where it stops a server, at the severity what is known of the OpenSSL allows.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { effectiveProtocols } from '../src/openssl/protocols.js';
import { lintJson, runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const tmp = makeTmp('ssllint-4x-');
afterAll(() => tmp.remove());
let n = 0;
function conf(text: string): string {
  const file = join(tmp.dir, `c${n++}.conf`);
  writeFileSync(file, text);
  return file;
}
const nginx = (main: string, server = '') => conf(`${main}events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name x.example.com;\n${server}    }\n}\n`);

async function found(file: string, rule: string, ...flags: string[]): Promise<string[]> {
  const { findings } = await lintJson([file, '--no-config', ...flags]);
  return findings.filter((f) => f.ruleId === rule).map((f) => `${f.location.line}:${f.severity}`);
}

describe('openssl-engine', () => {
  const engine = nginx('ssl_engine pkcs11;\n');
  it('an error on OpenSSL 4.x, a warning where 4.x is one of the generations named, info unpinned', async () => {
    expect(await found(engine, 'openssl-engine', '--openssl', '4.x')).toEqual(['1:error']);
    expect(await found(engine, 'openssl-engine', '--openssl', '3.x,4.x')).toEqual(['1:warning']);
    expect(await found(engine, 'openssl-engine')).toEqual(['1:info']);
    expect(await found(engine, 'openssl-engine', '--openssl', '3.x')).toEqual(['1:info']);
  });

  it('a tree that names what only 4.0 knows is judged for 4.x: the ENGINE is an error there', async () => {
    const file = nginx('ssl_engine pkcs11;\n', '        ssl_ecdh_curve curveSM2MLKEM768:X25519MLKEM768:prime256v1;\n');
    expect(await found(file, 'openssl-engine')).toEqual(['1:error']);
    expect((await runCli([file, '--no-config'])).stdout).toContain('judged for OpenSSL 4.0.0 or later (4.x): the tree uses "curveSM2MLKEM768"');
  });

  it('SSLCryptoDevice builtin needs no ENGINE', async () => {
    const ok = conf('Listen 443\nSSLCryptoDevice builtin\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>\n');
    expect(await found(ok, 'openssl-engine', '--openssl', '4.x')).toEqual([]);
    const bad = conf('Listen 443\nSSLCryptoDevice dynamic\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>\n');
    expect(await found(bad, 'openssl-engine', '--openssl', '4.x')).toEqual(['2:error']);
  });
});

describe('4.x: the groups 4.0 builds without, and SSLv3', () => {
  it('ecdh-curve: secp256k1 stops a 4.x server (error); on 3.x it is known; `?secp256k1` is skipped where unknown', async () => {
    const file = nginx('', '        ssl_ecdh_curve X25519:prime256v1:secp256k1;\n');
    const f = (await lintJson([file, '--no-config', '--openssl', '4.x'])).findings.filter((x) => x.ruleId === 'ecdh-curve');
    expect(f.map((x) => `${x.location.line}:${x.location.column}:${x.severity}`)).toEqual(['6:42:error']);
    expect(f[0].message).toContain('OpenSSL 4.0 builds without the groups RFC 8422 deprecated');
    expect(f[0].fix?.replacement).toBe('ssl_ecdh_curve X25519:prime256v1;');
    expect(await found(file, 'ecdh-curve', '--openssl', '3.x')).toEqual([]);
    expect(await found(nginx('', '        ssl_conf_command Groups X25519:prime256v1:?secp256k1;\n'), 'ecdh-curve', '--openssl', '4.x')).toEqual([]);
  });

  it('4.x negotiates no SSLv3: OpenSSL 4.0 removed it', () => {
    expect(effectiveProtocols(['SSLv3', 'TLSv1.2'], '4.x').dropped).toEqual([{ protocol: 'SSLv3', reason: 'OpenSSL 4.0 removed SSLv3' }]);
    expect(effectiveProtocols(['TLSv1.1', 'TLSv1.2'], '4.x').dropped.map((d) => d.protocol)).toEqual(['TLSv1.1']);
  });

  it('--openssl takes 4.x, 4, 4.0.3 and one release; a wrong word is a usage error', async () => {
    const file = nginx('');
    for (const w of ['4.x', '4', '4.0.3', '3.5.5', '3.x,4.x']) expect((await runCli([file, '--no-config', '--openssl', w])).code, w).not.toBe(2);
    const bad = await runCli([file, '--no-config', '--openssl', '5.x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown OpenSSL generation "5.x" (use 1.0.2, 1.1.1, 3.x, 4.x, or a release such as 3.5.5)');
  });
});
