// verify never starts a tree that would run a program: each place is an error at its directive
// (verify-runs-program), in every format, and the run exits 2 before anything is written or
// started. The look-alike of each (a log to a file, a txt: map, a module from the server's own
// directory, ScriptAlias without mod_cgi) does not stop it. --allow-programs starts it anyway.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { skipNote } from './helpers/peers.js';
import { makeTmp } from './helpers/tmp.js';
import { leftBehind, verifyMissing, verifyRun } from './helpers/verify.js';

const CERTS = resolve(__dirname, '../fixtures/certs');
const nginxSkip = verifyMissing('nginx');
const apacheSkip = verifyMissing('apache');

function write(name: string, text: string): string {
  const file = join(makeTmp('ssllint-verify-programs-').dir, name);
  writeFileSync(file, text);
  return file;
}

const APACHE_HEAD = [
  'ServerName localhost',
  'Listen 443',
  'User nobody',
  'Group nogroup',
  'LoadModule mpm_event_module /usr/lib/apache2/modules/mod_mpm_event.so',
  'LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so',
  'LoadModule ssl_module /usr/lib/apache2/modules/mod_ssl.so',
];
const APACHE_VHOST = ['<VirtualHost *:443>', '    ServerName example.com', '    SSLEngine on', `    SSLCertificateFile ${CERTS}/rsa2048/fullchain.pem`, `    SSLCertificateKeyFile ${CERTS}/rsa2048/privkey.pem`];

