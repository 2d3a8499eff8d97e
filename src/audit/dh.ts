// The DH group behind a server's DHE suites, written or the server's own default.
import type { CertCache } from '../certs/cache.js';
import { isStaticPath } from '../certs/served.js';
import { atLeast, parseVersion } from '../model/version.js';
import type { Server, TlsSettings } from '../model/types.js';
import type { CertFacts } from './certificate.js';

export interface DhFacts {
  /** Bits of the DH group DHE suites use, when known. */
  bits?: number;
  /** No DH group at all: DHE suites cannot be negotiated. */
  off: boolean;
}

/**
 * The DH group behind DHE suites. Written: `ssl_dhparam` / `DHParameters`, or (Apache) DH
 * parameters appended to the first certificate file. Not written: nginx 1.11.0 and later use
 * none, so DHE is off ("to use DHE ciphers it is now required to specify parameters using the
 * ssl_dhparam directive", nginx CHANGES 1.11.0; before it, a built-in 1024-bit group, removed by
 * "SSL: removed default DH parameters"); Apache 2.4.7 and later pick a group as large as the RSA
 * or DSA key (modssl_get_dh_params: 2048 bits for keys of 1025–2048 bits, 3072 up to 3072, …;
 * httpd CHANGES 2.4.7 "adjusting prime size to key size"), and OpenSSL 3 builds hand the choice
 * to SSL_CTX_set_dh_auto, which sizes it the same way.
 */
export function dhParams(server: Server & { tls: TlsSettings }, cache: CertCache, certs: CertFacts, serverVersion: string): DhFacts {
  const ref = server.tls.dhparam ?? (server.dialect === 'apache' ? server.tls.certificates[0] : undefined);
  if (ref && isStaticPath(ref)) {
    const loaded = cache.load(ref.resolved);
    const bits = loaded.ok ? loaded.file.dhParams[0]?.primeBits : undefined;
    if (bits !== undefined) return { bits, off: false };
    if (server.tls.dhparam) return { off: false };
  }
  const version = parseVersion(serverVersion);
  if (server.dialect === 'nginx') {
    if (server.tls.dhparam) return { off: false };
    return version === undefined || atLeast(version, '1.11.0') ? { off: true } : { bits: 1024, off: false };
  }
  if (version !== undefined && !atLeast(version, '2.4.7')) return { off: false };
  const rsa = certs.keyTypes && [...certs.keyTypes].every((t) => t === 'rsa' || t === 'dsa') ? certs.keyBits : [];
  if (rsa.length === 0) return { off: false };
  const key = rsa.reduce((m, x) => Math.min(m, x), Infinity);
  const bits = key > 6144 ? 8192 : key > 4096 ? 6144 : key > 3072 ? 4096 : key > 2048 ? 3072 : key > 1024 ? 2048 : 1024;
  return { bits, off: false };
}
