import { byServer, servedChains } from '../src/certs/audit.js';
import { isEllipticSignature, isRsa } from '../src/certs/key-shape.js';
import { directiveName, Findings, withArticle, YOU_MAKE } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-slow-key',
    title: 'The certificate key makes every handshake expensive',
    severity: 'info',
    category: 'certificate',
    security: false,
    docs: {
      why: 'In every full handshake the server signs with its certificate key. An RSA-4096 signature costs several times an RSA-2048 one and many times an ECDSA P-256 one, so a busy server spends its CPU on handshakes and each new connection waits longer, for a margin over RSA-2048 that no current attack needs. Serving an ECDSA P-256 certificate beside the RSA one lets modern clients take the cheap path; the rule stays quiet when the server already does.',
      nginx: {
        bad: 'ssl_certificate     /etc/ssl/rsa4096/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa4096/privkey.pem;',
        good: 'ssl_certificate     /etc/ssl/rsa4096/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa4096/privkey.pem;\nssl_certificate     /etc/ssl/ecdsa/fullchain.pem;\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;',
      },
      apache: {
        bad: 'SSLCertificateFile    /etc/ssl/rsa4096/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa4096/privkey.pem',
        good: 'SSLCertificateFile    /etc/ssl/rsa4096/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa4096/privkey.pem\nSSLCertificateFile    /etc/ssl/ecdsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    const chains = servedChains(model);
    const perServer = byServer(chains);
    for (const { pair, chain } of chains) {
      const key = chain.leaf.cert.key;
      if (!isRsa(key) || key.bits === undefined || key.bits < 4096) continue;
      const hasElliptic = perServer.get(pair.server)!.some((c) => isEllipticSignature(c.chain.leaf.cert.key));
      if (hasElliptic) continue;
      const dialect = pair.server.dialect;
      out.add(pair.cert, {
        message: `the leaf certificate "${chain.leaf.cert.label}" in "${pair.cert.path}" has ${withArticle(chain.leaf.cert.keyDescription)} key: every full handshake costs the server several times the CPU of RSA-2048 and many times that of ECDSA P-256`,
        fix: {
          description: `${YOU_MAKE}: an ECDSA P-256 key and a certificate for it, served beside this one with a second ${directiveName(dialect, 'certificate')} and ${directiveName(dialect, 'key')} pair (modern clients pick it; old ones keep the RSA certificate); or reissue with RSA-2048`,
        },
      });
    }
    return out.list();
  },
};

export default rule;
