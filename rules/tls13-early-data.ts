import type { HttpSettings, Model, Server } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { distinctSettings, httpLevels, locationOf } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'tls13-early-data',
    title: 'TLS 1.3 early data (0-RTT) is accepted',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: 'With `ssl_early_data on` nginx accepts requests sent in the client\'s first flight (TLS 1.3 0-RTT). That data has no replay protection: an attacker who records it can send it again, and a non-idempotent request (a payment, a POST) runs twice (RFC 8446 section 8, RFC 8470). The risk is acceptable only when the application can tell such requests apart and refuse them (HTTP 425 Too Early): the rule drops to info when every location that hands requests to an upstream passes `$ssl_early_data` on (`proxy_set_header Early-Data $ssl_early_data;`, or the grpc_set_header / fastcgi_param / uwsgi_param / scgi_param equivalent). Apache httpd\'s mod_ssl never reads early data (it does not call OpenSSL\'s SSL_read_early_data, so OpenSSL rejects 0-RTT and the client resends after the handshake): the rule does not apply to Apache.',
      nginx: {
        bad: 'ssl_early_data on;\nlocation / {\n    proxy_pass http://app;\n}',
        good: 'ssl_early_data on;\nlocation / {\n    proxy_pass http://app;\n    proxy_set_header Early-Data $ssl_early_data;\n}',
      },
      references: ['https://www.rfc-editor.org/rfc/rfc8446#section-8', 'https://www.rfc-editor.org/rfc/rfc8470', 'https://nginx.org/en/docs/http/ngx_http_ssl_module.html#ssl_early_data'],
    },
  },
  check(model) {
    const on = distinctSettings(model, (tls) => (tls.protocols.value.includes('TLSv1.3') ? tls.earlyData : undefined)).filter(({ setting }) => setting.value);
    if (on.length === 0) return [];
    const upstreams = upstreamsByServer(model);
    return on.map(({ setting, servers }): RuleFinding => {
      const passes = servers.flatMap((s) => upstreams.get(s) ?? []);
      const untold = passes.filter((u) => !u.earlyDataTold);
      if (passes.length > 0 && untold.length === 0) {
        return {
          severity: 'info',
          message: 'ssl_early_data on accepts TLS 1.3 0-RTT requests, which can be replayed; every upstream is told through $ssl_early_data, so the application must answer 425 Too Early to unsafe ones',
          location: locationOf(setting.at),
        };
      }
      const why = passes.length === 0 ? 'no upstream is told (no location passes $ssl_early_data on)' : `${untold.length} of ${passes.length} upstream passes do not pass $ssl_early_data on`;
      return {
        message: `ssl_early_data on accepts TLS 1.3 0-RTT requests, which an attacker can replay, and ${why}: a replayed POST runs twice`,
        location: locationOf(setting.at),
        related: untold.map((u) => locationOf(u.pass.span)),
        fix: { description: 'turn 0-RTT off, or tell the upstream so that it can refuse replayable requests', replacement: 'ssl_early_data off;' },
      };
    });
  },
};

function upstreamsByServer(model: Model): Map<Server, NonNullable<HttpSettings['upstream']>[]> {
  const out = new Map<Server, NonNullable<HttpSettings['upstream']>[]>();
  for (const { server, http } of httpLevels(model)) {
    if (!http.upstream) continue;
    const list = out.get(server);
    if (list) list.push(http.upstream);
    else out.set(server, [http.upstream]);
  }
  return out;
}

export default rule;
