// Stock configs of each platform linted with and without --platform: the verdicts for
// PROFILE=SYSTEM per crypto policy, the Debian defaults, the CLI's --platform surface and
// `--platform auto` on fixture host trees. Where nginx runs here (Debian 12), it is the
// oracle for "the server refuses this string".
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, type LintOptions } from '../src/lint.js';
import { RULES } from '../rules/index.js';
import { systemPolicyOf } from '../src/platform/apply.js';
import { findPlatform } from '../src/platform/platforms.js';
import { fixedLintOptions, type LintExtra } from './helpers/lint-options.js';
import { runCli } from './helpers/cli.js';
import { Command } from 'commander';
import { SYSTEM_IO } from '../src/advice/auto.js';
import { registerAdviseCommand, type AdviseDeps } from '../src/cli/advise-command.js';
import { makeTmp } from './helpers/tmp.js';
import { absent, findBinary, skipNote } from './helpers/peers.js';

const FIXTURES = resolve(__dirname, '../fixtures/platforms');
// The package's nginx.conf as shipped (its TLS server block commented out), and the same file
// with exactly that block uncommented as an operator enables it (fixtures/platforms/SOURCES.md).
const RHEL_NGINX_STOCK = join(FIXTURES, 'rhel/nginx/nginx.conf');
const RHEL_NGINX = join(FIXTURES, 'rhel/nginx-tls/nginx.conf');
/** The fixture lies in this repository, which reads nothing outside it: its absolute includes are mapped into its own directory. */
const RHEL_MAPPED = ['--path-map', `/etc/nginx=${dirname(RHEL_NGINX)}`, '--path-map', `/usr/share/nginx=${dirname(RHEL_NGINX)}`];
const RHEL_SSL = join(FIXTURES, 'rhel/httpd/conf.d/ssl.conf');

function withPlatform(id: string | undefined): LintExtra {
  if (!id) return {};
  const p = findPlatform(id)!;
  return { generations: [p.generation], nginxVersion: p.nginx!.value, apacheVersion: p.apache!.value, systemPolicy: systemPolicyOf(id) };
}

/** rule@line:column:severity, certificate files aside (the fixtures name the distribution's paths). */
function verdicts(file: string, platform?: string, extra: LintExtra = {}): string[] {
  return lint(fixedLintOptions([file], { ...withPlatform(platform), ...extra }), RULES)
    .findings.filter((f) => f.ruleId !== 'cert-unreadable')
    .map((f) => `${f.ruleId}@${f.location.line}:${f.location.column}:${f.severity}`);
}

function messages(file: string, platform: string | undefined, ruleId: string): string[] {
  return lint(fixedLintOptions([file], withPlatform(platform)), RULES).findings.filter((f) => f.ruleId === ruleId).map((f) => f.message);
}

// No ocsp-stapling-missing: the stock certificates are not read here, so stapling is not advised.
const NGINX_TOP = ['hsts-missing@57:5:info', 'protocol-default@57:5:info'];
const APACHE_TOP = ['hsts-missing@40:1:info', 'http2-disabled@40:1:info'];
// httpd keeps one ticket key until it restarts; info in this fragment (SSLSessionTickets may be set outside it).
const APACHE_TICKETS = 'session-ticket-key-rotation@40:1:info';

