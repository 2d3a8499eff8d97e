// `--hardware auto`: this machine's profile from /proc/cpuinfo, or, where there is no such
// file (macOS, Windows, containers that hide it), from a quick AES-GCM vs ChaCha20 race.
import { readFileSync } from 'node:fs';
import { detectHardware, familyOfArch, type HardwareChoice, type HardwareProfile } from './hardware.js';
import type { Measurement, MeasureOptions } from './measure.js';

export interface AutoIo {
  /** The text of /proc/cpuinfo, or undefined when it cannot be read. */
  readCpuinfo: () => string | undefined;
  arch: string;
  measure: (o: MeasureOptions) => Promise<Measurement>;
}

export const SYSTEM_IO: AutoIo = {
  readCpuinfo: () => {
    try {
      return readFileSync('/proc/cpuinfo', 'utf8');
    } catch {
      return undefined;
    }
  },
  arch: process.arch,
  // Only --measure and a machine without /proc/cpuinfo time anything: the code loads then.
  measure: async (o) => (await import('./measure.js')).measure(o),
};

/**
 * Software AES-GCM runs at a fifth of ChaCha20's speed or less; with AES instructions it is
 * at least about as fast. Half-way between is a safe line.
 */
export function acceleratedFromRace(m: Measurement): boolean | undefined {
  const aes = m.bulk['aes-128-gcm'];
  const chacha = m.bulk['chacha20-poly1305'];
  if (!aes || !chacha) return undefined;
  return aes >= chacha / 2;
}

export type AutoResult = { ok: true; profile: HardwareProfile; evidence: string } | { ok: false; error: string };

export async function detectThisMachine(io: AutoIo = SYSTEM_IO): Promise<AutoResult> {
  const text = io.readCpuinfo();
  if (text !== undefined) {
    const d = detectHardware(text, io.arch);
    if (d.profile) return { ok: true, profile: d.profile, evidence: d.evidence };
  }
  const family = familyOfArch(io.arch);
  if (!family) return { ok: false, error: `no hardware profile for architecture ${io.arch}: declare one with --hardware` };
  const m = await io.measure({ bulk: ['aes-128-gcm', 'chacha20-poly1305'], sign: [], budgetMs: 400 });
  const fast = acceleratedFromRace(m);
  if (fast === undefined) return { ok: false, error: 'could not time AES-128-GCM against ChaCha20-Poly1305: declare --hardware' };
  const profile: HardwareProfile = family === 'x86' ? (fast ? 'x86-aesni' : 'x86-no-aesni') : fast ? 'arm64-crypto' : 'arm-no-crypto';
  const ratio = (m.bulk['aes-128-gcm']! / m.bulk['chacha20-poly1305']!).toFixed(2);
  return { ok: true, profile, evidence: `no usable /proc/cpuinfo; AES-128-GCM ran at ${ratio}x ChaCha20-Poly1305's speed` };
}

/** Replaces `auto` in a hardware list by this machine's profile. */
export async function resolveHardware(
  choices: readonly HardwareChoice[],
  io: AutoIo = SYSTEM_IO,
): Promise<{ ok: true; hosts: HardwareProfile[]; auto?: { profile: HardwareProfile; evidence: string } } | { ok: false; error: string }> {
  let auto: { profile: HardwareProfile; evidence: string } | undefined;
  const hosts: HardwareProfile[] = [];
  for (const c of choices) {
    if (c === 'auto') {
      if (!auto) {
        const r = await detectThisMachine(io);
        if (!r.ok) return r;
        auto = { profile: r.profile, evidence: r.evidence };
      }
      if (!hosts.includes(auto.profile)) hosts.push(auto.profile);
    } else if (!hosts.includes(c)) {
      hosts.push(c);
    }
  }
  return { ok: true, hosts, auto };
}
