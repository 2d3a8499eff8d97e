// The certificate part of an audit record: what each certificate directive of a server
// serves, read through the run's certificate cache (the rules' reads are reused, nothing is
// read twice). Only public facts are kept: never a key's bytes.
import { evaluated, type ServedChain } from '../certs/audit.js';
import type { CertCache } from '../certs/cache.js';
import { covered, requiredNames } from '../certs/names.js';
import { isExternalKey, isStaticPath } from '../certs/served.js';
import type { KeyShape } from '../certs/key-shape.js';
import type { FileRef, Server } from '../model/types.js';
import type { CertificateSummary } from './types.js';
import { capItems, capText } from '../bounded-text.js';

const DAY = 24 * 60 * 60 * 1000;

/** Strength of a public key in RSA-equivalent bits (NIST SP 800-57 Part 1, Table 2). */
export function rsaEquivalentBits(key: KeyShape): number | undefined {
  if (key.bits === undefined) return undefined;
  if (key.type === 'rsa' || key.type === 'rsa-pss' || key.type === 'dsa') return key.bits;
  // EC and EdDSA: 256-bit curves match RSA-3072, 384 RSA-7680, 521 RSA-15360.
  if (key.bits >= 512) return 15360;
  if (key.bits >= 384) return 7680;
  if (key.bits >= 256) return 3072;
  if (key.bits >= 224) return 2048;
  return 1024;
}

export interface CertFacts {
  summaries: CertificateSummary[];
  /** RSA-equivalent bits of each readable leaf. */
  keyBits: number[];
  /** Key types of the readable leaves (rsa, ec, dsa…); undefined when any certificate was not read. */
  keyTypes?: Set<string>;
  expired: boolean;
  /** A served certificate's notBefore is still ahead: clients reject it as they reject an expired one. */
  notYetValid: boolean;
  nameMismatch: string[];
  chainBroken: boolean;
  chainNeedsDownload: boolean;
  selfSigned: boolean;
  /** Some certificate could not be read or checked. */
  unchecked: boolean;
}

export function certificateFacts(server: Server, chains: readonly ServedChain[], cache: CertCache, now: Date): CertFacts {
  const facts: CertFacts = { summaries: [], keyBits: [], keyTypes: new Set(), expired: false, notYetValid: false, nameMismatch: [], chainBroken: false, chainNeedsDownload: false, selfSigned: false, unchecked: false };
  const refs: FileRef[] = server.tls?.certificates ?? [];
  for (const ref of refs) {
    const served = chains.find((c) => c.pair.cert === ref);
    if (!served) {
      facts.unchecked = true;
      facts.keyTypes = undefined;
      facts.summaries.push(unread(ref, cache));
      continue;
    }
    const chain = served.chain;
    const leaf = chain.leaf.cert;
    // Every server that uses the certificate carries its summary: a list capped here keeps 300
    // servers sharing a certificate with 30,000 names from making a report of 170 MB.
    const sans = capItems([...leaf.dnsNames, ...leaf.ipAddresses]);
    const summary: CertificateSummary = { path: ref.path, status: 'ok', subject: capText(leaf.subject), sans: sans.items, issuer: capText(leaf.issuer), key: leaf.keyDescription };
    if (sans.omitted > 0) summary.sansOmitted = sans.omitted;
    const bits = rsaEquivalentBits(leaf.key);
    if (leaf.key.bits !== undefined) summary.keyBits = leaf.key.bits;
    if (bits !== undefined) facts.keyBits.push(bits);
    facts.keyTypes?.add(leaf.key.type);
    if (leaf.notBefore) summary.notBefore = leaf.notBefore.toISOString();
    if (leaf.notAfter) {
      summary.notAfter = leaf.notAfter.toISOString();
      summary.daysLeft = Math.floor((leaf.notAfter.getTime() - now.getTime()) / DAY);
    }
    // The leaf and the intermediates sent with it: a client checks each one's validity period.
    for (const s of evaluated(chain)) {
      if (s.cert.notAfter && s.cert.notAfter.getTime() < now.getTime()) facts.expired = true;
      if (s.cert.notBefore && s.cert.notBefore.getTime() > now.getTime()) facts.notYetValid = true;
    }
    summary.chainComplete = !chain.issuerMissing;
    if (chain.issuerMissing) {
      const url = leaf.caIssuers[0];
      if (url) {
        summary.issuerUrl = url;
        facts.chainNeedsDownload = true;
      } else facts.chainBroken = true;
    }
    if (leaf.ocspResponders[0]) summary.ocspResponder = leaf.ocspResponders[0];
    summary.selfSigned = leaf.selfSigned;
    if (leaf.selfSigned) facts.selfSigned = true;
    const missing: string[] = [];
    for (const setting of server.names) {
      for (const name of requiredNames(setting.value, server.dialect) ?? []) {
        if (!covered(name, leaf.dnsNames, leaf.ipAddresses) && !missing.includes(name)) missing.push(name);
      }
    }
    if (missing.length) {
      const shown = capItems(missing);
      summary.namesNotCovered = shown.items;
      if (shown.omitted > 0) summary.namesNotCoveredOmitted = shown.omitted;
      for (const m of missing) if (!facts.nameMismatch.includes(m)) facts.nameMismatch.push(m);
    }
    facts.summaries.push(summary);
  }
  if (refs.length === 0) facts.keyTypes = undefined;
  return facts;
}

function unread(ref: FileRef, cache: CertCache): CertificateSummary {
  if (!isStaticPath(ref) || isExternalKey(ref)) return { path: ref.path, status: 'not checked', reason: 'the path is not a plain file name (variables, data: or a key store)' };
  const loaded = cache.load(ref.resolved);
  if (!loaded.ok) return { path: ref.path, status: 'unreadable', reason: loaded.failure.message };
  return { path: ref.path, status: 'unreadable', reason: 'the file holds no certificate' };
}
