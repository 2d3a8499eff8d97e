// One audit record per virtual server that terminates TLS, built from the model the lint
// already built, the findings it already made and the certificates it already read.
import { byServer, servedChains } from '../certs/audit.js';
import { certCacheFor, type CertCache } from '../certs/cache.js';
import { isStaticPath } from '../certs/served.js';
import { atLeast, parseVersion } from '../model/version.js';
import type { Finding } from '../findings.js';
import type { Model, Protocol, Server, TlsSettings } from '../model/types.js';
import { defaultTls13, expand, expandTls13, type Suite } from '../openssl/index.js';
import type { Generation } from '../rule.js';
import { enabledSuites } from '../rules-support/ciphers.js';
import { serverLabel } from '../rules-support/helpers.js';
import { negotiableOn } from '../rules-support/protocol-support.js';
import { allowsLegacyTls } from '../rules-support/seclevel.js';
import { certificateFacts, type CertFacts } from './certificate.js';
import { FindingIndex } from './attribute.js';
import { grade, gradeRank, type GradeInput } from './grade.js';
import { cachesStatic, hstsOf } from './http.js';
import type { AuditRecord, GenerationPosture, GradeResult } from './types.js';

const ORDER: readonly Protocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

export interface RecordContext {
  generations: readonly Generation[];
  now: Date;
}

export function auditRecords(models: readonly Model[], findings: readonly Finding[], context: RecordContext): AuditRecord[] {
  const out: AuditRecord[] = [];
  for (const model of models) {
    const servers = model.servers.filter((s): s is Server & { tls: TlsSettings } => s.kind === 'virtual' && s.tls !== undefined);
    if (servers.length === 0) continue;
    const cache = certCacheFor(model);
    const chains = byServer(servedChains(model));
    const index = new FindingIndex(servers, findings);
    for (const server of servers) {
      const certs = certificateFacts(server, chains.get(server) ?? [], cache, context.now);
      out.push(recordOf(server, certs, cache, index.findingsOf(server), context, model.serverVersion));
    }
  }
  return out;
}

function recordOf(server: Server & { tls: TlsSettings }, certs: CertFacts, cache: CertCache, findings: readonly Finding[], context: RecordContext, serverVersion: string): AuditRecord {
  const tls = server.tls;
  const hsts = hstsOf(server);
  const counts = { error: 0, warning: 0, info: 0 };
  const rules = new Set<string>();
  for (const f of findings) {
    counts[f.severity]++;
    rules.add(f.ruleId);
  }
  const dh = dhParams(server, cache, certs, serverVersion);
  const generations = context.generations.map((g) => posture(tls, g, certs, dh, hsts?.maxAge));
  const worst = generations.reduce((w, p) => (gradeRank(p.grade.grade) > gradeRank(w) ? p.grade.grade : w), generations[0]?.grade.grade ?? 'F');
  const cacheValue = tls.sessionCache.value;
  return {
    dialect: server.dialect,
    label: serverLabel(server),
    names: server.names.map((n) => n.value),
    listen: server.listen.map((l) => `${l.address}:${l.port}`),
    file: server.at.file,
    line: server.at.line,
    protocols: [...tls.protocols.value].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)),
    preferServerCiphers: tls.preferServerCiphers.value,
    curves: tls.curves.value ?? null,
    certificates: certs.summaries,
    sessionCache: cacheValue.spec ?? cacheValue.kind,
    sessionTickets: tls.sessionTickets.value,
    hsts,
    http2: server.http.http2.value || server.listen.some((l) => l.http2),
    keepalive: server.http.keepalive.value,
    staticCaching: cachesStatic(server),
    findings: counts,
    rules: [...rules].sort(),
    generations,
    worst,
  };
}

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

interface Negotiable {
  protocols: Protocol[];
  offered: readonly Suite[];
  tls13: readonly Suite[];
  suiteNames: string[];
  tls13Names: string[];
}

// A fleet shares a few templates: what a generation negotiates depends only on the strings,
// protocols and certificate key types, so it is worked out once per distinct combination.
const negotiableMemo = new Map<string, Negotiable>();

function negotiable(tls: TlsSettings, generation: Generation, keyTypes: Set<string> | undefined, noDhe: boolean): Negotiable {
  const key = `${generation}\0${tls.effectiveCiphers}\0${tls.protocols.value.join(',')}\0${tls.tls13Ciphers.value ?? '\u0001'}\0${keyTypes ? [...keyTypes].sort().join(',') : '*'}\0${noDhe}`;
  let known = negotiableMemo.get(key);
  if (known) return known;
  const servable = servableSuites(enabledSuites(tls, generation), keyTypes);
  // Without DH parameters OpenSSL skips the DHE suites.
  const suites = noDhe ? servable.filter((s) => s.kx !== 'DH') : servable;
  const tls13All = tls.protocols.value.includes('TLSv1.3') ? tls13Suites(tls, generation) : [];
  const seclevel0 = generation === '3.x' && allowsLegacyTls(tls);
  const protocols = ORDER.filter(
    (p) => tls.protocols.value.includes(p) && negotiableOn(p, generation, seclevel0) && (p === 'TLSv1.3' ? tls13All.length > 0 : suites.some((s) => usable(s, p))),
  );
  const tls13 = protocols.includes('TLSv1.3') ? tls13All : [];
  const below13 = protocols.filter((p) => p !== 'TLSv1.3');
  const offered = below13.length ? suites.filter((s) => below13.some((p) => usable(s, p))) : [];
  known = { protocols, offered, tls13, suiteNames: offered.map((s) => s.name), tls13Names: tls13.map((s) => s.name) };
  if (negotiableMemo.size > 4096) negotiableMemo.clear();
  negotiableMemo.set(key, known);
  return known;
}

