// docs/rules/: one Markdown page per rule, made from the rule's own metadata. The body is
// the same text SARIF carries as `help` (helpMarkdown), so the page a user opens from a
// code-scanning alert and the page in the repository cannot drift apart.
import type { Category, RuleMeta } from '../rule.js';
import { helpMarkdown } from '../report/rule-help.js';

const CATEGORY_TITLES: Record<Category, string> = {
  protocol: 'Protocols',
  cipher: 'Cipher suites',
  certificate: 'Certificates',
  performance: 'Sessions, handshake and HTTP performance',
  syntax: 'Config files and syntax',
  vulnerability: 'Known vulnerabilities of the release',
};
const CATEGORY_ORDER: Category[] = ['protocol', 'cipher', 'certificate', 'performance', 'syntax', 'vulnerability'];

/** The run-wide settings that change what a rule of this category reports. */
function options(meta: RuleMeta): string[] {
  const out: string[] = [];
  if (meta.category === 'protocol' || meta.category === 'cipher') {
    out.push('`--openssl 1.0.2,1.1.1,3.x` (config `openssl`): the OpenSSL generations checked; a finding names the ones that enable what it reports.');
  }
  if (meta.category === 'cipher') {
    out.push('`--hardware` (config `hardware`): the CPUs that terminate TLS, which decide the cipher order the fix suggests.');
  }
  if (meta.category === 'certificate') {
    out.push('`--path-map FROM=TO` (config `pathMap`): read certificate and key files written for another machine from a local copy.');
    out.push('`--now ISO-DATE`: the date validity is judged at (default: today).');
  }
  if (meta.id === 'cert-expiring') out.push('`--expiring-days N` (config `expiringDays`; default: a third of the certificate\'s lifetime): a fixed number of days before expiry from which a certificate is reported.');
  if (meta.category === 'protocol' || meta.category === 'performance') {
    out.push('`--nginx-version` / `--apache-version` (config `nginxVersion` / `apacheVersion`): whose defaults apply where a directive is absent.');
  }
  if (meta.category === 'vulnerability') {
    out.push('`--nginx-version` / `--apache-version` (config `nginxVersion` / `apacheVersion`), or `--platform`: the release judged; without one the rule says nothing.');
  }
  return out;
}

function configuration(meta: RuleMeta): string {
  const lines = [
    '## Configuration',
    '',
    `Set the level (\`off\`, \`info\`, \`warning\`, \`error\`) in \`.ssllint.json\` or \`.ssllint.yaml\`:`,
    '',
    '```json',
    `{ "rules": { "${meta.id}": "${meta.severity === 'error' ? 'warning' : 'error'}" } }`,
    '```',
    '',
    `or for one run: \`ssllint --rule ${meta.id}=off PATH\`.`,
    '',
    'Silence one finding with a comment on the line before it, saying why:',
    '',
    '```nginx',
    `# ssllint-disable-next-line ${meta.id} -- REASON`,
    '```',
    '',
    `(\`# ssllint-disable-file ${meta.id} -- REASON\` covers the whole file.)`,
  ];
  const opts = options(meta);
  if (opts.length > 0) lines.push('', 'Options that change what it reports:', '', opts.map((o) => `- ${o}`).join('\n'));
  return `${lines.join('\n')}\n`;
}

export function rulePage(meta: RuleMeta): string {
  const head = [
    `# ${meta.id}`,
    '',
    `**${meta.title}**`,
    '',
    '| Default severity | Category | Security |',
    '| --- | --- | --- |',
    `| ${meta.severity} | ${meta.category} | ${meta.security ? 'yes' : 'no'} |`,
    '',
    '## Why it matters',
    '',
  ].join('\n');
  return `<!-- Generated from the rule's metadata by scripts/gen-rule-docs.mjs: edit rules/${meta.id}.ts and run \`npm run docs\`. -->\n\n${head}\n${helpMarkdown(meta)}\n${configuration(meta)}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

export function rulesIndex(metas: readonly RuleMeta[]): string {
  const parts = [
    "<!-- Generated from the rules' metadata by scripts/gen-rule-docs.mjs: run `npm run docs`. -->",
    '',
    '# ssllint rules',
    '',
    'Rule ids are stable: config files and suppression comments use them.',
  ];
  for (const category of CATEGORY_ORDER) {
    const inCategory = metas.filter((m) => m.category === category);
    if (inCategory.length === 0) continue;
    parts.push('', `## ${CATEGORY_TITLES[category]}`, '', '| Rule | Default severity | What it reports |', '| --- | --- | --- |');
    for (const m of inCategory) parts.push(`| [${m.id}](${m.id}.md) | ${m.severity} | ${cell(m.title)} |`);
  }
  return `${parts.join('\n')}\n`;
}

/** Every page of docs/rules/ by file name, README.md (the index) included. */
export function rulePages(metas: readonly RuleMeta[]): Map<string, string> {
  const pages = new Map<string, string>([['README.md', rulesIndex(metas)]]);
  for (const meta of metas) pages.set(`${meta.id}.md`, rulePage(meta));
  return pages;
}
