// What stops nginx is an error, in nginx's own words, where the security level is known. The
// oracle is `nginx -t` (1.22.1 on OpenSSL 3.0, Debian 12: level 2 built in) on the same config
// the linter reads; the other side of each gate is a config nginx accepts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { choosePlatform } from '../src/settings/choose-platform.js';
import { fixedLintOptions, type LintExtra } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, nginxTest, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';

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

function certSite(cert: string, ciphers?: string): Case {
  const dir = join(work, `case-${n++}`);
  const body = [
    'server {',
    '    listen 127.0.0.1:8443 ssl;',
    ...(ciphers ? [`    ssl_ciphers '${ciphers}';`] : []),
    `    ssl_certificate ${CERTS}/${cert}/fullchain.pem;`,
    `    ssl_certificate_key ${CERTS}/${cert}/privkey.pem;`,
    '}',
  ].join('\n');
  const text = wholeConfig(dir, body);
  const conf = put(dir, 'nginx.conf', text);
  return { conf, dir, line: text.split('\n').findIndex((l) => l.includes('ssl_certificate ')) + 1 };
}

function keyFindings(c: Case, extra: LintExtra): string[] {
  return lint(fixedLintOptions([c.conf], extra), RULES)
    .findings.filter((f) => f.ruleId === 'cert-weak-key')
    .map((f) => `${f.severity}:${f.location.line}:${/ee key too small/.test(f.message) ? 'ee' : /ca key too small/.test(f.message) ? 'ca' : 'weak'}`)
    .sort();
}

describe('cert-weak-key: a key under the security level stops nginx', () => {
  const bare3: LintExtra = { generations: ['3.x'], opensslNamed: true };

  it('@SECLEVEL=3 with an RSA-2048 leaf (and RSA-2048 intermediate): "ee key too small", "ca key too small", errors', () => {
    const c = certSite('rsa2048', 'HIGH:!aNULL:@SECLEVEL=3');
    // The chain's certificates are in the one file ssl_certificate names.
    expect(keyFindings(c, bare3)).toEqual([`error:${c.line}:ca`, `error:${c.line}:ee`]);
    expect(keyFindings(c, onDebian12)).toEqual([`error:${c.line}:ca`, `error:${c.line}:ee`]);
    const message = lint(fixedLintOptions([c.conf], bare3), RULES).findings.find((f) => f.ruleId === 'cert-weak-key' && /ee key/.test(f.message))!.message;
    expect(message).toMatch(/^nginx will not start: SSL_CTX_use_certificate\(".*rsa2048\/fullchain\.pem"\) failed \(ee key too small\)/);
    expect(message).toContain('112 bits of security, and security level 3 asks for 128');
  });

  it.skipIf(!hasNginx)('an RSA-1024 leaf on Debian 12 (level 2): "ee key too small" in the lint and from nginx -t', () => {
    const c = certSite('rsa1024');
    expect(keyFindings(c, onDebian12)).toContain(`error:${c.line}:ee`);
    const r = nginxTest(c.dir, c.conf);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/SSL_CTX_use_certificate\(".*rsa1024\/fullchain\.pem"\) failed .*ee key too small/);
  });

  it('the other side: RSA-2048 at level 2 (Debian 12) and an ECDSA P-256 leaf at level 3: nothing', () => {
    expect(keyFindings(certSite('rsa2048'), onDebian12)).toEqual([]);
    expect(keyFindings(certSite('rsa2048', 'HIGH:!aNULL:@SECLEVEL=2'), bare3)).toEqual([]);
    expect(keyFindings(certSite('ecdsa-p256', 'HIGH:!aNULL:@SECLEVEL=3'), bare3)).toEqual([]);
  });

  it.skipIf(!hasNginx)('nginx -t agrees: "ee key too small" for RSA-2048 at level 3; RSA-2048 at level 2 and P-256 at level 3 start', () => {
    const refused = certSite('rsa2048', 'HIGH:!aNULL:@SECLEVEL=3');
    const r = nginxTest(refused.dir, refused.conf);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/SSL_CTX_use_certificate\(".*rsa2048\/fullchain\.pem"\) failed .*ee key too small/);
    const accepted = [certSite('rsa2048'), certSite('ecdsa-p256', 'HIGH:!aNULL:@SECLEVEL=3')].map((c) => nginxTest(c.dir, c.conf));
    expect(accepted.map((a) => a.ok)).toEqual([true, true]);
  });
});

function curveSite(curves: string): Case {
  const dir = join(work, `case-${n++}`);
  const body = [
    'server {',
    '    listen 127.0.0.1:8443 ssl;',
    `    ssl_certificate ${CERTS}/ecdsa-p256/fullchain.pem;`,
    `    ssl_certificate_key ${CERTS}/ecdsa-p256/privkey.pem;`,
    `    ssl_ecdh_curve ${curves};`,
    '}',
  ].join('\n');
  const text = wholeConfig(dir, body);
  const conf = put(dir, 'nginx.conf', text);
  return { conf, dir, line: text.split('\n').findIndex((l) => l.includes('ssl_ecdh_curve')) + 1 };
}

