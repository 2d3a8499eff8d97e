// Judges every TLS server of a model against each policy's clauses: a violation is a finding at
// the directive responsible (or the server's block when a default is responsible), and each
// server gets a pass/fail per policy. Per OpenSSL generation checked, as the other rules are.
import { byServer, servedChains, type ServedChain } from '../certs/audit.js';
import { certCacheFor } from '../certs/cache.js';
import { dheSuites } from '../certs/dhe.js';
import { isStaticPath } from '../certs/served.js';
import type { FindingLocation } from '../findings.js';
import type { Header, Model, Server, Setting, TlsSettings } from '../model/types.js';
import { defaultTls13, expandTls13, type Suite } from '../openssl/index.js';
import type { Generation, RuleContext, RuleFinding } from '../rule.js';
import { enabledSuites } from '../rules-support/ciphers.js';
import { judged, listGenerations, locationOf, sendsResponses, tlsServers } from '../rules-support/helpers.js';
import { negotiableOn } from '../rules-support/protocol-support.js';
import { allowsLegacyTls } from '../rules-support/seclevel.js';
import { canonicalGroup, isFiniteField, offeredGroups } from './groups.js';
import { passes } from './match.js';
import { ffdheGroup } from './rfc7919.js';
import type { Check, Policy } from './types.js';

export interface ServerVerdict {
  file: string;
  line: number;
  names: string[];
  pass: boolean;
  /** Clause ids broken (severity error), in the policy's order. */
  failed: string[];
  /** Clause ids that could not be judged (a certificate that could not be read). */
  unchecked: string[];
}

export interface PolicyVerdict {
  policy: string;
  title: string;
  servers: ServerVerdict[];
}

export interface PolicyResult {
  findings: RuleFinding[];
  verdicts: PolicyVerdict[];
}

/** One broken clause at one place: the message's body and the servers it concerns. */
interface Violation {
  what: string;
  at: FindingLocation;
}

const cache = new WeakMap<Model, Map<readonly Policy[], PolicyResult>>();

export function evaluatePolicies(model: Model, context: RuleContext): PolicyResult {
  const policies = context.policies ?? [];
  let byPolicies = cache.get(model);
  if (!byPolicies) cache.set(model, (byPolicies = new Map()));
  let result = byPolicies.get(policies);
  if (!result) byPolicies.set(policies, (result = evaluate(model, context, policies)));
  return result;
}

