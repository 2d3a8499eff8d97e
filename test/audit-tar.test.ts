// `audit --tar -`: a tree streamed as a tar archive, read in memory as if rooted at `/`. The
// archives are made by the system's tar (GNU and pax formats) from a tree made here, whose
// symlinks point at absolute paths that must resolve inside the archive, never on this machine.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar, TarError, TAR_LIMITS } from '../src/audit/tar.js';
import { auditJson, auditRun } from './helpers/audit.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { peerMissing } from './helpers/peers.js';

const certs = resolve(__dirname, '../fixtures/certs');
let dir: string;
const hasTar = peerMissing('tar') === undefined;

function tarOf(format: 'gnu' | 'pax' | 'ustar', ...paths: string[]): Buffer {
  return execFileSync('tar', ['-C', dir, `--format=${format}`, '-cf', '-', ...paths]);
}

beforeAll(() => {
  dir = makeTmp('ssllint-audit-tar-').dir;
  const nginx = join(dir, 'etc/nginx');
  mkdirSync(join(nginx, 'sites-available'), { recursive: true });
  mkdirSync(join(nginx, 'sites-enabled'), { recursive: true });
  writeFileSync(join(nginx, 'nginx.conf'), 'events {}\nhttp {\n    ssl_session_cache shared:SSL:10m;\n    include /etc/nginx/sites-enabled/*;\n}\n');
  // A long name (over 100 bytes) exercises GNU long names and pax `path` records.
  const long = 'shop-' + 'x'.repeat(120) + '.conf';
  writeFileSync(
    join(nginx, 'sites-available', long),
    'server {\n    listen 443 ssl;\n    server_name example.com;\n    ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;\n    ssl_protocols TLSv1.2 TLSv1.3;\n    add_header Strict-Transport-Security "max-age=63072000" always;\n}\n',
  );
  symlinkSync(`/etc/nginx/sites-available/${long}`, join(nginx, 'sites-enabled', 'shop'));
  // Let's Encrypt's layout: live/ links into archive/.
  const archive = join(dir, 'etc/letsencrypt/archive/example.com');
  const live = join(dir, 'etc/letsencrypt/live/example.com');
  mkdirSync(archive, { recursive: true });
  mkdirSync(live, { recursive: true });
  copyFileSync(join(certs, 'rsa2048/fullchain.pem'), join(archive, 'fullchain1.pem'));
  copyFileSync(join(certs, 'rsa2048/privkey.pem'), join(archive, 'privkey1.pem'));
  symlinkSync('../../archive/example.com/fullchain1.pem', join(live, 'fullchain.pem'));
  symlinkSync('../../archive/example.com/privkey1.pem', join(live, 'privkey.pem'));
});

afterAll(() => removeTmp(dir));

describe.skipIf(!hasTar)('audit --tar -', () => {
  it.each(['gnu', 'pax'] as const)('reads a %s archive from stdin, links and certificates inside it', async (format) => {
    const report = await auditJson(['--tar', '-', '--no-config', '--openssl', '3.x'], { stdinBytes: tarOf(format, 'etc') });
    expect(report.servers).toHaveLength(1);
    const s = report.servers[0];
    expect(s.file).toMatch(/^\/etc\/nginx\/sites-available\/shop-x{120}\.conf$/);
    expect(s.line).toBe(1);
    expect(s.certificates[0]).toMatchObject({ path: '/etc/letsencrypt/live/example.com/fullchain.pem', status: 'ok', subject: 'CN=example.com', chainComplete: true });
    expect(s.generations[0].grade.grade).toBe('A+');
  });

  it('never prints the key it read', async () => {
    const run = await auditRun(['--tar', '-', '--no-config', '--format', 'json'], { stdinBytes: tarOf('pax', 'etc') });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/PRIVATE KEY|MII[A-Za-z0-9+/]{20}/);
  });

  it('audits a path given inside the archive', async () => {
    const report = await auditJson(['--tar', '-', '/etc/nginx/nginx.conf', '--no-config'], { stdinBytes: tarOf('gnu', 'etc') });
    expect(report.servers).toHaveLength(1);
    const run = await auditRun(['--tar', '-', '/etc/apache2', '--no-config'], { stdinBytes: tarOf('gnu', 'etc') });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('ssllint: no such file or directory in the archive: /etc/apache2\n');
  });

  it('says what is wrong with a stream that is not a whole archive', async () => {
    const whole = tarOf('gnu', 'etc');
    const cut = await auditRun(['--tar', '-'], { stdinBytes: whole.subarray(0, 1024 + 100) });
    expect(cut.code).toBe(2);
    expect(cut.stderr).toMatch(/^ssllint: --tar: the archive ends inside an entry/);
    const text = await auditRun(['--tar', '-'], { stdinBytes: Buffer.from('server { listen 443 ssl; }\n'.repeat(40)) });
    expect(text.code).toBe(2);
    expect(text.stderr).toMatch(/^ssllint: --tar: (bad header checksum|a header has a malformed number field)/);
    const empty = await auditRun(['--tar', '-'], { stdinBytes: Buffer.alloc(0) });
    expect(empty.stderr).toBe('ssllint: --tar: the archive is empty\n');
    const short = await auditRun(['--tar', '-'], { stdinBytes: Buffer.from('hello\n') });
    expect(short.stderr).toBe('ssllint: --tar: the input is 6 bytes, less than one tar header: not a tar archive\n');
  });
});

describe('the tar reader', () => {
  it('keeps at most the per-file limit, lists the rest with why', () => {
    const name = Buffer.alloc(512);
    const header = (path: string, size: number): Buffer => {
      const h = Buffer.alloc(512);
      h.write(path, 0);
      h.write('0000644\0', 100);
      h.write(size.toString(8).padStart(11, '0') + '\0', 124);
      h.write('00000000000\0', 136);
      h[156] = 0x30;
      h.write('ustar\u000000', 257);
      h.fill(0x20, 148, 156);
      let sum = 0;
      for (const b of h) sum += b;
      h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
      return h;
    };
    const size = TAR_LIMITS.fileBytes + 1;
    const big = Buffer.concat([header('etc/big.conf', size), Buffer.alloc(Math.ceil(size / 512) * 512), name, name]);
    const tree = readTar(big);
    expect(tree.files.has('/etc/big.conf')).toBe(false);
    expect(tree.skipped.get('/etc/big.conf')).toMatch(/more than the 16 MB kept per file/);
    // Entries beyond the count limit stop the read.
    const many = Buffer.concat([...Array.from({ length: 3 }, (_, i) => header(`etc/f${i}`, 0)), name, name]);
    const saved = TAR_LIMITS.entries;
    TAR_LIMITS.entries = 2;
    try {
      expect(() => readTar(many)).toThrow(TarError);
    } finally {
      TAR_LIMITS.entries = saved;
    }
  });

  it('keeps `..` from leaving the root: a member named with `..` is not extracted, as GNU tar refuses it ("Member name contains \'..\'")', () => {
    const h = execFileSync('tar', ['-C', dir, '--format=pax', '-cf', '-', '--transform', 's,^etc,../../etc,', 'etc/nginx/nginx.conf']);
    const tree = readTar(h);
    expect([...tree.files.keys()]).toEqual([]);
  });
});
