// #25 §5: directories that link to themselves (`ln -s . l0` … `l4`) multiplied what one include
// names: Apache `Include d/` went 5^128 ways (over 20 s and 1.4 GB at 8 links), an nginx glob
// through them overflowed the stack (3.2 GB), and so did the same inside `--tar`. Now a loop
// or an expansion past MAX_INCLUDE_PATHS is a positioned file-unreadable finding, the rest of
// the tree is linted, and the audit names it and exits 1. Also kept: the tar reader's own
// bounds (a gzip bomb, more than 200,000 members) stay one-line usage errors.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditReport } from '../src/audit/types.js';
import { TAR_LIMITS } from '../src/audit/tar.js';
import { MAX_INCLUDE_PATHS } from '../src/source/glob.js';
import { auditRun } from './helpers/audit.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { lintJson, runCli } from './helpers/cli.js';
import { peerMissing } from './helpers/peers.js';

const root = mkdtempSync(join(tmpdir(), 'ssllint-bounds-links-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `dir/d` holding x.conf and five links to itself. */
function loopDir(dir: string, conf: string): void {
  mkdirSync(join(dir, 'd'), { recursive: true });
  writeFileSync(join(dir, 'd', 'x.conf'), conf);
  for (let i = 0; i < 5; i++) symlinkSync('.', join(dir, 'd', `l${i}`));
}

const APACHE = 'Listen 443\nLoadModule ssl_module modules/mod_ssl.so\nInclude d/\n<VirtualHost *:443>\n    ServerName after.example\n    SSLEngine on\n    SSLCertificateFile c.pem\n    SSLCertificateKeyFile k.pem\n    SSLProtocol SSLv3\n</VirtualHost>\n';
const NGINX_GLOB = 'd/*/*/*/*/*/*/*/*/*.conf';
const NGINX = `events {}\nhttp {\n    include ${NGINX_GLOB};\n    server {\n        listen 443 ssl;\n        server_name after.example;\n        ssl_certificate c.pem;\n        ssl_certificate_key k.pem;\n        ssl_protocols SSLv3;\n    }\n}\n`;

const apacheDir = join(root, 'apache');
const nginxDir = join(root, 'nginx');

beforeAll(async () => {
  mkdirSync(apacheDir);
  writeFileSync(join(apacheDir, 'apache2.conf'), APACHE);
  loopDir(apacheDir, 'ServerAdmin admin@example.com\n');
  mkdirSync(nginxDir);
  writeFileSync(join(nginxDir, 'nginx.conf'), NGINX);
  loopDir(nginxDir, 'keepalive_requests 2000;\n');
  // Modules load on the first run: that is not the input's cost.
  writeFileSync(join(root, 'warm.conf'), 'events {}\nhttp {\n    server { listen 80; }\n}\n');
  await runCli([join(root, 'warm.conf')]);
  await auditRun([join(root, 'warm.conf')]);
});

const at = (f: { location: { file: string; line: number; column: number } }): string => `${f.location.file.split('/').pop()}:${f.location.line}:${f.location.column}`;

const apacheLoop = (d: string) =>
  `Include d/: directory ${d}/d/l0 is ${d}/d, a directory it is inside of, through a symbolic link: httpd would read it over and over until 128 levels deep and then refuse the Include; ssllint reads none of it`;
const nginxTooMany = `include ${NGINX_GLOB}: it matches more than ${MAX_INCLUDE_PATHS} paths (directories that link to themselves multiply them); ssllint reads none of them`;

describe('self-referencing symlinks on disk', () => {
  test('Apache Include d/: the loop is a finding at the Include, the vhost after it linted', async () => {
    const { value: run, spent } = await measured(() => lintJson([join(apacheDir, 'apache2.conf')]));
    expect(run.code).toBe(1);
    expect(run.findings.filter((f) => f.ruleId === 'file-unreadable').map((f) => `${at(f)} ${f.message}`)).toEqual([`apache2.conf:3:1 ${apacheLoop(apacheDir)}`]);
    expect(run.findings.filter((f) => f.ruleId === 'protocol-sslv3').map(at)).toEqual(['apache2.conf:9:5']);
    expectWithin(spent, { ms: 5_000, mb: 200 });
  });

  test('nginx glob through them: a finding at the include, no stack overflow, the server after it linted', async () => {
    const { value: run, spent } = await measured(() => lintJson([join(nginxDir, 'nginx.conf')]));
    expect(run.code).toBe(1);
    expect(run.findings.filter((f) => f.ruleId === 'file-unreadable').map((f) => `${at(f)} ${f.message}`)).toEqual([`nginx.conf:3:5 ${nginxTooMany}`]);
    expect(run.findings.filter((f) => f.ruleId === 'protocol-sslv3').map(at)).toEqual(['nginx.conf:9:9']);
    expectWithin(spent, { ms: 15_000, mb: 400 });
  }, 60_000);

  test('the audit names both and exits 1', async () => {
    for (const [file, message] of [
      [join(apacheDir, 'apache2.conf'), apacheLoop(apacheDir)],
      [join(nginxDir, 'nginx.conf'), nginxTooMany],
    ]) {
      const { value: run, spent } = await measured(() => auditRun([file, '--format', 'json'], { cwd: root }));
      expect(run.code).toBe(1);
      const report = JSON.parse(run.stdout) as AuditReport;
      expect(report.notRead?.map((n) => n.message)).toEqual([message]);
      expect(report.servers.map((s) => s.label)).toEqual(['after.example']);
      expectWithin(spent, { ms: 15_000, mb: 400 });
    }
  }, 60_000);
});

const hasTar = peerMissing('tar') === undefined;

describe.skipIf(!hasTar)('inside --tar', () => {
  const tarOf = (dir: string): Buffer => execFileSync('tar', ['-C', dir, '--format=gnu', '-cf', '-', 'etc'], { maxBuffer: 1 << 30 });

  test('the same two trees as archives: the same findings, bounded', async () => {
    const tarRoot = join(root, 'tar');
    const apache = join(tarRoot, 'etc/apache2');
    const nginx = join(tarRoot, 'etc/nginx');
    mkdirSync(apache, { recursive: true });
    mkdirSync(nginx, { recursive: true });
    writeFileSync(join(apache, 'apache2.conf'), APACHE);
    loopDir(apache, 'ServerAdmin admin@example.com\n');
    writeFileSync(join(nginx, 'nginx.conf'), NGINX);
    loopDir(nginx, 'keepalive_requests 2000;\n');
    const { value: run, spent } = await measured(() => auditRun(['--tar', '-', '--no-config', '--format', 'json'], { stdinBytes: tarOf(tarRoot) }));
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as AuditReport;
    expect(report.notRead?.map((n) => `${n.file}:${n.line}:${n.column} ${n.message}`).sort()).toEqual([`/etc/apache2/apache2.conf:3:1 ${apacheLoop('/etc/apache2')}`, `/etc/nginx/nginx.conf:3:5 ${nginxTooMany}`]);
    expect(report.servers.map((s) => s.label)).toEqual(['after.example', 'after.example']);
    expectWithin(spent, { ms: 20_000, mb: 400 });
  }, 60_000);

  test('a gzip bomb is not an archive: a one-line usage error, at once', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 1 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { value: run, spent } = await measured(() => auditRun(['--tar', '-'], { stdinBytes: bomb }));
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toMatch(/^ssllint: --tar: /);
    expectWithin(spent, { ms: 3_000, mb: 100 });
  });

  test(`more than ${TAR_LIMITS.entries} members: a one-line usage error`, async () => {
    // Empty directory entries, written directly: 512 bytes each, then the two zero blocks.
    const n = TAR_LIMITS.entries + 1;
    const template = Buffer.alloc(512);
    for (const [text, offset] of [['0000755\0', 100], ['0000000\0', 108], ['0000000\0', 116], ['00000000000\0', 124], ['00000000000\0', 136], ['5', 156], ['ustar\0', 257], ['00', 263]] as const) template.write(text, offset);
    let base = 0;
    for (let k = 0; k < 512; k++) base += k >= 148 && k < 156 ? 0x20 : template[k];
    const archive = Buffer.alloc(512 * (n + 2));
    for (let i = 0; i < n; i++) {
      const h = archive.subarray(512 * i, 512 * (i + 1));
      template.copy(h);
      const name = `d${i}/`;
      h.write(name, 0);
      let sum = base;
      for (let k = 0; k < name.length; k++) sum += name.charCodeAt(k);
      h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    }
    const { value: run, spent } = await measured(() => auditRun(['--tar', '-'], { stdinBytes: archive }));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: --tar: more than ${TAR_LIMITS.entries} entries\n`);
    // Linear in the members: tens of milliseconds per thousand on an idle machine; generous for a loaded one.
    expectWithin(spent, { ms: 30_000, mb: 300 });
  }, 90_000);
});
