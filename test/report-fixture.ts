// Two real config files in a temporary repository, and the findings a linter would report
// on them. The working directory is a subdirectory of the repository, so that the
// cwd-relative paths of the text formats differ from the repository-relative ones of SARIF
// and GitHub, and one file lies outside the working directory.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareFindings, type Finding } from '../src/findings.js';
import type { RuleMeta } from '../src/rule.js';
import type { ReportInput } from '../src/report/index.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

export const SHOP_CONF = [
  '# shop front end',
  'server {',
  '    listen 443 ssl;',
  '    ssl_protocols SSLv3 TLSv1 TLSv1.2;',
  '    ssl_ciphers HIGH:RC4-SHA;',
  '    server_name shop.example.com;',
  '    root /srv/shop;',
  '',
  '    location /static/ {',
  '        expires 7d;',
  '    }',
  '    keepalive_timeout 0;',
  '}',
  '',
].join('\n');

export const HTTPD_CONF = [
  'Listen 443',
  '<VirtualHost *:443>',
  '    ServerName shop.example.com',
  '    SSLEngine on',
  '    SSLProtocol all -SSLv3',
  '</VirtualHost>',
  '',
].join('\n');

export const RULES: RuleMeta[] = [
  {
    id: 'protocol-sslv3',
    title: 'SSLv3 can be negotiated',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'SSLv3 is broken by **POODLE**: an attacker on the path can decrypt cookies.',
      nginx: { bad: 'ssl_protocols SSLv3 TLSv1.2;', good: 'ssl_protocols TLSv1.2 TLSv1.3;' },
      apache: { bad: 'SSLProtocol all', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
      references: ['https://www.rfc-editor.org/rfc/rfc7568', 'RFC 7568'],
    },
  },
  {
    id: 'protocol-tls10-tls11',
    title: 'TLS 1.0 or 1.1 enabled',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: 'RFC 8996 deprecates TLS 1.0 and 1.1.',
      nginx: { bad: 'ssl_protocols TLSv1 TLSv1.2;', good: 'ssl_protocols TLSv1.2 TLSv1.3;' },
      apache: { bad: 'SSLProtocol all -SSLv3', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
    },
  },
  {
    id: 'cipher-rc4',
    title: 'RC4 suite enabled',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'RC4 is prohibited by RFC 7465.',
      nginx: { bad: 'ssl_ciphers HIGH:RC4-SHA;', good: 'ssl_ciphers ECDHE+AESGCM;' },
      apache: { bad: 'SSLCipherSuite HIGH:RC4-SHA', good: 'SSLCipherSuite ECDHE+AESGCM' },
    },
  },
  {
    id: 'keepalive-disabled',
    title: 'Keep-alive is off',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'Every request pays a new TCP and TLS handshake.',
      nginx: { bad: 'keepalive_timeout 0;', good: 'keepalive_timeout 75s;' },
      apache: { bad: 'KeepAlive Off', good: 'KeepAlive On' },
    },
  },
  {
    id: 'hsts-missing',
    title: 'No HSTS header',
    severity: 'info',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Without HSTS the first request can be downgraded to plain HTTP.',
      nginx: { bad: 'server { listen 443 ssl; }', good: 'add_header Strict-Transport-Security "max-age=63072000" always;' },
      apache: { bad: '<VirtualHost *:443>\n</VirtualHost>', good: 'Header always set Strict-Transport-Security "max-age=63072000"' },
    },
  },
];

export interface Fixture {
  tmp: string;
  root: string;
  cwd: string;
  shop: string;
  httpd: string;
  input: ReportInput;
  cleanup(): void;
}

const TLS12_UP = { description: 'Allow TLS 1.2 and 1.3 only', replacement: 'ssl_protocols TLSv1.2 TLSv1.3;' };

export function makeFixture(): Fixture {
  // realpath: macOS' /var → /private/var would otherwise make paths differ from what the OS reports.
  const tmp = makeTmp('ssllint-report-').dir;
  const root = join(tmp, 'repo');
  const cwd = join(root, 'etc');
  mkdirSync(join(root, '.git'), { recursive: true });
  mkdirSync(join(cwd, 'nginx', 'sites'), { recursive: true });
  mkdirSync(join(root, 'apache'), { recursive: true });
  const shop = join(cwd, 'nginx', 'sites', 'shop.conf');
  const httpd = join(root, 'apache', 'httpd.conf');
  writeFileSync(shop, SHOP_CONF);
  writeFileSync(httpd, HTTPD_CONF);

  const findings: Finding[] = [
    {
      ruleId: 'protocol-sslv3',
      severity: 'error',
      message: 'SSLv3 can be negotiated (POODLE)',
      location: { file: shop, line: 4, column: 19, endLine: 4, endColumn: 23 },
      fix: TLS12_UP,
    },
    {
      ruleId: 'protocol-tls10-tls11',
      severity: 'warning',
      message: 'TLSv1 is enabled (RFC 8996 deprecates it)',
      location: { file: shop, line: 4, column: 25, endLine: 4, endColumn: 29 },
      fix: TLS12_UP,
    },
    {
      ruleId: 'cipher-rc4',
      severity: 'error',
      message: 'RC4-SHA is enabled (OpenSSL 1.0.2)',
      location: { file: shop, line: 5, column: 17, endLine: 5, endColumn: 28 },
    },
    {
      ruleId: 'keepalive-disabled',
      severity: 'warning',
      message: 'keep-alive is off: every request pays a new TLS handshake',
      location: { file: shop, line: 12, column: 5, endLine: 12, endColumn: 24 },
      fix: { description: 'Keep connections open', replacement: 'keepalive_timeout 75s;' },
    },
    {
      ruleId: 'hsts-missing',
      severity: 'info',
      message: 'no Strict-Transport-Security header on this TLS server',
      location: { file: httpd, line: 2, column: 1, endLine: 6, endColumn: 14 },
      fix: { description: 'Send HSTS from this virtual host', replacement: 'Header always set Strict-Transport-Security "max-age=63072000"' },
    },
    {
      ruleId: 'protocol-tls10-tls11',
      severity: 'warning',
      message: 'TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)',
      location: { file: httpd, line: 5, column: 5, endLine: 5, endColumn: 26 },
      fix: { description: 'Allow TLS 1.2 and 1.3 only', replacement: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
      related: [{ file: shop, line: 4, column: 5, endLine: 4, endColumn: 38 }],
    },
  ];
  findings.sort(compareFindings);

  return {
    tmp,
    root,
    cwd,
    shop,
    httpd,
    input: { findings, files: [shop, httpd], cwd, rules: RULES, tool: { name: 'ssllint', version: '0.1.0' }, color: false },
    cleanup: () => removeTmp(tmp),
  };
}
