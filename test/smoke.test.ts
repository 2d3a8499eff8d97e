import { describe, expect, it } from 'vitest';
import { compareFindings, type Finding } from '../src/findings.js';

const at = (file: string, line: number, column: number, ruleId: string): Finding => ({
  ruleId,
  severity: 'warning',
  message: 'm',
  location: { file, line, column },
});

describe('compareFindings', () => {
  it('orders by file, line, column, then rule id', () => {
    const sorted = [at('b', 1, 1, 'x'), at('a', 2, 1, 'x'), at('a', 1, 5, 'x'), at('a', 1, 5, 'a')].sort(compareFindings);
    expect(sorted.map((f) => `${f.location.file}:${f.location.line}:${f.location.column}:${f.ruleId}`)).toEqual([
      'a:1:5:a',
      'a:1:5:x',
      'a:2:1:x',
      'b:1:1:x',
    ]);
  });
});
