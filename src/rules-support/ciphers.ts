// What the cipher rules ask the engine: the suites a server enables for TLS <= 1.2, per
// OpenSSL generation. Expansion is memoised in the engine per (string, generation), so a
// string shared by a thousand servers is expanded once.
// The two advice modules the rules need, not advice/index.ts, which would also load into
// every lint what only `ssllint advise` uses (its report formats, detection).
import { providerBased } from '../openssl/types.js';
import { cost3desMultiple, costsFor, type BulkCipher } from '../advice/costs.js';
import { advisedFix, type AdvisedFix } from '../advice/fix.js';
import type { Model, Server, TlsSettings } from '../model/types.js';
import { expand, type ExpandResult, type Suite } from '../openssl/index.js';
import type { Generation, RuleContext } from '../rule.js';
import { completesHandshakes, judged } from './helpers.js';
import { PlaceMap } from '../syntax/place-map.js';
import { servedChainsByServer } from '../certs/audit.js';
import { certificateAuthentications, type Authentications } from '../certs/dhe.js';

export function tls12Enabled(tls: TlsSettings): boolean {
  return tls.protocols.value.some((p) => p !== 'TLSv1.3');
}

const NO_SUITES: readonly Suite[] = Object.freeze([]);

// Keyed by the engine's memoised result, which every server sharing a string gets: the list
// keeps one identity per distinct string, so rules can memoise what they derive from it.
const withoutSslv2 = new WeakMap<ExpandResult, readonly Suite[]>();
const refusedAtLevel = new WeakMap<ExpandResult, readonly Suite[]>();

// A dozen rules ask again for every server: answer from the settings object (a model's
// settings never change once built) without rebuilding the engine's memo key.
const enabledByTls = new WeakMap<TlsSettings, Map<Generation, readonly Suite[]>>();

/**
 * TLS <= 1.2 suites this server can negotiate on `generation` (none when only TLS 1.3 is on).
 * Servers with the same string and protocols get the same array.
 */
export function enabledSuites(tls: TlsSettings, generation: Generation): readonly Suite[] {
  let known = enabledByTls.get(tls);
  if (!known) {
    known = new Map();
    enabledByTls.set(tls, known);
  }
  let list = known.get(generation);
  if (!list) {
    list = computeEnabledSuites(tls, generation);
    known.set(generation, list);
  }
  return list;
}

function computeEnabledSuites(tls: TlsSettings, generation: Generation): readonly Suite[] {
  if (!tls12Enabled(tls)) return NO_SUITES;
  const result = expand(tls.effectiveCiphers, generation);
  if (result.error) return NO_SUITES;
  // OpenSSL 1.1.0 and later run every suite past the security callback (ssl/t1_lib.c,
  // ssl_security_default_callback): from level 1, nothing under the level's bits (80, 112, 128,
  // 192, 256: eNULL has 0), no aNULL, no MD5 MAC; from level 3 only forward-secure suites; from
  // level 4 no SHA-1 MAC. Refused suites stay in the list but are never negotiated (`openssl
  // ciphers -s` lists none of them). The level is the string's `@SECLEVEL=n`, else the library's
  // default, 1 upstream; a platform that builds in 2 (Debian 12, Ubuntu) refuses the same
  // suites, so the level-1 answer is its answer too. 1.1.1 counts only kEDH/kEECDH as forward
  // secure; the 3.x builds also (EC)DHE-PSK, as `openssl ciphers -s -psk` on 3.0 shows
  // (test/platform-policies.test.ts). The crypto policy FUTURE sets level 3.
  if (generation !== '1.0.2' && (result.seclevel ?? 1) >= 1) {
    let list = refusedAtLevel.get(result);
    if (!list) {
      list = Object.freeze(result.ciphers.filter((s) => s.protocol !== 'SSLv2' && passesSecurityLevel(s, result.seclevel ?? 1, generation)));
      refusedAtLevel.set(result, list);
    }
    return list;
  }
  // SSLv2's own three-byte suites only matter where SSLv2 itself is on.
  if (tls.protocols.value.includes('SSLv2')) return result.ciphers;
  let list = withoutSslv2.get(result);
  if (!list) {
    list = Object.freeze(result.ciphers.filter((s) => s.protocol !== 'SSLv2'));
    withoutSslv2.set(result, list);
  }
  return list;
}

const LEVEL_BITS = [80, 112, 128, 192, 256];

/** Whether OpenSSL's default security callback lets `suite` be negotiated at `level` (≥ 1). */
export function passesSecurityLevel(suite: Suite, level: number, generation: Generation): boolean {
  const minbits = LEVEL_BITS[Math.min(level, 5) - 1];
  if (suite.strengthBits < minbits || suite.isAnon || suite.mac === 'MD5') return false;
  if (minbits > 160 && suite.mac === 'SHA1') return false;
  if (level >= 3 && !(suite.fs && (providerBased(generation) || !suite.kx.includes('PSK')))) return false;
  return true;
}

