// stylish and unix: exact output for findings over two real files, colour on and off.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../src/findings.js';
import { formatReport } from '../src/report/index.js';
import { displayPath, relativeInside } from '../src/report/paths.js';
import { makeFixture } from './report-fixture.js';

const fx = makeFixture();
afterAll(() => fx.cleanup());
const httpdAbs = `${fx.root}/apache/httpd.conf`;

describe('stylish', () => {
  it('one short line per finding, what to write once after the directives that share it, and a summary', () => {
    expect(formatReport('stylish', fx.input)).toBe(
      [
        httpdAbs,
        '  2:1  info     no Strict-Transport-Security header on this TLS server    hsts-missing',
        '                fix: Header always set Strict-Transport-Security "max-age=63072000"',
        '  5:5  warning  TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)  protocol-tls10-tls11',
        '                fix: SSLProtocol -all +TLSv1.2 +TLSv1.3',
        '',
        'nginx/sites/shop.conf',
        '   4:19  error    SSLv3 can be negotiated (POODLE)           protocol-sslv3',
        '   4:25  warning  TLSv1 is enabled (RFC 8996 deprecates it)  protocol-tls10-tls11',
        '                  fix: ssl_protocols TLSv1.2 TLSv1.3;',
        '   5:17  error    RC4-SHA is enabled (OpenSSL 1.0.2)         cipher-rc4',
        '  12:5   warning  keep-alive is off                          keepalive-disabled',
        '                  fix: keepalive_timeout 75s;',
        '',
        '✖ 6 problems (2 errors, 3 warnings, 1 info) in 2 files',
        '  errors: nginx/sites/shop.conf:4:19 protocol-sslv3',
        '          nginx/sites/shop.conf:5:17 cipher-rc4',
        '1 fixable with --fix (4 more with --fix-type safe,risky)',
        '',
      ].join('\n'),
    );
  });

  it('gives the same fix once for directives on the same or the next line, and again further down', () => {
    const fix = { description: 'map the path', replacement: 'ssllint --path-map /etc/ssl=LOCAL' };
    const at = (line: number): Finding => ({ ruleId: 'cert-unreadable', severity: 'info', message: `cannot read ${line}`, location: { file: fx.shop, line, column: 5 }, fix });
    expect(formatReport('stylish', { ...fx.input, findings: [at(4), at(5), at(9)] }).split('\n').slice(0, 6)).toEqual([
      'nginx/sites/shop.conf',
      '  4:5  info  cannot read 4  cert-unreadable',
      '  5:5  info  cannot read 5  cert-unreadable',
      '             fix: ssllint --path-map /etc/ssl=LOCAL',
      '  9:5  info  cannot read 9  cert-unreadable',
      '             fix: ssllint --path-map /etc/ssl=LOCAL',
    ]);
  });

  it('--verbose: full messages, each rule\'s page, and every fix with its reason', () => {
    const url = (id: string) => `https://github.com/ssllint/ssllint/blob/main/docs/rules/${id}.md`;
    expect(formatReport('stylish', { ...fx.input, verbose: true, servers: 2 })).toBe(
      [
        httpdAbs,
        `  2:1  info     no Strict-Transport-Security header on this TLS server    hsts-missing  ${url('hsts-missing')}`,
        '                fix: Send HSTS from this virtual host',
        '                     Header always set Strict-Transport-Security "max-age=63072000"',
        `  5:5  warning  TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)  protocol-tls10-tls11  ${url('protocol-tls10-tls11')}`,
        '                fix: Allow TLS 1.2 and 1.3 only',
        '                     SSLProtocol -all +TLSv1.2 +TLSv1.3',
        '',
        'nginx/sites/shop.conf',
        `   4:19  error    SSLv3 can be negotiated (POODLE)                           protocol-sslv3  ${url('protocol-sslv3')}`,
        '                  fix: Allow TLS 1.2 and 1.3 only',
        '                       ssl_protocols TLSv1.2 TLSv1.3;',
        `   4:25  warning  TLSv1 is enabled (RFC 8996 deprecates it)                  protocol-tls10-tls11  ${url('protocol-tls10-tls11')}`,
        '                  fix: Allow TLS 1.2 and 1.3 only',
        '                       ssl_protocols TLSv1.2 TLSv1.3;',
        `   5:17  error    RC4-SHA is enabled (OpenSSL 1.0.2)                         cipher-rc4  ${url('cipher-rc4')}`,
        `  12:5   warning  keep-alive is off: every request pays a new TLS handshake  keepalive-disabled  ${url('keepalive-disabled')}`,
        '                  fix: Keep connections open',
        '                       keepalive_timeout 75s;',
        '',
        '✖ 6 problems (2 errors, 3 warnings, 1 info) in 2 files, 2 servers',
        '  errors: nginx/sites/shop.conf:4:19 protocol-sslv3',
        '          nginx/sites/shop.conf:5:17 cipher-rc4',
        '1 fixable with --fix (4 more with --fix-type safe,risky)',
        '',
      ].join('\n'),
    );
  });

  it('colours severities, positions, rule ids, the path and the summary only when asked', () => {
    const input = { ...fx.input, findings: fx.input.findings.filter((f) => f.location.file === fx.httpd), color: true };
    expect(formatReport('stylish', input)).toBe(
      [
        `\u001b[4m${httpdAbs}\u001b[24m`,
        '  \u001b[2m2:1\u001b[22m  \u001b[34minfo   \u001b[39m  no Strict-Transport-Security header on this TLS server    \u001b[2mhsts-missing\u001b[22m',
        '                \u001b[32mfix:\u001b[39m Header always set Strict-Transport-Security "max-age=63072000"',
        '  \u001b[2m5:5\u001b[22m  \u001b[33mwarning\u001b[39m  TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)  \u001b[2mprotocol-tls10-tls11\u001b[22m',
        '                \u001b[32mfix:\u001b[39m SSLProtocol -all +TLSv1.2 +TLSv1.3',
        '',
        '\u001b[1m\u001b[33m✖ 2 problems (0 errors, 1 warning, 1 info) in 2 files\u001b[39m\u001b[22m',
        '\u001b[2m2 fixable with --fix --fix-type risky\u001b[22m',
        '',
      ].join('\n'),
    );
    expect(formatReport('stylish', { ...input, color: false })).not.toContain('\u001b');
  });

  it('summarises a single error in the singular and in red', () => {
    const one = { ...fx.input, findings: [fx.input.findings[2]], color: true };
    // The only finding is the error: the summary does not name it again.
    expect(formatReport('stylish', one).split('\n').slice(-3)).toEqual(['\u001b[1m\u001b[31m✖ 1 problem (1 error, 0 warnings, 0 infos) in 2 files\u001b[39m\u001b[22m', '\u001b[2m1 fixable with --fix --fix-type risky\u001b[22m', '']);
  });

  it('says in one line that there is nothing to report, as ruff and ESLint do (#37 §8)', () => {
    expect(formatReport('stylish', { ...fx.input, findings: [] })).toBe('✔ no problems in 2 files\n');
    expect(formatReport('stylish', { ...fx.input, findings: [], servers: 3 })).toBe('✔ no problems in 2 files, 3 servers\n');
    expect(formatReport('stylish', { ...fx.input, findings: [], color: true })).toBe('\x1b[32m✔\x1b[39m no problems in 2 files\n');
    // -q shows errors only: what it leaves out is not "no problems".
    expect(formatReport('stylish', { ...fx.input, findings: [], quiet: true, servers: 1 })).toBe('✔ no errors in 2 files, 1 server\n');
    expect(formatReport('stylish', { ...fx.input, findings: [], files: [] })).toBe('nothing linted: no file named is nginx or Apache configuration\n');
  });

  it('shows control characters from config text instead of sending them to the terminal', () => {
    const hostile: Finding = {
      ruleId: 'syntax-error',
      severity: 'error',
      message: 'unexpected "\u001b]52;c;cHduZWQ=\u0007" then\nnew line \u202eevil',
      location: { file: join(fx.cwd, 'a\u001b[2Jb.conf'), line: 1, column: 1 },
    };
    expect(formatReport('stylish', { ...fx.input, findings: [hostile], color: false })).toBe(
      [
        'a\\x1b[2Jb.conf',
        '  1:1  error  unexpected "\\x1b]52;c;cHduZWQ=\\x07" then\\nnew line \\u202eevil  syntax-error',
        '',
        '✖ 1 problem (1 error, 0 warnings, 0 infos) in 2 files',
        '',
      ].join('\n'),
    );
  });
});

