import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { certPhrase, Findings } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const WEAK_HASHES = new Set(['md2', 'md4', 'md5', 'sha1']);

const rule: Rule = {
  meta: {
    id: 'cert-weak-signature',
    title: 'A served certificate is signed with SHA-1 or MD5',
    severity: 'warning',
    category: 'certificate',
    security: true,
    docs: {
      why: 'A signature over an MD5 or SHA-1 digest can be forged with a chosen-prefix collision (demonstrated for MD5 in 2008, for SHA-1 in 2020), so such a certificate proves little; browsers stopped accepting SHA-1-signed certificates in 2017. Self-signed roots are exempt: clients trust them by identity, not by their own signature.',
      nginx: {
        bad: 'ssl_certificate /etc/ssl/legacy/fullchain.pem;  # sha1WithRSAEncryption',
        good: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # sha256WithRSAEncryption',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/legacy/fullchain.pem',
        good: 'SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    for (const { pair, chain } of servedChains(model)) {
      for (const s of evaluated(chain)) {
        if (s.cert.selfSigned) continue;
        const sig = s.cert.signature;
        if (!sig?.hash || !WEAK_HASHES.has(sig.hash)) continue;
        const ref = refOf(pair, s);
        out.add(ref, {
          message: `${certPhrase(roleOf(chain, s), s.cert.label)} in "${ref.path}" is signed with ${sig.name} (${sig.hash.toUpperCase()}): such signatures can be forged, and browsers reject them`,
          fix: { description: 'reissue the certificate: every public CA signs with SHA-256 or stronger today' },
        });
      }
    }
    return out.list();
  },
};

export default rule;
