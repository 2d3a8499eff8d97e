import type { Model, Server, Setting, TlsSettings } from '../src/model/types.js';
import { atLeast, parseVersion } from '../src/model/version.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { optionsLineFix } from '../src/rules-support/conf-options.js';
import { absence, inDialect, judged, locationOf, serverLabel, tlsServers } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'session-ticket-key-rotation',
    title: 'Session tickets are encrypted with one key for the server\'s lifetime',
    severity: 'warning',
    category: 'protocol',
    security: true,
    // A server whose keys are its default server's is said with that server's finding.
    acrossServers: true,
    docs: {
      why: 'A session ticket holds the session\'s keys, encrypted with the server\'s ticket key. Whoever obtains that key (a memory dump, a leaked key file) decrypts every recorded connection resumed with a ticket it encrypted, so it must change often: with one key for the server\'s lifetime, resumed sessions lose forward secrecy. nginx before 1.23.2 never changes the key it makes at start-up; from 1.23.2 it rotates keys itself, but only when `ssl_session_cache` uses shared memory (CHANGES 1.23.2: "TLS session tickets encryption keys are now automatically rotated when using shared memory in the ssl_session_cache directive"). httpd makes one key at start-up and keeps it until a restart (CHANGES 2.4.11, SSLSessionTickets: "No other key recreation mechanism is available currently"), and a key read from `ssl_session_ticket_key` / `SSLSessionTicketKeyFile` lasts as long as the file: one such file is reported as info (rotate it and reload), two or more nginx key files are taken for a rotation scheme. An nginx server with only TLS 1.3 on gets info at most: TLS 1.3 resumption makes a fresh (EC)DHE exchange (psk_dhe_ke; the OpenSSL server allows PSK-only resumption only under SSL_OP_ALLOW_NO_DHE_KEX, which nginx does not set), so a stolen ticket key exposes no resumed traffic beyond 0-RTT early data. SSLSessionTickets exists from httpd 2.4.12 (2.4.11 was not released); before, tickets cannot be switched off in mod_ssl.',
      nginx: { bad: 'ssl_session_tickets on;  # nginx < 1.23.2, or no shared session cache', good: 'ssl_session_cache shared:SSL:10m;  # nginx >= 1.23.2 rotates ticket keys\n# or: ssl_session_tickets off;' },
      apache: { bad: 'SSLSessionTickets on', good: 'SSLSessionTickets off' },
      references: ['https://nginx.org/en/CHANGES (1.23.2)', 'https://github.com/apache/httpd/blob/2.4.x/CHANGES (2.4.11, SSLSessionTickets)', 'https://www.imperialviolet.org/2013/06/27/botchingpfs.html'],
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    const seen = new Set<string>();
    const version = parseVersion(model.serverVersion);
    const nginxRotates = model.dialect === 'nginx' && (!version || atLeast(version, '1.23.2'));
    // A server whose ticket keys and cache are its default server's (TlsSettings.unusedBySni)
    // has that server's finding: judged after the others, and only when none shares its cache.
    const servers = [...tlsServers(model)].sort((a, b) => Number(a.tls.unusedBySni !== undefined) - Number(b.tls.unusedBySni !== undefined));
    const reportedCaches = new Set<Setting<unknown>>();
    for (const server of servers) {
      const tls = server.tls;
      const tickets = tls.sessionTickets;
      if (!tickets.value || !judged(server, tickets)) continue;
      if (tls.unusedBySni && reportedCaches.has(tls.sessionCache)) continue;
      const finding = judge(model, server, tls, tickets, nginxRotates, version !== undefined && atLeast(version, '2.4.12'));
      if (!finding) continue;
      reportedCaches.add(tls.sessionCache);
      const { file, line, column } = finding.location;
      const key = `${file}\0${line}\0${column}\0${finding.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(finding);
    }
    return out;
  },
};

function judge(model: Model, server: Server, tls: TlsSettings, tickets: Setting<boolean>, nginxRotates: boolean, ticketsDirective: boolean): RuleFinding | undefined {
  // Tickets an `Options SessionTicket` line turns on are turned off in that line (it overrides the directive).
  const off = optionsLineFix(model.dialect, tickets, 'sessionticket', false) ?? inDialect(model.dialect, { nginx: 'ssl_session_tickets off;', apache: 'SSLSessionTickets off' });
  const keys = tls.sessionTicketKeys;
  if (keys.length > 1) return undefined;
  if (keys.length === 1) {
    return {
      severity: 'info',
      message: `session tickets are encrypted with the one key in "${keys[0].path}": unless that file is replaced and the server reloaded often (daily), resumed sessions lose forward secrecy`,
      location: locationOf(keys[0].at),
      fix: { description: 'rotate the key file (nginx: list the new key first and keep the previous one) and reload, or switch tickets off', replacement: off },
    };
  }
  if (model.dialect === 'nginx') {
    const cache = tls.sessionCache;
    if (nginxRotates && cache.value.kind === 'shared') return undefined;
    // Tickets on by default and a cache the outer scope may share: in a fragment, not seen.
    const { severity: absent, note } = absence(model, tickets.defaulted ? tickets : cache);
    // TLS 1.3 resumes with psk_dhe_ke: OpenSSL's server takes a PSK without a fresh (EC)DHE
    // only under SSL_OP_ALLOW_NO_DHE_KEX, which nginx never sets, so a stolen ticket key does
    // not decrypt resumed traffic (0-RTT data aside). Mozilla's modern profile leaves tickets on.
    const tls13Only = tls.protocols.value.length > 0 && tls.protocols.value.every((p) => p === 'TLSv1.3');
    const severity = tls13Only ? 'info' : absent;
    const only13 = tls13Only
      ? `; only TLS 1.3 is on, where a resumption still makes a fresh (EC)DHE key exchange (psk_dhe_ke), so a stolen ticket key exposes ${tls.earlyData.value ? 'only the 0-RTT early data (ssl_early_data is on)' : 'no resumed traffic'}`
      : '';
    // On an address it shares, the keys and the cache are the default server's (TlsSettings.unusedBySni).
    const owner = tls.unusedBySni?.sessionCache || tls.unusedBySni?.sessionTicketKeys ? tls.unusedBySni.owner : undefined;
    const holder = owner ? `the default server whose keys and cache its handshakes use${owner.name ? ` (${owner.name})` : ''}` : serverLabel(server);
    const why = nginxRotates
      ? `nginx rotates ticket keys only with a shared ssl_session_cache, and ${holder} has ${cache.value.kind === 'none' || cache.value.kind === 'off' ? 'none' : `a ${cache.value.kind} one`}`
      : `nginx ${model.serverVersion} never rotates the ticket key it makes at start-up (automatic rotation came with 1.23.2)`;
    return {
      severity,
      message: tls13Only
        ? `session tickets are on and ${why}: one key encrypts every ticket until nginx restarts${only13}${note}`
        : `session tickets are on and ${why}: one key encrypts every ticket until nginx restarts, so resumed sessions lose forward secrecy${note}`,
      location: locationOf(tickets.at),
      ...(owner ? { related: [locationOf(owner.at)] } : {}),
      fix: nginxRotates
        ? owner
          ? { description: `use a shared session cache in the default server${owner.name ? ` (${owner.name})` : ''} (nginx then rotates ticket keys), or switch tickets off there` }
          : { description: 'use a shared session cache (nginx then rotates ticket keys), or switch tickets off', replacement: 'ssl_session_cache shared:SSL:10m;' }
        : { description: 'switch tickets off (or upgrade to nginx 1.23.2+ with a shared session cache)', replacement: off },
    };
  }
  const { severity, note } = absence(model, tickets);
  return {
    severity,
    message: `session tickets are on: httpd encrypts every ticket with one key made at start-up until it restarts, so resumed sessions lose forward secrecy${note}`,
    location: locationOf(tickets.at),
    fix: ticketsDirective
      ? { description: 'switch tickets off (the session cache still resumes sessions)', replacement: off }
      : { description: `mod_ssl before 2.4.12 cannot switch tickets off: restart httpd daily, or upgrade and set SSLSessionTickets off` },
  };
}

export default rule;
