// Severities and the related locations of the TLS 1.3-era rules (#19): the fixtures pin rule,
// line and column; this pins what a line-level check cannot see.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import type { Generation } from '../src/rule.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const fixtures = resolve(__dirname, '../fixtures/rules');

function findings(rule: string, file: string, extra: Parameters<typeof fixedLintOptions>[1] = {}) {
  return lint(fixedLintOptions([resolve(fixtures, rule, file)], extra), RULES)
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => ({ line: f.location.line, severity: f.severity, related: (f.related ?? []).map((r) => r.line), message: f.message }));
}

describe('tls13-early-data', () => {
  it('warns unless every upstream is told, and then says info', () => {
    const got = findings('tls13-early-data', 'nginx-bad.conf');
    expect(got.map(({ line, severity, related }) => ({ line, severity, related }))).toEqual([
      { line: 11, severity: 'warning', related: [18] },
      { line: 27, severity: 'warning', related: [] },
      { line: 34, severity: 'info', related: [] },
    ]);
    expect(got[0].message).toContain('1 of 2 upstream passes');
  });
});

describe('hsts-weak', () => {
  it('reports preload without includeSubDomains as info, the rest as warnings', () => {
    expect(findings('hsts-weak', 'nginx-bad.conf').map(({ line, severity }) => `${line} ${severity}`)).toEqual(['7 warning', '13 warning', '16 warning', '23 warning', '29 info', '35 warning']);
  });
});

describe('keepalive-requests-low', () => {
  it('judges nginx 1.19.9\'s default in a whole tree as a warning, and as info in a fragment', () => {
    const got = findings('keepalive-requests-low', 'nginx-default-1.19.9-bad.conf', { nginxVersion: '1.19.9' });
    expect(got.map((f) => f.severity)).toEqual(['warning']);
    // A sites-available file on its own: the http block that may set keepalive_requests was not seen.
    const dir = makeTmp('ssllint-kar-').dir;
    const file = join(dir, 'site.conf');
    writeFileSync(file, 'server {\n    listen 443 ssl http2;\n    server_name a.example.com;\n}\n');
    const fragment = lint(fixedLintOptions([file], { nginxVersion: '1.19.9' }), RULES).findings.filter((f) => f.ruleId === 'keepalive-requests-low');
    expect(fragment.map((f) => `${f.location.line}:${f.location.column} ${f.severity}`)).toEqual(['1:1 info']);
    expect(fragment[0].message).toContain('linted without the configuration that includes it');
    removeTmp(dir);
  });
});

describe('ocsp-stapling-unusable', () => {
  it('reports a missing resolver as info in a snippet, and as a warning in a whole tree', () => {
    expect(findings('ocsp-stapling-unusable', 'nginx-fragment-bad.conf').map(({ line, severity }) => `${line} ${severity}`)).toEqual(['4 info']);
    const whole = findings('ocsp-stapling-unusable', 'nginx-bad.conf', { now: new Date('2026-06-01T00:00:00Z') });
    expect(whole.map(({ line, severity }) => `${line} ${severity}`)).toEqual(['11 warning', '19 warning', '30 warning']);
    expect(whole[1].message).toContain('without a resolver');
  });

  it('never reports a server ocsp-stapling-missing reports', () => {
    const both = lint(fixedLintOptions([resolve(fixtures, 'ocsp-stapling-missing')]), RULES).findings;
    const unusable = both.filter((f) => f.ruleId === 'ocsp-stapling-unusable');
    const missing = both.filter((f) => f.ruleId === 'ocsp-stapling-missing');
    expect(missing.length).toBeGreaterThan(0);
    for (const f of unusable) expect(missing.some((m) => m.location.file === f.location.file)).toBe(false);
  });
});

