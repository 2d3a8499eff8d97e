// The protocol rules differ only in which protocols they name and why: one factory.
import type { Protocol, Server } from '../model/types.js';
import type { Rule, RuleMeta } from '../rule.js';
import { absence, distinctSettings, inDialect, listGenerations, locationOf } from './helpers.js';
import { MODERN_PROTOCOLS, negotiableOn } from './protocol-support.js';
import { allowsLegacyTls } from './seclevel.js';

export function protocolRule(spec: { meta: RuleMeta; protocols: Protocol[]; reason: string }): Rule {
  return {
    meta: spec.meta,
    check(model, context) {
      return distinctSettings(model, (tls) => tls.protocols).flatMap(({ setting, servers }) => {
        const seclevel0 = servers.some((s: Server) => allowsLegacyTls(s.tls!.ciphers.value));
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
