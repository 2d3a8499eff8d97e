// With no server version given or detected, the tree bounds it: the oldest release that accepts
// every directive and `listen` parameter it uses. A finding that holds only from a newer release
// is info and says "from nginx X"; a fix that needs a newer release is not a safe fix.
import { describe, expect, it } from 'vitest';
import { loadPaths } from '../src/source/load.js';
import { treeFloor } from '../src/version-floor.js';
import { runCli, lintJson } from './helpers/cli.js';
import { writeTree } from './helpers/fix.js';

const CERTS = 'ssl_certificate /etc/ssl/site.pem;\n        ssl_certificate_key /etc/ssl/site.key;';
const nginxTree = (servers: string) => ({ 'nginx.conf': `events {}\nhttp {\n${servers}}\n` });
const server = (body: string) => `    server {\n        ${body}\n        ${CERTS}\n        server_name example.com;\n    }\n`;

function floorOf(files: Record<string, string>, root: string) {
  const dir = writeTree(files);
  const tree = loadPaths([`${dir}/${root}`], { pathMap: [] }).trees[0];
  return treeFloor(tree);
}

describe('the floor a tree sets', () => {
  it.each([
    ['listen 443 ssl;', undefined],
    ['listen 443 ssl http2;', '1.9.5 "listen … http2"'],
    ['listen 443 ssl;\n        ssl_reject_handshake on;', '1.19.4 "ssl_reject_handshake"'],
    ['listen 443 ssl;\n        http2 on;', '1.25.1 "http2"'],
    ['listen 443 quic reuseport;', '1.25.0 "listen … quic"'],
    ['listen 443 ssl;\n        ssl_certificate_compression on;', '1.29.1 "ssl_certificate_compression"'],
    ['listen 443 ssl;\n        ssl_ech_file /etc/nginx/ech.pem;', '1.29.4 "ssl_ech_file"'],
  ] as const)('nginx: %s → %s', (body, expected) => {
    const floor = floorOf(nginxTree(server(body)), 'nginx.conf');
    expect(floor ? `${floor.version} ${floor.because}` : undefined).toBe(expected);
  });

  it('nginx: the keys of a map are data, not directives', () => {
    expect(floorOf(nginxTree(`    map $host $h2 {\n        http2 1;\n        default 0;\n    }\n${server('listen 443 ssl;')}`), 'nginx.conf')).toBeUndefined();
  });

  it('Apache: SSLVHostSNIPolicy means httpd 2.4.66 (CHANGES 2.4.66, a release after the last tag the table reads)', () => {
    expect(floorOf({ 'httpd.conf': 'SSLVHostSNIPolicy strict\nListen 443\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>\n' }, 'httpd.conf')).toMatchObject({ version: '2.4.66', because: 'SSLVHostSNIPolicy' });
  });

  it('Apache: Protocols means httpd 2.4.17; inside <IfVersion>/<IfModule> it bounds nothing', () => {
    const vhost = (inner: string) => ({ 'httpd.conf': `Listen 443\n<VirtualHost *:443>\n    SSLEngine on\n${inner}</VirtualHost>\n` });
    expect(floorOf(vhost('    Protocols h2 http/1.1\n'), 'httpd.conf')).toMatchObject({ version: '2.4.17', because: 'Protocols' });
    expect(floorOf(vhost('    <IfVersion >= 2.4.17>\n        Protocols h2 http/1.1\n    </IfVersion>\n'), 'httpd.conf')).toBeUndefined();
    expect(floorOf(vhost('    <IfModule http2_module>\n        Protocols h2 http/1.1\n    </IfModule>\n'), 'httpd.conf')).toBeUndefined();
  });
});

