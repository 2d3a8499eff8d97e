// What .htaccess files may set is beyond ssllint (it does not read them): a rule about an
// absent lifetime or header says so (static-assets-uncached at info) where AllowOverride
// lets one set it. Positions are held
// by test/rules-fixtures.test.ts; this holds the severity and the words.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../src/lint.js';
import { RULES } from '../rules/index.js';
import { fixedLintOptions } from './helpers/lint-options.js';

const FILE = resolve('fixtures/rules/static-assets-uncached/apache-htaccess-bad.conf');

describe('static-assets-uncached under AllowOverride', () => {
  const findings = lint(fixedLintOptions([FILE]), RULES).findings.filter((f) => f.ruleId === 'static-assets-uncached');

  it('is info, naming what lets an .htaccess file set it, where AllowOverride does; a warning where it does not', () => {
    expect(findings.map((f) => [f.location.line, f.severity, /AllowOverride ([a-z, ]+) allows it here/.exec(f.message)?.[1]])).toEqual([
      [26, 'info', 'all'],
      [35, 'warning', undefined],
      [44, 'info', 'header'],
      [53, 'warning', undefined],
    ]);
    expect(findings[0].message).toContain('ssllint does not read .htaccess files');
  });
});

describe('hsts-missing under AllowOverride', () => {
  const file = resolve('fixtures/rules/hsts-missing/apache-htaccess-bad.conf');
  const findings = lint(fixedLintOptions([file]), RULES).findings.filter((f) => f.ruleId === 'hsts-missing');

  it('says an .htaccess file in the DocumentRoot may send it where FileInfo is allowed there, not where only Indexes is', () => {
    expect(findings.map((f) => [f.location.line, f.severity, /AllowOverride ([a-z, ]+) allows it there/.exec(f.message)?.[1]])).toEqual([
      [14, 'info', 'fileinfo'],
      [20, 'info', undefined],
    ]);
  });
});
