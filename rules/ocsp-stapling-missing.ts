import { byServer, servedChains, type ServedChain } from '../src/certs/audit.js';
import type { Server } from '../src/model/types.js';
import type { Rule } from '../src/rule.js';
import { absence, distinctSettings, inDialect, locationOf } from '../src/rules-support/helpers.js';
import { letsEncryptPath } from '../src/rules-support/ocsp.js';
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
      why: 'Without stapling, a client that checks revocation asks the CA\'s OCSP responder itself: an extra DNS lookup and round trip on the first visit, and a privacy leak. The server can fetch the response once and send it in the handshake. A certificate that names no OCSP responder has nothing to staple (Let\'s Encrypt\'s, since 2025): the rule stays quiet for a server whose certificates all name none, as read from the files, or, when a file cannot be read, for certbot\'s /etc/letsencrypt paths.',
      nginx: { bad: 'ssl_certificate /etc/ssl/site/fullchain.pem;', good: 'ssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate /etc/ssl/site/chain.pem;\nresolver 127.0.0.53;' },
      apache: { bad: 'SSLUseStapling off', good: 'SSLUseStapling on\nSSLStaplingCache "shmcb:logs/ssl_stapling(32768)"' },
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

/** False only when every certificate the server serves is known to name no OCSP responder. */
function couldStaple(server: Server, chains: ServedChain[] | undefined): boolean {
  const certificates = server.tls?.certificates ?? [];
  if (certificates.length === 0) return true;
  return certificates.some((ref) => {
    const served = chains?.find((c) => c.pair.cert === ref);
    if (served) return served.chain.leaf.cert.ocspResponders.length > 0;
    return !letsEncryptPath(ref);
  });
}

export default rule;
