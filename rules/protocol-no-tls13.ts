import type { Rule } from '../src/rule.js';
import { absence, distinctSettings, inDialect, listGenerations, locationOf } from '../src/rules-support/helpers.js';
import { canNameTls13, MODERN_PROTOCOLS } from '../src/rules-support/protocol-support.js';

const rule: Rule = {
  meta: {
    id: 'protocol-no-tls13',
    title: 'TLS 1.3 is not enabled',
    severity: 'info',
    category: 'protocol',
    security: false,
    docs: {
      why: 'TLS 1.3 completes a full handshake in one round trip instead of two, resumes in zero or one, and offers only AEAD ciphers with forward secrecy. OpenSSL has supported it since 1.1.1 (2018).',
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
      .map(({ setting }) => {
        const { severity, note } = absence(model, setting);
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
