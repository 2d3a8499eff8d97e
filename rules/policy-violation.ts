import type { Rule } from '../src/rule.js';
import { evaluatePolicies } from '../src/rules-support/policy-evaluate.js';

const rule: Rule = {
  meta: {
    id: 'policy-violation',
    title: 'A server breaks a clause of a compliance policy',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Runs only with `--policy NAME|FILE` (or the config key `policies`). Each clause of a published guideline (Mozilla, NIST SP 800-52r2, BSI TR-02102-2, NCSC-NL, PCI DSS 4.0) or of your own policy file is judged on the effective settings, with cipher strings expanded exactly as OpenSSL does for each generation checked, and the server defaults of the assumed version. The message names the policy, the clause and what is wrong, at the directive responsible. Clauses that a document recommends without requiring report as warning or info and do not fail the policy. See docs/policies.md.',
      nginx: {
        bad: '# ssllint --policy nist-800-52r2\nssl_protocols TLSv1.2;\nssl_ciphers AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256;',
        good: '# ssllint --policy nist-800-52r2\nssl_protocols TLSv1.2 TLSv1.3;\nssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384;\nssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384;',
      },
      apache: {
        bad: '# ssllint --policy nist-800-52r2\nSSLProtocol -all +TLSv1.2\nSSLCipherSuite AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256',
        good: '# ssllint --policy nist-800-52r2\nSSLProtocol -all +TLSv1.2 +TLSv1.3\nSSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384\nSSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384',
      },
      references: ['https://csrc.nist.gov/pubs/sp/800/52/r2/final', 'https://ssl-config.mozilla.org/guidelines/latest.json'],
    },
  },
  check: (model, context) => (context.policies?.length ? evaluatePolicies(model, context).findings : []),
};

export default rule;
