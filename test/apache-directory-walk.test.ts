// The real httpd as the oracle for which sections reach a request, and in what order: each
// section sets its own header, httpd serves a file from each DocumentRoot, and the order of
// the headers in its response (mod_headers applies the merged list in merge order) must be
// the order of the headers the model merged for the section that the request matches last
// in reading order among those that are not universal: <Directory*> sections by
// directories.ts, and the sections that match any request (universal.ts) around it.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apache2Binary, apache2Missing, httpdPreamble } from './apache-httpd.js';
import { modelOf, serverNamed } from './model-helpers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { freePort } from './helpers/ports.js';


/** Sections over the three document roots below; `R` is the temporary root. */
function config(R: string, port: number): string {
  return `${httpdPreamble(R, port, [['headers_module', 'mod_headers.so']])}<DirectoryMatch "^${R}/www/">
    Header set X-Regex-Www 1
</DirectoryMatch>
<Directory ${R}/www/*>
    Header set X-Wildcard-Star 1
</Directory>
<Directory ${R}/www/html>
    Header set X-Plain-Html 1
</Directory>
<Directory />
    Header set X-Root 1
</Directory>
<Directory ${R}/*>
    Header set X-Wildcard-Top 1
</Directory>
<Directory ${R}/www/h?m[a-l]>
    Header set X-Wildcard-Class 1
</Directory>
<Directory ${R}/*/html/static>
    Header set X-Deeper 1
</Directory>
<Directory ~ "html$">
    Header set X-Dir-Only 1
</Directory>
<Directory ~ "/\\.site/">
    Header set X-Regex-Dot 1
</Directory>
<Location />
    Header set X-Main-Location 1
</Location>
<Files *>
    Header set X-Files-Star 1
</Files>
<FilesMatch "\\.php$">
    Header set X-Php 1
</FilesMatch>
<VirtualHost 127.0.0.1:${port}>
    ServerName html.test
    DocumentRoot ${R}/www/html
    <LocationMatch "^/">
        Header set X-Vhost-Location-Match 1
    </LocationMatch>
    <FilesMatch "\\.txt$">
        Header set X-Vhost-Txt 1
    </FilesMatch>
    <Location />
        Header set X-Location 1
    </Location>
</VirtualHost>
<VirtualHost 127.0.0.1:${port}>
    ServerName dot.test
    DocumentRoot ${R}/www/.site/
    <Directory ${R}/www/.site>
        Header set X-Vhost-Dir 1
    </Directory>
    <Location />
        Header set X-Location 1
    </Location>
</VirtualHost>
<VirtualHost 127.0.0.1:${port}>
    ServerName other.test
    DocumentRoot ${R}/other
    <Location />
        Header set X-Location 1
    </Location>
</VirtualHost>
`;
}


/** The X-* header names of httpd's answer for /index.txt on `host`, in the order sent. */
function xHeaders(port: number, host: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/index.txt', headers: { Host: host }, timeout: 5_000 }, (res) => {
      res.resume();
      const names: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) if (/^x-/i.test(res.rawHeaders[i])) names.push(res.rawHeaders[i]);
      res.on('end', () => (res.statusCode === 200 ? resolve(names) : reject(new Error(`${host}: HTTP ${res.statusCode}`))));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

async function whenUp(port: number, log: () => string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      await xHeaders(port, 'html.test');
      return;
    } catch (err) {
      if (Date.now() > until) throw new Error(`httpd did not answer: ${(err as Error).message}\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe.skipIf(apache2Missing !== undefined)(`<Directory*> merge order against a running httpd${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
  let root: string;
  let port: number;
  let httpd: ChildProcess | undefined;
  let file: string;

  beforeAll(async () => {
    root = makeTmp('ssllint-dirwalk-').dir;
    for (const dir of ['www/html', 'www/.site', 'other']) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'index.txt'), 'ok\n');
    }
    // httpd started as root serves as `nobody`, who must be able to read the tree.
    for (const dir of ['', 'www', 'www/html', 'www/.site', 'other']) chmodSync(join(root, dir), 0o755);
    port = await freePort();
    file = join(root, 'httpd.conf');
    writeFileSync(file, config(root, port));
    httpd = spawn(apache2Binary!, ['-d', root, '-f', file, '-X'], { stdio: 'ignore' });
    await whenUp(port, () => {
      try {
        return readFileSync(join(root, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    });
  }, 30_000);

  afterAll(() => {
    httpd?.kill('SIGKILL');
    removeTmp(root);
  });

  test.each([
    // The <FilesMatch> that matches index.txt: the universal <Files *> before it, the <Location>s after.
    ['html.test', 'files', ['X-Root', 'X-Wildcard-Top', 'X-Wildcard-Star', 'X-Plain-Html', 'X-Wildcard-Class', 'X-Regex-Www', 'X-Files-Star', 'X-Vhost-Txt', 'X-Main-Location', 'X-Vhost-Location-Match', 'X-Location']],
    // The two regexes go by their number of slashes, not by reading order (core.c's sort).
    ['dot.test', 'location', ['X-Root', 'X-Wildcard-Top', 'X-Wildcard-Star', 'X-Vhost-Dir', 'X-Regex-Dot', 'X-Regex-Www', 'X-Files-Star', 'X-Main-Location', 'X-Location']],
    ['other.test', 'location', ['X-Root', 'X-Wildcard-Top', 'X-Files-Star', 'X-Main-Location', 'X-Location']],
  ] as const)('%s: the model merges into its <%s> section what httpd sends, in its order', async (host, kind, expected) => {
    const sent = await xHeaders(port, host);
    expect(sent).toEqual(expected);
    const scope = serverNamed(modelOf(file), host).scopes.find((s) => s.kind === kind)!;
    expect(scope.http.headers.value.map((h) => h.name)).toEqual(sent);
  });
});
