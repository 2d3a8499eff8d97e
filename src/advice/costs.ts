// Relative CPU costs per hardware profile: what orders the suites and what the 3DES and
// key-size findings quote. Relative, not absolute, because only ratios on one machine decide
// an order; absolute speeds vary tenfold between a Raspberry Pi and a server core.
import type { HardwareProfile } from './hardware.js';
import type { Measurement, SignAlgorithm } from './measure.js';

export type BulkCipher = 'AES128-GCM' | 'AES256-GCM' | 'CHACHA20-POLY1305' | 'AES128-CBC-SHA' | 'AES256-CBC-SHA' | '3DES-CBC-SHA';
export type Signature = 'RSA-2048' | 'RSA-3072' | 'RSA-4096' | 'ECDSA-P256' | 'ECDSA-P384' | 'Ed25519';

export const BULK_CIPHERS: readonly BulkCipher[] = [
  'AES128-GCM',
  'AES256-GCM',
  'CHACHA20-POLY1305',
  'AES128-CBC-SHA',
  'AES256-CBC-SHA',
  '3DES-CBC-SHA',
];
export const SIGNATURES: readonly Signature[] = ['ECDSA-P256', 'Ed25519', 'ECDSA-P384', 'RSA-2048', 'RSA-3072', 'RSA-4096'];

export interface CostTable {
  /** CPU per byte; 1 = the cheaper of AES-128-GCM and ChaCha20-Poly1305 on this hardware. */
  bulk: Record<BulkCipher, number>;
  /** CPU per handshake signature; 1 = ECDSA P-256. */
  sign: Record<Signature, number>;
  /** Where the figures come from, one line. */
  source: string;
}

/*
 * Where the built-in figures come from (all single-core, 16 KiB records, rounded: they only
 * need to be right to within the 20% the order treats as a tie):
 *
 * x86-aesni: `openssl speed -evp` (OpenSSL 3.0.19) on this project's build machine, a Xeon with
 *   AES-NI, VAES and AVX-512: AES-128-GCM 3.67 GB/s, AES-256-GCM 2.42, ChaCha20-Poly1305 2.53,
 *   AES-128-CBC-HMAC-SHA1 (stitched) 0.83, DES-EDE3-CBC 0.0198; `--measure` through Node gave
 *   1 : 1.1-1.5 : 1.1-1.8 : 4.2-6.1 : 75-127. On AES-NI cores without VAES ChaCha20 falls further
 *   behind (RFC 7539 §B: Sandy Bridge 900 vs 500 MB/s; s2n-tls issue #948, OpenSSL 1.1.1g: AES
 *   ~2x ChaCha20), so the table sits between: ChaCha20 1.6x AES-128-GCM.
 *   Signatures: P-256 23.8k/s, Ed25519 11.7-17.5k/s, P-384 0.5-1.1k/s, RSA-2048 1.7-2.3k/s,
 *   RSA-3072 0.28k/s, RSA-4096 0.12-0.14k/s. RSA-2048 has an AVX-512 IFMA fast path in 3.0 that
 *   3072/4096 lack, so for the table the usual RSA scaling (3072 ≈ 3x, 4096 ≈ 7x 2048) is used.
 * x86-no-aesni: the same machine with AES-NI and PCLMULQDQ masked (OPENSSL_ia32cap=~0x200000200000000):
 *   AES-128-GCM 173 MB/s, AES-256-GCM 156, ChaCha20-Poly1305 737, AES-128-CBC 235 + SHA-1 490
 *   (≈159 together), 3DES 19.5; Node: ChaCha20 5.2x AES-128-GCM. Public: s2n-tls #948 (1.1.1g,
 *   AES-NI disabled) ChaCha20 6.6x AES-256-GCM; pre-AES-NI cores (SSSE3 only) sit nearer 4x.
 * arm64-crypto: no such machine here. gocryptfs #1002 (Raspberry Pi 5, OpenSSL): AES-256-GCM
 *   1102 MB/s vs XChaCha20-Poly1305 479 (2.3x); v2ray #812 (Snapdragon 821): ChaCha20 266 MB/s
 *   with AES-GCM well ahead. With 3.x's interleaved AES/PMULL code AES-128-GCM runs ~2.5-3x ChaCha20.
 * arm-no-crypto: openvpn-install #1244 (Raspberry Pi 4, OpenSSL 3): ChaCha20-Poly1305 ~4.5x
 *   AES-128-GCM; openssl #16573 (Pi 4): AES-256-GCM 56 MB/s (armv4 code) / 24 MB/s (aarch64);
 *   openssl #11377: Pi 4 AES-256-CBC 65 MB/s; RFC 7539 §B: OMAP 4460 and Snapdragon S4 Pro,
 *   ChaCha20 3.1x AES-128-GCM.
 * Signature ratios barely depend on AES instructions; on ARM they are assumed to follow the x86
 * shape with RSA somewhat dearer (no public figure found for every size).
 */
