// Each property the audit predicts held against what the server did: agrees, differs, or not
// verified (and why). A difference lands on the directive the prediction rests on.
import type { FindingLocation } from '../findings.js';
import type { Span } from '../syntax/types.js';
import type { Observation } from './observe.js';
import type { ServerPrediction } from './predict.js';
import type { PropertyId, PropertyResult, Value } from './types.js';
import { cachesHere, hstsMaxAge } from './http-paths.js';

export interface CompareContext {
  /** The server's certificate in the copy is a throwaway (or not a file): certificate properties are not verified. */
  throwaway: boolean;
  /** Why stapling cannot be seen in this run (offline, or switched off with loopback ports), if so. */
  staplingBlind?: string;
  /** What the server logged about stapling for this server's certificates (its own words). */
  staplingLog: string[];
}

function at(span: Span): FindingLocation {
  return { file: span.file, line: span.line, column: span.column };
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return same([...a].sort(), [...b].sort());
}

function result(property: PropertyId, predicted: Value, observed: Value, agrees: boolean | null, span: Span | undefined, note?: string, path?: string): PropertyResult {
  const r: PropertyResult = { property, predicted, observed, verdict: agrees === null ? 'not-verified' : agrees ? 'agrees' : 'differs' };
  if (note) r.note = note;
  if (span) r.at = at(span);
  if (path) r.path = path;
  return r;
}

function notVerified(property: PropertyId, predicted: Value, why: string, span?: Span, path?: string): PropertyResult {
  return result(property, predicted, null, null, span, why, path);
}

const TIME = 'the time limit passed before this was probed';

