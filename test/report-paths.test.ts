// relativeInside() answers resolved paths under a resolved base without path.relative(): on
// any paths at all it must say what path.relative() says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeByPath, relativeInside } from '../src/report/paths.js';

const segment = fc.constantFrom('a', 'b', 'etc', '.', '..', '', '.a', '..a', 'a.', 'a..', '...');
const path = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 6 }), fc.boolean()).map(([absolute, parts, trailing]) => `${absolute ? '/' : ''}${parts.join('/')}${trailing ? '/' : ''}`);

describe('relativeInside', () => {
  it('agrees with path.relative() on any file and base', () => {
    fc.assert(
      // Half the files are written below the base, where the shortcut applies.
      fc.property(path, path, fc.boolean(), (tail, base, below) => {
        const file = below ? `${base}/${tail}` : tail;
        expect(relativeInside(file, base)).toBe(relativeByPath(file, base));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees on the paths a lint names, the case it answers by itself', () => {
    for (const [file, base, rel] of [
      ['/srv/site/conf.d/a.conf', '/srv/site', 'conf.d/a.conf'],
      ['/srv/site/a.conf', '/srv', 'site/a.conf'],
      ['/srv/sites/a.conf', '/srv/site', undefined],
      ['/srv/site', '/srv/site', undefined],
      ['/srv/site/../x.conf', '/srv/site', undefined],
      ['/srv/site/./x.conf', '/srv/site', 'x.conf'],
      ['/a.conf', '/', 'a.conf'],
    ] as const) {
      expect(relativeInside(file, base), `${file} in ${base}`).toBe(rel);
      expect(relativeByPath(file, base)).toBe(rel);
    }
  });
});
