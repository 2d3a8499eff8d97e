// Each certificate rule on nginx-shaped models whose directives point at the fixtures:
// exact findings (message, position, fix). Clock: helpers/run-rule NOW unless a test says.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CertCache, useCertCache } from '../src/certs/cache.js';
import { readCertFile } from '../src/certs/read.js';
import chainIncomplete from '../rules/cert-chain-incomplete.js';
import chainOrder from '../rules/cert-chain-order.js';
import rootIncluded from '../rules/cert-chain-root-included.js';
import expired from '../rules/cert-expired.js';
import expiring from '../rules/cert-expiring.js';
import keyMismatch from '../rules/cert-key-mismatch.js';
import nameMismatch from '../rules/cert-name-mismatch.js';
import slowKey from '../rules/cert-slow-key.js';
import unreadable from '../rules/cert-unreadable.js';
import weakKey from '../rules/cert-weak-key.js';
import weakSignature from '../rules/cert-weak-signature.js';
import dhparamWeak from '../rules/dhparam-weak.js';
import { FIXTURES, nginxModel } from './helpers/cert-model.js';
import { lineAt, run, wordAt } from './helpers/run-rule.js';
import { crossplanePython, peerMissing, skipNote } from './helpers/peers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const GOOD_LEAVES = ['rsa2048', 'ecdsa-p256', 'ecdsa-p384', 'ed25519', 'rsa-pss'];
const site = (dir: string) => nginxModel({ names: ['example.com', 'www.example.com'], certs: [`${dir}/fullchain.pem`], keys: [`${dir}/privkey.pem`] });

const crossplaneMissing = peerMissing('crossplane');
const opensslMissing = peerMissing('openssl');

describe('the model helper', () => {
  it.skipIf(crossplaneMissing)(`puts each directive on the line crossplane reports for it${skipNote(crossplaneMissing)}`, () => {
    const b = nginxModel(
      { names: ['example.com'], certs: ['rsa2048/fullchain.pem', 'ecdsa-p256/fullchain.pem'], keys: ['rsa2048/privkey.pem', 'ecdsa-p256/privkey.pem'], dhparam: 'dh/dh1024.pem', ciphers: 'HIGH:!aNULL' },
      { names: ['b.example.com'], certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], trusted: 'rsa2048/chain.pem' },
    );
    // Wrapped in http {} (one line more above every directive), as crossplane wants server blocks.
    const dir = makeTmp('ssllint-crossplane-').dir;
    const conf = join(dir, 'test.conf');
    writeFileSync(conf, `http {\n${b.text}}\n`);
    const { python } = crossplanePython() as { python: string };
    const payload = JSON.parse(execFileSync(python, ['-m', 'crossplane', 'parse', '--single-file', conf], { encoding: 'utf8' }));
    removeTmp(dir);
    expect(payload.status).toBe('ok');
    const servers = payload.config[0].parsed[0].block;
    const fromCrossplane = servers.flatMap((s: { block: { directive: string; line: number }[] }) =>
      s.block.filter((d) => d.directive.startsWith('ssl_')).map((d) => `${d.directive}@${d.line - 1}`),
    );
    const fromModel = b.model.servers.flatMap((s) => {
      const t = s.tls!;
      return [
        ...t.certificates.map((r) => ['ssl_certificate', r.at.line] as const),
        ...t.keys.map((r) => ['ssl_certificate_key', r.at.line] as const),
        ...(t.trustedCertificate ? [['ssl_trusted_certificate', t.trustedCertificate.at.line] as const] : []),
        ...(t.dhparam ? [['ssl_dhparam', t.dhparam.at.line] as const] : []),
        ...(t.ciphers.defaulted ? [] : [['ssl_ciphers', t.ciphers.at.line] as const]),
      ];
    });
    expect(fromModel.map(([d, l]) => `${d}@${l}`).sort()).toEqual([...fromCrossplane].sort());
  });
});