/** One cipher directive and the servers it applies to. */
export class CipherPlace {
  readonly servers: Server[] = [];
  // Every cipher rule asks each place for the same lists: a field per generation answers
  // without the lookups enabledSuites() does.
  private readonly enabled: Partial<Record<Generation, readonly Suite[]>> = {};
  private readonly servable: Partial<Record<Generation, readonly Suite[]>> = {};

  constructor(readonly tls: TlsSettings) {}

  /** enabledSuites() of this place's settings. */
  suites(generation: Generation): readonly Suite[] {
    return (this.enabled[generation] ??= enabledSuites(this.tls, generation));
  }

  /**
   * The enabled suites a handshake with these servers can end in: no fixed (EC)DH suite (it
   * needs a DH/ECDH certificate), no PSK or SRP suite (no server here configures a secret),
   * and, where every server's certificates were read, only the signatures they can make (an
   * RSA certificate never serves an ECDSA or DSS suite). What the order rules judge.
   */
  servableSuites(model: Model, generation: Generation): readonly Suite[] {
    const known = this.servable[generation];
    if (known) return known;
    return (this.servable[generation] = servableOf(this.suites(generation), placeAuthentications(model, this)));
  }

  /**
   * The servable suites per certificate the servers can plausibly hold: where every certificate
   * was read, one list for what they sign with (`certificate` undefined); where one could not be
   * read, a list for an RSA certificate and one for an ECDSA certificate (a DSA certificate is
   * judged only when one is read). An order is about the suites one certificate can serve:
   * DHE-DSS before ECDHE-ECDSA, or an RSA suite before an ECDSA one, is no order any client meets.
   */
  servableByCertificate(model: Model, generation: Generation): readonly { certificate?: 'RSA' | 'ECDSA'; suites: readonly Suite[] }[] {
    const auth = placeAuthentications(model, this);
    const all = this.servableSuites(model, generation);
    if (auth) return [{ suites: all }];
    return PLAUSIBLE.map((certificate) => ({ certificate, suites: servableOf(this.suites(generation), SIGNS[certificate]) }));
  }
}

const PLAUSIBLE = ['RSA', 'ECDSA'] as const;
const SIGNS: Record<(typeof PLAUSIBLE)[number], NonNullable<Authentications>> = { RSA: new Set(['RSA']), ECDSA: new Set(['ECDSA']) };

// Keyed by the enabled list, then by the certificates' signature types: places with the same
// string and certificates get the same array, so the order rules' memos (keyed by the list)
// judge each distinct list once, not once per place.
const servableByList = new WeakMap<readonly Suite[], Map<string, readonly Suite[]>>();

function servableOf(enabled: readonly Suite[], auth: Authentications): readonly Suite[] {
  const key = auth ? [...auth].sort().join() : '*';
  let known = servableByList.get(enabled);
  if (!known) servableByList.set(enabled, (known = new Map()));
  let list = known.get(key);
  if (!list) {
    const kept = enabled.filter((s) => !s.kx.includes('/') && !/PSK|SRP/.test(s.kx) && !/PSK|SRP/.test(s.au) && (!auth || s.au === 'None' || auth.has(s.au as 'RSA')));
    list = kept.length === enabled.length ? enabled : Object.freeze(kept);
    known.set(key, list);
  }
  return list;
}

/** The union of what the place's servers' certificates can sign with; undefined when one is unknown. */
function placeAuthentications(model: Model, place: CipherPlace): Authentications {
  const chains = servedChainsByServer(model);
  let auth: Authentications = new Set();
  for (const server of place.servers) {
    const own = certificateAuthentications(server, chains.get(server) ?? []);
    if (!own) {
      auth = undefined;
      break;
    }
    for (const a of own) auth.add(a);
  }
  return auth;
}

// A dozen cipher rules ask for the same grouping of the same model: build it once per model.
const placesByModel = new WeakMap<Model, readonly CipherPlace[]>();
const allPlacesByModel = new WeakMap<Model, readonly CipherPlace[]>();

/**
 * One entry per distinct cipher directive (a string set at http level is one finding), over
 * the servers that complete handshakes; `all` adds servers that reject every handshake,
 * whose string the server still checks at start-up.
 */
