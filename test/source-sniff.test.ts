// A file is nginx or Apache only when its content says so (src/source/sniff.ts): the threshold
// is held between the files real servers read (every file of the corpus's nginx and Apache
// trees) and the other formats kept as `.conf` under /etc (fixtures/other-formats, written for
// this test: nsswitch, debconf, ld.so, adduser, sysctl, logrotate, rsyslog, sshd, systemd,
// supervisord, php-fpm, and look-alikes such as ProFTPD, collectd, BIND, nftables, keepalived).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyFile } from '../src/source/detect.js';
import { loadPaths } from '../src/source/load.js';
import { apacheEvidence, nginxEvidence, sniffDialect, SNIFF_THRESHOLD } from '../src/source/sniff.js';
import { CORPUS } from './helpers/corpus.js';
import { runCli } from './helpers/cli.js';
import { FIXTURES, tempDir, writeTree } from './source-helpers.js';

const OTHER = join(FIXTURES, 'other-formats');
const others = readdirSync(OTHER).sort();

function best(text: string): number {
  return Math.max(nginxEvidence(text).score, apacheEvidence(text).score);
}

/** Files of the corpus that a server reads as part of a tree: the main files and all they include. */
function treeFiles(): { file: string; dialect: 'nginx' | 'apache'; text: string }[] {
  const mains: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'nginx.conf' || e.name === 'apache2.conf' || e.name === 'httpd.conf') mains.push(p);
    }
  };
  walk(CORPUS);
  const out = new Map<string, { file: string; dialect: 'nginx' | 'apache'; text: string }>();
  for (const tree of loadPaths(mains.sort()).trees) {
    for (const file of tree.files.keys()) {
      const text = readFileSync(file, 'utf8');
      // Git symlinks kept as stubs holding their target (test/helpers/corpus.ts): no config text.
      if (/^[^\s#]*\/\S*\n?$/.test(text)) continue;
      if (!out.has(file)) out.set(file, { file, dialect: tree.dialect, text });
    }
  }
  return [...out.values()];
}

/**
 * Files real servers read that do not reach the threshold, each for a reason of its own: they
 * hold directives httpd 2.4 no longer has, or made-up ones of a parser's test.
 */
const BELOW: Record<string, string> = {
  'gentoo_apache/apache/apache2/modules.d/10_mod_mem_cache.conf': 'mod_mem_cache, gone in httpd 2.4 (MCacheSize…)',
  'complex_parsing/conf-enabled/dummy.conf': "certbot's parser test: TestArgsDirective, no directive of httpd",
};

describe('the dialect of a file, by its content', () => {
  it('reads none of the other formats kept as .conf as nginx or Apache', () => {
    expect(others.length).toBeGreaterThanOrEqual(40);
    const scores = others.map((name) => [name, best(readFileSync(join(OTHER, name), 'utf8'))] as const);
    for (const [name, score] of scores) expect(score, name).toBeLessThan(SNIFF_THRESHOLD);
    for (const name of others) expect(classifyFile(join('/etc', name), readFileSync(join(OTHER, name), 'utf8')), name).toBeUndefined();
    // The margin: the closest look-alike (ProFTPD, whose syntax is httpd's) stays well under.
    const top = Math.max(...scores.map(([, s]) => s));
    expect(top).toBeLessThanOrEqual(SNIFF_THRESHOLD - 0.1);
  });

  it('reads every file of the corpus\'s trees that holds a directive in its server\'s dialect', () => {
    const files = treeFiles();
    expect(files.length).toBeGreaterThan(150);
    const below: string[] = [];
    const scores: number[] = [];
    for (const { file, dialect, text } of files) {
      const evidence = dialect === 'nginx' ? nginxEvidence(text) : apacheEvidence(text);
      // Comments alone, or includes alone (every format has them): nothing to place the file by.
      if (evidence.statements === 0) {
        expect(sniffDialect(text), file).toBeUndefined();
        continue;
      }
      scores.push(evidence.score);
      const got = sniffDialect(text);
      if (got !== dialect) below.push(file);
      else expect(got).toBe(dialect);
    }
    expect(below.map((f) => Object.keys(BELOW).find((k) => f.endsWith(k)) ?? f).sort()).toEqual(Object.keys(BELOW).sort());
    // The other side of the margin: all but the exceptions score well above the threshold.
    const sorted = scores.sort((a, b) => a - b).slice(below.length);
    expect(sorted[0]).toBeGreaterThanOrEqual(SNIFF_THRESHOLD);
    expect(sorted.filter((s) => s < 0.8).length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['server {\n    listen 443 ssl;\n}\n', 'nginx'],
    ['ssl_protocols TLSv1.2;\n', 'nginx'],
    ['log_format main \'$remote_addr\'\n                \'$status\';\naccess_log /var/log/x main;\n', 'nginx'],
    ['map $http_upgrade $c {\n    default upgrade;\n    \'\' close;\n}\n', 'nginx'],
    ['location /a/ {\n    proxy_pass http://b${arg_x}.example;\n}\n', 'nginx'],
    ['SSLProtocol -all +TLSv1.2\n', 'apache'],
    ['RewriteEngine On\nRewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI}\n', 'apache'],
    ['deny from 192.0.2.1\ndeny from 192.0.2.2\n', 'apache'],
    // One word httpd knows among others, all in lower case: host.conf.
    ['order hosts,bind\nmulti on\n', undefined],
    // nginx's shape, BIND's words.
    ['options {\n    directory "/var/cache/bind";\n    recursion yes;\n};\n', undefined],
    // Includes alone say nothing: ld.so.conf, BIND's named.conf.
    ['include /etc/ld.so.conf.d/*.conf\n', undefined],
    ['include "/etc/bind/named.conf.local";\n', undefined],
  ])('%j → %s', (text, dialect) => {
    expect(sniffDialect(text)).toBe(dialect);
  });
});

describe('files in neither dialect, on the command line', () => {
  const dir = tempDir('ssllint-sniff-');
  const fixture = (name: string): string => readFileSync(join(OTHER, name), 'utf8');
  writeTree(dir, {
    'etc/nsswitch.conf': fixture('nsswitch.conf'),
    'etc/debconf.conf': fixture('debconf.conf'),
    'etc/ld.so.conf': fixture('ld.so.conf'),
    'etc/ld.so.conf.d/libc.conf': fixture('ld.so.libc.conf'),
    'doc/adduser/examples/adduser.local.conf': fixture('adduser.local.conf'),
    'doc/adduser/examples/adduser.conf': fixture('adduser.conf'),
    'scan/sysctl.conf': fixture('sysctl.conf'),
    'scan/proftpd/proftpd.conf': fixture('proftpd.conf'),
    'scan/site.conf': 'server {\n    listen 443 ssl;\n    ssl_protocols TLSv1 TLSv1.2;\n}\n',
  });

  it('a named file is a usage error (exit 2) naming it, and --skip-unknown-files passes it without a word', async () => {
    const named = await runCli(['etc/nsswitch.conf', '--no-config'], { cwd: dir });
    expect([named.code, named.stdout, named.stderr]).toEqual([2, '', 'ssllint: etc/nsswitch.conf: neither nginx nor Apache configuration was recognised\n']);
    for (const file of ['etc/nsswitch.conf', 'etc/debconf.conf', 'etc/ld.so.conf']) {
      const skipped = await runCli([file, '--no-config', '--skip-unknown-files', '--format', 'json'], { cwd: dir });
      expect([skipped.code, skipped.stderr], file).toEqual([0, '']);
      expect((JSON.parse(skipped.stdout) as { files: string[]; findings: unknown[] }).findings, file).toEqual([]);
    }
  });

  it('ld.so.conf\'s include is not followed', async () => {
    const r = await runCli(['etc/ld.so.conf', '--no-config', '--skip-unknown-files', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(r.stdout) as { files: string[] }).files).toEqual([]);
  });

  it('a directory holding none is a usage error; one holding a site lints the site alone', async () => {
    const doc = await runCli(['doc', '--no-config'], { cwd: dir });
    expect(doc.code).toBe(2);
    expect(doc.stderr).toMatch(/^ssllint: doc: no nginx or Apache configuration in it/);
    const scan = await runCli(['scan', '--no-config', '--format', 'json'], { cwd: dir });
    const report = JSON.parse(scan.stdout) as { files: string[]; findings: { location: { file: string } }[] };
    expect(report.files).toEqual(['scan/site.conf']);
    expect(new Set(report.findings.map((f) => f.location.file))).toEqual(new Set(['scan/site.conf']));
  });
});

describe('a long file', () => {
  it('is judged by its start: sections or a statement the cut leaves open are not held against it', () => {
    const deep = ['<VirtualHost *:80>', ...Array.from({ length: 12_000 }, () => '<IfModule mod_headers.c>'), 'Header set X 1', ...Array.from({ length: 12_000 }, () => '</IfModule>'), '</VirtualHost>', ''].join('\n');
    expect(sniffDialect(deep)).toBe('apache');
    const long = `server {\n${'    add_header X-A "a";\n'.repeat(20_000)}}\n`;
    expect(sniffDialect(long)).toBe('nginx');
  });
});
