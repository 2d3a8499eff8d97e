// http2-disabled at the releases on each side of the HTTP/2 gates (docs/version-gates.md:
// nginx-http2, CHANGES 1.9.5; httpd-http2, CHANGES 2.4.17): a release without HTTP/2 is not told
// to turn it on (httpd 2.4.6 refuses `Protocols` as an unknown directive).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-http2-gate-').dir;
const nginx = join(dir, 'nginx.conf');
writeFileSync(nginx, 'events {}\nhttp {\n  server {\n    listen 443 ssl;\n    ssl_certificate /c.pem;\n    ssl_certificate_key /k.pem;\n  }\n}\n');
const apache = join(dir, 'apache2.conf');
writeFileSync(apache, 'Listen 443\n<VirtualHost *:443>\n  SSLEngine on\n  SSLCertificateFile /c.pem\n  SSLCertificateKeyFile /k.pem\n</VirtualHost>\n');

function http2(path: string, version: { nginxVersion?: string; apacheVersion?: string }) {
  return lint(fixedLintOptions([path], version), RULES)
    .findings.filter((f) => f.ruleId === 'http2-disabled')
    .map((f) => `${f.location.line}:${f.location.column}`);
}

describe('http2-disabled gates', () => {
  it('nginx: reported from 1.9.5 on, not on 1.9.4', () => {
    expect(http2(nginx, { nginxVersion: '1.9.5' })).toEqual(['3:3']);
    expect(http2(nginx, { nginxVersion: '1.9.4' })).toEqual([]);
  });
  it('httpd: reported from 2.4.17 on, not on 2.4.16 or 2.4.6', () => {
    expect(http2(apache, { apacheVersion: '2.4.17' })).toEqual(['2:1']);
    expect(http2(apache, { apacheVersion: '2.4.16' })).toEqual([]);
    expect(http2(apache, { apacheVersion: '2.4.6' })).toEqual([]);
  });
});
