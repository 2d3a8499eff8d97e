// `ssllint audit`: the lint's result turned into the audit report, worst server first.
import type { Finding } from '../findings.js';
import type { Model } from '../model/types.js';
import type { Generation } from '../rule.js';
import { gradeRank } from './grade.js';
import { auditRecords } from './record.js';
import { AUDIT_SCHEMA_VERSION, type AuditReport } from './types.js';

export function buildAudit(models: readonly Model[], findings: readonly Finding[], options: { generations: Generation[]; now: Date; toolVersion: string }): AuditReport {
  const servers = auditRecords(models, findings, options);
  servers.sort((a, b) => gradeRank(b.worst) - gradeRank(a.worst) || (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  return { version: AUDIT_SCHEMA_VERSION, tool: { name: 'ssllint', version: options.toolVersion }, now: options.now.toISOString(), generations: options.generations, servers };
}
