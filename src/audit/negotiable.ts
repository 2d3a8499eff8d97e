// What one OpenSSL generation can negotiate for a server's settings: the protocols, and the
// suites in the server's order that a client can actually get with the certificates served.
import { providerBased } from '../openssl/types.js';
import type { Protocol, TlsSettings } from '../model/types.js';
import { protocolsOn } from '../model/protocol-range.js';
import { defaultTls13, expand, expandTls13, type Suite } from '../openssl/index.js';
import type { Generation } from '../rule.js';
import { enabledSuites } from '../rules-support/ciphers.js';
import { negotiableOn } from '../rules-support/protocol-support.js';
import { allowsLegacyTls } from '../rules-support/seclevel.js';

export const ORDER: readonly Protocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

/** Suites a client can actually get: no PSK/SRP (servers configure no secret), no static DH/ECDH certificates, and only the signatures the certificates can make. */
function servable(s: Suite, keyTypes: Set<string> | undefined): boolean {
  if (/PSK|SRP/.test(s.kx) || /PSK|SRP/.test(s.au) || s.kx.includes('/')) return false;
  if (!keyTypes || s.au === 'None' || s.au === 'any') return true;
  if (s.au === 'RSA') return keyTypes.has('rsa') || keyTypes.has('rsa-pss');
  if (s.au === 'ECDSA') return keyTypes.has('ec');
  if (s.au === 'DSS') return keyTypes.has('dsa');
  return true;
}

const servableMemo = new WeakMap<readonly Suite[], Map<string, readonly Suite[]>>();

function servableSuites(list: readonly Suite[], keyTypes: Set<string> | undefined): readonly Suite[] {
  const key = keyTypes ? [...keyTypes].sort().join(',') : '*';
  let byKey = servableMemo.get(list);
  if (!byKey) servableMemo.set(list, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = list.filter((s) => servable(s, keyTypes))));
  return out;
}

const tls13Memo = new Map<string, readonly Suite[]>();

function tls13Suites(tls: TlsSettings, generation: Generation): readonly Suite[] {
  const list = tls.tls13Ciphers.value;
  if (list === undefined) return defaultTls13(generation);
  const key = `${generation}\0${list}`;
  let out = tls13Memo.get(key);
  if (!out) tls13Memo.set(key, (out = expandTls13(list, generation).suites));
  return out;
}

function usable(s: Suite, p: Protocol): boolean {
  if (s.protocol === 'SSLv2' || p === 'SSLv2') return s.protocol === p;
  return ORDER.indexOf(s.protocol) <= ORDER.indexOf(p);
}

/**
 * The highest protocol of the range OpenSSL 1.1.0 and later check a server's cipher list
 * against before any handshake: tls_setup_handshake (ssl/statem/statem_lib.c, 1.1.0 to 3.x)
 * fails every handshake, TLS 1.3 ones included, when no cipher of the list serves the top of
 * the range ssl_get_min_max_version (same file) works out ("No ciphers enabled for max
 * supported SSL/TLS version"). httpd from 2.4.26 sets that range itself (TlsSettings
 * .protocolRange): its top is the highest protocol enabled. nginx enables protocols one by one
 * with SSL_OP_NO_* flags (ngx_ssl_protocols), and ssl_get_min_max_version keeps the lowest
 * contiguous run of them ("SSL_OP_NO_X disables all protocols above X *if* there are some
 * protocols below X enabled"; SSLv3, compiled out, is a gap too). Read 2026-12-01; seen live
 * with nginx 1.22.1 on OpenSSL 3.0.19: `ssl_protocols TLSv1.1 TLSv1.3` with only TLS 1.2
 * suites takes no handshake at all (test/verify-corpus/nginx/protocol-gap.conf). Undefined on
 * 1.0.2, which has no such check.
 */
function checkedTop(asked: readonly Protocol[], generation: Generation, range: boolean): Protocol | undefined {
  if (generation === '1.0.2') return undefined;
  let top: Protocol | undefined;
  let inRun = false;
  for (let i = ORDER.length - 1; i >= 0; i--) {
    const p = ORDER[i];
    const enabled = asked.includes(p) && p !== 'SSLv2' && p !== 'SSLv3';
    if (enabled && !inRun && (!range || top === undefined)) top = p;
    inRun = enabled;
  }
  return top;
}

/** Whether the server takes handshakes at all on `generation`: its cipher list serves the top of the range OpenSSL checks (checkedTop). */
export function takesHandshakes(tls: TlsSettings, generation: Generation): boolean {
  const top = checkedTop(protocolsOn(tls, generation), generation, !!tls.protocolRange);
  if (top === undefined) return true;
  if (top === 'TLSv1.3') return tls13Suites(tls, generation).length > 0;
  return expand(tls.effectiveCiphers, generation).ciphers.some((s) => usable(s, top));
}

export interface Negotiable {
  protocols: Protocol[];
  offered: readonly Suite[];
  tls13: readonly Suite[];
  suiteNames: string[];
  tls13Names: string[];
}

// A fleet shares a few templates: what a generation negotiates depends only on the strings,
// protocols and certificate key types, so it is worked out once per distinct combination.
const negotiableMemo = new Map<string, Negotiable>();

export function negotiable(tls: TlsSettings, generation: Generation, keyTypes: Set<string> | undefined, noDhe: boolean): Negotiable {
  const asked = protocolsOn(tls, generation);
  const key = `${generation}\0${tls.effectiveCiphers}\0${asked.join(',')}\0${tls.tls13Ciphers.value ?? '\u0001'}\0${keyTypes ? [...keyTypes].sort().join(',') : '*'}\0${noDhe}\0${!!tls.protocolRange}`;
  let known = negotiableMemo.get(key);
  if (known) return known;
  const forKeys = servableSuites(enabledSuites(tls, generation), keyTypes);
  // Without DH parameters OpenSSL skips the DHE suites.
  const suites = noDhe ? forKeys.filter((s) => s.kx !== 'DH') : forKeys;
  const tls13All = tls.protocols.value.includes('TLSv1.3') ? tls13Suites(tls, generation) : [];
  const seclevel0 = providerBased(generation) && allowsLegacyTls(tls);
  const anyHandshake = takesHandshakes(tls, generation);
  const protocols = ORDER.filter(
    (p) => anyHandshake && asked.includes(p) && negotiableOn(p, generation, seclevel0) && (p === 'TLSv1.3' ? tls13All.length > 0 : suites.some((s) => usable(s, p))),
  );
  const tls13 = protocols.includes('TLSv1.3') ? tls13All : [];
  const below13 = protocols.filter((p) => p !== 'TLSv1.3');
  const offered = below13.length ? suites.filter((s) => below13.some((p) => usable(s, p))) : [];
  known = { protocols, offered, tls13, suiteNames: offered.map((s) => s.name), tls13Names: tls13.map((s) => s.name) };
  if (negotiableMemo.size > 4096) negotiableMemo.clear();
  negotiableMemo.set(key, known);
  return known;
}

