// --measure runs real code on this machine; these tests assert what must hold on any machine
// (bounds, completeness, orders of magnitude that no CPU reverses), not exact figures.
import { getCiphers } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { costsFromMeasurement, BUILTIN_COSTS } from '../src/advice/costs.js';
import { BULK_ALGORITHMS, formatMeasurement, measure, SIGN_ALGORITHMS } from '../src/advice/measure.js';

describe('measure', () => {
  it('times every bulk cipher the build has within its budget', async () => {
    const m = await measure({ sign: [], budgetMs: 600 });
    // Bounded: a loaded machine may stretch the last step of a slice, never the whole run.
    expect(m.elapsedMs).toBeLessThan(600 * 1.5 + 250);
    const has3des = getCiphers().includes('des-ede3-cbc');
    for (const a of BULK_ALGORITHMS) {
      if (a === 'des-ede3-cbc-hmac-sha1' && !has3des) {
        expect(m.skipped.map((s) => s.algorithm)).toContain(a);
        continue;
      }
      expect(m.bulk[a], a).toBeGreaterThan(1e6);
    }
    // 3DES is tens of times slower than any AEAD on every CPU: the premise of cipher-3des.
    if (has3des) {
      const aead = Math.max(m.bulk['aes-128-gcm']!, m.bulk['chacha20-poly1305']!);
      expect(aead / m.bulk['des-ede3-cbc-hmac-sha1']!).toBeGreaterThan(5);
    }
    expect(m.opensslVersion).toBe(process.versions.openssl);
  });

  it('times signatures, with RSA-4096 the dearest and the budget held even when its key is slow to make', async () => {
    const m = await measure({ bulk: [], budgetMs: 2500 });
    expect(m.elapsedMs).toBeLessThan(2500 * 1.5 + 250);
    for (const a of SIGN_ALGORITHMS) {
      if (m.sign[a] === undefined) {
        // Only key generation may run out of time, and it says so.
        expect(m.skipped.find((s) => s.algorithm === a)?.reason).toBe('key generation did not finish within the time budget');
        expect(a.startsWith('rsa-')).toBe(true);
      } else {
        expect(m.sign[a]).toBeGreaterThan(1);
      }
    }
    // ECDSA and Ed25519 keys take milliseconds: those are always measured.
    expect(m.sign['ecdsa-p256']).toBeDefined();
    expect(m.sign['ed25519']).toBeDefined();
    if (m.sign['rsa-2048'] !== undefined) expect(m.sign['ecdsa-p256']).toBeGreaterThan(m.sign['rsa-2048']);
    if (m.sign['rsa-2048'] !== undefined && m.sign['rsa-4096'] !== undefined) expect(m.sign['rsa-2048']).toBeGreaterThan(m.sign['rsa-4096']);
  });

  it('prints a table and yields a complete cost table', async () => {
    const m = await measure({ bulk: ['aes-128-gcm', 'chacha20-poly1305'], sign: ['ecdsa-p256', 'ed25519'], budgetMs: 400 });
    const text = formatMeasurement(m);
    expect(text.split('\n')[0]).toMatch(/^Measured on this machine: Node \S+, OpenSSL \S+, \S+, one core, \d+\.\d s$/);
    expect(text).toMatch(/^ {2}AES-128-GCM +\d+(\.\d+)? (GB|MB)\/s +\d+\.\dx$/m);
    expect(text).toMatch(/^ {2}ChaCha20-Poly1305 +\d+(\.\d+)? (GB|MB)\/s +\d+\.\dx$/m);
    expect(text).toMatch(/^ {2}ECDSA P-256 +[\d,]+ +\d+\.\dx$/m);
    const t = costsFromMeasurement(m, BUILTIN_COSTS['x86-aesni']);
    expect(Math.min(t.bulk['AES128-GCM'], t.bulk['CHACHA20-POLY1305'])).toBe(1);
    expect(t.sign['ECDSA-P256']).toBe(1);
    for (const v of [...Object.values(t.bulk), ...Object.values(t.sign)]) expect(Number.isFinite(v) && v > 0).toBe(true);
  });
});
