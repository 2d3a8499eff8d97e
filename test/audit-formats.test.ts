// The audit's report formats on the sample trees and the cap fixtures: the JSON validates
// against docs/audit-schema.json, the text table fits the width asked for and lists worst
// first, the Markdown table escapes what would break it, the HTML page loads nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { auditJson, auditRun } from './helpers/audit.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
const caps = resolve(repo, 'fixtures/audit/caps');
const sample = resolve(repo, 'fixtures/sample');
const args = [sample, caps, '--no-config', '--now', '2026-06-01'];
// One server per cap fixture, three in the samples.
const SERVERS = readdirSync(caps).filter((n) => n.endsWith('.conf')).length + 3;

describe('audit --format json', () => {
  it('validates against docs/audit-schema.json', async () => {
    const schema = JSON.parse(readFileSync(resolve(repo, 'docs/audit-schema.json'), 'utf8'));
    // Formats (date-time) are checked below by parsing, without the ajv-formats package.
    const validate = new Ajv({ strict: true, allErrors: true, validateFormats: false }).compile(schema);
    const report = await auditJson(args, { cwd: repo });
    expect(validate.errors ?? []).toEqual([]);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.version).toBe(1);
    expect(new Date(report.now).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(report.servers.length).toBe(SERVERS);
    // A broken report must fail the schema: the test would otherwise prove nothing.
    const broken = structuredClone(report) as unknown as { servers: { worst: string }[] };
    broken.servers[0].worst = 'Z';
    expect(validate(broken)).toBe(false);
  });

  it('sorts worst first and names paths relative to the working directory', async () => {
    const report = await auditJson(args, { cwd: repo });
    const order = ['A+', 'A', 'A-', 'B', 'C', 'D', 'E', 'F', 'T', 'will not start'];
    const ranks = report.servers.map((s) => order.indexOf(s.worst));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // rc4-only.conf: OpenSSL 3 has no RC4, so the string selects nothing and nginx refuses to start.
    expect(report.servers[0]).toMatchObject({ worst: 'will not start', file: 'fixtures/audit/caps/rc4-only.conf', starts: false });
    // The sample Apache tree loads no MPM: httpd refuses to start (directive-unknown).
    expect(report.servers[1]).toMatchObject({ worst: 'will not start', file: 'fixtures/sample/apache/sites-enabled/shop.conf', starts: false });
    expect(report.servers[2].worst).toBe('T');
    expect(report.servers.every((s) => !s.file.startsWith('/'))).toBe(true);
  });

  it('reports the certificate of a readable server, never its key', async () => {
    const run = await auditRun([resolve(caps, 'a-plus.conf'), '--no-config', '--format', 'json']);
    const report = JSON.parse(run.stdout);
    const cert = report.servers[0].certificates[0];
    expect(cert).toMatchObject({ path: '../../certs/rsa2048/fullchain.pem', status: 'ok', subject: 'CN=example.com', sans: ['example.com', 'www.example.com'], key: 'RSA-2048', keyBits: 2048, notAfter: '2124-01-01T00:00:00.000Z', chainComplete: true });
    // The injected clock (2026-06-01) decides the days left.
    expect(cert.daysLeft).toBe(Math.floor((Date.UTC(2124, 0, 1) - Date.UTC(2026, 5, 1)) / 86400000));
    expect(run.stdout).not.toMatch(/PRIVATE KEY|MII[A-Za-z0-9+/]{20}/);
  });
});

describe('audit of standard input', () => {
  it('reads a config from - as the lint does', async () => {
    const text = readFileSync(resolve(caps, 'a-plus.conf'), 'utf8').replace(/\.\.\/\.\.\/certs/g, resolve(repo, 'fixtures/certs'));
    let stdout = '';
    const { main } = await import('../src/cli/main.js');
    const code = await main(['audit', '-', '--no-config', '--format', 'json', '--openssl', '3.x'], {
      stdout: (t) => void (stdout += t),
      stderr: () => undefined,
      readStdin: () => text,
      isTTY: false,
      env: {},
      cwd: repo,
      now: () => new Date('2026-06-01T00:00:00Z'),
    });
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.servers.map((s: { file: string; worst: string }) => [s.file, s.worst])).toEqual([['<stdin>', 'A+']]);
  });
});

