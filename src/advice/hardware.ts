// Hardware profiles: the one fact about the CPU that decides the bulk cipher order is whether
// it has AES and carry-less multiply instructions (AES-GCM needs both to be fast).

export type HardwareProfile = 'x86-aesni' | 'x86-no-aesni' | 'arm64-crypto' | 'arm-no-crypto';
export type HardwareChoice = HardwareProfile | 'auto';

export const HARDWARE_PROFILES: readonly HardwareProfile[] = ['x86-aesni', 'x86-no-aesni', 'arm64-crypto', 'arm-no-crypto'];

export const HARDWARE_LABELS: Record<HardwareProfile, string> = {
  'x86-aesni': 'x86 with AES-NI and PCLMULQDQ',
  'x86-no-aesni': 'x86 without AES-NI',
  'arm64-crypto': 'ARMv8 with the Cryptography Extensions, aes and pmull',
  'arm-no-crypto': 'ARM without AES instructions, such as the Raspberry Pi 4 and older',
};

/** True when AES-GCM runs on dedicated instructions on this profile. */
export function hasAesHardware(h: HardwareProfile): boolean {
  return h === 'x86-aesni' || h === 'arm64-crypto';
}

export function isHardwareProfile(s: string): s is HardwareProfile {
  return (HARDWARE_PROFILES as readonly string[]).includes(s);
}

export type Family = 'x86' | 'arm';

/** Node's `process.arch` to a CPU family; undefined for architectures we have no profile for. */
export function familyOfArch(arch: string): Family | undefined {
  if (arch === 'x64' || arch === 'ia32' || arch === 'x86_64' || arch === 'i386' || arch === 'i686') return 'x86';
  if (arch === 'arm64' || arch === 'arm' || arch === 'aarch64' || arch.startsWith('armv')) return 'arm';
  return undefined;
}

/** Feature words from every `flags` (x86) or `Features` (ARM) line of /proc/cpuinfo. */
function featureSets(cpuinfo: string, key: 'flags' | 'features'): Set<string>[] {
  const sets: Set<string>[] = [];
  for (const line of cpuinfo.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    if (line.slice(0, colon).trim().toLowerCase() !== key) continue;
    sets.push(new Set(line.slice(colon + 1).trim().split(/\s+/).filter(Boolean)));
  }
  return sets;
}

/** Every listed core must have the features: a task can land on any core. */
function allHave(sets: Set<string>[], wanted: string[]): boolean {
  return sets.length > 0 && sets.every((s) => wanted.every((w) => s.has(w)));
}

export interface Detection {
  profile?: HardwareProfile;
  /** One line on what was seen, for the report. */
  evidence: string;
}

/**
 * The hardware profile from /proc/cpuinfo text. `arch` (Node's `process.arch`) picks which
 * line to read; when it names no family we know, the text itself decides (x86 kernels print
 * `flags`, ARM kernels `Features`). Undefined profile when neither is there: the caller
 * measures instead.
 */
export function detectHardware(cpuinfo: string, arch: string): Detection {
  let family = familyOfArch(arch);
  const x86 = featureSets(cpuinfo, 'flags');
  const arm = featureSets(cpuinfo, 'features');
  if (family === undefined) family = x86.length > 0 ? 'x86' : arm.length > 0 ? 'arm' : undefined;
  if (family === 'x86') {
    if (x86.length === 0) return { evidence: `no "flags" line in /proc/cpuinfo (arch ${arch})` };
    const ok = allHave(x86, ['aes', 'pclmulqdq']);
    return {
      profile: ok ? 'x86-aesni' : 'x86-no-aesni',
      evidence: ok ? 'cpuinfo flags include aes and pclmulqdq' : `cpuinfo flags lack ${missing(x86, ['aes', 'pclmulqdq'])}`,
    };
  }
  if (family === 'arm') {
    if (arm.length === 0) return { evidence: `no "Features" line in /proc/cpuinfo (arch ${arch})` };
    const ok = allHave(arm, ['aes', 'pmull']);
    return {
      profile: ok ? 'arm64-crypto' : 'arm-no-crypto',
      evidence: ok ? 'cpuinfo Features include aes and pmull' : `cpuinfo Features lack ${missing(arm, ['aes', 'pmull'])}`,
    };
  }
  return { evidence: `architecture ${arch} has no hardware profile` };
}

function missing(sets: Set<string>[], wanted: string[]): string {
  return wanted.filter((w) => !sets.every((s) => s.has(w))).join(' and ');
}

/**
 * `--hardware` value: one profile, `auto`, or several comma-separated profiles for servers on
 * different CPUs behind one address. Returns an error message for anything else.
 */
export function parseHardwareList(text: string): HardwareChoice[] | string {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) return 'empty --hardware value';
  const out: HardwareChoice[] = [];
  for (const p of parts) {
    if (p !== 'auto' && !isHardwareProfile(p)) {
      return `unknown hardware profile "${p}" (expected auto, ${HARDWARE_PROFILES.join(', ')}, or a comma-separated list)`;
    }
    if (!out.includes(p)) out.push(p);
  }
  return out;
}
