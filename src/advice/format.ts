// `ssllint advise` output: plain text for people, JSON for tools.
import { renderConfig, type Advice } from './advise.js';
import type { BulkAlgorithm, Measurement, SignAlgorithm } from './measure.js';

export interface AdviceReport {
  advice: Advice;
  /** How `auto` was resolved, when it was used. */
  detection?: { profile: string; evidence: string };
  measurement?: Measurement;
  /** `--platform`: the distribution advised for, and what its build changes in the advice. */
  platform?: { id: string; name: string; note?: string };
}

function wrap(text: string, width: number, indent: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else {
      line = line ? `${line} ${w}` : w;
    }
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i === 0 ? l : indent + l));
}

export function formatText(r: AdviceReport): string {
  const a = r.advice;
  const out: string[] = [];
  const server = a.server === 'nginx' ? 'nginx' : 'Apache';
  out.push(`# ssllint advise: ${a.profile} (Mozilla guideline ${a.guideline}), ${server} ${a.serverVersion}, OpenSSL ${a.openssl.generation} (>= ${a.openssl.assumed})`);
  out.push(`# hardware: ${a.hardware.join(', ')}`);
  if (r.detection) out.push(`# auto-detected ${r.detection.profile}: ${r.detection.evidence}`);
  if (r.platform) out.push(`# platform: ${r.platform.name} (${r.platform.id})`);
  out.push('');
  if (r.measurement) {
    for (const l of formatMeasurement(r.measurement).split('\n')) out.push(`# ${l}`);
    out.push('');
  }
  if (a.tls12.suites.length > 0) {
    out.push('# TLS 1.2 and older, in the order OpenSSL will use:');
    a.tls12.suites.forEach((s, i) => out.push(`#   ${String(i + 1).padStart(2)}. ${s}`));
  }
  if (a.tls13.suites.length > 0) {
    out.push(`# TLS 1.3${a.tls13.configurable ? '' : ' (OpenSSL default, not configurable here)'}:`);
    a.tls13.suites.forEach((s, i) => out.push(`#   ${String(i + 1).padStart(2)}. ${s}`));
  }
  out.push('');
  out.push(renderConfig(a));
  out.push('');
  out.push('# Notes:');
  for (const n of r.platform?.note ? [r.platform.note, ...a.notes] : a.notes) {
    const [first, ...rest] = wrap(n, 96, '#   ');
    out.push(`# - ${first}`);
    for (const line of rest) out.push(line);
  }
  return out.join('\n') + '\n';
}

export function formatJson(r: AdviceReport): string {
  const body: Record<string, unknown> = { version: 1, tool: { name: 'ssllint' }, advice: r.advice };
  if (r.detection) body.detection = r.detection;
  if (r.measurement) body.measurement = r.measurement;
  if (r.platform) body.platform = r.platform;
  return JSON.stringify(body, null, 2) + '\n';
}

// Here rather than in measure.ts, which only --measure loads: formatText needs them at hand.
export const BULK_ALGORITHMS: readonly BulkAlgorithm[] = [
  'aes-128-gcm',
  'aes-256-gcm',
  'chacha20-poly1305',
  'aes-128-cbc-hmac-sha1',
  'des-ede3-cbc-hmac-sha1',
];
export const SIGN_ALGORITHMS: readonly SignAlgorithm[] = ['ecdsa-p256', 'ed25519', 'ecdsa-p384', 'rsa-2048', 'rsa-3072', 'rsa-4096'];

export const ALGORITHM_LABELS: Record<BulkAlgorithm | SignAlgorithm, string> = {
  'aes-128-gcm': 'AES-128-GCM',
  'aes-256-gcm': 'AES-256-GCM',
  'chacha20-poly1305': 'ChaCha20-Poly1305',
  'aes-128-cbc-hmac-sha1': 'AES-128-CBC + HMAC-SHA1',
  'des-ede3-cbc-hmac-sha1': '3DES-CBC + HMAC-SHA1',
  'rsa-2048': 'RSA-2048',
  'rsa-3072': 'RSA-3072',
  'rsa-4096': 'RSA-4096',
  'ecdsa-p256': 'ECDSA P-256',
  'ecdsa-p384': 'ECDSA P-384',
  'ed25519': 'Ed25519',
};

function formatRate(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1e9) return `${(bytesPerSecond / 1e9).toFixed(2)} GB/s`;
  return `${(bytesPerSecond / 1e6).toFixed(1)} MB/s`;
}

function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

function pad(s: string, n: number): string {
  return s.length >= n ? s + ' ' : s + ' '.repeat(n - s.length);
}

/** The measurement as a plain-text table with each figure's cost relative to the fastest of its kind. */
export function formatMeasurement(m: Measurement): string {
  const lines: string[] = [];
  lines.push(
    `Measured on this machine: Node ${m.nodeVersion}, OpenSSL ${m.opensslVersion}, ${m.arch}, one core, ${(m.elapsedMs / 1000).toFixed(1)} s`,
  );
  const bulk = BULK_ALGORITHMS.filter((a) => m.bulk[a] !== undefined);
  if (bulk.length > 0) {
    const best = bulk.map((a) => m.bulk[a]!).reduce((acc, value) => Math.max(acc, value), -Infinity);
    lines.push(`  ${pad('bulk cipher (16 KiB records)', 30)}${pad('throughput', 14)}cost vs fastest`);
    for (const a of bulk) {
      lines.push(`  ${pad(ALGORITHM_LABELS[a], 30)}${pad(formatRate(m.bulk[a]!), 14)}${(best / m.bulk[a]!).toFixed(1)}x`);
    }
  }
  const signs = SIGN_ALGORITHMS.filter((a) => m.sign[a] !== undefined);
  if (signs.length > 0) {
    const best = signs.map((a) => m.sign[a]!).reduce((acc, value) => Math.max(acc, value), -Infinity);
    lines.push(`  ${pad('handshake signature', 30)}${pad('signs/s', 14)}cost vs fastest`);
    for (const a of signs) {
      lines.push(`  ${pad(ALGORITHM_LABELS[a], 30)}${pad(formatCount(m.sign[a]!), 14)}${(best / m.sign[a]!).toFixed(1)}x`);
    }
  }
  for (const s of m.skipped) lines.push(`  skipped ${ALGORITHM_LABELS[s.algorithm]}: ${s.reason}`);
  return lines.join('\n');
}
