// Properties of --fix on generated nginx and Apache trees: a second --fix changes nothing, and
// the --fix-dry-run diff applied with `patch -p1` gives exactly the files --fix writes.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { scratchDir, writeTree, hasPatch, patchMissing } from './helpers/fix.js';
import { skipNote } from './helpers/peers.js';


const NGINX_SERVER_LINES = [
  'ssl_protocols TLSv1 TLSv1.1 TLSv1.2;',
  'ssl_protocols "SSLv3" TLSv1.2;',
  'ssl_ciphers HIGH:!aNULL:RC4;',
  "ssl_ciphers 'ALL:3DES';",
  'ssl_prefer_server_ciphers off;',
  'ssl_session_cache builtin:1000;',
  'ssl_stapling off;',
  'keepalive_timeout 0;',
  'http2 off;',
  'add_header X-Frame-Options DENY;',
  'server_name example.com; # the shop',
];
const APACHE_VHOST_LINES = ['SSLProtocol all', 'SSLCipherSuite "HIGH:RC4"', 'SSLHonorCipherOrder off', 'SSLCompression on', 'SSLInsecureRenegotiation on', 'KeepAlive Off', 'SSLUseStapling off', 'ServerName example.com'];

/** nginx refuses a second ssl_protocols or ssl_ciphers in one block ("is duplicate"). */
const oneEach = (lines: string[]): boolean => new Set(lines.map((l) => l.split(' ')[0])).size === lines.length;

const layout = fc.record({
  crlf: fc.boolean(),
  finalNewline: fc.boolean(),
  indent: fc.constantFrom('    ', '  ', '\t'),
});

const nginxTree = fc
  .record({
    layout,
    servers: fc.array(fc.record({ lines: fc.subarray(NGINX_SERVER_LINES).filter(oneEach), location: fc.boolean(), snippet: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    httpLines: fc.subarray(['ssl_protocols TLSv1 TLSv1.2;', 'keepalive_timeout 0;', 'ssl_session_cache shared:SSL:1m;']),
  })
  .map(({ layout: l, servers, httpLines }) => {
    const i = l.indent;
    const snippet = ['ssl_protocols TLSv1.1 TLSv1.2;', 'ssl_ciphers DEFAULT:RC4;', ''].join('\n');
    const body = servers
      .map((s, n) =>
        [
          `${i}server {`,
          `${i}${i}listen ${443 + n} ssl;`,
          ...s.lines.map((x) => `${i}${i}${x}`),
          ...(s.snippet ? [`${i}${i}include snippet.conf;`] : []),
          ...(s.location ? [`${i}${i}location ~* \\.(css|js)$ {`, `${i}${i}${i}add_header X-Content-Type-Options nosniff;`, `${i}${i}}`] : []),
          `${i}}`,
        ].join('\n'),
      )
      .join('\n');
    const main = ['events {}', 'http {', ...httpLines.map((x) => `${i}${x}`), body, '}'].join('\n');
    return { 'nginx.conf': shape(main, l), 'snippet.conf': shape(snippet, l) };
  });

const apacheTree = fc.record({ layout, vhosts: fc.array(fc.subarray(APACHE_VHOST_LINES), { minLength: 1, maxLength: 3 }) }).map(({ layout: l, vhosts }) => {
  const i = l.indent;
  const main = [
    'LoadModule ssl_module modules/mod_ssl.so',
    'LoadModule headers_module modules/mod_headers.so',
    ...vhosts.map((_, n) => `Listen ${443 + n}`),
    ...vhosts.flatMap((lines, n) => [`<VirtualHost *:${443 + n}>`, `${i}SSLEngine on`, ...lines.map((x) => `${i}${x}`), '</VirtualHost>']),
  ].join('\n');
  return { 'httpd.conf': shape(main, l) };
});

function shape(text: string, l: { crlf: boolean; finalNewline: boolean }): string {
  const t = l.finalNewline ? `${text}\n` : text;
  return l.crlf ? t.replace(/\n/g, '\r\n') : t;
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) if (!name.endsWith('.orig') && !name.endsWith('.rej')) out[name] = readFileSync(join(dir, name), 'utf8');
  return out;
}

async function check(files: Record<string, string>): Promise<void> {
  const root = Object.keys(files)[0];
  const base = writeTree(files);
  const fixedDir = scratchDir('ssllint-fixed-');
  const patchedDir = scratchDir('ssllint-patched-');
  cpSync(base, fixedDir, { recursive: true });
  cpSync(base, patchedDir, { recursive: true });
  const flags = ['--no-config', '--fix-type', 'safe,risky', '--now', '2026-06-01'];

  await runCli([root, '--fix', ...flags], { cwd: fixedDir });
  const once = snapshot(fixedDir);
  const again = await runCli([root, '--fix', ...flags], { cwd: fixedDir });
  expect(snapshot(fixedDir)).toEqual(once);
  expect(again.stderr).not.toMatch(/^ssllint: fixed/);

  const dry = await runCli([root, '--fix-dry-run', ...flags], { cwd: patchedDir });
  expect(snapshot(patchedDir)).toEqual(snapshot(base));
  if (dry.stdout !== '') execFileSync('patch', ['-p1', '--quiet', '--no-backup-if-mismatch'], { cwd: patchedDir, input: dry.stdout });
  expect(snapshot(patchedDir)).toEqual(once);
}

describe.skipIf(!hasPatch)(`fix properties (needs GNU patch)${skipNote(patchMissing)}`, () => {
  it('nginx: a second --fix changes nothing; the dry-run diff patched in equals --fix', async () => {
    await fc.assert(fc.asyncProperty(nginxTree, check), { numRuns: 40 });
  });

  it('Apache: the same', async () => {
    await fc.assert(fc.asyncProperty(apacheTree, check), { numRuns: 30 });
  });
});
