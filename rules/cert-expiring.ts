import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { certPhrase, days, Findings, utc, wholeDays } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const DAY = 24 * 60 * 60 * 1000;

const rule: Rule = {
  meta: {
    id: 'cert-expiring',
    title: 'A served certificate expires soon',
    severity: 'warning',
    category: 'certificate',
    security: false,
    docs: {
      why: 'A certificate that expires within the threshold (30 days by default, `--expiring-days`) is an outage on a known date. Automated renewal (certbot, acme.sh) renews 30 days ahead, so a certificate this close to its end usually means renewal is failing, or the server was never reloaded after it succeeded.',
      nginx: {
        bad: 'ssl_certificate /etc/ssl/manual/example.com.pem;  # expires in 12 days',
        good: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # renewed automatically',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/manual/example.com.pem',
        good: 'SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
    },
  },
  check(model, context) {
    const out = new Findings();
    const now = context.now.getTime();
    const horizon = now + context.expiringDays * DAY;
    for (const { pair, chain } of servedChains(model)) {
      for (const s of evaluated(chain)) {
        const notAfter = s.cert.notAfter;
        // Inclusive: a certificate with exactly N days left expires within N days.
        if (!notAfter || notAfter.getTime() < now || notAfter.getTime() > horizon) continue;
        if (s.cert.notBefore && s.cert.notBefore.getTime() > now) continue; // cert-expired's case
        const ref = refOf(pair, s);
        const role = roleOf(chain, s);
        const left = wholeDays(context.now, notAfter);
        out.add(ref, {
          message: `${certPhrase(role, s.cert.label)} in "${ref.path}" expires on ${utc(notAfter)}, ${left === 0 ? 'within a day' : `in ${days(left)}`} (warning threshold: ${days(context.expiringDays)})`,
          fix: {
            description:
              role === 'leaf'
                ? 'renew it now (e.g. `certbot renew`) and reload the server; check why automatic renewal did not'
                : 'fetch the current intermediate from your CA (a fresh full chain) and reload the server',
          },
        });
      }
    }
    return out.list();
  },
};

export default rule;