describe('a certificate file that holds its key', () => {
  it('is audited from its certificate, and no format prints the key', async () => {
    const dir = makeTmp('ssllint-audit-key-').dir;
    try {
      const conf = join(dir, 'site.conf');
      writeFileSync(conf, `<VirtualHost *:443>\n    ServerName example.com\n    SSLEngine on\n    SSLCertificateFile ${resolve(repo, 'fixtures/certs/rsa2048/cert-and-key.pem')}\n    SSLCertificateChainFile ${resolve(repo, 'fixtures/certs/rsa2048/chain.pem')}\n</VirtualHost>\n`);
      for (const format of ['text', 'json', 'markdown', 'html']) {
        const run = await auditRun([conf, '--no-config', '--format', format]);
        expect(run.code).toBe(0);
        expect(run.stdout).not.toMatch(/PRIVATE KEY|MII[A-Za-z0-9+/]{20}/);
        if (format === 'json') expect(JSON.parse(run.stdout).servers[0].certificates[0]).toMatchObject({ status: 'ok', key: 'RSA-2048', chainComplete: true });
      }
    } finally {
      removeTmp(dir);
    }
  });
});

describe('audit --format text', () => {
  it.each([80, 100, 120])('fits %i columns', async (width) => {
    const run = await auditRun([...args, '--width', String(width)], { cwd: repo });
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n\n')[0].split('\n');
    for (const line of run.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(width);
    // The legend of F/C/A+ (and of `no start`) stands right above the table, wrapped to the width.
    const head = lines.findIndex((l) => l.startsWith('Grade  '));
    expect(lines.slice(0, head).join(' ')).toBe('Grade: OpenSSL 1.0.2/1.1.1/3.x, in that order, where they differ. no start: the configuration stops the server there.');
    const table = lines.slice(head - 1);
    expect(table.length).toBe(SERVERS + 3);
    // At 80 columns the widest cells give way (Protocols and Certificate are cut in the head).
    expect(table[1]).toMatch(/^Grade\s+Server\s+Protoc\S*\s+First suite\s+Group\s+Certific\S*\s+HSTS\s+E\/W\/I$/);
    expect(table[3]).toMatch(/^F\/F\/no start +example\S* /);
    expect(table[4]).toMatch(/^will not start +shop\.ex/);
  });

  it('lists each cap with its reason under the table', async () => {
    const run = await auditRun([resolve(caps, 'tls10-tls11.conf'), '--no-config', '--openssl', '1.1.1']);
    expect(run.stdout).toContain('  B  TLS 1.0 or 1.1 is enabled (capped at B since January 2020)\n');
    expect(run.stdout).toMatch(/1 server: 1 B \(worst grade over OpenSSL 1\.1\.1\)\n$/);
  });

  it('rejects a width outside 80-120', async () => {
    const run = await auditRun([caps, '--width', '60']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--width');
  });
});

describe('audit --format markdown', () => {
  it('prints one table row per server, escaped', async () => {
    const run = await auditRun([...args, '--format', 'markdown'], { cwd: repo });
    const rows = run.stdout.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Grade'));
    expect(rows).toHaveLength(SERVERS);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBe(12);
    expect(run.stdout).toContain('| A-/A+/A+ | `example.com` | `fixtures/audit/caps/a-plus.conf:7` | 1.2 1.3 | TLS\\_AES\\_256\\_GCM\\_SHA384 |');
  });
});

describe('audit --format html', () => {
  it('is one file that loads nothing from the network', async () => {
    const run = await auditRun([...args, '--format', 'html'], { cwd: repo });
    const html = run.stdout;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/\b(src|href)\s*=/i);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain('<svg id="grade-chart"');
    expect(html).toContain('<svg id="expiry-timeline"');
    expect((html.match(/<tr>/g) ?? []).length).toBe(SERVERS + 1);
  });
});

describe('docs/audit.md', () => {
  it('documents every option of the audit command', async () => {
    const help = (await auditRun(['--help'])).stdout;
    const flags = [...help.matchAll(/^\s+(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(flags.length).toBeGreaterThan(10);
    const section = readFileSync(resolve(repo, 'docs/audit.md'), 'utf8');
    for (const flag of flags.filter((f) => f !== '--help')) expect(section, flag).toContain(flag);
  });
});
