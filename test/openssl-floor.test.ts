// The OpenSSL a tree can start on (src/openssl-floor.ts): each kind of name that bounds it, the
// look-alikes that must not (a `?`-guarded or `-`-removed name, an Apache conditional section),
// and what the run then judges.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupListSince, opensslForTree, opensslTreeFloor } from '../src/openssl-floor.js';
import { loadPaths } from '../src/source/load.js';
import { targetOf } from '../src/platform/target.js';
import { makeTmp } from './helpers/tmp.js';

const tmp = makeTmp('ssllint-floor-');
afterAll(() => tmp.remove());
let n = 0;
function tree(text: string) {
  const file = join(tmp.dir, `t${n++}.conf`);
  writeFileSync(file, text);
  return loadPaths([file], { pathMap: [] }).trees[0];
}
const nginx = (line: string) => tree(`events {}\nhttp {\n    server {\n        listen 443 ssl;\n        ${line}\n    }\n}\n`);

describe('groupListSince', () => {
  it.each([
    ['prime256v1:secp384r1', undefined],
    ['P-256:secp521r1', undefined],
    ['X25519:prime256v1', '1.1.0'],
    ['X448', '1.1.1'],
    ['x25519:secp256r1', '3.0.0'],
    ['brainpoolP256r1tls13:prime256v1', '3.2.0'],
    ['X25519MLKEM768:X25519', '3.5.0'],
    ['Prime256v1', '3.5.0'],
    ['prime256v1:DEFAULT', '3.5.0'],
    ['?X25519MLKEM768', '3.5.0'],
    ['curveSM2:prime256v1', '4.0.0'],
  ])('%s → %s', (list, since) => {
    const got = groupListSince(list);
    expect(got?.version === '1.0.2' ? undefined : got?.version).toBe(since);
  });

  it('a `?` name (skipped where unknown) and a `-` name (removed) bound nothing by their names', () => {
    expect(groupListSince('?curveSM2:prime256v1')!.because).toBe('"?curveSM2" (OpenSSL 3.5\'s group list syntax)');
    expect(groupListSince('DEFAULT:-curveSM2')!.version).toBe('3.5.0');
  });
});

describe('opensslTreeFloor and opensslForTree', () => {
  it('nginx ssl_ecdh_curve, ssl_conf_command Groups|Curves|Ciphersuites and the proxy form count', () => {
    expect(opensslTreeFloor(nginx('ssl_ecdh_curve X25519MLKEM768:X25519;'))).toEqual({ version: '3.5.0', because: '"X25519MLKEM768"' });
    expect(opensslTreeFloor(nginx('ssl_conf_command Curves x25519;'))?.version).toBe('3.0.0');
    expect(opensslTreeFloor(nginx('ssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256;'))?.version).toBe('1.1.1');
    expect(opensslTreeFloor(nginx('proxy_ssl_conf_command Groups X25519MLKEM768;'))?.version).toBe('3.5.0');
    expect(opensslTreeFloor(nginx('ssl_ecdh_curve auto;'))).toBeUndefined();
    expect(opensslTreeFloor(nginx('ssl_ecdh_curve prime256v1:secp384r1;'))).toBeUndefined();
  });

  it('Apache: SSLOpenSSLConfCmd counts, in <IfModule mod_ssl.c> too (false only where no OpenSSL is in play), not in another conditional section', () => {
    expect(opensslTreeFloor(tree('Listen 443\n<VirtualHost *:443>\n    SSLEngine on\n    SSLOpenSSLConfCmd Groups X25519MLKEM768:X25519\n</VirtualHost>\n'))?.version).toBe('3.5.0');
    expect(opensslTreeFloor(tree('Listen 443\n<IfModule mod_ssl.c>\n    SSLOpenSSLConfCmd Groups X25519MLKEM768:X25519\n</IfModule>\n'))?.version).toBe('3.5.0');
    expect(opensslTreeFloor(tree('Listen 443\n<IfDefine TLS_PQ>\n    SSLOpenSSLConfCmd Groups X25519MLKEM768:X25519\n</IfDefine>\n'))).toBeUndefined();
  });

  it('narrows assumed generations to those that reach the floor, never named ones', () => {
    const t = nginx('ssl_ecdh_curve X25519MLKEM768:X25519;');
    const assumed = opensslForTree(targetOf().openssl, t);
    expect(assumed).toMatchObject({ value: ['3.x'], from: 'inferred', floor: '3.5.0' });
    expect(opensslForTree(targetOf().openssl, nginx('ssl_ecdh_curve X25519:prime256v1;')).value).toEqual(['1.1.1', '3.x']);
    expect(opensslForTree(targetOf().openssl, nginx('ssl_ecdh_curve curveSM2MLKEM768:X25519;')).value).toEqual(['4.x']);
    const named = targetOf({ generations: ['1.0.2', '1.1.1', '3.x'], opensslNamed: true }).openssl;
    expect(opensslForTree(named, t)).toBe(named);
  });
});
