// #36 item 9: words the platform's OpenSSL cannot act on, still written in the file. On Debian 12
// (OpenSSL 3.0), `ssl_protocols SSLv3 TLSv1.2` and `ssl_ciphers RC4-SHA:HIGH` enable nothing more
// than TLSv1.2 and HIGH; each word is an info at the word, with a safe fix that removes it. The
// oracle is this machine's OpenSSL 3.0: it has no SSLv3 at all and selects the same suites with
// and without RC4-SHA; nginx -t accepts both lines, before and after the fix.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type JsonFinding } from './helpers/cli.js';
import { CERTS, hasNginx, hasOpenssl, nginxTest, put, wholeConfig } from './helpers/nginx-live.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-inert-').dir;
afterAll(() => removeTmp(work));
let n = 0;

function site(lines: string): { dir: string; conf: string } {
  const dir = `${work}/s${n++}`;
  const tls = `    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n`;
  return { dir, conf: put(dir, 'nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:1 ssl;\n    server_name example.com;\n${tls}${lines}}\n`)) };
}

async function findings(conf: string, args: string[]): Promise<JsonFinding[]> {
  const run = await runCli([...args, '--format', 'json', conf]);
  return (JSON.parse(run.stdout) as { findings: JsonFinding[] }).findings;
}

const LINES = '    ssl_protocols SSLv3 TLSv1.2;\n    ssl_ciphers RC4-SHA:HIGH;\n';

/** Findings about the two words: rule, severity, line:column, message. */
const inert = (list: JsonFinding[]) => list.filter((f) => /is listed but/.test(f.message)).map((f) => `${f.ruleId} ${f.severity} ${f.location.line}:${f.location.column} ${f.message}`);

describe.skipIf(!hasOpenssl)('the oracle: OpenSSL 3.0 on this machine', () => {
  it('has no SSLv3, and RC4-SHA adds nothing to HIGH', () => {
    expect(spawnSync('openssl', ['s_client', '-ssl3'], { encoding: 'utf8' }).stderr).toMatch(/Unknown option: -ssl3/);
    const ciphers = (s: string) => spawnSync('openssl', ['ciphers', '-s', '-tls1_2', s], { encoding: 'utf8' }).stdout;
    expect(ciphers('RC4-SHA:HIGH')).toBe(ciphers('HIGH'));
    expect(spawnSync('openssl', ['ciphers', 'RC4-SHA'], { encoding: 'utf8' }).status).not.toBe(0);
  });
});

describe('on --platform debian-12', () => {
  it('each word is an info at the word, naming the platform\'s OpenSSL and the builds that can offer it', async () => {
    const s = site(LINES);
    expect(inert(await findings(s.conf, ['--platform', 'debian-12']))).toEqual([
      'protocol-sslv3 info 17:19 SSLv3 is listed but OpenSSL 3.0.19 here cannot offer it; it would enable SSLv3 on a build that can (OpenSSL 1.0.2); remove it',
      'cipher-rc4 info 18:17 RC4-SHA is listed but OpenSSL 3.0.19 here cannot offer it; it would enable RC4 suites on a build that can (OpenSSL 1.0.2 and OpenSSL 1.1.1); remove it',
    ]);
  });

  it('the default fix (safe) removes both words; nginx -t accepts the tree before and after, and the findings are gone', async () => {
    const s = site(LINES);
    if (hasNginx) expect(nginxTest(s.dir, s.conf).ok).toBe(true);
    const run = await runCli(['--platform', 'debian-12', '--fix', s.conf]);
    expect(run.code).not.toBe(2);
    const text = readFileSync(s.conf, 'utf8');
    expect(text).toContain('    ssl_protocols TLSv1.2;\n    ssl_ciphers HIGH;\n');
    if (hasNginx) expect(nginxTest(s.dir, s.conf).ok).toBe(true);
    expect(inert(await findings(s.conf, ['--platform', 'debian-12']))).toEqual([]);
  });

  it('broad words, exclusions, and a word that is the only one left are not removed', async () => {
    const s = site('    ssl_protocols SSLv3;\n    ssl_ciphers ALL:!aNULL:!RC4;\n');
    const list = await findings(s.conf, ['--platform', 'debian-12']);
    const said = list.filter((f) => /is listed but/.test(f.message));
    expect(said.map((f) => `${f.ruleId} ${f.location.column}`)).toEqual(['protocol-sslv3 19']);
    expect(said[0].fix?.replacement).toBeUndefined();
  });
});

describe('where the OpenSSL is not known', () => {
  it('every generation is judged, and 1.0.2 speaks SSLv3 and RC4: the findings are the ordinary ones, not words', async () => {
    const s = site(LINES);
    const list = await findings(s.conf, []);
    expect(inert(list)).toEqual([]);
    expect(list.filter((f) => f.ruleId === 'protocol-sslv3' || f.ruleId === 'cipher-rc4').map((f) => f.ruleId).sort()).toEqual(['cipher-rc4', 'protocol-sslv3']);
  });

  it('--openssl 1.1.1 named: SSLv3 is a word 1.1.1 cannot act on, RC4-SHA is not (1.1.1 offers it)', async () => {
    const s = site(LINES);
    const list = await findings(s.conf, ['--openssl', '1.1.1']);
    expect(inert(list).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual(['protocol-sslv3 info']);
    expect(list.some((f) => f.ruleId === 'cipher-rc4' && f.severity === 'error')).toBe(true);
  });
});
