// The text of `ssllint rules` and `ssllint explain`.
import { allRuleMeta } from '../../rules/index.js';
import { FIXABLE } from '../docs/fixable.js';
import { rulePage } from '../docs/rule-page.js';
import { editDistance } from '../nginx/near-miss.js';
import { UsageError } from '../settings/usage-error.js';

export function rulesTable(format: 'text' | 'json'): string {
  const rows = allRuleMeta().map((m) => ({ id: m.id, severity: m.severity, category: m.category, fixable: FIXABLE[m.id] ?? 'none', security: m.security, title: m.title }));
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const head = { id: 'RULE', severity: 'DEFAULT', category: 'CATEGORY', fixable: 'FIX', title: 'WHAT IT REPORTS' };
  const all = [head, ...rows];
  const w = (k: 'id' | 'severity' | 'category' | 'fixable') => all.map((r) => r[k].length).reduce((m, x) => Math.max(m, x), -Infinity);
  const line = (r: typeof head) => `${r.id.padEnd(w('id'))}  ${r.severity.padEnd(w('severity'))}  ${r.category.padEnd(w('category'))}  ${r.fixable.padEnd(w('fixable'))}  ${r.title}`;
  return `${all.map(line).join('\n')}\n\n${rows.length} rules. \`ssllint explain RULE\` prints a rule's page; FIX is what --fix does (risky: only with --fix-type risky).\n`;
}

export function explainRule(id: string): string {
  const metas = allRuleMeta();
  const meta = metas.find((m) => m.id === id);
  if (!meta) {
    const near = metas.map((m) => ({ id: m.id, d: editDistance(id, m.id, 3) })).filter((c) => c.d <= 3).sort((a, b) => a.d - b.d)[0]?.id;
    throw new UsageError(`unknown rule "${id}"${near ? `; did you mean ${near}?` : ''} (\`ssllint rules\` lists them)`);
  }
  const page = rulePage(meta).replace(/^<!--.*?-->\n\n/s, '');
  return `${page}\nWhat --fix does: ${FIXABLE[id] ?? 'none'}.\n`;
}
