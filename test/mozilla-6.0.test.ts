// Mozilla's guideline 6.0 configs, modern and intermediate, as its generator writes them for the
// releases it offers (test/corpus/mozilla-ssl-config-generator/generated/), judged unpinned and
// pinned to the nginx/httpd and OpenSSL each was generated for (#34): no warning or error, a
// default --fix leaves every group, protocol and suite line alone, and `audit --fail-grade B`
// passes. Unpinned, the 3.5 configs' X25519MLKEM768 says the server has OpenSSL 3.5 or later
// (src/openssl-floor.ts): neither 1.0.2 nor 1.1.1 is judged, fixed for or graded.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const dir = resolve(__dirname, 'corpus/mozilla-ssl-config-generator/generated');
const configs = ['nginx', 'apache'].flatMap((d) =>
  readdirSync(join(dir, d))
    .filter((n) => /^g6\.0-(modern|intermediate)-/.test(n))
    .map((n) => join(dir, d, n)),
);

/** The flags that pin a config to what it was generated for (its name says: nginx1.27.3-openssl3.5.0). */
function pinned(file: string): string[] {
  const m = /-(nginx|apache)([\d.]+)-openssl([\d.]+)-/.exec(basename(file))!;
  return [`--${m[1]}-version`, m[2], '--openssl', m[3]];
}

const KEY_LINES = /^\s*(ssl_ecdh_curve|ssl_protocols|ssl_ciphers|ssl_conf_command|SSLOpenSSLConfCmd|SSLProtocol|SSLCipherSuite)\b.*$/gm;
const tmp = makeTmp('ssllint-moz60-');
afterAll(() => tmp.remove());

describe("Mozilla's 6.0 configs (modern, intermediate)", () => {
  it('are all here: 16 files, 8 for OpenSSL 3.5.0', () => {
    expect(configs.length).toBe(16);
    expect(configs.filter((f) => f.includes('openssl3.5.0')).length).toBe(8);
  });

  describe.each(configs.map((f) => [basename(f), f] as const))('%s', (_name, file) => {
    it.each([
      ['unpinned', [] as string[]],
      ['pinned', pinned(file)],
    ])('%s: no warning or error, and audit --fail-grade B passes', async (_how, flags) => {
      const lint = await runCli([file, ...flags, '--format', 'json']);
      const findings = (JSON.parse(lint.stdout) as { findings: { ruleId: string; severity: string; message: string }[] }).findings;
      expect(findings.filter((f) => f.severity !== 'info').map((f) => `${f.ruleId}: ${f.message}`)).toEqual([]);
      const audit = await runCli(['audit', file, ...flags, '--fail-grade', 'B']);
      expect(audit.stderr).toBe('');
      expect(audit.code).toBe(0);
    });

    it.each([
      ['unpinned', [] as string[]],
      ['pinned', pinned(file)],
    ])('%s: a default --fix changes no group, protocol or suite line', async (how, flags) => {
      const copy = join(tmp.dir, `${how}-${basename(file)}`);
      copyFileSync(file, copy);
      const before = readFileSync(copy, 'utf8').match(KEY_LINES);
      const run = await runCli([copy, ...flags, '--fix'], { cwd: tmp.dir });
      expect(run.code).not.toBe(2);
      expect(readFileSync(copy, 'utf8').match(KEY_LINES)).toEqual(before);
    });
  });

  it('unpinned, a 3.5 config is judged for OpenSSL 3.5.0 or later, and says so', async () => {
    const file = configs.find((f) => f.includes('modern-nginx1.27.3-openssl3.5.0-plain'))!;
    const run = await runCli([file]);
    expect(run.stdout).toContain('judged for OpenSSL 3.5.0 or later (3.x): the tree uses "X25519MLKEM768"');
    const audit = JSON.parse((await runCli(['audit', file, '--format', 'json'])).stdout) as { servers: { generations: { generation: string }[] }[] };
    expect(audit.servers[0].generations.map((g) => g.generation)).toEqual(['3.x']);
  });
});
