// The protocol rules differ only in which protocols they name and why: one factory.
import type { Model, Protocol, Server, Setting } from '../model/types.js';
import type { Generation, Rule, RuleFinding, RuleMeta } from '../rule.js';
import { protocolsOn } from '../model/protocol-range.js';
import { expand } from '../openssl/index.js';
import { absence, distinctSettings, listGenerations, locationOf } from './helpers.js';
import { inertProtocolWords } from './inert-words.js';
import { modernProtocols, negotiableOn } from './protocol-support.js';
import { allowsLegacyTls } from './seclevel.js';
import { meantDirective } from './validity.js';

/** The directives that set the protocol list (lower-case). */
export const PROTOCOL_DIRECTIVES = ['ssl_protocols', 'sslprotocol'];

export function protocolRule(spec: { meta: RuleMeta; protocols: Protocol[]; reason: string }): Rule {
  return {
    meta: spec.meta,
    check(model, context) {
      // A loop, not flatMap: a fleet has a place per server, and most places have no finding.
      const out: RuleFinding[] = [];
      for (const place of protocolPlaces(model)) {
        const { setting, seclevel0 } = place;
        const hits = spec.protocols.filter((p) => setting.value.includes(p));
        if (hits.length === 0) continue;
        const tls = place.servers[0]?.tls;
        const gens = context.generations.filter((g) => {
          const asked = tls ? protocolsOn(tls, g) : setting.value;
          return hits.some((p) => asked.includes(p) && negotiableOn(p, g, seclevel0) && !refusedByPlatform(p, g, place, context.target.platform.value.legacyTlsMaxSeclevel));
        });
        if (gens.length === 0) {
          // No build the server runs can offer them at any security level (TLS 1.0 on OpenSSL 3
          // can, at level 0): the words are said as inert, where the OpenSSL is known.
          out.push(...inertProtocolWords(setting, hits, context, (p, g) => negotiableOn(p, g, true)));
          continue;
        }
        const { severity, note } = absence(model, setting);
        const source = setting.defaulted ? `the ${model.dialect === 'nginx' ? 'nginx' : 'Apache'} ${model.serverVersion} default protocol set` : 'the protocol list';
        const meant = meantDirective(model, setting, PROTOCOL_DIRECTIVES);
        const finding: RuleFinding = {
          severity,
          message: `${source} enables ${hits.join(' and ')} (${spec.reason}), negotiable with ${listGenerations(gens)}${note}${meant?.note ?? ''}`,
          short: `${source} enables ${hits.join(' and ')} on ${listGenerations(gens)}`,
          location: locationOf(setting.at),
          fix: modernProtocols(model, context.generations),
          generations: gens,
        };
        if (meant) finding.related = meant.related;
        out.push(finding);
      }
      return out;
    },
  };
}

interface ProtocolPlace {
  setting: Setting<Protocol[]>;
  /** Some server using this list lowers OpenSSL 3's security level to 0 (TLS 1.0/1.1 then negotiable). */
  seclevel0: boolean;
  servers: readonly Server[];
  /** The lowest `@SECLEVEL=n` a server using this list sets on 1.1.1 (null: none sets one); worked out when a platform asks. */
  lowest111?: number | null;
}

/** A platform's 1.1.1 that refuses TLS 1.0/1.1 above a security level (Ubuntu's patch). */
function refusedByPlatform(p: Protocol, g: Generation, place: ProtocolPlace, max: number | undefined): boolean {
  if (max === undefined || g !== '1.1.1' || (p !== 'TLSv1' && p !== 'TLSv1.1')) return false;
  if (place.lowest111 === undefined) {
    const levels = place.servers.map((s) => expand(s.tls!.effectiveCiphers, '1.1.1').seclevel).filter((l): l is number => l !== undefined);
    place.lowest111 = levels.length ? levels.reduce((m, x) => Math.min(m, x), Infinity) : null;
  }
  return place.lowest111 === null || place.lowest111 > max;
}

// Every protocol rule groups the same model's servers by protocol directive and asks the
// same of each group: done once per model (a model never changes once built), not per rule.
const placesByModel = new WeakMap<Model, readonly ProtocolPlace[]>();

function protocolPlaces(model: Model): readonly ProtocolPlace[] {
  let places = placesByModel.get(model);
  if (!places) {
    places = distinctSettings(model, (tls) => tls.protocols).map(({ setting, servers }) => ({
      setting,
      seclevel0: servers.some((s: Server) => allowsLegacyTls(s.tls!)),
      servers,
    }));
    placesByModel.set(model, places);
  }
  return places;
}
