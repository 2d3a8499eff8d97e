// The one-line reports' pieces: the short message derived from a rule's message when the rule
// gives none, a directive's fixes made distinct and compact, and each rule's docs page.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRuleMeta } from '../rules/index.js';
import type { Finding } from '../src/findings.js';
import { compactFixLines, directiveRuns, distinctFixes } from '../src/report/directive-fixes.js';
import { ruleDocsUrl } from '../src/report/rule-url.js';
import { clip, shortMessage, shortOf } from '../src/text/short.js';

const repo = resolve(__dirname, '..');

describe('short messages', () => {
  it('keep the head before the first ": " or "; " outside quotes, backticks and brackets', () => {
    expect(shortOf('OCSP stapling is off: clients that check revocation contact the CA themselves, an extra round trip')).toBe('OCSP stapling is off');
    expect(shortOf('`keepalive_timeout 0` turns keep-alive off: every request opens a new connection')).toBe('`keepalive_timeout 0` turns keep-alive off');
    expect(shortOf('cannot read the certificate file "/etc/ssl/a: b.pem": no such file (tried /x); skipped')).toBe('cannot read the certificate file "/etc/ssl/a: b.pem"');
    expect(shortOf('static assets matched by `~* \\.(css|js): x$` are served without Cache-Control or Expires: browsers refetch them on every visit')).toBe('static assets matched by `~* \\.(css|js): x$` are served without Cache-Control or Expires');
    expect(shortOf('enforce the server\'s order (Mozilla: cheapest first): more text, which is detail and not the point')).toBe('enforce the server\'s order (Mozilla: cheapest first)');
    // A short last part is the point, not detail.
    expect(shortOf('cannot read nginx.conf: permission denied')).toBe('cannot read nginx.conf: permission denied');
    expect(shortOf('cannot read nginx.conf: permission denied; skipped')).toBe('cannot read nginx.conf');
    // A head too short to say anything keeps going to the next break.
    expect(shortOf('the file: "x.conf" cannot be parsed; it is skipped, and the other files are linted as before')).toBe('the file: "x.conf" cannot be parsed');
  });

  it('name OpenSSL once in a list of generations, and stay under 100 characters, cut at a word', () => {
    expect(shortOf('enables RC4 suites on OpenSSL 1.0.2 and OpenSSL 1.1.1: RC4-SHA; prohibited')).toBe('enables RC4 suites on OpenSSL 1.0.2 and 1.1.1');
    expect(shortOf('enables CBC-mode suites on OpenSSL 1.0.2, OpenSSL 1.1.1 and OpenSSL 3.x: A, B and 88 more; CBC has a history of padding-oracle attacks')).toBe('enables CBC-mode suites on OpenSSL 1.0.2, 1.1.1 and 3.x');
    const long = `${'word '.repeat(30)}end`;
    expect(clip(long)).toBe(`${'word '.repeat(19)}word…`);
    expect(clip(long).length).toBeLessThanOrEqual(100);
    expect(shortOf('no break at all and short')).toBe('no break at all and short');
  });

  it('prefer the rule\'s own short text, made compact and clipped the same way', () => {
    const f: Finding = { ruleId: 'x', severity: 'info', message: 'long: detail', short: 'on OpenSSL 1.0.2 and OpenSSL 3.x', location: { file: 'a', line: 1, column: 1 } };
    expect(shortMessage(f)).toBe('on OpenSSL 1.0.2 and 3.x');
    expect(shortMessage({ ...f, short: undefined })).toBe('long: detail');
  });
});

describe('a directive\'s fixes', () => {
  const at = (line: number, column = 5) => ({ file: '/t/a.conf', line, column });
  const f = (line: number, ruleId: string, fix?: Finding['fix'], column = 5): Finding => ({ ruleId, severity: 'warning', message: ruleId, location: at(line, column), fix });
  const advised = { description: 'Mozilla intermediate', replacement: 'ssl_ciphers ECDHE+AESGCM;' };

  it('runs are the findings on one file, line and column', () => {
    const runs = [...directiveRuns([f(1, 'a'), f(1, 'b'), f(1, 'c', undefined, 9), f(2, 'd')])].map((r) => r.map((x) => x.ruleId));
    expect(runs).toEqual([['a', 'b'], ['c'], ['d']]);
    expect([...directiveRuns([])]).toEqual([]);
  });

  it('the same fix text once, in the order first seen', () => {
    const run = [f(1, 'a', advised), f(1, 'b', { ...advised }), f(1, 'c', { description: 'other' }), f(1, 'd', advised)];
    expect(distinctFixes(run)).toEqual([advised, { description: 'other' }]);
  });

  it('compact lines: what to write, a line shown once, short nginx directives on one line, Apache ones joined by a dot', () => {
    expect(compactFixLines([advised, { description: 'enforce the order', replacement: 'ssl_prefer_server_ciphers on;\nssl_ciphers ECDHE+AESGCM;' }])).toEqual(['ssl_ciphers ECDHE+AESGCM;', 'ssl_prefer_server_ciphers on;']);
    expect(compactFixLines([{ description: 'staple', replacement: 'ssl_stapling on;\nssl_stapling_verify on;' }])).toEqual(['ssl_stapling on; ssl_stapling_verify on;']);
    expect(compactFixLines([{ description: 'keep-alive', replacement: 'KeepAlive On\nMaxKeepAliveRequests 100' }])).toEqual(['KeepAlive On · MaxKeepAliveRequests 100']);
    // Blocks and sections keep their lines; a fix without directives shows its description.
    expect(compactFixLines([{ description: 'cache', replacement: 'location ~* \\.css$ {\n    expires 30d;\n}' }])).toEqual(['location ~* \\.css$ {', '    expires 30d;', '}']);
    expect(compactFixLines([{ description: 'map the path: --path-map /a=B' }])).toEqual(['map the path: --path-map /a=B']);
    // Control characters from config text are shown, not obeyed.
    expect(compactFixLines([{ description: 'x', replacement: 'ssl_ciphers \u001b[2J;' }])).toEqual(['ssl_ciphers \\x1b[2J;']);
  });
});

describe('rule pages', () => {
  it('every rule id links to its generated page in docs/rules', () => {
    for (const meta of allRuleMeta()) {
      const url = ruleDocsUrl(meta.id);
      expect(url.endsWith(`/blob/main/docs/rules/${meta.id}.md`)).toBe(true);
      expect(existsSync(resolve(repo, 'docs/rules', `${meta.id}.md`)), meta.id).toBe(true);
    }
  });
});
