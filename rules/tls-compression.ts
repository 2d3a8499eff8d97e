import type { Rule } from '../src/rule.js';
import { distinctSettings, locationOf } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'tls-compression',
    title: 'TLS compression is on (CRIME)',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Compressing TLS records lets an attacker who can inject text into requests recover secrets such as session cookies from the compressed length (CRIME, 2012). OpenSSL builds since 1.1.0 ship without it; Apache only enables it when told to.',
      apache: { bad: 'SSLCompression on', good: 'SSLCompression off' },
      references: ['https://en.wikipedia.org/wiki/CRIME'],
    },
  },
  check(model) {
    return distinctSettings(model, (tls) => tls.compression)
      .filter(({ setting }) => setting.value && !setting.defaulted)
      .map(({ setting }) => ({
        message: 'TLS compression is on: the CRIME attack can recover cookies from compressed record lengths',
        location: locationOf(setting.at),
        fix: { description: 'turn TLS compression off', replacement: 'SSLCompression off' },
      }));
  },
};

export default rule;
