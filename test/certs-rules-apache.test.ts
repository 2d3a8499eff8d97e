// Each certificate rule on Apache-shaped models: SSLCertificateFile / SSLCertificateKeyFile
// pairs, a key inside the certificate file, SSLCertificateChainFile (and its deprecation),
// SSLOpenSSLConfCmd DHParameters and DH parameters appended to the certificate file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
import { apacheModel, FIXTURES, type ServerSpec } from './helpers/cert-model.js';
import { lineAt, run, wordAt } from './helpers/run-rule.js';

const vhost = (spec: ServerSpec, version?: string) => {
  const b = apacheModel({ names: ['example.com'], ...spec });
  if (version) b.model.serverVersion = version;
  return b;
};

describe('the rendered VirtualHost', () => {
  it('has the directives on the lines the tests name', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain.pem'], dhparam: 'dh/dh1024.pem' });
    expect(b.text.split('\n')).toEqual([
      '<VirtualHost *:443>',
      '    ServerName example.com',
      '    SSLEngine on',
      '    SSLCertificateFile /etc/ssl/test/rsa2048/cert.pem',
      '    SSLCertificateKeyFile /etc/ssl/test/rsa2048/privkey.pem',
      '    SSLCertificateChainFile /etc/ssl/test/rsa2048/chain.pem',
      '    SSLOpenSSLConfCmd DHParameters "/etc/ssl/test/dh/dh1024.pem"',
      '</VirtualHost>',
      '',
    ]);
  });
});

