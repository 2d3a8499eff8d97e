// `--measure`: a short `openssl speed` through Node's crypto (the same OpenSSL code paths a
// TLS server runs), so the order and the cost multiples can come from this machine instead of
// the built-in table. Bounded by a time budget; never throws (a missing algorithm is skipped).
import {
  createCipheriv,
  createHmac,
  generateKeyPair,
  getCiphers,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BULK_ALGORITHMS, SIGN_ALGORITHMS } from './format.js';

// The algorithm lists and the table's formatting live with the report, which loads at start;
// this module, the timing itself, is imported only when something is measured.
export { ALGORITHM_LABELS, BULK_ALGORITHMS, SIGN_ALGORITHMS, formatMeasurement } from './format.js';

export type BulkAlgorithm = 'aes-128-gcm' | 'aes-256-gcm' | 'chacha20-poly1305' | 'aes-128-cbc-hmac-sha1' | 'des-ede3-cbc-hmac-sha1';
export type SignAlgorithm = 'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256' | 'ecdsa-p384' | 'ed25519';

export interface Measurement {
  /** Bytes per second, one core, 16 KiB records (TLS's maximum record). */
  bulk: Partial<Record<BulkAlgorithm, number>>;
  /** Signatures per second, one core: the server's share of a full handshake. */
  sign: Partial<Record<SignAlgorithm, number>>;
  skipped: { algorithm: BulkAlgorithm | SignAlgorithm; reason: string }[];
  elapsedMs: number;
  opensslVersion: string;
  nodeVersion: string;
  arch: string;
}

export interface MeasureOptions {
  /** Total wall-clock budget in ms (default 3000). Key generation counts against it. */
  budgetMs?: number;
  bulk?: readonly BulkAlgorithm[];
  sign?: readonly SignAlgorithm[];
}

const RECORD = 16 * 1024;
// Node allocates an output buffer per update(); feeding four records at a time keeps that
// overhead from hiding the cipher's own speed, as `openssl speed` measures it.
const CHUNK = 4 * RECORD;

type KeyPair = { privateKey: KeyObject };

// Keys are expensive (RSA-4096 takes up to seconds) and carry no information about speed, so
// one process generates them once; a later measurement reuses them.
const keyCache = new Map<SignAlgorithm, Promise<KeyPair>>();

function keyFor(alg: SignAlgorithm): Promise<KeyPair> {
  let p = keyCache.get(alg);
  if (!p) {
    p = new Promise<KeyPair>((resolve, reject) => {
      const done = (err: Error | null, _pub: KeyObject, privateKey: KeyObject) => (err ? reject(err) : resolve({ privateKey }));
      switch (alg) {
        case 'rsa-2048':
        case 'rsa-3072':
        case 'rsa-4096':
          generateKeyPair('rsa', { modulusLength: Number(alg.slice(4)) }, done);
          break;
        case 'ecdsa-p256':
          generateKeyPair('ec', { namedCurve: 'prime256v1' }, done);
          break;
        case 'ecdsa-p384':
          generateKeyPair('ec', { namedCurve: 'secp384r1' }, done);
          break;
        case 'ed25519':
          generateKeyPair('ed25519', {}, done);
          break;
      }
    });
    // A failed generation must not poison later runs.
    p.catch(() => keyCache.delete(alg));
    keyCache.set(alg, p);
  }
  return p;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve('timeout'), Math.max(0, ms));
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** The work of one 64 KiB step for an algorithm, or why it cannot run here. */
function prepareBulk(alg: BulkAlgorithm): (() => void) | string {
  const data = randomBytes(CHUNK);
  const records = [0, 1, 2, 3].map((i) => data.subarray(i * RECORD, (i + 1) * RECORD));
  const macKey = randomBytes(20);
  try {
    switch (alg) {
      case 'aes-128-gcm': {
        const c = createCipheriv('aes-128-gcm', randomBytes(16), randomBytes(12));
        return () => void c.update(data);
      }
      case 'aes-256-gcm': {
        const c = createCipheriv('aes-256-gcm', randomBytes(32), randomBytes(12));
        return () => void c.update(data);
      }
      case 'chacha20-poly1305': {
        const c = createCipheriv('chacha20-poly1305', randomBytes(32), randomBytes(12), { authTagLength: 16 });
        return () => void c.update(data);
      }
      case 'aes-128-cbc-hmac-sha1': {
        const c = createCipheriv('aes-128-cbc', randomBytes(16), randomBytes(16));
        // TLS's MAC-then-encrypt: a MAC per record, then the records through the cipher.
        return () => {
          for (const r of records) createHmac('sha1', macKey).update(r).digest();
          c.update(data);
        };
      }
      case 'des-ede3-cbc-hmac-sha1': {
        if (!getCiphers().includes('des-ede3-cbc')) return 'this Node/OpenSSL build has no des-ede3-cbc';
        const c = createCipheriv('des-ede3-cbc', randomBytes(24), randomBytes(8));
        return () => {
          for (const r of records) createHmac('sha1', macKey).update(r).digest();
          c.update(data);
        };
      }
    }
  } catch (e) {
    return `not available: ${(e as Error).message}`;
  }
}

/**
 * Milliseconds the work took: the process's CPU time when no other thread of ours was busy
 * (then load from other processes does not count), else wall time. CPU time above wall time
 * means a helper thread ran alongside, so wall time is the honest figure then.
 */
