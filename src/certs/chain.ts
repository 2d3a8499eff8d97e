// What a server sends for one certificate: which certificate is the leaf, whether each
// following one issued an earlier one (the order TLS 1.2 clients expect), whether the
// leaf's issuer is there at all, and which self-signed roots ride along.
import { issuedBy, type CertInfo } from './x509.js';

export interface Served {
  cert: CertInfo;
  /** Resolved path of the file it came from. */
  path: string;
  /** 1-based position in what the server sends. */
  position: number;
}

/**
 * Served certificates analysed. Each pair whose names match costs a signature check, so a
 * file of 1,000 certificates with the same names took two minutes; no client takes a list
 * that long anyway (OpenSSL refuses a Certificate message over 100 kB,
 * SSL_MAX_CERT_LIST_DEFAULT in include/openssl/ssl.h, 1.0.2 to 3.x: some 50 certificates).
 */
export const MAX_SERVED_CERTS = 50;

export interface ChainReport {
  /** What the server sends, up to MAX_SERVED_CERTS. */
  served: Served[];
  /** Certificates sent after the first MAX_SERVED_CERTS: not analysed. */
  notChecked?: number;
  leaf: Served;
  /** The leaf, then each issuer found among the served certificates, up to a root or a gap. */
  path: Served[];
  /** Set when the served order is not leaf → issuer → …: the order to write instead (unrelated certificates left out). */
  expectedOrder?: Served[];
  /** Self-signed certificates sent besides the leaf. */
  roots: Served[];
  /** Served certificates that certify nothing on the leaf's path. */
  unrelated: Served[];
  /** The leaf is not self-signed and none of the served certificates issued it. */
  issuerMissing: boolean;
  /** A served certificate named like the leaf's issuer whose key did not sign the leaf (a stale intermediate). */
  namesakeIssuer?: Served;
}

/**
 * `served` in the order the server sends them; the first `ownCount` come from the
 * certificate file itself (a leaf is looked for there, never in an Apache chain file).
 */
export function analyzeChain(entries: { cert: CertInfo; path: string }[], ownCount: number): ChainReport {
  const served: Served[] = entries.slice(0, MAX_SERVED_CERTS).map((e, i) => ({ ...e, position: i + 1 }));
  ownCount = Math.min(ownCount, served.length);
  // issued(i, j): served[j] issued served[i]. Names are compared first: a bundle of a hundred
  // CA certificates must not cost ten thousand signature checks; and each answer is worked out
  // when first asked, since most pairs never are.
  const known = new Map<number, boolean>();
  const issued = (i: number, j: number): boolean => {
    if (i === j) return false;
    const key = i * served.length + j;
    let answer = known.get(key);
    if (answer === undefined) {
      const child = served[i].cert;
      const parent = served[j].cert;
      answer = child.issuer === parent.subject && issuedBy(child, parent);
      known.set(key, answer);
    }
    return answer;
  };
  const issuesSomething = (j: number): boolean => served.some((_, i) => issued(i, j));

  const own = served.slice(0, Math.max(1, ownCount));
  const candidates = own.filter((s) => !issuesSomething(s.position - 1));
  const leaf =
    (candidates.includes(served[0]) ? served[0] : undefined) ??
    candidates.find((s) => !s.cert.isCa) ??
    candidates[0] ??
    served[0];

  const path: Served[] = [leaf];
  for (let cur = leaf; !cur.cert.selfSigned; ) {
    const next = served.find((s) => !path.includes(s) && issued(cur.position - 1, s.position - 1));
    if (!next) break;
    path.push(next);
    cur = next;
  }

  const onPath = new Set(path);
  const unrelated = served.filter((s) => !onPath.has(s) && !path.some((p) => issued(p.position - 1, s.position - 1)));

  // In order: the leaf first, then each certificate issued one sent before it. Unrelated
  // certificates are reported on their own and do not make the order wrong.
  const related = served.filter((s) => !unrelated.includes(s));
  let inOrder = related[0] === leaf;
  for (let i = 1; i < related.length && inOrder; i++) {
    const j = related[i].position - 1;
    inOrder = related.slice(0, i).some((earlier) => issued(earlier.position - 1, j));
  }
  const issuerMissing = !leaf.cert.selfSigned && path.length === 1;
  const namesakeIssuer = issuerMissing ? served.find((s) => s !== leaf && s.cert.subject === leaf.cert.issuer) : undefined;

  return {
    served,
    ...(entries.length > served.length ? { notChecked: entries.length - served.length } : {}),
    leaf,
    path,
    expectedOrder: inOrder ? undefined : [...path, ...related.filter((s) => !onPath.has(s))],
    roots: served.filter((s) => s !== leaf && s.cert.selfSigned),
    unrelated,
    issuerMissing,
    namesakeIssuer,
  };
}