export function compare(p: ServerPrediction, o: Observation, ctx: CompareContext): PropertyResult[] {
  const out: PropertyResult[] = [];
  const predicted = p.protocols.filter((x) => !o.notProbed.includes(x));
  const protocolNote = [
    o.notProbed.length ? `${o.notProbed.join(', ')} predicted but no client here can offer ${o.notProbed.length > 1 ? 'them' : 'it'}` : '',
    ...o.disagreement,
  ].filter(Boolean).join('; ');
  out.push(result('protocols', predicted, o.protocols, sameSet(predicted, o.protocols), p.at.protocols, protocolNote || undefined));

  const below = p.protocols.some((x) => x !== 'TLSv1.3');
  if (o.suites) {
    const seen = o.suites.accepted;
    out.push(result('suites', p.suites, seen, sameSet(p.suites, seen), p.at.suites, `probed on ${o.suites.at}`));
    out.push(order('suite-order', p.preferServer, p.suites, seen, o.suites.serverPreference, o.suites.inconsistent, p.at.order));
  } else {
    const why = o.timedOut ? TIME : below ? 'the server accepted no TLS \u2264 1.2 protocol (see protocols)' : undefined;
    out.push(why ? notVerified('suites', p.suites, why, p.at.suites) : result('suites', [], [], true, p.at.suites));
    out.push(notVerified('suite-order', p.preferServer ? p.suites : 'client decides', why ?? 'no TLS \u2264 1.2 suites', p.at.order));
  }
  const has13 = p.protocols.includes('TLSv1.3');
  if (o.tls13) {
    out.push(result('tls13-suites', p.tls13, o.tls13.accepted, sameSet(p.tls13, o.tls13.accepted), p.at.tls13));
    out.push(order('tls13-order', p.preferServer, p.tls13, o.tls13.accepted, o.tls13.serverPreference, o.tls13.inconsistent, p.at.order));
  } else {
    const why = o.timedOut ? TIME : has13 ? 'the server did not accept TLS 1.3 (see protocols)' : undefined;
    out.push(why ? notVerified('tls13-suites', p.tls13, why, p.at.tls13) : result('tls13-suites', [], [], true, p.at.tls13));
    out.push(notVerified('tls13-order', p.preferServer ? p.tls13 : 'client decides', why ?? 'no TLS 1.3', p.at.order));
  }

  if (o.groups) {
    const unsure = o.groups.unsure;
    const probed = o.groups.probed.filter((g) => !unsure.includes(g));
    const expected = p.groups.filter((g) => probed.includes(g));
    const unprobed = p.groups.filter((g) => !probed.includes(g) && (o.groups!.at === 'TLSv1.3' || !g.startsWith('ffdhe')));
    const note = [`each offered alone on ${o.groups.at}`, p.groupsDefault ? "OpenSSL's default list" : '', unprobed.length ? `${unprobed.join(', ')} not offered: this client's OpenSSL lacks ${unprobed.length > 1 ? 'them' : 'it'}` : '', unsure.length ? `${unsure.join(', ')} not judged: offered beside the certificate's curve, the server chose that curve` : ''].filter(Boolean).join('; ');
    out.push(result('groups', expected, o.groups.accepted, sameSet(expected, o.groups.accepted), p.at.groups, note));
  } else {
    out.push(notVerified('groups', p.groups, o.timedOut ? TIME : 'no TLS 1.3 and no ECDHE suite accepted: no group is negotiated', p.at.groups));
  }

  p.chains.forEach((c, i) => {
    const seen = o.chains[i];
    if (ctx.throwaway || !c.fingerprints) out.push(notVerified('chain', c.fingerprints ?? null, ctx.throwaway ? 'a throwaway certificate stands in for it in the copy' : 'the certificate file was not read', c.at, c.path));
    else if (!seen) out.push(notVerified('chain', c.fingerprints, o.timedOut ? TIME : 'no handshake completed to see it', c.at, c.path));
    else out.push(result('chain', c.fingerprints, seen, same(c.fingerprints, seen), c.at, `${c.fingerprints.length} predicted, ${seen.length} sent (SHA-256 fingerprints)`, c.path));
  });

  out.push(staple(p, o, ctx));

  if (!o.resumption) {
    out.push(notVerified('resumption-id', p.resumptionId, o.timedOut ? TIME : 'no handshake completed', p.at.sessionCache));
    out.push(notVerified('resumption-ticket', p.resumptionTicket, o.timedOut ? TIME : 'no handshake completed', p.at.tickets));
  } else if (o.resumption.at === 'TLSv1.3') {
    out.push(notVerified('resumption-id', p.resumptionId, 'TLS 1.3 only: it resumes by tickets, never by session ID', p.at.sessionCache));
    // TLS 1.3 tickets are stateful (the session cache) when stateless tickets are off.
    const expected = p.resumptionTicket || p.resumptionId;
    out.push(result('resumption-ticket', expected, o.resumption.ticket, expected === o.resumption.ticket, p.at.tickets, 'TLS 1.3 resumption (tickets, or the session cache when tickets are off)'));
  } else {
    out.push(result('resumption-id', p.resumptionId, o.resumption.id ?? null, p.resumptionId === o.resumption.id, p.at.sessionCache, `on ${o.resumption.at}, tickets refused`));
    out.push(result('resumption-ticket', p.resumptionTicket, o.resumption.ticket, p.resumptionTicket === o.resumption.ticket, p.at.tickets, `on ${o.resumption.at}`));
  }
  out.push(o.h2 === undefined ? notVerified('alpn-h2', p.h2, o.timedOut ? TIME : 'no handshake completed', p.at.h2) : result('alpn-h2', p.h2, o.h2, p.h2 === o.h2, p.at.h2));

  for (const t of p.paths.targets) {
    const seen = o.http.find((h) => h.path === t.path);
    const hsts = hstsMaxAge(t.http);
    const keepalive = t.http.keepalive.value;
    const caches = cachesHere(t.http);
    const where = `${t.what}`;
    if (!seen || seen.status !== 200) {
      const why = !seen ? (o.timedOut ? TIME : 'not requested') : seen.status === 0 ? `no response (${seen.error})` : `answered ${seen.status}, not the dummy file`;
      out.push(notVerified('hsts', hsts, why, t.at, t.path));
      out.push(notVerified('keepalive', keepalive, why, t.at, t.path));
      if (t.asset) out.push(notVerified('cache-control', caches, why, t.at, t.path));
      continue;
    }
    out.push(result('hsts', hsts, seen.hsts, hsts === seen.hsts, headerAt(t.http, 'strict-transport-security') ?? t.at, `max-age, ${where}`, t.path));
    out.push(result('keepalive', keepalive, seen.keepalive, keepalive === seen.keepalive, t.http.keepalive.at, where, t.path));
    if (t.asset) out.push(result('cache-control', caches, seen.caches, caches === seen.caches, t.http.expires.value !== undefined ? t.http.expires.at : (headerAt(t.http, 'cache-control') ?? t.at), where, t.path));
  }
  for (const u of p.paths.unreached) out.push(notVerified(u.what === 'server' ? 'hsts' : 'cache-control', null, `${u.what}: ${u.why}`, u.at));
  return out;
}

