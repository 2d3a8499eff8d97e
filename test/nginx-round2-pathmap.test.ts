// --path-map with a relative TO (the README's `--path-map /etc/nginx=conf`) resolves against the
// working directory, and a config file's `pathMap` against the config file's directory. The
// oracle is `nginx -T`: with the tree's absolute include written as the copy's real place, nginx
// reads exactly the files ssllint reads through the map.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintJson } from './helpers/cli.js';
import { CERTS, hasNginx, httpPreamble, mainPreamble, nginxTest, put } from './helpers/nginx-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-pathmap-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SITE = `server {\n    listen 443 ssl;\n    server_name example.com;\n    ssl_protocols TLSv1 TLSv1.2;\n    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n}\n`;

function tree(root: string): string {
  put(root, 'conf/conf.d/site.conf', SITE);
  return put(root, 'conf/nginx.conf', `events {}\nhttp {\n    include /etc/nginx/conf.d/*.conf;\n}\n`);
}

describe('a relative --path-map target', () => {
  it('resolves against the working directory: the included site is read and linted', async () => {
    const root = join(work, 'cwd');
    tree(root);
    const run = await lintJson(['conf/nginx.conf', '--no-config', '--path-map', '/etc/nginx=conf'], root);
    expect(run.files).toEqual(['conf/conf.d/site.conf', 'conf/nginx.conf'].map((f) => expect.stringContaining(f)));
    expect(run.findings.some((f) => f.ruleId === 'protocol-tls10-tls11' && f.location.file.endsWith('site.conf') && f.location.line === 4)).toBe(true);
    // The same run with an absolute target says the same.
    const absolute = await lintJson(['conf/nginx.conf', '--no-config', '--path-map', `/etc/nginx=${join(root, 'conf')}`], root);
    expect(absolute.findings).toEqual(run.findings);
  });

  it("a config file's pathMap resolves against the config file's directory, not the cwd", async () => {
    const root = join(work, 'cfg');
    tree(root);
    writeFileSync(join(root, 'conf', '.ssllintrc.yml'), 'pathMap:\n  /etc/nginx: .\n');
    const run = await lintJson(['conf/nginx.conf', '--config', join(root, 'conf', '.ssllintrc.yml')], root);
    expect(run.files.some((f) => f.endsWith('conf.d/site.conf'))).toBe(true);
  });

  it('a relative FROM is a usage error', async () => {
    const root = join(work, 'bad');
    tree(root);
    await expect(lintJson(['conf/nginx.conf', '--no-config', '--path-map', 'etc/nginx=conf'], root)).rejects.toThrow(/FROM must be an absolute path/);
  });

  it.skipIf(!hasNginx)('nginx -T reads the same files once the include names the copy', async () => {
    const root = join(work, 'oracle');
    tree(root);
    const conf = join(root, 'conf');
    const main = put(root, 'real/nginx.conf', `${mainPreamble(root)}events {}\nhttp {\n${httpPreamble(root)}    include ${conf}/conf.d/*.conf;\n}\n`);
    const dump = nginxTest(root, main, true);
    expect(dump.ok, dump.output).toBe(true);
    const read = [...dump.output.matchAll(/^# configuration file (.*):$/gm)].map((m) => m[1]);
    expect(read).toContain(`${conf}/conf.d/site.conf`);
    expect(readFileSync(`${conf}/conf.d/site.conf`, 'utf8')).toBe(SITE);
    const run = await lintJson(['conf/nginx.conf', '--no-config', '--path-map', '/etc/nginx=conf'], root);
    expect(run.files.filter((f) => f.endsWith('site.conf')).length).toBe(read.filter((f) => f.endsWith('site.conf')).length);
  });
});