describe('cert-chain-incomplete', () => {
  it('finds cert.pem served without its intermediate, names the issuer and its AIA URL, and points at fullchain.pem', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainIncomplete, b)).toEqual([
      {
        message:
          '"/etc/ssl/test/rsa2048/cert.pem" holds the leaf certificate "example.com" but not its issuer "CN=ssllint Test Intermediate RSA, O=ssllint test": clients that do not already have this intermediate fail to verify the server or stall fetching it; the issuer can be downloaded from http://ca.ssllint.test/int-rsa.der',
        location: { file: b.file, line: 4, column: 5, endLine: 4, endColumn: 51 },
        fix: {
          description: 'serve "/etc/ssl/test/rsa2048/fullchain.pem", next to it: it holds this leaf followed by its issuer',
          replacement: 'ssl_certificate /etc/ssl/test/rsa2048/fullchain.pem;',
        },
      },
    ]);
  });

  it('says when ssl_trusted_certificate holds the missing intermediate (nginx never sends that file)', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['ecdsa-p256/cert.pem'], keys: ['ecdsa-p256/privkey.pem'], trusted: 'ecdsa-p256/chain.pem' });
    const [f] = run(chainIncomplete, b);
    expect(f.location).toEqual(lineAt(b, 4));
    expect(f.message).toBe(
      '"/etc/ssl/test/ecdsa-p256/cert.pem" holds the leaf certificate "example.com" but not its issuer "CN=ssllint Test Intermediate EC, O=ssllint test": clients that do not already have this intermediate fail to verify the server or stall fetching it; the issuer can be downloaded from http://ca.ssllint.test/int-ec.der; ssl_trusted_certificate "/etc/ssl/test/ecdsa-p256/chain.pem" holds it, but nginx only uses that file to verify OCSP responses and client certificates, never sends it',
    );
  });

  it('without a fullchain.pem next to the file, says how to build one', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/cert-and-key.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainIncomplete, b).map((f) => [f.location.line, f.fix])).toEqual([
      [
        4,
        {
          // No such file beside it: the fix says it is the user's to make, and names none in a directive.
          description:
            'this needs a file you make first: the leaf followed by its issuer certificate(s) (e.g. `cat /etc/ssl/test/rsa2048/cert-and-key.pem intermediate.pem > /etc/ssl/test/rsa2048/fullchain.pem`), or the full-chain file your CA issued; serve that file',
        },
      ],
    ]);
  });

  it('reports only the certificate of an RSA + ECDSA pair that lacks its chain', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/fullchain.pem', 'ecdsa-p384/cert.pem'], keys: ['rsa2048/privkey.pem', 'ecdsa-p384/privkey.pem'] });
    expect(run(chainIncomplete, b).map((f) => f.location)).toEqual([lineAt(b, 6)]);
  });

  it('accepts full chains, a chain with its root, a chain in the wrong order and a self-signed leaf', () => {
    for (const cert of ['rsa2048/fullchain.pem', 'rsa2048/with-root.pem', 'rsa2048/wrong-order.pem', 'selfsigned/cert.pem', ...GOOD_LEAVES.map((d) => `${d}/fullchain.pem`)]) {
      expect(run(chainIncomplete, nginxModel({ certs: [cert], keys: ['rsa2048/privkey.pem'] })), cert).toEqual([]);
    }
  });
});

describe('cert-chain-order', () => {
  it('finds the intermediate before the leaf', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/wrong-order.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainOrder, b)).toEqual([
      {
        message:
          'the certificates in "/etc/ssl/test/rsa2048/wrong-order.pem" are not in leaf → issuer order: the server sends #1 "ssllint Test Intermediate RSA", #2 "example.com"; clients expect #2 "example.com" → #1 "ssllint Test Intermediate RSA"; the server takes the first certificate ("ssllint Test Intermediate RSA") as its own, so it fails to start with a key mismatch or presents the wrong certificate',
        location: { file: b.file, line: 4, column: 5, endLine: 4, endColumn: 58 },
        fix: { description: 'send the leaf first, then each issuer: "example.com", "ssllint Test Intermediate RSA"' },
      },
    ]);
  });

  it('accepts leaf → intermediate → root and a lone leaf', () => {
    for (const cert of ['rsa2048/fullchain.pem', 'rsa2048/with-root.pem', 'rsa2048/cert.pem', 'selfsigned/cert.pem']) {
      expect(run(chainOrder, nginxModel({ certs: [cert], keys: ['rsa2048/privkey.pem'] })), cert).toEqual([]);
    }
  });
});

