// Writes README.md's generated parts from the code, so the README cannot drift from what the
// tool does: the rules table (between rules:start/rules:end, from the rules' metadata) and the
// example output (between example:start/example:end: what `ssllint fixtures/sample/nginx`
// prints, run in-process from dist/). Run after `npm run build`; `--check` exits 1 when the
// README is stale (test/readme.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { allRuleMeta } = await import(join(root, 'dist/rules/index.js'));
const { main } = await import(join(root, 'dist/src/cli/main.js'));
const { FIXABLE } = await import(join(root, 'dist/src/docs/fixable.js'));

export function rulesSection(metas) {
  const out = ['| rule | default | category | --fix | fires when |', '|---|---|---|---|---|'];
  for (const m of metas) out.push(`| [\`${m.id}\`](docs/rules/${m.id}.md) | ${m.severity} | ${m.category} | ${FIXABLE[m.id] ?? 'none'} | ${m.title.replace(/\|/g, '\\|')} |`);
  return out.join('\n');
}

/** The sample's report, as a user at the repository's root sees it (no colour, 100 columns). */
export async function exampleSection() {
  let out = '';
  const io = {
    stdout: (t) => void (out += t),
    stderr: () => {},
    readStdin: () => '',
    isTTY: false,
    env: { COLUMNS: '100' },
    cwd: root,
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
  await main(['fixtures/sample/nginx'], io);
  return ['```', '$ ssllint fixtures/sample/nginx', out.replace(/\n+$/, ''), '```'].join('\n');
}

function replaceBetween(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${start} … ${end} markers`);
  return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
}

const readme = join(root, 'README.md');
const text = readFileSync(readme, 'utf8');
const next = replaceBetween(replaceBetween(text, 'rules', rulesSection(allRuleMeta())), 'example', await exampleSection());
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('README.md is stale (rules table or example output): run `npm run build && node scripts/gen-readme.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(readme, next);
}
