import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { weakness } from '../src/certs/key-shape.js';
import { certPhrase, directive, Findings, sibling, withArticle } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-weak-key',
    title: 'A served certificate has a weak key',
    severity: 'error',
    category: 'certificate',
    security: true,
    docs: {
      why: 'An RSA key under 2048 bits (or an elliptic-curve key under 256 bits) can be broken with enough computing power, after which anyone can impersonate the server. Public CAs stopped issuing them long ago, browsers reject them, and OpenSSL refuses them at security level 2 (the Debian and Ubuntu default), so such a server may also fail for ordinary clients. Checked for the leaf and every intermediate the server sends.',
      nginx: {
        bad: 'ssl_certificate     /etc/ssl/rsa1024/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa1024/privkey.pem;',
        good: 'ssl_certificate     /etc/ssl/ecdsa/fullchain.pem;  # ECDSA P-256\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;',
      },
      apache: {
        bad: 'SSLCertificateFile    /etc/ssl/rsa1024/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa1024/privkey.pem',
        good: 'SSLCertificateFile    /etc/ssl/ecdsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    for (const { pair, chain } of servedChains(model)) {
      const dialect = pair.server.dialect;
      for (const s of evaluated(chain)) {
        const why = weakness(s.cert.key);
        if (!why) continue;
        const ref = refOf(pair, s);
        const role = roleOf(chain, s);
        out.add(ref, {
          message: `${certPhrase(role, s.cert.label)} in "${ref.path}" has ${withArticle(s.cert.keyDescription)} key: ${why}`,
          fix:
            role === 'leaf'
              ? {
                  description: 'reissue the certificate with an ECDSA P-256 key (or RSA-2048 or larger) and point the server at the new files',
                  replacement: [
                    directive(dialect, 'certificate', sibling(pair.cert.path, 'fullchain-ecdsa.pem')),
                    directive(dialect, 'key', sibling(pair.cert.path, 'privkey-ecdsa.pem')),
                  ].join('\n'),
                }
              : { description: 'serve the chain your CA currently issues: its intermediates have keys of 2048 bits or more' },
        });
      }
    }
    return out.list();
  },
};

export default rule;
