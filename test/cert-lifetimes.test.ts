// Certificate lifetimes (#34 item 4): cert-expiring judges a leaf by its own lifetime (a third
// left: warning; a sixth: error), `--expiring-days` still a fixed horizon; cert-long-lived at
// SC-081's steps; cert-client-auth-missing for upstream client certificates. The fixtures
// (fixtures/certs/2026, scripts/make-cert-fixtures.sh --part 2026) have explicit dates and the
// clock is injected, so nothing here expires.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { runCli } from './helpers/cli.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const certs = resolve(__dirname, '../fixtures/certs');
const y2026 = join(certs, '2026');
const work = makeTmp('ssllint-lifetimes-').dir;
afterAll(() => removeTmp(work));

let n = 0;
function tree(body: string): string {
  const dir = join(work, `t${n++}`);
  mkdirSync(dir);
  const lines = ['events {}', 'http {', '    server {', '        listen 443 ssl;', '        server_name example.com;', ...body.split('\n').map((l) => `        ${l}`), '    }', '}'];
  writeFileSync(join(dir, 'nginx.conf'), lines.join('\n') + '\n');
  return join(dir, 'nginx.conf');
}
const pair = (dir: string) => `ssl_certificate ${dir}/fullchain.pem;\nssl_certificate_key ${dir}/privkey.pem;`;

function findings(file: string, rule: string, now: string, expiringDays?: number): string[] {
  return lint(fixedLintOptions([file], { now: new Date(now), expiringDays }), RULES)
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => `${f.location.line}:${f.severity}:${f.message}`);
}

describe('cert-expiring by the certificate\'s own lifetime', () => {
  // Let's Encrypt's 90 days, 2026-01-01 .. 2026-04-01: a third is 30 days, a sixth 15.
  const le = tree(pair(join(y2026, 'le-90d')));
  const leaf = `the leaf certificate "example.com" in "${y2026}/le-90d/fullchain.pem" expires on 2026-04-01 00:00:00 UTC`;

  it('more than a third left: quiet (30 days and a second before the end)', () => {
    expect(findings(le, 'cert-expiring', '2026-03-01T23:59:59Z')).toEqual([]);
  });

  it('a third left: a warning (when certbot and ARI renew)', () => {
    expect(findings(le, 'cert-expiring', '2026-03-02T00:00:00Z')).toEqual([`6:warning:${leaf}, in 30 days (less than a third of its 90 days lifetime is left, when certbot and ACME renewal information renew)`]);
  });

  it('a sixth left: an error (renewal at a third has been failing)', () => {
    expect(findings(le, 'cert-expiring', '2026-03-16T23:59:59Z')).toEqual([`6:warning:${leaf}, in 15 days (less than a third of its 90 days lifetime is left, when certbot and ACME renewal information renew)`]);
    expect(findings(le, 'cert-expiring', '2026-03-17T00:00:00Z')).toEqual([`6:error:${leaf}, in 15 days (less than a sixth of its 90 days lifetime is left: renewal at a third has been failing)`]);
  });

  it('a 6-day certificate is not "expiring" for its whole life: a warning from 2 days left, an error from 1', () => {
    const short = tree(pair(join(y2026, 'short-6d')));
    expect(findings(short, 'cert-expiring', '2026-05-03T00:00:00Z')).toEqual([]);
    expect(findings(short, 'cert-expiring', '2026-05-05T00:00:00Z').map((f) => f.split(':')[1])).toEqual(['warning']);
    expect(findings(short, 'cert-expiring', '2026-05-06T00:00:00Z').map((f) => f.split(':')[1])).toEqual(['error']);
  });

  it('--expiring-days still overrides: a fixed horizon, an error within 3 days', () => {
    expect(findings(le, 'cert-expiring', '2026-03-01T00:00:00Z', 45)).toEqual([`6:warning:${leaf}, in 31 days (warning threshold: 45 days)`]);
    expect(findings(le, 'cert-expiring', '2026-03-20T00:00:00Z', 10)).toEqual([]);
    expect(findings(le, 'cert-expiring', '2026-03-29T00:00:00Z', 10)).toEqual([`6:error:${leaf}, in 3 days (under 3 days left)`]);
  });

  it('through the CLI: the flag and the default', async () => {
    const cli = async (...extra: string[]) => {
      const run = await runCli([le, '--no-config', '--format', 'json', '--now', '2026-03-10', ...extra]);
      return (JSON.parse(run.stdout).findings as { ruleId: string; severity: string }[]).filter((f) => f.ruleId === 'cert-expiring').map((f) => f.severity);
    };
    expect(await cli()).toEqual(['warning']);
    expect(await cli('--expiring-days', '7')).toEqual([]);
  });
});

