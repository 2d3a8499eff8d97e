// The group facts src/openssl/releases.ts and src/openssl/groups.ts encode, proved with real
// OpenSSL: `openssl s_server` of each build on 127.0.0.1 and its `s_client`
// (scripts/build-openssl.sh), and this machine's OpenSSL 3.0 for the side of 3.5 before it.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultGroups, isPostQuantum } from '../src/openssl/releases.js';
import { groupKnown } from '../src/openssl/groups.js';
import { buildsMissing, opensslBuild, type Release } from './helpers/openssl-builds.js';
import { peerMissing, skipNote } from './helpers/peers.js';
import { freePort } from './helpers/ports.js';

const CERT = resolve(__dirname, '../fixtures/certs/ecdsa-p256');
const missing = buildsMissing('3.5.5', '3.6.3', '4.0.3');
const bin = (r: Release) => opensslBuild(r)!;

/** Whether `s_server -groups LIST` starts (SSL_CONF_cmd accepts the list, as nginx's and httpd's do): it says ACCEPT, or it exits. */
function serverAccepts(openssl: string, groups: string): Promise<boolean> {
  return new Promise((done) => {
    const s = spawn(openssl, ['s_server', '-accept', '127.0.0.1:0', '-cert', `${CERT}/cert.pem`, '-key', `${CERT}/privkey.pem`, '-groups', groups, '-naccept', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => s.kill(), 10_000);
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (/^ACCEPT/m.test(out)) s.kill();
    };
    s.stdout.on('data', seen);
    s.stderr.on('data', seen);
    s.on('close', () => {
      clearTimeout(timer);
      done(/^ACCEPT/m.test(out) && !/SSL_CONF_cmd\(-groups/.test(out));
    });
  });
}

/** The group a TLS 1.3 handshake settles on: server and client groups as given (undefined: the build's default). */
async function negotiated(server: string, serverGroups: string | undefined, client: string, clientGroups: string | undefined): Promise<string> {
  const port = await freePort();
  const s = spawn(server, ['s_server', '-accept', `127.0.0.1:${port}`, '-cert', `${CERT}/cert.pem`, '-key', `${CERT}/privkey.pem`, '-naccept', '1', '-quiet', ...(serverGroups ? ['-groups', serverGroups] : [])], { stdio: 'ignore' });
  try {
    let out = '';
    for (let i = 0; i < 50 && !/group|Temp Key/.test(out); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const c = spawnSync(client, ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_3', ...(clientGroups ? ['-groups', clientGroups] : [])], { input: 'Q\n', encoding: 'utf8', timeout: 10_000 });
      out = c.stdout + c.stderr;
    }
    const m = /Negotiated TLS1\.3 group: (\S+)|Peer Temp Key: ([^,\s]+)/.exec(out);
    return m ? (m[1] ?? m[2]) : `no handshake: ${out.slice(0, 300)}`;
  } finally {
    s.kill();
  }
}

describe.skipIf(!!missing)(`OpenSSL 3.5.5, 3.6.3, 4.0.3 builds${skipNote(missing)}`, () => {
  it('3.5 and 4.0 negotiate X25519MLKEM768 by default, as releases.ts says', async () => {
    for (const r of ['3.5.5', '4.0.3'] as const) {
      const first = defaultGroups(r === '3.5.5' ? [3, 5, 5] : [4, 0, 3])!.groups[0];
      expect(first).toBe('X25519MLKEM768');
      expect(await negotiated(bin(r), undefined, bin(r), undefined)).toBe(first);
    }
  });

  it('the pre-2025 list X25519:prime256v1 on a 3.5 server turns post-quantum off for a client that offers it (groups-post-quantum)', async () => {
    const got = await negotiated(bin('3.5.5'), 'X25519:prime256v1', bin('3.5.5'), undefined);
    expect(got).toBe('X25519');
    expect(isPostQuantum(got)).toBe(false);
    // The look-alike: X25519MLKEM768 put first, as the fix writes it.
    expect(await negotiated(bin('3.5.5'), 'X25519MLKEM768:X25519:prime256v1', bin('3.5.5'), undefined)).toBe('X25519MLKEM768');
  });

  it('CVE-2026-2673: DEFAULT on a 3.5.5 server settles on X25519 for a client that sends an X25519 key share only; 3.6.3 (fixed) asks for X25519MLKEM768', async () => {
    const client = 'X25519MLKEM768:*X25519';
    expect(await negotiated(bin('3.5.5'), 'DEFAULT', bin('3.5.5'), client)).toBe('X25519');
    expect(await negotiated(bin('3.6.3'), 'DEFAULT', bin('3.6.3'), client)).toBe('X25519MLKEM768');
    // Without DEFAULT, 3.5.5 keeps the tuples: the look-alike that must stay quiet.
    expect(await negotiated(bin('3.5.5'), undefined, bin('3.5.5'), client)).toBe('X25519MLKEM768');
  });

  it('4.0 refuses the groups RFC 8422 deprecated (the server does not start) unless `?` guards them; 3.5 takes them', async () => {
    for (const g of ['secp256k1', 'secp224r1', 'sect283k1']) {
      expect(await serverAccepts(bin('4.0.3'), `${g}:prime256v1`), `4.0.3 ${g}`).toBe(false);
      expect(groupKnown(g, '4.x').known).toBe(false);
      expect(await serverAccepts(bin('3.5.5'), `${g}:prime256v1`), `3.5.5 ${g}`).toBe(true);
    }
    expect(await serverAccepts(bin('4.0.3'), '?secp256k1:prime256v1')).toBe(true);
    expect(await serverAccepts(bin('4.0.3'), 'brainpoolP256r1:prime256v1')).toBe(true);
  });

  it('3.5 and later take group names in any case', async () => {
    for (const r of ['3.5.5', '3.6.3', '4.0.3'] as const) {
      expect(await serverAccepts(bin(r), 'x25519mlkem768:P-256:SECP384R1'), r).toBe(true);
      expect(await serverAccepts(bin(r), 'X25519MLKEM768:P256'), r).toBe(false);
    }
  });

  it('4.0 knows curveSM2 and curveSM2MLKEM768, which 3.6 does not', async () => {
    expect(await serverAccepts(bin('4.0.3'), 'curveSM2MLKEM768:X25519')).toBe(true);
    expect(await serverAccepts(bin('3.6.3'), 'curveSM2MLKEM768:X25519')).toBe(false);
    expect(groupKnown('curveSM2MLKEM768', '3.x').known).toBe(false);
  });
});

const noSystem = peerMissing('openssl');
const system = spawnSync('openssl', ['version'], { encoding: 'utf8' }).stdout ?? '';
const is30 = /^OpenSSL 3\.0\./.test(system);

describe.skipIf(!!noSystem || !is30)(`this machine's OpenSSL 3.0 (${system.trim()})${skipNote(noSystem ?? (is30 ? undefined : 'needs OpenSSL 3.0'))}`, () => {
  it('refuses X25519MLKEM768 and 3.5\'s syntax, and compares names case-sensitively: the server does not start', async () => {
    expect(await serverAccepts('openssl', 'X25519MLKEM768:X25519')).toBe(false);
    expect(await serverAccepts('openssl', '?X25519MLKEM768:X25519')).toBe(false);
    expect(await serverAccepts('openssl', 'p-256')).toBe(false);
    expect(await serverAccepts('openssl', 'X25519:P-256')).toBe(true);
  });
});
