// A repository's configuration names the server's certificates (/etc/ssl/…), which the
// repository does not hold: the finding says the file lies outside the repository (the fence
// reads nothing there, docs/security.md) and how to map copies in (#37 §10). Outside a
// repository, the old wording.
import { spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const SITE = 'server {\n    listen 443 ssl;\n    server_name a.example;\n    ssl_certificate /etc/ssl/a-ssllint-test/fullchain.pem;\n    ssl_certificate_key /etc/ssl/a-ssllint-test/privkey.pem;\n}\n';

describe('a certificate the repository does not hold', () => {
  it('is said to lie outside the repository, with the --path-map that maps a copy in', async () => {
    const repo = makeTmp('ssllint-repo-').dir;
    expect(spawnSync('git', ['init', '-q'], { cwd: repo }).status).toBe(0);
    mkdirSync(join(repo, 'sites'));
    writeFileSync(join(repo, 'sites/a.conf'), SITE);
    const r = await runCli(['sites/a.conf', '--no-config', '--format', 'json'], { cwd: repo });
    const cert = (JSON.parse(r.stdout) as { findings: { ruleId: string; message: string; fix?: { description: string } }[] }).findings.filter((f) => f.ruleId === 'cert-unreadable');
    const outside = `lies outside the repository, and ssllint reads only files inside it (docs/security.md)`;
    expect(cert.map((f) => f.message)).toEqual([
      `the certificate file "/etc/ssl/a-ssllint-test/fullchain.pem" ${outside}; certificate checks are skipped for it. Map its directory to a copy inside with --path-map /etc/ssl/a-ssllint-test=DIR (a certificate only: a private key never belongs in a repository)`,
      `the private key file "/etc/ssl/a-ssllint-test/privkey.pem" ${outside}; certificate checks are skipped for it. Map its directory to a copy inside with --path-map /etc/ssl/a-ssllint-test=DIR (a certificate only: a private key never belongs in a repository)`,
    ]);
    expect(cert[0].fix?.description).toBe('keep a copy of the certificate (never of the key) inside and map its directory with --path-map /etc/ssl/a-ssllint-test=DIR (pathMap in the config file), or leave it unchecked');
  });

  it('outside a repository, is only a file this machine does not have', async () => {
    const dir = makeTmp('ssllint-norepo-').dir;
    writeFileSync(join(dir, 'a.conf'), SITE);
    const r = await runCli(['a.conf', '--no-config', '--format', 'json'], { cwd: dir });
    const messages = (JSON.parse(r.stdout) as { findings: { ruleId: string; message: string }[] }).findings.filter((f) => f.ruleId === 'cert-unreadable').map((f) => f.message);
    expect(messages[0]).toMatch(/^cannot read the certificate file "\/etc\/ssl\/a-ssllint-test\/fullchain\.pem": /);
    expect(messages.join('\n')).not.toContain('outside the repository');
  });
});