export const BUILTIN_COSTS: Record<HardwareProfile, CostTable> = {
  'x86-aesni': {
    bulk: { 'AES128-GCM': 1, 'AES256-GCM': 1.4, 'CHACHA20-POLY1305': 1.6, 'AES128-CBC-SHA': 4.5, 'AES256-CBC-SHA': 5.5, '3DES-CBC-SHA': 150 },
    sign: { 'ECDSA-P256': 1, Ed25519: 1.4, 'ECDSA-P384': 25, 'RSA-2048': 12, 'RSA-3072': 36, 'RSA-4096': 80 },
    source: 'built-in table (openssl speed on a Xeon with AES-NI, public figures)',
  },
  'x86-no-aesni': {
    bulk: { 'AES128-GCM': 4.5, 'AES256-GCM': 5.5, 'CHACHA20-POLY1305': 1, 'AES128-CBC-SHA': 4.6, 'AES256-CBC-SHA': 5.6, '3DES-CBC-SHA': 38 },
    sign: { 'ECDSA-P256': 1, Ed25519: 1.4, 'ECDSA-P384': 25, 'RSA-2048': 12, 'RSA-3072': 36, 'RSA-4096': 80 },
    source: 'built-in table (openssl speed with AES-NI masked, public figures)',
  },
  'arm64-crypto': {
    bulk: { 'AES128-GCM': 1, 'AES256-GCM': 1.3, 'CHACHA20-POLY1305': 2.8, 'AES128-CBC-SHA': 4, 'AES256-CBC-SHA': 4.8, '3DES-CBC-SHA': 120 },
    sign: { 'ECDSA-P256': 1, Ed25519: 1.3, 'ECDSA-P384': 20, 'RSA-2048': 15, 'RSA-3072': 45, 'RSA-4096': 100 },
    source: 'built-in table (public openssl speed figures)',
  },
  'arm-no-crypto': {
    bulk: { 'AES128-GCM': 4.5, 'AES256-GCM': 5.5, 'CHACHA20-POLY1305': 1, 'AES128-CBC-SHA': 4, 'AES256-CBC-SHA': 5, '3DES-CBC-SHA': 15 },
    sign: { 'ECDSA-P256': 1, Ed25519: 1.2, 'ECDSA-P384': 20, 'RSA-2048': 15, 'RSA-3072': 45, 'RSA-4096': 100 },
    source: 'built-in table (public openssl speed figures)',
  },
};

const SIGN_FROM_MEASURE: Record<SignAlgorithm, Signature> = {
  'ecdsa-p256': 'ECDSA-P256',
  ed25519: 'Ed25519',
  'ecdsa-p384': 'ECDSA-P384',
  'rsa-2048': 'RSA-2048',
  'rsa-3072': 'RSA-3072',
  'rsa-4096': 'RSA-4096',
};

/**
 * A cost table from a measurement of this machine. What the measurement lacks (a skipped
 * algorithm, AES-256-CBC which is not timed) comes from `base` scaled by a measured neighbour,
 * so the table is always complete; `estimated` names those entries.
 */
