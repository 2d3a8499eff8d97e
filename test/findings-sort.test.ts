// sortFindings places findings by file with a counting pass and sorts each file's run in
// place (short runs by insertion): it must give exactly what one stable sort with
// compareFindings gives, on any mix of files, positions, rules and run lengths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFindings, sortFindings, type Finding } from '../src/findings.js';

const finding = fc.record({
  file: fc.constantFrom('/b/x.conf', '/a/y.conf', '/a/y.conf2', '/a/Y.conf', 'rel.conf'),
  line: fc.integer({ min: 1, max: 6 }),
  column: fc.integer({ min: 1, max: 4 }),
  ruleId: fc.constantFrom('cipher-rc4', 'cipher-cbc', 'hsts-missing'),
  severity: fc.constantFrom('error', 'warning', 'info'),
  message: fc.constantFrom('a', 'b'),
  tag: fc.nat(),
});

function build(r: { file: string; line: number; column: number; ruleId: string; severity: string; message: string; tag: number }): Finding {
  // Findings that compare equal are separate objects (`tag` tells them apart): the identity
  // check below sees whether their order was kept.
  return { ruleId: r.ruleId, severity: r.severity, message: r.message, location: { file: r.file, line: r.line, column: r.column }, tag: r.tag } as Finding;
}

describe('sortFindings', () => {
  it('equals a stable sort with compareFindings, short and long runs alike', () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 200 }), (records) => {
        const findings = records.map(build);
        const expected = [...findings].sort(compareFindings);
        const got = sortFindings([...findings]);
        expect(got).toEqual(expected);
        // The same objects in the same order: equal findings keep theirs (a stable sort).
        got.forEach((f, i) => expect(f).toBe(expected[i]));
      }),
      { numRuns: 500 },
    );
  });
});