function order(property: PropertyId, preferServer: boolean, predicted: string[], seen: string[], serverPreference: boolean | undefined, inconsistent: string[], span: Span): PropertyResult {
  const common = predicted.filter((s) => seen.includes(s));
  const expected: Value = preferServer ? common : 'client decides';
  if (serverPreference === undefined) return notVerified(property, expected, seen.length < 2 ? 'fewer than two suites accepted: no order to see' : 'the suites offered the other way round were refused', span);
  const observed: Value = serverPreference ? seen.filter((s) => predicted.includes(s)) : 'client decides';
  const agrees = preferServer === serverPreference && (!serverPreference || same(common, observed as string[]));
  return result(property, expected, observed, agrees, span, inconsistent.length ? `pairs offered both ways: ${inconsistent.join('; ')}` : 'pairs offered both ways');
}

function staple(p: ServerPrediction, o: Observation, ctx: CompareContext): PropertyResult {
  const span = p.at.staple;
  const said = ctx.staplingLog.length ? `the server says: ${ctx.staplingLog.join(' | ')}` : '';
  if (o.stapled === undefined) return notVerified('ocsp-staple', p.staples, o.timedOut ? TIME : 'no handshake completed', span);
  if (o.stapled) return result('ocsp-staple', p.staples, true, p.staples, span);
  if (ctx.throwaway) return notVerified('ocsp-staple', p.staples, 'a throwaway certificate stands in: it names no OCSP responder', span);
  // Nothing stapled: the server either says why (its warning decides), or could not fetch a response offline.
  if (said) return result('ocsp-staple', p.staples, 'ignored', !p.staples, span, said);
  if (p.staples && ctx.staplingBlind) return notVerified('ocsp-staple', true, ctx.staplingBlind, span);
  return result('ocsp-staple', p.staples, false, !p.staples, span, p.stapleNote);
}

function headerAt(http: ServerPrediction['paths']['targets'][number]['http'], name: string): Span | undefined {
  return [...http.headers.value, ...http.moduleHeaders].find((h) => h.name.toLowerCase() === name)?.at;
}

/** Every property of a server that could not be probed at all (the server did not start), with why. */
export function unverified(p: ServerPrediction, why: string): PropertyResult[] {
  const out: PropertyResult[] = [
    notVerified('protocols', p.protocols, why, p.at.protocols),
    notVerified('suites', p.suites, why, p.at.suites),
    notVerified('suite-order', p.preferServer ? p.suites : 'client decides', why, p.at.order),
    notVerified('tls13-suites', p.tls13, why, p.at.tls13),
    notVerified('tls13-order', p.preferServer ? p.tls13 : 'client decides', why, p.at.order),
    notVerified('groups', p.groups, why, p.at.groups),
    ...p.chains.map((c) => notVerified('chain', c.fingerprints ?? null, why, c.at, c.path)),
    notVerified('ocsp-staple', p.staples, why, p.at.staple),
    notVerified('resumption-id', p.resumptionId, why, p.at.sessionCache),
    notVerified('resumption-ticket', p.resumptionTicket, why, p.at.tickets),
    notVerified('alpn-h2', p.h2, why, p.at.h2),
  ];
  for (const t of p.paths.targets) {
    out.push(notVerified('hsts', hstsMaxAge(t.http), why, t.at, t.path), notVerified('keepalive', t.http.keepalive.value, why, t.at, t.path));
    if (t.asset) out.push(notVerified('cache-control', cachesHere(t.http), why, t.at, t.path));
  }
  return out;
}
