// The protocol line a protocol rule's fix writes must be one the server release takes: TLS 1.3
// is named only from nginx 1.13.0 and httpd 2.4.36 on (CHANGES; docs/version-gates.md), and
// httpd refuses `+TLSv1.3` when its OpenSSL (1.0.2) has no TLS 1.3. Both sides of each gate.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import type { Generation } from '../src/rule.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-protocol-fix-').dir;
const nginx = join(dir, 'nginx.conf');
writeFileSync(nginx, 'events {}\nhttp {\n  server {\n    listen 443 ssl;\n    ssl_certificate /c.pem;\n    ssl_certificate_key /k.pem;\n    ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n  }\n}\n');
const apache = join(dir, 'apache2.conf');
writeFileSync(apache, 'Listen 443\n<VirtualHost *:443>\n  SSLEngine on\n  SSLCertificateFile /c.pem\n  SSLCertificateKeyFile /k.pem\n  SSLProtocol all -SSLv3\n</VirtualHost>\n');

function fixOf(path: string, version: { nginxVersion?: string; apacheVersion?: string }, generations: Generation[]) {
  const { findings } = lint(fixedLintOptions([path], { ...version, generations, opensslNamed: true }), RULES);
  const f = findings.find((x) => x.ruleId === 'protocol-tls10-tls11');
  return f && { line: f.location.line, column: f.location.column, replacement: f.fix?.replacement };
}

describe('protocol-tls10-tls11 fix at the server release and OpenSSL linted for', () => {
  it('nginx: TLS 1.3 from 1.13.0 on, not before', () => {
    expect(fixOf(nginx, { nginxVersion: '1.13.0' }, ['1.1.1'])).toEqual({ line: 7, column: 5, replacement: 'ssl_protocols TLSv1.2 TLSv1.3;' });
    expect(fixOf(nginx, { nginxVersion: '1.12.2' }, ['1.1.1'])).toEqual({ line: 7, column: 5, replacement: 'ssl_protocols TLSv1.2;' });
  });

  it('httpd: TLS 1.3 from 2.4.36 on, and only with an OpenSSL that has it', () => {
    expect(fixOf(apache, { apacheVersion: '2.4.36' }, ['1.1.1'])).toEqual({ line: 6, column: 3, replacement: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' });
    expect(fixOf(apache, { apacheVersion: '2.4.35' }, ['1.1.1'])).toEqual({ line: 6, column: 3, replacement: 'SSLProtocol -all +TLSv1.2' });
    // CentOS 7: httpd 2.4.6 with OpenSSL 1.0.2k.
    expect(fixOf(apache, { apacheVersion: '2.4.6' }, ['1.0.2'])).toEqual({ line: 6, column: 3, replacement: 'SSLProtocol -all +TLSv1.2' });
    expect(fixOf(apache, { apacheVersion: '2.4.65' }, ['1.0.2'])).toEqual({ line: 6, column: 3, replacement: 'SSLProtocol -all +TLSv1.2' });
    expect(fixOf(apache, { apacheVersion: '2.4.65' }, ['1.0.2', '3.x'])).toEqual({ line: 6, column: 3, replacement: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' });
  });
});
