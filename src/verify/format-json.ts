// `--format json`: the report as it is (types.ts), paths relative to the working directory
// when inside it.
import { isAbsolute, relative } from 'node:path';
import { neutralise } from '../text/untrusted.js';
import type { VerifyReport } from './types.js';

export function formatVerifyJson(report: VerifyReport, cwd: string): string {
  const show = (p: string) => {
    if (!isAbsolute(p)) return p;
    const rel = relative(cwd, p);
    return rel && !rel.startsWith('..') ? rel : p;
  };
  const withFile = <T extends { file: string }>(x: T): T => ({ ...x, file: show(x.file) });
  const out = {
    ...report,
    findings: report.findings.map((f) => ({ ...f, location: withFile(f.location) })),
    trees: report.trees.map((t) => ({
      ...t,
      root: show(t.root),
      starts: t.starts.at ? { ...t.starts, at: withFile(t.starts.at) } : t.starts,
      servers: t.servers.map((s) => ({ ...withFile(s), properties: s.properties.map((r) => (r.at ? { ...r, at: withFile(r.at) } : r)) })),
    })),
  };
  return neutralise(`${JSON.stringify(out, null, 2)}\n`, 'json');
}