function evaluate(model: Model, context: RuleContext, policies: readonly Policy[]): PolicyResult {
  const findings: RuleFinding[] = [];
  const verdicts: PolicyVerdict[] = [];
  const seen = new Set<string>();
  const chains = policies.some((p) => p.clauses.some((c) => c.check.kind === 'certificate' || c.check.kind === 'ocsp-stapling')) ? byServer(servedChains(model)) : new Map<Server, ServedChain[]>();
  for (const policy of policies) {
    const verdict: PolicyVerdict = { policy: policy.id, title: policy.title, servers: [] };
    for (const server of tlsServers(model)) {
      const failed: string[] = [];
      const unchecked: string[] = [];
      for (const clause of policy.clauses) {
        const outcome = judge(clause.check, server, model, context, chains.get(server));
        if (outcome === 'unchecked') {
          unchecked.push(clause.id);
          continue;
        }
        if (outcome.length > 0 && clause.severity === 'error') failed.push(clause.id);
        for (const v of outcome) {
          const message = `${policy.title} ${clause.id}: ${v.what}`;
          const key = `${v.at.file}\0${v.at.line}\0${v.at.column}\0${message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          findings.push({
            severity: clause.severity,
            message,
            // The one-line report keeps what is wrong and leaves the allowed list to --verbose and json.
            short: message.replace(/ \(allowed: [^)]*\)/g, ''),
            location: v.at,
            fix: { description: `${clause.title} (${policy.title} ${clause.id}${clause.url ? `, ${clause.url}` : ''})` },
            properties: { policy: policy.id, clause: clause.id, ...(clause.url ? { clauseUrl: clause.url } : {}) },
          });
        }
      }
      if (server.kind === 'virtual' || failed.length > 0) {
        verdict.servers.push({ file: server.at.file, line: server.at.line, names: server.names.map((n) => n.value), pass: failed.length === 0, failed, unchecked });
      }
    }
    verdicts.push(verdict);
  }
  return { findings, verdicts };
}

type Outcome = Violation[] | 'unchecked';

function judge(check: Check, server: Server & { tls: TlsSettings }, model: Model, context: RuleContext, chains: ServedChain[] | undefined): Outcome {
  const tls = server.tls;
  switch (check.kind) {
    case 'protocols':
      return protocols(check, server, context);
    case 'suites':
      return suites(check, tls, server, context);
    case 'tls13-suites':
      return tls13Suites(check.allowed, server, context);
    case 'curves':
      return curves(check, server, context);
    case 'certificate':
      return certificate(check, server, context, chains);
    case 'dh-params':
      return dhParams(check, server, model, context);
    case 'hsts':
      return hsts(check, server);
    case 'ocsp-stapling':
      return stapling(server, chains);
    case 'server-preference':
      return flag(server, tls.preferServerCiphers, check.value, check.value ? 'the server does not enforce its cipher order' : 'the server enforces its own cipher order');
    case 'session-tickets':
      return flag(server, tls.sessionTickets, check.value, check.value ? 'session tickets are off' : 'session tickets are on');
    case 'compression':
      return flag(server, tls.compression, check.value, check.value ? 'TLS compression is off' : 'TLS compression is on');
  }
}

/**
 * A stapling clause holds only where stapling is possible: a certificate, read from its file, that
 * names an OCSP responder. One that names none has nothing to staple (Let's Encrypt's since
 * 2025-05-07); one not read cannot be judged.
 */
function stapling(server: Server & { tls: TlsSettings }, chains: ServedChain[] | undefined): Outcome {
  const tls = server.tls;
  if (tls.stapling.value || tls.staplingFile) return [];
  const read = tls.certificates.map((ref) => chains?.find((c) => c.pair.cert === ref));
  if (read.some((c) => c && c.chain.leaf.cert.ocspResponders.length > 0)) return flag(server, tls.stapling, true, 'OCSP stapling is off, and the certificate names an OCSP responder');
  return read.length > 0 && read.every(Boolean) ? [] : 'unchecked';
}

/** A setting the clause wants at `want`; a default counts only for virtual servers (see `judged`). */
function flag(server: Server, setting: Setting<boolean>, want: boolean, what: string): Violation[] {
  if (!judged(server, setting) || setting.value === want) return [];
  return [{ what: setting.defaulted ? `${what} (the server default)` : what, at: locationOf(setting.at) }];
}

function protocols(check: Check & { kind: 'protocols' }, server: Server & { tls: TlsSettings }, context: RuleContext): Violation[] {
  const setting = server.tls.protocols;
  if (!judged(server, setting)) return [];
  const seclevel0 = allowsLegacyTls(server.tls);
  const out: Violation[] = [];
  const at = locationOf(setting.at);
  const source = setting.defaulted ? ' by the server default' : '';
  if (check.allowed || check.denied) {
    const extra = setting.value.filter((p) => (check.allowed !== undefined && !check.allowed.includes(p)) || (check.denied?.includes(p) ?? false));
    const gens = context.generations.filter((g) => extra.some((p) => negotiableOn(p, g, seclevel0)));
    const shown = extra.filter((p) => gens.some((g) => negotiableOn(p, g, seclevel0)));
    if (shown.length) out.push({ what: `${shown.join(' and ')} ${shown.length > 1 ? 'are' : 'is'} enabled${source}, not allowed${check.allowed ? ` (allowed: ${check.allowed.join(', ')})` : ''}, with ${listGenerations(gens)}`, at });
  }
  for (const p of check.required ?? []) {
    const missing = context.generations.filter((g) => !(setting.value.includes(p) && negotiableOn(p, g, seclevel0)));
    if (missing.length) out.push({ what: `${p} is required but ${setting.value.includes(p) ? 'cannot be negotiated' : 'not enabled'}${setting.value.includes(p) ? '' : source} with ${listGenerations(missing)}`, at });
  }
  return out;
}

/** Names a list of suites for a message: IANA names (the documents' own), a few at most. */
function listSuites(suites: readonly Suite[], max = 3): string {
  const names = [...new Set(suites.map((s) => s.iana ?? s.name))];
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

function suites(check: Check & { kind: 'suites' }, tls: TlsSettings, server: Server, context: RuleContext): Violation[] {
  if (!judged(server, tls.ciphers)) return [];
  const bad: Suite[] = [];
  const gens: Generation[] = [];
  for (const g of context.generations) {
    const hits = enabledSuites(tls, g).filter((s) => !passes(check, s));
    if (hits.length === 0) continue;
    gens.push(g);
    for (const s of hits) if (!bad.some((b) => b.name === s.name)) bad.push(s);
  }
  if (bad.length === 0) return [];
  const many = new Set(bad.map((s) => s.iana ?? s.name)).size > 1;
  return [{ what: `${listSuites(bad)} ${many ? 'are not approved suites' : 'is not an approved suite'}${tls.ciphers.defaulted ? ' (the server default cipher list)' : ''}, with ${listGenerations(gens)}`, at: locationOf(tls.ciphers.at) }];
}

function tls13Suites(allowed: readonly string[], server: Server & { tls: TlsSettings }, context: RuleContext): Violation[] {
  const tls = server.tls;
  const setting = tls.tls13Ciphers;
  if (!tls.protocols.value.includes('TLSv1.3') || !judged(server, setting)) return [];
  const bad: string[] = [];
  const gens: Generation[] = [];
  for (const g of context.generations) {
    if (g === '1.0.2') continue;
    const list = setting.value ? expandTls13(setting.value, g).suites : defaultTls13(g);
    const hits = list.filter((s) => !allowed.includes(s.iana ?? s.name) && !allowed.includes(s.name));
    if (hits.length === 0) continue;
    gens.push(g);
    for (const s of hits) if (!bad.includes(s.iana ?? s.name)) bad.push(s.iana ?? s.name);
  }
  if (bad.length === 0) return [];
  const where = setting.value ? '' : ' (OpenSSL\'s default TLS 1.3 suites)';
  return [{ what: `TLS 1.3 suite${bad.length > 1 ? 's' : ''} ${bad.join(', ')} ${bad.length > 1 ? 'are' : 'is'} not approved${where}, with ${listGenerations(gens)}`, at: locationOf(setting.value ? setting.at : tls.protocols.defaulted ? server.at : tls.protocols.at) }];
}

function curves(check: Check & { kind: 'curves' }, server: Server & { tls: TlsSettings }, context: RuleContext): Violation[] {
  const setting = server.tls.curves;
  if (!judged(server, setting)) return [];
  const out: Violation[] = [];
  const at = locationOf(setting.defaulted ? server.at : setting.at);
  if (check.allowed) for (const each of notAllowedGroups(check.allowed, setting.value, context, at)) out.push(each);
  if (check.anyOf) {
    const want = new Set(check.anyOf.map(canonicalGroup));
    const gens = context.generations.filter((g) => !offeredGroups(setting.value, g).groups.some((c) => want.has(c)));
    if (gens.length) out.push({ what: `${setting.defaulted ? 'the default curve list offers' : 'the curve list offers'} none of ${check.anyOf.join(', ')}, with ${listGenerations(gens)}`, at });
  }
  return out;
}

function notAllowedGroups(allowed: readonly string[], configured: string | undefined, context: RuleContext, at: FindingLocation): Violation[] {
  const allow = new Set(allowed.map(canonicalGroup));
  const judgesFiniteField = [...allow].some(isFiniteField);
  const bad: string[] = [];
  const gens: Generation[] = [];
  let defaulted = false;
  for (const g of context.generations) {
    const offered = offeredGroups(configured, g);
    const hits = offered.groups.filter((c) => !allow.has(c) && (judgesFiniteField || !isFiniteField(c)));
    if (hits.length === 0) continue;
    defaulted ||= offered.defaulted;
    gens.push(g);
    for (const c of hits) if (!bad.includes(c)) bad.push(c);
  }
  if (bad.length === 0) return [];
  const shown = bad.length > 4 ? `${bad.slice(0, 4).join(', ')} and ${bad.length - 4} more` : bad.join(', ');
  return [{ what: `${defaulted ? 'the default curve list offers' : 'the curve list offers'} ${shown}, not allowed (allowed: ${allowed.join(', ')}), with ${listGenerations(gens)}`, at }];
}

function certificate(check: Check & { kind: 'certificate' }, server: Server & { tls: TlsSettings }, context: RuleContext, chains: ServedChain[] | undefined): Outcome {
  if (server.tls.certificates.length === 0) return [];
  const readable = (chains ?? []).filter((c) => c.chain.leaf);
  if (readable.length === 0) return 'unchecked';
  const out: Violation[] = [];
  // A server with several certificates (RSA beside ECDSA) meets a type or signature clause with
  // one of them, as sslyze checks Mozilla's guideline; key sizes, curves, lifetime and validity
  // are required of each certificate.
  const typeOf = (t: string) => (t === 'ec' ? 'ecdsa' : t === 'rsa-pss' ? 'rsa' : t);
  if (check.types && !readable.some((c) => check.types!.includes(typeOf(c.chain.leaf.cert.key.type)))) {
    const types = [...new Set(readable.map((c) => typeOf(c.chain.leaf.cert.key.type)))];
    out.push({ what: `no certificate has an allowed key type: ${types.join(', ')} (allowed: ${check.types.join(', ')})`, at: locationOf(readable[0].pair.cert.at) });
  }
  const signatureOf = (c: ServedChain) => (c.chain.leaf.cert.selfSigned ? undefined : c.chain.leaf.cert.signature?.name);
  if (check.signatures && !readable.some((c) => { const sig = signatureOf(c); return sig === undefined || check.signatures!.includes(sig); })) {
    const sigs = [...new Set(readable.map(signatureOf))];
    out.push({ what: `no certificate is signed with an allowed algorithm: ${sigs.join(', ')} (allowed: ${check.signatures.join(', ')})`, at: locationOf(readable[0].pair.cert.at) });
  }
  for (const { pair, chain } of readable) {
    const cert = chain.leaf.cert;
    const at = locationOf(pair.cert.at);
    const key = cert.key;
    const type = typeOf(key.type);
    const problems: string[] = [];
    if (check.rsaMinBits !== undefined && type === 'rsa' && (key.bits ?? 0) < check.rsaMinBits) problems.push(`its RSA key has ${key.bits} bits (at least ${check.rsaMinBits})`);
    if (check.ecMinBits !== undefined && type === 'ecdsa' && (key.bits ?? 0) < check.ecMinBits) problems.push(`its EC key has ${key.bits} bits (at least ${check.ecMinBits})`);
    if (check.curves && type === 'ecdsa' && !check.curves.map(canonicalGroup).includes(canonicalGroup(key.curve ?? ''))) problems.push(`its curve is ${key.curve} (allowed: ${check.curves.join(', ')})`);
    if (check.maxLifetimeDays !== undefined && cert.notBefore && cert.notAfter) {
      const days = Math.round((cert.notAfter.getTime() - cert.notBefore.getTime()) / 86_400_000);
      if (days > check.maxLifetimeDays) problems.push(`it is valid for ${days} days (at most ${check.maxLifetimeDays})`);
    }
    if (check.valid && ((cert.notAfter && cert.notAfter < context.now) || (cert.notBefore && cert.notBefore > context.now))) problems.push('it is not valid today');
    if (problems.length) out.push({ what: `the certificate "${pair.cert.path}" (${cert.label}): ${problems.join('; ')}`, at });
  }
  return out;
}

function dhParams(check: Check & { kind: 'dh-params' }, server: Server & { tls: TlsSettings }, model: Model, context: RuleContext): Outcome {
  const tls = server.tls;
  const dhe = dheSuites(tls, context.generations, undefined);
  if (dhe.generations.length === 0) return [];
  const ref = tls.dhparam ?? (server.dialect === 'apache' ? tls.certificates[0] : undefined);
  if (!ref || !isStaticPath(ref)) return [];
  const loaded = certCacheFor(model).load(ref.resolved);
  if (!loaded.ok) return 'unchecked';
  const params = loaded.file.dhParams[0];
  if (!params) return [];
  const problems: string[] = [];
  if (check.minBits !== undefined && params.primeBits < check.minBits) problems.push(`at least ${check.minBits} bits`);
  const group = ffdheGroup(params.prime);
  if (check.groups && !(group && check.groups.includes(group))) problems.push(`${group ? `${group} is not allowed` : 'no RFC 7919 group'}; allowed: ${check.groups.join(', ')}`);
  if (problems.length === 0) return [];
  return [{ what: `DHE suites (e.g. ${dhe.example}) use ${group ?? `${params.primeBits}-bit`} DH parameters from "${ref.path}" (${problems.join('; ')}), with ${listGenerations(dhe.generations)}`, at: locationOf(ref.at) }];
}

/** max-age and includeSubDomains of a Strict-Transport-Security value (RFC 6797 §6.1), undefined when malformed. */
export function parseHsts(value: string): { maxAge: number; includeSubDomains: boolean } | undefined {
  let maxAge: number | undefined;
  let includeSubDomains = false;
  for (const part of value.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const key = name.trim().toLowerCase();
    const v = rest.join('=').trim().replace(/^"(.*)"$/, '$1');
    if (key === 'max-age') {
      if (!/^\d+$/.test(v) || maxAge !== undefined) return undefined;
      maxAge = Number(v);
    } else if (key === 'includesubdomains') includeSubDomains = true;
  }
  return maxAge === undefined ? undefined : { maxAge, includeSubDomains };
}

function hsts(check: Check & { kind: 'hsts' }, server: Server & { tls: TlsSettings }): Violation[] {
  if (server.kind !== 'virtual' || !sendsResponses(server)) return [];
  const headers: readonly Header[] = [...server.http.headers.value, ...server.http.moduleHeaders];
  const header = headers.find((h) => h.name.toLowerCase() === 'strict-transport-security');
  if (!header) return check.required ? [{ what: 'no Strict-Transport-Security header is sent', at: locationOf(server.at) }] : [];
  const parsed = parseHsts(header.value);
  const at = locationOf(header.at);
  if (!parsed) return [{ what: `the Strict-Transport-Security value "${header.value}" has no valid max-age`, at }];
  const out: Violation[] = [];
  if (parsed.maxAge < check.minMaxAge) out.push({ what: `HSTS max-age=${parsed.maxAge} is under ${check.minMaxAge} seconds`, at });
  if (check.includeSubDomains && !parsed.includeSubDomains) out.push({ what: 'HSTS lacks includeSubDomains', at });
  return out;
}