describe('a finding that holds only from a newer release than the tree shows', () => {
  const legacyHttp2 = nginxTree(server('listen 443 ssl http2;\n        ssl_reject_handshake off;'));

  it('`listen … http2` on an unpinned tree that may run nginx 1.19.4: info, "from nginx 1.25.1", no safe fix', async () => {
    const dir = writeTree(legacyHttp2);
    const { findings } = await lintJson([`${dir}/nginx.conf`, '--no-config']);
    const deprecated = findings.filter((f) => f.ruleId === 'directive-deprecated');
    expect(deprecated.map((f) => [f.location.line, f.location.column, f.severity])).toEqual([[4, 24, 'info']]);
    expect(deprecated[0].message).toBe(
      'the "listen ... http2" directive is deprecated, use the "http2" directive instead (nginx 1.25.1); from nginx 1.25.1 on (this tree needs only nginx 1.19.4, for "ssl_reject_handshake"): pin the release with --nginx-version or --platform',
    );
    // The fix names its release once, though both the fix and the ranking say it.
    expect(deprecated[0].fix?.description).toBe('remove http2 from the listen lines and enable HTTP/2 with its own directive, `http2 on;` (nginx 1.25.1 or later)');
    const dry = await runCli([`${dir}/nginx.conf`, '--no-config', '--fix-dry-run']);
    expect(dry.stdout).not.toContain('http2 on;');
  });

  it('pinned, detected or shown by the tree to be new enough: a warning as before, its fix safe', async () => {
    const dir = writeTree(legacyHttp2);
    const pinned = await lintJson([`${dir}/nginx.conf`, '--no-config', '--nginx-version', '1.26.0']);
    expect(pinned.findings.filter((f) => f.ruleId === 'directive-deprecated').map((f) => f.severity)).toEqual(['warning']);
    const platform = await lintJson([`${dir}/nginx.conf`, '--no-config', '--platform', 'debian-13']);
    expect(platform.findings.filter((f) => f.ruleId === 'directive-deprecated').map((f) => f.severity)).toEqual(['warning']);
    const newer = writeTree(nginxTree(server('listen 443 ssl http2;') + server('listen 8443 ssl;\n        http2 on;')));
    const shown = await lintJson([`${newer}/nginx.conf`, '--no-config']);
    expect(shown.findings.filter((f) => f.ruleId === 'directive-deprecated').map((f) => [f.location.line, f.severity, f.message])).toEqual([
      [4, 'warning', 'the "listen ... http2" directive is deprecated, use the "http2" directive instead (nginx 1.25.1)'],
    ]);
  });

  it('http2-disabled: `http2 on;` is a safe fix only where nginx 1.25.1 or later is known', async () => {
    const dir = writeTree(nginxTree(server('listen 443 ssl;')));
    const dry = await runCli([`${dir}/nginx.conf`, '--no-config', '--fix-dry-run']);
    expect(dry.stdout).not.toContain('http2 on;');
    const pinned = await runCli([`${dir}/nginx.conf`, '--no-config', '--fix-dry-run', '--nginx-version', '1.25.1']);
    expect(pinned.stdout).toContain('+        http2 on;');
    const risky = await runCli([`${dir}/nginx.conf`, '--no-config', '--fix-dry-run', '--fix-type', 'safe,risky']);
    expect(risky.stdout).toContain('+        http2 on;');
    const { findings } = await lintJson([`${dir}/nginx.conf`, '--no-config']);
    expect(findings.filter((f) => f.ruleId === 'http2-disabled').map((f) => f.severity)).toEqual(['info']);
  });
});

describe('semantics that change at a release, on an unpinned tree', () => {
  // nginx 1.29.2: each server's own ssl_protocols (CHANGES 1.29.2); before, the socket's default
  // server's. The assumed release (1.30.4) is newer, but an unpinned tree is judged as before
  // 1.29.2 unless it needs 1.29.2 itself: most packaged nginx of 2026 are older.
  const tree = (extra: string) => nginxTree(server('listen 443 ssl default_server;\n        ssl_protocols TLSv1.2 TLSv1.3;') + server(`listen 443 ssl;\n        ssl_protocols TLSv1 TLSv1.2;${extra}`));
  const tls10 = async (files: Record<string, string>, ...args: string[]) => (await lintJson([`${writeTree(files)}/nginx.conf`, ...args])).findings.filter((f) => f.ruleId === 'protocol-tls10-tls11').length;

  it('unpinned: the default server decides; pinned at 1.29.1 too; from 1.29.2 (given, or needed by the tree) the server’s own list counts', async () => {
    expect(await tls10(tree(''))).toBe(0);
    expect(await tls10(tree(''), '--nginx-version', '1.29.1')).toBe(0);
    expect(await tls10(tree(''), '--nginx-version', '1.29.2')).toBe(1);
    expect(await tls10(tree('\n        add_header_inherit merge;'))).toBe(1);
  });
});

