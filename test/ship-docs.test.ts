// docs/rules/ is generated from the rules' metadata and committed; it must match what
// `npm run docs` writes now, and say what SARIF's `help` says.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRuleMeta } from '../rules/index.js';
import { rulePages } from '../src/docs/rule-page.js';
import { runCli } from './helpers/cli.js';
import { REPO } from './ship-helpers.js';

const DOCS = join(REPO, 'docs', 'rules');
const STALE = 'docs/rules/ is stale: run `npm run docs` and commit docs/rules/';

describe('docs/rules', () => {
  const pages = rulePages(allRuleMeta());

  it('has one page per rule id plus the index, and nothing else', () => {
    const expected = ['README.md', ...allRuleMeta().map((m) => `${m.id}.md`)].sort();
    expect(readdirSync(DOCS).sort(), STALE).toEqual(expected);
  });

  it('matches what the generator writes from the metadata', () => {
    for (const [name, text] of pages) expect(readFileSync(join(DOCS, name), 'utf8'), `${STALE} (${name})`).toBe(text);
  });

  it('shows each rule\'s examples, and links every rule from the index', () => {
    const index = readFileSync(join(DOCS, 'README.md'), 'utf8');
    for (const meta of allRuleMeta()) {
      const page = readFileSync(join(DOCS, `${meta.id}.md`), 'utf8');
      expect(page).toContain(`# ${meta.id}\n`);
      expect(page).toContain(meta.docs.why.trim());
      for (const example of [meta.docs.nginx, meta.docs.apache]) {
        if (!example) continue;
        expect(page).toContain(example.bad.trim());
        expect(page).toContain(example.good.trim());
      }
      for (const ref of meta.docs.references ?? []) expect(page).toContain(ref);
      expect(index).toContain(`[${meta.id}](${meta.id}.md)`);
    }
  });

  it('carries the same text as the SARIF help of every rule', async () => {
    const sarif = await runCli([join(REPO, 'fixtures', 'sample', 'nginx'), '--format', 'sarif', '--no-config'], { cwd: REPO });
    const rules = (JSON.parse(sarif.stdout) as { runs: { tool: { driver: { rules: { id: string; help: { markdown: string } }[] } } }[] }).runs[0].tool.driver.rules;
    expect(rules.map((r) => r.id).sort()).toEqual(allRuleMeta().map((m) => m.id).sort());
    for (const rule of rules) {
      const page = readFileSync(join(DOCS, `${rule.id}.md`), 'utf8');
      expect(page, rule.id).toContain(rule.help.markdown);
    }
  });
});
