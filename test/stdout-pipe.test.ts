// `ssllint /etc/nginx | head`: a reader that closes the pipe early is no error. The shipped CLI,
// in a process of its own, writes a report larger than a pipe holds; the reader takes the first
// chunk and closes. The run ends with the lint's own exit code and says nothing on stderr (it
// crashed with an EPIPE stack trace before).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const bin = resolve(__dirname, '../bin/ssllint.js');
const dir = makeTmp('ssllint-pipe-').dir;
afterAll(() => removeTmp(dir));

mkdirSync(join(dir, 'conf.d'));
writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp {\n    include conf.d/*.conf;\n}\n');
for (let i = 0; i < 300; i++) {
  writeFileSync(
    join(dir, 'conf.d', `site${i}.conf`),
    `server {\n    listen 443 ssl;\n    server_name site${i}.example;\n    ssl_certificate /etc/ssl/site${i}/cert.pem;\n    ssl_certificate_key /etc/ssl/site${i}/key.pem;\n    ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n    ssl_ciphers RC4-SHA:DES-CBC3-SHA:AES128-SHA;\n}\n`,
  );
}

function closedEarly(args: string[]): Promise<{ code: number | null; signal: string | null; stderr: string; got: number }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SSLLINT_NO_CODE_CACHE: '1' } });
    let stderr = '';
    let got = 0;
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.once('data', (d: Buffer) => {
      got = d.length;
      child.stdout.destroy();
    });
    child.on('close', (code, signal) => done({ code, signal, stderr, got }));
  });
}

describe('standard output closed by its reader', () => {
  it('json report: the run ends quietly with the lint exit code', async () => {
    const r = await closedEarly([dir, '--no-config', '--format', 'json']);
    expect(r.got).toBeGreaterThan(0);
    expect(r.stderr).toBe('');
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 1, signal: null });
  });

  it('stylish report too', async () => {
    const r = await closedEarly([dir, '--no-config', '--verbose']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });
});
