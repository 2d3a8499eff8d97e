// Short cell texts shared by the table formats (text, Markdown, HTML).
import type { AuditRecord, GenerationPosture } from './types.js';

const SHORT: Record<string, string> = { SSLv2: 'S2', SSLv3: 'S3', TLSv1: '1.0', 'TLSv1.1': '1.1', 'TLSv1.2': '1.2', 'TLSv1.3': '1.3' };

/** `A+` when every generation agrees, else one grade per generation in the report's order: `F/A/A`. */
export function gradeCell(r: AuditRecord): string {
  const grades = r.generations.map((g) => g.grade.grade);
  if (grades.every((g) => g === grades[0])) return grades[0] ?? '-';
  return grades.join('/');
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

export function certCell(r: AuditRecord): string {
  if (r.certificates.length === 0) return 'none';
  return r.certificates
    .map((c) => (c.status === 'ok' ? `${c.key ?? '?'}${c.daysLeft !== undefined ? ` ${c.daysLeft}d` : ''}` : c.status))
    .join(', ');
}

export function hstsCell(r: AuditRecord): string {
  if (!r.hsts) return 'no';
  return `${r.hsts.maxAge}${r.hsts.includeSubDomains ? ' sub' : ''}${r.hsts.preload ? ' pre' : ''}`;
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
