import type { Rule } from '../src/rule.js';
import { absence, distinctSettings, inDialect, locationOf } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'ocsp-stapling-missing',
    title: 'OCSP stapling is off',
    severity: 'info',
    category: 'performance',
    security: false,
    docs: {
      why: 'Without stapling, a client that checks revocation asks the CA\'s OCSP responder itself: an extra DNS lookup and round trip on the first visit, and a privacy leak. The server can fetch the response once and send it in the handshake. (Let\'s Encrypt ended OCSP in 2025: skip this for its certificates.)',
      nginx: { bad: 'ssl_certificate /etc/ssl/site/fullchain.pem;', good: 'ssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate /etc/ssl/site/chain.pem;\nresolver 127.0.0.53;' },
      apache: { bad: 'SSLUseStapling off', good: 'SSLUseStapling on\nSSLStaplingCache "shmcb:logs/ssl_stapling(32768)"' },
    },
  },
  check(model) {
    return distinctSettings(model, (tls) => tls.stapling)
      .filter(({ setting }) => !setting.value)
      .map(({ setting }) => {
        const { severity, note } = absence(model, setting);
        return {
          severity,
          message: `OCSP stapling is off: clients that check revocation contact the CA themselves, an extra round trip${note}`,
          location: locationOf(setting.at),
          fix: {
            description: 'staple the OCSP response',
            replacement: inDialect(model.dialect, { nginx: 'ssl_stapling on;\nssl_stapling_verify on;', apache: 'SSLUseStapling on' }),
          },
        };
      });
  },
};

export default rule;
