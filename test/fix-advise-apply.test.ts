// `ssllint advise --apply PATH`: the advised directives written into each TLS server of a
// tree, as a diff first (patch -p1 applies it), with --yes into the files; a second run finds
// nothing left to write.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchDir, hasPatch, patchMissing } from './helpers/fix.js';
import { SYSTEM_IO } from '../src/advice/auto.js';
import { runAdvise, type AdviseFlags } from '../src/cli/advise-command.js';
import { skipNote } from './helpers/peers.js';

/** `ssllint advise` with these flags (commander's defaults for the others), output captured. */
async function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const flags: AdviseFlags = { hardware: 'auto', profile: 'intermediate', server: 'nginx', openssl: '3.x', format: 'text' };
  for (let i = 1; i < args.length; i++) {
    const name = args[i].slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof AdviseFlags;
    if (name === 'yes') (flags as unknown as Record<string, unknown>).yes = true;
    else (flags as unknown as Record<string, unknown>)[name] = args[++i];
  }
  let stdout = '';
  let stderr = '';
  const code = await runAdvise(flags, { io: SYSTEM_IO, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

const sample = resolve(__dirname, '../fixtures/sample/nginx');
const home = process.cwd();
afterEach(() => process.chdir(home));

function copy(): string {
  const dir = scratchDir('ssllint-advise-');
  cpSync(sample, join(dir, 'nginx'), { recursive: true });
  process.chdir(dir);
  return dir;
}

const ARM = 'ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384';


describe('advise --apply', () => {
  it.skipIf(!hasPatch)(`(needs GNU patch) prints the diff and changes nothing; --yes writes what the diff says; a second run has nothing to write${skipNote(patchMissing)}`, async () => {
    const a = copy();
    const before = readFileSync(join(a, 'nginx/conf.d/shop.conf'), 'utf8');
    const dry = await runCli(['advise', '--apply', 'nginx', '--hardware', 'arm-no-crypto']);
    expect(dry.code).toBe(0);
    expect(readFileSync(join(a, 'nginx/conf.d/shop.conf'), 'utf8')).toBe(before);
    expect(dry.stdout).toContain(`--- a/nginx/conf.d/shop.conf\n+++ b/nginx/conf.d/shop.conf\n@@ -3,8 +3,11 @@\n     server_name shop.example.com;\n     ssl_certificate /etc/ssl/shop/cert.pem;\n     ssl_certificate_key /etc/ssl/shop/privkey.pem;\n-    ssl_ciphers ALL:!aNULL:RC4+RSA:+HIGH;\n+    ssl_ciphers ${ARM};\n     add_header Strict-Transport-Security "max-age=63072000" always;\n+    ssl_protocols TLSv1.2 TLSv1.3;\n+    ssl_conf_command Ciphersuites TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384;\n+    ssl_prefer_server_ciphers on;\n`);
    expect(dry.stderr).toBe('ssllint advise: review the diff above; run again with --yes to write it (or apply it with patch -p1)\n');
    execFileSync('patch', ['-p1', '--quiet'], { cwd: a, input: dry.stdout });
    const patched = readFileSync(join(a, 'nginx/conf.d/shop.conf'), 'utf8');

    const b = copy();
    const wrote = await runCli(['advise', '--apply', 'nginx', '--hardware', 'arm-no-crypto', '--yes']);
    expect(wrote.stderr).toBe('ssllint advise: wrote the advised settings into 2 files\n');
    expect(readFileSync(join(b, 'nginx/conf.d/shop.conf'), 'utf8')).toBe(patched);
    const again = await runCli(['advise', '--apply', 'nginx', '--hardware', 'arm-no-crypto', '--yes']);
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe('ssllint advise: the 2 TLS servers already have the advised settings\n');
  });

  it('--server-name picks servers; --yes without --apply is a usage error', async () => {
    copy();
    const one = await runCli(['advise', '--apply', 'nginx', '--hardware', 'x86-aesni', '--server-name', 'blog.example.com']);
    expect(one.stdout).toMatch(/^--- a\/nginx\/conf\.d\/blog\.conf\n/);
    expect(one.stdout).not.toContain('shop.conf');
    const none = await runCli(['advise', '--apply', 'nginx', '--hardware', 'x86-aesni', '--server-name', 'nowhere.example']);
    expect(none).toMatchObject({ code: 2, stderr: 'ssllint advise: --apply: nginx has no TLS server named nowhere.example to write the advice into\n' });
    const bad = await runCli(['advise', '--yes', '--hardware', 'x86-aesni']);
    expect(bad).toMatchObject({ code: 2, stderr: 'ssllint advise: --yes needs --apply PATH\n' });
  });
});
