// Writes README.md's rule section (between the rules:start/rules:end markers) from the rules'
// own metadata, so the README cannot drift from what the rules say. Run after `npm run build`;
// `--check` exits 1 when the README is stale (test/readme.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { allRuleMeta } = await import(join(root, 'dist/rules/index.js'));

const fence = (lang, text) => ['```' + lang, text, '```'].join('\n');

export function rulesSection(metas) {
  const out = ['| rule | default | category | fires when |', '|---|---|---|---|'];
  for (const m of metas) out.push(`| [\`${m.id}\`](docs/rules/${m.id}.md) | ${m.severity} | ${m.category} | ${m.title} |`);
  out.push('', 'Each rule with a bad and a good example (both dialects, and why, on its page under `docs/rules/`):');
  for (const m of metas) {
    const [dialect, example] = m.docs.nginx ? ['nginx', m.docs.nginx] : ['apache', m.docs.apache];
    out.push('', `### \`${m.id}\``, '', `${m.title}. Default: ${m.severity}.`, '');
    if (!example) continue;
    out.push(`Bad (${dialect}):`, '', fence(dialect, example.bad), '', 'Good:', '', fence(dialect, example.good));
  }
  return out.join('\n');
}

const readme = join(root, 'README.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- rules:start -->';
const end = '<!-- rules:end -->';
const before = text.slice(0, text.indexOf(start) + start.length);
const after = text.slice(text.indexOf(end));
const next = `${before}\n${rulesSection(allRuleMeta())}\n${after}`;
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('README.md rule section is stale: run `npm run build && node scripts/gen-readme-rules.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(readme, next);
}
