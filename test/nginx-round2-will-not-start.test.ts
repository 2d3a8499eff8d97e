// What stops nginx is an error, in nginx's own words, where the security level is known. The
// oracle is `nginx -t` (1.22.1 on OpenSSL 3.0, Debian 12: level 2 built in) on the same config
// the linter reads; the other side of each gate is a config nginx accepts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { choosePlatform } from '../src/platform/choose.js';
import { fixedLintOptions, type LintExtra } from './helpers/lint-options.js';
import { CERTS, hasNginx, nginxTest, put, wholeConfig } from './helpers/nginx-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-will-not-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
interface Case {
  conf: string;
  dir: string;
  /** The line of `ssl_dhparam` in the file. */
  line: number;
}

function dhSite(dh: string, ciphers?: string): Case {
  const dir = join(work, `case-${n++}`);
  const body = [
    'server {',
    '    listen 127.0.0.1:8443 ssl;',
    ...(ciphers ? [`    ssl_ciphers '${ciphers}';`] : []),
    `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;`,
    `    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;`,
    `    ssl_dhparam ${CERTS}/dh/${dh};`,
    '}',
  ].join('\n');
  const text = wholeConfig(dir, body);
  const conf = put(dir, 'nginx.conf', text);
  return { conf, dir, line: text.split('\n').findIndex((l) => l.includes('ssl_dhparam')) + 1 };
}

function dhFindings(c: Case, extra: LintExtra): string[] {
  return lint(fixedLintOptions([c.conf], extra), RULES)
    .findings.filter((f) => f.ruleId === 'dhparam-weak')
    .map((f) => `${f.severity}:${f.location.line}:${/will not start/.test(f.message) ? 'will-not-start' : 'weak'}`);
}

const DEBIAN12 = choosePlatform('debian-12', '--platform', { paths: [], cwd: work, host: null });
const onDebian12: LintExtra = { generations: ['3.x'], opensslNamed: true, seclevel: DEBIAN12.seclevel };

describe('dhparam-weak: a 1024-bit group where the security level is 2 stops nginx', () => {
  it('the Debian 12 platform carries its level, 2', () => {
    expect(DEBIAN12.seclevel).toBe(2);
  });

  it('at level 2 (the platform, or @SECLEVEL=2 in the string): an error saying nginx will not start', () => {
    const platform = dhSite('dh1024.pem');
    expect(dhFindings(platform, onDebian12)).toEqual([`error:${platform.line}:will-not-start`]);
    const inString = dhSite('dh1024.pem', 'HIGH:!aNULL:@SECLEVEL=2');
    expect(dhFindings(inString, { generations: ['3.x'], opensslNamed: true })).toEqual([`error:${inString.line}:will-not-start`]);
    const message = lint(fixedLintOptions([platform.conf], onDebian12), RULES).findings.find((f) => f.ruleId === 'dhparam-weak')!.message;
    expect(message).toContain('dh key too small');
    expect(message).toContain('security level 2 asks for 112');
  });

  it('where the level is 1 or unknown: the Logjam warning as before; a 2048-bit group: nothing', () => {
    const level1 = dhSite('dh1024.pem', 'HIGH:!aNULL:@SECLEVEL=1');
    expect(dhFindings(level1, onDebian12)).toEqual([`warning:${level1.line}:weak`]);
    // A bare 3.x: 3.0/3.1 default to level 1, 3.2+ to 2, so the start-up is not known to fail.
    const bare = dhSite('dh1024.pem');
    expect(dhFindings(bare, { generations: ['3.x'], opensslNamed: true })).toEqual([`warning:${bare.line}:weak`]);
    expect(dhFindings(bare, { generations: ['1.1.1'], opensslNamed: true })).toEqual([`warning:${bare.line}:weak`]);
    expect(dhFindings(dhSite('dh2048.pem'), onDebian12)).toEqual([]);
    expect(dhFindings(dhSite('ffdhe2048.pem', 'HIGH:!aNULL:@SECLEVEL=2'), onDebian12)).toEqual([]);
  });

  it.skipIf(!hasNginx)('nginx -t agrees: "dh key too small" at level 2, accepted at level 1 or with a 2048-bit group', () => {
    const refused = [dhSite('dh1024.pem'), dhSite('dh1024.pem', 'HIGH:!aNULL:@SECLEVEL=2')].map((c) => nginxTest(c.dir, c.conf));
    for (const r of refused) {
      expect(r.ok).toBe(false);
      expect(r.output).toMatch(/SSL_CTX_set_tmp_dh\(.*dh1024\.pem"\) failed .*dh key too small/);
    }
    const accepted = [dhSite('dh1024.pem', 'HIGH:!aNULL:@SECLEVEL=1'), dhSite('dh2048.pem'), dhSite('ffdhe2048.pem', 'HIGH:!aNULL:@SECLEVEL=2')].map((c) => nginxTest(c.dir, c.conf));
    expect(accepted.map((r) => r.ok)).toEqual([true, true, true]);
  });
});
