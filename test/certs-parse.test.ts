// Parsing of certificate, key and DH files, checked against the openssl CLI on every fixture.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeChain } from '../src/certs/chain.js';
import { parseCertFile } from '../src/certs/cert-file.js';
import { keyMatches } from '../src/certs/private-key.js';
import { pemBlocks } from '../src/certs/pem.js';
import { parseGeneralNames, parseInfoAccess, parseOpenSslTime } from '../src/certs/x509.js';
import { FIXTURES } from './helpers/cert-model.js';
import { fields, openssl, opensslStatus } from './helpers/openssl.js';
import { peerMissing, skipNote } from './helpers/peers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const fixture = (p: string): string => join(FIXTURES, p);
const parse = (p: string) => parseCertFile(readFileSync(fixture(p)));

const LEAF_DIRS = ['rsa2048', 'rsa1024', 'rsa4096', 'ecdsa-p256', 'ecdsa-p384', 'ed25519', 'rsa-pss', 'sha1', 'expired', 'wrong-name', 'wildcard', 'ocsp'];
const CERT_FILES = [...LEAF_DIRS.map((d) => `${d}/cert.pem`), 'selfsigned/cert.pem', 'ca/root-rsa.pem', 'ca/root-ec.pem', 'ca/int-rsa.pem', 'ca/int-rsa-old.pem', 'ca/int-ec.pem'];

/** The machine's openssl is the oracle of several blocks here; without it they are skipped. */
const opensslMissing = peerMissing('openssl');
const work = makeTmp('ssllint-certs-').dir;
afterAll(() => removeTmp(work));

describe.skipIf(opensslMissing)(`certificates, as openssl x509 reads them${skipNote(opensslMissing)}`, () => {
  for (const file of CERT_FILES) {
    it(file, () => {
      const [cert] = parse(file).certs;
      const f = fields(openssl('x509', '-in', fixture(file), '-noout', '-subject', '-issuer', '-nameopt', 'RFC2253', '-startdate', '-enddate', '-dateopt', 'iso_8601', '-fingerprint', '-sha256'));
      expect(cert.subject.replace(/, /g, ',')).toBe(f.subject);
      expect(cert.issuer.replace(/, /g, ',')).toBe(f.issuer);
      expect(cert.notBefore?.toISOString()).toBe(f.notBefore.replace(' ', 'T').replace('Z', '.000Z'));
      expect(cert.notAfter?.toISOString()).toBe(f.notAfter.replace(' ', 'T').replace('Z', '.000Z'));
      expect(cert.fingerprint).toBe(f['sha256 Fingerprint']);

      const text = openssl('x509', '-in', fixture(file), '-noout', '-text');
      const bits = /Public-Key: \((\d+) bit\)/.exec(text);
      const algorithm = /Public Key Algorithm: (\S+)/.exec(text)![1];
      const expectedType = { rsaEncryption: 'rsa', rsassaPss: 'rsa-pss', 'id-ecPublicKey': 'ec', ED25519: 'ed25519' }[algorithm];
      expect(cert.key.type).toBe(expectedType);
      if (expectedType === 'ed25519') expect(cert.key.bits).toBe(256);
      else expect(cert.key.bits).toBe(Number(bits![1]));
      const curve = /NIST CURVE: (\S+)/.exec(text);
      expect(cert.key.curve).toBe(curve?.[1]);

      // The outer signatureAlgorithm is the last one printed, at four spaces of indent.
      // (OpenSSL 3.0 prints the PSS parameters after the `Signature Value:` heading.)
      const [sigLine, ...after] = text.slice(text.lastIndexOf('\n    Signature Algorithm: ') + 1).split('\n');
      const sigName = sigLine.split(': ')[1].trim();
      const pssHash = /Hash Algorithm: (\S+)/.exec(after.slice(0, 3).join('\n'))?.[1];
      if (sigName === 'rsassaPss') expect(cert.signature).toEqual({ name: `rsassaPss (${pssHash})`, oid: '1.2.840.113549.1.1.10', hash: pssHash });
      else expect(cert.signature?.name).toBe(sigName);

      const san = opensslStatus('x509', '-in', fixture(file), '-noout', '-ext', 'subjectAltName').output;
      const dns = [...san.matchAll(/DNS:([^,\s]+)/g)].map((m) => m[1]);
      expect(cert.dnsNames).toEqual(dns);
      const aia = [...text.matchAll(/CA Issuers - URI:(\S+)/g)].map((m) => m[1]);
      expect(cert.caIssuers).toEqual(aia);
      const ocsp = [...text.matchAll(/OCSP - URI:(\S+)/g)].map((m) => m[1]);
      expect(cert.ocspResponders).toEqual(ocsp);

      // Self-signed exactly when the certificate verifies as its own trust anchor.
      const selfVerified = opensslStatus('verify', '-no_check_time', '-CAfile', fixture(file), fixture(file)).status === 0;
      expect(cert.selfSigned).toBe(selfVerified);
    });
  }

  it('reads the hash of an RSASSA-PSS signature from its parameters', () => {
    expect(parse('rsa-pss/cert.pem').certs[0].signature).toEqual({ name: 'rsassaPss (sha256)', oid: '1.2.840.113549.1.1.10', hash: 'sha256' });
    expect(parse('sha1/cert.pem').certs[0].signature).toEqual({ name: 'sha1WithRSAEncryption', oid: '1.2.840.113549.1.1.5', hash: 'sha1' });
    expect(parse('ecdsa-p256/cert.pem').certs[0].signature).toEqual({ name: 'ecdsa-with-SHA384', oid: '1.2.840.10045.4.3.3', hash: 'sha384' });
  });
});

