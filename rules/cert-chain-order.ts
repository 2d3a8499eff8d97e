import { refOf, servedChains } from '../src/certs/audit.js';
import { MAX_SERVED_CERTS, type Served } from '../src/certs/chain.js';
import { Findings, locationOf } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-chain-order',
    title: 'The certificates in the chain file are out of order',
    severity: 'error',
    category: 'certificate',
    security: false,
    docs: {
      why: 'The server sends the file as written, and TLS 1.2 requires the leaf first, then the certificate that issued it, and so on (TLS 1.3 tolerates disorder, many clients do not). Both nginx and Apache take the first certificate of the file as the server\'s own: with the intermediate first they fail to start ("key values mismatch") or serve the intermediate as the site certificate. A sent certificate that certifies nothing in the chain (a leftover, or an Apache `SSLCertificateChainFile` meant for another certificate) is reported too.',
      nginx: {
        bad: '# fullchain.pem holds: intermediate, then leaf\nssl_certificate /etc/ssl/example.com/fullchain.pem;',
        good: '# fullchain.pem holds: leaf, then intermediate\nssl_certificate /etc/ssl/example.com/fullchain.pem;',
      },
      apache: {
        bad: '# fullchain.pem holds: intermediate, then leaf\nSSLCertificateFile /etc/ssl/example.com/fullchain.pem',
        good: '# fullchain.pem holds: leaf, then intermediate\nSSLCertificateFile /etc/ssl/example.com/fullchain.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    for (const { pair, chain } of servedChains(model)) {
      if (chain.notChecked) {
        const total = chain.served.length + chain.notChecked;
        out.add(pair.cert, {
          message: `with "${pair.cert.path}" the server sends ${total} certificates, more than any client takes (OpenSSL refuses a certificate list over 100 kB): ssllint checks the first ${MAX_SERVED_CERTS} and not the ${chain.notChecked} after them`,
          fix: { description: 'send the leaf and its intermediates only (a few certificates), not a bundle of CA certificates' },
          related: pair.chainRefs.length > 0 ? pair.chainRefs.map((r) => locationOf(r.at)) : undefined,
        });
      }
      if (!chain.expectedOrder && chain.unrelated.length === 0) continue;
      const files = new Set(chain.served.map((s) => s.path));
      const name = (s: Served): string => `#${s.position} "${s.cert.label}"${files.size > 1 ? ` (from "${refOf(pair, s).path}")` : ''}`;
      const parts: string[] = [];
      if (chain.expectedOrder) {
        parts.push(
          `the certificates in "${pair.cert.path}" are not in leaf → issuer order: the server sends ${chain.served.map(name).join(', ')}; clients expect ${chain.expectedOrder.map(name).join(' → ')}`,
        );
        if (chain.served[0] !== chain.leaf) {
          parts.push(`the server takes the first certificate ("${chain.served[0].cert.label}") as its own, so it fails to start with a key mismatch or presents the wrong certificate`);
        }
      }
      const stray = chain.unrelated.map(name).join(', ');
      parts.push(
        chain.unrelated.length === 0
          ? ''
          : `${chain.expectedOrder ? '' : `with "${pair.cert.path}" the server also sends `}${stray}, which certif${chain.unrelated.length === 1 ? 'ies' : 'y'} nothing in the chain of "${chain.leaf.cert.label}"`,
      );
      out.add(pair.cert, {
        message: parts.filter((p) => p !== '').join('; '),
        fix: {
          description: `send the leaf first, then each issuer: ${chain.path.map((s) => `"${s.cert.label}"`).join(', ')}${chain.unrelated.length > 0 ? `, and nothing else (remove ${chain.unrelated.map((s) => `"${s.cert.label}"`).join(', ')})` : ''}`,
        },
        related: pair.chainRefs.length > 0 ? pair.chainRefs.map((r) => locationOf(r.at)) : undefined,
      });
    }
    return out.list();
  },
};

export default rule;
