// Every rule with a fix has a golden pair per dialect under fixtures/fix/<rule>/: the input (the
// rule's bad fixture), the exact text --fix makes of it with only that rule on (safe and risky
// fixes), and the fixed text linted clean of that rule but for its advice-only findings (a fix
// with no replacement), which stay as they were. A bad fixture whose fix writes nothing
// must have no pair, so the set of pairs is exactly the set of fixes.
// SSLLINT_UPDATE_FIX_GOLDEN=1 rewrites the pairs (review the diff before committing it).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, type LintOptions } from '../src/lint.js';
import { planAndCheck } from '../src/fix/run.js';
import { RULES } from '../rules/index.js';
import { fixedLintOptions } from './helpers/lint-options.js';

const rulesDir = resolve(__dirname, '../fixtures/rules');
const fixDir = resolve(__dirname, '../fixtures/fix');
const update = process.env.SSLLINT_UPDATE_FIX_GOLDEN === '1';

function only(rule: string, file: string): LintOptions {
  const levels = new Map(RULES.filter((r) => r.meta.id !== rule).map((r) => [r.meta.id, 'off' as const]));
  return fixedLintOptions([file], { levels });
}

function fixed(rule: string, file: string): string | undefined {
  const options = only(rule, file);
  const outcome = planAndCheck(lint(options, RULES), options, RULES, { types: new Set(['safe', 'risky']), perRule: new Map() });
  expect(outcome.refused).toBeUndefined();
  return outcome.changed.get(file)?.fixed.text;
}

const cases = readdirSync(rulesDir)
  .sort()
  .flatMap((rule) => (['nginx', 'apache'] as const).filter((d) => existsSync(join(rulesDir, rule, `${d}-bad.conf`))).map((d) => ({ rule, dialect: d })));

describe('fix golden pairs', () => {
  it.each(cases.map((c) => [`${c.rule} ${c.dialect}`, c] as const))('%s', (_name, { rule, dialect }) => {
    const input = join(fixDir, rule, `${dialect}-in.conf`);
    const output = join(fixDir, rule, `${dialect}-out.conf`);
    if (update) {
      // Made in place beside the pair: relative certificate paths resolve as in fixtures/rules/.
      mkdirSync(join(fixDir, rule), { recursive: true });
      copyFileSync(join(rulesDir, rule, `${dialect}-bad.conf`), input);
      const text = fixed(rule, input);
      if (text === undefined) {
        for (const f of [input, output]) if (existsSync(f)) writeFileSync(f, '');
        return;
      }
      writeFileSync(output, text);
    }
    const has = existsSync(input) && readFileSync(input, 'utf8') !== '';
    const source = has ? input : join(rulesDir, rule, `${dialect}-bad.conf`);
    const text = fixed(rule, source);
    if (!has) {
      expect(text, `${rule} ${dialect} gets a fix: add its pair`).toBeUndefined();
      return;
    }
    expect(readFileSync(input, 'utf8')).toBe(readFileSync(join(rulesDir, rule, `${dialect}-bad.conf`), 'utf8'));
    expect(text).toBe(readFileSync(output, 'utf8'));
    // Every finding with an edit is gone. A finding whose fix is advice only (no replacement:
    // hsts-weak's preload without includeSubDomains, a certificate naming no OCSP responder)
    // gets no edit: only such findings of the input may be left (another finding's edit of the
    // same line may have taken one away, as the cipher list replaced around a misspelt name).
    const after = lint(only(rule, output), RULES).findings.filter((f) => f.ruleId === rule);
    expect(after.filter((f) => f.fix?.replacement !== undefined)).toEqual([]);
    const advice = (file: string) =>
      lint(only(rule, file), RULES)
        .findings.filter((f) => f.ruleId === rule && f.fix?.replacement === undefined)
        .map((f) => `${f.severity} ${f.message.replaceAll(file, 'FILE').replace(/-(in|out)\.conf/g, '.conf')}`)
        .sort();
    const had = advice(input);
    for (const left of advice(output)) {
      expect(had, `${rule} ${dialect}: a new finding after the fix`).toContain(left);
      had.splice(had.indexOf(left), 1);
    }
  });
});
