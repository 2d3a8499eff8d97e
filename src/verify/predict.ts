// What the audit predicts for each server, property by property, in the terms verify can hold
// against a live server: the audit's record (src/audit/) for the server, read for the OpenSSL
// generation the server binary runs with, and the directive each prediction rests on.
import type { Finding } from '../findings.js';
import type { Model, Protocol, Server, TlsSettings } from '../model/types.js';
import type { Span } from '../syntax/types.js';
import { negotiable } from '../audit/negotiable.js';
import type { AuditRecord } from '../audit/types.js';
import { dhParams } from '../audit/dh.js';
import { certificateFacts } from '../audit/certificate.js';
import { byServer, servedChains } from '../certs/audit.js';
import { certCacheFor } from '../certs/cache.js';
import type { Generation } from '../rule.js';
import type { VersionParts } from '../text/version.js';
import { defaultGroupsOf } from '../openssl/releases.js';
import { planPaths, type PathPlan } from './http-paths.js';

/** The key a certificate of the copy has, when it is not the configured one's (a throwaway). */
export interface KeyOverride {
  types: Set<string>;
  /** RSA-equivalent bits of the leaf. */
  bits: number[];
  /** Curves of the throwaway ECDSA keys. */
  curves?: string[];
}

export interface ServerPrediction {
  server: Server & { tls: TlsSettings };
  record: AuditRecord;
  protocols: Protocol[];
  suites: string[];
  tls13: string[];
  preferServer: boolean;
  /** Groups the server accepts (canonical names), null when it uses OpenSSL's default list. */
  groups: string[];
  groupsDefault: boolean;
  /** Per certificate directive: the SHA-256 fingerprints of what it sends, undefined when the file was not read. */
  chains: { path: string; at: Span; fingerprints?: string[] }[];
  staples: boolean;
  stapleNote?: string;
  resumptionId: boolean;
  resumptionTicket: boolean;
  h2: boolean;
  paths: PathPlan;
  at: {
    protocols: Span;
    suites: Span;
    order: Span;
    tls13: Span;
    groups: Span;
    staple: Span;
    sessionCache: Span;
    tickets: Span;
    h2: Span;
  };
}

const CANONICAL: Record<string, string> = {
  x25519: 'X25519',
  x448: 'X448',
  prime256v1: 'P-256',
  secp256r1: 'P-256',
  'p-256': 'P-256',
  secp384r1: 'P-384',
  'p-384': 'P-384',
  secp521r1: 'P-521',
  'p-521': 'P-521',
};

/** One name per group whichever way a configuration spells it (`prime256v1`, `secp256r1`, `P-256`). */
export function canonicalGroup(name: string): string {
  const lower = name.trim().toLowerCase();
  return CANONICAL[lower] ?? (/^ffdhe\d+$/.test(lower) ? lower : name.trim());
}

/** Rules whose errors are all the server's own refusals (`nginx -t`, `apachectl configtest`). */
const REFUSALS = new Set(['syntax-error', 'include-missing', 'directive-arguments', 'directive-context', 'directive-duplicate', 'directive-removed', 'directive-unknown', 'directive-value']);

/**
 * A finding that says the server will not start (what verify's config test and start are held
 * against): an error of a rule about what the server refuses, or one that says so in words (a
 * cipher string that selects nothing; not a word in it that OpenSSL merely ignores).
 */
export function predictsRefusal(f: Finding): boolean {
  if (f.severity !== 'error') return false;
  return REFUSALS.has(f.ruleId) || /refuses to start|will not start|does not start/.test(f.message);
}

/**
 * `release`: the OpenSSL release the server binary runs with, when known; it narrows OpenSSL's
 * default group list within a generation (3.0-3.4 against 3.5 and later, src/openssl/releases.ts).
 */
export function predictServers(
  model: Model,
  records: readonly AuditRecord[],
  generation: Generation,
  now: Date,
  keys: (server: Server) => KeyOverride | undefined,
  release?: VersionParts,
): ServerPrediction[] {
  const out: ServerPrediction[] = [];
  const cache = certCacheFor(model);
  const chains = byServer(servedChains(model));
  const virtual = model.servers.filter((s) => s.kind === 'virtual' && s.tls);
  const candidates = virtual.length ? virtual : model.servers.filter((s) => s.tls && !model.fragment);
  for (const server of candidates as (Server & { tls: TlsSettings })[]) {
    if (server.servesNothing?.noHandshake) continue;
    const record = records.find((r) => r.file === server.at.file && r.line === server.at.line);
    if (!record) continue;
    const tls = server.tls;
    const served = chains.get(server) ?? [];
    const facts = certificateFacts(server, served, cache, now);
    const override = keys(server);
    if (override) {
      facts.keyTypes = override.types;
      facts.keyBits = override.bits;
    }
    const dh = dhParams(server, cache, facts, model.serverVersion);
    const n = negotiable(tls, generation, facts.keyTypes, dh.off);
    const groups = tls.curves.value === undefined || tls.curves.value === 'auto';
    const staples = tls.stapling.value && !record.rules.includes('ocsp-stapling-unusable');
    const cacheKind = tls.sessionCache.value.kind;
    out.push({
      server,
      record,
      protocols: n.protocols,
      suites: n.suiteNames,
      tls13: n.tls13Names,
      preferServer: tls.preferServerCiphers.value,
      groups: groups ? (generation === '1.0.2' ? [] : (defaultGroupsOf(generation, release)?.groups ?? []).map(canonicalGroup)) : tls.curves.value!.split(/[:,]/).filter(Boolean).map(canonicalGroup),
      groupsDefault: groups,
      chains: tls.certificates.map((ref) => {
        const chain = served.find((c) => c.pair.cert === ref);
        return { path: ref.path, at: ref.at, fingerprints: chain?.chain.served.map((s) => s.cert.fingerprint) };
      }),
      staples,
      stapleNote: tls.stapling.value && !staples ? 'the lint finds stapling unusable here (ocsp-stapling-unusable)' : undefined,
      resumptionId: cacheKind === 'builtin' || cacheKind === 'shared' || cacheKind === 'external',
      resumptionTicket: tls.sessionTickets.value,
      h2: record.http2 && !model.http2ModuleMissing,
      paths: planPaths(server),
      at: {
        protocols: tls.protocols.at,
        suites: tls.ciphers.at,
        order: tls.preferServerCiphers.at,
        tls13: tls.tls13Ciphers.at,
        groups: tls.curves.at,
        staple: tls.stapling.at,
        sessionCache: tls.sessionCache.at,
        tickets: tls.sessionTickets.at,
        h2: server.http.http2.defaulted ? (server.listen.find((l) => l.ssl)?.at ?? server.at) : server.http.http2.at,
      },
    });
  }
  return out;
}
