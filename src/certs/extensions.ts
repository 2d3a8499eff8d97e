// Extensions Node's X509Certificate does not expose, read from the DER with node-forge's ASN.1
// layer: the TLS Feature extension (RFC 7633), whose status_request feature is "OCSP
// Must-Staple": a client that honours it (Firefox) refuses the certificate without a stapled
// OCSP response.
import { children, forge, fromDer, oidOf } from './forge.js';

const TLS_FEATURE = '1.3.6.1.5.5.7.1.24';
/** TLS extension number of status_request (RFC 6066), the feature Must-Staple names. */
const STATUS_REQUEST = 5;

/** The TLS features a certificate requires (RFC 7633), or none. */
export function tlsFeatures(der: Uint8Array): number[] {
  let tbs;
  try {
    tbs = children(fromDer(der))[0];
  } catch {
    return [];
  }
  const f = forge();
  // tbsCertificate's extensions are its [3] EXPLICIT element.
  const wrapper = children(tbs).find((n) => n.tagClass === f.asn1.Class.CONTEXT_SPECIFIC && n.type === 3);
  for (const ext of children(children(wrapper)[0])) {
    const parts = children(ext);
    if (oidOf(parts[0]) !== TLS_FEATURE) continue;
    const value = parts[parts.length - 1];
    if (typeof value?.value !== 'string') return [];
    try {
      return children(fromDer(Buffer.from(value.value, 'binary'))).map((n) => (typeof n.value === 'string' ? f.util.bytesToHex(n.value) : '')).map((hex) => parseInt(hex, 16)).filter((n) => Number.isFinite(n));
    } catch {
      return [];
    }
  }
  return [];
}

export function mustStaple(der: Uint8Array): boolean {
  return tlsFeatures(der).includes(STATUS_REQUEST);
}
