// Private keys are parsed only to learn which public key they belong to. What is kept is
// that public key and the key's shape: never the PEM text, never an exported form, never
// the private KeyObject itself, so no later message or debug dump can carry key material.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { keyOf, type KeyShape } from './key-shape.js';
import type { PemBlock } from './pem.js';

export interface KeyInfo {
  /** 1-based line of the BEGIN line. */
  line: number;
  shape: KeyShape;
  /** The matching public key, to compare with a certificate's. */
  publicKey: KeyObject;
}

export interface KeyProblem {
  line: number;
  kind: 'encrypted' | 'invalid' | 'unsupported';
  reason: string;
}

export const PRIVATE_KEY_LABELS = new Set([
  'PRIVATE KEY',
  'RSA PRIVATE KEY',
  'EC PRIVATE KEY',
  'DSA PRIVATE KEY',
  'ENCRYPTED PRIVATE KEY',
  'ANY PRIVATE KEY',
  'OPENSSH PRIVATE KEY',
]);

function isEncrypted(block: PemBlock): boolean {
  return block.label === 'ENCRYPTED PRIVATE KEY' || block.headers.some((h) => /^Proc-Type:\s*4,\s*ENCRYPTED/i.test(h));
}

/**
 * `text` is the whole file; only this block's slice is handed to OpenSSL. An encrypted key is
 * recognised from its framing and never handed over at all: no passphrase prompt can happen.
 */
export function parsePrivateKey(text: string, block: PemBlock): KeyInfo | KeyProblem {
  if (isEncrypted(block)) {
    return { line: block.line, kind: 'encrypted', reason: 'it is encrypted with a passphrase' };
  }
  if (block.label === 'OPENSSH PRIVATE KEY') {
    return { line: block.line, kind: 'unsupported', reason: 'it is an OpenSSH key, which neither nginx nor Apache can load' };
  }
  if (block.unterminated) return { line: block.line, kind: 'invalid', reason: `its "-----END ${block.label}-----" line is missing` };
  let privateKey: KeyObject;
  try {
    privateKey = decode(text.slice(block.start, block.end));
  } catch (err) {
    // The error text comes from OpenSSL's decoder; it names the failure, never the key bytes,
    // but only its code is kept so that nothing key-derived can reach a message.
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MISSING_PASSPHRASE') return { line: block.line, kind: 'encrypted', reason: 'it is encrypted with a passphrase' };
    return { line: block.line, kind: 'invalid', reason: `OpenSSL cannot decode it${code ? ` (${code})` : ''}` };
  }
  return { line: block.line, shape: keyOf(privateKey), publicKey: createPublicKey(privateKey) };
}

/**
 * A failed crypto call elsewhere can leave an error queued in OpenSSL that Node then
 * reports for this parse; the failed attempt drains it, so one retry tells a stale error
 * from a key that really does not decode.
 */
function decode(pem: string): KeyObject {
  try {
    return createPrivateKey({ key: pem, format: 'pem' });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MISSING_PASSPHRASE') throw err;
    return createPrivateKey({ key: pem, format: 'pem' });
  }
}

export function isKeyProblem(k: KeyInfo | KeyProblem): k is KeyProblem {
  return 'kind' in k;
}

/** Whether a key belongs to a certificate's public key. */
export function keyMatches(key: KeyInfo, certificateKey: KeyObject): boolean {
  // Node's KeyObject.equals leaves OpenSSL's "different key types" error queued when the
  // types differ (Node 18-20), and the next createPrivateKey then fails with it: compare
  // types first so that equals only ever sees keys of one kind.
  if (key.publicKey.asymmetricKeyType !== certificateKey.asymmetricKeyType) return false;
  try {
    return key.publicKey.equals(certificateKey);
  } catch {
    return false;
  }
}
