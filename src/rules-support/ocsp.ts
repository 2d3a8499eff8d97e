// What the OCSP rules assume of a certificate file they cannot read.
import type { FileRef } from '../model/types.js';

// certbot's layout. Let's Encrypt dropped OCSP from its certificates in May 2025 and shut its
// responders down that August; every certificate it issued before then has expired since.
const LETS_ENCRYPT = /(^|\/)letsencrypt\/(live|archive)\//;

/** A certificate file at certbot's paths: one that names no OCSP responder. */
export function letsEncryptPath(ref: FileRef): boolean {
  return LETS_ENCRYPT.test(ref.path) || LETS_ENCRYPT.test(ref.resolved);
}

/**
 * Let's Encrypt's retired intermediates and the root they chained to, under the file names its
 * certificates page published them (letsencrypt.org/certs/..., .pem or .pem.txt) and tutorials had
 * people download for ssl_trusted_certificate: the X1-X4 cross-signed and self-signed
 * intermediates (X3 expired 2021-03-17), R3/R4 and E1/E2 (expired 2025-09-15), and IdenTrust's DST
 * Root CA X3 (expired 2021-09-30). Wherever such a file lives, it verifies no current
 * certificate's OCSP response.
 */
const RETIRED = /(^|\/)(lets-?encrypt-(x[1-4]|r[34]|e[12])(-cross-signed)?|letsencryptauthorityx[1-4]|trustid-x3-root|dst-?root-?ca-?x3)\.pem(\.txt)?$/i;

/** The retired certificate's name, when `ref` names one of those files. */
export function retiredLetsEncrypt(ref: FileRef): string | undefined {
  const m = RETIRED.exec(ref.path) ?? RETIRED.exec(ref.resolved);
  return m ? m[2] : undefined;
}
