// cipher-order and server-cipher-preference judge only the suites a handshake with the server
// can end in: an RSA certificate never serves an ECDSA (or DSS) suite, so an ECDSA CBC suite
// listed first is no inversion. The oracle: a live nginx and `openssl s_client` offering both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-servable-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ORDERED = 'ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256';
let n = 0;

function setup(cert: 'rsa2048' | 'ecdsa-p256', ciphers: string, prefer: 'on' | 'off', offset: number) {
  const dir = join(work, `s${n++}`);
  const port = portFor(30 + offset);
  const body = `server {\n    listen 127.0.0.1:${port} ssl;\n    ssl_protocols TLSv1.2;\n    ssl_ciphers ${ciphers};\n    ssl_prefer_server_ciphers ${prefer};\n    ssl_session_cache shared:SSL:1m;\n    ssl_certificate ${CERTS}/${cert}/fullchain.pem;\n    ssl_certificate_key ${CERTS}/${cert}/privkey.pem;\n    location / { return 200 "ok"; }\n}\n`;
  const conf = put(dir, 'nginx.conf', wholeConfig(dir, body));
  const rules = lint(fixedLintOptions([conf], { generations: ['3.x'] }), RULES)
    .findings.filter((f) => f.ruleId === 'cipher-order' || f.ruleId === 'server-cipher-preference')
    .map((f) => `${f.ruleId}:${f.severity}`);
  return { dir, port, conf, rules };
}

describe.skipIf(!hasNginx || !hasOpenssl)('suites the certificate cannot serve are not judged', () => {
  it('server preference on, RSA certificate: the ECDSA CBC suite listed first is never chosen; no cipher-order', async () => {
    const s = setup('rsa2048', ORDERED, 'on', 0);
    const got = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, ['-tls1_2', '-cipher', ORDERED]));
    expect(got.cipher).toBe('ECDHE-RSA-AES128-GCM-SHA256');
    expect(s.rules).toEqual([]);
  }, 40_000);

  it('the same string with an ECDSA certificate: the CBC suite wins; cipher-order says so', async () => {
    const s = setup('ecdsa-p256', ORDERED, 'on', 1);
    const got = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, ['-tls1_2', '-cipher', ORDERED]));
    expect(got.cipher).toBe('ECDHE-ECDSA-AES128-SHA');
    expect(s.rules).toEqual(['cipher-order:warning']);
  }, 40_000);

  it('server preference off, RSA certificate: one servable suite, no choice for the client to get wrong', async () => {
    const s = setup('rsa2048', 'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-SHA', 'off', 2);
    const got = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, ['-tls1_2', '-cipher', 'ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256']));
    expect(got.cipher).toBe('ECDHE-RSA-AES128-GCM-SHA256');
    expect(s.rules).toEqual([]);
  }, 40_000);

  it('server preference off, two RSA suites of unequal strength: the client picks the weaker; reported', async () => {
    const s = setup('rsa2048', 'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA', 'off', 3);
    const got = await withNginx(s.dir, s.conf, s.port, () => handshake(s.port, ['-tls1_2', '-cipher', 'ECDHE-RSA-AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256']));
    expect(got.cipher).toBe('ECDHE-RSA-AES128-SHA');
    expect(s.rules).toEqual(['server-cipher-preference:warning']);
  }, 40_000);
});
