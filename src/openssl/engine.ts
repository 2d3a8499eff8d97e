// One generation's cipher-string machine, made once from its image (image.ts): its available
// suites as bit masks, the order they stand in before any string applies, and the name table
// a string's words are looked up in (suite names first, then the aliases the build can serve).
import type { EngineSuite } from './cipher-list.js';
import { engineNames, engineSuites, generationImage } from './image.js';
import { makeMatcher, type Matcher } from './matcher.js';
import type { AliasDef, EngineProfile } from './profile.js';
import { suiteTable, type SuiteTable } from './suites.js';
import type { Generation, Suite } from './types.js';

export { emptySelector, type Selector } from './matcher.js';

export interface Engine {
  readonly profile: EngineProfile;
  readonly table: SuiteTable;
  /** TLS ≤ 1.2 suites the build can use; `EngineSuite.index` points into this and `publicSuites`. */
  readonly suites: readonly EngineSuite[];
  readonly publicSuites: readonly Suite[];
  /** Order after the build's default arrangement, all inactive: where every string starts. */
  readonly startOrder: readonly number[];
  /**
   * OpenSSL's ca_list: first entry with the word's exact (case-sensitive) name wins. A name
   * selects `suites[ref]`, or `aliases[~ref]` when `ref` is negative.
   */
  readonly names: ReadonlyMap<string, number>;
  readonly aliases: readonly AliasDef[];
  readonly matcher: Matcher;
}

function make(generation: Generation): Engine {
  const image = generationImage(generation);
  const table = suiteTable(generation);
  const suites = engineSuites(image);
  return {
    profile: image.profile,
    table,
    suites,
    publicSuites: image.tableIndex.map((i) => table.suites[i]),
    startOrder: image.startOrder,
    names: engineNames(generation),
    aliases: image.aliases,
    matcher: makeMatcher(image.profile),
  };
}

const engines = new Map<Generation, Engine>();

export function engineFor(generation: Generation): Engine {
  let e = engines.get(generation);
  if (!e) {
    e = make(generation);
    engines.set(generation, e);
  }
  return e;
}
