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

/**
 * The page of the rule `query` names: its id, or a part of one that no other id holds
 * (`rc4`, `tls13-early`), as `ruff rule` takes a code's prefix; else a usage error naming the
 * rules it could mean, or the nearest id.
 */
export function explainRule(query: string): string {
  const metas = allRuleMeta();
  const id = query.toLowerCase();
  let meta = metas.find((m) => m.id === id);
  if (!meta && id !== '') {
    const holding = metas.filter((m) => m.id.includes(id));
    // A whole part of an id (`rc4` in cipher-rc4) wins over ids that only contain it (`rc2`...).
    const whole = holding.filter((m) => `-${m.id}-`.includes(`-${id}-`));
    const candidates = whole.length > 0 ? whole : holding;
    if (candidates.length === 1) meta = candidates[0];
    else if (candidates.length > 1) {
      const shown = candidates.slice(0, 8).map((m) => m.id).join(', ');
      throw new UsageError(`"${query}" is part of ${candidates.length} rule ids: ${shown}${candidates.length > 8 ? ', …' : ''}; name one (\`ssllint rules\` lists them)`);
    }
  }
  if (!meta) {
    const near = metas.map((m) => ({ id: m.id, d: editDistance(id, m.id, 3) })).filter((c) => c.d <= 3).sort((a, b) => a.d - b.d)[0]?.id;
    throw new UsageError(`unknown rule "${query}"${near ? `; did you mean ${near}?` : ''} (\`ssllint rules\` lists them)`);
  }
  const page = rulePage(meta).replace(/^<!--.*?-->\n\n/s, '');
  return `${page}\nWhat --fix does: ${FIXABLE[meta.id] ?? 'none'}.\n`;
}