describe('cert-chain-root-included', () => {
  // openssl, not our own reader, says how many bytes the root is.
  it.skipIf(opensslMissing)(`finds the root at the end of the bundle and counts its bytes${skipNote(opensslMissing)}`, () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/with-root.pem'], keys: ['rsa2048/privkey.pem'] });
    const rootBytes = execFileSync('openssl', ['x509', '-in', `${FIXTURES}/ca/root-rsa.pem`, '-outform', 'DER']).length;
    expect(run(rootIncluded, b)).toEqual([
      {
        message: `"/etc/ssl/test/rsa2048/with-root.pem" sends the self-signed root "ssllint Test Root RSA" (certificate #3): clients use only the roots they already hold, so its ${rootBytes} bytes are wasted in every full handshake`,
        location: lineAt(b, 4),
        fix: { description: 'remove the root certificate "ssllint Test Root RSA" from the file, keeping the leaf and its intermediate(s)' },
      },
    ]);
  });

  it('does not count a self-signed leaf as an included root', () => {
    expect(run(rootIncluded, nginxModel({ certs: ['selfsigned/cert.pem'], keys: ['selfsigned/privkey.pem'] }))).toEqual([]);
    expect(run(rootIncluded, site('rsa2048'))).toEqual([]);
  });
});

describe('cert-expired', () => {
  it('finds the expired leaf, with the date and how long ago', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['expired/fullchain.pem'], keys: ['expired/privkey.pem'] });
    expect(run(expired, b)).toEqual([
      {
        message: 'the leaf certificate "example.com" in "/etc/ssl/test/expired/fullchain.pem" expired on 2021-01-01 00:00:00 UTC (1977 days ago): every client rejects it',
        location: lineAt(b, 4),
        fix: { description: 'renew the certificate (e.g. `certbot renew`, or your CA) and reload the server' },
      },
    ]);
  });

  it('finds certificates that are not valid yet, the intermediate too', () => {
    const b = site('rsa2048');
    const notYet = run(expired, b, { now: new Date('2019-06-01T00:00:00Z') });
    expect(notYet.map((f) => f.message)).toEqual([
      'the intermediate certificate "ssllint Test Intermediate RSA" in "/etc/ssl/test/rsa2048/fullchain.pem" is not valid before 2020-01-01 00:00:00 UTC (in 214 days): every client rejects it until then',
      'the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" is not valid before 2020-01-01 00:00:00 UTC (in 214 days): every client rejects it until then',
    ]);
    expect(notYet.every((f) => f.location.line === 4)).toBe(true);
  });

  it('is quiet for the expired leaf while it was valid, and for valid chains', () => {
    const b = nginxModel({ certs: ['expired/fullchain.pem'], keys: ['expired/privkey.pem'] });
    expect(run(expired, b, { now: new Date('2020-12-31T23:59:59Z') })).toEqual([]);
    for (const d of GOOD_LEAVES) expect(run(expired, site(d)), d).toEqual([]);
  });
});

