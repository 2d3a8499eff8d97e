// The Mozilla policies' verdict, held to a live check: the real nginx on 127.0.0.1 serves each
// of Mozilla's generated nginx 1.22.1 configs (guideline 5.7: modern, intermediate, old), and
// sslyze (PyPI) scans it and checks it against the three levels as `sslyze --mozilla_config`
// does (sslyze carries guideline 5.7). ssllint, reading the same config, must reach the same
// pass/fail for every config and level. Runs where nginx, openssl and sslyze are installed
// (.ci/run installs them).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { absent, skipNote } from './helpers/peers.js';
import { freePort } from './helpers/ports.js';

const GENERATED = resolve(__dirname, 'corpus/mozilla-ssl-config-generator/generated/nginx');
const HELPER = resolve(__dirname, 'helpers/sslyze-mozilla.py');
const nginxVersion = /nginx\/([\d.]+)/.exec(spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr ?? '')?.[1];
const hasSslyze = spawnSync('python3', ['-c', 'import sslyze'], { encoding: 'utf8' }).status === 0;
const skip = !nginxVersion ? absent('nginx') : !hasSslyze ? absent('sslyze') : undefined;

const dir = makeTmp('ssllint-sslyze-').dir;
afterAll(() => removeTmp(dir));

function sh(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
}

/**
 * Two test CAs (EC and RSA) and a leaf each signs (ECDSA P-256 by the EC CA, RSA-2048 by the RSA
 * CA, SHA-256, 90 days), so that every level's certificate clauses can be met: "old" wants an
 * RSA leaf signed sha256WithRSAEncryption, "modern" an ECDSA one.
 */
function makeCertificates(): void {
  writeFileSync(join(dir, 'ca.cnf'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\n');
  writeFileSync(join(dir, 'leaf.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n');
  for (const [name, key] of [['ec', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256']], ['rsa', ['-newkey', 'rsa:2048']]] as const) {
    sh('openssl', ['req', ...key, '-nodes', '-keyout', `ca-${name}.key`, '-out', `ca-${name}.csr`, '-subj', `/CN=ssllint test CA ${name}`]);
    sh('openssl', ['x509', '-req', '-in', `ca-${name}.csr`, '-key', `ca-${name}.key`, '-out', `ca-${name}.pem`, '-days', '365', '-sha256', '-extfile', 'ca.cnf']);
    sh('openssl', ['req', ...key, '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', '/CN=localhost']);
    sh('openssl', ['x509', '-req', '-in', `${name}.csr`, '-CA', `ca-${name}.pem`, '-CAkey', `ca-${name}.key`, '-CAcreateserial', '-out', `${name}.pem`, '-days', '90', '-sha256', '-extfile', 'leaf.cnf']);
  }
  writeFileSync(join(dir, 'ca.pem'), readFileSync(join(dir, 'ca-ec.pem'), 'utf8') + readFileSync(join(dir, 'ca-rsa.pem'), 'utf8'));
  sh('openssl', ['dhparam', '-dsaparam', '-out', 'dh.pem', '2048']);
}


/**
 * Mozilla's config, made to run here: our port, our certificates, no port 80 server. The modern
 * one serves the ECDSA certificate alone, as the level asks: a TLS 1.3-only server sends a
 * client that offers ECDSA only that certificate, so sslyze would never see an RSA one there.
 */
function servable(level: string, port: number): string {
  const text = readFileSync(join(GENERATED, `g5.7-${level}-nginx1.22.1-openssl3.0.17-plain.conf`), 'utf8');
  const http = text
    .replace(/listen \[::\]:443[^;]*;\n/, '')
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`)
    .replace(/ssl_certificate \/path\/to\/signed_cert_plus_intermediates;/, level === 'modern' ? `ssl_certificate ${dir}/ec.pem;` : `ssl_certificate ${dir}/ec.pem;\n        ssl_certificate_key ${dir}/ec.key;\n        ssl_certificate ${dir}/rsa.pem;`)
    .replace(/ssl_certificate_key \/path\/to\/private_key;/, `ssl_certificate_key ${dir}/${level === 'modern' ? 'ec' : 'rsa'}.key;`)
    .replace(/"\/path\/to\/dhparam"/, `${dir}/dh.pem`)
    .replace(/\n {4}server \{\n {8}listen 80[\s\S]*?\n {4}\}\n/, '\n');
  return `pid ${dir}/nginx-${level}.pid;\nerror_log ${dir}/error-${level}.log;\nevents {}\n${http}`;
}

async function serve(conf: string, port: number): Promise<ChildProcess> {
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-brief'], { input: '', encoding: 'utf8', timeout: 5000 });
    if (up.status === 0) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nginx did not start for ${conf}`);
}

describe.skipIf(skip)(`Mozilla policies agree with sslyze --mozilla_config on a live nginx${skipNote(skip)}`, () => {
  beforeAll(makeCertificates);
  for (const level of ['modern', 'intermediate', 'old']) {
    it(`the ${level} config`, { timeout: 180_000 }, async () => {
      const port = await freePort();
      const conf = join(dir, `${level}.conf`);
      writeFileSync(conf, servable(level, port));
      const server = await serve(conf, port);
      let sslyze: Record<string, string[]>;
      try {
        const r = spawnSync('python3', [HELPER, '127.0.0.1', String(port), join(dir, 'ca.pem')], { encoding: 'utf8', timeout: 170_000 });
        expect(r.status, r.stderr).toBe(0);
        sslyze = JSON.parse(r.stdout) as Record<string, string[]>;
      } finally {
        server.kill();
      }
      for (const target of ['modern', 'intermediate', 'old']) {
        const run = await runCli([conf, '--no-config', '--format', 'json', '--openssl', '3.x', '--nginx-version', nginxVersion!, '--policy', `mozilla-${target}-5.7`]);
        const report = JSON.parse(run.stdout) as { policies: { servers: { pass: boolean; failed: string[] }[] }[] };
        const ours = report.policies[0].servers.every((s) => s.pass);
        const failed = report.policies[0].servers.flatMap((s) => s.failed);
        // The clauses are shown when the verdicts differ; only pass/fail is compared (sslyze also
        // checks trust and live vulnerabilities, ssllint also what a scan cannot see).
        expect({ config: level, against: target, pass: ours, ssllint: failed, sslyze: sslyze[target] }).toEqual({ config: level, against: target, pass: sslyze[target].length === 0, ssllint: failed, sslyze: sslyze[target] });
      }
    });
  }
});
