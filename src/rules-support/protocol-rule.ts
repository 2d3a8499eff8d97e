// The protocol rules differ only in which protocols they name and why: one factory.
import type { Model, Protocol, Server, Setting } from '../model/types.js';
import type { Rule, RuleMeta } from '../rule.js';
import { absence, distinctSettings, inDialect, listGenerations, locationOf } from './helpers.js';
import { MODERN_PROTOCOLS, negotiableOn } from './protocol-support.js';
import { allowsLegacyTls } from './seclevel.js';

export function protocolRule(spec: { meta: RuleMeta; protocols: Protocol[]; reason: string }): Rule {
  return {
    meta: spec.meta,
    check(model, context) {
      return protocolPlaces(model).flatMap(({ setting, seclevel0 }) => {
        const hits = spec.protocols.filter((p) => setting.value.includes(p));
        const gens = context.generations.filter((g) => hits.some((p) => negotiableOn(p, g, seclevel0)));
        if (hits.length === 0 || gens.length === 0) return [];
        const { severity, note } = absence(model, setting);
        const source = setting.defaulted ? `the ${model.dialect === 'nginx' ? 'nginx' : 'Apache'} ${model.serverVersion} default protocol set` : 'the protocol list';
        return [
          {
            severity,
            message: `${source} enables ${hits.join(' and ')} (${spec.reason}), negotiable with ${listGenerations(gens)}${note}`,
            location: locationOf(setting.at),
            fix: { description: 'enable only TLS 1.2 and TLS 1.3', replacement: inDialect(model.dialect, MODERN_PROTOCOLS) },
          },
        ];
      });
    },
  };
}

interface ProtocolPlace {
  setting: Setting<Protocol[]>;
  /** Some server using this list lowers OpenSSL 3's security level to 0 (TLS 1.0/1.1 then negotiable). */
  seclevel0: boolean;
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
    }));
    placesByModel.set(model, places);
  }
  return places;
}