describe('cert-expiring', () => {
  it('warns for leaf and intermediate within the threshold, with the days left', () => {
    const b = site('rsa2048');
    const found = run(expiring, b, { now: new Date('2123-12-20T00:00:00Z') });
    expect(found).toEqual([
      {
        message:
          'the intermediate certificate "ssllint Test Intermediate RSA" in "/etc/ssl/test/rsa2048/fullchain.pem" expires on 2124-01-01 00:00:00 UTC, in 12 days (warning threshold: 30 days)',
        location: lineAt(b, 4),
        fix: { description: 'fetch the current intermediate from your CA (a fresh full chain) and reload the server' },
      },
      {
        message: 'the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" expires on 2124-01-01 00:00:00 UTC, in 12 days (warning threshold: 30 days)',
        location: lineAt(b, 4),
        fix: { description: 'renew it now (e.g. `certbot renew`) and reload the server; check why automatic renewal did not' },
      },
    ]);
  });

  it('follows the configured threshold and leaves expired certificates to cert-expired', () => {
    const b = site('rsa2048');
    expect(run(expiring, b, { now: new Date('2123-12-20T00:00:00Z'), expiringDays: 11 })).toEqual([]);
    expect(run(expiring, b, { now: new Date('2123-12-20T00:00:00Z'), expiringDays: 12 })).toHaveLength(2);
    expect(run(expiring, b, { now: new Date('2123-12-31T12:00:00Z') }).map((f) => f.message.includes('within a day'))).toEqual([true, true]);
    expect(run(expiring, b, { now: new Date('2124-01-02T00:00:00Z') })).toEqual([]);
    expect(run(expiring, b)).toEqual([]);
  });
});

describe('cert-key-mismatch', () => {
  it('finds a key that belongs to no certificate here and offers the privkey.pem beside the certificate', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/fullchain.pem'], keys: ['mismatch/privkey.pem'] });
    expect(run(keyMismatch, b)).toEqual([
      {
        message:
          'the private key in "/etc/ssl/test/mismatch/privkey.pem" (RSA-2048) does not belong to the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" (RSA-2048): nginx refuses to start with this pair',
        stops: true,
        location: lineAt(b, 4),
        fix: { description: 'use the key that belongs to this certificate: "/etc/ssl/test/rsa2048/privkey.pem"', replacement: 'ssl_certificate_key /etc/ssl/test/rsa2048/privkey.pem;' },
        related: [lineAt(b, 5)],
      },
    ]);
  });

  it('finds swapped RSA and ECDSA keys', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/fullchain.pem', 'ecdsa-p256/fullchain.pem'], keys: ['ecdsa-p256/privkey.pem', 'rsa2048/privkey.pem'] });
    expect(run(keyMismatch, b)).toEqual([
      {
        message:
          'the private key in "/etc/ssl/test/ecdsa-p256/privkey.pem" (ECDSA P-256) does not belong to the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" (RSA-2048): nginx starts (OpenSSL files a key of another type apart from this certificate), but every handshake that needs this certificate fails; it belongs to "example.com" in "/etc/ssl/test/ecdsa-p256/fullchain.pem" (are the ssl_certificate_key lines swapped?)',
        location: lineAt(b, 4),
        fix: { description: 'use the key that belongs to this certificate: "/etc/ssl/test/rsa2048/privkey.pem"', replacement: 'ssl_certificate_key /etc/ssl/test/rsa2048/privkey.pem;' },
        related: [lineAt(b, 5)],
      },
      {
        message:
          'the private key in "/etc/ssl/test/rsa2048/privkey.pem" (RSA-2048) does not belong to the leaf certificate "example.com" in "/etc/ssl/test/ecdsa-p256/fullchain.pem" (ECDSA P-256): nginx starts (OpenSSL files a key of another type apart from this certificate), but every handshake that needs this certificate fails; it belongs to "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" (are the ssl_certificate_key lines swapped?)',
        location: lineAt(b, 6),
        fix: { description: 'use the key that belongs to this certificate: "/etc/ssl/test/ecdsa-p256/privkey.pem"', replacement: 'ssl_certificate_key /etc/ssl/test/ecdsa-p256/privkey.pem;' },
        related: [lineAt(b, 7)],
      },
    ]);
  });

  it('finds a certificate without a key directive', () => {
    const b = nginxModel({ certs: ['rsa2048/fullchain.pem', 'ecdsa-p256/fullchain.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(keyMismatch, b)).toEqual([
      {
        message: 'no ssl_certificate_key is paired with this certificate: nginx refuses to start',
        stops: true,
        location: lineAt(b, 5),
        fix: { description: 'add the key of this certificate right after it', replacement: 'ssl_certificate_key /etc/ssl/test/ecdsa-p256/privkey.pem;' },
      },
    ]);
  });

  it('accepts every key type with its own certificate, and a wrong-order bundle (cert-chain-order reports that)', () => {
    for (const d of [...GOOD_LEAVES, 'rsa1024', 'rsa4096', 'sha1', 'expired', 'wrong-name', 'wildcard']) expect(run(keyMismatch, site(d)), d).toEqual([]);
    expect(run(keyMismatch, nginxModel({ certs: ['rsa2048/wrong-order.pem'], keys: ['rsa2048/privkey.pem'] }))).toEqual([]);
  });
});

