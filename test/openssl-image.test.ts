// The engines run from an image of the suite tables (src/openssl/image.ts): each distinct
// suite once, as numbers. Made from it, every table must be what the generated rows say.
import { describe, expect, it } from 'vitest';
import { rowsOf, toSuite } from '../src/openssl/build-image.js';
import { mayBeIanaName } from '../src/openssl/image.js';
import { allSuites, findSuite } from '../src/openssl/suites.js';
import { GENERATIONS } from '../src/openssl/types.js';

describe('the suite tables made from the image', () => {
  for (const g of GENERATIONS) {
    it(`${g}: holds every row as toSuite() makes it, fields in the same order, frozen`, () => {
      const suites = allSuites(g);
      const expected = rowsOf(g).map(toSuite);
      expect(suites.length).toBe(expected.length);
      // JSON text compares the field order too, which JSON output of suites shows.
      expect(JSON.stringify(suites)).toBe(JSON.stringify(expected));
      expect(suites.every((s) => Object.isFrozen(s))).toBe(true);
      for (const s of expected) expect(findSuite(g, s.hex)).toEqual(expected.find((x) => x.hex === s.hex));
    });
  }

  it('shares a suite between generations only when every field agrees', () => {
    const a = allSuites('1.1.1');
    const b = allSuites('3.x');
    const shared = a.filter((s) => b.includes(s));
    expect(shared.length).toBeGreaterThan(0);
    for (const s of shared) {
      const twin = rowsOf('3.x').map(toSuite).find((x) => x.hex === s.hex);
      expect(twin).toEqual(s);
    }
  });
});

describe('mayBeIanaName', () => {
  it('is true for every IANA name of every generation, and false for the other names a table holds', () => {
    const iana = new Set(GENERATIONS.flatMap((g) => rowsOf(g).map((r) => r.iana).filter((n): n is string => n !== null)));
    expect(iana.size).toBeGreaterThan(100);
    for (const n of iana) expect(mayBeIanaName(n), n).toBe(true);
    const others = GENERATIONS.flatMap((g) => rowsOf(g).flatMap((r) => [r.name, r.hex, `${[...iana][0]}X`, [...iana][0].slice(1)]));
    for (const n of others) if (!iana.has(n)) expect(mayBeIanaName(n), n).toBe(false);
    expect(mayBeIanaName('')).toBe(false);
  });
});
