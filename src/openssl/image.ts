// The suite tables and engines of every generation as plain data: what building them from the
// generated tables and the profiles (build-image.ts) comes to. Every run needs them and would
// build the same thing at interpreter speed, so the bundle carries them built (images.ts) and
// a run only parses them. Suites are numbers into a string table, each distinct suite once
// (most are the same in two or three generations): less to parse, fewer objects to make.
import type { EngineSuite } from './cipher-list.js';
import { imageJson } from './images.js';
import type { AliasDef, EngineProfile } from './profile.js';
import type { Generation, Suite } from './types.js';

export interface OpensslImage {
  /** Every distinct string a suite holds. */
  readonly strings: readonly string[];
  /** Every distinct suite of every generation, SUITE_SIZE numbers each (encodeSuite). */
  readonly suites: readonly number[];
  readonly generations: Readonly<Record<Generation, GenerationImage>>;
}

export interface GenerationImage {
  readonly profile: EngineProfile;
  /** Every suite the table holds, TLS 1.3 included, in the build's default order: places in `OpensslImage.suites`. */
  readonly suites: readonly number[];
  /** TLS ≤ 1.2 suites the build can use, as masks: ENGINE_SUITE_SIZE numbers each (encodeEngineSuite). */
  readonly engineSuites: readonly number[];
  /** Each engine suite's place in the table (`suites`). */
  readonly tableIndex: readonly number[];
  /** Engine suites in the order every string starts from, all inactive. */
  readonly startOrder: readonly number[];
  /**
   * OpenSSL's ca_list in lookup order (the first of a name wins): an engine suite's index,
   * named as its suite is, or `~i` for `aliases[i]`.
   */
  readonly names: readonly number[];
  readonly aliases: readonly AliasDef[];
  /** The default `Ciphersuites`, as places in the table. */
  readonly tls13Defaults: readonly number[];
  /** IANA names the build's lookup knows but its list drops (tls13.ts). */
  readonly unavailableTls13: readonly string[];
}

/** A suite's fields, in the order of the `Suite` objects made from it. */
const SUITE_FIELDS = [
  'name', 'iana', 'hex', 'protocol', 'kx', 'au', 'enc', 'bits', 'mac', 'strengthBits', 'strengthClass',
  'aead', 'fs', 'export', 'isRc4', 'isDes', 'is3des', 'isRc2', 'isNull', 'isAnon', 'isExport', 'isCbc', 'isSlow',
] as const;
/** The flags, one bit each in the last number of an encoded suite. */
const FLAGS = ['aead', 'fs', 'export', 'isRc4', 'isDes', 'is3des', 'isRc2', 'isNull', 'isAnon', 'isExport', 'isCbc', 'isSlow'] as const;
/** Numbers per encoded suite: one per field before the flags, and the flags. */
const SUITE_SIZE = SUITE_FIELDS.length - FLAGS.length + 1;

/** `suite` as SUITE_SIZE numbers, its strings as places in `strings` (added when new). */
export function encodeSuite(suite: Suite, strings: string[], stringIndex: Map<string, number>): number[] {
  if (Object.keys(suite).join() !== SUITE_FIELDS.join()) throw new Error(`a Suite has the fields ${Object.keys(suite).join()}: update SUITE_FIELDS and decodeSuite`);
  const str = (s: string | null): number => {
    if (s === null) return -1;
    let i = stringIndex.get(s);
    if (i === undefined) {
      i = strings.push(s) - 1;
      stringIndex.set(s, i);
    }
    return i;
  };
  let flags = 0;
  FLAGS.forEach((f, bit) => {
    if (suite[f]) flags |= 1 << bit;
  });
  const s = suite;
  return [str(s.name), str(s.iana), str(s.hex), str(s.protocol), str(s.kx), str(s.au), str(s.enc), s.bits, str(s.mac), s.strengthBits, str(s.strengthClass), flags];
}