describe('unix', () => {
  it('prints path:line:col: severity: short message [rule-id], one finding a line, then the directive\'s fix', () => {
    expect(formatReport('unix', fx.input)).toBe(
      [
        `${httpdAbs}:2:1: info: no Strict-Transport-Security header on this TLS server [hsts-missing]`,
        `${httpdAbs}:2:1: fix: Header always set Strict-Transport-Security "max-age=63072000"`,
        `${httpdAbs}:5:5: warning: TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them) [protocol-tls10-tls11]`,
        `${httpdAbs}:5:5: fix: SSLProtocol -all +TLSv1.2 +TLSv1.3`,
        'nginx/sites/shop.conf:4:19: error: SSLv3 can be negotiated (POODLE) [protocol-sslv3]',
        'nginx/sites/shop.conf:4:19: fix: ssl_protocols TLSv1.2 TLSv1.3;',
        'nginx/sites/shop.conf:4:25: warning: TLSv1 is enabled (RFC 8996 deprecates it) [protocol-tls10-tls11]',
        'nginx/sites/shop.conf:4:25: fix: ssl_protocols TLSv1.2 TLSv1.3;',
        'nginx/sites/shop.conf:5:17: error: RC4-SHA is enabled (OpenSSL 1.0.2) [cipher-rc4]',
        'nginx/sites/shop.conf:12:5: warning: keep-alive is off [keepalive-disabled]',
        'nginx/sites/shop.conf:12:5: fix: keepalive_timeout 75s;',
        '',
      ].join('\n'),
    );
  });

  it('--verbose: the full message, the rule\'s page, and each fix with its reason as one entry', () => {
    const lines = formatReport('unix', { ...fx.input, verbose: true }).split('\n');
    expect(lines.slice(-3)).toEqual([
      'nginx/sites/shop.conf:12:5: warning: keep-alive is off: every request pays a new TLS handshake [keepalive-disabled https://github.com/ssllint/ssllint/blob/main/docs/rules/keepalive-disabled.md]',
      'nginx/sites/shop.conf:12:5: fix: Keep connections open\\nkeepalive_timeout 75s;',
      '',
    ]);
  });

  it('keeps a multi-line message on one line and ignores colour', () => {
    const f: Finding = { ruleId: 'syntax-error', severity: 'error', message: 'line one\r\nline two', location: { file: fx.shop, line: 3, column: 1 } };
    expect(formatReport('unix', { ...fx.input, findings: [f], color: true })).toBe('nginx/sites/shop.conf:3:1: error: line one\\r\\nline two [syntax-error]\n');
  });

  it('prints nothing when there are no findings', () => {
    expect(formatReport('unix', { ...fx.input, findings: [] })).toBe('');
  });
});

describe('path relativisation', () => {
  it('is relative inside cwd, absolute outside, and not fooled by look-alike names', () => {
    expect(displayPath('/srv/conf/nginx.conf', '/srv/conf')).toBe('nginx.conf');
    expect(displayPath('/srv/conf/sites/a.conf', '/srv/conf/')).toBe('sites/a.conf');
    expect(displayPath('/srv/conf2/a.conf', '/srv/conf')).toBe('/srv/conf2/a.conf');
    expect(displayPath('/srv/a.conf', '/srv/conf')).toBe('/srv/a.conf');
    expect(displayPath('/srv/conf/..hidden/a.conf', '/srv/conf')).toBe('..hidden/a.conf');
    expect(displayPath('/srv/conf/x/../b.conf', '/srv/conf')).toBe('b.conf');
    expect(displayPath('sites/a.conf', '/srv/conf')).toBe('sites/a.conf');
    expect(displayPath('../other/a.conf', '/srv/conf')).toBe('/srv/other/a.conf');
    expect(relativeInside('/srv/conf', '/srv/conf')).toBeUndefined();
  });
});
