import type { Rule, RuleFinding } from '../src/rule.js';
import type { Server } from '../src/model/types.js';
import { httpLevels, inDialect, locationOf, spanKey } from '../src/rules-support/helpers.js';

const LOOPBACK = /^(127\.|\[::1\]|::1$|localhost$|unix:)/;

/** A plain-HTTP server reachable only from this machine (a status or metrics endpoint). */
function internalOnly(server: Server): boolean {
  return server.kind === 'virtual' && !server.tls && server.listen.length > 0 && server.listen.every((l) => LOOPBACK.test(l.address));
}

const rule: Rule = {
  meta: {
    id: 'keepalive-disabled',
    title: 'Keep-alive is off',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'Without keep-alive every request opens a new TCP connection and, over HTTPS, pays a full TLS handshake (two round trips and an RSA/ECDSA signature on the server). A page with thirty assets pays it thirty times.',
      nginx: { bad: 'keepalive_timeout 0;', good: 'keepalive_timeout 65s;' },
      apache: { bad: 'KeepAlive Off', good: 'KeepAlive On\nMaxKeepAliveRequests 100\nKeepAliveTimeout 5' },
    },
  },
  check(model) {
    const seen = new Set<string>();
    const out: RuleFinding[] = [];
    for (const { server, http } of httpLevels(model)) {
      const setting = http.keepalive;
      if (setting.value || setting.defaulted || internalOnly(server)) continue;
      const key = spanKey(setting.at);
      if (seen.has(key)) continue;
      seen.add(key);
      const what = setting.directive ? `\`${setting.directive.name} ${setting.directive.args.map((a) => a.raw).join(' ')}\`` : 'keep-alive is off';
      out.push({
        message: `${what} turns keep-alive off: every request opens a new connection and, over HTTPS, pays a new TLS handshake`,
        location: locationOf(setting.at),
        fix: {
          description: 'keep connections open between requests',
          replacement: inDialect(model.dialect, { nginx: 'keepalive_timeout 65s;', apache: 'KeepAlive On\nMaxKeepAliveRequests 100' }),
        },
      });
    }
    return out;
  },
};

export default rule;
