import { posix } from 'node:path';
import { servedChains, type ServedChain } from '../src/certs/audit.js';
import type { CertCache } from '../src/certs/cache.js';
import { describeKey } from '../src/certs/key-shape.js';
import { keyMatches } from '../src/certs/private-key.js';
import { directive, directiveName, Findings, locationOf, sibling } from '../src/certs/report.js';
import { isExternalKey, isStaticPath } from '../src/certs/served.js';
import type { FileRef } from '../src/model/types.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-key-mismatch',
    title: 'The private key does not belong to the certificate',
    severity: 'error',
    category: 'certificate',
    security: false,
    docs: {
      why: 'The server proves it owns the certificate with the matching private key; with the wrong key nginx and Apache refuse to start (“key values mismatch”), which a deploy usually discovers at reload time. Pairs are matched the way the servers match them: the n-th `ssl_certificate` with the n-th `ssl_certificate_key`; the n-th `SSLCertificateFile` with the n-th `SSLCertificateKeyFile`, or with a key inside the certificate file when there is no key file. The key is compared with the leaf by its public half; its contents are never printed.',
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
    const chains = servedChains(model);
    for (const served of chains) checkPair(out, served, chains);
    return out.list();
  },
};

function checkPair(out: Findings, { pair, chain, cache }: ServedChain, all: ServedChain[]): void {
  const dialect = pair.server.dialect;
  const server = dialect === 'nginx' ? 'nginx' : 'Apache';
  const leaf = chain.leaf.cert;
  const source = pair.keySource;
  if (!source) {
    out.add(pair.cert, {
      message: `no ssl_certificate_key is paired with this certificate: nginx refuses to start`,
      fix: { description: 'add the key of this certificate right after it', replacement: directive(dialect, 'key', sibling(pair.cert.path, 'privkey.pem')) },
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
      fix: { description: 'add the key of this certificate right after it', replacement: directive(dialect, 'key', sibling(pair.cert.path, 'privkey.pem')) },
    });
    return;
  }
  if (keyMatches(key, leaf.publicKey)) return;

  const keyPath = pair.keyRef ? pair.keyRef.path : pair.cert.path;
  let message = `the private key in "${keyPath}" (${describeKey(key.shape)}) does not belong to the leaf certificate "${leaf.label}" in "${pair.cert.path}" (${leaf.keyDescription}): ${server} refuses to start with this pair`;
  const better = matchingKey(cache, pair.keyRef, pair.cert, leaf.publicKey, all.filter((c) => c.pair.server === pair.server));
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
