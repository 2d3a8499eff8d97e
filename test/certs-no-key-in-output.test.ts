// No output format may ever contain private-key material: every format of a lint over every
// certificate fixture config is searched for each base64 line of every fixture private key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

const certs = resolve(__dirname, '../fixtures/certs');
const rules = resolve(__dirname, '../fixtures/rules');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** The base64 body lines of every PRIVATE KEY block in the fixtures. */
function keyLines(): string[] {
  const lines = new Set<string>();
  for (const file of walk(certs)) {
    const text = readFileSync(file, 'latin1');
    for (const m of text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----([\s\S]*?)-----END/g)) {
      for (const line of m[1].split('\n')) if (/^[A-Za-z0-9+/=]{16,}$/.test(line.trim())) lines.add(line.trim());
    }
  }
  return [...lines];
}

const configs = readdirSync(rules)
  .filter((d) => d.startsWith('cert-') || d === 'dhparam-weak')
  .flatMap((d) => readdirSync(join(rules, d)).map((f) => join(rules, d, f)));

describe('private keys never reach the output', () => {
  const secrets = keyLines();

  it('finds the key material it searches for', () => {
    expect(secrets.length).toBeGreaterThan(100);
  });

  it.each(['stylish', 'unix', 'json', 'sarif', 'github'])('%s', async (format) => {
    let output = '';
    for (const config of configs) {
      const run = await runCli([config, '--now', '2026-06-01', '--format', format], { env: { GITHUB_STEP_SUMMARY: undefined } });
      output += run.stdout + run.stderr;
    }
    expect(output.length).toBeGreaterThan(1000);
    const leaked = secrets.filter((s) => output.includes(s));
    expect(leaked).toEqual([]);
  });

  it('the parse debug dump of a config pointing at keys holds no key either', async () => {
    const run = await runCli(['parse', join(rules, 'cert-key-mismatch/nginx-bad.conf'), '--format', 'json']);
    expect(secrets.filter((s) => run.stdout.includes(s))).toEqual([]);
  });
});
