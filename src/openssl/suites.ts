// The suite tables of each generation as `Suite` objects. Every weakness flag a rule may ask
// about is decided here, from OpenSSL's algorithm bits, so no rule ever matches on names.
import { SUITES_1_0_2_JSON } from './data/suites-1.0.2.js';
import { SUITES_1_1_1_JSON } from './data/suites-1.1.1.js';
import { SUITES_3_X_JSON } from './data/suites-3.x.js';
import type { SuiteRow } from './suite-row.js';
import type { Generation, Suite } from './types.js';

// Parsed when a generation is first asked for: a lint limited to one generation never
// builds the other two tables.
const ROWS_JSON: Record<Generation, string> = {
  '1.0.2': SUITES_1_0_2_JSON,
  '1.1.1': SUITES_1_1_1_JSON,
  '3.x': SUITES_3_X_JSON,
};

const CBC_ENC = new Set(['DES', '3DES', 'RC2', 'IDEA', 'SEED', 'AES128', 'AES256', 'CAMELLIA128', 'CAMELLIA256']);
const SLOW_ENC = new Set(['SEED', 'IDEA', 'CAMELLIA256']);
/** Ephemeral key exchanges; kANY is TLS 1.3, which is always (EC)DHE. */
const FS_KX = new Set(['kEDH', 'kEECDH', 'kDHE', 'kECDHE', 'kDHEPSK', 'kECDHEPSK', 'kANY']);

function strengthClass(row: SuiteRow): Suite['strengthClass'] {
  if (row.export) return 'EXPORT';
  for (const c of ['HIGH', 'MEDIUM', 'LOW'] as const) if (row.strength.includes(c)) return c;
  return 'NONE';
}

/** Turns a generated row into the public suite; exported for the expander's own tables. */
export function toSuite(row: SuiteRow): Suite {
  const aead = row.macAlg === 'AEAD';
  return Object.freeze({
    name: row.name,
    iana: row.iana,
    hex: row.hex,
    protocol: row.protocol,
    kx: row.kx,
    au: row.au,
    enc: row.enc,
    bits: row.bits,
    mac: row.mac,
    strengthBits: row.strengthBits,
    strengthClass: strengthClass(row),
    aead,
    fs: FS_KX.has(row.kxAlg),
    export: row.export,
    isRc4: row.encAlg === 'RC4',
    isDes: row.encAlg === 'DES',
    is3des: row.encAlg === '3DES',
    isRc2: row.encAlg === 'RC2',
    isNull: row.encAlg === 'eNULL',
    isAnon: row.auAlg === 'aNULL',
    isExport: row.export,
    isCbc: CBC_ENC.has(row.encAlg),
    isSlow: SLOW_ENC.has(row.encAlg),
  });
}

export interface SuiteTable {
  readonly generation: Generation;
  readonly rows: readonly SuiteRow[];
  /** Same order and length as `rows`. */
  readonly suites: readonly Suite[];
  readonly byName: ReadonlyMap<string, Suite>;
  readonly byIana: ReadonlyMap<string, Suite>;
  readonly byHex: ReadonlyMap<string, Suite>;
}

const tables = new Map<Generation, SuiteTable>();

export function suiteTable(generation: Generation): SuiteTable {
  let t = tables.get(generation);
  if (t) return t;
  const rows = JSON.parse(ROWS_JSON[generation]) as SuiteRow[];
  const suites = rows.map(toSuite);
  const byName = new Map<string, Suite>();
  const byIana = new Map<string, Suite>();
  const byHex = new Map<string, Suite>();
  for (const s of suites) {
    if (!byName.has(s.name)) byName.set(s.name, s);
    if (s.iana && !byIana.has(s.iana)) byIana.set(s.iana, s);
    byHex.set(s.hex, s);
  }
  t = { generation, rows, suites, byName, byIana, byHex };
  tables.set(generation, t);
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
