// What verify says, against the real nginx: a difference (the server given fewer TLS 1.3 suites
// by its OpenSSL configuration, which the tree cannot show) is exit 1, a property with predicted,
// observed and verdict in JSON, a SARIF result at the directive that predicted it and a
// positioned line in text; control characters from the tree or the server's words are
// escaped as in every report; `nginx -T` output on stdin is verified like the tree it dumps.
import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { skipNote } from './helpers/peers.js';
import { makeTmp } from './helpers/tmp.js';
import { nginxBinary, verdicts, verifyMissing, verifyRun } from './helpers/verify.js';

const CORPUS = resolve(__dirname, 'verify-corpus');
const TREE = join(CORPUS, 'nginx/tls12-tls13.conf');
const nginxSkip = verifyMissing('nginx');

/**
 * nginx behind a wrapper that gives it an OpenSSL configuration with one TLS 1.3 suite (nginx
 * sets the protocols and the TLS <= 1.2 ciphers itself, not the TLS 1.3 suites).
 */
function tls13OnlyNginx(): string {
  const dir = makeTmp('ssllint-verify-wrapper-').dir;
  chmodSync(dir, 0o755);
  const cnf = join(dir, 'openssl.cnf');
  writeFileSync(cnf, ['openssl_conf = init', '[init]', 'ssl_conf = ssl', '[ssl]', 'system_default = sys', '[sys]', 'Ciphersuites = TLS_CHACHA20_POLY1305_SHA256', ''].join('\n'));
  const wrapper = join(dir, 'nginx');
  writeFileSync(wrapper, `#!/bin/sh\nOPENSSL_CONF=${cnf} exec ${nginxBinary} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

describe.skipIf(!!nginxSkip)(`verify's report and exit code${skipNote(nginxSkip)}`, () => {
  it('a difference: exit 1; JSON predicted/observed/verdict; SARIF at the directive that predicted it; text with the position', async () => {
    const binary = tls13OnlyNginx();
    const args = [TREE, '--server-binary', binary, '--timeout', '90'];
    const { code, report } = await verifyRun(args);
    expect(code).toBe(1);
    const suites = report.trees[0].servers[0].properties.find((p) => p.property === 'tls13-suites')!;
    expect(suites).toMatchObject({ predicted: ['TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_GCM_SHA256'], observed: ['TLS_CHACHA20_POLY1305_SHA256'], verdict: 'differs' });
    expect(verdicts(report).filter((v) => / differs/.test(v)).map((v) => v.split(' ')[2])).toEqual(['tls13-suites']);
    expect(report.summary.differs).toBe(1);
    const line = suites.at!.line;

    const sarif = await runCli(['verify', ...args, '--format', 'sarif']);
    expect(sarif.code).toBe(1);
    const results = JSON.parse(sarif.stdout).runs[0].results as { ruleId: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[];
    expect(results.map((r) => [r.ruleId, r.locations[0].physicalLocation.region.startLine])).toEqual([['verify-tls13-suites', line]]);

    const text = await runCli(['verify', ...args]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(new RegExp(`tls13-suites +TLS_AES_256_GCM_SHA384 TLS_CHACHA20_POLY1305_SHA256 TLS_AES_128_GCM_SHA256 +differs: live lacks TLS_AES_256_GCM_SHA384 TLS_AES_128_GCM_SHA256 \\[\\S*tls12-tls13\\.conf:${line}:\\d+\\]`));
    expect(text.stdout).toMatch(/^\u2716 1 difference /m);
  }, 180_000);

  it('control characters in the tree and in the server\'s refusal are escaped in text and JSON', async () => {
    const dir = makeTmp('ssllint-verify-escape-').dir;
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, 'events {}\nhttp {\n    server {\n        listen 443;\n        bad\x1b[2J\x07word on;\n    }\n}\n');
    const text = await runCli(['verify', file]);
    expect(text.code).not.toBe(0);
    expect(text.stdout).toMatch(/unknown directive "bad\\x1b\[2J\\x07word"/);
    expect(text.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    const json = await runCli(['verify', file, '--format', 'json']);
    expect(json.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    expect(JSON.parse(json.stdout).trees[0].starts.note).toContain('bad\x1b[2J\x07word');
  }, 60_000);

  it('`nginx -T` output on stdin: the files it names are read, the dumped tree is started and agrees', async () => {
    const prefix = makeTmp('ssllint-verify-dump-').dir;
    const dump = spawnSync(nginxBinary!, ['-T', '-c', TREE, '-p', `${prefix}/`, '-e', 'stderr'], { encoding: 'utf8' });
    expect(dump.stdout).toMatch(/^# configuration file \//m);
    const run = await runCli(['verify', '-', '--format', 'json', '--timeout', '90'], { stdin: dump.stdout });
    const report = JSON.parse(run.stdout);
    expect(report.trees[0].starts).toMatchObject({ observed: 'starts', verdict: 'agrees' });
    expect(verdicts(report).filter((v) => / differs/.test(v))).toEqual([]);
    expect(run.code).toBe(0);
  }, 120_000);
});