describe('cert-weak-key', () => {
  it('finds the RSA-1024 leaf and says the new key and certificate are files to make, naming none', () => {
    const b = site('rsa1024');
    expect(run(weakKey, b)).toEqual([
      {
        message:
          'the leaf certificate "example.com" in "/etc/ssl/test/rsa1024/fullchain.pem" has an RSA-1024 key: RSA keys under 2048 bits are within reach of factoring; public CAs stopped issuing them at the end of 2013 and OpenSSL refuses them at security level 2',
        location: lineAt(b, 4),
        fix: {
          description: 'this needs a file you make first: a new key (ECDSA P-256, or RSA-2048 or larger) and the certificate reissued for it; point ssl_certificate and ssl_certificate_key at them',
        },
      },
    ]);
  });

  it('accepts RSA-2048 and up, P-256 and up, Ed25519 and RSA-PSS-2048', () => {
    for (const d of [...GOOD_LEAVES, 'rsa4096']) expect(run(weakKey, site(d)), d).toEqual([]);
  });
});

describe('cert-slow-key', () => {
  it('finds an RSA-4096 leaf served alone and proposes an ECDSA certificate beside it', () => {
    const b = site('rsa4096');
    expect(run(slowKey, b)).toEqual([
      {
        message: 'the leaf certificate "example.com" in "/etc/ssl/test/rsa4096/fullchain.pem" has an RSA-4096 key: every full handshake costs the server several times the CPU of RSA-2048 and many times that of ECDSA P-256',
        location: lineAt(b, 4),
        fix: {
          description:
            'this needs a file you make first: an ECDSA P-256 key and a certificate for it, served beside this one with a second ssl_certificate and ssl_certificate_key pair (modern clients pick it; old ones keep the RSA certificate); or reissue with RSA-2048',
        },
      },
    ]);
  });

  it('is quiet when an ECDSA certificate is served beside it, and for smaller keys', () => {
    const b = nginxModel({ certs: ['rsa4096/fullchain.pem', 'ecdsa-p256/fullchain.pem'], keys: ['rsa4096/privkey.pem', 'ecdsa-p256/privkey.pem'] });
    expect(run(slowKey, b)).toEqual([]);
    for (const d of GOOD_LEAVES) expect(run(slowKey, site(d)), d).toEqual([]);
  });
});

describe('cert-weak-signature', () => {
  it('finds the SHA-1-signed leaf', () => {
    const b = site('sha1');
    expect(run(weakSignature, b)).toEqual([
      {
        message: 'the leaf certificate "example.com" in "/etc/ssl/test/sha1/fullchain.pem" is signed with sha1WithRSAEncryption (SHA1): such signatures can be forged, and browsers reject them',
        location: lineAt(b, 4),
        fix: { description: 'reissue the certificate: every public CA signs with SHA-256 or stronger today' },
      },
    ]);
  });

  it('accepts SHA-256/384 RSA, ECDSA and RSASSA-PSS signatures and never judges the root', () => {
    for (const d of GOOD_LEAVES) expect(run(weakSignature, site(d)), d).toEqual([]);
    expect(run(weakSignature, nginxModel({ certs: ['rsa2048/with-root.pem'], keys: ['rsa2048/privkey.pem'] }))).toEqual([]);
  });
});

