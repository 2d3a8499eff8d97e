// Everything one PEM file holds, parsed once: certificates in file order, private keys
// (as public keys only), DH parameters, and what could not be parsed, block by block.
import { X509Certificate } from 'node:crypto';
import { DH_LABELS, dhPrime } from './dh.js';
import { blockDer, pemBlocks } from './pem.js';
import { isKeyProblem, parsePrivateKey, PRIVATE_KEY_LABELS, type KeyInfo, type KeyProblem } from './private-key.js';
import { CertInfo } from './x509.js';

export interface DhParams {
  line: number;
  primeBits: number;
  /** The prime in uppercase hex, no leading zeros (to recognise the RFC 7919 groups). */
  prime: string;
}

export interface BlockProblem {
  line: number;
  /** What the block was meant to be: `certificate`, `private key`, `DH parameters`. */
  what: string;
  reason: string;
}

export interface CertFile {
  certs: CertInfo[];
  keys: KeyInfo[];
  keyProblems: KeyProblem[];
  dhParams: DhParams[];
  /** Certificate and DH blocks that failed to parse. */
  problems: BlockProblem[];
  /** No PEM framing at all: `der` when the bytes are a DER certificate (servers need PEM). */
  encoding: 'pem' | 'der' | 'none';
}

const CERT_LABELS = new Set(['CERTIFICATE', 'X509 CERTIFICATE', 'TRUSTED CERTIFICATE']);

export function parseCertFile(bytes: Buffer): CertFile {
  const file: CertFile = { certs: [], keys: [], keyProblems: [], dhParams: [], problems: [], encoding: 'pem' };
  const text = bytes.toString('latin1');
  const blocks = pemBlocks(text);
  if (blocks.length === 0) {
    file.encoding = looksLikeDerCertificate(bytes) ? 'der' : 'none';
    return file;
  }
  for (const block of blocks) {
    if (CERT_LABELS.has(block.label)) {
      const parsed = parseCertificate(text, block.start, block.end, file.certs.length + 1, block.line, block.unterminated);
      if (parsed instanceof CertInfo) file.certs.push(parsed);
      else file.problems.push({ line: block.line, what: 'certificate', reason: parsed });
    } else if (PRIVATE_KEY_LABELS.has(block.label)) {
      const key = parsePrivateKey(text, block);
      if (isKeyProblem(key)) file.keyProblems.push(key);
      else file.keys.push(key);
    } else if (DH_LABELS.has(block.label)) {
      const prime = block.unterminated ? undefined : dhPrime(blockDer(text, block));
      if (prime === undefined) file.problems.push({ line: block.line, what: 'DH parameters', reason: 'they are not a valid DH parameter sequence' });
      else file.dhParams.push({ line: block.line, primeBits: prime.bits, prime: prime.hex });
    }
    // Other blocks (EC PARAMETERS before an EC key, CRLs, …) are legal companions: ignored.
  }
  return file;
}

function parseCertificate(text: string, start: number, end: number, index: number, line: number, unterminated: boolean): CertInfo | string {
  if (unterminated) return 'its "-----END CERTIFICATE-----" line is missing';
  try {
    return new CertInfo(new X509Certificate(text.slice(start, end)), index, line);
  } catch (err) {
    const code = (err as { code?: string }).code;
    return `OpenSSL cannot decode it${code ? ` (${code})` : ''}`;
  }
}

function looksLikeDerCertificate(bytes: Buffer): boolean {
  if (bytes.length < 2 || bytes[0] !== 0x30) return false;
  try {
    new X509Certificate(bytes);
    return true;
  } catch {
    return false;
  }
}
