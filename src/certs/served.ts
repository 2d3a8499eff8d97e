// Which certificate, key and chain files each TLS server serves, paired the way the server
// pairs them: nginx `ssl_certificate`/`ssl_certificate_key` by position (RSA and ECDSA side
// by side); Apache `SSLCertificateFile`/`SSLCertificateKeyFile` by position, a certificate
// without a key file taking its key from the certificate file, `SSLCertificateChainFile`
// adding to every certificate.
import type { FileRef, Model, Server, TlsSettings } from '../model/types.js';
import { atLeast, parseVersion } from '../text/version.js';
import type { CertCache } from './cache.js';
import type { ChainReport } from './chain.js';

export interface ServedPair {
  server: Server & { tls: TlsSettings };
  /** 0-based position of the certificate directive in the server. */
  index: number;
  cert: FileRef;
  /** The key directive paired with it, if any. */
  keyRef?: FileRef;
  /** Where the key is read from: the key directive's file, or (Apache) the certificate file. */
  keySource?: FileRef;
  chainRefs: FileRef[];
}

export function servedPairs(model: Model): ServedPair[] {
  const pairs: ServedPair[] = [];
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    const s = server as Server & { tls: TlsSettings };
    tls.certificates.forEach((cert, index) => {
      const keyRef = tls.keys[index];
      const keySource = keyRef ?? (server.dialect === 'apache' ? cert : undefined);
      pairs.push({ server: s, index, cert, keyRef, keySource, chainRefs: server.dialect === 'apache' ? tls.chainFiles : [] });
    });
  }
  return pairs;
}

/** Paths with nginx variables (`$ssl_server_name`) or `data:` name no file we can open. */
export function isStaticPath(ref: FileRef): boolean {
  return ref.resolved.startsWith('/') && !ref.path.includes('$') && !ref.path.startsWith('data:');
}

/** Keys kept in an HSM or OpenSSL engine/provider store: nothing on disk to compare. */
export function isExternalKey(ref: FileRef): boolean {
  return /^(engine|pkcs11|store):/.test(ref.path);
}

export function chainOf(cache: CertCache, pair: ServedPair, firstOnly: boolean): ChainReport | undefined {
  if (!isStaticPath(pair.cert)) return undefined;
  return cache.chain(
    pair.cert.resolved,
    pair.chainRefs.filter(isStaticPath).map((r) => r.resolved),
    firstOnly,
  );
}

/** Apache before 2.4.8 reads one certificate from SSLCertificateFile; the chain must come from SSLCertificateChainFile. */
export function sendsFirstCertificateOnly(model: Model): boolean {
  if (model.dialect !== 'apache') return false;
  const version = parseVersion(model.serverVersion);
  return version !== undefined && !atLeast(version, '2.4.8');
}
