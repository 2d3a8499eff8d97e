import { evaluated, refOf, servedChains } from '../src/certs/audit.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { inDialect, locationOf } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'ocsp-must-staple',
    title: 'An OCSP Must-Staple certificate is served without a staple',
    severity: 'error',
    category: 'certificate',
    security: false,
    docs: {
      why: 'A certificate with the TLS Feature extension `status_request` ("OCSP Must-Staple", RFC 7633) promises that every handshake carries a stapled OCSP response; a client that honours it (Firefox) refuses the connection when none comes. No response can come when the certificate names no OCSP responder, which is what a CA without OCSP issues: Let\'s Encrypt refused Must-Staple requests from 2025-05-07 (and from new accounts since 2025-01-30), removed OCSP URLs from its certificates that day and switched its responders off on 2025-08-06. None comes either while stapling is switched off. Other clients ignore the extension, so the site looks fine in most browsers and fails in Firefox.',
      nginx: {
        bad: 'ssl_certificate /etc/ssl/example.com/must-staple.pem;  # TLS Feature status_request, no OCSP responder',
        good: 'ssl_certificate /etc/ssl/example.com/fullchain.pem;  # issued without Must-Staple',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/example.com/must-staple.pem',
        good: 'SSLCertificateFile /etc/ssl/example.com/fullchain.pem',
      },
      references: ['https://www.rfc-editor.org/rfc/rfc7633', 'https://letsencrypt.org/2024/12/05/ending-ocsp/', 'https://letsencrypt.org/2025/08/06/ocsp-service-has-reached-end-of-life/'],
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    const seen = new Set<string>();
    for (const { pair, chain } of servedChains(model)) {
      const leaf = chain.leaf;
      if (!evaluated(chain).includes(leaf) || !leaf.cert.mustStaple) continue;
      const tls = pair.server.tls;
      const ref = refOf(pair, leaf);
      const key = `${ref.at.file}\0${ref.at.line}\0${ref.at.column}`;
      if (seen.has(key)) continue;
      const what = `"${ref.path}" carries OCSP Must-Staple (TLS Feature status_request)`;
      const firefox = 'Firefox, which honours it, refuses every connection without a stapled response';
      if (leaf.cert.ocspResponders.length === 0 && !tls.staplingResponder && !tls.staplingFile) {
        seen.add(key);
        out.push({
          message: `${what} but names no OCSP responder, so nothing can ever be stapled: ${firefox} (its CA runs no OCSP; Let's Encrypt has refused Must-Staple since 2025-05-07)`,
          location: locationOf(ref.at),
          fix: { description: 'have the certificate reissued without Must-Staple (drop `--must-staple` / the OCSP Must-Staple option from the ACME client or the CSR) and serve that one' },
        });
      } else if (!tls.stapling.value) {
        seen.add(key);
        out.push({
          message: `${what} and stapling is off: ${firefox}`,
          location: locationOf(ref.at),
          fix: {
            description: 'switch stapling on',
            replacement: inDialect(model.dialect, { nginx: 'ssl_stapling on;', apache: 'SSLUseStapling on' }),
          },
        });
      }
    }
    return out;
  },
};

export default rule;
