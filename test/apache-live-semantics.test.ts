// What httpd really does with a config, settled against the real apache2 on this machine (a
// server started on 127.0.0.1 and probed, or `apache2 -t`), and what ssllint concludes from
// the same file at releases on both sides of each gate (docs/semantics-apache.md, issue #28).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixForRelease } from '../src/apache/fix-release.js';
import { lintJson, runCli, type JsonFinding } from './helpers/cli.js';
import { modelOf } from './model-helpers.js';
import { apache2Check, apache2Missing } from './apache-httpd.js';
import { handshake, httpdForSuite, httpGet, httpsGet, installedVersion, liveMissing, startHttpd, type LiveHttpd } from './apache-live.js';

const SSL: [string, string][] = [['ssl_module', 'mod_ssl.so']];
const SSL_HEADERS: [string, string][] = [...SSL, ['headers_module', 'mod_headers.so']];

function vhost(body: string, address = '127.0.0.1:${port}'): string {
  return `<VirtualHost ${address}>
    ServerName localhost
    SSLEngine on
    DocumentRoot \${root}/htdocs
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
${body}
</VirtualHost>
`;
}

async function lint(file: string, ...args: string[]): Promise<JsonFinding[]> {
  return (await lintJson([file, ...args])).findings;
}

function ids(findings: JsonFinding[], rule: string): string[] {
  return findings.filter((f) => f.ruleId === rule).map((f) => `${f.location.line}:${f.severity}`);
}

