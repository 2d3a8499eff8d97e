// The notes under an advised block that put figures on the hardware: where the costs come
// from, why several hosts share one order, what a 3DES-only client costs, and what the
// certificate's key costs per handshake.
import { providerBased } from '../openssl/types.js';
import { estimatedOf, times, type BulkCipher, type CostTable, type Signature } from './costs.js';
import type { HostCosts } from './decide.js';
import { HARDWARE_LABELS, type HardwareProfile } from './hardware.js';
import { hostCost } from './order.js';
import type { ProfileSpec } from './profiles.js';
import { BULK_LABELS } from './suites.js';
import type { Generation } from './versions.js';

export interface CostNoteInput {
  profile: ProfileSpec;
  costs: HostCosts[];
  /** The advised TLS <= 1.2 order. */
  tls12: string[];
  /** The AEAD the hosts run cheapest among those offered. */
  best: BulkCipher;
  hasChaCha: boolean;
  generation: Generation;
  /** The profile of the machine a measurement was taken on, when there is one. */
  measuredHardware?: HardwareProfile;
}

export function costNotes(i: CostNoteInput): string[] {
  const notes: string[] = [];
  const tables = i.costs.map((c) => c.table);
  const hosts = i.costs.map((c) => c.hardware);
  for (const c of i.costs) {
    const est = estimatedOf(c.table);
    const tail = est.length > 0 ? `; not measured, scaled from the built-in table: ${est.join(', ')}` : '';
    notes.push(`${c.hardware} (${HARDWARE_LABELS[c.hardware]}): costs ${c.measured ? c.table.source : 'from the ' + c.table.source}${tail}.`);
  }
  if (i.measuredHardware && !hosts.includes(i.measuredHardware)) {
    notes.push(`The measurement is of this machine (${i.measuredHardware}), not of the declared hardware: the built-in table is used.`);
  }
  if (hosts.length > 1) notes.push(severalHosts(tables, i.best, i.hasChaCha));
  if (i.tls12.includes('DES-CBC3-SHA')) {
    // Against the suite this server would otherwise pick, on the host where the gap is widest.
    const worst = tables.map((t) => t.bulk['3DES-CBC-SHA'] / t.bulk[i.best]).reduce((m, x) => Math.max(m, x), -Infinity);
    notes.push(
      `DES-CBC3-SHA is last and only for IE8 on Windows XP-era clients: a client that offers only 3DES costs ${times(worst)} the CPU per byte of ${BULK_LABELS[i.best]} here (and SWEET32 limits it); drop it unless such clients matter.`,
    );
  } else if (i.profile.ciphers.includes('DES-CBC3-SHA') && providerBased(i.generation)) {
    notes.push('DES-CBC3-SHA is left out: default OpenSSL 3.x builds have no 3DES suites.');
  }
  notes.push(certificateNote(i.profile, tables));
  return notes;
}

function severalHosts(tables: CostTable[], best: BulkCipher, hasChaCha: boolean): string {
  const same =
    'Several hosts share this address: a resumed session keeps the cipher it was negotiated with on whichever host served it first, so every host gets this same order.';
  if (!hasChaCha) return `${same} Each suite is ranked by its cost on the host where it costs most.`;
  const aesFirst = hostCost('AES128-GCM', tables);
  const chachaFirst = hostCost('CHACHA20-POLY1305', tables);
  return (
    `${same} AES-GCM first would cost the worst host ${times(aesFirst)} its cheapest cipher, ChaCha20-Poly1305 first ${times(chachaFirst)}: ` +
    `${best === 'CHACHA20-POLY1305' ? 'ChaCha20-Poly1305' : 'AES-GCM'} first has the smaller worst case.`
  );
}

function certificateNote(profile: ProfileSpec, tables: CostTable[]): string {
  const worst = (s: Signature) => tables.map((t) => t.sign[s] / t.sign['ECDSA-P256']).reduce((m, x) => Math.max(m, x), -Infinity);
  const rsa2048 = worst('RSA-2048');
  const rsa4096 = worst('RSA-4096');
  const base = `per handshake RSA-2048 costs ${times(rsa2048)} an ECDSA P-256 signature, RSA-3072 ${times(worst('RSA-3072'))}, RSA-4096 ${times(rsa4096)}`;
  if (profile.name === 'modern') return `Certificate: ECDSA P-256 (the modern profile takes ECDSA only); ${base}.`;
  if (profile.name === 'old') return `Certificate: RSA-2048 (old clients lack ECDSA); ${base}; RSA-4096 would cost ${times(rsa4096 / rsa2048)} RSA-2048.`;
  return `Certificate: ECDSA P-256, or RSA-2048 beside it for old clients; ${base}.`;
}
