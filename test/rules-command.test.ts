// `ssllint rules` and `ssllint explain`: the catalogue and each rule's page, offline; the
// fixability column held to what the fixer really does with each rule's documented example.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allRuleMeta } from '../rules/index.js';
import { FIXABLE } from '../src/docs/fixable.js';
import { homeOf, packageInfo } from '../src/package-info.js';
import { ruleDocsUrl } from '../src/report/rule-url.js';
import { runCli } from './helpers/cli.js';
import { fixabilityOfExamples } from './helpers/fixability.js';

const repo = resolve(__dirname, '..');

describe('ssllint rules', () => {
  test('one row per rule: id, default severity, category, fixability, title', async () => {
    const run = await runCli(['rules']);
    expect(run.code).toBe(0);
    const rows = run.stdout.split('\n').slice(1).filter((l) => /^[a-z0-9-]+\s{2}/.test(l));
    const metas = allRuleMeta();
    expect(rows.map((l) => l.split(/\s+/)[0])).toEqual(metas.map((m) => m.id));
    for (const [i, m] of metas.entries()) expect(rows[i].split(/\s{2,}/).slice(0, 5)).toEqual([m.id, m.severity, m.category, FIXABLE[m.id], m.title]);
  });

  test('--format json has the same rows', async () => {
    const rows = JSON.parse((await runCli(['rules', '--format', 'json'])).stdout) as { id: string; fixable: string }[];
    expect(rows.map((r) => r.id)).toEqual(allRuleMeta().map((m) => m.id));
    expect(rows.find((r) => r.id === 'hsts-missing')?.fixable).toBe('risky');
  });

  test('the fixability it declares is what --fix does with each rule\'s documented bad example', () => {
    expect(fixabilityOfExamples()).toEqual(FIXABLE);
  }, 120_000);
});

describe('ssllint explain RULE', () => {
  test("prints the rule's page, the same text as docs/rules/<id>.md", async () => {
    const run = await runCli(['explain', 'cipher-rc4']);
    expect(run.code).toBe(0);
    const page = readFileSync(join(repo, 'docs/rules/cipher-rc4.md'), 'utf8').replace(/^<!--.*?-->\n\n/s, '');
    expect(run.stdout.startsWith(page)).toBe(true);
    expect(run.stdout).toContain('Bad:');
    expect(run.stdout).toContain('What --fix does: risky.');
  });

  test('an unknown id is a usage error with the nearest id', async () => {
    const run = await runCli(['explain', 'hsts-mising']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('ssllint: unknown rule "hsts-mising"; did you mean hsts-missing? (`ssllint rules` lists them)\n');
  });
});

describe('the public URL lives in package.json alone', () => {
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { repository: { url: string }; homepage: string; bugs: { url: string } };
  const home = homeOf(pkg.repository);

  test('repository, homepage and bugs agree', () => {
    expect(home).toMatch(/^https:\/\/[^/]+\/[^/]+\/[^/]+$/);
    expect(pkg.homepage.startsWith(home)).toBe(true);
    expect(pkg.bugs.url.startsWith(home)).toBe(true);
    expect(packageInfo().home).toBe(home);
  });

  test('rule links (SARIF helpUri, --verbose) derive from it', () => {
    expect(ruleDocsUrl('cipher-rc4')).toBe(`${home}/blob/main/docs/rules/cipher-rc4.md`);
  });

  test('homeOf reads the forms npm accepts', () => {
    expect(homeOf('git+https://example.org/a/b.git')).toBe('https://example.org/a/b');
    expect(homeOf({ url: 'https://example.org/a/b' })).toBe('https://example.org/a/b');
    expect(homeOf('github:a/b')).toBe('');
  });

  test('no placeholder owner in what users read, and the README and action examples name the same home', () => {
    const slug = home.replace(/^https:\/\/[^/]+\//, '');
    for (const f of ['README.md', 'action.yml', '.pre-commit-hooks.yaml', 'docs/action.md', 'docs/pre-commit.md']) {
      let text = '';
      try {
        text = readFileSync(join(repo, f), 'utf8');
      } catch {
        continue;
      }
      expect(text, f).not.toMatch(/OWNER\//);
      for (const m of text.matchAll(/uses: ([\w.-]+\/[\w.-]+)@/g)) if (m[1].endsWith('/ssllint')) expect(m[1], f).toBe(slug);
      for (const m of text.matchAll(/repo: (https:\/\/\S+)/g)) if (m[1].endsWith('/ssllint')) expect(m[1], f).toBe(home);
    }
  });
});
