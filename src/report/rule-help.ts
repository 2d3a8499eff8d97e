// Rule documentation rendered for SARIF `help` (GitHub shows help.markdown beside an alert).
import type { Example, RuleMeta } from '../rule.js';

/** A fence longer than any backtick run inside, so an example can never close it early. */
function fence(code: string, lang: string): string {
  const longest = (code.match(/`+/g) ?? []).reduce((m, run) => Math.max(m, run.length), 0);
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return `${ticks}${lang}\n${code.replace(/\s+$/, '')}\n${ticks}`;
}

function indent(code: string): string {
  return code
    .replace(/\s+$/, '')
    .split(/\r\n|\r|\n/)
    .map((l) => (l === '' ? '' : `    ${l}`))
    .join('\n');
}

const DIALECTS: { key: 'nginx' | 'apache'; label: string; lang: string }[] = [
  { key: 'nginx', label: 'nginx', lang: 'nginx' },
  { key: 'apache', label: 'Apache httpd', lang: 'apache' },
];

function examples(meta: RuleMeta): { label: string; lang: string; example: Example }[] {
  const out: { label: string; lang: string; example: Example }[] = [];
  for (const d of DIALECTS) {
    const example = meta.docs[d.key];
    if (example) out.push({ label: d.label, lang: d.lang, example });
  }
  return out;
}

export function helpMarkdown(meta: RuleMeta): string {
  const parts = [meta.docs.why.trim()];
  for (const { label, lang, example } of examples(meta)) {
    parts.push(`## ${label}`, 'Bad:', fence(example.bad, lang), 'Good:', fence(example.good, lang));
  }
  const refs = meta.docs.references ?? [];
  if (refs.length > 0) parts.push('## References', refs.map((r) => (/^https?:\/\/\S+$/.test(r) ? `- <${r}>` : `- ${r}`)).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

export function helpText(meta: RuleMeta): string {
  const parts = [meta.docs.why.trim()];
  for (const { label, example } of examples(meta)) {
    parts.push(`${label}, bad:\n${indent(example.bad)}`, `${label}, good:\n${indent(example.good)}`);
  }
  const refs = meta.docs.references ?? [];
  if (refs.length > 0) parts.push(`References:\n${refs.map((r) => `  ${r}`).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** `protocol-tls10-tls11` → `ProtocolTls10Tls11` (SARIF reportingDescriptor.name). */
export function pascalCase(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}