export function costsFromMeasurement(m: Measurement, base: CostTable): CostTable & { estimated: string[] } {
  const estimated: string[] = [];
  const perByte = (rate: number | undefined): number | undefined => (rate && rate > 0 ? 1 / rate : undefined);
  const raw: Partial<Record<BulkCipher, number>> = {
    'AES128-GCM': perByte(m.bulk['aes-128-gcm']),
    'AES256-GCM': perByte(m.bulk['aes-256-gcm']),
    'CHACHA20-POLY1305': perByte(m.bulk['chacha20-poly1305']),
    'AES128-CBC-SHA': perByte(m.bulk['aes-128-cbc-hmac-sha1']),
    '3DES-CBC-SHA': perByte(m.bulk['des-ede3-cbc-hmac-sha1']),
  };
  const aead = [raw['AES128-GCM'], raw['CHACHA20-POLY1305']].filter((x): x is number => x !== undefined);
  const bulk = { ...base.bulk };
  if (aead.length > 0) {
    const unit = aead.reduce((m, x) => Math.min(m, x), Infinity);
    // Estimates scale from a measured neighbour by the base table's ratio.
    const anchor: BulkCipher = raw['AES128-GCM'] !== undefined ? 'AES128-GCM' : 'CHACHA20-POLY1305';
    for (const c of BULK_CIPHERS) {
      const r = raw[c];
      if (r !== undefined) bulk[c] = r / unit;
      else {
        const neighbour: BulkCipher = c === 'AES256-CBC-SHA' && raw['AES128-CBC-SHA'] !== undefined ? 'AES128-CBC-SHA' : anchor;
        bulk[c] = (raw[neighbour]! / unit) * (base.bulk[c] / base.bulk[neighbour]);
        estimated.push(c);
      }
    }
  } else {
    for (const each of BULK_CIPHERS) estimated.push(each);
  }

  const sign = { ...base.sign };
  const p256 = m.sign['ecdsa-p256'];
  const measuredSign = new Set<Signature>();
  if (p256 && p256 > 0) {
    for (const [alg, name] of Object.entries(SIGN_FROM_MEASURE) as [SignAlgorithm, Signature][]) {
      const rate = m.sign[alg];
      if (rate && rate > 0) {
        sign[name] = p256 / rate;
        measuredSign.add(name);
      }
    }
    // A missing RSA size scales from the nearest measured RSA size by the table's ratio.
    for (const name of SIGNATURES) {
      if (measuredSign.has(name)) continue;
      const near = (['RSA-2048', 'RSA-3072', 'RSA-4096'] as Signature[]).filter((n) => measuredSign.has(n));
      const from: Signature | undefined = name.startsWith('RSA-') && near.length > 0 ? near[near.length - 1] : undefined;
      if (from) sign[name] = sign[from] * (base.sign[name] / base.sign[from]);
      estimated.push(name);
    }
  } else {
    for (const each of SIGNATURES) estimated.push(each);
  }
  return { bulk, sign, source: `measured on this machine (Node ${m.nodeVersion}, OpenSSL ${m.opensslVersion})`, estimated };
}

/**
 * The cost table in force for one host: its measurement when there is one, else the built-in
 * row. Pass a measurement only for the host it was taken on.
 */
export function costsFor(hardware: HardwareProfile, measured?: Measurement): CostTable {
  return measured ? costsFromMeasurement(measured, BUILTIN_COSTS[hardware]) : BUILTIN_COSTS[hardware];
}

/** Cost of a byte through the cheapest AEAD, the suite the advice puts first on this hardware. */
function cheapestAead(t: CostTable): number {
  return Math.min(t.bulk['AES128-GCM'], t.bulk['CHACHA20-POLY1305']);
}

/**
 * How many times the CPU per byte a client that offers only 3DES costs, against the suite the
 * server would otherwise pick. With several hosts, the worst of them: an attacker picks the host.
 */
export function cost3desMultiple(hardware: HardwareProfile | readonly HardwareProfile[], measured?: Measurement): number {
  const hosts = typeof hardware === 'string' ? [hardware] : hardware;
  let worst = 0;
  for (const h of hosts) {
    const t = costsFor(h, measured);
    worst = Math.max(worst, t.bulk['3DES-CBC-SHA'] / cheapestAead(t));
  }
  return worst;
}

/** Rounds a multiple for prose: 2 significant digits, never below 1. */
export function formatMultiple(x: number): string {
  if (!Number.isFinite(x)) return '?';
  if (x >= 10) return String(Math.round(x / (x >= 100 ? 10 : 1)) * (x >= 100 ? 10 : 1));
  return x.toFixed(1).replace(/\.0$/, '');
}

/** `1.6x`, for prose. */
export function times(x: number): string {
  return `${formatMultiple(x)}x`;
}

/** Entries a measured table filled in from the built-in one (none for a built-in table). */
export function estimatedOf(t: CostTable): string[] {
  const e = (t as { estimated?: unknown }).estimated;
  return Array.isArray(e) ? e.map(String) : [];
}
