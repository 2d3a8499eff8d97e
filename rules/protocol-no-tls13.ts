import type { Rule } from '../src/rule.js';
import { absence, distinctSettings, inDialect, listGenerations, locationOf } from '../src/rules-support/helpers.js';
import { canNameTls13, MODERN_PROTOCOLS, negotiableOn } from '../src/rules-support/protocol-support.js';
import { allowsLegacyTls } from '../src/rules-support/seclevel.js';

const rule: Rule = {
  meta: {
    id: 'protocol-no-tls13',
    title: 'TLS 1.3 is not enabled',
    severity: 'info',
    category: 'protocol',
    security: false,
    docs: {
      why: 'TLS 1.3 completes a full handshake in one round trip instead of two, resumes in zero or one, and offers only AEAD ciphers with forward secrecy. OpenSSL has supported it since 1.1.1 (2018). A protocol list the library cannot negotiate at all (`SSLv3 TLSv1` on OpenSSL 3, which has no SSLv3 and allows TLS 1.0 only at security level 0) is an error where the OpenSSL generation is known: the server starts but every handshake fails.',
      nginx: { bad: 'ssl_protocols TLSv1.2;', good: 'ssl_protocols TLSv1.2 TLSv1.3;' },
      apache: { bad: 'SSLProtocol -all +TLSv1.2', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
      references: ['https://www.rfc-editor.org/rfc/rfc8446'],
    },
  },
  check(model, context) {
    const gens = context.generations.filter((g) => g !== '1.0.2');
    if (gens.length === 0 || !canNameTls13(model)) return [];
    return distinctSettings(model, (tls) => tls.protocols)
      .filter(({ setting }) => !setting.value.includes('TLSv1.3'))
      .map(({ setting, servers }) => {
        const { severity, note } = absence(model, setting);
        // Nothing listed that the library can negotiate: OpenSSL 1.1.0+ is built without SSLv3
        // and OpenSSL 3 allows TLS 1.0/1.1 only at security level 0, so `ssl_protocols SSLv3
        // TLSv1` on 3.x starts (nginx 1.22.1 / OpenSSL 3.0 here) and fails every handshake.
        // An error where the generation is known (named, or a platform's); info while it is not.
        const level0 = servers.some((s) => allowsLegacyTls(s.tls!));
        const dead = context.generations.filter((g) => !setting.value.some((p) => negotiableOn(p, g, level0)));
        if (dead.length > 0 && setting.value.length > 0) {
          const known = dead.length === context.generations.length && (context.target.openssl.from !== 'assumed' || context.target.platform.value.report !== undefined);
          return {
            severity: known ? ('error' as const) : ('info' as const),
            message: `no protocol listed (${setting.value.join(' ')}) can be negotiated with ${listGenerations(dead)}: the server starts, but every TLS handshake fails`,
            location: locationOf(setting.at),
            fix: { description: 'enable TLS 1.2 and 1.3', replacement: inDialect(model.dialect, MODERN_PROTOCOLS) },
            generations: dead,
          };
        }
        return {
          severity,
          message: `TLS 1.3 is not enabled although ${listGenerations(gens)} support it: every full handshake costs an extra round trip${note}`,
          location: locationOf(setting.at),
          fix: { description: 'add TLS 1.3', replacement: inDialect(model.dialect, MODERN_PROTOCOLS) },
        };
      });
  },
};

export default rule;