/** A config file in its own temp directory, for the checks that need no running server. */
const scratch = mkdtempSync(join(tmpdir(), 'ssllint-semantics-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let scratchCount = 0;
function configFile(text: string): string {
  const file = join(scratch, `c${++scratchCount}.conf`);
  writeFileSync(file, text.replaceAll('${root}', scratch).replaceAll('${port}', '443'));
  return file;
}

describe.skipIf(liveMissing !== undefined)(`httpd as it runs${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  let version: string;
  beforeAll(() => {
    version = installedVersion();
  });

  describe('SSLProtocol is a range on OpenSSL 1.1.0+ from 2.4.26 (item 1)', () => {
    // Security level 0 lets OpenSSL 3 speak TLS 1.0/1.1 at all: what is left is mod_ssl's range.
    const gap = vhost('    SSLProtocol TLSv1 +TLSv1.2\n    SSLCipherSuite DEFAULT:@SECLEVEL=0');
    const run = vhost('    SSLProtocol TLSv1 +TLSv1.1 +TLSv1.2\n    SSLCipherSuite DEFAULT:@SECLEVEL=0');
    let withGap: LiveHttpd;
    let withRun: LiveHttpd;
    beforeAll(async () => {
      withGap = await startHttpd(gap);
      withRun = await startHttpd(run);
    }, 60_000);
    afterAll(() => {
      withGap?.stop();
      withRun?.stop();
    });

    test('TLSv1 +TLSv1.2 negotiates TLS 1.2 only; TLSv1 +TLSv1.1 +TLSv1.2 negotiates 1.0 and 1.1 too', () => {
      expect(['-tls1', '-tls1_1', '-tls1_2'].map((f) => handshake(withGap.port, f))).toEqual([undefined, undefined, 'TLSv1.2']);
      expect(['-tls1', '-tls1_1', '-tls1_2'].map((f) => handshake(withRun.port, f))).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2']);
    }, 60_000);

    test('ssllint agrees at the installed release on OpenSSL 3', async () => {
      expect(ids(await lint(withGap.file, '--apache-version', version, '--openssl', '3.x'), 'protocol-tls10-tls11')).toEqual([]);
      expect(ids(await lint(withRun.file, '--apache-version', version, '--openssl', '3.x'), 'protocol-tls10-tls11')).toEqual(['17:warning']);
    });

    test('on both sides of 2.4.26, and on 1.0.2 (SSL_OP_NO_* per protocol) at any release', async () => {
      const file = configFile(gap);
      expect(ids(await lint(file, '--apache-version', '2.4.25', '--openssl', '1.1.1'), 'protocol-tls10-tls11')).toEqual(['7:warning']);
      expect(ids(await lint(file, '--apache-version', '2.4.26', '--openssl', '1.1.1'), 'protocol-tls10-tls11')).toEqual([]);
      expect(ids(await lint(file, '--apache-version', '2.4.26', '--openssl', '1.0.2'), 'protocol-tls10-tls11')).toEqual(['7:warning']);
    });
  });

  describe('Header add Strict-Transport-Security: with a colon (item 4)', () => {
    const body = vhost('    SSLProtocol -all +TLSv1.2\n    Header add Strict-Transport-Security: "max-age=31536000"');
    const httpd = httpdForSuite(body, SSL_HEADERS);

    test('mod_headers cuts the name at the colon: the response carries HSTS and ssllint sees it', async () => {
      expect(httpsGet(httpd.port)).toMatch(/^Strict-Transport-Security: max-age=31536000\r$/m);
      const findings = await lint(httpd.file, '--apache-version', version);
      expect(ids(findings, 'hsts-missing')).toEqual([]);
      // Its value is sound; written without `always`, it is missing from redirects and errors (#36 item 2).
      expect(ids(findings, 'hsts-weak')).toEqual(['19:warning']);
      expect(findings.find((f) => f.ruleId === 'hsts-weak')?.message).toMatch(/without `always`/);
    }, 30_000);
  });

  describe('mod_macro: a <VirtualHost> in a <Macro> is read where Use stands (item 6)', () => {
    // CHANGES 2.4.5: "mod_macro: New module that provides macros within configuration files."
    const body = `<Macro TlsHost $name $proto>
<VirtualHost 127.0.0.1:\${port}>
    ServerName $name
    SSLEngine on
    SSLProtocol $proto
    SSLCipherSuite ALL:eNULL
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
</VirtualHost>
</Macro>
Use TlsHost localhost "-all +TLSv1.2"
UndefMacro TlsHost
`;
    const httpd = httpdForSuite(body, [...SSL, ['macro_module', 'mod_macro.so']]);

    test('httpd serves the expanded vhost (TLS 1.2, no TLS 1.3), and ssllint lints it at the macro lines', async () => {
      expect(handshake(httpd.port, '-tls1_2')).toBe('TLSv1.2');
      expect(handshake(httpd.port, '-tls1_3')).toBeUndefined();
      const findings = await lint(httpd.file, '--apache-version', version, '--openssl', '3.x');
      // <Macro> is line 12 of the file (after the preamble): SSLProtocol $proto is 16, SSLCipherSuite 17.
      expect(ids(findings, 'protocol-no-tls13')).toEqual(['16:info']);
      expect(ids(findings, 'cipher-no-forward-secrecy')).toEqual(['17:warning']);
      expect(findings.filter((f) => f.ruleId === 'directive-unknown' || f.ruleId === 'syntax-error')).toEqual([]);
    }, 30_000);
  });
});

describe.skipIf(liveMissing !== undefined)(`the first vhost on an address decides (item 2)${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  // The base vhost speaks TLS 1.0 (security level 0); b.test narrows to 1.2; c.test says nothing.
  const body = `${vhost('    SSLProtocol all\n    SSLCipherSuite DEFAULT:@SECLEVEL=0\n    SSLHonorCipherOrder on')}<VirtualHost 127.0.0.1:\${port}>
    ServerName b.test
    SSLEngine on
    SSLProtocol -all +TLSv1.2
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
</VirtualHost>
<VirtualHost 127.0.0.1:\${port}>
    ServerName c.test
    SSLEngine on
    SSLCipherSuite DEFAULT:@SECLEVEL=0
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
</VirtualHost>
`;
  let httpd: LiveHttpd;
  let version: string;
  beforeAll(async () => {
    version = installedVersion();
    httpd = await startHttpd(body);
  }, 30_000);
  afterAll(() => httpd?.stop());

  test('2.4.42+: a vhost with its own SSLProtocol gets it, one without gets the base vhost\'s', async () => {
    expect(handshake(httpd.port, '-tls1', ['-servername', 'localhost'])).toBe('TLSv1');
    expect(handshake(httpd.port, '-tls1', ['-servername', 'b.test'])).toBeUndefined();
    expect(handshake(httpd.port, '-tls1_2', ['-servername', 'b.test'])).toBe('TLSv1.2');
    expect(handshake(httpd.port, '-tls1', ['-servername', 'c.test'])).toBe('TLSv1');
    const findings = await lint(httpd.file, '--apache-version', version, '--openssl', '3.x');
    // The base vhost's line (17) stands for c.test too; b.test's own line is not flagged.
    expect(ids(findings, 'protocol-tls10-tls11')).toEqual(['17:warning']);
    const c = modelOf(httpd.file).servers.find((s) => s.names[0]?.value === 'c.test')!;
    expect(c.tls!.protocols.at.line).toBe(17);
    expect(c.tls!.preferServerCiphers).toMatchObject({ value: true, at: { line: 19 } });
  }, 30_000);

  test('before 2.4.42 the base vhost\'s SSLProtocol holds for every vhost on the address', async () => {
    const b = (v: string) => modelOf(httpd.file, { apacheVersion: v }).servers.find((s) => s.names[0]?.value === 'b.test')!.tls!;
    expect(b('2.4.41').protocols.at.line).toBe(17);
    expect(b('2.4.42').protocols.at.line).toBe(24);
    // SSLHonorCipherOrder on in the base vhost holds for b.test at every release.
    expect([b('2.4.41').preferServerCiphers.value, b('2.4.42').preferServerCiphers.value]).toEqual([true, true]);
  });
});

describe.skipIf(liveMissing !== undefined)(`sessions are per vhost in mod_ssl (item 3)${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  const other = `<VirtualHost 127.0.0.1:\${port}>
    ServerName b.test
    SSLEngine on
    SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:AES128-SHA
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
</VirtualHost>
`;
  const body = `SSLSessionCache shmcb:\${root}/scache(512000)\n${vhost('    SSLCipherSuite ECDHE-RSA-AES256-GCM-SHA384')}${other}`;
  const httpd = httpdForSuite(body, [...SSL, ['socache_shmcb_module', 'mod_socache_shmcb.so']]);

  test('a session of one vhost is not resumed on another sharing the address and cache (ticket or cache); ssllint says nothing', async () => {
    const sess = join(httpd.root, 'session.pem');
    const run = (args: string[]): string =>
      /^(New|Reused),/m.exec(spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${httpd.port}`, '-tls1_2', ...args], { input: '', encoding: 'utf8', timeout: 10_000 }).stdout)?.[1] ?? '';
    for (const tickets of [[], ['-no_ticket']]) {
      expect(run(['-servername', 'localhost', '-sess_out', sess, ...tickets])).toBe('New');
      expect(run(['-servername', 'localhost', '-sess_in', sess, ...tickets])).toBe('Reused');
      expect(run(['-servername', 'b.test', '-sess_in', sess, ...tickets])).toBe('New');
    }
    expect(ids(await lint(httpd.file), 'session-resumption-inconsistent')).toEqual([]);
  }, 60_000);
});