describe('Node’s printed forms', () => {
  it('splits subjectAltName lists, JSON-quoted values included', () => {
    expect(parseGeneralNames('DNS:example.com, DNS:"odd, name", IP Address:192.0.2.1, DNS:*.example.org')).toEqual([
      ['DNS', 'example.com'],
      ['DNS', 'odd, name'],
      ['IP Address', '192.0.2.1'],
      ['DNS', '*.example.org'],
    ]);
    expect(parseGeneralNames('')).toEqual([]);
  });

  it('reads OpenSSL time strings as UTC, or not at all', () => {
    expect(parseOpenSslTime('Jan  1 00:00:00 2124 GMT')?.toISOString()).toBe('2124-01-01T00:00:00.000Z');
    expect(parseOpenSslTime('Feb 29 12:34:56 2024 GMT')?.toISOString()).toBe('2024-02-29T12:34:56.000Z');
    expect(parseOpenSslTime('2024-02-29T12:34:56Z')).toBeUndefined();
    expect(parseOpenSslTime('Foo  1 00:00:00 2124 GMT')).toBeUndefined();
  });

  it('picks the caIssuers URIs out of the access description', () => {
    expect(parseInfoAccess('OCSP - URI:http://o.example\nCA Issuers - URI:http://i.example/a.der', 'CA Issuers')).toEqual(['http://i.example/a.der']);
    expect(parseInfoAccess('OCSP - URI:http://o.example\nCA Issuers - URI:http://i.example/a.der', 'OCSP')).toEqual(['http://o.example']);
  });
});

describe('bundles', () => {
  it('keeps every certificate of a bundle in file order, with the line of each BEGIN', () => {
    const file = parse('rsa2048/with-root.pem');
    expect(file.certs.map((c) => [c.index, c.label])).toEqual([
      [1, 'example.com'],
      [2, 'ssllint Test Intermediate RSA'],
      [3, 'ssllint Test Root RSA'],
    ]);
    const beginLines = readFileSync(fixture('rsa2048/with-root.pem'), 'utf8')
      .split('\n')
      .flatMap((l, i) => (l.startsWith('-----BEGIN') ? [i + 1] : []));
    expect(file.certs.map((c) => c.line)).toEqual(beginLines);
  });

  it('ignores text around blocks and CRLF line ends, as OpenSSL does', () => {
    const pem = readFileSync(fixture('rsa2048/fullchain.pem'), 'utf8');
    const noisy = `Bag Attributes\r\n    friendlyName: example\r\nsubject=/CN=example.com\r\n${pem.replace(/\n/g, '\r\n')}\r\ntrailing words\r\n`;
    const file = parseCertFile(Buffer.from(noisy));
    expect(file.certs.map((c) => c.label)).toEqual(['example.com', 'ssllint Test Intermediate RSA']);
    expect(file.certs.map((c) => c.line)).toEqual([4, 4 + pem.split('\n').findIndex((l, i) => i > 0 && l.startsWith('-----BEGIN'))]);
    expect(file.problems).toEqual([]);
  });

  it('reports a truncated certificate by its line and keeps the others', () => {
    const pem = readFileSync(fixture('rsa2048/fullchain.pem'), 'utf8');
    const cut = pem.slice(0, pem.lastIndexOf('-----END'));
    const file = parseCertFile(Buffer.from(cut));
    expect(file.certs.map((c) => c.label)).toEqual(['example.com']);
    expect(file.problems).toEqual([{ line: pemBlocks(cut)[1].line, what: 'certificate', reason: 'its "-----END CERTIFICATE-----" line is missing' }]);
  });

  it('tells a DER certificate from text that is no certificate at all', () => {
    expect(parse('broken/cert.der').encoding).toBe('der');
    expect(parse('broken/garbage.pem').encoding).toBe('none');
    expect(parse('broken/cert.der').certs).toEqual([]);
  });
});