export function distinctCipherSettings(model: Model, all = false): readonly CipherPlace[] {
  const cache = all ? allPlacesByModel : placesByModel;
  const known = cache.get(model);
  if (known) return known;
  // Grouped by the directive's place, then by what else decides the findings there (an
  // inherited string meets servers with other protocols): no key string per server.
  const byPlace = new PlaceMap<CipherPlace[]>();
  const order: CipherPlace[] = [];
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls || !judged(server, tls.ciphers) || (!all && !completesHandshakes(server))) continue;
    const at = tls.ciphers.at;
    let here = byPlace.get(at.file, at.line, at.column);
    if (!here) byPlace.set(at.file, at.line, at.column, (here = []));
    let entry = here.find((p) => sameCipherPlace(p.tls, tls));
    if (!entry) {
      here.push((entry = new CipherPlace(tls)));
      order.push(entry);
    }
    entry.servers.push(server);
  }
  const places = Object.freeze(order);
  cache.set(model, places);
  return places;
}

/** Whether two servers' settings give the cipher rules the same findings at one directive. */
function sameCipherPlace(a: TlsSettings, b: TlsSettings): boolean {
  return (
    a === b ||
    (a.effectiveCiphers === b.effectiveCiphers &&
      tls12Enabled(a) === tls12Enabled(b) &&
      a.protocols.value.includes('SSLv2') === b.protocols.value.includes('SSLv2') &&
      a.preferServerCiphers.value === b.preferServerCiphers.value)
  );
}

export function suiteNames(suites: readonly Suite[], max = 4): string {
  const names = [...new Set(suites.map((s) => s.name))];
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

// advisedFix() is a pure function of these three and costs far more than a rule's own work;
// every finding of every cipher rule asks for it.
const adviceMemo = new Map<string, AdvisedFix>();

export function adviceFor(model: Model, context: RuleContext): AdvisedFix {
  const key = `${model.dialect}\0${model.serverVersion}\0${context.hardware.join(',')}`;
  let advice = adviceMemo.get(key);
  if (!advice) {
    advice = advisedFix(model.dialect, { hardware: context.hardware, serverVersion: model.serverVersion });
    if (adviceMemo.size >= 64) adviceMemo.clear();
    adviceMemo.set(key, advice);
  }
  return advice;
}

export function tripleDesMultiple(context: RuleContext): number {
  return cost3desMultiple(context.hardware);
}

// One object for every call (a literal would make a new one each time); without the g flag,
// test() keeps no state between calls.
const FINITE_FIELD_DHE = /^(DH|EDH|DHE)/;

/**
 * Rank for "weaker or slower": forward-secret AEAD first, then forward-secret CBC, then
 * static-RSA AEAD, static-RSA CBC, the slow ciphers, 3DES, and the broken ones last. Within a
 * class, finite-field DHE costs the server more than ECDHE.
 */
export function suiteRank(s: Suite): number {
  if (s.isRc4 || s.isDes || s.isRc2 || s.isNull || s.isAnon || s.isExport) return 14;
  if (s.is3des) return 12;
  if (s.isSlow) return 10;
  const tier = s.fs ? (s.aead ? 0 : 2) : s.aead ? 4 : 6;
  const dhe = FINITE_FIELD_DHE.test(s.kx) ? 1 : 0;
  return tier + dhe;
}

/** A suiteRank() without the DHE-versus-ECDHE cost step: classes of equal strength. */
export function rankClass(rank: number): number {
  return rank & ~1;
}

export function rankLabel(s: Suite): string {
  if (s.isRc4 || s.isDes || s.isRc2 || s.isNull || s.isAnon || s.isExport) return 'broken';
  if (s.is3des) return '3DES';
  if (s.isSlow) return 'slow cipher';
  return `${s.aead ? 'AEAD' : 'CBC'}${s.fs ? (FINITE_FIELD_DHE.test(s.kx) ? ', DHE' : ', forward secrecy') : ', no forward secrecy'}`;
}

const BULK_KEY: Record<string, BulkCipher | undefined> = {
  'AESGCM/128': 'AES128-GCM',
  'AESGCM/256': 'AES256-GCM',
  'CHACHA20/POLY1305/256': 'CHACHA20-POLY1305',
  'AES/128': 'AES128-CBC-SHA',
  'AES/256': 'AES256-CBC-SHA',
  '3DES/168': '3DES-CBC-SHA',
};

/** Relative CPU per byte of the suite's bulk cipher on the slowest declared CPU, when known. */
export function bulkCost(s: Suite, context: RuleContext): number | undefined {
  const key = BULK_KEY[`${s.enc}/${s.bits}`] ?? BULK_KEY[`${s.enc}/256`];
  if (!key) return undefined;
  return context.hardware.map((h) => costsFor(h).bulk[key]).reduce((m, x) => Math.max(m, x), -Infinity);
}

/**
 * Ordered before a suite this much cheaper counts as "slower first". ChaCha20 ahead of
 * AES-GCM on AES-NI (about 1.6×) is a deliberate choice for mobile clients in many configs;
 * AES-GCM ahead of ChaCha20 on a CPU without AES instructions (about 4.5×) is a mistake.
 */
export const SLOWER_FACTOR = 2;
