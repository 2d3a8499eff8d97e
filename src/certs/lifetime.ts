// How long a certificate lives, and the limits on that of a publicly trusted TLS server certificate.
import type { CertInfo } from './x509.js';

export const DAY = 24 * 60 * 60 * 1000;

/**
 * The validity period as the CA/Browser Forum's Baseline Requirements count it (sections 6.3.2 and 1.6.1
 * "Validity Period"): notBefore through notAfter inclusive, so one second more than their difference.
 */
export function validityMs(cert: CertInfo): number | undefined {
  if (!cert.notBefore || !cert.notAfter) return undefined;
  return cert.notAfter.getTime() - cert.notBefore.getTime() + 1000;
}

/**
 * The longest validity a publicly trusted TLS server certificate may have, by when it was issued:
 * CA/Browser Forum Ballot SC-081v3, "Introduce Schedule of Reducing Validity and Data Reuse
 * Periods" (published 2025-04-11, adopted after its IPR review in May 2025), Baseline Requirements
 * section 6.3.2: 398 days before 2026-03-15, 200 from then, 100 from 2027-03-15, 47 from 2029-03-15.
 */
const STEPS: readonly { from: number; days: number; since?: string }[] = [
  { from: Date.UTC(2029, 2, 15), days: 47, since: '2029-03-15' },
  { from: Date.UTC(2027, 2, 15), days: 100, since: '2027-03-15' },
  { from: Date.UTC(2026, 2, 15), days: 200, since: '2026-03-15' },
  { from: -Infinity, days: 398 },
];

export function maximumValidity(notBefore: Date): { days: number; since?: string } {
  const t = notBefore.getTime();
  return STEPS.find((s) => t >= s.from)!;
}
