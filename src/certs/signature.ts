// The algorithm a certificate was signed with: Node's X509Certificate does not expose it
// (before Node 23), so it is read from the DER with node-forge's ASN.1 layer.
import { children, fromDer, oidOf } from './forge.js';

export interface SignatureAlgorithm {
  /** OpenSSL-style name, e.g. `sha256WithRSAEncryption`, `ecdsa-with-SHA1`, `rsassaPss (sha256)`. */
  name: string;
  oid: string;
  /** The digest, or undefined for schemes without a separate one (Ed25519) or unknown OIDs. */
  hash?: string;
}

const SIGNATURES: Record<string, [name: string, hash?: string]> = {
  '1.2.840.113549.1.1.2': ['md2WithRSAEncryption', 'md2'],
  '1.2.840.113549.1.1.4': ['md5WithRSAEncryption', 'md5'],
  '1.2.840.113549.1.1.5': ['sha1WithRSAEncryption', 'sha1'],
  '1.3.14.3.2.29': ['sha1WithRSA', 'sha1'],
  '1.2.840.113549.1.1.14': ['sha224WithRSAEncryption', 'sha224'],
  '1.2.840.113549.1.1.11': ['sha256WithRSAEncryption', 'sha256'],
  '1.2.840.113549.1.1.12': ['sha384WithRSAEncryption', 'sha384'],
  '1.2.840.113549.1.1.13': ['sha512WithRSAEncryption', 'sha512'],
  '1.2.840.10045.4.1': ['ecdsa-with-SHA1', 'sha1'],
  '1.2.840.10045.4.3.1': ['ecdsa-with-SHA224', 'sha224'],
  '1.2.840.10045.4.3.2': ['ecdsa-with-SHA256', 'sha256'],
  '1.2.840.10045.4.3.3': ['ecdsa-with-SHA384', 'sha384'],
  '1.2.840.10045.4.3.4': ['ecdsa-with-SHA512', 'sha512'],
  '1.2.840.10040.4.3': ['dsa-with-SHA1', 'sha1'],
  '2.16.840.1.101.3.4.3.1': ['dsa-with-SHA224', 'sha224'],
  '2.16.840.1.101.3.4.3.2': ['dsa-with-SHA256', 'sha256'],
  '1.3.101.112': ['ED25519'],
  '1.3.101.113': ['ED448'],
};

const DIGESTS: Record<string, string> = {
  '1.2.840.113549.2.5': 'md5',
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.4': 'sha224',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

const RSASSA_PSS = '1.2.840.113549.1.1.10';

/** Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm AlgorithmIdentifier, signatureValue }. */
export function signatureAlgorithm(der: Uint8Array): SignatureAlgorithm | undefined {
  let algorithm;
  try {
    algorithm = children(fromDer(der))[1];
  } catch {
    return undefined;
  }
  const [oidNode, params] = children(algorithm);
  const oid = oidOf(oidNode);
  if (!oid) return undefined;
  if (oid === RSASSA_PSS) {
    const hash = pssHash(params);
    return { name: `rsassaPss (${hash ?? 'unknown digest'})`, oid, hash };
  }
  const known = SIGNATURES[oid];
  return known ? { name: known[0], oid, hash: known[1] } : { name: oid, oid };
}

/**
 * RSASSA-PSS-params ::= SEQUENCE { hashAlgorithm [0] AlgorithmIdentifier DEFAULT sha1, ... }:
 * an absent [0] means SHA-1 (RFC 4055), which is exactly the case a weak-hash check must not miss.
 */
function pssHash(params: ReturnType<typeof children>[number] | undefined): string | undefined {
  const explicit = children(params).find((n) => n.tagClass === 0x80 && n.type === 0);
  if (!explicit) return 'sha1';
  const digestOid = oidOf(children(children(explicit)[0])[0]);
  return digestOid ? (DIGESTS[digestOid] ?? digestOid) : undefined;
}
