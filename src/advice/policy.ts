// `ssllint advise --policy NAME`: the advised block, narrowed to what a compliance policy allows.
// The hardware-ordered decisions stay as decided; the policy only removes protocols, suites and
// groups (and adds protocols it requires), so the order is still the cheapest for the CPUs.
import type { Protocol } from '../model/types.js';
import { findSuite } from '../openssl/index.js';
import { canonicalGroup, isFiniteField } from '../policy/groups.js';
import { passes } from '../policy/match.js';
import type { Check, Policy } from '../policy/types.js';
import type { Decisions } from './decide.js';

type Narrowed = { ok: true; decisions: Decisions } | { ok: false; error: string };

const ORDER: readonly Protocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

/** The clauses of one kind that fail the policy (error severity): advice meets what is required. */
function required<K extends Check['kind']>(policy: Policy, kind: K): (Check & { kind: K })[] {
  return policy.clauses.filter((c) => c.severity !== 'info' && c.check.kind === kind).map((c) => c.check as Check & { kind: K });
}

export function narrowToPolicy(d: Decisions, policy: Policy): Narrowed {
  const label = `${policy.title}`;
  let protocols = [...d.protocols.value];
  for (const c of required(policy, 'protocols')) {
    protocols = protocols.filter((p) => (!c.allowed || c.allowed.includes(p)) && !(c.denied?.includes(p) ?? false));
    for (const p of c.required ?? []) if (!protocols.includes(p)) protocols.push(p);
  }
  protocols.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  if (protocols.includes('TLSv1.3') && !d.caps.tls13) return { ok: false, error: `${label} needs TLS 1.3, which this server and OpenSSL cannot enable` };
  if (protocols.length === 0) return { ok: false, error: `${label} leaves no protocol the advice could enable` };

  const suiteClauses = required(policy, 'suites');
  const tls12 = protocols.some((p) => p !== 'TLSv1.3')
    ? d.tls12.value.filter((name) => {
        const s = findSuite(d.openssl.generation, name);
        return s !== undefined && suiteClauses.every((c) => passes(c, s));
      })
    : [];
  if (protocols.some((p) => p !== 'TLSv1.3') && tls12.length === 0) return { ok: false, error: `${label} allows none of the advised TLS 1.2 suites` };

  let tls13 = d.tls13.value;
  const notes = [...d.notes];
  for (const c of required(policy, 'tls13-suites')) tls13 = tls13.filter((n) => c.allowed.includes(n));
  if (protocols.includes('TLSv1.3') && tls13.length < d.tls13.value.length && !d.caps.tls13Suites) {
    notes.push(`${label} allows only ${tls13.join(', ')} for TLS 1.3, but this server cannot choose its TLS 1.3 suites: OpenSSL's default list applies`);
  }

  let curves = d.curves.value;
  for (const c of required(policy, 'curves')) {
    if (c.allowed) {
      const allowed = new Set(c.allowed.map(canonicalGroup));
      curves = curves.filter((g) => allowed.has(canonicalGroup(g)));
      if (curves.length === 0) curves = c.allowed.filter((g) => !isFiniteField(canonicalGroup(g)));
    }
    if (c.anyOf && !curves.some((g) => c.anyOf!.map(canonicalGroup).includes(canonicalGroup(g)))) curves = [...curves, c.anyOf[0]];
  }

  // The advice names an RFC 7919 group of dhParamBits bits: the smallest the policy accepts.
  let dhParamBits = d.dhParamBits;
  for (const c of required(policy, 'dh-params')) {
    const sizes = (c.groups ?? []).map((g) => Number(g.replace('ffdhe', ''))).sort((a, b) => a - b);
    if (dhParamBits !== undefined && sizes.length && !sizes.includes(dhParamBits)) dhParamBits = sizes.find((b) => b > dhParamBits!) ?? sizes[sizes.length - 1];
  }

  const narrowedTo = (what: string, before: readonly string[], after: readonly string[], reason: string) =>
    after.length < before.length ? `the ${what} ${label} allows, in the advised order` : reason;
  const chacha = [...tls12, ...tls13].some((n) => n.includes('CHACHA20'));
  return {
    ok: true,
    decisions: {
      ...d,
      protocols: { value: protocols, reason: protocols.join() === d.protocols.value.join() ? d.protocols.reason : `the protocols ${label} allows` },
      tls12: { value: tls12, reason: narrowedTo('TLS 1.2 suites', d.tls12.value, tls12, d.tls12.reason) },
      // Every name is a concrete suite, so OpenSSL keeps exactly this order.
      cipherString: tls12.length === d.tls12.value.length ? d.cipherString : tls12.length > 0 ? tls12.join(':') : undefined,
      tls13: { value: tls13, reason: narrowedTo('TLS 1.3 suites', d.tls13.value, tls13, d.tls13.reason) },
      curves: { value: curves, reason: narrowedTo('groups', d.curves.value, curves, d.curves.reason) },
      prioritizeChaCha: chacha ? d.prioritizeChaCha : { value: false, reason: `${label} allows no ChaCha20 suite` },
      dhParamBits: tls12.some((n) => /^DHE-/.test(n)) ? dhParamBits : undefined,
      notes,
    },
  };
}
