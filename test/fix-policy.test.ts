// With --policy, fixes follow the policy: a fix whose directives a clause would flag is not
// written, and the finding says which clause stops it.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyConflict } from '../src/policy/fix-conflict.js';
import { loadPolicy } from '../src/policy/load.js';
import { runCli } from './helpers/cli.js';
import { writeTree } from './helpers/fix.js';

const SITE = 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.com;\n        ssl_certificate /etc/ssl/site.pem;\n        ssl_certificate_key /etc/ssl/site.key;\n        ssl_protocols TLSv1.2 TLSv1.3;\n        ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:AES128-SHA;\n    }\n}\n';

describe('--policy and --fix', () => {
  it('mozilla-intermediate: the risky fix does not write ssl_prefer_server_ciphers on', async () => {
    const dir = writeTree({ 'nginx.conf': SITE });
    const without = await runCli([`${dir}/nginx.conf`, '--no-config', '--fix-dry-run', '--fix-type', 'safe,risky', '--nginx-version', '1.26.0']);
    expect(without.stdout).toContain('+        ssl_prefer_server_ciphers on;');
    const withPolicy = await runCli([`${dir}/nginx.conf`, '--no-config', '--fix-dry-run', '--fix-type', 'safe,risky', '--nginx-version', '1.26.0', '--policy', 'mozilla-intermediate']);
    expect(withPolicy.stdout).not.toContain('ssl_prefer_server_ciphers');
    const json = await runCli([`${dir}/nginx.conf`, '--no-config', '--format', 'json', '--nginx-version', '1.26.0', '--policy', 'mozilla-intermediate']);
    const pref = (JSON.parse(json.stdout) as { findings: Array<{ ruleId: string; fix?: { description: string; replacement?: string } }> }).findings.find((f) => f.ruleId === 'server-cipher-preference');
    expect(pref?.fix?.replacement).toBeUndefined();
    expect(pref?.fix?.description).toMatch(/not written: --policy mozilla-intermediate-[\d.]+ server_preferred_order \(the client's cipher order \(recommended\)\) asks otherwise$/);
  });

  it('reads protocol, curve and order lines against the clauses', async () => {
    const intermediate = await loadPolicy('mozilla-intermediate', resolve(__dirname, '..'));
    const old = await loadPolicy('mozilla-old', resolve(__dirname, '..'));
    expect(policyConflict({ description: '', replacement: 'ssl_protocols TLSv1.2 TLSv1.3;' }, 'nginx', [intermediate])).toBeUndefined();
    expect(policyConflict({ description: '', replacement: 'ssl_protocols TLSv1.1 TLSv1.2;' }, 'nginx', [intermediate])).toMatch(/tls_versions/);
    expect(policyConflict({ description: '', replacement: 'SSLProtocol -all +TLSv1.3' }, 'apache', [intermediate])).toBeUndefined();
    expect(policyConflict({ description: '', replacement: 'ssl_ecdh_curve X25519:secp521r1;' }, 'nginx', [intermediate])).toMatch(/tls_curves/);
    expect(policyConflict({ description: '', replacement: 'SSLHonorCipherOrder on' }, 'apache', [old])).toBeUndefined();
    expect(policyConflict({ description: '', replacement: 'SSLHonorCipherOrder off' }, 'apache', [old])).toMatch(/server_preferred_order/);
  });
});
