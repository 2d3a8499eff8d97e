// Every rule has bad and good configs under fixtures/rules/<rule-id>/. A bad config marks
// each expected finding on the line before it: `# expect: RULE[@COLUMN][, …]` (column defaults
// to the first non-blank character of the next line). A good config marks nothing and must
// give no finding of its rule. Checked through the CLI (JSON output) and through lint().
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../src/lint.js';
import { RULES, allRuleMeta } from '../rules/index.js';
import { resolveSettings } from '../src/settings/options.js';
import { lintJson } from './helpers/cli.js';

const root = resolve(__dirname, '../fixtures/rules');

interface Case {
  rule: string;
  file: string;
  args: string[];
  expected: string[];
}

function readCase(rule: string, name: string): Case {
  const file = join(root, rule, name);
  const lines = readFileSync(file, 'utf8').split('\n');
  const args = (/^# args: (.*)$/.exec(lines[0])?.[1] ?? '').split(' ').filter(Boolean);
  const expected: string[] = [];
  lines.forEach((line, i) => {
    const m = /^\s*# expect: (.*)$/.exec(line);
    if (!m) return;
    const next = lines[i + 1] ?? '';
    for (const item of m[1].split(',').map((x) => x.trim())) {
      const [id, col] = item.split('@');
      expected.push(`${id} ${i + 2}:${col ? Number(col) : next.search(/\S/) + 1}`);
    }
  });
  return { rule, file, args, expected: expected.sort() };
}

const cases: Case[] = readdirSync(root)
  .sort()
  .flatMap((rule) => readdirSync(join(root, rule)).filter((n) => n.endsWith('.conf')).sort().map((n) => readCase(rule, n)));

describe('rule fixtures', () => {
  it('cover every rule', () => {
    const covered = new Set(cases.map((c) => c.rule));
    // file-unreadable needs a file that cannot be read: test/source-read.test.ts makes those.
    const missing = RULES.map((r) => r.meta.id).filter((id) => !covered.has(id) && id !== 'file-unreadable');
    expect(missing).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.rule}/${c.file.split('/').pop()}`, c] as const))('%s through the CLI', async (_name, c) => {
    const { findings } = await lintJson([c.file, ...c.args]);
    const got = findings.filter((f) => f.ruleId === c.rule).map((f) => `${f.ruleId} ${f.location.line}:${f.location.column}`).sort();
    expect(got).toEqual(c.expected.filter((e) => e.startsWith(`${c.rule} `)));
    if (c.file.endsWith('-good.conf')) expect(got).toEqual([]);
    else expect(c.expected.length).toBeGreaterThan(0);
    for (const f of findings) expect(f.location.file).toBe(relative(process.cwd(), c.file));
  });

  it.each(cases.map((c) => [`${c.rule}/${c.file.split('/').pop()}`, c] as const))('%s through lint()', async (_name, c) => {
    const known = new Set(allRuleMeta().map((m) => m.id));
    const settings = await resolveSettings([c.file], { config: false, ...flagsOf(c.args) }, process.cwd(), known, () => new Date('2026-06-01T00:00:00Z'));
    const result = lint({ ...settings.lint, hardware: ['x86-aesni'] }, RULES);
    const got = result.findings.filter((f) => f.ruleId === c.rule).map((f) => `${f.ruleId} ${f.location.line}:${f.location.column}`).sort();
    expect(got).toEqual(c.expected.filter((e) => e.startsWith(`${c.rule} `)));
    if (got.length) expect(result.findings.find((f) => f.ruleId === c.rule)!.location.file).toBe(c.file);
  });
});

// The repeatable flags commander collects into a list.
const COLLECTED = new Set(['policy', 'rule', 'pathMap', 'define']);

function flagsOf(args: string[]): Record<string, string | string[]> {
  const flags: Record<string, string | string[]> = {};
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    flags[key] = COLLECTED.has(key) ? [...((flags[key] as string[] | undefined) ?? []), args[i + 1]] : args[i + 1];
  }
  return flags;
}