describe.skipIf(!!apacheSkip)(`verify refuses an Apache tree that runs programs${skipNote(apacheSkip)}`, () => {
  it('piped logs, a prg: rewrite map, an external filter and CGI with mod_cgi: one error each at its directive, exit 2, nothing started', async () => {
    const file = write('apache2.conf', [
      ...APACHE_HEAD, // lines 1-7
      'LoadModule rewrite_module /usr/lib/apache2/modules/mod_rewrite.so', // 8
      'LoadModule cgi_module /usr/lib/apache2/modules/mod_cgi.so', // 9
      'LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so', // 10
      'ErrorLog "|/usr/bin/logger -t httpd"', // 11
      ...APACHE_VHOST, // 12-16
      '    RewriteMap lower prg:/usr/local/bin/lower', // 17
      '    ExtFilterDefine gzip mode=output cmd=/bin/gzip', // 18
      '    ScriptAlias /cgi-bin/ /usr/lib/cgi-bin/', // 19
      '    CustomLog "||/usr/bin/cat" common', // 20
      '</VirtualHost>',
    ].join('\n') + '\n');
    let run: Awaited<ReturnType<typeof verifyRun>> | undefined;
    expect(await leftBehind(async () => (run = await verifyRun([file])))).toEqual([]);
    const { code, report } = run!;
    expect(code).toBe(2);
    expect(report.trees).toEqual([]);
    expect(report.findings.map((f) => [f.ruleId, f.severity, f.location.line, f.location.column])).toEqual([
      ['verify-runs-program', 'error', 11, 1],
      ['verify-runs-program', 'error', 17, 5],
      ['verify-runs-program', 'error', 18, 5],
      ['verify-runs-program', 'error', 20, 5],
      ['verify-runs-program', 'error', 19, 5],
    ]);
    expect(report.findings[0].message).toMatch(/pipes the log into a program.*--allow-programs/);

    const text = await runCli(['verify', file]);
    expect(text.code).toBe(2);
    expect(text.stdout).toMatch(/apache2\.conf:17:5 {2}error {2}`RewriteMap lower prg:\/usr\/local\/bin\/lower` starts a rewrite-map program/);
    const sarif = await runCli(['verify', file, '--format', 'sarif']);
    const results = JSON.parse(sarif.stdout).runs[0].results as { ruleId: string; level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[];
    expect(results.map((r) => [r.ruleId, r.level, r.locations[0].physicalLocation.region.startLine])).toContainEqual(['verify-runs-program', 'error', 18]);
  }, 60_000);

  it('the look-alikes do not stop it: a log to a file, a txt: map, ScriptAlias without mod_cgi', async () => {
    const dir = makeTmp('ssllint-verify-programs-').dir;
    writeFileSync(join(dir, 'map.txt'), 'a b\n');
    const file = join(dir, 'apache2.conf');
    writeFileSync(file, [
      ...APACHE_HEAD,
      'LoadModule rewrite_module /usr/lib/apache2/modules/mod_rewrite.so',
      'LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so',
      'ErrorLog logs/error.log',
      ...APACHE_VHOST,
      `    RewriteMap lower txt:${dir}/map.txt`,
      '    ScriptAlias /cgi-bin/ /usr/lib/cgi-bin/',
      '</VirtualHost>',
    ].join('\n') + '\n');
    const { code, report } = await verifyRun([file, '--timeout', '90', '--max-servers', '2']);
    expect(report.findings).toEqual([]);
    expect(report.trees[0].starts.observed).toBe('starts');
    expect(code).not.toBe(2);
  }, 120_000);

  it('an OpenSSL engine (SSLCryptoDevice) is foreign code too; builtin is none', async () => {
    const engine = write('apache2.conf', [...APACHE_HEAD, 'SSLCryptoDevice pkcs11', ...APACHE_VHOST, '</VirtualHost>'].join('\n') + '\n');
    const { code, report } = await verifyRun([engine]);
    expect(code).toBe(2);
    expect(report.findings.map((f) => [f.ruleId, f.location.line, f.location.column])).toEqual([['verify-runs-program', 8, 1]]);
    expect(report.findings[0].message).toMatch(/loads an OpenSSL engine/);
    const builtin = write('apache2.conf', [...APACHE_HEAD, 'SSLCryptoDevice builtin', ...APACHE_VHOST, '</VirtualHost>'].join('\n') + '\n');
    expect((await verifyRun([builtin, '--timeout', '90', '--max-servers', '1'])).report.findings).toEqual([]);
  }, 120_000);

  it('--allow-programs starts the tree with a piped log', async () => {
    const file = write('apache2.conf', [...APACHE_HEAD, 'ErrorLog "||/usr/bin/cat"', ...APACHE_VHOST, '</VirtualHost>'].join('\n') + '\n');
    const refused = await verifyRun([file]);
    expect(refused.code).toBe(2);
    expect(refused.report.findings.map((f) => f.location.line)).toEqual([8]);
    const { report } = await verifyRun([file, '--allow-programs', '--timeout', '90', '--max-servers', '2']);
    expect(report.findings).toEqual([]);
    expect(report.trees[0].starts.observed).toBe('starts');
  }, 120_000);
});

describe.skipIf(!!nginxSkip)(`verify refuses an nginx tree that runs code${skipNote(nginxSkip)}`, () => {
  it('embedded Perl, njs, Lua and a module from outside nginx\'s module directory: one error each, exit 2; a module from its own directory is no program', async () => {
    const dir = makeTmp('ssllint-verify-programs-').dir;
    writeFileSync(join(dir, 'ngx_evil_module.so'), '');
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, [
      `load_module ${dir}/ngx_evil_module.so;`, // 1
      'load_module /usr/lib/nginx/modules/ngx_stream_module.so;', // 2: nginx's own
      'events {}',
      'http {',
      '    perl_modules perl/lib;', // 5
      '    js_import main.js;', // 6
      '    server {',
      '        listen 443 ssl;',
      `        ssl_certificate ${CERTS}/rsa2048/fullchain.pem;`,
      `        ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;`,
      '        location / { content_by_lua_block { ngx.say("hi") } }', // 11
      '    }',
      '}',
    ].join('\n') + '\n');
    const { code, report } = await verifyRun([file]);
    expect(code).toBe(2);
    expect(report.findings.map((f) => [f.ruleId, f.location.line, f.location.column])).toEqual([
      ['verify-runs-program', 1, 1],
      ['verify-runs-program', 5, 5],
      ['verify-runs-program', 6, 5],
      ['verify-runs-program', 11, 22],
    ]);
    expect(report.findings[0].message).toMatch(/outside nginx's own module directory/);
  }, 60_000);
});
