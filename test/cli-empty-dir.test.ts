// A directory named on the command line that holds nothing to lint (a wrong path, a tree not
// checked out) must not read as a clean bill: exit 2 with one line, as for a path that does not
// exist. A lone file in neither dialect stays quiet (the pre-commit hook passes such files).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-empty-').dir;
mkdirSync(join(dir, 'empty'));
mkdirSync(join(dir, 'fail2ban'));
writeFileSync(join(dir, 'fail2ban', 'jail.conf'), '[sshd]\nenabled = true\n');
mkdirSync(join(dir, 'site'));
writeFileSync(join(dir, 'site', 'nginx.conf'), 'events {}\nhttp {\n    server {\n        listen 80;\n    }\n}\n');

describe('a directory with nothing to lint', () => {
  it('is a usage error: exit 2, one line, no report', async () => {
    expect(await runCli(['empty', '--no-config'], { cwd: dir })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'ssllint: empty: no nginx or Apache configuration in it (no nginx.conf, httpd.conf or apache2.conf, and no .conf file in either dialect)\n',
    });
    const other = await runCli(['site', 'fail2ban', '--no-config'], { cwd: dir });
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/^ssllint: fail2ban: no nginx or Apache configuration in it/);
  });

  it('a lone file in neither dialect is a usage error too, passed over quietly with --skip-unknown-files', async () => {
    expect(await runCli(['fail2ban/jail.conf', 'site', '--no-config'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'ssllint: fail2ban/jail.conf: neither nginx nor Apache configuration was recognised\n' });
    expect(await runCli(['fail2ban/jail.conf', 'site', '--no-config', '--skip-unknown-files'], { cwd: dir })).toEqual({ code: 0, stdout: '✔ no problems in 1 file, 1 server\n', stderr: '' });
  });
});

describe('ssllint audit of a directory with nothing to lint', () => {
  it('is the same usage error', async () => {
    const r = await runCli(['audit', 'empty', '--no-config'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^ssllint: empty: no nginx or Apache configuration in it \(/);
  });
});
