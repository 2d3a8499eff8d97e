// `ssllint advise --policy NAME` prints a block that satisfies the policy: the block, with a
// real certificate in place of the placeholders, is linted with that policy and breaks none of
// its clauses (required or recommended), for both servers and for hardware that orders suites
// differently.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { advise, renderConfig } from '../src/advice/advise.js';
import type { HardwareProfile } from '../src/advice/hardware.js';
import { lint } from '../src/lint.js';
import { loadPolicy } from '../src/policy/load.js';
import { spawnSync } from 'node:child_process';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp } from './helpers/tmp.js';

const CERTS = resolve(__dirname, '../fixtures/certs/ecdsa-p256');
const POLICIES = ['mozilla-modern', 'mozilla-intermediate', 'nist-800-52r2', 'bsi-tr-02102-2', 'ncsc-nl', 'pci-dss-4'];
const HARDWARE: HardwareProfile[] = ['x86-aesni', 'arm-no-crypto'];

// The shipped CLI (bin/ssllint.js runs the bundle: `npm run bundle` after changing src/).
function advise_(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [resolve(__dirname, '../bin/ssllint.js'), 'advise', ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('advise --policy', () => {
  const cases = POLICIES.flatMap((p) => (['nginx', 'apache'] as const).flatMap((server) => HARDWARE.map((hw) => [`${p} ${server} ${hw}`, p, server, hw] as const)));

  it.each(cases)('%s: the advised block passes the policy', async (_name, name, server, hardware) => {
    const policy = await loadPolicy(name, '/');
    const r = advise({ profile: 'intermediate', hardware, server, openssl: '3.x', policy });
    if (!r.ok) throw new Error(r.error);
    expect(r.advice.policy).toBe(policy.id);
    const block = renderConfig(r.advice).replaceAll('/path/to/fullchain.pem', join(CERTS, 'fullchain.pem')).replaceAll('/path/to/privkey.pem', join(CERTS, 'privkey.pem'));
    const dir = makeTmp('ssllint-advise-policy-').dir;
    const file = join(dir, server === 'nginx' ? 'nginx.conf' : 'apache2.conf');
    writeFileSync(file, server === 'nginx' ? `events {}\nhttp {\n${block}\n}\n` : `${block}\n`);
    const result = lint(fixedLintOptions([file], { generations: ['3.x'], policies: [policy] }), RULES);
    // The block cannot choose a certificate, and the fixture certificates are valid for a century
    // so that the tests never expire: clauses on the certificate are not the advice's to meet.
    const onCertificate = new Set(policy.clauses.filter((c) => c.check.kind === 'certificate').map((c) => c.id));
    const broken = result.findings.filter((f) => f.ruleId === 'policy-violation' && f.severity !== 'info' && !onCertificate.has(f.properties!.clause));
    expect(broken.map((f) => f.message)).toEqual([]);
    expect(result.policies![0].servers.flatMap((s) => s.failed).filter((id) => !onCertificate.has(id))).toEqual([]);
  });

  it('narrows NIST SP 800-52r2 to AES-GCM and the NIST curves', async () => {
    const run = advise_(['--hardware', 'x86-aesni', '--server', 'nginx', '--policy', 'nist-800-52r2']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384;');
    expect(run.stdout).toContain('ssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384;');
    expect(run.stdout).toContain('ssl_ecdh_curve prime256v1:secp384r1;');
    expect(run.stdout).not.toContain('PrioritizeChaCha');
  });

  // NCSC-NL phases out ffdhe2048 and accepts only RFC 7919 groups: the old profile's DHE suites
  // are advised with the smallest group it grades sufficient.
  it('advises ffdhe3072 for the DHE suites under NCSC-NL', async () => {
    const r = advise({ profile: 'old', hardware: 'x86-aesni', server: 'nginx', openssl: '3.x', policy: await loadPolicy('ncsc-nl', '/') });
    if (!r.ok) throw new Error(r.error);
    const block = renderConfig(r.advice);
    expect(block).toMatch(/DHE-RSA-/);
    expect(block).toContain('group:ffdhe3072');
    const plain = advise({ profile: 'old', hardware: 'x86-aesni', server: 'nginx', openssl: '3.x' });
    if (!plain.ok) throw new Error(plain.error);
    expect(renderConfig(plain.advice)).not.toContain('group:ffdhe3072');
  });

  it('is a usage error for an unknown policy', async () => {
    const run = advise_(['--hardware', 'x86-aesni', '--policy', 'fips']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown policy "fips"');
  });
});
