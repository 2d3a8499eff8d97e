// `ssllint audit`: the lint's result turned into the audit report, worst server first.
import type { Finding } from '../findings.js';
import type { Model } from '../model/types.js';
import type { PolicyVerdict } from '../policy/evaluate.js';
import type { Target } from '../platform/target.js';
import { gradeRank } from './grade.js';
import { auditRecords } from './record.js';
import { AUDIT_SCHEMA_VERSION, type AuditReport, type PolicyResult } from './types.js';

export function buildAudit(
  models: readonly Model[],
  findings: readonly Finding[],
  options: { target: Target; now: Date; toolVersion: string; policies?: readonly PolicyVerdict[] },
): AuditReport {
  const generations = [...options.target.openssl.value];
  const servers = auditRecords(models, findings, { generations, now: options.now });
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
  return { version: AUDIT_SCHEMA_VERSION, tool: { name: 'ssllint', version: options.toolVersion }, now: options.now.toISOString(), generations, servers };
}
