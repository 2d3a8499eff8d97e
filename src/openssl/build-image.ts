// Builds a generation's image (image.ts) from the generated suite table and the generation's
// profile: the public `Suite` of every row, the available suites as bit masks, the order they
// stand in before any string applies, and the name table a string's words are looked up in
// (suite names first, then the aliases the build can serve).
import { and } from './algorithm-bits.js';
import { CipherList, type EngineSuite } from './cipher-list.js';
import { SUITES_1_0_2_JSON } from './data/suites-1.0.2.js';
import { SUITES_1_1_1_JSON } from './data/suites-1.1.1.js';
import { SUITES_3_X_JSON } from './data/suites-3.x.js';
import { encodeEngineSuite, encodeSuite, type GenerationImage, type OpensslImage } from './image.js';
import { emptySelector, makeMatcher, type Selector } from './matcher.js';
import { PROFILE_1_0_2 } from './profile-1.0.2.js';
import { PROFILE_1_1_1, PROFILE_3_X, PROFILE_4_X } from './profile-modern.js';
import type { AliasDef, EngineProfile, Profile } from './profile.js';
import type { SuiteRow } from './suite-row.js';
import { GENERATIONS, providerBased, type Generation, type Suite } from './types.js';

export const PROFILES: Record<Generation, Profile> = {
  '1.0.2': PROFILE_1_0_2,
  '1.1.1': PROFILE_1_1_1,
  '3.x': PROFILE_3_X,
  '4.x': PROFILE_4_X,
};

const ROWS_JSON: Record<Generation, string> = {
  '1.0.2': SUITES_1_0_2_JSON,
  '1.1.1': SUITES_1_1_1_JSON,
  '3.x': SUITES_3_X_JSON,
  // 4.0.3's `ALL:COMPLEMENTOFALL` table is 3.x's, suite for suite (test/openssl-releases.test.ts).
  '4.x': SUITES_3_X_JSON,
};

export function rowsOf(generation: Generation): SuiteRow[] {
  const rows = JSON.parse(ROWS_JSON[generation]) as SuiteRow[];
  // 4.0.3's ssl/s3_lib.c (and 3.5's, not 3.0's): "CCM8 uses a short tag, so we have a low
  // security strength": 64 bits, SSL_NOT_DEFAULT | SSL_MEDIUM. The 3.x rows are 3.0's.
  if (generation === '4.x') for (const r of rows) if (/CCM8$/.test(r.encAlg)) Object.assign(r, { strengthBits: 64, strength: ['MEDIUM', 'NOT_DEFAULT'] });
  return rows;
}

const CBC_ENC = new Set(['DES', '3DES', 'RC2', 'IDEA', 'SEED', 'AES128', 'AES256', 'CAMELLIA128', 'CAMELLIA256']);
const SLOW_ENC = new Set(['SEED', 'IDEA', 'CAMELLIA256']);
/** Ephemeral key exchanges; kANY is TLS 1.3, which is always (EC)DHE. */
const FS_KX = new Set(['kEDH', 'kEECDH', 'kDHE', 'kECDHE', 'kDHEPSK', 'kECDHEPSK', 'kANY']);

function strengthClass(row: SuiteRow): Suite['strengthClass'] {
  if (row.export) return 'EXPORT';
  for (const c of ['HIGH', 'MEDIUM', 'LOW'] as const) if (row.strength.includes(c)) return c;
  return 'NONE';
}

/**
 * Turns a generated row into the public suite. Every weakness flag a rule may ask about is
 * decided here, from OpenSSL's algorithm bits, so no rule ever matches on names.
 */
export function toSuite(row: SuiteRow): Suite {
  const aead = row.macAlg === 'AEAD';
  return {
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
  };
}

/**
 * 1.1.1 and 3.x arrange the suites (collected in descending id order) by preference: ECDHE
 * first, AES-GCM then ChaCha20 then other AES, MD5/anonymous/static-RSA/PSK/RC4 last, then by
 * strength, then bump TLS 1.2, AEAD, (EC)DHE and (EC)DHE+AEAD to the front in that order.
 */
function modernStartOrder(p: Profile, suites: readonly EngineSuite[]): number[] {
  const { kx, au, enc, mac } = p.vocab;
  const list = new CipherList(
    suites.map((s) => s.index).sort((a, b) => suites[b].id - suites[a].id),
    suites.length,
  );
  const m = makeMatcher(p);
  const rule = (op: Parameters<CipherList['apply']>[0], part: Partial<Selector>) =>
    list.apply(op, suites, m({ ...emptySelector(), ...part }));
  const aesAll = enc.of('AES128', 'AES256', 'AES128GCM', 'AES256GCM', 'AES128CCM', 'AES256CCM', 'AES128CCM8', 'AES256CCM8');
  const aesGcm = enc.of('AES128GCM', 'AES256GCM');
  rule('add', { kx: kx.of('kECDHE'), au: au.of('aECDSA') });
  rule('add', { kx: kx.of('kECDHE') });
  rule('del', { kx: kx.of('kECDHE') });
  rule('add', { enc: aesGcm });
  rule('add', { enc: enc.of('CHACHA20POLY1305') });
  rule('add', { enc: (aesAll ^ aesGcm) >>> 0 });
  rule('add', {});
  rule('ord', { mac: mac.of('MD5') });
  rule('ord', { au: au.of('aNULL') });
  rule('ord', { kx: kx.of('kRSA') });
  rule('ord', { kx: kx.of('kPSK') });
  rule('ord', { enc: enc.of('RC4') });
  list.strengthSort(suites);
  rule('bump', { proto: 0x0303 });
  rule('bump', { mac: mac.of('AEAD') });
  rule('bump', { kx: kx.of('kDHE', 'kECDHE') });
  rule('bump', { kx: kx.of('kDHE', 'kECDHE'), mac: mac.of('AEAD') });
  rule('del', {});
  return [...list.listOrder()];
}

