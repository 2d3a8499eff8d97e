// The audit's key exchange per generation (src/audit/key-exchange.ts): the group a server
// prefers, and whether it is post-quantum. OpenSSL's defaults per release are proved on the real
// builds by test/openssl-groups-live.test.ts; here, which one the audit picks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditJson } from './helpers/audit.js';
import { makeTmp } from './helpers/tmp.js';

const tmp = makeTmp('ssllint-kx-');
afterAll(() => tmp.remove());

function tree(name: string, groups: string | undefined): string {
  const file = join(tmp.dir, name);
  const line = groups === undefined ? '' : `        ssl_ecdh_curve ${groups};\n`;
  writeFileSync(file, `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name kx.example.com;\n        ssl_protocols TLSv1.2 TLSv1.3;\n${line}    }\n}\n`);
  return file;
}

async function kx(file: string, ...flags: string[]): Promise<string[]> {
  const report = await auditJson([file, '--no-config', ...flags]);
  return report.servers[0].generations.map((g) => `${g.generation}:${g.keyExchange ? `${g.keyExchange.first}${g.keyExchange.postQuantum ? '+pq' : ''}${g.keyExchange.defaulted ? ' (default)' : ''}` : '-'}`);
}

describe('audit: the key exchange group each server prefers', () => {
  it('with no group list, OpenSSL\'s own: P-256 on 1.0.2, X25519 on 1.1.1 and 3.0-3.4, X25519MLKEM768 from 3.5', async () => {
    const file = tree('none.conf', undefined);
    expect(await kx(file)).toEqual(['1.0.2:secp256r1 (default)', '1.1.1:X25519 (default)', '3.x:X25519 (default)']);
    expect(await kx(file, '--openssl', '3.4.1')).toEqual(['3.x:X25519 (default)']);
    expect(await kx(file, '--openssl', '3.5.0')).toEqual(['3.x:X25519MLKEM768+pq (default)']);
    expect(await kx(file, '--openssl', '4.x')).toEqual(['4.x:X25519MLKEM768+pq (default)']);
  });

  it('with a list, its first group the generation knows', async () => {
    // X25519MLKEM768 says OpenSSL 3.5 or later: 3.x alone is graded.
    expect(await kx(tree('pq.conf', 'X25519MLKEM768:X25519:prime256v1'))).toEqual(['3.x:X25519MLKEM768+pq']);
    expect(await kx(tree('classic.conf', 'X25519:prime256v1'), '--openssl', '3.5.5')).toEqual(['3.x:X25519']);
    // DEFAULT is the release's own list.
    expect(await kx(tree('default.conf', 'DEFAULT:-ffdhe2048'))).toEqual(['3.x:X25519MLKEM768+pq']);
  });

  it('is in the text table\'s Group column, PQ marked', async () => {
    const { auditRun } = await import('./helpers/audit.js');
    const run = await auditRun([tree('pq2.conf', 'X25519MLKEM768:X25519:prime256v1'), '--no-config']);
    expect(run.stdout).toMatch(/^Grade\s+Server\s+Protocols\s+First suite\s+Group\s/m);
    expect(run.stdout).toContain('X25519MLKEM768 PQ');
  });
});
