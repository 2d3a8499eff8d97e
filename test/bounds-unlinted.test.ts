// #25 §3: nothing is silently left unlinted. Includes of includes that multiply to 10^7
// directives, and a file over the size cap, end in a positioned file-unreadable finding and a
// failing exit, in the lint and the audit, with the rest of the tree still linted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditReport } from '../src/audit/types.js';
import { MAX_SPLICED_DIRECTIVES } from '../src/source/load.js';
import { auditRun } from './helpers/audit.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { lintJson, runCli, type JsonFinding } from './helpers/cli.js';

const root = mkdtempSync(join(tmpdir(), 'ssllint-bounds-unlinted-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const at = (f: { location: { file: string; line: number; column: number } }): string => `${f.location.file.split('/').pop()}:${f.location.line}:${f.location.column}`;

/** f0 includes f1 ten times, f1 includes f2 ten times, …: 10^7 directives spliced from eight small files. */
function fanOut(include: (file: string) => string, leaf: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 7; i++) files[`f${i}.conf`] = `${include(`f${i + 1}.conf`)}\n`.repeat(10);
  files['f7.conf'] = `${leaf}\n`;
  return files;
}

const NGINX_SERVER = 'server {\n        listen 443 ssl;\n        server_name after.example;\n        ssl_certificate c.pem;\n        ssl_certificate_key k.pem;\n        ssl_ciphers "NOPE";\n        ssl_protocols SSLv3;\n    }';

// Modules load on the first run: that is not the input's cost.
beforeAll(async () => {
  const dir = tree('warm', { 'nginx.conf': 'events {}\nhttp {\n    server { listen 80; }\n}\n' });
  await runCli([join(dir, 'nginx.conf')]);
  await auditRun([join(dir, 'nginx.conf')]);
});

describe('includes that multiply', () => {
  test(`nginx: 10^7 directives from includes of includes: a finding at the include past ${MAX_SPLICED_DIRECTIVES}, the server after them linted`, async () => {
    const dir = tree('fan-nginx', { ...fanOut((f) => `include ${f};`, 'error_page 404 /404.html;'), 'nginx.conf': `events {}\nhttp {\n    include f0.conf;\n    ${NGINX_SERVER}\n}\n` });
    const { value: run, spent } = await measured(() => lintJson([join(dir, 'nginx.conf')]));
    expect(run.code).toBe(1);
    const unread = run.findings.filter((f) => f.ruleId === 'file-unreadable');
    expect(unread.map((f) => `${at(f)} ${f.severity} ${f.message}`)).toEqual([
      `f1.conf:5:1 error cannot read f2.conf: ssllint splices at most ${MAX_SPLICED_DIRECTIVES} directives into one tree (files included many times over are counted each time), and this include would take the tree past that: it and every include after it in this tree are not read`,
    ]);
    // The server after the include is linted.
    const server = (f: JsonFinding) => f.location.file.endsWith('nginx.conf');
    expect(run.findings.filter(server).map((f) => `${f.ruleId} ${at(f)}`)).toEqual(expect.arrayContaining(['cipher-string-invalid nginx.conf:9:9', 'protocol-sslv3 nginx.conf:10:9']));
    expectWithin(spent, { ms: 15_000, mb: 600 });
  }, 60_000);

  test('apache: the same fan-out through Include', async () => {
    const vhost = '<VirtualHost *:443>\n    ServerName after.example\n    SSLEngine on\n    SSLCertificateFile c.pem\n    SSLCertificateKeyFile k.pem\n    SSLCipherSuite NOPE\n    SSLProtocol SSLv3\n</VirtualHost>\n';
    const dir = tree('fan-apache', { ...fanOut((f) => `Include ${f}`, 'Header always set X-A b'), 'apache2.conf': `Listen 443\nLoadModule ssl_module modules/mod_ssl.so\nLoadModule headers_module modules/mod_headers.so\nInclude f0.conf\n${vhost}` });
    const { value: run, spent } = await measured(() => lintJson([join(dir, 'apache2.conf')]));
    expect(run.code).toBe(1);
    expect(run.findings.filter((f) => f.ruleId === 'file-unreadable').map(at)).toEqual(['f1.conf:5:1']);
    expect(run.findings.filter((f) => f.location.file.endsWith('apache2.conf')).map((f) => f.ruleId)).toEqual(expect.arrayContaining(['cipher-string-invalid', 'protocol-sslv3']));
    expectWithin(spent, { ms: 15_000, mb: 600 });
  }, 60_000);
});

describe('the audit says what it did not read, and exits 1', () => {
  test('a 17 MB nginx.conf: not read, not "no virtual server terminates TLS" with exit 0', async () => {
    const text = `events {}\nhttp {\n    ${NGINX_SERVER}\n${'#'.repeat(17_000_000)}\n}\n`;
    const dir = tree('big', { 'nginx.conf': text });
    const size = Buffer.byteLength(text);
    for (const format of ['text', 'json', 'markdown', 'html']) {
      const { value: run, spent } = await measured(() => auditRun([join(dir, 'nginx.conf'), '--format', format], { cwd: dir }));
      expect(run.code).toBe(1);
      const reason = `nginx.conf:1:1: cannot read nginx.conf: file is larger than 10 MB (${size} bytes)`;
      if (format === 'text') expect(run.stdout).toBe(`ssllint audit: not read: ${reason}\nssllint audit: no virtual server terminates TLS in the parts read\n`);
      if (format === 'json') expect((JSON.parse(run.stdout) as AuditReport).notRead).toEqual([{ file: 'nginx.conf', line: 1, column: 1, message: `cannot read nginx.conf: file is larger than 10 MB (${size} bytes)` }]);
      // Config text (a path, a message quoting it) in code spans (test/action-summary.test.ts).
      if (format === 'markdown') expect(run.stdout).toContain(`- \`nginx.conf:1:1\`: \`cannot read nginx.conf: file is larger than 10 MB (${size} bytes)\``);
      if (format === 'html') expect(run.stdout).toContain(`<h2>Not read</h2>`);
      expectWithin(spent, { ms: 5_000, mb: 200 });
    }
    // The lint, too.
    const lint = await lintJson([join(dir, 'nginx.conf')]);
    expect(lint.code).toBe(1);
    expect(lint.findings.map((f) => `${f.ruleId} ${at(f)}`)).toEqual(['file-unreadable nginx.conf:1:1']);
  }, 60_000);

  test('the nginx fan-out: the server after it graded, the include left out named', async () => {
    const dir = tree('fan-audit', { ...fanOut((f) => `include ${f};`, 'error_page 404 /404.html;'), 'nginx.conf': `events {}\nhttp {\n    include f0.conf;\n    ${NGINX_SERVER}\n}\n` });
    const { value: run, spent } = await measured(() => auditRun([join(dir, 'nginx.conf'), '--format', 'json'], { cwd: dir }));
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as AuditReport;
    expect(report.notRead?.map((n) => `${n.file}:${n.line}:${n.column}`)).toEqual(['f1.conf:5:1']);
    // Its cipher string "NOPE" stops nginx (cipher-string-invalid): graded "will not start".
    expect(report.servers.map((s) => `${s.label} ${s.worst}`)).toEqual(['after.example will not start']);
    expectWithin(spent, { ms: 15_000, mb: 600 });
  }, 60_000);

  test('a tree read whole still exits 0', async () => {
    const dir = tree('whole', { 'nginx.conf': `events {}\nhttp {\n    ${NGINX_SERVER}\n}\n` });
    const run = await auditRun([join(dir, 'nginx.conf'), '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as AuditReport).notRead).toBeUndefined();
  });
});
