// `ssllint audit` judges for a platform as the lint does (`--platform`), and options written
// before a command's name are handed to it or refused, never dropped.
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

const RHEL_NGINX = resolve(__dirname, '../fixtures/platforms/rhel/nginx-tls/nginx.conf');
/** The fixture lies in this repository, which reads nothing outside it: its absolute includes are mapped into its own directory. */
const RHEL_MAPPED = ['--path-map', `/etc/nginx=${dirname(RHEL_NGINX)}`, '--path-map', `/usr/share/nginx=${dirname(RHEL_NGINX)}`];
const DEBIAN_HOST = resolve(__dirname, '../fixtures/platforms/hosts/debian-12');

const generations = (stdout: string): string[] => (JSON.parse(stdout) as { generations: string[] }).generations;

describe('ssllint audit --platform', () => {
  it('grades on the platform\'s OpenSSL only', async () => {
    const all = await runCli(['audit', RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json']);
    expect(all.code).toBe(0);
    expect(generations(all.stdout)).toEqual(['1.0.2', '1.1.1', '3.x']);
    const centos = await runCli(['audit', RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json', '--platform', 'centos-7']);
    expect(centos.code).toBe(0);
    expect(generations(centos.stdout)).toEqual(['1.0.2']);
  });

  it('refuses an unknown platform as the lint does', async () => {
    const r = await runCli(['audit', RHEL_NGINX, ...RHEL_MAPPED, '--platform', 'debian12']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--platform: unknown platform "debian12" (nearest: debian-12');
  });

  it('lists the platforms with `--platform list`', async () => {
    const r = await runCli(['audit', '--platform', 'list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^platform\s+name/);
  });

  it('auto: reads the host it runs on when the paths are its own config (nginx -T on stdin here)', async () => {
    const r = await runCli(['audit', '-', '--platform', 'auto', '--format', 'json'], { env: { SSLLINT_ROOT: DEBIAN_HOST }, stdin: 'events {}\nhttp { server { listen 443 ssl; ssl_certificate /x.pem; ssl_certificate_key /x.key; } }\n' });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('judged as debian-12');
    expect(generations(r.stdout)).toEqual(['3.x']);
  });
});

describe('options written before the command name', () => {
  it('`ssllint --platform X audit` is `ssllint audit --platform X`', async () => {
    const before = await runCli(['--platform', 'centos-7', 'audit', RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json']);
    expect(before.code).toBe(0);
    expect(generations(before.stdout)).toEqual(['1.0.2']);
    const openssl = await runCli(['--openssl', '1.1.1', 'audit', RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json']);
    expect(generations(openssl.stdout)).toEqual(['1.1.1']);
  });

  it('the command\'s own option, written after its name, wins', async () => {
    const r = await runCli(['--platform', 'centos-7', 'audit', RHEL_NGINX, ...RHEL_MAPPED, '--format', 'json', '--platform', 'debian-12']);
    expect(generations(r.stdout)).toEqual(['3.x']);
  });

  it('an option the command does not take is a usage error, not ignored', async () => {
    const r = await runCli(['--fix', 'audit', RHEL_NGINX]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ssllint: --fix: an option of the lint, not of `ssllint audit` (write it after the command\'s name if the command takes it)\n');
    const ciphers = await runCli(['--platform', 'rhel-9', 'ciphers', 'HIGH']);
    expect(ciphers.code).toBe(2);
    expect(ciphers.stderr).toContain('--platform: an option of the lint, not of `ssllint ciphers`');
  });
});
