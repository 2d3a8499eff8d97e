import type { Rule, RuleFinding } from '../src/rule.js';
import type { Server, TlsSettings } from '../src/model/types.js';
import { locationOf, serverLabel, tlsServers } from '../src/rules-support/helpers.js';

/** Whether a session resumed from one server still satisfies the other's protocols and ciphers. */
function sameOffer(a: TlsSettings, b: TlsSettings): boolean {
  return a.ciphers.value === b.ciphers.value && (a.tls13Ciphers.value ?? '') === (b.tls13Ciphers.value ?? '') && sameList(a.protocols.value, b.protocols.value);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The TLS addresses a server listens on and its shared session cache, each once, in that order. */
function groupKeys(server: Server, cacheKeys: Map<string, string>): string[] {
  // A plain array: a server has a key or three, and a Set per server cost more than the test.
  const keys: string[] = [];
  for (const l of server.listen) {
    if (!l.ssl) continue;
    const key = `${l.address}:${l.port}`;
    if (!keys.includes(key)) keys.push(key);
  }
  const cache = server.tls!.sessionCache.value;
  if (cache.kind === 'shared' && cache.spec) {
    let key = cacheKeys.get(cache.spec);
    if (key === undefined) cacheKeys.set(cache.spec, (key = `cache ${cache.spec}`));
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

const rule: Rule = {
  meta: {
    id: 'session-resumption-inconsistent',
    title: 'Servers sharing an address or session cache offer different TLS settings',
    severity: 'warning',
    category: 'performance',
    security: true,
    acrossServers: true,
    docs: {
      why: 'A session negotiated with one server block (or one machine behind a load balancer) can be resumed on another that shares the address or the session cache. The resumed session keeps the cipher and protocol of the first, even where the second would never have chosen them, so the weaker settings win, and mismatched settings cause resumption misses that cost full handshakes. Not said for Apache: mod_ssl gives each <VirtualHost> its own session id context, so OpenSSL never resumes a session of one vhost on another (from the cache or a ticket), whatever they share.',
      nginx: {
        bad: 'server { listen 443 ssl; server_name a.example; ssl_ciphers ECDHE+AESGCM; }\nserver { listen 443 ssl; server_name b.example; ssl_ciphers HIGH:!aNULL; }',
        good: 'http {\n    ssl_ciphers ECDHE+AESGCM;   # one policy for every server on :443\n    server { listen 443 ssl; server_name a.example; }\n    server { listen 443 ssl; server_name b.example; }\n}',
      },
    },
  },
  check(model) {
    // mod_ssl ties each session to its <VirtualHost> (SSL_set_session_id_context with the MD5
    // of the vhost id, in ssl_init_ssl_connection and again in ssl_find_vhost after SNI): a
    // session of one vhost is a full handshake on another (live: test/apache-live-semantics).
    if (model.dialect === 'apache') return [];
    const groups = new Map<string, Server[]>();
    const cacheKeys = new Map<string, string>();
    for (const server of tlsServers(model)) {
      for (const key of groupKeys(server, cacheKeys)) {
        const group = groups.get(key);
        if (group) group.push(server);
        else groups.set(key, [server]);
      }
    }
    const out: RuleFinding[] = [];
    const reported = new Set<Server>();
    for (const [key, servers] of groups) {
      if (servers.length < 2) continue;
      const first = servers[0];
      for (let i = 1; i < servers.length; i++) {
        const server = servers[i];
        if (reported.has(server) || sameOffer(server.tls!, first.tls!)) continue;
        reported.add(server);
        const differs = server.tls!.ciphers.value !== first.tls!.ciphers.value ? server.tls!.ciphers : !sameList(server.tls!.protocols.value, first.tls!.protocols.value) ? server.tls!.protocols : server.tls!.tls13Ciphers;
        const shared = key.startsWith('cache ') ? `session cache ${key.slice(6)}` : `address ${key}`;
        out.push({
          message: `${serverLabel(server)} shares ${shared} with ${serverLabel(first)} but offers different protocols or ciphers: a session resumed across them keeps the other server's choice`,
          location: locationOf(differs.defaulted ? server.at : differs.at),
          related: [locationOf(first.at)],
          fix: { description: `give every server on ${shared} the same protocols and ciphers, set once in the enclosing scope` },
        });
      }
    }
    return out;
  },
};

export default rule;