describe('cert-long-lived: longer than SC-081 allows for its issue date (an info)', () => {
  const rule = (dir: string) => findings(tree(pair(join(y2026, dir))), 'cert-long-lived', '2026-06-01T00:00:00Z');

  it('398 days issued the day before 2026-03-15: quiet; the same issued on that day: an info', () => {
    expect(rule('sc081-398d-before')).toEqual([]);
    expect(rule('sc081-398d-after')).toEqual([
      `6:info:the leaf certificate "example.com" in "${y2026}/sc081-398d-after/fullchain.pem" is valid for 398 days from 2026-03-15, longer than the 200 days a publicly trusted certificate issued on or after 2026-03-15 may have (CA/Browser Forum ballot SC-081): a private CA's certificate, or a misissued one`,
    ]);
  });

  it('exactly 200 days (notBefore through notAfter inclusive) is within the limit; 47 days from 2029-03-15 too', () => {
    expect(rule('sc081-200d-after')).toEqual([]);
    expect(findings(tree(pair(join(y2026, 'sc081-47d'))), 'cert-long-lived', '2029-04-01T00:00:00Z')).toEqual([]);
  });

  it('a self-signed certificate is not judged', () => {
    expect(findings(tree(pair(join(certs, 'selfsigned'))), 'cert-long-lived', '2026-06-01T00:00:00Z')).toEqual([]);
  });
});

describe('cert-client-auth-missing: an upstream client certificate without clientAuth', () => {
  const upstream = (directive: string, dir: string) =>
    findings(tree(`${pair(join(y2026, 'le-90d'))}\nlocation / {\n    proxy_pass https://backend.internal;\n    ${directive} ${dir}/cert.pem;\n    ${directive}_key ${dir}/privkey.pem;\n}`), 'cert-client-auth-missing', '2026-03-01T00:00:00Z');

  it('proxy_ssl_certificate and grpc_ssl_certificate holding a server certificate: an error at the directive', () => {
    const msg = (d: string) => `10:error:"${y2026}/le-90d/cert.pem" holds the certificate "example.com", whose extended key usage does not include clientAuth (serverAuth): an upstream that verifies client certificates refuses it, and every request to it fails. Public CAs stopped issuing clientAuth in 2026`;
    expect(upstream('proxy_ssl_certificate', join(y2026, 'le-90d'))).toEqual([msg('proxy')]);
    expect(upstream('grpc_ssl_certificate', join(y2026, 'le-90d'))).toEqual([msg('grpc')]);
  });

  it('a clientAuth certificate, or one without the extension (any use): quiet', () => {
    expect(upstream('proxy_ssl_certificate', join(y2026, 'client'))).toEqual([]);
    // The RSA fixtures name serverAuth; a CA certificate names no extendedKeyUsage at all.
    expect(findings(tree(`${pair(join(y2026, 'le-90d'))}\nproxy_ssl_certificate ${y2026}/ca/int.pem;`), 'cert-client-auth-missing', '2026-03-01T00:00:00Z')).toEqual([]);
  });

  it('the stream module\'s proxy_ssl_certificate too', () => {
    const dir = join(work, `t${n++}`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'nginx.conf'), `events {}\nstream {\n    server {\n        listen 5432;\n        proxy_pass db.internal:5432;\n        proxy_ssl on;\n        proxy_ssl_certificate ${y2026}/le-90d/cert.pem;\n        proxy_ssl_certificate_key ${y2026}/le-90d/privkey.pem;\n    }\n}\n`);
    expect(findings(join(dir, 'nginx.conf'), 'cert-client-auth-missing', '2026-03-01T00:00:00Z').map((f) => f.split(':').slice(0, 2).join(':'))).toEqual(['7:error']);
  });
});
