// OpenSSL 1.1.0 and later never negotiate aNULL, eNULL or MD5 suites at security level 1 or
// more, whatever the cipher string lists: cipher-anon and cipher-null fire only where such a
// suite can be negotiated — on 1.0.2 (no levels), or where the string sets @SECLEVEL=0. The
// oracles: `openssl ciphers -s` (the suites the library would really offer), and a live nginx
// that refuses an anonymous handshake at the default level and takes one at level 0.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import type { Generation } from '../src/rule.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-seclevel-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
function site(ciphers: string, port = 443): string {
  return `server {\n    listen 127.0.0.1:${port} ssl;\n    ssl_protocols TLSv1.2;\n    ssl_ciphers '${ciphers}';\n    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n    location / { return 200 "ok"; }\n}\n`;
}

function verdicts(ciphers: string, generations: Generation[]): string[] {
  const dir = join(work, `lint-${n++}`);
  const conf = put(dir, 'nginx.conf', wholeConfig(dir, site(ciphers)));
  return lint(fixedLintOptions([conf], { generations }), RULES)
    .findings.filter((f) => f.ruleId === 'cipher-anon' || f.ruleId === 'cipher-null')
    .map((f) => `${f.ruleId}:${f.severity}:${f.location.line}`);
}

/** The anonymous and null suites `openssl ciphers -s` would offer for TLS 1.2 with `ciphers`. */
function offeredAnonOrNull(ciphers: string): string[] {
  const run = spawnSync('openssl', ['ciphers', '-s', '-tls1_2', '-v', ciphers], { encoding: 'utf8' });
  return run.stdout
    .split('\n')
    .filter((l) => / Au=None | Enc=None /.test(` ${l} `) || /Mac=MD5/.test(l))
    .map((l) => l.split(/\s+/)[0]);
}

describe('cipher-anon and cipher-null follow the security level', () => {
  it('on 3.x and 1.1.1 at the default level 1: no finding for aNULL:eNULL:HIGH, nor for HIGH:@SECLEVEL=3', () => {
    for (const g of ['3.x', '1.1.1'] as const) {
      expect(verdicts('aNULL:eNULL:HIGH', [g])).toEqual([]);
      expect(verdicts('HIGH:@SECLEVEL=3', [g])).toEqual([]);
      expect(verdicts('ALL:COMPLEMENTOFALL', [g])).toEqual([]);
    }
  });

  it('on 1.0.2, which has no levels, and wherever the string sets @SECLEVEL=0: errors', () => {
    expect(verdicts('aNULL:eNULL:HIGH', ['1.0.2'])).toEqual(['cipher-anon:error:15', 'cipher-null:error:15']);
    expect(verdicts('aNULL:eNULL:HIGH:@SECLEVEL=0', ['3.x'])).toEqual(['cipher-anon:error:15', 'cipher-null:error:15']);
    expect(verdicts('HIGH:@SECLEVEL=0', ['1.1.1'])).toEqual(['cipher-anon:error:15']);
    // The last @SECLEVEL wins, as in OpenSSL.
    expect(verdicts('HIGH:@SECLEVEL=0:@SECLEVEL=1', ['3.x'])).toEqual([]);
  });

  it.skipIf(!hasOpenssl)('openssl ciphers -s agrees: none offered at the default level, some at level 0', () => {
    expect(offeredAnonOrNull('aNULL:eNULL:HIGH')).toEqual([]);
    expect(offeredAnonOrNull('HIGH:@SECLEVEL=3')).toEqual([]);
    expect(offeredAnonOrNull('aNULL:eNULL:HIGH:@SECLEVEL=0').length).toBeGreaterThan(0);
  });

  it.skipIf(!hasNginx || !hasOpenssl)('a live nginx refuses an anonymous handshake at the default level and takes one at level 0', async () => {
    const results: Record<string, boolean> = {};
    for (const [name, ciphers, offset] of [['default', 'aNULL:eNULL:HIGH', 0], ['level0', 'AECDH-AES128-SHA:HIGH:@SECLEVEL=0', 1]] as const) {
      const port = portFor(offset);
      const dir = join(work, `live-${name}`);
      const conf = put(dir, 'nginx.conf', wholeConfig(dir, site(ciphers, port)));
      results[name] = await withNginx(dir, conf, port, () => handshake(port, ['-tls1_2', '-cipher', 'aNULL:eNULL:@SECLEVEL=0']).ok);
    }
    expect(results).toEqual({ default: false, level0: true });
    expect(verdicts('AECDH-AES128-SHA:HIGH:@SECLEVEL=0', ['3.x'])).toEqual(['cipher-anon:error:15']);
  }, 60_000);
});
