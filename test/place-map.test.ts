// PlaceMap keeps a file's first place inline and makes a Map only for a second one: it must
// answer as a Map keyed by `file:line:column` would, whatever the order of sets and gets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlaceMap } from '../src/syntax/place-map.js';

const op = fc.record({
  set: fc.boolean(),
  file: fc.constantFrom('a.conf', 'b.conf', '/etc/nginx/c.conf'),
  line: fc.integer({ min: 1, max: 3 }),
  // Columns up to the packing limit, so a line's carry would show.
  column: fc.constantFrom(1, 2, 0xffffff),
  value: fc.nat(),
});

describe('PlaceMap', () => {
  it('answers as a Map keyed by file, line and column', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const map = new PlaceMap<number>();
        const model = new Map<string, number>();
        for (const o of ops) {
          const key = `${o.file}:${o.line}:${o.column}`;
          if (o.set) {
            map.set(o.file, o.line, o.column, o.value);
            model.set(key, o.value);
          } else {
            expect(map.get(o.file, o.line, o.column)).toBe(model.get(key));
          }
        }
        for (const [key, value] of model) {
          const [file, line, column] = key.split(/:(?=\d+:\d+$)|:(?=\d+$)/);
          expect(map.get(file, Number(line), Number(column))).toBe(value);
        }
      }),
      { numRuns: 500 },
    );
  });
});
