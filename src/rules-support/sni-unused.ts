// The lines a server writes that its handshakes never use: on an address it shares, nginx's
// default server and Apache's base vhost decide these for every name (TlsSettings.unusedBySni,
// docs/semantics-nginx.md and semantics-apache.md, "SNI"). Said once per line, at the line.
import type { Model, Setting, UnusedBySni } from '../model/types.js';
import type { RuleFinding } from '../rule.js';
import { locationOf, spanKey, tlsServers } from './helpers.js';

const WHAT: Record<Exclude<keyof UnusedBySni, 'owner' | 'address' | 'sessionTicketKeys'>, string> = {
  protocols: 'the protocol versions',
  tls13Ciphers: 'the TLS 1.3 suites',
  preferServerCiphers: 'the server cipher preference (on)',
  curves: 'the key-exchange groups',
  sessionCache: 'the session cache',
  sessionTickets: 'session tickets (off)',
};

/** Releases from which the setting follows the name (the switch in the ClientHello callback). */
const FOLLOWS_FROM: Partial<Record<keyof typeof WHAT, { nginx: string; apache: string }>> = {
  protocols: { nginx: 'nginx 1.29.2 with OpenSSL 1.1.1 or later', apache: 'httpd 2.4.42 with OpenSSL 1.1.1 or later' },
  tls13Ciphers: { nginx: 'nginx 1.29.2 with OpenSSL 1.1.1 or later', apache: 'httpd 2.4.42' },
  sessionTickets: { nginx: 'nginx 1.29.2 with OpenSSL 1.1.1 or later', apache: '' },
};

export function sniUnusedFindings(model: Model): RuleFinding[] {
  const out: RuleFinding[] = [];
  const seen = new Set<string>();
  const server = model.dialect === 'nginx' ? `nginx ${model.serverVersion}` : `httpd ${model.serverVersion}`;
  for (const s of tlsServers(model)) {
    const unused = s.tls.unusedBySni;
    if (!unused) continue;
    // The related location says where; the message names it and the file only by its last part.
    const at = unused.owner.at;
    const owner = `${unused.owner.name ? `${unused.owner.name}, ` : ''}line ${at.line}${at.file === s.at.file ? '' : ` of ${at.file.slice(at.file.lastIndexOf('/') + 1)}`}`;
    const first = model.dialect === 'nginx' ? `its default server (${owner})` : `the first <VirtualHost> declared on it (${owner})`;
    const say = (setting: Setting<unknown> | undefined, what: string, since: string | undefined): void => {
      // Only a line written in this server: an inherited one is used by the servers it reaches.
      if (!setting || setting.defaulted || setting.inherited) return;
      const key = spanKey(setting.at);
      if (seen.has(key)) return;
      seen.add(key);
      out.push({
        severity: 'info',
        message: `this line is not used: on ${unused.address}, ${server} takes ${what} for every name from ${first}${since ? `; each name's own applies from ${since}` : ''}`,
        location: locationOf(setting.at),
        related: [locationOf(unused.owner.at)],
        fix: { description: `set it in ${model.dialect === 'nginx' ? 'the default server' : 'the first <VirtualHost>'} (or once for all of them), or give this server an address of its own` },
      });
    };
    for (const key of Object.keys(WHAT) as (keyof typeof WHAT)[]) {
      const since = FOLLOWS_FROM[key]?.[model.dialect];
      say(unused[key], WHAT[key], since || undefined);
    }
    for (const ref of unused.sessionTicketKeys ?? []) {
      if (ref.inherited) continue;
      say({ value: ref.path, at: ref.at, inherited: false, defaulted: false }, 'the session ticket keys', undefined);
    }
  }
  return out;
}
