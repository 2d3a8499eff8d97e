// One generation's cipher-string machine, built once: its available suites as bit masks, the
// order they stand in before any string applies, and the name table a string's words are
// looked up in (suite names first, then the aliases the build can serve).
import { and } from './algorithm-bits.js';
import { CipherList, type EngineSuite } from './cipher-list.js';
import { PROFILE_1_0_2 } from './profile-1.0.2.js';
import { PROFILE_1_1_1, PROFILE_3_X } from './profile-modern.js';
import type { AliasDef, Profile } from './profile.js';
import { suiteTable, type SuiteTable } from './suites.js';
import type { Generation, Suite } from './types.js';

/** What one word (or an `A+B` combination) selects; 0 means "no constraint". */
export interface Selector {
  cipherId: number;
  kx: number;
  au: number;
  enc: number;
  mac: number;
  proto: number;
  strength: number;
}

export type NameEntry = { kind: 'suite'; suite: EngineSuite } | { kind: 'alias'; alias: AliasDef };

export interface Engine {
  readonly profile: Profile;
  readonly table: SuiteTable;
  /** TLS ≤ 1.2 suites the build can use; `EngineSuite.index` points into this and `publicSuites`. */
  readonly suites: readonly EngineSuite[];
  readonly publicSuites: readonly Suite[];
  /** Order after the build's default arrangement, all inactive: where every string starts. */
  readonly startOrder: readonly number[];
  /** OpenSSL's ca_list: first entry with the word's exact (case-sensitive) name wins. */
  readonly names: ReadonlyMap<string, NameEntry>;
  readonly matcher: (sel: Selector) => (s: EngineSuite) => boolean;
}

export const PROFILES: Record<Generation, Profile> = {
  '1.0.2': PROFILE_1_0_2,
  '1.1.1': PROFILE_1_1_1,
  '3.x': PROFILE_3_X,
};

export function emptySelector(): Selector {
  return { cipherId: 0, kx: 0, au: 0, enc: 0, mac: 0, proto: 0, strength: 0 };
}

function makeMatcher(p: Profile): Engine['matcher'] {
  const groups = p.strengthGroups;
  const shortcuts = p.complementShortcuts;
  const protoEqual = p.protoMatch === 'equal';
  return (sel) => {
    // Hoisted out of the per-suite test: this runs for every suite of every rule.
    const { cipherId, kx, au, enc, mac, proto } = sel;
    const wants = groups.map((g) => sel.strength & g.mask).filter((w) => w !== 0);
    const exportOnly = shortcuts !== undefined && sel.strength === shortcuts.exportOnly;
    const sslv2Too = shortcuts !== undefined && proto === shortcuts.notSslv2;
    return (s) => {
      if (exportOnly && s.exportSuite) return true;
      if (sslv2Too && s.proto === shortcuts!.sslv2) return true;
      if (cipherId !== 0 && cipherId !== s.id) return false;
      if (kx !== 0 && (kx & s.kx) === 0) return false;
      if (au !== 0 && (au & s.au) === 0) return false;
      if (enc !== 0 && (enc & s.enc) === 0) return false;
      if (mac !== 0 && (mac & s.mac) === 0) return false;
      if (proto !== 0 && (protoEqual ? proto !== s.proto : (proto & s.proto) === 0)) return false;
      for (const w of wants) if ((w & s.strength) === 0) return false;
      return true;
    };
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

/**
 * The start orders of 1.1.1 and 3.x as the bundle's build worked them out (scripts/bundle.mjs
 * asks engineFor() and writes the answer in here): the shipped CLI then skips applying the
 * modern rules on every run, the costliest part of building those engines before V8 has
 * warmed up. Tests and dist/ work them out; so does the bundle if the suites ever disagree
 * with what it was given.
 */
declare const SSLLINT_START_ORDERS: string | undefined;
let builtOrders: Partial<Record<Generation, readonly number[]>> | undefined;

function startOrderOf(profile: Profile, suites: readonly EngineSuite[]): readonly number[] {
  // 1.0.2's arrangement ends with a strength sort, which leaves eNULL (strength 0) last, so
  // the order the build printed for ALL:COMPLEMENTOFALL is the arrangement itself.
  if (profile.startOrder === 'table') return suites.map((s) => s.index);
  if (typeof SSLLINT_START_ORDERS === 'string') builtOrders ??= JSON.parse(SSLLINT_START_ORDERS) as typeof builtOrders;
  const built = builtOrders?.[profile.generation];
  return built && built.length === suites.length ? built : modernStartOrder(profile, suites);
}

function aliasAvailable(p: Profile, a: AliasDef): boolean {
  const d = p.disabled;
  if (a.kx && !and(a.kx, ~d.kx)) return false;
  if (a.au && !and(a.au, ~d.au)) return false;
  if (a.enc && !and(a.enc, ~d.enc)) return false;
  if (a.mac && !and(a.mac, ~d.mac)) return false;
  return true;
}

function build(generation: Generation): Engine {
  const profile = PROFILES[generation];
  const table = suiteTable(generation);
  const { kx, au, enc, mac, strength } = profile.vocab;
  const suites: EngineSuite[] = [];
  const publicSuites: Suite[] = [];
  table.rows.forEach((row, i) => {
    if (row.protocol === 'TLSv1.3') return;
    // bit() for the one name a field holds: of(...names) would build an array for each call.
    let strengthMask = 0;
    for (const name of row.strength) strengthMask = (strengthMask | strength.bit(name)) >>> 0;
    const s: EngineSuite = {
      index: suites.length,
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
    suites.push(s);
    publicSuites.push(table.suites[i]);
  });

  const startOrder = startOrderOf(profile, suites);

  const names = new Map<string, NameEntry>();
  for (const i of startOrder) {
    const name = publicSuites[i].name;
    if (!names.has(name)) names.set(name, { kind: 'suite', suite: suites[i] });
  }
  for (const alias of profile.aliases) {
    if (!names.has(alias.name) && aliasAvailable(profile, alias)) names.set(alias.name, { kind: 'alias', alias });
  }

  return { profile, table, suites, publicSuites, startOrder, names, matcher: makeMatcher(profile) };
}

const engines = new Map<Generation, Engine>();

export function engineFor(generation: Generation): Engine {
  let e = engines.get(generation);
  if (!e) {
    e = build(generation);
    engines.set(generation, e);
  }
  return e;
}