describe('ecdh-curve', () => {
  const sev = (file: string, extra: Parameters<typeof fixedLintOptions>[1] = {}) =>
    lint(fixedLintOptions([resolve(fixtures, 'ecdh-curve', file)], extra), RULES)
      .findings.filter((f) => f.ruleId === 'ecdh-curve')
      .map((f) => `${f.location.line}:${f.location.column} ${f.severity}`);

  it('errs on names no OpenSSL checked knows, warns on weak curves, informs on names only some know', () => {
    const named = { generations: ['1.0.2', '1.1.1', '3.x'] as Generation[], opensslNamed: true };
    expect(sev('nginx-bad.conf', named)).toEqual(['10:24 info', '10:31 error', '17:24 warning', '17:46 error', '24:9 error']);
    // Unpinned, X25519 says the server has OpenSSL 1.1.0 or later: 1.0.2's verdict is not made.
    expect(sev('nginx-bad.conf')).toEqual(['10:31 error', '17:24 warning', '17:46 error', '24:9 error']);
    expect(sev('nginx-3x-bad.conf', { generations: ['3.x'], opensslNamed: true })).toEqual(['10:33 info', '10:34 info', '10:56 info']);
    // Unpinned, the same list says OpenSSL 3.5 or later (its syntax, X25519MLKEM768), where every name is known.
    expect(sev('nginx-3x-bad.conf')).toEqual([]);
  });

  it('holds nginx to one curve name before 1.11.0 and takes auto and lists from 1.11.0', () => {
    expect(sev('nginx-1.10-bad.conf', { nginxVersion: '1.10.3', generations: ['1.0.2'] })).toEqual(['9:24 error', '15:9 error']);
    expect(sev('nginx-1.11-good.conf', { nginxVersion: '1.11.0', generations: ['1.0.2'] })).toEqual([]);
  });
});

describe('session-ticket-key-rotation', () => {
  const got = (file: string, extra: Parameters<typeof fixedLintOptions>[1] = {}) =>
    lint(fixedLintOptions([resolve(fixtures, 'session-ticket-key-rotation', file)], extra), RULES).findings.filter((f) => f.ruleId === 'session-ticket-key-rotation');

  it('warns without rotation and informs about a single key file', () => {
    expect(got('nginx-bad.conf').map((f) => `${f.location.line} ${f.severity}`)).toEqual(['6 warning', '15 warning', '23 info']);
    expect(got('nginx-bad.conf')[0].message).toContain('only with a shared ssl_session_cache');
    expect(got('nginx-1.23.1-bad.conf', { nginxVersion: '1.23.1' })[0].message).toContain('nginx 1.23.1 never rotates');
    expect(got('nginx-1.23.2-good.conf', { nginxVersion: '1.23.2' })).toEqual([]);
    expect(got('apache-bad.conf').map((f) => `${f.location.line} ${f.severity}`)).toEqual(['6 warning', '14 info']);
  });

  it('offers SSLSessionTickets off from httpd 2.4.12, the first release with it', () => {
    expect(got('apache-bad.conf', { apacheVersion: '2.4.12' })[0].fix?.replacement).toBe('SSLSessionTickets off');
    const old = got('apache-bad.conf', { apacheVersion: '2.4.10' })[0];
    expect(old.fix?.replacement).toBeUndefined();
    expect(old.fix?.description).toContain('before 2.4.12 cannot switch tickets off');
  });
});

describe('https-redirect-missing', () => {
  it('finds the plain server by name, else the default server of port 80, and the plain side of a server on both ports', () => {
    const got = findings('https-redirect-missing', 'nginx-bad.conf');
    expect(got.map(({ line, related }) => ({ line, related }))).toEqual([
      { line: 9, related: [3] },
      { line: 20, related: [14] },
      { line: 31, related: [] },
    ]);
    expect(got[0].message).toContain('example.com, www.example.com are served over TLS');
    expect(got[1].message).toContain('shop.example.net is served over TLS');
    expect(got[2].message).toContain('the same server serves it over plain HTTP');
  });
});