/** ecdh-curve's findings, judged for the platform `id` (its OpenSSL release, as --platform gives it) or for a bare 3.x. */
function curveFindings(c: Case, platformId?: string): string[] {
  const options = fixedLintOptions([c.conf], { generations: ['3.x'], opensslNamed: true });
  if (platformId) {
    const chosen = choosePlatform(platformId, '--platform', { paths: [], cwd: work, host: null });
    options.target = { ...options.target, platform: { value: { report: chosen.report, seclevel: chosen.seclevel }, from: 'given', source: '--platform' } };
  }
  return lint(options, RULES)
    .findings.filter((f) => f.ruleId === 'ecdh-curve')
    .map((f) => `${f.severity}:${f.location.line}:${f.location.column}:${/will not start/.test(f.message) ? 'will-not-start' : 'other'}`);
}

describe('ecdh-curve: a group the platform\'s OpenSSL lacks stops nginx', () => {
  it('X25519MLKEM768 (OpenSSL 3.5) on Debian 12 (OpenSSL 3.0.19): an error at the name', () => {
    const c = curveSite('X25519MLKEM768:prime256v1');
    const column = (readFileSync(c.conf, 'utf8').split('\n')[c.line - 1].indexOf('X25519MLKEM768') + 1);
    expect(curveFindings(c, 'debian-12')).toEqual([`error:${c.line}:${column}:will-not-start`]);
  });

  it('the other side: on Debian 13 (OpenSSL 3.5.9) nothing; on a bare 3.x, info as before', () => {
    const c = curveSite('X25519MLKEM768:prime256v1');
    expect(curveFindings(c, 'debian-13')).toEqual([]);
    expect(curveFindings(c).map((f) => f.split(':')[0])).toEqual(['info']);
    expect(curveFindings(curveSite('X25519:prime256v1'), 'debian-12')).toEqual([]);
  });

  it.skipIf(!hasNginx)('nginx -t on this Debian 12 agrees: SSL_CTX_set1_curves_list fails on X25519MLKEM768, X25519:prime256v1 is accepted', () => {
    const refused = curveSite('X25519MLKEM768:prime256v1');
    const r = nginxTest(refused.dir, refused.conf);
    expect(r.ok).toBe(false);
    expect(r.output).toContain('SSL_CTX_set1_curves_list("X25519MLKEM768:prime256v1") failed');
    const accepted = curveSite('X25519:prime256v1');
    expect(nginxTest(accepted.dir, accepted.conf).ok).toBe(true);
  });
});

function protocolSite(protocols: string, port = 8443): Case {
  const dir = join(work, `case-${n++}`);
  const body = [
    'server {',
    `    listen 127.0.0.1:${port} ssl;`,
    `    ssl_protocols ${protocols};`,
    `    ssl_certificate ${CERTS}/ecdsa-p256/fullchain.pem;`,
    `    ssl_certificate_key ${CERTS}/ecdsa-p256/privkey.pem;`,
    '    location / { return 200 "ok"; }',
    '}',
  ].join('\n');
  const text = wholeConfig(dir, body);
  const conf = put(dir, 'nginx.conf', text);
  return { conf, dir, line: text.split('\n').findIndex((l) => l.includes('ssl_protocols')) + 1 };
}

function protocolFindings(c: Case, extra: LintExtra): string[] {
  return lint(fixedLintOptions([c.conf], extra), RULES)
    .findings.filter((f) => f.ruleId === 'protocol-no-tls13' && /every TLS handshake fails/.test(f.message))
    .map((f) => `${f.severity}:${f.location.line}:${(f.generations ?? []).join(',')}`);
}

describe('protocol-no-tls13: a protocol list OpenSSL cannot negotiate at all', () => {
  it('SSLv3 TLSv1 on a named 3.x or on Debian 12: an error at ssl_protocols; with every generation assumed: info for 3.x', () => {
    const c = protocolSite('SSLv3 TLSv1');
    expect(protocolFindings(c, { generations: ['3.x'], opensslNamed: true })).toEqual([`error:${c.line}:3.x`]);
    expect(protocolFindings(c, onDebian12)).toEqual([`error:${c.line}:3.x`]);
    expect(protocolFindings(c, {})).toEqual([`info:${c.line}:3.x`]);
  });

  it('the other side: TLSv1 TLSv1.2 on 3.x, and SSLv3 TLSv1 on 1.1.1 (TLS 1.0 allowed there): no such finding', () => {
    expect(protocolFindings(protocolSite('TLSv1 TLSv1.2'), onDebian12)).toEqual([]);
    expect(protocolFindings(protocolSite('SSLv3 TLSv1'), { generations: ['1.1.1'], opensslNamed: true })).toEqual([]);
  });

  it.skipIf(!hasNginx || !hasOpenssl)('a live nginx with SSLv3 TLSv1 starts and fails every handshake; with TLSv1 TLSv1.2 it answers', async () => {
    const results: Record<string, boolean[]> = {};
    for (const [name, protocols, offset] of [['dead', 'SSLv3 TLSv1', 4], ['alive', 'TLSv1 TLSv1.2', 5]] as const) {
      const port = portFor(offset);
      const c = protocolSite(protocols, port);
      expect(nginxTest(c.dir, c.conf).ok).toBe(true);
      results[name] = await withNginx(c.dir, c.conf, port, () => [handshake(port).ok, handshake(port, ['-tls1', '-cipher', 'DEFAULT:@SECLEVEL=0']).ok]);
    }
    expect(results).toEqual({ dead: [false, false], alive: [true, false] });
  }, 60_000);
});