describe('RHEL stock TLS blocks with PROFILE=SYSTEM', () => {
  it("the package's nginx.conf as shipped (no TLS server): nothing to report, with or without a platform", () => {
    for (const platform of [undefined, 'rhel-8', 'rhel-9', 'rhel-9-legacy', 'rhel-10-fips', 'debian-12']) expect(verdicts(RHEL_NGINX_STOCK, platform)).toEqual([]);
  });

  it('without a platform: judged as the RHEL 9/10 DEFAULT policy, never an error', () => {
    // RHEL's nginx.conf writes `listen … http2`, which nginx 1.28 (the default version) warns about.
    expect(verdicts(RHEL_NGINX)).toEqual([...NGINX_TOP, 'directive-deprecated@58:30:warning', 'directive-deprecated@59:35:warning', 'cipher-cbc@67:9:info', 'cipher-no-forward-secrecy@67:9:warning', 'cipher-order@67:9:warning']);
    expect(verdicts(RHEL_SSL)).toEqual([...APACHE_TOP, 'protocol-tls10-tls11@40:1:info', 'session-ticket-key-rotation@40:1:info', 'cipher-cbc@73:1:info', 'cipher-no-forward-secrecy@73:1:warning', 'cipher-order@73:1:warning']);
    for (const m of messages(RHEL_NGINX, undefined, 'cipher-no-forward-secrecy')) {
      expect(m).toMatch(/\(PROFILE=SYSTEM judged as the RHEL 9 DEFAULT crypto policy, assumed as no --platform was given\)$/);
    }
  });

  // Upstream nginx 1.20.1 enables TLSv1-1.2 by default; RHEL's build (patch "Enable TLSv1.3 by
  // default") sets no range, so the policy's applies (TLS 1.2-1.3 here): no protocol-no-tls13.
  // It never rotates its session ticket key (1.23.2 does): session-ticket-key-rotation.
  const nginx9 = [...NGINX_TOP, 'session-ticket-key-rotation@57:5:warning'];
  it.each([
    ['rhel-9', [...nginx9, 'cipher-cbc@67:9:info', 'cipher-no-forward-secrecy@67:9:warning', 'cipher-order@67:9:warning']],
    ['rhel-9-legacy', [...nginx9, 'cipher-cbc@67:9:info', 'cipher-no-forward-secrecy@67:9:warning', 'cipher-order@67:9:warning']],
    // FUTURE: no CBC (-SHA1, -SHA256, -SHA384 leave none) and level 3 makes every suite forward secret.
    // No cipher-order either: its one misordering was PSK-AES256-GCM-SHA384 (no forward secrecy)
    // before the DHE-PSK/ECDHE-PSK suites, and PSK suites are not servable without a PSK
    // (`openssl ciphers -s` lists none), so cipher-order no longer judges them (#27 item 6).
    ['rhel-9-future', nginx9],
    ['rhel-9-fips', [...nginx9, 'cipher-cbc@67:9:info', 'cipher-no-forward-secrecy@67:9:warning', 'cipher-order@67:9:warning']],
  ])('nginx, %s', (platform, expected) => {
    expect(verdicts(RHEL_NGINX, platform)).toEqual(expected);
    const policy = platform.split('-')[2]?.toUpperCase() ?? 'DEFAULT';
    for (const m of messages(RHEL_NGINX, platform, 'cipher-order')) expect(m).toContain(`(PROFILE=SYSTEM judged as the RHEL 9 ${policy} crypto policy)`);
  });

  it.each([
    ['rhel-9', [...APACHE_TOP, APACHE_TICKETS, 'cipher-cbc@73:1:info', 'cipher-no-forward-secrecy@73:1:warning', 'cipher-order@73:1:warning']],
    // As for nginx: FUTURE's servable suites are in order once the PSK suites are left out.
    ['rhel-9-future', [...APACHE_TOP, APACHE_TICKETS]],
    ['rhel-10-fips', [...APACHE_TOP, APACHE_TICKETS, 'cipher-cbc@73:1:info', 'cipher-no-forward-secrecy@73:1:warning', 'cipher-order@73:1:warning']],
  ])('Apache mod_ssl, %s', (platform, expected) => {
    expect(verdicts(RHEL_SSL, platform)).toEqual(expected);
  });

  it("RHEL's nginx and httpd leave the protocols to the policy when the config names none; a written list still wins", () => {
    const protocols = (file: string, platform: string) => lint(fixedLintOptions([file], withPlatform(platform)), RULES).models[0].servers.find((s) => s.tls)!.tls!.protocols.value;
    expect(protocols(RHEL_NGINX, 'rhel-9')).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(protocols(RHEL_SSL, 'rhel-8')).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(protocols(RHEL_NGINX, 'rhel-8-legacy')).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(messages(RHEL_NGINX, 'rhel-9', 'protocol-default')).toEqual(['no ssl_protocols directive: the nginx 1.20.1 default applies (TLSv1.2 TLSv1.3)']);
    // RHEL 8 (OpenSSL 1.1.1, upstream nginx 1.14 would enable TLS 1.0-1.2): DEFAULT refuses
    // TLS 1.0/1.1 and keeps TLS 1.3; LEGACY allows them and 1.1.1 at level 1 negotiates them.
    expect(verdicts(RHEL_NGINX, 'rhel-8')).toEqual([...NGINX_TOP, 'session-ticket-key-rotation@57:5:warning', 'cipher-cbc@67:9:info', 'cipher-no-forward-secrecy@67:9:warning', 'cipher-order@67:9:warning']);
    // (LEGACY's string has no -3DES: at level 1 on 1.1.1 the 3DES suites stay.)
    expect(verdicts(RHEL_NGINX, 'rhel-8-legacy')).toEqual([...NGINX_TOP, 'protocol-tls10-tls11@57:5:warning', 'session-ticket-key-rotation@57:5:warning', 'cipher-3des@67:9:warning', 'cipher-cbc@67:9:info', 'cipher-no-forward-secrecy@67:9:warning', 'cipher-order@67:9:warning']);
    // nginx sets the range it is told with SSL_CTX_set_min/max_proto_version, over the policy's.
    const dir = makeTmp('ssllint-rhel-protocols-').dir;
    const file = join(dir, 'site.conf');
    writeFileSync(file, 'server {\n    listen 443 ssl;\n    ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n    ssl_ciphers PROFILE=SYSTEM;\n}\n');
    expect(protocols(file, 'rhel-8')).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(verdicts(file, 'rhel-8').filter((v) => v.startsWith('protocol-'))).toEqual(['protocol-no-tls13@3:5:info', 'protocol-tls10-tls11@3:5:warning']);
    // On RHEL 9 it is OpenSSL 3's security level (2 in DEFAULT, 1 in LEGACY: both above 0) that refuses them.
    expect(verdicts(file, 'rhel-9').filter((v) => v.startsWith('protocol-'))).toEqual(['protocol-no-tls13@3:5:info']);
  });

  it("the policy's TLS 1.3 suites (opensslcnf.config Ciphersuites) are every server's default there", () => {
    const tls13 = (platform: string | undefined) => lint(fixedLintOptions([RHEL_NGINX], withPlatform(platform)), RULES).models[0].servers.find((s) => s.tls)!.tls!.tls13Ciphers;
    expect(tls13('rhel-9-fips')).toMatchObject({ value: 'TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_AES_128_CCM_SHA256', defaulted: true });
    expect(tls13('rhel-9-future').value).toBe('TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256');
    expect(tls13(undefined).value).toBeUndefined();
    expect(tls13('debian-12').value).toBeUndefined();
  });

  it('each policy enables what its own string does: LEGACY keeps static RSA, FIPS drops ChaCha20, FUTURE drops AES-128', () => {
    const fs = (platform: string) => messages(RHEL_NGINX, platform, 'cipher-no-forward-secrecy')[0];
    expect(fs('rhel-9-legacy')).toContain('AES256-GCM-SHA384');
    const order = (platform: string) => lint(fixedLintOptions([RHEL_NGINX], withPlatform(platform)), RULES).models[0].servers.find((s) => s.tls)!.tls!.effectiveCiphers;
    expect(order('rhel-9-fips')).toContain('-CHACHA20');
    expect(order('rhel-9-future')).toContain('-AES128');
    expect(order('rhel-8')).not.toContain('kRSAPSK');
  });

  it('fixes: change the policy where FUTURE removes what is reported; elsewhere say what hard-coding costs', () => {
    const fixes = (platform: string | undefined) =>
      Object.fromEntries(lint(fixedLintOptions([RHEL_NGINX], withPlatform(platform)), RULES).findings.filter((f) => f.location.line === 67).map((f) => [f.ruleId, f.fix]));
    const base = fixes('rhel-9');
    expect(base['cipher-cbc']!.description).toMatch(/^keep PROFILE=SYSTEM and make the system policy stricter: `update-crypto-policies --set FUTURE`/);
    expect(base['cipher-cbc']!.replacement).toBeUndefined();
    expect(base['cipher-no-forward-secrecy']).toEqual(base['cipher-cbc']);
    expect(base['cipher-order']!.description).toMatch(/a hard-coded list takes this server out of the system crypto policy/);
    expect(base['cipher-order']!.replacement).toMatch(/^ssl_ciphers /);
    // Already FUTURE: nothing stricter to move to, and nothing left to fix on that line (its
    // servable suites are in order; see the rhel-9-future rows above).
    const future = fixes('rhel-9-future');
    expect(Object.keys(future)).toEqual([]);
    expect(Object.values(future).map((f) => f?.description ?? '').join('\n')).not.toContain('--set FUTURE');
  });

  it('on Debian 12, whose OpenSSL does not know PROFILE=SYSTEM, the string fails', () => {
    expect(verdicts(RHEL_NGINX, 'debian-12')).toEqual([...NGINX_TOP, 'protocol-no-tls13@57:5:info', 'session-ticket-key-rotation@57:5:warning', 'cipher-string-invalid@67:9:error', 'cipher-string-invalid@67:21:error']);
    expect(verdicts(RHEL_SSL, 'debian-12')).toEqual([...APACHE_TOP, APACHE_TICKETS, 'cipher-string-invalid@73:1:error', 'cipher-string-invalid@73:16:error']);
  });

  it('words after the keyword are still checked', () => {
    const dir = makeTmp('ssllint-profile-').dir;
    const file = join(dir, 'site.conf');
    writeFileSync(file, 'server {\n    listen 443 ssl;\n    ssl_ciphers PROFILE=SYSTEM:!sha1;\n}\n');
    const found = lint(fixedLintOptions([file]), RULES).findings.filter((f) => f.ruleId === 'cipher-string-invalid');
    expect(found.map((f) => [f.location.line, f.location.column, f.severity])).toEqual([[3, 33, 'error']]);
    expect(found[0].message).toContain('"sha1" is not a keyword');
  });
});

