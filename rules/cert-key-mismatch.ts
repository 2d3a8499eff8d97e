import { posix } from 'node:path';
import { byServer, loadedChains, type ServedChain } from '../src/certs/audit.js';
import type { CertCache } from '../src/certs/cache.js';
import { describeKey } from '../src/certs/key-shape.js';
import { keyMatches } from '../src/certs/private-key.js';
import { directive, directiveName, Findings, locationOf, sibling } from '../src/certs/report.js';
import { isExternalKey, isStaticPath } from '../src/certs/served.js';
import type { FileRef } from '../src/model/types.js';
import type { Rule } from '../src/rule.js';
import type { Fix } from '../src/findings.js';

const rule: Rule = {
  meta: {
    id: 'cert-key-mismatch',
    title: 'The private key does not belong to the certificate',
    severity: 'error',
    category: 'certificate',
    security: false,
    docs: {
      why: 'The server proves it owns the certificate with the matching private key. With the wrong key Apache refuses to start, and so does nginx when the key has the certificate’s type (“key values mismatch”); a key of another type (an RSA key for an ECDSA certificate) nginx accepts, and then every handshake needing that certificate fails. Pairs are matched the way the servers match them: the n-th `ssl_certificate` with the n-th `ssl_certificate_key`; the n-th `SSLCertificateFile` with the n-th `SSLCertificateKeyFile`, or with a key inside the certificate file when there is no key file. The key is compared with the leaf by its public half; its contents are never printed.',
      nginx: {
        bad: 'ssl_certificate     /etc/ssl/rsa/fullchain.pem;\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;',
        good: 'ssl_certificate     /etc/ssl/rsa/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa/privkey.pem;',
      },
      apache: {
        bad: 'SSLCertificateFile    /etc/ssl/rsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem',
        good: 'SSLCertificateFile    /etc/ssl/rsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa/privkey.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    // A server that rejects every handshake still loads its key pair, and fails on a mismatch.
    const chains = loadedChains(model);
    const perServer = byServer(chains);
    for (const served of chains) checkPair(out, served, perServer.get(served.pair.server)!);
    return out.list();
  },
};

function checkPair(out: Findings, { pair, chain, cache }: ServedChain, sameServer: ServedChain[]): void {
  const dialect = pair.server.dialect;
  const server = dialect === 'nginx' ? 'nginx' : 'Apache';
  const leaf = chain.leaf.cert;
  const source = pair.keySource;
  if (!source) {
    out.add(pair.cert, {
      message: `no ssl_certificate_key is paired with this certificate: nginx refuses to start`,
      fix: addKeyFix(cache, pair.cert, dialect, leaf.publicKey),
    });
    return;
  }
  if (isExternalKey(source) || !isStaticPath(source)) return;
  const loaded = cache.load(source.resolved);
  if (!loaded.ok) return; // cert-unreadable says why
  const key = loaded.file.keys[0];
  if (!key) {
    if (pair.keyRef || loaded.file.keyProblems.length > 0) return; // cert-unreadable reports it
    out.add(pair.cert, {
      message: `no SSLCertificateKeyFile is paired with this certificate and "${pair.cert.path}" holds no private key: ${server} refuses to start`,
      fix: addKeyFix(cache, pair.cert, dialect, leaf.publicKey),
    });
    return;
  }
  if (keyMatches(key, leaf.publicKey)) return;

  const keyPath = pair.keyRef ? pair.keyRef.path : pair.cert.path;
  let message = `the private key in "${keyPath}" (${describeKey(key.shape)}) does not belong to the leaf certificate "${leaf.label}" in "${pair.cert.path}" (${leaf.keyDescription}): ${consequence(dialect, key.shape.type === leaf.key.type)}`;
  const better = matchingKey(cache, pair.keyRef, pair.cert, leaf.publicKey, sameServer);
  if (better?.swappedWith) {
    message += `; it belongs to "${better.swappedWith.label}" in "${better.swappedWith.path}" (are the ${directiveName(dialect, 'key')} lines swapped?)`;
  }
  out.add(pair.cert, {
    message,
    fix: better
      ? { description: `use the key that belongs to this certificate: "${better.path}"`, replacement: directive(dialect, 'key', better.path) }
      : { description: `point ${directiveName(dialect, 'key')} at the key this certificate was issued for, or reissue the certificate for this key` },
    related: pair.keyRef ? [locationOf(pair.keyRef.at)] : undefined,
  });
}

/** Add the key after the certificate: naming `privkey.pem` beside it when that is its key (the Let's Encrypt layout). */
function addKeyFix(cache: CertCache, cert: FileRef, dialect: 'nginx' | 'apache', certKey: Parameters<typeof keyMatches>[1]): Fix {
  const besideResolved = posix.join(posix.dirname(cert.resolved), 'privkey.pem');
  const beside = isStaticPath(cert) ? cache.load(besideResolved) : undefined;
  if (beside?.ok && beside.file.keys[0] && keyMatches(beside.file.keys[0], certKey)) {
    return { description: 'add the key of this certificate right after it', replacement: directive(dialect, 'key', sibling(cert.path, 'privkey.pem')) };
  }
  return { description: `add ${directiveName(dialect, 'key')} right after it, naming the file that holds this certificate's private key` };
}

/**
 * What the server does with the pair (seen with nginx 1.22 and Apache 2.4 on OpenSSL 3.0):
 * OpenSSL keeps one certificate/key slot per key type, so nginx checks a key only against a
 * certificate of its own type; a key of another type lands in an empty slot and the server
 * starts with a certificate it cannot use. mod_ssl checks every pair (AH02565).
 */
function consequence(dialect: 'nginx' | 'apache', sameType: boolean): string {
  if (dialect === 'apache') return 'Apache refuses to start with this pair';
  return sameType
    ? 'nginx refuses to start with this pair'
    : 'nginx starts (OpenSSL files a key of another type apart from this certificate), but every handshake that needs this certificate fails';
}

/**
 * A key that does fit: one paired with another certificate of the same server (swapped
 * RSA/ECDSA lines), or `privkey.pem` beside the certificate (the Let's Encrypt layout).
 */
function matchingKey(
  cache: CertCache,
  keyRef: FileRef | undefined,
  cert: FileRef,
  certKey: Parameters<typeof keyMatches>[1],
  sameServer: ServedChain[],
): { path: string; swappedWith?: { label: string; path: string } } | undefined {
  const mine = keyRef && isStaticPath(keyRef) ? cache.load(keyRef.resolved) : undefined;
  const myKey = mine?.ok ? mine.file.keys[0] : undefined;
  let fitting: { path: string; swappedWith?: { label: string; path: string } } | undefined;
  for (const other of sameServer) {
    const ref = other.pair.keySource;
    if (!ref || ref === keyRef || isExternalKey(ref) || !isStaticPath(ref)) continue;
    const l = cache.load(ref.resolved);
    if (!l.ok || !l.file.keys[0] || !keyMatches(l.file.keys[0], certKey)) continue;
    // Prefer the pair whose certificate takes our key in exchange: the lines were swapped.
    if (myKey && keyMatches(myKey, other.chain.leaf.cert.publicKey)) {
      return { path: ref.path, swappedWith: { label: other.chain.leaf.cert.label, path: other.pair.cert.path } };
    }
    fitting ??= { path: ref.path };
  }
  if (fitting) return fitting;
  if (!isStaticPath(cert)) return undefined;
  const siblingResolved = posix.join(posix.dirname(cert.resolved), 'privkey.pem');
  if (keyRef && siblingResolved === keyRef.resolved) return undefined;
  const l = cache.load(siblingResolved);
  if (l.ok && l.file.keys[0] && keyMatches(l.file.keys[0], certKey)) return { path: sibling(cert.path, 'privkey.pem') };
  return undefined;
}

export default rule;