// Servers built from one template get the same grade: computed once per distinct input.
const gradeMemo = new WeakMap<Negotiable, Map<string, GradeResult>>();

function posture(tls: TlsSettings, generation: Generation, certs: CertFacts, dh: DhFacts, hstsMaxAge: number | undefined): GenerationPosture {
  const dhBits = dh.bits;
  const n = negotiable(tls, generation, certs.keyTypes, dh.off);
  const offered = n.offered;
  const notChecked: string[] = [];
  if (certs.unchecked) notChecked.push('certificate');
  else if (tls.certificates.length === 0) notChecked.push('certificate (none configured where the server is written)');
  if (dhBits === undefined && offered.some((s) => s.kx === 'DH')) notChecked.push('DH parameters');
  const input: GradeInput = {
    protocols: n.protocols,
    suites: offered,
    tls13: n.tls13,
    preferServer: tls.preferServerCiphers.value,
    certKeyBits: certs.keyBits.length ? certs.keyBits : undefined,
    dhBits,
    ecdheBits: ecdheBits(tls.curves.value),
    trust: { expired: certs.expired, nameMismatch: certs.nameMismatch, chainBroken: certs.chainBroken, chainNeedsDownload: certs.chainNeedsDownload, selfSigned: certs.selfSigned },
    hstsMaxAge,
    compression: tls.compression.value,
    insecureRenegotiation: tls.insecureRenegotiation.value,
    notChecked,
    noHandshakeReason: n.protocols.length ? undefined : whyNoHandshake(tls, generation),
  };
  const key = JSON.stringify([input.preferServer, input.certKeyBits, dhBits, input.ecdheBits, input.trust, hstsMaxAge, input.compression, input.insecureRenegotiation, notChecked, input.noHandshakeReason]);
  let byInput = gradeMemo.get(n);
  if (!byInput) gradeMemo.set(n, (byInput = new Map()));
  let result = byInput.get(key);
  if (!result) byInput.set(key, (result = grade(input)));
  return { generation, protocols: n.protocols, suites: n.suiteNames, tls13Suites: n.tls13Names, grade: result };
}

function whyNoHandshake(tls: TlsSettings, generation: Generation): string {
  const error = tls.protocols.value.some((p) => p !== 'TLSv1.3') ? expand(tls.effectiveCiphers, generation).error : undefined;
  if (error) return `OpenSSL ${generation} rejects the cipher string (${error}): the server does not start`;
  if (generation === '1.0.2' && tls.protocols.value.every((p) => p === 'TLSv1.3')) return 'only TLS 1.3 is enabled, which OpenSSL 1.0.2 does not have';
  return `no enabled protocol has a suite OpenSSL ${generation} can use with these certificates`;
}

/** RSA-equivalent strength of the weakest ECDHE group the server offers (X25519 and P-256 by default: 3072). */
export function ecdheBits(curves: string | undefined): number {
  if (!curves || curves === 'auto') return 3072;
  const bits = curves.split(/[:,]/).map((c) => c.trim().toLowerCase()).filter(Boolean).map((c) => {
    if (/384/.test(c)) return 7680;
    if (/521/.test(c)) return 15360;
    if (/448/.test(c)) return 7680;
    if (/192/.test(c)) return 1536;
    if (/224/.test(c)) return 2048;
    return 3072;
  });
  return bits.length ? Math.min(...bits) : 3072;
}

export interface DhFacts {
  /** Bits of the DH group DHE suites use, when known. */
  bits?: number;
  /** No DH group at all: DHE suites cannot be negotiated. */
  off: boolean;
}

/**
 * The DH group behind DHE suites. Written: `ssl_dhparam` / `DHParameters`, or (Apache) DH
 * parameters appended to the first certificate file. Not written: nginx 1.11.0 and later use
 * none, so DHE is off ("to use DHE ciphers it is now required to specify parameters using the
 * ssl_dhparam directive", nginx CHANGES 1.11.0; before it, a built-in 1024-bit group, removed by
 * "SSL: removed default DH parameters"); Apache 2.4.7 and later pick a group as large as the RSA
 * or DSA key (modssl_get_dh_params: 2048 bits for keys of 1025–2048 bits, 3072 up to 3072, …;
 * httpd CHANGES 2.4.7 "adjusting prime size to key size"), and OpenSSL 3 builds hand the choice
 * to SSL_CTX_set_dh_auto, which sizes it the same way.
 */
function dhParams(server: Server & { tls: TlsSettings }, cache: CertCache, certs: CertFacts, serverVersion: string): DhFacts {
  const ref = server.tls.dhparam ?? (server.dialect === 'apache' ? server.tls.certificates[0] : undefined);
  if (ref && isStaticPath(ref)) {
    const loaded = cache.load(ref.resolved);
    const bits = loaded.ok ? loaded.file.dhParams[0]?.primeBits : undefined;
    if (bits !== undefined) return { bits, off: false };
    if (server.tls.dhparam) return { off: false };
  }
  const version = parseVersion(serverVersion);
  if (server.dialect === 'nginx') {
    if (server.tls.dhparam) return { off: false };
    return version === undefined || atLeast(version, '1.11.0') ? { off: true } : { bits: 1024, off: false };
  }
  if (version !== undefined && !atLeast(version, '2.4.7')) return { off: false };
  const rsa = certs.keyTypes && [...certs.keyTypes].every((t) => t === 'rsa' || t === 'dsa') ? certs.keyBits : [];
  if (rsa.length === 0) return { off: false };
  const key = Math.min(...rsa);
  const bits = key > 6144 ? 8192 : key > 4096 ? 6144 : key > 3072 ? 4096 : key > 2048 ? 3072 : key > 1024 ? 2048 : 1024;
  return { bits, off: false };
}
