import { refOf, servedChains } from '../src/certs/audit.js';
import { DAY, maximumValidity, validityMs } from '../src/certs/lifetime.js';
import { certPhrase, days, Findings } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-long-lived',
    title: 'A leaf certificate lives longer than a public CA may issue',
    severity: 'info',
    category: 'certificate',
    security: false,
    docs: {
      why: "Publicly trusted CAs may issue a TLS server certificate for at most 398 days, and CA/Browser Forum ballot SC-081 (2025) shortens that step by step: 200 days for certificates issued from 2026-03-15, 100 from 2027-03-15, 47 from 2029-03-15 (Baseline Requirements section 6.3.2, counting notBefore through notAfter inclusive). A leaf that lives longer than the limit of its issue date comes from a private CA (an internal service, a test), which is fine where every client trusts that CA, or was misissued, and clients may refuse it. The rule says which; suppress it for a private CA's certificates. A self-signed certificate is not judged.",
      nginx: {
        bad: 'ssl_certificate /etc/ssl/internal/app.pem;  # issued 2026-04-01, valid for 3 years',
        good: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # 90 days',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/internal/app.pem',
        good: 'SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
      references: ['https://cabforum.org/2025/04/11/ballot-sc081v3-introduce-schedule-of-reducing-validity-and-data-reuse-periods/'],
    },
  },
  check(model) {
    const out = new Findings();
    for (const { pair, chain } of servedChains(model)) {
      const leaf = chain.leaf;
      const validity = validityMs(leaf.cert);
      if (leaf.cert.selfSigned || leaf.cert.isCa || validity === undefined || !leaf.cert.notBefore) continue;
      const limit = maximumValidity(leaf.cert.notBefore);
      if (validity <= limit.days * DAY) continue;
      const ref = refOf(pair, leaf);
      const issued = leaf.cert.notBefore.toISOString().slice(0, 10);
      out.add(ref, {
        message: `${certPhrase('leaf', leaf.cert.label)} in "${ref.path}" is valid for ${days(Math.ceil(validity / DAY))} from ${issued}, longer than the ${days(limit.days)} a publicly trusted certificate issued ${limit.since ? `on or after ${limit.since}` : 'then'} may have (CA/Browser Forum ballot SC-081): a private CA's certificate, or a misissued one`,
        fix: { description: 'for a private CA nothing needs to change (suppress cert-long-lived for it); otherwise replace it with one from a public CA, renewed automatically' },
      });
    }
    return out.list();
  },
};

export default rule;
