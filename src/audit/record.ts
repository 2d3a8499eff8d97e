// One audit record per virtual server that terminates TLS, built from the model the lint
// already built, the findings it already made and the certificates it already read.
import { byServer, servedChains } from '../certs/audit.js';
import { certCacheFor, type CertCache } from '../certs/cache.js';
import type { Finding } from '../findings.js';
import type { Model, Server, TlsSettings } from '../model/types.js';
import { expand } from '../openssl/index.js';
import type { Generation } from '../rule.js';
import { serverLabel } from '../rules-support/helpers.js';
import { certificateFacts, type CertFacts } from './certificate.js';
import { dhParams, type DhFacts } from './dh.js';
import { negotiable, ORDER, type Negotiable } from './negotiable.js';
import { FindingIndex } from './attribute.js';
import { grade, gradeRank, type GradeInput } from './grade.js';
import { cachesStatic, hstsOf } from './http.js';
import { startErrors, startErrorsOn, type StartError } from './starts.js';
import { staplingOf } from './stapling.js';
import type { AuditRecord, Grade, GenerationPosture, GradeResult } from './types.js';
import { keyExchangeOf } from './key-exchange.js';
import type { OpensslTarget } from '../platform/target.js';
import { parseVersion, type VersionParts } from '../model/version.js';
import { capText } from '../bounded-text.js';
import { basename } from 'node:path';

export interface RecordContext {
  generations: readonly Generation[];
  now: Date;
  /** What was judged of OpenSSL (the run's, or the tree's narrowed one): whether 1.0.2 was only assumed, and the release. */
  openssl?: OpensslTarget;
}

export function auditRecords(models: readonly Model[], findings: readonly Finding[], context: RecordContext): AuditRecord[] {
  const out: AuditRecord[] = [];
  for (const model of models) {
    const servers = model.servers.filter((s): s is Server & { tls: TlsSettings } => s.kind === 'virtual' && s.tls !== undefined);
    if (servers.length === 0) continue;
    const cache = certCacheFor(model);
    const chains = byServer(servedChains(model));
    const index = new FindingIndex(servers, findings);
    const stops = startErrors(model, findings);
    for (const server of servers) {
      const served = chains.get(server) ?? [];
      const certs = certificateFacts(server, served, cache, context.now);
      // A tree that names what only newer OpenSSL knows is graded for those alone (src/openssl-floor.ts).
      const judged = model.openssl ? { ...context, generations: model.openssl.value, openssl: model.openssl } : context;
      out.push(recordOf(server, certs, cache, index.findingsOf(server), stops, staplingOf(server, served), judged, model.serverVersion));
    }
  }
  return out;
}

function recordOf(
  server: Server & { tls: TlsSettings },
  certs: CertFacts,
  cache: CertCache,
  findings: readonly Finding[],
  stops: readonly StartError[],
  stapling: Pick<AuditRecord, 'ocspStapling' | 'staples'>,
  context: RecordContext,
  serverVersion: string,
): AuditRecord {
  const tls = server.tls;
  const hsts = hstsOf(server);
  const counts = { error: 0, warning: 0, info: 0 };
  const rules = new Set<string>();
  for (const f of findings) {
    counts[f.severity]++;
    rules.add(f.ruleId);
  }
  const dh = dhParams(server, cache, certs, serverVersion);
  const release = releaseOf(context.openssl);
  const generations = context.generations.map((g) => {
    const p = posture(tls, g, certs, dh, hsts?.maxAge, startErrorsOn(stops, g).map(stopReason));
    const kx = keyExchangeOf(tls, g, release);
    return kx ? { ...p, keyExchange: kx } : p;
  });
  const worstOf = (list: GenerationPosture[]): Grade => list.reduce((w, p) => (gradeRank(p.grade.grade) > gradeRank(w) ? p.grade.grade : w), list[0]?.grade.grade ?? 'F');
  const worst = worstOf(generations);
  // Not decided by an end-of-life OpenSSL nobody named (docs/audit.md, the gate).
  const current = context.openssl?.from === 'assumed' ? generations.filter((p) => p.generation !== '1.0.2') : generations;
  const gate = current.length > 0 ? worstOf(current) : worst;
  const cacheValue = tls.sessionCache.value;
  return {
    dialect: server.dialect,
    label: capText(serverLabel(server)),
    names: server.names.map((n) => capText(n.value)),
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
    starts: stops.length === 0,
    ...(stops.length ? { startErrors: stops.map(({ file, line, column, ruleId, message, generations: on }) => ({ file, line, column, ruleId, message, ...(on ? { generations: on } : {}) })) } : {}),
    ...stapling,
    generations,
    worst,
    gate,
  };
}

/** `unknown directive "http2" (blog.conf:3:5)`: the finding, and where, as a cap's reason. */
function stopReason(e: StartError): string {
  // The grade already says it will not start: the reason is what follows.
  return `${e.message.replace(/^(nginx|httpd|Apache) will not start: /, '')} (${basename(e.file)}:${e.line}:${e.column})`;
}

// Servers built from one template get the same grade: computed once per distinct input.
const gradeMemo = new WeakMap<Negotiable, Map<string, GradeResult>>();

function posture(tls: TlsSettings, generation: Generation, certs: CertFacts, dh: DhFacts, hstsMaxAge: number | undefined, wontStart: string[]): GenerationPosture {
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
    trust: { expired: certs.expired, notYetValid: certs.notYetValid, nameMismatch: certs.nameMismatch, chainBroken: certs.chainBroken, chainNeedsDownload: certs.chainNeedsDownload, selfSigned: certs.selfSigned },
    hstsMaxAge,
    compression: tls.compression.value,
    insecureRenegotiation: tls.insecureRenegotiation.value,
    notChecked,
    noHandshakeReason: n.protocols.length ? undefined : whyNoHandshake(tls, generation),
    wontStart: wontStart.length ? wontStart : undefined,
  };
  const key = JSON.stringify([input.preferServer, input.certKeyBits, dhBits, input.ecdheBits, input.trust, hstsMaxAge, input.compression, input.insecureRenegotiation, notChecked, input.noHandshakeReason, wontStart]);
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
  return bits.length ? bits.reduce((m, x) => Math.min(m, x), Infinity) : 3072;
}

/** The release whose group defaults apply: the one named, or the tree's floor (a 3.5 floor: 3.5's defaults). */
function releaseOf(openssl: OpensslTarget | undefined): VersionParts | undefined {
  const text = openssl?.release ?? openssl?.floor;
  return text === undefined ? undefined : parseVersion(text);
}
