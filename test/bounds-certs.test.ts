// #25 §5: a certificate file of 1,000 certificates with the same names took 116 s (a signature
// check per pair). The first MAX_SERVED_CERTS are analysed; the rest are named in a finding.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_SERVED_CERTS } from '../src/certs/chain.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { lintJson, runCli } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'ssllint-bounds-certs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nginx = (cert: string): string => `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name same.example;\n        ssl_certificate ${cert};\n        ssl_certificate_key k.pem;\n    }\n}\n`;

beforeAll(async () => {
  // One self-signed certificate (its own issuer, so every copy of it "issued" every other).
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'), '-subj', '/CN=same.example', '-days', '3650']);
  expect(made.status).toBe(0);
  writeFileSync(join(dir, 'warm.conf'), nginx('c.pem'));
  await runCli([join(dir, 'warm.conf')]);
});

describe('a certificate file of 1,000 certificates with the same names', () => {
  test(`the first ${MAX_SERVED_CERTS} analysed, the rest named in a finding; seconds, not minutes`, async () => {
    writeFileSync(join(dir, 'chain.pem'), readFileSync(join(dir, 'c.pem'), 'utf8').repeat(1000));
    writeFileSync(join(dir, 'nginx.conf'), nginx('chain.pem'));
    const { value: run, spent } = await measured(() => lintJson([join(dir, 'nginx.conf'), '--now', '2026-06-01']));
    expect(run.code).toBe(1);
    expect(run.findings.filter((f) => f.ruleId === 'cert-chain-order').map((f) => `${f.location.line}:${f.location.column} ${f.message}`)).toEqual([
      `6:9 with "chain.pem" the server sends 1000 certificates, more than any client takes (OpenSSL refuses a certificate list over 100 kB): ssllint checks the first ${MAX_SERVED_CERTS} and not the ${1000 - MAX_SERVED_CERTS} after them`,
    ]);
    expectWithin(spent, { ms: 10_000, mb: 300 });
  }, 60_000);
});
