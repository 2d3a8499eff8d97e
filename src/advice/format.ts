// `ssllint advise` output: plain text for people, JSON for tools.
import { renderConfig, type Advice } from './advise.js';
import { formatMeasurement, type Measurement } from './measure.js';

export interface AdviceReport {
  advice: Advice;
  /** How `auto` was resolved, when it was used. */
  detection?: { profile: string; evidence: string };
  measurement?: Measurement;
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
  for (const n of a.notes) {
    const [first, ...rest] = wrap(n, 96, '#   ');
    out.push(`# - ${first}`, ...rest);
  }
  return out.join('\n') + '\n';
}

export function formatJson(r: AdviceReport): string {
  const body: Record<string, unknown> = { version: 1, tool: { name: 'ssllint' }, advice: r.advice };
  if (r.detection) body.detection = r.detection;
  if (r.measurement) body.measurement = r.measurement;
  return JSON.stringify(body, null, 2) + '\n';
}
