// `ssllint audit`: the lint's result turned into the audit report, worst server first.
import type { Finding } from '../findings.js';
import type { Model } from '../model/types.js';
import type { PolicyVerdict } from '../policy/evaluate.js';
import type { Target } from '../platform/target.js';
import { gradeRank } from './grade.js';
import { GENERATIONS } from '../openssl/types.js';
import { auditRecords } from './record.js';
import { AUDIT_SCHEMA_VERSION, type AuditReport, type NotRead, type PolicyResult } from './types.js';

export function buildAudit(
  models: readonly Model[],
  findings: readonly Finding[],
  options: { target: Target; now: Date; toolVersion: string; policies?: readonly PolicyVerdict[] },
): AuditReport {
  const generations = [...options.target.openssl.value];
  const servers = auditRecords(models, findings, { generations, now: options.now, openssl: options.target.openssl });
  if (options.policies?.length) {
    // The lint judged each server against each policy already: its verdict joins the record by place.
    const byPlace = new Map<string, PolicyResult[]>();
    for (const v of options.policies) {
      for (const s of v.servers) {
        const key = `${s.file}\0${s.line}`;
        const list = byPlace.get(key) ?? [];
        list.push({ policy: v.policy, title: v.title, pass: s.pass, failed: s.failed });
        byPlace.set(key, list);
      }
    }
    for (const r of servers) r.policies = byPlace.get(`${r.file}\0${r.line}`) ?? [];
  }
  servers.sort((a, b) => gradeRank(b.worst) - gradeRank(a.worst) || (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  // The generations graded: fewer than the run's where every tree names what only newer OpenSSL knows (src/openssl-floor.ts).
  const graded = servers.length > 0 ? GENERATIONS.filter((g) => servers.some((r) => r.generations.some((p) => p.generation === g))) : generations;
  const report: AuditReport = { version: AUDIT_SCHEMA_VERSION, tool: { name: 'ssllint', version: options.toolVersion }, now: options.now.toISOString(), generations: graded, servers };
  const notRead = notReadParts(models);
  if (notRead.length) report.notRead = notRead;
  return report;
}

/**
 * What the models could not take in: straight from the loader's diagnostics, so that neither a
 * rule turned off nor an `ignore` hides it (an audit that grades what it read must say what it
 * did not read).
 */
function notReadParts(models: readonly Model[]): NotRead[] {
  const out: NotRead[] = [];
  for (const m of models) {
    for (const d of m.diagnostics) {
      if (d.ruleId === 'file-unreadable' || d.limit) out.push({ file: d.span.file, line: d.span.line, column: d.span.column, message: d.message });
    }
  }
  return out;
}
