import type { Model, Setting } from '../src/model/types.js';
import { atLeast, parseVersion } from '../src/text/version.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { absence, httpLevels, inDialect, locationOf, spanKey } from '../src/rules-support/helpers.js';

/**
 * The fewest requests per connection worth allowing. nginx 1.19.7 made keepalive_requests
 * limit HTTP/2 connections too (CHANGES 1.19.7: http2_max_requests "removed, the
 * keepalive_timeout and keepalive_requests directives should be used instead"), where
 * http2_max_requests had allowed 1000 and one page load sends hundreds of requests over a
 * single connection; 1.19.10 raised the default to 1000 for that reason (CHANGES 1.19.10,
 * trac ticket 2155), and gixy-ng's low_keepalive_requests asks for at least 1000 too. Before
 * 1.19.7 the limit was HTTP/1.x only, where nginx's own default, 100, was the norm. httpd's
 * MaxKeepAliveRequests counts HTTP/1.1 requests only (mod_http2 does not read it): its
 * default, 100, is the floor there.
 */
function threshold(model: Model): number {
  if (model.dialect === 'apache') return 100;
  const version = parseVersion(model.serverVersion);
  return version && !atLeast(version, '1.19.7') ? 100 : 1000;
}

const rule: Rule = {
  meta: {
    id: 'keepalive-requests-low',
    title: 'Connections are closed after few requests',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'When a connection has served `keepalive_requests` (nginx) or `MaxKeepAliveRequests` (Apache) requests the server closes it, and the client opens a new one, paying a new TCP and TLS handshake; a browser that sent more requests on an HTTP/2 connection has to retry them. Since nginx 1.19.7 the limit covers HTTP/2 connections, where a page sends hundreds of requests over one connection: nginx raised its default from 100 to 1000 in 1.19.10, and the rule asks for at least 1000 (gixy-ng\'s threshold too), or 100 before 1.19.7. Apache\'s limit covers HTTP/1.1 only and the rule asks for at least its default, 100 (0 means unlimited; 1 turns keep-alive off, which keepalive-disabled reports).',
      nginx: { bad: 'keepalive_requests 100;', good: 'keepalive_requests 1000;' },
      apache: { bad: 'MaxKeepAliveRequests 20', good: 'MaxKeepAliveRequests 500' },
      references: ['https://nginx.org/en/CHANGES (1.19.7, 1.19.10)', 'https://trac.nginx.org/nginx/ticket/2155', 'https://httpd.apache.org/docs/2.4/mod/core.html#maxkeepaliverequests'],
    },
  },
  check(model) {
    const min = threshold(model);
    const seen = new Set<string>();
    const out: RuleFinding[] = [];
    for (const { server, scope, http } of httpLevels(model)) {
      const setting = http.keepaliveRequests;
      // 0 and 1 switch keep-alive off (keepalive-disabled says so); so does a zero timeout.
      if (!setting || !http.keepalive.value || setting.value <= 1 || setting.value >= min || Number.isNaN(setting.value)) continue;
      // A default is judged once, on the server that would hold the directive.
      if (setting.defaulted && (scope || server.kind !== 'virtual')) continue;
      const key = spanKey(setting.at);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(finding(model, setting, min));
    }
    return out;
  },
};

function finding(model: Model, setting: Setting<number>, min: number): RuleFinding {
  const { severity, note } = absence(model, setting);
  const what = setting.defaulted
    ? `nginx ${model.serverVersion}'s default keepalive_requests (${setting.value})`
    : `\`${setting.directive?.name ?? 'keepalive_requests'} ${setting.value}\``;
  return {
    severity,
    message: `${what} closes each connection after ${setting.value} requests, under ${min}: clients reconnect and pay a new TLS handshake${note}`,
    location: locationOf(setting.at),
    fix: {
      description: `allow at least ${min} requests per connection`,
      replacement: inDialect(model.dialect, { nginx: 'keepalive_requests 1000;', apache: 'MaxKeepAliveRequests 500' }),
    },
  };
}

export default rule;
