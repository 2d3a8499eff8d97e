// `--format json`: the report as docs/audit-schema.json describes it, paths relative to the
// working directory when inside it.
import { isAbsolute, relative } from 'node:path';
import type { AuditReport } from './types.js';
import { neutralise } from '../report/untrusted.js';

export function formatJson(report: AuditReport, options: { cwd: string }): string {
  const show = (p: string) => {
    if (!isAbsolute(p)) return p;
    const rel = relative(options.cwd, p);
    return rel && !rel.startsWith('..') ? rel : p;
  };
  const servers = report.servers.map((r) => ({ ...r, file: show(r.file), ...(r.startErrors ? { startErrors: r.startErrors.map((e) => ({ ...e, file: show(e.file) })) } : {}) }));
  const notRead = report.notRead?.map((n) => ({ ...n, file: show(n.file) }));
  return neutralise(JSON.stringify({ ...report, servers, ...(notRead ? { notRead } : {}) }, null, 2) + '\n', 'json');
}
