// #25 §5: 100,000 unknown words in ssl_ciphers took 80 s and made 42 MB of JSON (a finding per
// word, each located by a scan of the string, each explained by a scan of the names). Now the
// first MAX_WORDS_REPORTED words are reported one by one and the rest in one finding.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_WORDS_REPORTED } from '../rules/cipher-string-invalid.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { lintJson, runCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'ssllint-bounds-ciphers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function nginx(name: string, ciphers: string): string {
  const file = join(dir, name);
  writeFileSync(file, `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        ssl_certificate c.pem;\n        ssl_certificate_key k.pem;\n        ssl_ciphers "${ciphers}";\n    }\n}\n`);
  return file;
}

beforeAll(async () => {
  await runCli([nginx('warm.conf', 'HIGH:NOPE')]);
});

const at = (f: { location: { line: number; column: number } }): string => `${f.location.line}:${f.location.column}`;

describe('unknown words in a cipher string', () => {
  test('100,000 of them: the first 20 one by one, the rest counted; seconds, not minutes', async () => {
    const n = 100_000;
    const words = Array.from({ length: n }, (_, i) => `W${i}`);
    const file = nginx('many.conf', `HIGH:${words.join(':')}`);
    const { value: run, spent } = await measured(() => runCli([file, '--format', 'json']));
    expect(run.code).toBe(1);
    expect(run.stdout.length).toBeLessThan(100_000);
    const findings = (JSON.parse(run.stdout) as { findings: { ruleId: string; message: string; location: { line: number; column: number } }[] }).findings.filter((f) => f.ruleId === 'cipher-string-invalid');
    // Findings come sorted by position: the count, at the directive, first.
    expect(findings.map((f) => `${at(f)} ${f.message}`)).toEqual([
      `7:9 and ${n - MAX_WORDS_REPORTED} more words in this cipher string that OpenSSL ignores (only the first ${MAX_WORDS_REPORTED} are reported one by one)`,
      ...words.slice(0, MAX_WORDS_REPORTED).map((w) => `7:${22 + `HIGH:${words.slice(0, words.indexOf(w)).map((x) => `${x}:`).join('')}`.length} "${w}" is not a cipher name or keyword that OpenSSL knows: it was ignored`),
    ]);
    expectWithin(spent, { ms: 20_000, mb: 400 });
  }, 60_000);

  test('a word is placed at its own column, not inside a longer word', async () => {
    const { findings } = await lintJson([nginx('cols.conf', 'HIGH:W10:W1:!W0')]);
    expect(findings.filter((f) => f.ruleId === 'cipher-string-invalid').map((f) => `${at(f)} ${f.message.split(' ')[0]}`)).toEqual(['7:27 "W10"', '7:31 "W1"', '7:35 "W0"']);
  });

  test(`exactly ${MAX_WORDS_REPORTED} words: no summary finding`, async () => {
    const words = Array.from({ length: MAX_WORDS_REPORTED }, (_, i) => `W${i}`);
    const { findings } = await lintJson([nginx('exact.conf', `HIGH:${words.join(':')}`)]);
    expect(findings.filter((f) => f.ruleId === 'cipher-string-invalid')).toHaveLength(MAX_WORDS_REPORTED);
  });
});
