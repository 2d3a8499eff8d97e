// nginx itself as the oracle: `nginx -t` loads every ssl_certificate / ssl_certificate_key
// pair. Where we say nginx refuses to start (key mismatch of one type, or the intermediate
// first in the file), `nginx -t` must fail; everywhere else it must pass, including the
// cert.pem-without-chain mistake that only ssllint catches.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import chainIncomplete from '../rules/cert-chain-incomplete.js';
import chainOrder from '../rules/cert-chain-order.js';
import keyMismatch from '../rules/cert-key-mismatch.js';
import { FIXTURES, nginxModel } from './helpers/cert-model.js';
import { run } from './helpers/run-rule.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { absent, skipNote } from './helpers/peers.js';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const prefix = makeTmp('ssllint-nginx-').dir;
afterAll(() => removeTmp(prefix));

function nginxTest(cert: string, key: string): { ok: boolean; output: string } {
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      `error_log ${prefix}/error.log;`,
      `pid ${prefix}/nginx.pid;`,
      'events {}',
      `http { server { listen 127.0.0.1:8443 ssl; ssl_certificate ${FIXTURES}/${cert}; ssl_certificate_key ${FIXTURES}/${key}; } }`,
      '',
    ].join('\n'),
  );
  const r = spawnSync('nginx', ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8', timeout: 10_000 });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

// Key sizes and SHA-1 signatures are left out: whether nginx accepts them depends on the
// system's OpenSSL security level, not on the pair.
const PAIRS: [cert: string, key: string][] = [
  ...['rsa2048', 'rsa4096', 'ecdsa-p256', 'ecdsa-p384', 'ed25519', 'rsa-pss', 'expired', 'wrong-name', 'wildcard'].map((d): [string, string] => [`${d}/fullchain.pem`, `${d}/privkey.pem`]),
  ['rsa2048/fullchain.pem', 'mismatch/privkey.pem'],
  ['rsa2048/fullchain.pem', 'rsa4096/privkey.pem'],
  ['ecdsa-p256/fullchain.pem', 'ecdsa-p384/privkey.pem'],
  ['ecdsa-p256/fullchain.pem', 'rsa2048/privkey.pem'],
  ['ed25519/fullchain.pem', 'rsa2048/privkey.pem'],
  ['rsa-pss/fullchain.pem', 'rsa2048/privkey.pem'],
  ['rsa2048/wrong-order.pem', 'rsa2048/privkey.pem'],
  ['rsa2048/with-root.pem', 'rsa2048/privkey.pem'],
  ['rsa2048/cert-and-key.pem', 'rsa2048/cert-and-key.pem'],
  ['selfsigned/cert.pem', 'selfsigned/privkey.pem'],
  ['rsa2048/cert.pem', 'rsa2048/privkey.pem'],
];

describe.skipIf(!hasNginx)(`nginx -t agrees on which pairs stop nginx from starting${skipNote(hasNginx ? undefined : absent('nginx'))}`, () => {
  for (const [cert, key] of PAIRS) {
    it(`${cert} + ${key}`, () => {
      const b = nginxModel({ names: ['example.com'], certs: [cert], keys: [key] });
      const findings = [...run(keyMismatch, b), ...run(chainOrder, b)];
      const predictsFailure = findings.some((f) => f.message.includes('refuses to start') || f.message.includes('takes the first certificate'));
      const real = nginxTest(cert, key);
      expect(real.ok, real.output).toBe(!predictsFailure);
      if (!real.ok) expect(real.output).toContain('key values mismatch');
    });
  }

  it('passes cert.pem without its intermediate, which ssllint reports', () => {
    expect(nginxTest('rsa2048/cert.pem', 'rsa2048/privkey.pem').ok).toBe(true);
    const b = nginxModel({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainIncomplete, b)).toHaveLength(1);
  });
});