function aliasAvailable(p: Profile, a: AliasDef): boolean {
  const d = p.disabled;
  if (a.kx && !and(a.kx, ~d.kx)) return false;
  if (a.au && !and(a.au, ~d.au)) return false;
  if (a.enc && !and(a.enc, ~d.enc)) return false;
  if (a.mac && !and(a.mac, ~d.mac)) return false;
  return true;
}

/** The first suite of each IANA name, as the lookup by IANA name finds it. */
function ianaIndex(suites: readonly Suite[]): Map<string, number> {
  const byIana = new Map<string, number>();
  suites.forEach((s, i) => {
    if (s.iana && !byIana.has(s.iana)) byIana.set(s.iana, i);
  });
  return byIana;
}

/**
 * Suites Debian's 3.0 compiles in but cannot use (their ciphers live in the legacy provider):
 * the name lookup finds them, then the list drops them without an error.
 */
function compiledButUnavailable(generation: Generation, known: ReadonlyMap<string, number>): string[] {
  if (!providerBased(generation)) return [];
  const profile = PROFILES[generation];
  const names = new Set<string>();
  // Debian compiles out RC4 and 3DES (no enable-weak-ssl-ciphers), so those names stay unknown.
  for (const r of rowsOf('1.1.1')) {
    if (!r.iana || known.has(r.iana) || r.encAlg === 'RC4' || r.encAlg === '3DES') continue;
    if ((profile.vocab.enc.bit(r.encAlg) & profile.disabled.enc) !== 0) names.add(r.iana);
  }
  return [...names];
}

function engineProfile(p: Profile): EngineProfile {
  return {
    generation: p.generation,
    strengthGroups: p.strengthGroups,
    protoMatch: p.protoMatch,
    selectNamedById: p.selectNamedById,
    complementShortcuts: p.complementShortcuts,
    extraWordChars: p.extraWordChars,
    supportsSeclevel: p.supportsSeclevel,
    defaultCipherList: p.defaultCipherList,
    tls13: p.tls13,
    ...(p.anyCaseAndIanaNames ? { anyCaseAndIanaNames: true } : {}),
  };
}

/** Every generation's image; `pool` numbers each distinct suite (see image.ts). */
export function buildImage(): OpensslImage {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const pool: number[] = [];
  const poolIndex = new Map<string, number>();
  const place = (suite: Suite): number => {
    const code = encodeSuite(suite, strings, stringIndex);
    const key = code.join();
    let i = poolIndex.get(key);
    if (i === undefined) {
      i = pool.length / code.length;
      for (const each of code) pool.push(each);
      poolIndex.set(key, i);
    }
    return i;
  };
  const generations = Object.fromEntries(GENERATIONS.map((g) => [g, buildGeneration(g, place)])) as Record<Generation, GenerationImage>;
  return { strings, suites: pool, generations };
}

function buildGeneration(generation: Generation, place: (suite: Suite) => number): GenerationImage {
  const profile = PROFILES[generation];
  const rows = rowsOf(generation);
  const suites = rows.map(toSuite);
  const { kx, au, enc, mac, strength } = profile.vocab;
  const engineSuites: EngineSuite[] = [];
  const tableIndex: number[] = [];
  rows.forEach((row, i) => {
    if (row.protocol === 'TLSv1.3') return;
    let strengthMask = 0;
    for (const name of row.strength) strengthMask = (strengthMask | strength.bit(name)) >>> 0;
    const s: EngineSuite = {
      index: engineSuites.length,
      id: row.id,
      kx: kx.bit(row.kxAlg),
      au: au.bit(row.auAlg),
      enc: enc.bit(row.encAlg),
      mac: mac.bit(row.macAlg),
      proto: profile.protoOf(row),
      strength: strengthMask,
      strengthBits: row.strengthBits,
      exportSuite: row.export,
    };
    const d = profile.disabled;
    if (and(s.kx, d.kx) || and(s.au, d.au) || and(s.enc, d.enc) || and(s.mac, d.mac)) return;
    engineSuites.push(s);
    tableIndex.push(i);
  });

  // 1.0.2's arrangement ends with a strength sort, which leaves eNULL (strength 0) last, so
  // the order the build printed for ALL:COMPLEMENTOFALL is the arrangement itself.
  const startOrder = profile.startOrder === 'table' ? engineSuites.map((s) => s.index) : modernStartOrder(profile, engineSuites);

  const names: number[] = [];
  const aliases: AliasDef[] = [];
  const seen = new Set<string>();
  for (const i of startOrder) {
    const name = suites[tableIndex[i]].name;
    if (seen.has(name)) continue;
    seen.add(name);
    names.push(i);
  }
  for (const alias of profile.aliases) {
    if (seen.has(alias.name) || !aliasAvailable(profile, alias)) continue;
    seen.add(alias.name);
    names.push(~aliases.length);
    aliases.push(alias);
  }

  const byIana = ianaIndex(suites);
  const tls13Defaults = (profile.tls13?.defaults ?? []).map((n) => {
    const i = byIana.get(n);
    if (i === undefined) throw new Error(`${generation}: default TLS 1.3 suite ${n} missing from the table`);
    return i;
  });

  return {
    profile: engineProfile(profile),
    suites: suites.map(place),
    engineSuites: engineSuites.flatMap(encodeEngineSuite),
    tableIndex,
    startOrder,
    names,
    aliases,
    tls13Defaults,
    unavailableTls13: compiledButUnavailable(generation, byIana),
  };
}