describe.skipIf(opensslMissing)(`the leaf’s issuer, as openssl verify finds it${skipNote(opensslMissing)}`, () => {
  // A client holding both roots and nothing else: what it can verify from the served file alone.
  const roots = join(work, 'roots.pem');
  writeFileSync(roots, readFileSync(fixture('ca/root-rsa.pem'), 'utf8') + readFileSync(fixture('ca/root-ec.pem'), 'utf8'));
  const served = [...LEAF_DIRS.flatMap((d) => [`${d}/cert.pem`, `${d}/fullchain.pem`]), 'rsa2048/wrong-order.pem', 'rsa2048/with-root.pem', 'rsa2048/stale-chain.pem'];
  for (const file of served) {
    it(file, () => {
      const certs = parse(file).certs;
      const chain = analyzeChain(certs.map((cert) => ({ cert, path: file })), certs.length);
      const pems = readFileSync(fixture(file), 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/g)!;
      const leafPem = pems[chain.leaf.position - 1];
      writeFileSync(join(work, 'leaf.pem'), leafPem);
      writeFileSync(join(work, 'rest.pem'), pems.filter((p) => p !== leafPem).join('') || '\n');
      const args = ['verify', '-CAfile', roots, ...(pems.length > 1 ? ['-untrusted', join(work, 'rest.pem')] : []), join(work, 'leaf.pem')];
      const verdict = opensslStatus(args[0], '-no_check_time', ...args.slice(1));
      expect(chain.issuerMissing).toBe(verdict.status !== 0);
      if (chain.issuerMissing) expect(verdict.output).toContain('unable to get local issuer certificate');
      expect(chain.leaf.cert.label).toBe(file.startsWith('wrong-name') ? 'other.example.net' : file.startsWith('wildcard') ? '*.example.org' : 'example.com');
    });
  }
});

describe('private keys', () => {
  const keyFiles = [...LEAF_DIRS.map((d) => `${d}/privkey.pem`), 'selfsigned/privkey.pem', 'mismatch/privkey.pem'];
  const certFiles = [...LEAF_DIRS.map((d) => `${d}/cert.pem`), 'selfsigned/cert.pem'];
  it.skipIf(opensslMissing)(`matches a key to a certificate exactly when openssl derives the same public key${skipNote(opensslMissing)}`, () => {
    const pub = new Map<string, string>();
    for (const c of certFiles) pub.set(c, openssl('x509', '-in', fixture(c), '-noout', '-pubkey'));
    for (const k of keyFiles) pub.set(k, openssl('pkey', '-in', fixture(k), '-pubout'));
    let matches = 0;
    for (const k of keyFiles) {
      const [key] = parse(k).keys;
      expect(key.line).toBe(1);
      for (const c of certFiles) {
        const same = pub.get(k) === pub.get(c);
        expect(keyMatches(key, parse(c).certs[0].publicKey), `${k} vs ${c}`).toBe(same);
        if (same) matches++;
      }
    }
    expect(matches).toBe(certFiles.length);
  });

  it('never hands an encrypted key to OpenSSL and says why', () => {
    for (const k of ['encrypted/privkey.pem', 'encrypted/privkey-traditional.pem']) {
      const file = parse(k);
      expect(file.keys).toEqual([]);
      expect(file.keyProblems).toEqual([{ line: 1, kind: 'encrypted', reason: 'it is encrypted with a passphrase' }]);
    }
  });

  it('finds the key inside a certificate file', () => {
    const file = parse('rsa2048/cert-and-key.pem');
    expect(file.certs).toHaveLength(1);
    expect(file.keys).toHaveLength(1);
    expect(keyMatches(file.keys[0], file.certs[0].publicKey)).toBe(true);
    const certLines = readFileSync(fixture('rsa2048/cert.pem'), 'utf8').split('\n').length - 1;
    expect(file.keys[0].line).toBe(certLines + 1);
  });

  it('keeps a key-type mismatch from poisoning the next key parse', () => {
    const ec = parse('ecdsa-p256/privkey.pem').keys[0];
    expect(keyMatches(ec, parse('rsa2048/cert.pem').certs[0].publicKey)).toBe(false);
    expect(parse('rsa2048/privkey.pem').keys).toHaveLength(1);
  });
});

describe.skipIf(opensslMissing)(`DH parameters${skipNote(opensslMissing)}`, () => {
  for (const file of readdirSync(fixture('dh'))) {
    it(`dh/${file}`, () => {
      const expected = Number(/\((\d+) bit\)/.exec(openssl('pkeyparam', '-in', fixture(`dh/${file}`), '-text', '-noout'))![1]);
      expect(parse(`dh/${file}`).dhParams).toMatchObject([{ line: 1, primeBits: expected }]);
    });
  }
});