const nginx = findBinary('nginx');
const debian12 = (() => {
  try {
    return /^VERSION_ID="?12"?$/m.test(readFileSync('/etc/os-release', 'utf8')) && /^ID=debian$/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
})();

describe.skipIf(!nginx || !debian12)(`nginx -t on this Debian 12 host agrees with --platform debian-12${skipNote(!nginx ? absent('nginx') : !debian12 ? 'not a Debian 12 host' : undefined)}`, () => {
  const dir = makeTmp('ssllint-platform-nginx-').dir;
  spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'), '-subj', '/CN=localhost', '-days', '10']);
  const config = (ciphers: string) => {
    const text = readFileSync(RHEL_NGINX, 'utf8')
      .replace(/^(user|pid|error_log) .*$/gm, '')
      .replace('"/etc/pki/nginx/server.crt"', join(dir, 'c.pem'))
      .replace('"/etc/pki/nginx/private/server.key"', join(dir, 'k.pem'))
      .replace('ssl_ciphers PROFILE=SYSTEM;', `ssl_ciphers ${ciphers};`);
    const file = join(dir, `nginx-${ciphers.replace(/\W/g, '')}.conf`);
    writeFileSync(file, text);
    return file;
  };
  const nginxT = (file: string) => spawnSync(nginx!, ['-t', '-q', '-c', file, '-p', dir, '-e', 'stderr', '-g', `pid ${join(dir, 'nginx.pid')};`], { encoding: 'utf8' });

  it('PROFILE=SYSTEM: nginx refuses it, ssllint says error', () => {
    const file = config('PROFILE=SYSTEM');
    const r = nginxT(file);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('SSL_CTX_set_cipher_list');
    // The certificate was made just now: judged at the real clock.
    expect(verdicts(file, 'debian-12', { now: new Date() }).filter((v) => v.endsWith(':error'))).toEqual(['cipher-string-invalid@67:9:error', 'cipher-string-invalid@67:21:error']);
  });

  it('the DEFAULT policy string itself: nginx accepts it, ssllint reports no error', () => {
    const file = config(findPlatform('rhel-9')!.crypto!.set.policies.DEFAULT.cipherString);
    expect(nginxT(file).status).toBe(0);
    expect(verdicts(file, 'debian-12', { now: new Date() }).filter((v) => v.endsWith(':error'))).toEqual([]);
  });
});

describe('Debian 12 stock configs', () => {
  const tree = join(FIXTURES, 'debian-12');
  it("nginx.conf's `ssl_protocols TLSv1 TLSv1.1 …`: negotiable on older OpenSSL, not on Debian 12's (level 2)", () => {
    const options = { pathMap: [['/etc/nginx', join(tree, 'nginx')]] as [string, string][] };
    expect(verdicts(join(tree, 'nginx/nginx.conf'), undefined, options)).toEqual(['protocol-tls10-tls11@33:2:warning']);
    expect(verdicts(join(tree, 'nginx/nginx.conf'), 'debian-12', options)).toEqual([]);
  });

  it('apache2 with default-ssl enabled: no error with or without the platform', () => {
    const options = { pathMap: [['/etc/apache2', join(tree, 'apache2')]] as [string, string][] };
    const none = verdicts(join(tree, 'apache2/apache2.conf'), undefined, options);
    const deb = verdicts(join(tree, 'apache2/apache2.conf'), 'debian-12', options);
    expect(none.filter((v) => v.endsWith(':error'))).toEqual([]);
    expect(deb).toEqual([
      'cipher-cbc@57:1:info',
      'cipher-no-forward-secrecy@57:1:warning',
      'cipher-slow@57:1:info',
      'server-cipher-preference@57:1:warning',
      'hsts-missing@1:1:info',
      'http2-disabled@1:1:info',
      // No mod_expires enabled and AllowOverride None for /var/www (#36 item 7).
      'static-assets-uncached@4:2:warning',
    ].sort(byFile(deb)));
    // Only OpenSSL 1.0.2 counts 3DES in HIGH (so, with no generations named, it is ranked down to
    // info as a 1.0.2-only finding), and only older OpenSSL negotiates TLS 1.0/1.1.
    expect(none).toContain('cipher-3des@57:1:info');
    expect(none).toContain('protocol-tls10-tls11@71:1:warning');
  });
});

/** Keeps `expected` in the order the report gives `actual` (file, then line). */
function byFile(actual: string[]) {
  return (a: string, b: string) => actual.indexOf(a) - actual.indexOf(b);
}

describe('--platform on the command line', () => {
  it('an unknown name is a usage error that names the nearest ones', async () => {
    const r = await runCli([RHEL_NGINX, '--platform', 'rhel9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown platform "rhel9" (nearest: rhel-9');
  });

  it('`--platform list` and `ssllint platforms` print the table', async () => {
    for (const args of [['--platform', 'list'], ['platforms']]) {
      const r = await runCli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^rhel-9-fips +RHEL 9 family, crypto policy FIPS +3\.0\.7 \(3\.x\) +1\.20\.1 +2\.4\.57 +PROFILE=SYSTEM: FIPS$/m);
      expect(r.stdout).toMatch(/^debian-12 +Debian 12 \(bookworm\) +3\.0\.19 \(3\.x\) +1\.22\.1 +2\.4\.71 +SECLEVEL 2$/m);
    }
  });

  it('the json report names the platform; the text summary too', async () => {
    const json = await runCli([RHEL_NGINX, ...RHEL_MAPPED, '--platform', 'rhel-9-legacy', '--format', 'json']);
    const report = JSON.parse(json.stdout) as { platform: Record<string, string>; findings: Array<{ message: string }> };
    expect(Object.keys(report).slice(0, 3)).toEqual(['version', 'tool', 'platform']);
    expect(report.platform).toEqual({ id: 'rhel-9-legacy', name: 'RHEL 9 family, crypto policy LEGACY', openssl: '3.0.7', nginx: '1.20.1', apache: '2.4.57', cryptoPolicy: 'LEGACY', from: '--platform' });
    const text = await runCli([RHEL_NGINX, ...RHEL_MAPPED, '--platform', 'rhel-9-legacy', '--no-color']);
    // The summary line names the platform; the "N fixable with --fix" line follows it (#30).
    expect(text.stdout).toMatch(/, judged for rhel-9-legacy: RHEL 9 family, crypto policy LEGACY, OpenSSL 3\.0\.7\n(  most often: .*\n)?\d+ fixable with --fix .*\n$/);
    const plain = await runCli([RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json']);
    expect(JSON.parse(plain.stdout)).not.toHaveProperty('platform');
  });

  it('explicit --openssl and --nginx-version win over the platform', async () => {
    const r = await runCli([RHEL_NGINX, '--platform', 'rhel-9', '--openssl', '1.1.1', '--nginx-version', '1.25.0', '--format', 'json']);
    const findings = (JSON.parse(r.stdout) as { findings: Array<{ ruleId: string; message: string }> }).findings;
    expect(findings.find((f) => f.ruleId === 'cipher-cbc')!.message).toContain('on OpenSSL 1.1.1:');
    expect(findings.map((f) => f.ruleId)).not.toContain('protocol-no-tls13');
  });

  it('the config key `platform` works as the flag does', async () => {
    const dir = makeTmp('ssllint-platform-config-').dir;
    writeFileSync(join(dir, '.ssllint.json'), JSON.stringify({ platform: 'debian-12' }));
    const r = await runCli([RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { platform: { id: string; from: string }; findings: Array<{ ruleId: string; severity: string }> };
    expect(report.platform.id).toBe('debian-12');
    expect(report.platform.from).toBe(`${join(dir, '.ssllint.json')}: platform`);
    expect(report.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toEqual(['cipher-string-invalid', 'cipher-string-invalid']);
    // A flag wins over the file: --platform over the file's openssl; the file's openssl over its platform.
    writeFileSync(join(dir, '.ssllint.json'), JSON.stringify({ platform: 'debian-12', openssl: ['1.0.2'] }));
    const fileOpenssl = JSON.parse((await runCli([RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json'], { cwd: dir })).stdout) as { findings: Array<{ ruleId: string; message: string }> };
    expect(fileOpenssl.findings.filter((f) => f.ruleId === 'cipher-string-invalid').map((f) => f.message)[0]).toContain('on OpenSSL 1.0.2');
    const flagPlatform = JSON.parse((await runCli([RHEL_NGINX, '--platform', 'rhel-9', '--format', 'json'], { cwd: dir })).stdout) as { findings: Array<{ ruleId: string; message: string }> };
    expect(flagPlatform.findings.find((f) => f.ruleId === 'cipher-cbc')!.message).toContain('on OpenSSL 3.x:');
    writeFileSync(join(dir, '.ssllint.json'), JSON.stringify({ platform: 'debian12' }));
    const bad = await runCli([RHEL_NGINX], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('platform: unknown platform "debian12" (nearest: debian-12');
  });
});

describe('--platform auto', () => {
  const rocky = join(FIXTURES, 'hosts/rocky-9-legacy');
  const debian = join(FIXTURES, 'hosts/debian-12');

  it("on a Rocky 9 host with LEGACY set: RHEL 9 LEGACY, the host's own PROFILE=SYSTEM string and OpenSSL", async () => {
    const r = await runCli([join(rocky, 'etc/nginx/nginx.conf'), '--platform', 'auto', '--format', 'json'], { env: { SSLLINT_ROOT: rocky } });
    const report = JSON.parse(r.stdout) as { platform: Record<string, string>; findings: Array<{ ruleId: string; message: string }> };
    expect(report.platform).toMatchObject({ id: 'rhel-9-legacy', openssl: '3.0.7', cryptoPolicy: 'LEGACY', from: 'auto' });
    expect(report.findings.find((f) => f.ruleId === 'cipher-order')!.message).toContain("(PROFILE=SYSTEM judged as this host's LEGACY crypto policy (/etc/crypto-policies/back-ends/openssl.config))");
    expect(r.stderr).toContain('--platform auto: Rocky Linux 9.4 (Blue Onyx), OpenSSL 3.0.7: judged as rhel-9-legacy');
  });

  it('stdin (`nginx -T`) counts as the host in place', async () => {
    const r = await runCli(['-', '--platform', 'auto', '--format', 'json'], { env: { SSLLINT_ROOT: debian }, stdin: readFileSync(RHEL_NGINX, 'utf8') });
    expect((JSON.parse(r.stdout) as { platform: { id: string } }).platform.id).toBe('debian-12');
  });

  it('a repository copy is not the host: says so and assumes no platform', async () => {
    const r = await runCli([RHEL_NGINX, '--platform', 'auto', '--format', 'json'], { env: { SSLLINT_ROOT: rocky } });
    expect(JSON.parse(r.stdout)).not.toHaveProperty('platform');
    expect(r.stderr).toContain("--platform auto: the paths are not this host's own config in place");
  });
});

/** `ssllint advise ARGS` through commander, its output captured. */
async function advise(args: string[]): Promise<{ code: number | string | undefined; out: string; err: string }> {
  let out = '';
  let err = '';
  const deps: AdviseDeps = { io: SYSTEM_IO, stdout: (t) => void (out += t), stderr: (t) => void (err += t) };
  const program = new Command('ssllint').exitOverride();
  registerAdviseCommand(program, deps);
  const before = process.exitCode;
  process.exitCode = undefined;
  await program.parseAsync(['advise', ...args], { from: 'user' });
  const code = process.exitCode;
  process.exitCode = before;
  return { code, out, err };
}

describe('ssllint advise --platform', () => {
  it("uses the platform's OpenSSL and server version, and on RHEL says when to keep PROFILE=SYSTEM", async () => {
    const r = await advise(['--platform', 'rhel-9-legacy', '--hardware', 'x86-aesni', '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { advice: { serverVersion: string; openssl: { generation: string; assumed: string } }; platform: { id: string; note: string } };
    expect(report.advice.serverVersion).toBe('1.20.1');
    expect(report.advice.openssl).toMatchObject({ generation: '3.x', assumed: '3.0.7' });
    expect(report.platform.id).toBe('rhel-9-legacy');
    expect(report.platform.note).toContain("the stock config's `ssl_ciphers PROFILE=SYSTEM;` follows the system crypto policy (LEGACY here)");
    expect(report.platform.note).toContain('`update-crypto-policies --set FUTURE`');
    const text = await advise(['--platform', 'rhel-9', '--server', 'apache', '--hardware', 'x86-aesni']);
    expect(text.out).toContain('# platform: RHEL 9 family, crypto policy DEFAULT (rhel-9)\n');
    expect(text.out).toContain("# - RHEL 9 family, crypto policy DEFAULT: the stock config's `SSLCipherSuite PROFILE=SYSTEM` follows");
  });

  it('explicit --openssl wins; a platform without crypto policies adds no note; an unknown one is a usage error', async () => {
    const r = await advise(['--platform', 'ubuntu-22.04', '--server', 'apache', '--openssl', '1.1.1', '--hardware', 'x86-aesni', '--format', 'json']);
    const report = JSON.parse(r.out) as { advice: { serverVersion: string; openssl: { generation: string } }; platform: { id: string; note?: string } };
    expect(report.advice.openssl.generation).toBe('1.1.1');
    expect(report.advice.serverVersion).toBe('2.4.52');
    expect(report.platform).toEqual({ id: 'ubuntu-22.04', name: 'Ubuntu 22.04 LTS (jammy)' });
    const bad = await advise(['--platform', 'rhel9', '--hardware', 'x86-aesni']);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('ssllint advise: unknown platform "rhel9" (nearest: rhel-9, rhel-8, rhel-10)\n');
  });
});

describe("Ubuntu 20.04's OpenSSL 1.1.1 refuses TLS 1.0/1.1 at its default security level 2", () => {
  const dir = makeTmp('ssllint-ubuntu-').dir;
  const site = (ciphers: string) => {
    const file = join(dir, `${ciphers.replace(/\W/g, '') || 'none'}.conf`);
    writeFileSync(file, `server {\n    listen 443 ssl;\n    ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n${ciphers ? `    ssl_ciphers ${ciphers};\n` : ''}}\n`);
    return file;
  };
  const tls10 = (file: string, extra: LintExtra) =>
    lint(fixedLintOptions([file], { generations: ['1.1.1'], ...extra }), RULES).findings.filter((f) => f.ruleId === 'protocol-tls10-tls11').map((f) => f.location.line);

  it('upstream 1.1.1 negotiates them; Ubuntu 20.04 only where the string lowers the level to 1', () => {
    const plain = site('HIGH');
    const lowered = site('HIGH:@SECLEVEL=1');
    expect(tls10(plain, {})).toEqual([3]);
    expect(tls10(plain, { legacyTlsMaxSeclevel: 1 })).toEqual([]);
    expect(tls10(lowered, { legacyTlsMaxSeclevel: 1 })).toEqual([3]);
  });

  it('--platform ubuntu-20.04 sets it', async () => {
    const r = await runCli([site(''), '--platform', 'ubuntu-20.04', '--format', 'json']);
    expect((JSON.parse(r.stdout) as { findings: Array<{ ruleId: string }> }).findings.map((f) => f.ruleId)).not.toContain('protocol-tls10-tls11');
    const d11 = await runCli([site(''), '--platform', 'debian-11', '--format', 'json']);
    expect((JSON.parse(d11.stdout) as { findings: Array<{ ruleId: string }> }).findings.map((f) => f.ruleId)).toContain('protocol-tls10-tls11');
  });
});

describe('ssllint ciphers PROFILE=SYSTEM', () => {
  it('lists the RHEL 9/10 DEFAULT policy and says so', async () => {
    const { runCiphers } = await import('../src/cli/ciphers.js');
    let out = '';
    let err = '';
    const code = runCiphers('PROFILE=SYSTEM:!SHA1', { openssl: '3.x', format: 'text' }, { stdout: (t) => void (out += t), stderr: (t) => void (err += t) });
    expect(code).toBe(0);
    const policy = findPlatform('rhel-9')!.crypto!.set.policies.DEFAULT.cipherString;
    expect(err).toBe(`ssllint ciphers: PROFILE=SYSTEM read as the RHEL 9 DEFAULT crypto policy, assumed as no --platform was given: ${policy}\nssllint ciphers: the string sets security level 2\n`);
    expect(out).toContain('ECDHE-ECDSA-AES256-GCM-SHA384');
    expect(out).not.toMatch(/-SHA\b/m);
  });
});
