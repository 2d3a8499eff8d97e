// Issue 25, "what already holds and must keep holding": the cases a hostile tree tries that
// had no test of their own. An nginx -T dump on standard input naming /etc/shadow, an archive
// with absolute member names and links to host files, a gzip bomb handed to --tar, and
// `__proto__` keys in the config file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar } from '../src/audit/tar.js';
import { auditRun } from './helpers/audit.js';
import { runCli } from './helpers/cli.js';
import { tempDir } from './ship-helpers.js';
import { peerMissing } from './helpers/peers.js';

const hasTar = peerMissing('tar') === undefined;

interface JsonReport {
  findings: { ruleId: string; message: string; location: { file: string; line: number } }[];
  files: string[];
}

describe('an nginx -T dump on standard input is read from the dump, never from this machine', () => {
  it('a `# configuration file /etc/shadow:` header is a file of the dump; an include of a host file not in it is missing', async () => {
    const dump = [
      'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok',
      '# configuration file /etc/nginx/nginx.conf:',
      'events {}',
      'http {',
      '    include /etc/shadow;',
      '    include /etc/passwd;',
      '}',
      '',
      '# configuration file /etc/shadow:',
      'DUMPWORD on;',
      '',
    ].join('\n');
    const run = await runCli(['-', '--no-config', '--format', 'json', '--now', '2026-06-01'], { stdin: dump });
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.files).toEqual(['/etc/nginx/nginx.conf', '/etc/shadow']);
    const seen = report.findings.map((f) => `${f.location.file}:${f.location.line} ${f.ruleId} ${f.message}`);
    // The dump's text is the user's own input: quoted as it is.
    expect(seen.some((s) => s.startsWith('/etc/shadow:1 directive-unknown unknown directive "DUMPWORD"'))).toBe(true);
    expect(seen.some((s) => s.startsWith('/etc/nginx/nginx.conf:4 include-missing included file /etc/passwd does not exist;')), JSON.stringify(seen)).toBe(true);
    expect(run.stdout).not.toContain('root:');
  });
});

describe.skipIf(!hasTar)('audit --tar: absolute names and links to host files stay inside the archive', () => {
  it('an absolute member name is rooted at the archive, a link to /etc/passwd finds nothing on this machine', async () => {
    const dir = tempDir('ssllint-hostile-tar-');
    mkdirSync(join(dir, 'etc', 'nginx'), { recursive: true });
    writeFileSync(join(dir, 'etc', 'nginx', 'nginx.conf'), 'events {}\nhttp {\n    include /etc/nginx/host.conf;\n    server {\n        listen 443 ssl;\n        ssl_certificate /etc/nginx/key.pem;\n        ssl_certificate_key /etc/nginx/key.pem;\n    }\n}\n');
    symlinkSync('/etc/passwd', join(dir, 'etc', 'nginx', 'host.conf'));
    symlinkSync('/etc/ssl/private/ssl-cert-snakeoil.key', join(dir, 'etc', 'nginx', 'key.pem'));
    // -P keeps the leading `/` that --transform puts on every name.
    const bytes = execFileSync('tar', ['-C', dir, '-P', '--transform', 's,^etc,/etc,', '--format=pax', '-cf', '-', 'etc']);
    expect([...readTar(bytes).files.keys()]).toEqual(['/etc/nginx/nginx.conf']);
    const run = await auditRun(['--tar', '-', '--no-config', '--format', 'json', '--now', '2026-06-01'], { stdinBytes: bytes });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(/root:x?:0:0|BEGIN PRIVATE KEY/);
    const report = JSON.parse(run.stdout) as { findings?: { ruleId: string; message: string }[] };
    const text = JSON.stringify(report);
    expect(text).toContain('no such file in the archive');
  });
});

describe('audit --tar: a gzip bomb is refused unread', () => {
  it('64 MB of zeros gzipped to a few kB: a usage error in well under a second, nothing inflated', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(128 * 1024);
    const rss = process.memoryUsage().rss;
    const start = performance.now();
    const run = await auditRun(['--tar', '-', '--no-config'], { stdinBytes: bomb });
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr).toMatch(/^ssllint: --tar: /);
  });
});

describe('`__proto__` keys in the config file', () => {
  it.each([
    ['{"__proto__": {"roots": ["/etc"]}}', 'unknown key "__proto__"'],
    ['{"rules": {"__proto__": "off"}}', 'rules: unknown rule "__proto__"'],
  ])('%s is a usage error, and no object gains a property', async (json, said) => {
    const dir = tempDir('ssllint-hostile-proto-');
    writeFileSync(join(dir, 'nginx.conf'), 'events {}\n');
    writeFileSync(join(dir, '.ssllint.json'), json);
    const run = await runCli(['nginx.conf'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(said);
    expect(({} as Record<string, unknown>).roots).toBeUndefined();
  });

  // A relative FROM is a usage error (#27): the entry is seen, and refused, as any relative path
  // would be; had the loader let `__proto__` set a prototype instead, it would pass unseen.
  it('a `__proto__` path map entry is a path like any other', async () => {
    const dir = tempDir('ssllint-hostile-proto-');
    writeFileSync(join(dir, 'nginx.conf'), 'events {}\n');
    writeFileSync(join(dir, '.ssllint.json'), '{"pathMap": {"__proto__": "/x"}}');
    const run = await runCli(['nginx.conf'], { cwd: dir });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toBe(`ssllint: ${join(dir, '.ssllint.json')}: pathMap: FROM must be an absolute path, got "__proto__"\n`);
    expect(({} as Record<string, unknown>)['/x']).toBeUndefined();
  });
});
