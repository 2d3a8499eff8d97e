// A file called nginx.conf that holds only `server {}` blocks (Mastodon's dist/nginx.conf) is a
// site file: nginx itself refuses it as a main config ("server" directive is not allowed here)
// and takes it inside `http {}`. ssllint decides main vs fragment by that content, not by name,
// so the fragment alone gets the findings it gets when a main file includes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { classifyFile } from '../src/load/detect.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, hasNginx, httpPreamble, mainPreamble, nginxTest, put } from './helpers/nginx-live.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-fragment-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SITE = `map $http_upgrade $connection_upgrade {
  default upgrade;
  ''      close;
}

server {
  listen 80;
  server_name example.com;
  location / { return 301 https://$host$request_uri; }
}

server {
  listen 443 ssl;
  server_name example.com;
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_ciphers HIGH:!MEDIUM:!LOW:!aNULL:!NULL:!SHA;
  ssl_prefer_server_ciphers on;
  ssl_session_cache shared:SSL:10m;
  ssl_session_tickets off;
  ssl_certificate     ${CERTS}/rsa2048/fullchain.pem;
  ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;
  root /home/mastodon/live/public;
  location / { try_files $uri @proxy; }
  location @proxy { proxy_pass http://127.0.0.1:3000; }
}
`;

const verdicts = (file: string, only?: string) =>
  lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => only === undefined || f.location.file === only)
    .map((f) => `${f.ruleId}:${f.location.line}`)
    .sort();

describe('nginx.conf decided by content', () => {
  const dist = join(work, 'dist');
  const fragment = put(dist, 'nginx.conf', SITE);
  const main = put(work, 'main/nginx.conf', `${mainPreamble(work)}events {}\nhttp {\n${httpPreamble(work)}include ${fragment};\n}\n`);

  it('a site file named nginx.conf is a fragment; a file with http/events at the top is a main file', () => {
    expect(classifyFile(fragment, SITE)?.fragment).toBe(true);
    expect(classifyFile('/x/nginx.conf', 'events {}\nhttp { server { listen 80; } }\n')?.fragment).toBe(false);
    expect(classifyFile('/x/nginx.conf', 'events{}\n# server {\nhttp{}\n')?.fragment).toBe(false);
    // A directive only the main level takes makes a main file (with a misplaced server in it).
    expect(classifyFile('/x/nginx.conf', 'worker_processes 1;\nserver { listen 80; }\n')?.fragment).toBe(false);
    // Neither sign: the name decides, as before.
    expect(classifyFile('/x/nginx.conf', 'include /etc/nginx/modules-enabled/*.conf;\n')?.fragment).toBe(false);
    expect(classifyFile('/x/site.conf', 'server { listen 80; }\n')?.fragment).toBe(true);
    // `http {` inside a string or a comment says nothing.
    expect(classifyFile('/x/nginx.conf', 'server {\n  return 200 "http {";\n}\n')?.fragment).toBe(true);
  });

  it.skipIf(!hasNginx)('nginx refuses it as a main file and takes it inside http {}', () => {
    const alone = nginxTest(work, fragment);
    expect(alone.ok).toBe(false);
    expect(alone.output).toMatch(/"(map|server)" directive is not allowed here/);
    const wrapped = nginxTest(work, main);
    expect(wrapped.ok, wrapped.output).toBe(true);
  });

  it('the fragment alone gets the findings its lines get when a main file includes it', () => {
    const alone = verdicts(fragment);
    expect(alone.filter((v) => v.startsWith('server-') || v.startsWith('hsts') || v.startsWith('cipher')).length).toBeGreaterThan(0);
    expect(alone).toEqual(verdicts(main, fragment));
  });

  it('a directory holding such an nginx.conf is a folder of fragments', () => {
    expect(lint(fixedLintOptions([dist]), RULES).findings.map((f) => `${f.ruleId}:${f.location.line}`).sort()).toEqual(verdicts(fragment));
  });
});