describe('cert-name-mismatch', () => {
  it('lists every server name the certificate does not cover and points at them', () => {
    const b = nginxModel({ names: ['example.com', 'www.example.com'], certs: ['wrong-name/fullchain.pem'], keys: ['wrong-name/privkey.pem'] });
    expect(run(nameMismatch, b)).toEqual([
      {
        message:
          'the leaf certificate "other.example.net" in "/etc/ssl/test/wrong-name/fullchain.pem" does not cover "example.com", "www.example.com": clients connecting to those names get a certificate name error; it covers other.example.net',
        location: lineAt(b, 4),
        fix: { description: 'reissue the certificate with these names added to its subjectAltName (e.g. certbot --expand -d …), or serve them from a server with a certificate that covers them' },
        related: [wordAt(b, 3, 'example.com'), wordAt(b, 3, 'www.example.com')],
      },
    ]);
  });

  it('applies the wildcard rules and skips regex, catch-all and trailing-wildcard names', () => {
    const names = ['example.org', 'www.example.org', 'a.b.example.org', '*.example.org', '.example.org', '_', '~^(www)\\.example\\.org$', 'www.example.*'];
    const b = nginxModel({ names, certs: ['wildcard/fullchain.pem'], keys: ['wildcard/privkey.pem'] });
    expect(run(nameMismatch, b)).toEqual([
      {
        message:
          'the leaf certificate "*.example.org" in "/etc/ssl/test/wildcard/fullchain.pem" does not cover "a.b.example.org": clients connecting to that name get a certificate name error; it covers *.example.org, example.org',
        location: lineAt(b, 4),
        fix: { description: 'reissue the certificate with this name added to its subjectAltName (e.g. certbot --expand -d …), or serve it from a server with a certificate that covers it' },
        related: [wordAt(b, 3, 'a.b.example.org')],
      },
    ]);
  });

  it('checks each certificate of an RSA + ECDSA pair', () => {
    const b = nginxModel({ names: ['example.com', 'other.example.net'], certs: ['rsa2048/fullchain.pem', 'wrong-name/fullchain.pem'], keys: ['rsa2048/privkey.pem', 'wrong-name/privkey.pem'] });
    expect(run(nameMismatch, b).map((f) => [f.location.line, f.message.split(':')[0]])).toEqual([
      [4, 'the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" does not cover "other.example.net"'],
      [6, 'the leaf certificate "other.example.net" in "/etc/ssl/test/wrong-name/fullchain.pem" does not cover "example.com"'],
    ]);
  });

  it('is quiet when every name is covered, and without checkable names', () => {
    expect(run(nameMismatch, site('rsa2048'))).toEqual([]);
    expect(run(nameMismatch, nginxModel({ names: ['_'], certs: ['wrong-name/fullchain.pem'], keys: ['wrong-name/privkey.pem'] }))).toEqual([]);
  });
});