function elapsed(wall0: number, cpu0: NodeJS.CpuUsage): number {
  const wall = performance.now() - wall0;
  const c = process.cpuUsage(cpu0);
  const cpu = (c.user + c.system) / 1000;
  return cpu > 0 ? Math.min(cpu, wall) : wall;
}

/** Bytes per second over one timed slice. */
function timeBulk(step: () => void, sliceMs: number): number {
  let bytes = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  do {
    step();
    bytes += CHUNK;
  } while (performance.now() - start < sliceMs);
  return (bytes * 1000) / elapsed(start, cpu0);
}

function runSign(alg: SignAlgorithm, key: KeyObject, sliceMs: number): number {
  const digest = alg === 'ed25519' ? null : alg === 'ecdsa-p384' ? 'sha384' : 'sha256';
  // About the size of what a TLS 1.3 server signs (64 spaces, context string, transcript hash).
  const message = randomBytes(130);
  sign(digest, message, key);
  let count = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  do {
    sign(digest, message, key);
    count++;
  } while (performance.now() - start < sliceMs);
  return (count * 1000) / elapsed(start, cpu0);
}

/** Elliptic curves first (their keys are instant), RSA by size: the order keys become ready. */
function signRank(a: SignAlgorithm): number {
  return a.startsWith('rsa-') ? 10 + Number(a.slice(4)) / 1024 : SIGN_ALGORITHMS.indexOf(a);
}

/** Runs the benchmark within the budget: bulk ciphers first, alone, then signatures. */
export async function measure(options: MeasureOptions = {}): Promise<Measurement> {
  const budget = Math.max(100, options.budgetMs ?? 3000);
  const bulkAlgs = options.bulk ?? BULK_ALGORITHMS;
  const signAlgs = options.sign ?? SIGN_ALGORITHMS;
  const started = performance.now();
  const deadline = started + budget;
  const result: Measurement = {
    bulk: {},
    sign: {},
    skipped: [],
    elapsedMs: 0,
    opensslVersion: process.versions.openssl ?? 'unknown',
    nodeVersion: process.versions.node,
    arch: process.arch,
  };

  // Bulk gets 40% of the budget when signatures are measured too: it needs fewer samples.
  // Rounds go round-robin and the best round counts, so a burst of load from elsewhere (or
  // the clock ramping up under the first algorithm) does not decide the order.
  const bulkShare = signAlgs.length > 0 ? 0.4 : 0.95;
  const steps: [BulkAlgorithm, () => void][] = [];
  for (const alg of bulkAlgs) {
    const step = prepareBulk(alg);
    if (typeof step === 'string') result.skipped.push({ algorithm: alg, reason: step });
    else steps.push([alg, step]);
  }
  if (steps.length > 0) {
    const rounds = 5;
    const slice = (budget * bulkShare) / (steps.length * (rounds + 0.5));
    for (const [, step] of steps) {
      const warm = performance.now();
      do step();
      while (performance.now() - warm < slice / 2);
    }
    // A loaded machine stretches every slice by its last step; past the bulk share of the
    // budget, rounds stop once each algorithm has one figure.
    const bulkDeadline = started + budget * bulkShare;
    for (let r = 0; r < rounds; r++) {
      for (const [alg, step] of steps) {
        if (result.bulk[alg] !== undefined && performance.now() >= bulkDeadline) continue;
        result.bulk[alg] = Math.max(result.bulk[alg] ?? 0, timeBulk(step, slice));
      }
    }
  }

  // Nothing runs beside the bulk ciphers (a busy helper thread would share their core). The
  // RSA keys (a second or more of prime search each on a loaded machine) start right after,
  // on two helper threads: RSA-4096 alone, RSA-2048 then RSA-3072, while the elliptic-curve
  // signatures (keys in milliseconds) are timed; RSA is timed last.
  const wanted = (a: SignAlgorithm) => signAlgs.includes(a);
  if (wanted('rsa-4096')) keyFor('rsa-4096').catch(() => undefined);
  const chain = wanted('rsa-2048') ? keyFor('rsa-2048').catch(() => undefined) : Promise.resolve(undefined);
  if (wanted('rsa-3072')) chain.then(() => keyFor('rsa-3072').catch(() => undefined));
  const signOrder = [...signAlgs].sort((a, b) => signRank(a) - signRank(b));

  for (let i = 0; i < signOrder.length; i++) {
    const alg = signOrder[i];
    const remaining = deadline - performance.now();
    const left = signOrder.length - i;
    let pair: KeyPair | 'timeout';
    try {
      // Leave at least a short slice for the algorithms still to come.
      pair = await withTimeout(keyFor(alg), remaining - 20 * (left - 1));
    } catch (e) {
      result.skipped.push({ algorithm: alg, reason: `key generation failed: ${(e as Error).message}` });
      continue;
    }
    if (pair === 'timeout') {
      result.skipped.push({ algorithm: alg, reason: 'key generation did not finish within the time budget' });
      continue;
    }
    const slice = Math.max(10, (deadline - performance.now()) / left);
    try {
      // Best of two halves, for the same reason as the bulk rounds.
      result.sign[alg] = Math.max(runSign(alg, pair.privateKey, slice / 2), runSign(alg, pair.privateKey, slice / 2));
    } catch (e) {
      result.skipped.push({ algorithm: alg, reason: `signing failed: ${(e as Error).message}` });
    }
  }
  result.elapsedMs = performance.now() - started;
  return result;
}
