import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { certPhrase, days, Findings, utc, wholeDays } from '../src/certs/report.js';
import type { Rule } from '../src/rule.js';

const rule: Rule = {
  meta: {
    id: 'cert-expired',
    title: 'A served certificate is expired or not yet valid',
    severity: 'error',
    category: 'certificate',
    security: true,
    docs: {
      why: 'Every client refuses a certificate outside its validity period, so the site is down for all of them. A not-yet-valid certificate usually means the file was swapped in before its start date or the clock of the machine that issued it was wrong. Intermediates expire too (and the server sends them): a stale intermediate in a bundle breaks the chain while the leaf is still fine.',
      nginx: {
        bad: 'ssl_certificate /etc/ssl/old/fullchain.pem;  # notAfter passed',
        good: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # renewed',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/old/fullchain.pem',
        good: 'SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
    },
  },
  check(model, context) {
    const out = new Findings();
    const now = context.now;
    for (const { pair, chain } of servedChains(model)) {
      for (const s of evaluated(chain)) {
        const { notBefore, notAfter } = s.cert;
        const ref = refOf(pair, s);
        const role = roleOf(chain, s);
        const what = `${certPhrase(role, s.cert.label)} in "${ref.path}"`;
        const fix = {
          description:
            role === 'leaf'
              ? 'renew the certificate (e.g. `certbot renew`, or your CA) and reload the server'
              : 'replace the intermediate with the current one your CA publishes (download the fresh full chain) and reload the server',
        };
        if (notAfter && notAfter.getTime() < now.getTime()) {
          out.add(ref, { message: `${what} expired on ${utc(notAfter)} (${days(wholeDays(notAfter, now))} ago): every client rejects it`, fix });
        } else if (notBefore && notBefore.getTime() > now.getTime()) {
          const wait = wholeDays(now, notBefore);
          out.add(ref, {
            message: `${what} is not valid before ${utc(notBefore)} (${wait === 0 ? 'later today' : `in ${days(wait)}`}): every client rejects it until then`,
            fix: { description: 'serve the certificate that is valid now; check the clock of the machine that issued this one' },
          });
        }
      }
    }
    return out.list();
  },
};

export default rule;
