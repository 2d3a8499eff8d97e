import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceleratedFromRace, detectThisMachine, resolveHardware, SYSTEM_IO } from '../src/advice/auto.js';
import { detectHardware, parseHardwareList } from '../src/advice/hardware.js';
import { measure } from '../src/advice/measure.js';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'cpuinfo', name), 'utf8');

describe('detectHardware on /proc/cpuinfo samples', () => {
  it.each([
    ['x86-aesni.txt', 'x64', 'x86-aesni', 'cpuinfo flags include aes and pclmulqdq'],
    ['x86-no-aesni.txt', 'x64', 'x86-no-aesni', 'cpuinfo flags lack aes and pclmulqdq'],
    ['arm64-crypto.txt', 'arm64', 'arm64-crypto', 'cpuinfo Features include aes and pmull'],
    ['arm-no-crypto.txt', 'arm64', 'arm-no-crypto', 'cpuinfo Features lack aes and pmull'],
    ['arm32-no-crypto.txt', 'arm', 'arm-no-crypto', 'cpuinfo Features lack aes and pmull'],
  ])('%s on %s is %s', (file, arch, profile, evidence) => {
    expect(detectHardware(fixture(file), arch)).toEqual({ profile, evidence });
  });

  it('reads the family from the text when the arch is one it has no profile for', () => {
    expect(detectHardware(fixture('arm64-crypto.txt'), 'riscv64').profile).toBe('arm64-crypto');
    expect(detectHardware(fixture('x86-no-aesni.txt'), 's390x').profile).toBe('x86-no-aesni');
  });

  it('needs both instructions: aes without pclmulqdq is not enough for fast AES-GCM', () => {
    const text = fixture('x86-aesni.txt').replace(/ pclmulqdq/g, '');
    expect(detectHardware(text, 'x64')).toEqual({ profile: 'x86-no-aesni', evidence: 'cpuinfo flags lack pclmulqdq' });
  });

  it('needs every core to have them: one core without aes decides', () => {
    const text = fixture('arm64-crypto.txt').replace(/aes pmull/, 'sha1');
    expect(detectHardware(text, 'arm64').profile).toBe('arm-no-crypto');
  });

  it('gives no profile for text without the line it needs, and says why', () => {
    expect(detectHardware('', 'x64')).toEqual({ evidence: 'no "flags" line in /proc/cpuinfo (arch x64)' });
    expect(detectHardware(fixture('x86-aesni.txt'), 'arm64')).toEqual({ evidence: 'no "Features" line in /proc/cpuinfo (arch arm64)' });
    expect(detectHardware('processor : 0\n', 'ppc64')).toEqual({ evidence: 'architecture ppc64 has no hardware profile' });
  });

  it('does not mistake a word containing aes for the aes flag', () => {
    const text = fixture('x86-no-aesni.txt').replace('ssse3', 'ssse3 vaes_fake aesx');
    expect(detectHardware(text, 'x64').profile).toBe('x86-no-aesni');
  });
});

describe('parseHardwareList', () => {
  it('takes one profile, auto, or a comma-separated list without duplicates', () => {
    expect(parseHardwareList('x86-aesni')).toEqual(['x86-aesni']);
    expect(parseHardwareList('auto')).toEqual(['auto']);
    expect(parseHardwareList('x86-aesni, arm-no-crypto,x86-aesni')).toEqual(['x86-aesni', 'arm-no-crypto']);
  });

  it('names the bad word', () => {
    expect(parseHardwareList('x86-aesni,arm')).toBe(
      'unknown hardware profile "arm" (expected auto, x86-aesni, x86-no-aesni, arm64-crypto, arm-no-crypto, or a comma-separated list)',
    );
    expect(parseHardwareList(' , ')).toBe('empty --hardware value');
  });
});

describe('auto on this machine', () => {
  const cpuinfo = SYSTEM_IO.readCpuinfo();

  it('resolves auto from /proc/cpuinfo and keeps declared hosts', async () => {
    if (cpuinfo === undefined) return; // no /proc here: the race below covers it
    const expected = detectHardware(cpuinfo, process.arch).profile!;
    const r = await resolveHardware(['auto', 'arm-no-crypto']);
    expect(r).toMatchObject({ ok: true, auto: { profile: expected } });
    if (r.ok) expect(r.hosts).toEqual(expected === 'arm-no-crypto' ? ['arm-no-crypto'] : [expected, 'arm-no-crypto']);
  });

  it('without /proc/cpuinfo, a real AES-GCM vs ChaCha20 race reaches the same profile', async () => {
    const r = await detectThisMachine({ ...SYSTEM_IO, readCpuinfo: () => undefined });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.evidence).toMatch(/^no usable \/proc\/cpuinfo; AES-128-GCM ran at \d+\.\d\dx ChaCha20-Poly1305's speed$/);
    if (cpuinfo !== undefined) expect(r.profile).toBe(detectHardware(cpuinfo, process.arch).profile);
  });

  it('refuses an architecture it has no profile for instead of guessing', async () => {
    const r = await detectThisMachine({ ...SYSTEM_IO, readCpuinfo: () => undefined, arch: 'mips' });
    expect(r).toEqual({ ok: false, error: 'no hardware profile for architecture mips: declare one with --hardware' });
  });
});

describe('acceleratedFromRace', () => {
  const m = (aes: number, chacha: number) => ({
    bulk: { 'aes-128-gcm': aes, 'chacha20-poly1305': chacha },
    sign: {},
    skipped: [],
    elapsedMs: 1,
    opensslVersion: 'x',
    nodeVersion: 'x',
    arch: 'x64',
  });
  it('calls AES fast at half ChaCha20 speed or more', () => {
    // Figures from the cost table's sources: AES-NI 3.67 vs 2.53 GB/s; masked 173 vs 737 MB/s; Pi 4 ~4.5x.
    expect(acceleratedFromRace(m(3.67e9, 2.53e9))).toBe(true);
    expect(acceleratedFromRace(m(1.73e8, 7.37e8))).toBe(false);
    expect(acceleratedFromRace(m(6.6e7, 3.0e8))).toBe(false);
    expect(acceleratedFromRace({ ...m(1, 1), bulk: {} })).toBeUndefined();
  });

  it('agrees with /proc/cpuinfo on a real measurement of this machine', async () => {
    if (!existsSync('/proc/cpuinfo')) return;
    const d = detectHardware(readFileSync('/proc/cpuinfo', 'utf8'), process.arch);
    if (!d.profile) return;
    const r = await measure({ bulk: ['aes-128-gcm', 'chacha20-poly1305'], sign: [], budgetMs: 400 });
    expect(acceleratedFromRace(r)).toBe(d.profile === 'x86-aesni' || d.profile === 'arm64-crypto');
  });
});
