// The real servers as the oracle for tls13-early-data: nginx with `ssl_early_data on` accepts a
// resumed client's 0-RTT request (openssl s_client -early_data: "Early data was accepted"), and
// the rule reports it; with it off, and with httpd (whose tickets allow no early data: "Max
// Early Data: 0"), nothing is sent early, and the rule says nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { apache2Binary, apache2Missing } from './apache-httpd.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { absent, skipNote } from './helpers/peers.js';
import { freePort } from './helpers/ports.js';

const CERTS = resolve(__dirname, '../fixtures/certs');
const MODULES = '/usr/lib/apache2/modules';
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const work = makeTmp('ssllint-early-').dir;
afterAll(() => removeTmp(work));

function ruleSays(file: string): string[] {
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => f.ruleId === 'tls13-early-data')
    .map((f) => f.severity);
}

/** A first connection saves the session; a second resumes it and sends the request as early data. */
function tryEarlyData(port: number): string {
  const req = join(work, `req-${port}.txt`);
  const sess = join(work, `sess-${port}.pem`);
  writeFileSync(req, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_3', '-sess_out', sess, '-ign_eof'], { input: readFileSync(req), timeout: 10_000 });
  const second = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_3', '-sess_in', sess, '-early_data', req], { input: '', encoding: 'utf8', timeout: 10_000 });
  return /Early data was (accepted|rejected|not sent)/.exec(`${second.stdout}${second.stderr}`)?.[0] ?? `no verdict: ${second.stdout}${second.stderr}`;
}

/**
 * Runs `body` once the server answers on `port`, then stops it. A server that exits first (its
 * port taken, a bad config) fails the test with its exit code instead of hanging it: the exit
 * is awaited only from a child that is still running.
 */
async function whileUp<T>(child: ChildProcess, port: number, body: () => T): Promise<T> {
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_3'], { input: '', encoding: 'utf8', timeout: 5_000 });
      if (/CONNECTED/.test(probe.stdout ?? '')) break;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it listened on ${port}`);
      if (Date.now() > deadline) throw new Error(`the server did not listen on ${port} within 10 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return body();
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

describe.skipIf(!hasNginx || !hasOpenssl)(`nginx accepts 0-RTT exactly when the rule says so${skipNote(!hasNginx ? absent('nginx') : !hasOpenssl ? absent('openssl') : undefined)}`, () => {
  for (const early of ['on', 'off'] as const) {
    it(`ssl_early_data ${early}`, async () => {
      const port = await freePort();
      const dir = join(work, `nginx-${early}`);
      spawnSync('mkdir', ['-p', dir]);
      const conf = join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        `error_log ${dir}/error.log;\npid ${dir}/nginx.pid;\ndaemon off;\nevents {}\nhttp {\n    access_log off;\n    client_body_temp_path ${dir};\n    proxy_temp_path ${dir};\n    fastcgi_temp_path ${dir};\n    uwsgi_temp_path ${dir};\n    scgi_temp_path ${dir};\n    server {\n        listen 127.0.0.1:${port} ssl;\n        ssl_protocols TLSv1.3;\n        ssl_early_data ${early};\n        ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n        ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n        location / {\n            return 200 "ok";\n        }\n    }\n}\n`,
      );
      const child = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
      const verdict = await whileUp(child, port, () => tryEarlyData(port));
      expect(verdict).toBe(early === 'on' ? 'Early data was accepted' : 'Early data was not sent');
      expect(ruleSays(conf)).toEqual(early === 'on' ? ['warning'] : []);
    }, 40_000);
  }
});

describe.skipIf(apache2Missing !== undefined || !hasOpenssl || !existsSync(join(MODULES, 'mod_socache_shmcb.so')))(`httpd never takes 0-RTT, and the rule says nothing${skipNote(apache2Missing ?? (!hasOpenssl ? absent('openssl') : existsSync(join(MODULES, 'mod_socache_shmcb.so')) ? undefined : 'no mod_socache_shmcb.so'))}`, () => {
  it('TLS 1.3 with session tickets on', async () => {
    const port = await freePort();
    const conf = join(work, 'httpd.conf');
    const load = [['mpm_event_module', 'mod_mpm_event.so'], ['authz_core_module', 'mod_authz_core.so'], ['socache_shmcb_module', 'mod_socache_shmcb.so'], ['ssl_module', 'mod_ssl.so']];
    writeFileSync(
      conf,
      [
        `PidFile ${work}/httpd.pid`,
        `ErrorLog ${work}/httpd.log`,
        `Mutex file:${work} default`,
        'ServerName localhost',
        ...load.map(([id, so]) => `LoadModule ${id} ${MODULES}/${so}`),
        `Listen 127.0.0.1:${port}`,
        `<VirtualHost 127.0.0.1:${port}>`,
        '    SSLEngine on',
        '    SSLProtocol -all +TLSv1.3',
        '    SSLSessionTickets on',
        `    SSLCertificateFile ${CERTS}/rsa2048/fullchain.pem`,
        `    SSLCertificateKeyFile ${CERTS}/rsa2048/privkey.pem`,
        '</VirtualHost>',
        '',
      ].join('\n'),
    );
    const child = spawn(apache2Binary as string, ['-d', work, '-f', conf, '-DFOREGROUND'], { stdio: 'ignore' });
    const verdict = await whileUp(child, port, () => tryEarlyData(port));
    expect(verdict).toBe('Early data was not sent');
    expect(ruleSays(conf)).toEqual([]);
  }, 40_000);
});
