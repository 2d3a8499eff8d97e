import type { Rule } from '../src/rule.js';
import { distinctSettings, locationOf } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'insecure-renegotiation',
    title: 'Insecure (legacy) renegotiation is allowed',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Legacy renegotiation without the RFC 5746 extension lets a man in the middle splice its own request in front of the client\'s (CVE-2009-3555). Every client from the last decade supports secure renegotiation.',
      apache: { bad: 'SSLInsecureRenegotiation on', good: 'SSLInsecureRenegotiation off' },
      references: ['https://www.rfc-editor.org/rfc/rfc5746'],
    },
  },
  check(model) {
    return distinctSettings(model, (tls) => tls.insecureRenegotiation)
      .filter(({ setting }) => setting.value && !setting.defaulted)
      .map(({ setting }) => ({
        message: 'insecure renegotiation is allowed: a man in the middle can prefix the client\'s request with its own (CVE-2009-3555)',
        location: locationOf(setting.at),
        fix: { description: 'allow only secure (RFC 5746) renegotiation', replacement: 'SSLInsecureRenegotiation off' },
      }));
  },
};

export default rule;
