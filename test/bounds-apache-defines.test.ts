// #25 §5: `Define X ${X}${X}` thirty times over asked for 2^30 times the value ("internal
// error: Invalid string length"); each value now expands to at most MAX_EXPANDED_VALUE
// characters and a tree to MAX_EXPANDED_TOTAL more, past which the value is read as written
// with a positioned syntax-error, and the rest of the tree is linted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_EXPANDED_TOTAL, MAX_EXPANDED_VALUE } from '../src/syntax/limits.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { lintJson, runCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'ssllint-bounds-defines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VHOST = '<VirtualHost *:443>\n    ServerName after.example\n    SSLEngine on\n    SSLCertificateFile c.pem\n    SSLCertificateKeyFile k.pem\n    SSLProtocol SSLv3\n</VirtualHost>\n';
const HEAD = 'Listen 443\nLoadModule ssl_module modules/mod_ssl.so\n';

beforeAll(async () => {
  writeFileSync(join(dir, 'warm.conf'), HEAD + VHOST);
  await runCli([join(dir, 'warm.conf')]);
});

const at = (f: { location: { line: number; column: number } }): string => `${f.location.line}:${f.location.column}`;

describe('Define expansion', () => {
  test('Define X ${X}${X} thirty times: a finding where a value would pass the bound, the vhost after it linted', async () => {
    const lines = [HEAD.trimEnd(), 'Define X abcd'];
    for (let i = 0; i < 30; i++) lines.push('Define X ${X}${X}');
    lines.push('ServerAdmin ${X}', VHOST);
    const file = join(dir, 'double.conf');
    writeFileSync(file, lines.join('\n'));
    const { value: run, spent } = await measured(() => lintJson([file]));
    expect(run.code).toBe(1);
    const cut = run.findings.filter((f) => f.ruleId === 'syntax-error');
    // 4 × 2^k characters: line 3 + k makes 2^(k+2); 2^17 > 65,536 first at k = 15 (line 18), where
    // X stays `${X}${X}` as written and doubling starts over, to be cut again 14 lines later.
    expect(cut.map((f) => `${at(f)} ${f.message}`)).toEqual([
      `18:10 this value is read as written, unexpanded: its \${...} expansion is longer than ${MAX_EXPANDED_VALUE} characters, more than ssllint expands (a Define built from itself doubles at each line)`,
      `32:10 this value is read as written, unexpanded: its \${...} expansion is longer than ${MAX_EXPANDED_VALUE} characters, more than ssllint expands (a Define built from itself doubles at each line)`,
    ]);
    expect(run.findings.filter((f) => f.ruleId === 'protocol-sslv3').map(at)).toEqual(['40:5']);
    expectWithin(spent, { ms: 5_000, mb: 200 });
  });

  test(`values under the bound but many of them: one finding past ${MAX_EXPANDED_TOTAL} characters for the tree`, async () => {
    const big = 'a'.repeat(60_000);
    const uses = Math.ceil(MAX_EXPANDED_TOTAL / big.length) + 100;
    const file = join(dir, 'many.conf');
    writeFileSync(file, [HEAD.trimEnd(), `Define X ${big}`, ...Array.from({ length: uses }, () => 'ServerAdmin ${X}'), VHOST].join('\n'));
    const { value: run, spent } = await measured(() => lintJson([file]));
    const cut = run.findings.filter((f) => f.ruleId === 'syntax-error');
    const first = 3 + Math.floor(MAX_EXPANDED_TOTAL / big.length);
    expect(cut.map((f) => `${at(f)} ${f.message}`)).toEqual([
      `${first + 1}:13 this value is read as written, unexpanded: \${...} expansion has added ${MAX_EXPANDED_TOTAL} characters to this tree, as much as ssllint expands; later values are read as written too`,
    ]);
    expect(run.findings.filter((f) => f.ruleId === 'protocol-sslv3')).toHaveLength(1);
    expectWithin(spent, { ms: 10_000, mb: 400 });
  });
});
