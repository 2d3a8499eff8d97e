// `<IfModule NAME>` finds a module by its identifier (`mime_module`) or its source file
// (`mod_mime.c`), compared exactly, case included (find_module in server/core.c): `mime.c`,
// `mod_mime` or `Mod_Mime.c` name no module, and httpd skips the section without a word
// (issue #36 item 8). `apache2 -t` is the oracle for which sections httpd reads; a live httpd
// for what a skipped section costs (the HSTS header it holds is never sent).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { apache2Check, apache2Missing } from './apache-httpd.js';
import { httpsGet, installedVersion, liveMissing, startHttpd } from './apache-live.js';
import { lintJson } from './helpers/cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ssllint-ifmodule-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const MODULES: [string, string][] = [['mime_module', 'mod_mime.so']];
// Misnamed forms of modules httpd has, and names it matches (or that name no module known here).
const MISNAMED = ['mime.c', 'mod_mime', 'Mod_Mime.c', 'mod_mime.so', 'mime', 'mod_mime_module', 'MIME_MODULE', 'mod_mpm_event.c', 'mod_core.c'];
const MATCHED = ['mod_mime.c', 'mime_module', 'event.c', 'mpm_event_module', 'core.c', 'http_core.c', 'mod_so.c', 'mod_log_config.c'];
const UNKNOWN = ['sapi_apache2.c', 'mod_rpaf-2.0.c'];

/** A file with a line httpd refuses inside `<IfModule name>`: httpd reads the section exactly when it refuses the file. */
function probe(name: string, i: number): string {
  const file = join(scratch, `m${i}.conf`);
  writeFileSync(file, `<IfModule ${name}>\nThisIsNotADirective\n</IfModule>\n`);
  return file;
}

describe.skipIf(apache2Missing !== undefined)(`apache2 -t decides which sections are read${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
  test('misnamed forms: httpd skips the section; ssllint warns at the name and does not read it either', async () => {
    for (const [i, name] of MISNAMED.entries()) {
      const file = probe(name, i);
      expect(apache2Check(file, MODULES).ok, name).toBe(true);
      const findings = (await lintJson([file, '--apache-version', installedVersion()])).findings;
      expect(findings.filter((f) => f.ruleId === 'directive-value').map((f) => `${f.location.line}:${f.location.column}:${f.severity}`), name).toEqual(['1:11:warning']);
      expect(findings.filter((f) => f.ruleId === 'directive-unknown'), name).toEqual([]);
    }
  }, 120_000);

  test('names httpd matches (and a negated misnamed one, always read): the section is read; no warning for the matched ones', async () => {
    for (const [i, name] of MATCHED.entries()) {
      const file = probe(name, 100 + i);
      expect(apache2Check(file, MODULES).ok, name).toBe(false);
      const findings = (await lintJson([file, '--apache-version', installedVersion()])).findings;
      expect(findings.filter((f) => f.ruleId === 'directive-value'), name).toEqual([]);
    }
    const negated = probe('!mime.c', 200);
    expect(apache2Check(negated, MODULES).ok).toBe(false);
    const found = (await lintJson([negated, '--apache-version', installedVersion()])).findings.filter((f) => f.ruleId === 'directive-value');
    expect(found.map((f) => f.message)).toEqual(['<IfModule !mime.c> names no module: httpd looks for a module whose identifier or source file is exactly "mime.c" (case included), finds none, and always reads this section; the module is mod_mime.c or mime_module']);
  }, 120_000);

  test('a name no module known here goes by (a third-party source file): no warning', async () => {
    for (const [i, name] of UNKNOWN.entries()) {
      const findings = (await lintJson([probe(name, 300 + i), '--apache-version', installedVersion()])).findings;
      expect(findings.filter((f) => f.ruleId === 'directive-value'), name).toEqual([]);
    }
  });
});

describe('the message and the fix', () => {
  test('a source-file form gets the source file back, a bare or identifier form the identifier; the fix is a risky one', async () => {
    const fixes = async (name: string, i: number) => (await lintJson([probe(name, 400 + i)])).findings.filter((f) => f.ruleId === 'directive-value').map((f) => f.fix?.replacement);
    expect(await fixes('mime.c', 0)).toEqual(['mod_mime.c']);
    expect(await fixes('headers', 1)).toEqual(['headers_module']);
    expect(await fixes('!mod_ssl', 2)).toEqual(['!mod_ssl.c']);
  });
});

describe.skipIf(liveMissing !== undefined)(`httpd as it runs${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  const vhost = (name: string) => `<VirtualHost 127.0.0.1:\${port}>
    ServerName localhost
    SSLEngine on
    DocumentRoot \${root}/htdocs
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
    <IfModule ${name}>
        Header always set Strict-Transport-Security "max-age=63072000"
    </IfModule>
</VirtualHost>
`;
  const SSL_HEADERS: [string, string][] = [['ssl_module', 'mod_ssl.so'], ['headers_module', 'mod_headers.so']];

  test('<IfModule headers.c> around HSTS: no HSTS header is sent; ssllint warns at the name and reports HSTS missing', async () => {
    const httpd = await startHttpd(vhost('headers.c'), SSL_HEADERS);
    try {
      expect(httpsGet(httpd.port)).not.toMatch(/Strict-Transport-Security/);
      const findings = (await lintJson([httpd.file, '--apache-version', installedVersion()])).findings;
      // The preamble takes 11 lines (two modules): <IfModule is line 18.
      expect(findings.filter((f) => f.ruleId === 'directive-value').map((f) => `${f.location.line}:${f.severity}`)).toEqual(['18:warning']);
      expect(findings.filter((f) => f.ruleId === 'hsts-missing').length).toBe(1);
    } finally {
      httpd.stop();
    }
  }, 40_000);

  test('the look-alike <IfModule mod_headers.c>: HSTS is sent, and ssllint says nothing of either', async () => {
    const httpd = await startHttpd(vhost('mod_headers.c'), SSL_HEADERS);
    try {
      expect(httpsGet(httpd.port)).toMatch(/^Strict-Transport-Security: max-age=63072000\r$/m);
      const findings = (await lintJson([httpd.file, '--apache-version', installedVersion()])).findings;
      expect(findings.filter((f) => f.ruleId === 'directive-value' || f.ruleId === 'hsts-missing')).toEqual([]);
    } finally {
      httpd.stop();
    }
  }, 40_000);
});
