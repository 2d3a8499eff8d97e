import { certCacheFor } from '../src/certs/cache.js';
import { isStaticPath } from '../src/certs/served.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { inDialect, locationOf } from '../src/rules-support/helpers.js';

const CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';
const ANY_USE = '2.5.29.37.0';

const rule: Rule = {
  meta: {
    id: 'cert-client-auth-missing',
    title: 'An upstream client certificate cannot authenticate a client',
    severity: 'error',
    category: 'certificate',
    security: false,
    docs: {
      why: "The certificate a server presents to its upstreams (nginx `proxy_ssl_certificate`, `grpc_ssl_certificate`, `uwsgi_ssl_certificate`; Apache `SSLProxyMachineCertificateFile`) authenticates it as a TLS client, which needs the clientAuth extended key usage: an upstream that checks client certificates (nginx `ssl_verify_client`, Apache `SSLVerifyClient`, any OpenSSL-based server) refuses one whose extended key usage names only serverAuth, and every request to it fails. Public CAs stopped issuing clientAuth in 2026, when the Chrome Root Program required server and client authentication to come from separate hierarchies (by June 2026): Let's Encrypt's default profile dropped it on 2026-02-11 and its last clientAuth profile closed on 2026-05-13. So a renewed public certificate reused as the client certificate breaks mutual TLS at its next renewal. Issue client certificates from a private CA made for it.",
      nginx: {
        bad: 'proxy_ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # serverAuth only since 2026',
        good: 'proxy_ssl_certificate /etc/nginx/upstream-client/cert.pem;  # private CA, clientAuth',
      },
      apache: {
        bad: 'SSLProxyMachineCertificateFile /etc/letsencrypt/live/example.com/combined.pem',
        good: 'SSLProxyMachineCertificateFile /etc/apache2/upstream-client/cert-and-key.pem',
      },
      references: ['https://letsencrypt.org/2025/05/14/ending-tls-client-authentication/', 'https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.12'],
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    const cache = certCacheFor(model);
    for (const ref of model.clientCertificates ?? []) {
      if (!isStaticPath(ref)) continue;
      const loaded = cache.load(ref.resolved);
      // The first certificate is the one presented (Apache: each one with its key; each is judged).
      const certs = !loaded.ok ? [] : model.dialect === 'nginx' ? loaded.file.certs.slice(0, 1) : loaded.file.certs.filter((c) => !c.isCa);
      for (const cert of certs) {
        const usages = cert.extendedKeyUsage;
        // No extendedKeyUsage extension: any use (RFC 5280 section 4.2.1.12).
        if (!usages || usages.includes(CLIENT_AUTH) || usages.includes(ANY_USE)) continue;
        out.push({
          message: `"${ref.path}" holds the certificate "${cert.label}", whose extended key usage does not include clientAuth (${usages.map(name).join(', ')}): an upstream that verifies client certificates refuses it, and every request to it fails. Public CAs stopped issuing clientAuth in 2026`,
          location: locationOf(ref.at),
          fix: {
            description: `present a certificate with the clientAuth extended key usage, issued by a private CA the upstream trusts (${inDialect(model.dialect, { nginx: 'proxy_ssl_certificate', apache: 'SSLProxyMachineCertificateFile' })})`,
          },
        });
      }
    }
    return out;
  },
};

const NAMES: Record<string, string> = { '1.3.6.1.5.5.7.3.1': 'serverAuth', '1.3.6.1.5.5.7.3.2': 'clientAuth', '1.3.6.1.5.5.7.3.3': 'codeSigning', '1.3.6.1.5.5.7.3.4': 'emailProtection' };

function name(oid: string): string {
  return NAMES[oid] ?? oid;
}

export default rule;
