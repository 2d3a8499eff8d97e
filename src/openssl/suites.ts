// The suite tables of each generation as `Suite` objects (made in build-image.ts), with the
// lookups by name, IANA name and code point made when first asked for: a lint that never
// looks a suite up never builds them.
import { tableSuites } from './image.js';
import type { Generation, Suite } from './types.js';

export interface SuiteTable {
  readonly generation: Generation;
  /** Every suite, TLS 1.3 included, in the build's default order. */
  readonly suites: readonly Suite[];
  readonly byName: ReadonlyMap<string, Suite>;
  readonly byIana: ReadonlyMap<string, Suite>;
  readonly byHex: ReadonlyMap<string, Suite>;
}

/** Each key's first suite in table order, or its last (`first` false: byHex always kept the last). */
function index(suites: readonly Suite[], key: (s: Suite) => string | null, first: boolean): Map<string, Suite> {
  const map = new Map<string, Suite>();
  for (const s of suites) {
    const k = key(s);
    if (k && (!first || !map.has(k))) map.set(k, s);
  }
  return map;
}

// Each lookup is made when first asked for: rules ask by IANA name (to explain a skipped
// word), the ciphers command by any.
class Table implements SuiteTable {
  private names?: Map<string, Suite>;
  private ianas?: Map<string, Suite>;
  private hexes?: Map<string, Suite>;

  constructor(
    readonly generation: Generation,
    readonly suites: readonly Suite[],
  ) {}

  get byName(): ReadonlyMap<string, Suite> {
    return (this.names ??= index(this.suites, (s) => s.name, true));
  }

  get byIana(): ReadonlyMap<string, Suite> {
    return (this.ianas ??= index(this.suites, (s) => s.iana, true));
  }

  get byHex(): ReadonlyMap<string, Suite> {
    return (this.hexes ??= index(this.suites, (s) => s.hex, false));
  }
}

const tables = new Map<Generation, SuiteTable>();

export function suiteTable(generation: Generation): SuiteTable {
  let t = tables.get(generation);
  if (!t) {
    t = new Table(generation, tableSuites(generation));
    tables.set(generation, t);
  }
  return t;
}

/** Every suite the generation knows, TLS 1.3 included, in the build's default order. */
export function allSuites(generation: Generation): readonly Suite[] {
  return suiteTable(generation).suites;
}

/** By OpenSSL name, IANA name or `0xNN,0xNN` code point; undefined when the generation lacks it. */
export function findSuite(generation: Generation, key: string): Suite | undefined {
  const t = suiteTable(generation);
  return t.byName.get(key) ?? t.byIana.get(key) ?? t.byHex.get(key.toUpperCase().replace(/0X/g, '0x'));
}