describe('cert-chain-incomplete', () => {
  it('finds SSLCertificateFile cert.pem without a chain', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainIncomplete, b)).toEqual([
      {
        message:
          '"/etc/ssl/test/rsa2048/cert.pem" holds the leaf certificate "example.com" but not its issuer "CN=ssllint Test Intermediate RSA, O=ssllint test": clients that do not already have this intermediate fail to verify the server or stall fetching it; the issuer can be downloaded from http://ca.ssllint.test/int-rsa.der',
        location: { file: b.file, line: 4, column: 5, endLine: 4, endColumn: 53 },
        fix: {
          description: 'serve "/etc/ssl/test/rsa2048/fullchain.pem", next to it: it holds this leaf followed by its issuer',
          replacement: 'SSLCertificateFile /etc/ssl/test/rsa2048/fullchain.pem',
        },
      },
    ]);
  });

  it('takes the chain from SSLCertificateChainFile, and says that directive is deprecated since 2.4.8', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain.pem'] });
    expect(run(chainIncomplete, b)).toEqual([
      {
        severity: 'info',
        message: 'SSLCertificateChainFile is deprecated since Apache 2.4.8: put the intermediates in the SSLCertificateFile file after the leaf',
        location: { file: b.file, line: 6, column: 5, endLine: 6, endColumn: 59 },
        fix: {
          description: 'append the chain to the certificate file, leaf first, serve that file and remove SSLCertificateChainFile',
          replacement: 'SSLCertificateFile /etc/ssl/test/rsa2048/fullchain.pem',
        },
      },
    ]);
  });

  it('finds a chain file that belongs to another certificate', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem', 'ecdsa-p256/cert.pem'], keys: ['rsa2048/privkey.pem', 'ecdsa-p256/privkey.pem'], chains: ['ecdsa-p256/chain.pem'] });
    const found = run(chainIncomplete, b);
    expect(found.map((f) => [f.location.line, f.severity, f.message])).toEqual([
      [
        4,
        undefined,
        'neither "/etc/ssl/test/rsa2048/cert.pem" nor the SSLCertificateChainFile holds its issuer "CN=ssllint Test Intermediate RSA, O=ssllint test": clients that do not already have this intermediate fail to verify the server or stall fetching it; the issuer can be downloaded from http://ca.ssllint.test/int-rsa.der',
      ],
      [
        8,
        'info',
        'SSLCertificateChainFile is deprecated since Apache 2.4.8: put the intermediates in the SSLCertificateFile file after the leaf (with several certificates, one chain file cannot serve them all)',
      ],
    ]);
    expect(found[0].related).toEqual([lineAt(b, 8)]);
  });

  it('before 2.4.8: only the first certificate of SSLCertificateFile is sent, the chain file is the way', () => {
    const withFullchain = vhost({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'] }, '2.4.7');
    expect(run(chainIncomplete, withFullchain)).toEqual([
      {
        message:
          'Apache before 2.4.8 sends only the first certificate of "/etc/ssl/test/rsa2048/fullchain.pem" (the leaf "example.com"), so clients never get its issuer "CN=ssllint Test Intermediate RSA, O=ssllint test": clients that do not already have this intermediate fail to verify the server or stall fetching it; the issuer can be downloaded from http://ca.ssllint.test/int-rsa.der',
        location: lineAt(withFullchain, 4),
        fix: {
          description: 'name the intermediate certificate(s) in SSLCertificateChainFile (before 2.4.8, Apache sends only the first certificate of SSLCertificateFile)',
          replacement: 'SSLCertificateChainFile /etc/ssl/test/rsa2048/chain.pem',
        },
      },
    ]);
    expect(run(chainIncomplete, vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain.pem'] }, '2.4.7'))).toEqual([]);
    expect(run(chainIncomplete, vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain.pem'] }, '2.2.34'))).toEqual([]);
  });

  it('accepts a full chain in SSLCertificateFile, with the key in the same file or not', () => {
    expect(run(chainIncomplete, vhost({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'] }))).toEqual([]);
    expect(run(chainIncomplete, vhost({ certs: ['rsa2048/cert-and-key.pem'] })).map((f) => f.location.line)).toEqual([4]);
  });
});

describe('cert-chain-order and cert-chain-root-included across the chain file', () => {
  it('finds an intermediate the chain file adds for nothing', () => {
    const b = vhost({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'], chains: ['ecdsa-p256/chain.pem'] });
    expect(run(chainOrder, b)).toEqual([
      {
        message:
          'with "/etc/ssl/test/rsa2048/fullchain.pem" the server also sends #3 "ssllint Test Intermediate EC" (from "/etc/ssl/test/ecdsa-p256/chain.pem"), which certifies nothing in the chain of "example.com"',
        location: lineAt(b, 4),
        fix: { description: 'send the leaf first, then each issuer: "example.com", "ssllint Test Intermediate RSA", and nothing else (remove "ssllint Test Intermediate EC")' },
        related: [lineAt(b, 6)],
      },
    ]);
  });

  it('finds the intermediate before the leaf', () => {
    const b = vhost({ certs: ['rsa2048/wrong-order.pem'], keys: ['rsa2048/privkey.pem'] });
    expect(run(chainOrder, b).map((f) => [f.location.line, f.message.split(';')[0]])).toEqual([
      [4, 'the certificates in "/etc/ssl/test/rsa2048/wrong-order.pem" are not in leaf → issuer order: the server sends #1 "ssllint Test Intermediate RSA", #2 "example.com"'],
    ]);
  });

  it('puts a root sent by the chain file on the SSLCertificateChainFile line', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain-with-root.pem'] });
    expect(run(rootIncluded, b).map((f) => [f.location, f.message.split(':')[0]])).toEqual([
      [lineAt(b, 6), '"/etc/ssl/test/rsa2048/chain-with-root.pem" sends the self-signed root "ssllint Test Root RSA" (certificate #3)'],
    ]);
    expect(run(chainOrder, b)).toEqual([]);
  });
});

describe('cert-expired and cert-expiring', () => {
  it('puts an intermediate from the chain file on the chain file line', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['rsa2048/chain.pem'] });
    expect(run(expired, b, { now: new Date('2019-12-31T00:00:00Z') }).map((f) => [f.location.line, f.message])).toEqual([
      [4, 'the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/cert.pem" is not valid before 2020-01-01 00:00:00 UTC (in 1 day): every client rejects it until then'],
      [6, 'the intermediate certificate "ssllint Test Intermediate RSA" in "/etc/ssl/test/rsa2048/chain.pem" is not valid before 2020-01-01 00:00:00 UTC (in 1 day): every client rejects it until then'],
    ]);
    expect(run(expiring, b, { now: new Date('2123-12-02T00:00:00Z') }).map((f) => [f.location.line, f.message.split(',')[1]])).toEqual([
      [4, ' in 30 days (warning threshold: 30 days)'],
      [6, ' in 30 days (warning threshold: 30 days)'],
    ]);
  });

  it('finds the expired leaf', () => {
    const b = vhost({ certs: ['expired/fullchain.pem'], keys: ['expired/privkey.pem'] });
    expect(run(expired, b).map((f) => [f.location, f.message])).toEqual([
      [lineAt(b, 4), 'the leaf certificate "example.com" in "/etc/ssl/test/expired/fullchain.pem" expired on 2021-01-01 00:00:00 UTC (1977 days ago): every client rejects it'],
    ]);
  });
});

describe('cert-key-mismatch', () => {
  it('pairs files by position and finds swapped key files', () => {
    const b = vhost({ certs: ['rsa2048/fullchain.pem', 'ecdsa-p384/fullchain.pem'], keys: ['ecdsa-p384/privkey.pem', 'rsa2048/privkey.pem'] });
    expect(run(keyMismatch, b)).toEqual([
      {
        message:
          'the private key in "/etc/ssl/test/ecdsa-p384/privkey.pem" (ECDSA P-384) does not belong to the leaf certificate "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" (RSA-2048): Apache refuses to start with this pair; it belongs to "example.com" in "/etc/ssl/test/ecdsa-p384/fullchain.pem" (are the SSLCertificateKeyFile lines swapped?)',
        stops: true,
        location: lineAt(b, 4),
        fix: { description: 'use the key that belongs to this certificate: "/etc/ssl/test/rsa2048/privkey.pem"', replacement: 'SSLCertificateKeyFile /etc/ssl/test/rsa2048/privkey.pem' },
        related: [lineAt(b, 5)],
      },
      {
        message:
          'the private key in "/etc/ssl/test/rsa2048/privkey.pem" (RSA-2048) does not belong to the leaf certificate "example.com" in "/etc/ssl/test/ecdsa-p384/fullchain.pem" (ECDSA P-384): Apache refuses to start with this pair; it belongs to "example.com" in "/etc/ssl/test/rsa2048/fullchain.pem" (are the SSLCertificateKeyFile lines swapped?)',
        stops: true,
        location: lineAt(b, 6),
        fix: { description: 'use the key that belongs to this certificate: "/etc/ssl/test/ecdsa-p384/privkey.pem"', replacement: 'SSLCertificateKeyFile /etc/ssl/test/ecdsa-p384/privkey.pem' },
        related: [lineAt(b, 7)],
      },
    ]);
  });

  it('reads the key from the certificate file when no SSLCertificateKeyFile is paired', () => {
    expect(run(keyMismatch, vhost({ certs: ['rsa2048/cert-and-key.pem'] }))).toEqual([]);
    const b = vhost({ certs: ['selfsigned/cert.pem'] });
    expect(run(keyMismatch, b)).toEqual([
      {
        message: 'no SSLCertificateKeyFile is paired with this certificate and "/etc/ssl/test/selfsigned/cert.pem" holds no private key: Apache refuses to start',
        stops: true,
        location: lineAt(b, 4),
        fix: { description: 'add the key of this certificate right after it', replacement: 'SSLCertificateKeyFile /etc/ssl/test/selfsigned/privkey.pem' },
      },
    ]);
  });

  it('finds a key in the certificate file that belongs to another certificate', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem', 'ecdsa-p256/cert-and-key.pem'], keys: ['rsa2048/privkey.pem'] });
    // ecdsa-p256 has no cert-and-key.pem: the second file is missing, which cert-unreadable reports.
    expect(run(keyMismatch, b)).toEqual([]);
    const c = vhost({ certs: ['ecdsa-p256/fullchain.pem'], keys: ['mismatch/privkey.pem'] });
    expect(run(keyMismatch, c).map((f) => [f.location.line, f.fix?.replacement])).toEqual([[4, 'SSLCertificateKeyFile /etc/ssl/test/ecdsa-p256/privkey.pem']]);
  });
});

describe('key strength and signature', () => {
  it('finds the weak, the slow and the SHA-1 certificate, each on its own line', () => {
    const b = vhost({ certs: ['rsa1024/fullchain.pem', 'rsa4096/fullchain.pem', 'sha1/fullchain.pem'], keys: ['rsa1024/privkey.pem', 'rsa4096/privkey.pem', 'sha1/privkey.pem'] });
    // The new key and certificate are files the user makes: no directive names them.
    expect(run(weakKey, b).map((f) => [f.location.line, f.fix?.replacement])).toEqual([
      [4, undefined],
    ]);
    expect(run(slowKey, b).map((f) => [f.location.line, f.fix?.replacement])).toEqual([
      [6, undefined],
    ]);
    expect(run(weakSignature, b).map((f) => f.location)).toEqual([lineAt(b, 8)]);
  });
});

describe('cert-name-mismatch', () => {
  it('checks ServerName (scheme and port stripped) and ServerAlias, wildcards included', () => {
    const b = apacheModel({ names: ['https://example.org:443', 'www.example.org', '*.example.org', 'shop.example.com', 'www?.example.org'], certs: ['wildcard/fullchain.pem'], keys: ['wildcard/privkey.pem'] });
    expect(run(nameMismatch, b)).toEqual([
      {
        message:
          'the leaf certificate "*.example.org" in "/etc/ssl/test/wildcard/fullchain.pem" does not cover "shop.example.com": clients connecting to that name get a certificate name error; it covers *.example.org, example.org',
        location: lineAt(b, 5),
        fix: { description: 'reissue the certificate with this name added to its subjectAltName (e.g. certbot --expand -d …), or serve it from a server with a certificate that covers it' },
        related: [wordAt(b, 3, 'shop.example.com')],
      },
    ]);
  });
});

describe('cert-unreadable', () => {
  it('reports an encrypted key in SSLCertificateKeyFile and in the certificate file, with Apache’s way to unlock it', () => {
    const b = apacheModel(
      { names: ['a.example.com'], certs: ['rsa2048/fullchain.pem'], keys: ['encrypted/privkey-traditional.pem'] },
      { names: ['b.example.com'], certs: ['encrypted/cert-and-key.pem'] },
    );
    const keyLine = readFileSync(`${FIXTURES}/encrypted/cert-and-key.pem`, 'utf8').split('\n').indexOf('-----BEGIN ENCRYPTED PRIVATE KEY-----') + 1;
    expect(keyLine).toBeGreaterThan(1);
    const note = '(Apache asks for the passphrase through SSLPassPhraseDialog at start): ssllint never asks for one, so it did not check that the key matches its certificate';
    expect(run(unreadable, b).map((f) => [f.location, f.message])).toEqual([
      [lineAt(b, 5), `the private key at line 1 of "/etc/ssl/test/encrypted/privkey-traditional.pem" is encrypted with a passphrase ${note}`],
      [lineAt(b, 10), `the private key at line ${keyLine} of "/etc/ssl/test/encrypted/cert-and-key.pem" is encrypted with a passphrase ${note}`],
    ]);
    // The other checks go on: the second certificate still lacks its intermediate.
    expect(run(chainIncomplete, b).map((f) => f.location.line)).toEqual([10]);
    expect(run(keyMismatch, b)).toEqual([]);
  });

  it('reports a missing chain file and a missing DH parameters file once each', () => {
    const b = vhost({ certs: ['rsa2048/cert.pem'], keys: ['rsa2048/privkey.pem'], chains: ['missing/chain.pem'], dhparam: 'missing/dh.pem' });
    expect(run(unreadable, b).map((f) => [f.location.line, f.message.split(':')[0]])).toEqual([
      [6, 'cannot read the certificate chain file "/etc/ssl/test/missing/chain.pem"'],
      [7, 'cannot read the DH parameters file "/etc/ssl/test/missing/dh.pem"'],
    ]);
  });
});

describe('dhparam-weak', () => {
  it('finds 1024-bit SSLOpenSSLConfCmd DHParameters', () => {
    const b = vhost({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'], dhparam: 'dh/dh1024.pem' });
    expect(run(dhparamWeak, b)).toEqual([
      {
        message:
          '"/etc/ssl/test/dh/dh1024.pem" holds 1024-bit DH parameters and the cipher list allows DHE suites (e.g. DHE-RSA-AES256-GCM-SHA384, with OpenSSL 1.0.2, OpenSSL 1.1.1 and OpenSSL 3.x): groups under 2048 bits are open to precomputation attacks (Logjam)',
        location: lineAt(b, 6),
        fix: {
          description: 'use the RFC 7919 ffdhe2048 group beside it, or drop the DHE suites',
          replacement: 'SSLOpenSSLConfCmd DHParameters "/etc/ssl/test/dh/ffdhe2048.pem"',
        },
        generations: ['1.0.2', '1.1.1', '3.x'],
      },
    ]);
  });

  it('finds DH parameters appended to the certificate file', () => {
    const b = vhost({ certs: ['rsa2048/fullchain-dh1024.pem'], keys: ['rsa2048/privkey.pem'], ciphers: 'ECDHE+AESGCM:DHE+AESGCM' });
    expect(run(dhparamWeak, b).map((f) => [f.location, f.message.split(' and ')[0], f.fix?.replacement])).toEqual([
      [
        lineAt(b, 4),
        '"/etc/ssl/test/rsa2048/fullchain-dh1024.pem" holds 1024-bit DH parameters (appended to the certificate file, which Apache uses for DHE)',
        // No ffdhe2048.pem beside the certificate file: the fix names none.
        undefined,
      ],
    ]);
  });

  it('is quiet with ffdhe2048 and without DHE suites', () => {
    expect(run(dhparamWeak, vhost({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'], dhparam: 'dh/ffdhe2048.pem' }))).toEqual([]);
    expect(run(dhparamWeak, vhost({ certs: ['rsa2048/fullchain.pem'], keys: ['rsa2048/privkey.pem'], dhparam: 'dh/dh1024.pem', ciphers: 'ECDHE+AESGCM' }))).toEqual([]);
  });
});
