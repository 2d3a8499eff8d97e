// The real servers as the oracle for ocsp-stapling-unusable: nginx -t says "ssl_stapling
// ignored, no OCSP responder URL in the certificate" exactly for the certificates the rule
// reports, and httpd, started for real (apache2 -t never reaches mod_ssl's stapling set-up),
// refuses to start without SSLStaplingCache and logs AH02218 for a leaf without a responder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { apache2Binary, apache2Missing } from './apache-httpd.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { absent, skipNote } from './helpers/peers.js';

const CERTS = resolve(__dirname, '../fixtures/certs');
const MODULES = '/usr/lib/apache2/modules';
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const work = makeTmp('ssllint-stapling-').dir;
afterAll(() => removeTmp(work));

function ruleSays(file: string): string[] {
  return lint(fixedLintOptions([file]), RULES)
    .findings.filter((f) => f.ruleId === 'ocsp-stapling-unusable')
    .map((f) => f.message);
}

describe.skipIf(!hasNginx)(`nginx -t agrees on which certificates nginx cannot staple for${skipNote(hasNginx ? undefined : absent('nginx'))}`, () => {
  for (const leaf of ['rsa2048', 'ocsp', 'ecdsa-p256']) {
    it(leaf, () => {
      const conf = join(work, `nginx-${leaf}.conf`);
      writeFileSync(
        conf,
        `error_log ${work}/error.log;\npid ${work}/nginx.pid;\nevents {}\nhttp {\n    resolver 127.0.0.53;\n    server {\n        listen 127.0.0.1:58443 ssl;\n        ssl_stapling on;\n        ssl_certificate ${CERTS}/${leaf}/fullchain.pem;\n        ssl_certificate_key ${CERTS}/${leaf}/privkey.pem;\n    }\n}\n`,
      );
      const real = spawnSync('nginx', ['-t', '-p', work, '-c', conf], { encoding: 'utf8', timeout: 10_000 });
      const output = `${real.stdout}${real.stderr}`;
      expect(real.status, output).toBe(0);
      const nginxIgnores = output.includes('no OCSP responder URL in the certificate');
      const says = ruleSays(conf).some((m) => m.includes('names no OCSP responder'));
      expect(says, output).toBe(nginxIgnores);
      expect(nginxIgnores).toBe(leaf !== 'ocsp');
    });
  }
});

/** Starts httpd in the foreground until it is up or gives up; returns its exit status (null: it was up) and log. */
async function startHttpd(conf: string, log: string): Promise<{ status: number | null; log: string }> {
  const child = spawn(apache2Binary as string, ['-d', work, '-f', conf, '-DFOREGROUND'], { stdio: 'ignore' });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const deadline = Date.now() + 15_000;
  let status: number | null | undefined;
  while (Date.now() < deadline && status === undefined) {
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    if (text.includes('resuming normal operations')) break;
    status = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 100))]);
  }
  if (status === undefined) {
    child.kill('SIGTERM');
    await exited;
    status = null;
  }
  return { status, log: existsSync(log) ? readFileSync(log, 'utf8') : '' };
}

function httpdConf(name: string, lines: string[]): { conf: string; log: string } {
  const conf = join(work, `${name}.conf`);
  const log = join(work, `${name}.log`);
  const load = [['mpm_event_module', 'mod_mpm_event.so'], ['authz_core_module', 'mod_authz_core.so'], ['socache_shmcb_module', 'mod_socache_shmcb.so'], ['ssl_module', 'mod_ssl.so']];
  writeFileSync(
    conf,
    [
      `PidFile ${work}/${name}.pid`,
      `ErrorLog ${log}`,
      `Mutex file:${work} default`,
      'ServerName localhost',
      'Listen 127.0.0.1:58444',
      ...load.map(([id, so]) => `LoadModule ${id} ${MODULES}/${so}`),
      ...lines,
      '',
    ].join('\n'),
  );
  return { conf, log };
}

const vhost = (leaf: string): string[] => [
  '<VirtualHost 127.0.0.1:58444>',
  '    ServerName example.com',
  '    SSLEngine on',
  '    SSLUseStapling on',
  `    SSLCertificateFile ${CERTS}/${leaf}/fullchain.pem`,
  `    SSLCertificateKeyFile ${CERTS}/${leaf}/privkey.pem`,
  '</VirtualHost>',
];

describe.skipIf(apache2Missing !== undefined || !existsSync(join(MODULES, 'mod_socache_shmcb.so')))(`httpd agrees (started for real)${skipNote(apache2Missing ?? (existsSync(join(MODULES, 'mod_socache_shmcb.so')) ? undefined : 'no mod_socache_shmcb.so'))}`, () => {
  it('refuses to start without SSLStaplingCache, as the rule says', async () => {
    const { conf, log } = httpdConf('nocache', vhost('ocsp'));
    const real = await startHttpd(conf, log);
    expect(real.status, real.log).not.toBe(null);
    expect(real.log).toContain('AH01958');
    expect(ruleSays(conf).filter((m) => m.includes('refuses to start'))).toHaveLength(1);
  }, 30_000);

  it('logs AH02218 for the leaf without a responder and only for it', async () => {
    const { conf, log } = httpdConf('cache', [`SSLStaplingCache shmcb:${work}/stapling(32768)`, ...vhost('rsa2048'), ...vhost('ocsp').map((l) => l.replace('example.com', 'www.example.com'))]);
    const real = await startHttpd(conf, log);
    expect(real.status, real.log).toBe(null);
    const unusable = (real.log.match(/AH02218/g) ?? []).length > 0;
    expect(unusable).toBe(true);
    expect(real.log).toContain('serial: 1005');
    const says = ruleSays(conf);
    expect(says).toHaveLength(1);
    expect(says[0]).toContain('rsa2048/fullchain.pem" names no OCSP responder');
  }, 30_000);
});
