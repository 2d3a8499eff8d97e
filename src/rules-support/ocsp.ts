// What the OCSP rules assume of a certificate file they cannot read.
import type { FileRef } from '../model/types.js';

// certbot's layout. Let's Encrypt dropped OCSP from its certificates in May 2025 and shut its
// responders down that August; every certificate it issued before then has expired since.
const LETS_ENCRYPT = /(^|\/)letsencrypt\/(live|archive)\//;

/** A certificate file at certbot's paths: one that names no OCSP responder. */
export function letsEncryptPath(ref: FileRef): boolean {
  return LETS_ENCRYPT.test(ref.path) || LETS_ENCRYPT.test(ref.resolved);
}
