// Short cell texts shared by the table formats (text, Markdown, HTML).
import { WONT_START } from './grade.js';
import type { AuditRecord, GenerationPosture } from './types.js';

const SHORT: Record<string, string> = { SSLv2: 'S2', SSLv3: 'S3', TLSv1: '1.0', 'TLSv1.1': '1.1', 'TLSv1.2': '1.2', 'TLSv1.3': '1.3' };

/** In a cell of several grades, `will not start` is said short: `F/F/no start`. */
export const NO_START = 'no start';

/** `A+` when every generation agrees, else one grade per generation in the report's order: `F/A/A`. */
export function gradeCell(r: AuditRecord): string {
  const grades = r.generations.map((g) => g.grade.grade);
  if (grades.every((g) => g === grades[0])) return grades[0] ?? '-';
  return grades.map((g) => (g === WONT_START ? NO_START : g)).join('/');
}

/** `F on OpenSSL 1.0.2, C on 1.1.1, A+ on 3.x` where the generations differ, else the one grade. */
export function gradesSpelled(r: AuditRecord): string {
  const grades = r.generations.map((g) => g.grade.grade);
  if (grades.every((g) => g === grades[0])) return grades[0] ?? '-';
  return r.generations.map((g, i) => `${g.grade.grade} on ${i === 0 ? 'OpenSSL ' : ''}${g.generation}`).join(', ');
}

/** Protocols of the newest generation checked (the one a current server runs). */
export function newest(r: AuditRecord): GenerationPosture | undefined {
  return r.generations[r.generations.length - 1];
}

export function protocolsCell(r: AuditRecord): string {
  const p = newest(r);
  return p && p.protocols.length ? p.protocols.map((x) => SHORT[x]).join(' ') : '-';
}

export function firstSuite(r: AuditRecord): string {
  const p = newest(r);
  return p ? p.tls13Suites[0] ?? p.suites[0] ?? '-' : '-';
}

/** The group the newest generation prefers, `PQ` when it is post-quantum: `X25519MLKEM768 PQ`. */
export function keyExchangeCell(r: AuditRecord): string {
  const kx = newest(r)?.keyExchange;
  return kx ? `${kx.first}${kx.postQuantum ? ' PQ' : ''}` : '-';
}

/** Why the gate grade differs from the worst, when it does. */
export function gateNote(r: AuditRecord): string | undefined {
  if (r.gate === r.worst) return undefined;
  return `--fail-grade compares ${r.gate}: the ${r.worst} is OpenSSL 1.0.2's, end of life since 2019 and not named (--openssl 1.0.2,… counts it)`;
}

export function certCell(r: AuditRecord): string {
  if (r.certificates.length === 0) return 'none';
  return r.certificates
    .map((c) => (c.status === 'ok' ? `${c.key ?? '?'}${c.daysLeft !== undefined ? ` ${c.daysLeft}d` : ''}` : c.status))
    .join(', ');
}

export function hstsCell(r: AuditRecord): string {
  if (!r.hsts) return 'no';
  return `${duration(r.hsts.maxAge)}${r.hsts.includeSubDomains ? ' sub' : ''}${r.hsts.preload ? ' pre' : ''}`;
}

const YEAR = 365 * 86400;

/** An HSTS max-age as people say it: `2y`, `180d`, `1h`, else seconds (`300s`); long: `2 years`. */
export function duration(seconds: number, long = false): string {
  const unit = (n: number, short: string, word: string) => (long ? `${n} ${word}${n === 1 ? '' : 's'}` : `${n}${short}`);
  if (seconds > 0 && seconds % YEAR === 0) return unit(seconds / YEAR, 'y', 'year');
  if (seconds > 0 && seconds % 86400 === 0) return unit(seconds / 86400, 'd', 'day');
  if (seconds > 0 && seconds % 3600 === 0) return unit(seconds / 3600, 'h', 'hour');
  return unit(seconds, 's', 'second');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `1 Jun 2026` (UTC): a date as a reader takes it in, not an ISO timestamp. */
export function readableDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** `nist-800-52r2 pass, pci-dss-4 FAIL 4.2.1` (with `--policy`). */
export function policyCell(r: AuditRecord): string {
  return (r.policies ?? []).map((p) => (p.pass ? `${p.policy} pass` : `${p.policy} FAIL ${p.failed.join(' ')}`)).join(', ') || '—';
}

export function findingsCell(r: AuditRecord): string {
  return `${r.findings.error}/${r.findings.warning}/${r.findings.info}`;
}

/** Every cap that applied on any generation, once, with the generations it applied on. */
export function capsOf(r: AuditRecord): { grade: string; reason: string; generations: string[] }[] {
  const out: { grade: string; reason: string; generations: string[] }[] = [];
  for (const g of r.generations) {
    for (const c of g.grade.caps) {
      const known = out.find((o) => o.reason === c.reason && o.grade === c.grade);
      if (known) known.generations.push(g.generation);
      else out.push({ grade: c.grade, reason: c.reason, generations: [g.generation] });
    }
  }
  return out;
}
