import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { DAY } from '../src/certs/lifetime.js';
import { certPhrase, days, Findings, utc, wholeDays } from '../src/certs/report.js';
import type { Severity } from '../src/findings.js';
import type { Rule } from '../src/rule.js';

/** Under this much time left a certificate is an error whatever its lifetime (with --expiring-days, and for intermediates). */
const LAST_DAYS = 3;
/** The fixed horizon for intermediates: their lifetime is the CA's business, not the operator's. */
const INTERMEDIATE_DAYS = 30;

const rule: Rule = {
  meta: {
    id: 'cert-expiring',
    title: 'A served certificate expires soon',
    severity: 'warning',
    category: 'certificate',
    security: false,
    docs: {
      why: "A certificate close to its end is an outage on a known date. How close is close depends on how long it lives: certbot and Let's Encrypt's renewal information (ARI) renew when a third of a certificate's lifetime is left (30 days of a 90-day certificate, 2 of a 6-day one), so a leaf with less than a third left is a warning (renewal has not happened, or the server was not reloaded after it), and one with less than a sixth left an error (renewal has been failing for half its window). Lifetimes are shrinking: CA/Browser Forum ballot SC-081 caps them at 200 days from 2026-03-15, 100 from 2027-03-15 and 47 from 2029-03-15, Let's Encrypt offers 6-day certificates, so a fixed 30 days would call a 45-day certificate expiring for two thirds of its life. `--expiring-days N` (config `expiringDays`) replaces the lifetime rule with a fixed horizon: a warning within N days, an error within 3. Intermediates the server sends are judged by a fixed 30 days and 3 days: the CA replaces them, the operator fetches the new chain.",
      nginx: {
        bad: 'ssl_certificate /etc/ssl/manual/example.com.pem;  # 90-day certificate, 12 days left',
        good: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # renewed automatically',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/manual/example.com.pem',
        good: 'SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
      references: ['https://letsencrypt.org/docs/integration-guide/#when-to-renew', 'https://cabforum.org/2025/04/11/ballot-sc081v3-introduce-schedule-of-reducing-validity-and-data-reuse-periods/'],
    },
  },
  check(model, context) {
    const out = new Findings();
    const now = context.now.getTime();
    for (const { pair, chain } of servedChains(model)) {
      for (const s of evaluated(chain)) {
        const { notBefore, notAfter } = s.cert;
        // Expired or not valid yet: cert-expired's case.
        if (!notAfter || notAfter.getTime() < now || (notBefore && notBefore.getTime() > now)) continue;
        const role = roleOf(chain, s);
        const left = notAfter.getTime() - now;
        const verdict = judge(left, role === 'leaf' && notBefore ? notAfter.getTime() - notBefore.getTime() : undefined, context.expiringDays);
        if (!verdict) continue;
        const ref = refOf(pair, s);
        const whole = wholeDays(context.now, notAfter);
        out.add(ref, {
          // A warning is the rule's own severity (which a user may change); only the error is set here.
          ...(verdict.severity === 'error' ? { severity: 'error' as const } : {}),
          message: `${certPhrase(role, s.cert.label)} in "${ref.path}" expires on ${utc(notAfter)}, ${whole === 0 ? 'within a day' : `in ${days(whole)}`} (${verdict.why})`,
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

/**
 * `lifetime` (ms) only for a leaf judged by its own lifetime. Thresholds are inclusive at the
 * day's grain of the message: a certificate with exactly N days left expires within N days.
 */
function judge(left: number, lifetime: number | undefined, fixedDays: number | undefined): { severity: Severity; why: string } | undefined {
  if (fixedDays === undefined && lifetime !== undefined && lifetime > 0) {
    const life = days(Math.round(lifetime / DAY));
    if (left <= lifetime / 6) return { severity: 'error', why: `less than a sixth of its ${life} lifetime is left: renewal at a third has been failing` };
    if (left <= lifetime / 3) return { severity: 'warning', why: `less than a third of its ${life} lifetime is left, when certbot and ACME renewal information renew` };
    return undefined;
  }
  const horizon = fixedDays ?? INTERMEDIATE_DAYS;
  if (left <= Math.min(LAST_DAYS, horizon) * DAY) return { severity: 'error', why: `under ${days(LAST_DAYS)} left` };
  if (left <= horizon * DAY) return { severity: 'warning', why: `warning threshold: ${days(horizon)}` };
  return undefined;
}

export default rule;
