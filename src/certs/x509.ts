// One parsed certificate: what the rules ask about it, read through Node's X509Certificate
// (which handles RSA, RSA-PSS, ECDSA and EdDSA alike) and, for the signature algorithm only,
// node-forge's ASN.1 layer on first use.
import { X509Certificate, type KeyObject } from 'node:crypto';
import { describeKey, keyOf, type KeyShape } from './key-shape.js';
import { mustStaple } from './extensions.js';
import { signatureAlgorithm, type SignatureAlgorithm } from './signature.js';

export class CertInfo {
  readonly subject: string;
  /** The subject's CN, when there is one. */
  readonly commonName: string | undefined;
  readonly issuer: string;
  readonly notBefore: Date | undefined;
  readonly notAfter: Date | undefined;
  readonly key: KeyShape;
  readonly dnsNames: string[];
  readonly ipAddresses: string[];
  /** AIA caIssuers URLs: where a client (or the admin) can fetch the issuer. */
  readonly caIssuers: string[];
  /** AIA OCSP URLs: none means the server has nothing to staple. */
  readonly ocspResponders: string[];
  readonly fingerprint: string;
  readonly isCa: boolean;
  readonly selfSigned: boolean;
  private sig: SignatureAlgorithm | null | undefined;
  private staple: boolean | undefined;

  constructor(
    readonly x509: X509Certificate,
    /** 1-based position among the certificates of its file. */
    readonly index: number,
    /** 1-based line of its BEGIN line. */
    readonly line: number,
  ) {
    this.subject = dn(x509.subject);
    this.commonName = lastCommonName(x509.subject);
    this.issuer = dn(x509.issuer);
    this.notBefore = parseOpenSslTime(x509.validFrom);
    this.notAfter = parseOpenSslTime(x509.validTo);
    this.key = keyOf(x509.publicKey);
    const san = parseGeneralNames(x509.subjectAltName ?? '');
    this.dnsNames = san.filter(([t]) => t === 'DNS').map(([, v]) => v);
    this.ipAddresses = san.filter(([t]) => t === 'IP Address').map(([, v]) => v);
    const access = x509.infoAccess ?? '';
    this.caIssuers = parseInfoAccess(access, 'CA Issuers');
    this.ocspResponders = parseInfoAccess(access, 'OCSP');
    this.fingerprint = x509.fingerprint256;
    this.isCa = x509.ca;
    this.selfSigned = x509.subject === x509.issuer && verifiesWith(x509, x509.publicKey);
  }

  get publicKey(): KeyObject {
    return this.x509.publicKey;
  }

  /** Display name: the CN when there is one, else the whole subject. */
  get label(): string {
    return this.commonName ?? (this.subject || '(empty subject)');
  }

  get keyDescription(): string {
    return describeKey(this.key);
  }

  /** OCSP Must-Staple (RFC 7633 TLS Feature status_request). Read lazily: it loads node-forge. */
  get mustStaple(): boolean {
    this.staple ??= mustStaple(this.x509.raw);
    return this.staple;
  }

  /** Extended key usage OIDs (serverAuth 1.3.6.1.5.5.7.3.1, clientAuth 1.3.6.1.5.5.7.3.2); undefined when the extension is absent (any use). */
  get extendedKeyUsage(): string[] | undefined {
    return this.x509.keyUsage;
  }

  /** Read lazily: only cert-weak-signature needs it, and it is what loads node-forge. */
  get signature(): SignatureAlgorithm | undefined {
    if (this.sig === undefined) this.sig = signatureAlgorithm(this.x509.raw) ?? null;
    return this.sig ?? undefined;
  }
}

/**
 * Self-signed means: issuer name is its own subject and its own key verifies it. Not
 * checkIssued(self): OpenSSL's issuer check also wants keyCertSign, which a self-signed
 * server certificate (a snakeoil) usually lacks.
 */
function verifiesWith(x509: X509Certificate, key: KeyObject): boolean {
  try {
    return x509.verify(key);
  } catch {
    return false;
  }
}

/** `child` names `parent` as its issuer (name and key identifiers) and its signature verifies. */
export function issuedBy(child: CertInfo, parent: CertInfo): boolean {
  try {
    return child.x509.checkIssued(parent.x509) && child.x509.verify(parent.publicKey);
  } catch {
    return false;
  }
}

/** Node prints names one RDN per line, issuer order (`C=US\nO=…\nCN=…`); we show them `CN=…, O=…, C=US`. */
function dn(text: string): string {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .reverse()
    .join(', ');
}

/** The most specific CN (the last one in Node's issuer-order listing). */
function lastCommonName(nodeName: string): string | undefined {
  const cns = nodeName.split('\n').filter((l) => l.startsWith('CN='));
  return cns.length > 0 ? cns[cns.length - 1].slice(3) : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** OpenSSL's ASN1_TIME print form, `Jan  1 00:00:00 2124 GMT`, which is what Node 18 exposes. */
export function parseOpenSslTime(text: string): Date | undefined {
  const m = /^([A-Z][a-z]{2}) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)? (\d{4,}) GMT$/.exec(text.trim());
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[1]);
  if (month === -1) return undefined;
  const d = new Date(Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * Node's `DNS:a, DNS:b, IP Address:1.2.3.4` list; a value with a comma or quote is printed as
 * a JSON string (`DNS:"a, b"`), so a plain split on commas would cut it.
 */
export function parseGeneralNames(text: string): [type: string, value: string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const colon = text.indexOf(':', i);
    if (colon === -1) break;
    const type = text.slice(i, colon).trim();
    let value: string;
    let next: number;
    if (text[colon + 1] === '"') {
      const { str, end } = readJsonString(text, colon + 1);
      value = str;
      next = text.indexOf(', ', end);
    } else {
      next = text.indexOf(', ', colon + 1);
      value = text.slice(colon + 1, next === -1 ? text.length : next);
    }
    out.push([type, value]);
    if (next === -1) break;
    i = next + 2;
  }
  return out;
}

function readJsonString(text: string, start: number): { str: string; end: number } {
  let j = start + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  const raw = text.slice(start, j + 1);
  try {
    return { str: JSON.parse(raw) as string, end: j + 1 };
  } catch {
    return { str: raw.slice(1, -1), end: j + 1 };
  }
}

/** `CA Issuers - URI:http://…\nOCSP - URI:http://…` → the URIs of one access method. */
export function parseInfoAccess(text: string, method: string): string[] {
  const prefix = `${method} - URI:`;
  return text
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .map((l) => {
      const v = l.slice(prefix.length);
      return v.startsWith('"') ? readJsonString(v, 0).str : v;
    });
}