describe('cert-unreadable', () => {
  it('reports a missing file once per path, with the path tried and a --path-map hint', () => {
    const b = nginxModel(
      { names: ['a.example.com'], certs: ['missing/fullchain.pem'], keys: ['missing/privkey.pem'] },
      { names: ['b.example.com'], certs: ['missing/fullchain.pem'], keys: ['missing/privkey.pem'] },
    );
    expect(run(unreadable, b)).toEqual([
      {
        message: `cannot read the certificate file "/etc/ssl/test/missing/fullchain.pem": no such file (tried ${FIXTURES}/missing/fullchain.pem); certificate checks are skipped for it. If the config was written for another machine, map its paths to a local copy with --path-map /etc/ssl/test/missing=LOCAL_DIR`,
        location: lineAt(b, 4),
        fix: { description: 'lint with the files in reach: --path-map /etc/ssl/test/missing=LOCAL_DIR, or fix the path if the server cannot find it either' },
        related: [lineAt(b, 10)],
      },
      {
        message: `cannot read the private key file "/etc/ssl/test/missing/privkey.pem": no such file (tried ${FIXTURES}/missing/privkey.pem); certificate checks are skipped for it. If the config was written for another machine, map its paths to a local copy with --path-map /etc/ssl/test/missing=LOCAL_DIR`,
        location: lineAt(b, 5),
        fix: { description: 'lint with the files in reach: --path-map /etc/ssl/test/missing=LOCAL_DIR, or fix the path if the server cannot find it either' },
        related: [lineAt(b, 11)],
      },
    ]);
  });

  it('reports an encrypted key (both PEM forms) without asking for a passphrase, and the other checks go on', () => {
    for (const key of ['encrypted/privkey.pem', 'encrypted/privkey-traditional.pem']) {
      const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/cert.pem'], keys: [key] });
      expect(run(unreadable, b)).toEqual([
        {
          message: `the private key at line 1 of "/etc/ssl/test/${key}" is encrypted with a passphrase (nginx reads it with ssl_password_file): ssllint never asks for one, so it did not check that the key matches its certificate`,
          location: lineAt(b, 5),
          fix: { description: 'nothing to change if the passphrase is intended; to have the key checked, lint with an unencrypted copy mapped in through --path-map' },
        },
      ]);
      expect(run(chainIncomplete, b).map((f) => f.location)).toEqual([lineAt(b, 4)]);
      expect(run(keyMismatch, b)).toEqual([]);
    }
  });

  it('says why a file that exists cannot be used', () => {
    const b = nginxModel({
      certs: ['broken/garbage.pem', 'broken/cert.der', 'rsa2048', 'rsa2048/fullchain.pem'],
      keys: ['rsa2048/privkey.pem', 'rsa2048/privkey.pem', 'rsa2048/privkey.pem', 'rsa2048/cert.pem'],
      dhparam: 'rsa2048/chain.pem',
    });
    expect(run(unreadable, b).map((f) => [f.location.line, f.message])).toEqual([
      [3, 'the certificate file "/etc/ssl/test/broken/garbage.pem" holds no PEM certificate'],
      [5, 'the certificate file "/etc/ssl/test/broken/cert.der" is DER-encoded, but nginx reads only PEM'],
      [7, `cannot read the certificate file "/etc/ssl/test/rsa2048": it is a directory (tried ${FIXTURES}/rsa2048); certificate checks are skipped for it`],
      [10, 'the private key file "/etc/ssl/test/rsa2048/cert.pem" holds no PEM private key'],
      [11, 'the DH parameters file "/etc/ssl/test/rsa2048/chain.pem" holds no PEM DH PARAMETERS block'],
    ]);
  });

  it('names a file the process may not read (as reported by the system)', () => {
    const b = nginxModel({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'] });
    const denied = `${FIXTURES}/rsa2048/privkey.pem`;
    useCertCache(
      b.model,
      new CertCache((p) => {
        if (p === denied) throw Object.assign(new Error(`EACCES: permission denied, open '${p}'`), { code: 'EACCES' });
        return readCertFile(p);
      }),
    );
    expect(run(unreadable, b).map((f) => [f.location.line, f.message])).toEqual([
      [
        4,
        `cannot read the private key file "/etc/ssl/test/rsa2048/privkey.pem": permission denied (tried ${denied}); certificate checks are skipped for it. Run ssllint as a user that may read it (keys are often readable by root only), or map a readable copy in with --path-map`,
      ],
    ]);
  });

  it('does not guess at run-time paths, never echoes inline data, and leaves engine keys alone', () => {
    const b = nginxModel({ certs: ['$ssl_server_name.crt', 'data:$cert_pem', 'rsa2048/fullchain.pem'], keys: ['$ssl_server_name.key', 'data:$key_pem', 'engine:pkcs11:id_45'] });
    expect(run(unreadable, b).map((f) => [f.location.line, f.message])).toEqual([
      [3, 'the certificate file path "$ssl_server_name.crt" is built from variables at run time: not checked'],
      [4, 'the private key file path "$ssl_server_name.key" is built from variables at run time: not checked'],
      [5, 'the certificate is given inline (data:), not as a file: not checked'],
      [6, 'the private key is given inline (data:), not as a file: not checked'],
    ]);
  });
});

describe('dhparam-weak', () => {
  it('finds 1024-bit DH parameters when DHE suites can be negotiated', () => {
    const b = nginxModel({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'], dhparam: 'dh/dh1024.pem', ciphers: 'ECDHE+AESGCM:DHE+AESGCM' });
    expect(run(dhparamWeak, b)).toEqual([
      {
        message:
          '"/etc/ssl/test/dh/dh1024.pem" holds 1024-bit DH parameters and the cipher list allows DHE suites (e.g. DHE-RSA-AES256-GCM-SHA384, with OpenSSL 1.0.2, OpenSSL 1.1.1 and OpenSSL 3.x): groups under 2048 bits are open to precomputation attacks (Logjam)',
        location: lineAt(b, 5),
        fix: {
          // fixtures/certs/dh holds ffdhe2048.pem beside the weak group: named, since it is there.
          description: 'use the RFC 7919 ffdhe2048 group beside it, or drop the DHE suites',
          replacement: 'ssl_dhparam /etc/ssl/test/dh/ffdhe2048.pem;',
        },
        generations: ['1.0.2', '1.1.1', '3.x'],
      },
    ]);
  });

  it('is quiet with ffdhe2048, without DHE suites, with TLS 1.3 only, and when only an ECDSA certificate could sign DHE', () => {
    const quiet = [
      { dhparam: 'dh/ffdhe2048.pem' },
      { dhparam: 'dh/dh1024.pem', ciphers: 'ECDHE+AESGCM:ECDHE+CHACHA20' },
      { dhparam: 'dh/dh1024.pem', protocols: ['TLSv1.3' as const] },
    ];
    for (const extra of quiet) expect(run(dhparamWeak, nginxModel({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'], ...extra })), JSON.stringify(extra)).toEqual([]);
    expect(run(dhparamWeak, nginxModel({ certs: ['ecdsa-p256/fullchain.pem'], keys: ['ecdsa-p256/privkey.pem'], dhparam: 'dh/dh1024.pem', ciphers: 'HIGH:!aNULL' }))).toEqual([]);
  });
});

describe('cert-chain-incomplete with a stale intermediate', () => {
  it('says when the bundled intermediate has the issuer’s name but not its key', () => {
    const b = nginxModel({ names: ['example.com'], certs: ['rsa2048/stale-chain.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainIncomplete, b).map((f) => [f.location, f.message, f.fix?.replacement])).toEqual([
      [
        lineAt(b, 4),
        '"/etc/ssl/test/rsa2048/stale-chain.pem" holds the leaf certificate "example.com" but not its issuer "CN=ssllint Test Intermediate RSA, O=ssllint test" (certificate #2 has that name but did not sign this leaf: a different generation of the intermediate?): clients that do not already have this intermediate fail to verify the server or stall fetching it; the issuer can be downloaded from http://ca.ssllint.test/int-rsa.der',
        // A file of the chain to make: no directive names one.
        undefined,
      ],
    ]);
    // …and the stale one is sent for nothing.
    expect(run(chainOrder, b).map((f) => f.message)).toEqual([
      'with "/etc/ssl/test/rsa2048/stale-chain.pem" the server also sends #2 "ssllint Test Intermediate RSA", which certifies nothing in the chain of "example.com"',
    ]);
  });
});
