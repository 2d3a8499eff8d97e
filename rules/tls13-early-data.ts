import type { HttpSettings, Scope, Server } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { distinctSettings, locationOf, sendsResponses } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'tls13-early-data',
    title: 'TLS 1.3 early data (0-RTT) is accepted',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: 'With `ssl_early_data on` nginx accepts requests sent in the client\'s first flight (TLS 1.3 0-RTT). That data has no replay protection: an attacker who records it can send it again, and a non-idempotent request (a payment, a POST) runs twice (RFC 8446 section 8, RFC 8470). The risk is acceptable only when something refuses such requests (HTTP 425 Too Early, after which the client sends them again once the handshake is done): the configuration itself, with `if ($ssl_early_data) { return 425; }` at server level or in the locations that hand requests on (the condition may read a `map` made from `$ssl_early_data`, such as one that picks out POST and PUT), which the rule accepts as answering 0-RTT; or the application, when every location that hands requests to an upstream passes `$ssl_early_data` on (`proxy_set_header Early-Data $ssl_early_data;`, or the grpc_set_header / fastcgi_param / uwsgi_param / scgi_param equivalent), where the rule drops to info. Apache httpd\'s mod_ssl never reads early data (it does not call OpenSSL\'s SSL_read_early_data, so OpenSSL rejects 0-RTT and the client resends after the handshake): the rule does not apply to Apache.',
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
    const out: RuleFinding[] = [];
    for (const { setting, servers } of on) {
      const answering = servers.filter(sendsResponses);
      // Every 0-RTT request is answered 425 before it reaches anything that could act on it.
      if (answering.length > 0 && answering.every((s) => s.scopes.some(isGuard))) continue;
      const all = answering.flatMap((s) => upstreamsOf(s.http, s.scopes, s.scopes.some(isGuard)));
      const passes = all.filter((u) => !u.guarded).map((u) => u.upstream);
      if (all.length > 0 && passes.length === 0) continue;
      const untold = passes.filter((u) => !u.earlyDataTold);
      if (passes.length > 0 && untold.length === 0) {
        out.push({
          severity: 'info',
          message: 'ssl_early_data on accepts TLS 1.3 0-RTT requests, which can be replayed; every upstream is told through $ssl_early_data, so the application must answer 425 Too Early to unsafe ones',
          location: locationOf(setting.at),
        });
        continue;
      }
      const why = passes.length === 0 ? 'no upstream is told (no location passes $ssl_early_data on)' : `${untold.length} of ${passes.length} upstream passes do not pass $ssl_early_data on`;
      out.push({
        message: `ssl_early_data on accepts TLS 1.3 0-RTT requests, which an attacker can replay, and ${why}: a replayed POST runs twice`,
        location: locationOf(setting.at),
        related: untold.map((u) => locationOf(u.pass.span)),
        fix: { description: 'turn 0-RTT off, answer 0-RTT requests with 425 (`if ($ssl_early_data) { return 425; }`), or tell the upstream so that it can refuse replayable requests', replacement: 'ssl_early_data off;' },
      });
    }
    return out;
  },
};

type Upstream = NonNullable<HttpSettings['upstream']>;

/** `if (<reads $ssl_early_data>) { return 425; }`: 0-RTT requests are answered Too Early there. */
function isGuard(scope: Scope): boolean {
  return scope.kind === 'if' && scope.readsEarlyData === true && scope.http.answer?.status === 425;
}

/**
 * The upstream passes of a level and the blocks in it, each marked when a guard answers 0-RTT
 * first: one at server level (the server's rewrite phase runs for every request) or one in the
 * block itself. The rewrite module's directives are not inherited, so a guard in an outer
 * location does not run for a request a nested location takes.
 */
function upstreamsOf(http: HttpSettings, scopes: readonly Scope[], serverGuard: boolean): { upstream: Upstream; guarded: boolean }[] {
  const guarded = serverGuard || scopes.some(isGuard);
  const out: { upstream: Upstream; guarded: boolean }[] = http.upstream ? [{ upstream: http.upstream, guarded }] : [];
  for (const s of scopes) out.push(...upstreamsOf(s.http, s.scopes, serverGuard));
  return out;
}

export default rule;