describe.skipIf(liveMissing !== undefined)(`SSLEngine on in the main server reaches a plain port (item 8)${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  // The preamble's `Listen 127.0.0.1:PORT` names no protocol: http, as for any port but 443.
  const body = `SSLEngine on
SSLCertificateFile \${root}/cert.pem
SSLCertificateKeyFile \${root}/privkey.pem
<VirtualHost 127.0.0.1:\${port}>
    ServerName localhost
    DocumentRoot \${root}/htdocs
</VirtualHost>
`;
  const httpd = httpdForSuite(body);

  test('the port answers TLS, a plain http:// request gets 400, and ssllint warns at the vhost naming the port', async () => {
    expect(handshake(httpd.port, '-tls1_2')).toBe('TLSv1.2');
    expect(await httpGet(httpd.port, '/index.html')).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    const findings = (await lint(httpd.file)).filter((f) => f.ruleId === 'directive-context');
    expect(findings.map((f) => `${f.location.line}:${f.severity}`)).toEqual(['14:warning']);
    expect(findings[0].message).toContain(`port ${httpd.port}`);
  }, 30_000);

  test('not said where the vhost switches TLS on itself, nor on a port Listen marks https', async () => {
    const own = configFile(`ServerRoot \${root}\nListen 8443\n<VirtualHost *:8443>\n    SSLEngine on\n</VirtualHost>\n`);
    const https = configFile(`ServerRoot \${root}\nListen 8443 https\nSSLEngine on\n<VirtualHost *:8443>\n</VirtualHost>\n`);
    for (const file of [own, https]) expect(ids(await lint(file), 'directive-context')).toEqual([]);
  });
});

describe.skipIf(liveMissing !== undefined)(`SSLCipherSuite in a <Location> (item 5)${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  const section = '    <Location /index.html>\n        SSLCipherSuite AES256-SHA\n    </Location>';
  const body = vhost(`    SSLProtocol -all +TLSv1.2 +TLSv1.3\n    SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:AES256-SHA\n${section}`);
  const httpd = httpdForSuite(body);

  test('TLS 1.3 reaches the handler without the suite; a TLS 1.2 client without it fails the renegotiation; ssllint warns at the line', async () => {
    expect(httpsGet(httpd.port, '/index.html', '-tls1_3')).toMatch(/^HTTP\/1\.1 200 OK/);
    const get12 = (cipher: string): string =>
      spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${httpd.port}`, '-tls1_2', '-cipher', cipher, '-servername', 'localhost', '-quiet', '-ign_eof'], {
        input: 'GET /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
        encoding: 'utf8',
        timeout: 10_000,
      }).stdout;
    expect(get12('ECDHE-RSA-AES128-GCM-SHA256:AES256-SHA')).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(get12('ECDHE-RSA-AES128-GCM-SHA256')).toBe('');
    expect(ids(await lint(httpd.file, '--apache-version', installedVersion()), 'directive-context')).toEqual(['20:warning']);
  }, 30_000);

  test('without TLS 1.3 (before 2.4.36, or not enabled) the line is an info about renegotiation', async () => {
    const all = configFile(vhost(`    SSLProtocol all\n${section}`));
    expect(ids(await lint(all, '--apache-version', '2.4.35'), 'directive-context')).toEqual(['9:info']);
    expect(ids(await lint(all, '--apache-version', '2.4.36'), 'directive-context')).toEqual(['9:warning']);
  });
});

describe.skipIf(liveMissing !== undefined)(`a main server the vhosts hide (item 10)${liveMissing ? ` (skipped: ${liveMissing})` : ''}`, () => {
  // The main server terminates TLS with a certificate that does not cover its ServerName
  // (localhost); the vhost on the same address catches every connection, whatever name is asked.
  const body = `SSLEngine on
SSLCertificateFile \${root}/cert.pem
SSLCertificateKeyFile \${root}/privkey.pem
DocumentRoot \${root}
<VirtualHost 127.0.0.1:\${port}>
    ServerName example.com
    DocumentRoot \${root}/htdocs
</VirtualHost>
`;
  const httpd = httpdForSuite(body);

  test('a request for the main server\'s name is answered by the vhost; cert-name-mismatch is not said for the main server', async () => {
    // htdocs/index.html exists only under the vhost's DocumentRoot.
    expect(httpsGet(httpd.port, '/htdocs/index.html', '-tls1_2', 'localhost')).toMatch(/^HTTP\/1\.1 404/);
    expect(httpsGet(httpd.port, '/index.html', '-tls1_2', 'localhost')).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(ids(await lint(httpd.file), 'cert-name-mismatch')).toEqual([]);
    // Without the vhost, the main server answers for localhost, which the certificate does not cover.
    const alone = join(httpd.root, 'alone.conf');
    writeFileSync(alone, readFileSync(httpd.file, 'utf8').replace(/<VirtualHost[\s\S]*<\/VirtualHost>\n/, ''));
    expect(ids(await lint(alone), 'cert-name-mismatch')).toEqual(['12:warning']);
  }, 30_000);
});

describe('mod_macro as the walk expands it (item 6)', () => {
  test('each Use is a copy with its values; a Use before <Macro>, after UndefMacro, inside itself or with the wrong count expands nothing', () => {
    const file = configFile(`Use Early a
<Macro Site $host $hostname>
<VirtualHost *:443>
    ServerName $hostname
    ServerAlias $host
    SSLEngine on
</VirtualHost>
Use Site x y
</Macro>
<Macro Early $x>
</Macro>
Use site a.example www.a.example
Use SITE b.example www.b.example
Use Site only-one
UndefMacro Site
Use Site c.example www.c.example
`);
    const vhosts = modelOf(file).servers.filter((s) => s.kind === 'virtual');
    // $hostname is replaced as a whole, not as $host followed by "name" (the longest parameter wins).
    expect(vhosts.map((s) => s.names.map((n) => n.value).join(' '))).toEqual(['www.a.example a.example', 'www.b.example b.example']);
    expect(vhosts.every((s) => s.tls !== undefined)).toBe(true);
  });
});

describe.skipIf(apache2Missing !== undefined)(`a stray text line (item 7)${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
  const tree = (extraModule: string): string =>
    configFile(`ServerRoot \${root}
LoadModule ssl_module /usr/lib/apache2/modules/mod_ssl.so
${extraModule}<VirtualHost *:443>
    ServerName localhost
    This site is for testing only
    SSLEngine on
</VirtualHost>
`);

  test('httpd stops at it ("Invalid command"), and ssllint says so as an error when every loaded module is known', async () => {
    const file = tree('');
    const verdict = apache2Check(file);
    expect(verdict.ok).toBe(false);
    expect(verdict.line).toBe(5);
    expect(verdict.message).toMatch(/^Invalid command 'This', perhaps misspelled or defined by a module not included in the server configuration/);
    expect(ids(await lint(file), 'directive-unknown')).toEqual(['5:error']);
  });

  test('info where a loaded module the table does not know could define it, and in a fragment', async () => {
    expect(ids(await lint(tree('LoadModule php_module /usr/lib/apache2/modules/libphp8.2.so\n')), 'directive-unknown')).toEqual(['6:info']);
    expect(ids(await lint(configFile('<VirtualHost *:443>\n    This site is for testing only\n</VirtualHost>\n')), 'directive-unknown')).toEqual(['2:info']);
  });

  test('a line no module could name (a word with a quote) is an error even in a fragment; a symbolic link saved as a file stays info', async () => {
    // (A ServerName among the stray lines: a file is read as Apache only when its content says so.)
    expect(ids(await lint(configFile("<VirtualHost *:443>\n    ServerName a.example\n    don't edit this file\n    ../sites-available/x.conf\n</VirtualHost>\n")), 'directive-unknown')).toEqual(['3:error', '4:info']);
  });
});

describe('advice fits the linted release (item 9)', () => {
  // Each row: a fix line, the last release without what it names and the first with it.
  const GATES: [string, string, string, string | undefined][] = [
    // CHANGES 2.4.36: "mod_ssl: Add support for OpenSSL 1.1.1 and TLSv1.3."
    ['SSLProtocol -all +TLSv1.2 +TLSv1.3', '2.4.35', '2.4.36', 'SSLProtocol -all +TLSv1.2'],
    ['SSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256', '2.4.35', '2.4.36', undefined],
    // CHANGES 2.4.11: "mod_ssl: New directive SSLSessionTickets (On|Off)."
    ['SSLSessionTickets off', '2.4.10', '2.4.11', undefined],
    // CHANGES 2.4.17: mod_http2 and the Protocols directive.
    ['Protocols h2 http/1.1', '2.4.16', '2.4.17', undefined],
    // CHANGES 2.4.8: "mod_ssl: Add support for OpenSSL configuration commands by introducing the SSLOpenSSLConfCmd directive."
    ['SSLOpenSSLConfCmd Curves X25519:prime256v1', '2.4.7', '2.4.8', undefined],
  ];
  test.each(GATES)('%s: dropped at %s, kept at %s', (line, before, after, rewritten) => {
    const fix = { description: 'd', replacement: `SSLHonorCipherOrder on\n${line}` };
    expect(fixForRelease(fix, after)).toEqual(fix);
    const old = fixForRelease(fix, before);
    expect(old.replacement).toBe(rewritten === undefined ? 'SSLHonorCipherOrder on' : `SSLHonorCipherOrder on\n${rewritten}`);
    // Alone, the line leaves a fix that says which release it needs.
    const alone = fixForRelease({ description: 'd', replacement: line }, before);
    if (rewritten === undefined) expect(alone).toEqual({ description: `d: needs ${line.split(' ')[0]} (httpd ${after}) or later, newer than httpd ${before}` });
  });

  test('protocol-no-tls13 is not said to httpd before 2.4.36, and no fix names TLSv1.3 there', async () => {
    const file = configFile(`<VirtualHost *:443>
    ServerName localhost
    SSLEngine on
    SSLProtocol all -SSLv3 -TLSv1 -TLSv1.1
</VirtualHost>
`);
    const old = await lint(file, '--apache-version', '2.4.35');
    expect(ids(old, 'protocol-no-tls13')).toEqual([]);
    expect(old.filter((f) => JSON.stringify(f).includes('TLSv1.3'))).toEqual([]);
    expect(ids(await lint(file, '--apache-version', '2.4.36'), 'protocol-no-tls13')).toEqual([]);
    const only12 = configFile('<VirtualHost *:443>\n    SSLEngine on\n    SSLProtocol -all +TLSv1.2\n</VirtualHost>\n');
    expect(ids(await lint(only12, '--apache-version', '2.4.35'), 'protocol-no-tls13')).toEqual([]);
    expect(ids(await lint(only12, '--apache-version', '2.4.36'), 'protocol-no-tls13')).toEqual(['3:info']);
  });
});

describe.skipIf(apache2Missing !== undefined)(`every fix line ssllint writes at the installed release, httpd takes${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
  test('the fixes for a weak vhost, written into it, pass apache2 -t', async () => {
    const version = installedVersion();
    const file = configFile(`ServerRoot \${root}
<VirtualHost *:443>
    ServerName localhost
    SSLEngine on
    SSLProtocol all
    SSLCipherSuite ALL:RC4
    SSLCompression on
    SSLCertificateFile \${root}/cert.pem
    SSLCertificateKeyFile \${root}/privkey.pem
</VirtualHost>
`);
    const { stdout } = await runCli([file, '--apache-version', version, '--format', 'json']);
    const fixes = (JSON.parse(stdout) as { findings: { fix?: { replacement?: string } }[] }).findings.flatMap((f) => (f.fix?.replacement ? f.fix.replacement.split('\n') : []));
    const lines = [...new Set(fixes)].filter((l) => !l.startsWith('SSLCertificate') && !l.startsWith('Listen'));
    expect(lines.length).toBeGreaterThan(3);
    copyFileSync(join(__dirname, '../fixtures/certs/rsa2048/cert.pem'), join(scratch, 'cert.pem'));
    copyFileSync(join(__dirname, '../fixtures/certs/rsa2048/privkey.pem'), join(scratch, 'privkey.pem'));
    const fixed = join(scratch, 'fixed.conf');
    const global = (l: string): boolean => /^SSL(SessionCache|StaplingCache)\b/.test(l);
    writeFileSync(
      fixed,
      // The session cache is the main server's (httpd refuses it in a <VirtualHost>): the fix puts it there.
      `Define APACHE_RUN_DIR ${scratch}\n${lines.filter(global).join('\n')}\n<VirtualHost *:443>\n    ServerName localhost\n    SSLEngine on\n    SSLCertificateFile ${scratch}/cert.pem\n    SSLCertificateKeyFile ${scratch}/privkey.pem\n${lines
        .filter((l) => !global(l))
        .map((l) => `    ${l}`)
        .join('\n')}\n</VirtualHost>\n`,
    );
    const modules: [string, string][] = [['ssl_module', 'mod_ssl.so'], ['headers_module', 'mod_headers.so'], ['http2_module', 'mod_http2.so'], ['socache_shmcb_module', 'mod_socache_shmcb.so']];
    const verdict = apache2Check(fixed, modules);
    expect(verdict.output).toMatch(/Syntax OK/);
  }, 30_000);
});
