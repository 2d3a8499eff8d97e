// Version arithmetic for the two things the advice depends on besides hardware: the server
// release (which directives exist) and the OpenSSL it links (which suites and options exist).

import type { Generation } from '../openssl/types.js';

export type { Generation } from '../openssl/types.js';

/** The OpenSSL advised for when none is named (here, not in decide.ts, so the CLI can show it cheaply). */
export const DEFAULT_OPENSSL = '3.x';

/** Numeric parts of a dotted version; a missing or non-numeric part reads as 0. */
export type Version = readonly number[];

export function parseVersion(text: string): Version | undefined {
  const m = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export function atLeast(v: Version, min: string): boolean {
  const m = parseVersion(min);
  return m !== undefined && compareVersions(v, m) >= 0;
}

export function formatVersion(v: Version): string {
  return v.join('.');
}

/**
 * What the user said about OpenSSL: a generation, or a concrete release that also pins the
 * generation. The release matters for features a generation gained late (X25519MLKEM768 in
 * 3.5); with only a generation we assume its earliest release, so the advice never names
 * something the server's library lacks.
 */
export interface OpenSslTarget {
  generation: Generation;
  /** The oldest release the advice may assume. */
  version: Version;
  /** As the user wrote it, for messages. */
  label: string;
}

export function parseOpenSsl(text: string): OpenSslTarget | undefined {
  const t = text.trim().toLowerCase().replace(/^openssl\s*/, '');
  if (t === '1.0.2' || t === '1.0.2x') return { generation: '1.0.2', version: [1, 0, 2], label: '1.0.2' };
  if (t === '1.1.1' || t === '1.1.1x') return { generation: '1.1.1', version: [1, 1, 1], label: '1.1.1' };
  if (t === '3' || t === '3.x') return { generation: '3.x', version: [3, 0, 0], label: '3.x' };
  if (t === '4' || t === '4.x') return { generation: '4.x', version: [4, 0, 0], label: '4.x' };
  // Letter suffixes (1.0.2k, 1.1.1w) are patch releases of the same generation.
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?[a-z]{0,2}$/.exec(t);
  if (!m) return undefined;
  const v: Version = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  const label = t;
  if (v[0] === 1 && v[1] === 0 && v[2] === 2) return { generation: '1.0.2', version: v, label };
  if (v[0] === 1 && v[1] === 1 && v[2] === 1) return { generation: '1.1.1', version: v, label };
  if (v[0] === 3) return { generation: '3.x', version: v, label };
  if (v[0] === 4) return { generation: '4.x', version: v, label };
  return undefined;
}
