// `ssllint audit` with no path audits the host's trees its help names (#37 §5): those that
// exist, each missing one said in a note; none of them is a usage error that names them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const SITE = 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name a.example;\n        ssl_certificate /etc/ssl/a.pem;\n        ssl_certificate_key /etc/ssl/a.key;\n    }\n}\n';

describe('ssllint audit with no path', () => {
  it('audits the host\'s /etc/nginx and says the Apache trees are not there', async () => {
    const host = makeTmp('ssllint-host-').dir;
    mkdirSync(join(host, 'etc/nginx'), { recursive: true });
    writeFileSync(join(host, 'etc/nginx/nginx.conf'), SITE);
    const cwd = makeTmp('ssllint-cwd-').dir;
    const r = await runCli(['audit', '--no-config', '--format', 'json'], { cwd, env: { SSLLINT_ROOT: host } });
    expect(r.code, r.stderr).not.toBe(2);
    expect(r.stderr).toContain(`ssllint: no path given: auditing ${join(host, 'etc/nginx')} (${join(host, 'etc/apache2')} and ${join(host, 'etc/httpd')}: not on this machine)\n`);
    const report = JSON.parse(r.stdout) as { servers: { names: string[] }[] };
    expect(report.servers.map((s) => s.names)).toEqual([['a.example']]);
  });

  it('with none of them, is a usage error naming them', async () => {
    const host = makeTmp('ssllint-host-').dir;
    const r = await runCli(['audit', '--no-config'], { cwd: host, env: { SSLLINT_ROOT: host } });
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(`ssllint: no path given, and none of ${['nginx', 'apache2', 'httpd'].map((d) => join(host, 'etc', d)).join(', ')} is on this machine: name the tree to audit\n`);
  });

  it('the config file\'s roots come first', async () => {
    const host = makeTmp('ssllint-host-').dir;
    mkdirSync(join(host, 'etc/nginx'), { recursive: true });
    writeFileSync(join(host, 'etc/nginx/nginx.conf'), SITE);
    const cwd = makeTmp('ssllint-cwd-').dir;
    writeFileSync(join(cwd, 'nginx.conf'), SITE.replace('a.example', 'b.example'));
    writeFileSync(join(cwd, '.ssllint.json'), '{ "roots": ["nginx.conf"] }\n');
    const r = await runCli(['audit', '--format', 'json'], { cwd, env: { SSLLINT_ROOT: host } });
    expect(r.stderr).not.toContain('no path given');
    expect((JSON.parse(r.stdout) as { servers: { names: string[] }[] }).servers.map((s) => s.names)).toEqual([['b.example']]);
  });

  it('the help says so', async () => {
    const r = await runCli(['audit', '--help']);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain("default: the config file's roots, else those of /etc/nginx, /etc/apache2 and /etc/httpd that exist");
  });
});
