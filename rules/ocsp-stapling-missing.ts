import { byServer, servedChains, type ServedChain } from '../src/certs/audit.js';
import type { Server } from '../src/model/types.js';
import type { Rule } from '../src/rule.js';
import { absence, distinctSettings, inDialect, locationOf } from '../src/rules-support/helpers.js';
import { resolverLine, withResolver } from '../src/rules-support/resolver.js';
import type { Fix } from '../src/findings.js';


const rule: Rule = {
  meta: {
    id: 'ocsp-stapling-missing',
    title: 'OCSP stapling is off',
    severity: 'info',
    category: 'performance',
    security: false,
    docs: {
      why: 'Without stapling, a client that checks revocation asks the CA\'s OCSP responder itself: an extra DNS lookup and round trip on the first visit, and a privacy leak. The server can fetch the response once and send it in the handshake. Only a certificate that names an OCSP responder (its Authority Information Access extension) has anything to staple, and since 2025 many do not: Let\'s Encrypt removed the OCSP URL from its certificates on 2025-05-07 and switched its responders off on 2025-08-06, and Mozilla\'s configuration generator stopped emitting stapling by default in March 2025. So the rule speaks only for a server whose certificate, read from its file, names a responder; where the certificate cannot be read it says nothing about stapling.',
      nginx: { bad: 'ssl_certificate /etc/ssl/site/fullchain.pem;', good: 'ssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate /etc/ssl/site/chain.pem;\nresolver 127.0.0.53;' },
      apache: { bad: 'SSLUseStapling off', good: 'SSLUseStapling on\nSSLStaplingCache "shmcb:logs/ssl_stapling(32768)"' },
      references: [
        'https://letsencrypt.org/2024/12/05/ending-ocsp/',
        'https://letsencrypt.org/2025/08/06/ocsp-service-has-reached-end-of-life/',
        'https://github.com/mozilla/ssl-config-generator/commit/b24cf3a89be6ff3ccbe0125395d7bf16e50b9b5a',
      ],
    },
  },
  check(model, context) {
    const off = distinctSettings(model, (tls) => tls.stapling).filter(({ setting }) => !setting.value);
    if (off.length === 0) return [];
    const chains = byServer(servedChains(model));
    return off
      .filter(({ servers }) => servers.some((server) => couldStaple(server, chains.get(server))))
      .map(({ setting, servers }) => {
        const { severity, note } = absence(model, setting);
        // nginx staples well only with a resolver (ocsp-stapling-unusable): the fix brings one
        // where a server of a whole tree has none; a snippet's outer scope may hold it.
        const needsResolver = model.dialect === 'nginx' && !model.fragment && servers.some((s) => !s.tls?.resolver);
        const lineFor = needsResolver ? resolverLine(context) : undefined;
        const resolver = lineFor ? `\n${lineFor.line}` : '';
        // httpd refuses SSLUseStapling without an SSLStaplingCache, which only the server config
        // takes (outside every VirtualHost, where this finding is): said, not written, when a
        // whole tree has none.
        const noCache = model.dialect === 'apache' && !model.fragment && servers.some((s) => !s.tls?.staplingCache);
        const fix: Fix = noCache
          ? { description: 'staple the OCSP response: SSLUseStapling on, with an SSLStaplingCache in the server config (outside every VirtualHost), e.g. SSLStaplingCache "shmcb:logs/ssl_stapling(32768)": httpd refuses SSLUseStapling without one' }
          : {
              description: 'staple the OCSP response',
              replacement: inDialect(model.dialect, { nginx: `ssl_stapling on;\nssl_stapling_verify on;${resolver}`, apache: 'SSLUseStapling on' }),
            };
        return {
          severity,
          message: `OCSP stapling is off: clients that check revocation contact the CA themselves, an extra round trip${note}`,
          location: locationOf(setting.at),
          fix: lineFor ? withResolver(fix, lineFor) : fix,
        };
      });
  },
};

/** True only when a certificate the server serves, read from its file, names an OCSP responder. */
function couldStaple(server: Server, chains: ServedChain[] | undefined): boolean {
  return (server.tls?.certificates ?? []).some((ref) => chains?.find((c) => c.pair.cert === ref)?.chain.leaf.cert.ocspResponders.length);
}

export default rule;
