// `SSLCipherSuite` in a <Directory>/<Location>/<Files> section asks mod_ssl to renegotiate
// when a request reaches it (ssl_hook_Access). TLS 1.3 has no renegotiation: such a request is
// served with the suite already agreed (live: a client on TLS 1.3 gets 200 without the
// section's suite). Over TLS 1.2 a client that lacks every suite the section names fails the
// renegotiation (live: handshake failure).
import type { Server } from '../model/types.js';
import type { ValidityProblem } from '../validity/types.js';
import type { ApacheSection } from './walk.js';

export function directoryCipherProblems(sections: readonly ApacheSection[], server: Server, out: ValidityProblem[]): void {
  if (!server.tls) return;
  const tls13 = server.tls.protocols.value.includes('TLSv1.3');
  const visit = (list: readonly ApacheSection[]): void => {
    for (const s of list) {
      for (const d of s.own) {
        if (d.name.toLowerCase() !== 'sslciphersuite' || d.args.length !== 1) continue;
        out.push({
          ruleId: 'directive-context',
          severity: tls13 ? 'warning' : 'info',
          message: tls13
            ? 'SSLCipherSuite in a section is not enforced over TLS 1.3, which this server enables: mod_ssl cannot renegotiate TLS 1.3, so requests here are served with the suite the connection already has; over TLS 1.2 a client without these suites fails the renegotiation'
            : 'SSLCipherSuite in a section makes httpd renegotiate for requests here: a client without these suites fails the renegotiation (handshake failure)',
          span: d.span,
        });
      }
      visit(s.sections);
    }
  };
  visit(sections);
}
