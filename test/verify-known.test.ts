// The known differences are one list in two places: the data verify reads
// (src/verify/known-differences.ts) and the page users read (docs/verify.md). Each is also held
// live: some corpus tree (test/verify-corpus/) expects it, so a model change that fixes it shows
// there as a failure to update, and one that never happens cannot stay recorded.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_DIFFERENCES } from '../src/verify/known-differences.js';

const ROOT = resolve(__dirname, '..');
const page = readFileSync(join(ROOT, 'docs/verify.md'), 'utf8');
const block = /<!-- known-differences:start -->\n([\s\S]*?)<!-- known-differences:end -->/.exec(page)?.[1] ?? '';

describe('known differences', () => {
  it('docs/verify.md lists exactly the recorded ones, each with its issue and reason', () => {
    const listed = [...block.matchAll(/^- `([^`]+)` \(([^;]+);/gm)].map((m) => [m[1], m[2]]);
    expect(listed).toEqual(KNOWN_DIFFERENCES.map((k) => [k.id, k.issue]));
    for (const k of KNOWN_DIFFERENCES) {
      const line = block.split('\n').find((l) => l.startsWith(`- \`${k.id}\``))!;
      // The page may end the reason earlier (the data names the test that holds it), never say another.
      expect(k.reason.startsWith(line.slice(line.indexOf('): ') + 3).replace(/\.$/, ''))).toBe(true);
    }
  });

  it('each is expected by a corpus tree', () => {
    const expected = new Set<string>();
    for (const dialect of ['nginx', 'apache']) {
      for (const name of readdirSync(join(ROOT, 'test/verify-corpus', dialect))) {
        const line = /^# expect: (.*)$/m.exec(readFileSync(join(ROOT, 'test/verify-corpus', dialect, name), 'utf8'))?.[1] ?? '';
        for (const w of line.split(/\s+/)) expected.add(w);
      }
    }
    expect(KNOWN_DIFFERENCES.map((k) => k.id).filter((id) => !expected.has(id))).toEqual([]);
  });
});