function decodeSuite(image: OpensslImage, i: number): Suite {
  const d = image.suites;
  const t = image.strings;
  const o = i * SUITE_SIZE;
  const flags = d[o + 11];
  return Object.freeze({
    name: t[d[o]],
    iana: d[o + 1] < 0 ? null : t[d[o + 1]],
    hex: t[d[o + 2]],
    protocol: t[d[o + 3]] as Suite['protocol'],
    kx: t[d[o + 4]],
    au: t[d[o + 5]],
    enc: t[d[o + 6]],
    bits: d[o + 7],
    mac: t[d[o + 8]],
    strengthBits: d[o + 9],
    strengthClass: t[d[o + 10]] as Suite['strengthClass'],
    aead: (flags & 1) !== 0,
    fs: (flags & 2) !== 0,
    export: (flags & 4) !== 0,
    isRc4: (flags & 8) !== 0,
    isDes: (flags & 16) !== 0,
    is3des: (flags & 32) !== 0,
    isRc2: (flags & 64) !== 0,
    isNull: (flags & 128) !== 0,
    isAnon: (flags & 256) !== 0,
    isExport: (flags & 512) !== 0,
    isCbc: (flags & 1024) !== 0,
    isSlow: (flags & 2048) !== 0,
  });
}

/** Numbers per encoded engine suite. */
const ENGINE_SUITE_SIZE = 9;

export function encodeEngineSuite(s: EngineSuite): number[] {
  return [s.id, s.kx, s.au, s.enc, s.mac, s.proto, s.strength, s.strengthBits, s.exportSuite ? 1 : 0];
}

/** The generation's engine suites; `index` is each one's place in the list. */
export function engineSuites(image: GenerationImage): EngineSuite[] {
  const d = image.engineSuites;
  const out: EngineSuite[] = [];
  for (let o = 0; o < d.length; o += ENGINE_SUITE_SIZE) {
    out.push({
      index: out.length,
      id: d[o],
      kx: d[o + 1],
      au: d[o + 2],
      enc: d[o + 3],
      mac: d[o + 4],
      proto: d[o + 5],
      strength: d[o + 6],
      strengthBits: d[o + 7],
      exportSuite: d[o + 8] === 1,
    });
  }
  return out;
}

let image: OpensslImage | undefined;
/** Suite objects by their place in `image.suites`, made when a table first needs them. */
const made: Suite[] = [];

function opensslImage(): OpensslImage {
  return (image ??= JSON.parse(imageJson()) as OpensslImage);
}

export function generationImage(generation: Generation): GenerationImage {
  return opensslImage().generations[generation];
}

/**
 * The generation's name table, each name to what `GenerationImage.names` says it selects. A
 * suite's name comes from the string table, without making its `Suite`.
 */
export function engineNames(generation: Generation): Map<string, number> {
  const img = opensslImage();
  const g = img.generations[generation];
  const names = new Map<string, number>();
  // Indexed, as every loop the first run takes over a table: for-of makes an iterator result
  // per element until V8 optimizes, and a lint's first run is all it has.
  const anyCase = g.profile.anyCaseAndIanaNames === true;
  for (let i = 0; i < g.names.length; i++) {
    const ref = g.names[i];
    const at = ref >= 0 ? g.suites[g.tableIndex[ref]] * SUITE_SIZE : -1;
    const name = ref >= 0 ? img.strings[img.suites[at]] : g.aliases[~ref].name;
    if (!anyCase) {
      names.set(name, ref);
      continue;
    }
    // 4.0: the first entry whose name or IANA name matches in any case (rule-string.ts lowers the word).
    const key = name.toLowerCase();
    if (!names.has(key)) names.set(key, ref);
    const iana = ref >= 0 && img.suites[at + 1] >= 0 ? img.strings[img.suites[at + 1]].toLowerCase() : undefined;
    if (iana !== undefined && !names.has(iana)) names.set(iana, ref);
  }
  return names;
}

let ianaNames: Set<string> | undefined;

/**
 * Whether some generation's table has a suite of this IANA name. Most words asked about are
 * no IANA name at all, and this answers for them from the image as it is, without the
 * generations' lookup tables: a set of the names, in constant time per word (a cipher string
 * of 100,000 unknown words asks 300,000 times).
 */
export function mayBeIanaName(word: string): boolean {
  if (ianaNames === undefined) {
    const img = opensslImage();
    ianaNames = new Set();
    for (let o = 1; o < img.suites.length; o += SUITE_SIZE) if (img.suites[o] >= 0) ianaNames.add(img.strings[img.suites[o]]);
  }
  return ianaNames.has(word);
}

/**
 * The generation's table as frozen `Suite` objects. A suite two generations share is one
 * object (it is immutable, and no caller tells suites apart by identity).
 */
export function tableSuites(generation: Generation): Suite[] {
  const img = opensslImage();
  return img.generations[generation].suites.map((i) => (made[i] ??= decodeSuite(img, i)));
}
