import { refOf, servedChains } from '../src/certs/audit.js';
import { Findings } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-chain-root-included',
    title: 'The served chain includes the root certificate',
    severity: 'info',
    category: 'certificate',
    security: false,
    docs: {
      why: 'A client only trusts a root it already holds, so a root sent by the server is never used: it is dead weight in every full handshake (often over a kilobyte, which can push the first flight past the initial congestion window and cost a round trip). Self-signed leaves are not meant here.',
      nginx: {
        bad: '# bundle.pem holds: leaf, intermediate, root\nssl_certificate /etc/ssl/example.com/bundle.pem;',
        good: '# fullchain.pem holds: leaf, intermediate\nssl_certificate /etc/ssl/example.com/fullchain.pem;',
      },
      apache: {
        bad: '# bundle.pem holds: leaf, intermediate, root\nSSLCertificateFile /etc/ssl/example.com/bundle.pem',
        good: '# fullchain.pem holds: leaf, intermediate\nSSLCertificateFile /etc/ssl/example.com/fullchain.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    for (const { pair, chain } of servedChains(model)) {
      for (const root of chain.roots) {
        const ref = refOf(pair, root);
        out.add(ref, {
          message: `"${ref.path}" sends the self-signed root "${root.cert.label}" (certificate #${root.position}): clients use only the roots they already hold, so its ${root.cert.x509.raw.length} bytes are wasted in every full handshake`,
          fix: { description: `remove the root certificate "${root.cert.label}" from the file, keeping the leaf and its intermediate(s)` },
        });
      }
    }
    return out.list();
  },
};

export default rule;
