import type { Rule, RuleFinding } from '../src/rule.js';
import { absence, inDialect, locationOf, serverLabel, tlsVirtualServers } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'http2-disabled',
    title: 'A TLS server does not offer HTTP/2',
    severity: 'info',
    category: 'performance',
    security: false,
    docs: {
      why: 'HTTP/2 multiplexes every request of a page over one TLS connection, so a page pays one handshake and no head-of-line queueing between requests; browsers speak it only over TLS.',
      nginx: { bad: 'listen 443 ssl;', good: 'listen 443 ssl;\nhttp2 on;    # nginx >= 1.25.1; before: listen 443 ssl http2;' },
      apache: { bad: '<VirtualHost *:443>\n    SSLEngine on', good: '<VirtualHost *:443>\n    Protocols h2 http/1.1\n    SSLEngine on' },
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    for (const server of tlsVirtualServers(model)) {
      const setting = server.http.http2;
      if (setting.value) continue;
      const { severity, note } = absence(model, setting);
      out.push({
        severity,
        message: `${serverLabel(server)} offers only HTTP/1.1 over TLS: HTTP/2 would carry all of a page's requests over one connection${note}`,
        location: locationOf(setting.defaulted ? server.at : setting.at),
        fix: {
          description: 'enable HTTP/2',
          replacement: inDialect(model.dialect, { nginx: 'http2 on;', apache: 'Protocols h2 http/1.1' }),
        },
      });
    }
    return out;
  },
};

export default rule;
