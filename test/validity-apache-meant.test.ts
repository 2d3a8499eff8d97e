// One cause, not two, for Apache: a misspelt or misplaced directive inside a <VirtualHost> is
// named (as a related place) only by the findings of that virtual host whose setting fell back
// to its default, not by another virtual host in the same file.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';

const FILE = resolve(__dirname, '../fixtures/validity/apache-two-vhosts-meant.conf');

describe('Apache: a directive that sets nothing is named where it stands', () => {
  it('relates SSLProtocl only to its own <VirtualHost>', () => {
    const found = lint(fixedLintOptions([FILE]), RULES).findings.filter((f) => f.ruleId === 'protocol-tls10-tls11');
    expect(found.map((f) => [f.location.line, (f.related ?? []).map((r) => r.line)])).toEqual([
      [7, [10]],
      [12, []],
    ]);
    expect(found[0].message).toContain('SSLProtocol is not in effect because of line 10');
  });
});
