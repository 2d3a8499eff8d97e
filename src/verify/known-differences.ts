// Differences between what ssllint predicts and what the real servers do that the project has
// recorded rather than fixed yet, each with its reason. verify reports such a difference as
// `known` (it does not fail the run); docs/verify.md lists them (test/verify-known.test.ts
// keeps the two the same). `when` names a condition known.ts checks on the server; the first
// entry whose property and condition hold names the difference.
import type { PropertyId } from './types.js';

export interface KnownDifference {
  id: string;
  properties: readonly PropertyId[];
  dialect: 'nginx' | 'apache';
  when: KnownCondition;
  /** Where it is tracked (`#36 item 16`). */
  issue: string;
  reason: string;
}

export type KnownCondition =
  /**
   * The server is not the default on its address, and OpenSSL's check that the cipher list
   * serves the top protocol (src/audit/negotiable.ts takesHandshakes) passes for one of it and
   * the default server but not for the other: the check runs on the default server's context.
   */
  | 'initial-context-check'
  /**
   * nginx: the server is not the default on its address, writes TLS 1.3 suites of its own
   * (ssl_conf_command Ciphersuites) other than the ones it is predicted to get (the default
   * server's), and the groups it gets lack X25519, the key share a client (verify's too) sends
   * first: the server answers with a HelloRetryRequest.
   */
  | 'own-tls13-suites-after-retry';

const HANDSHAKE: readonly PropertyId[] = ['protocols', 'suites', 'suite-order', 'tls13-suites', 'tls13-order', 'groups', 'chain', 'ocsp-staple', 'resumption-id', 'resumption-ticket', 'alpn-h2', 'hsts', 'keepalive', 'cache-control'];

// Items 16-19 of #36 recorded here before the model learnt them (the default server's and the
// base vhost's settings, Options -ServerPreference, a key under the security level) are gone:
// test/verify-corpus/ holds each case, and they agree.
export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: 'nginx-handshake-check-on-default-server',
    properties: HANDSHAKE,
    dialect: 'nginx',
    when: 'initial-context-check',
    issue: '#36 item 16',
    reason: "OpenSSL checks that a cipher serves the top protocol before the SNI switch, with the default server's protocols and cipher list; the model checks each server's own",
  },
  {
    id: 'nginx-tls13-suite-after-hello-retry',
    properties: ['protocols', 'tls13-suites', 'tls13-order', 'groups', 'resumption-ticket'],
    dialect: 'nginx',
    when: 'own-tls13-suites-after-retry',
    issue: '#36 item 16',
    reason: "nginx < 1.29.2 picks the TLS 1.3 suite from the default server's list before the SNI switch; when the default server's groups lack the client's key share (X25519) it asks for another with a HelloRetryRequest, and the second ClientHello is held to the named server's own suites (ssl_conf_command Ciphersuites): a suite that list lacks fails the handshake (nginx 1.22.1, OpenSSL 3.0.19; test/verify-corpus/nginx/tls13-suite-after-sni-switch.conf); the model gives the name the default server's suites",
  },
  {
    id: 'apache-handshake-check-on-first-vhost',
    properties: HANDSHAKE,
    dialect: 'apache',
    when: 'initial-context-check',
    issue: '#36 item 16',
    reason: "OpenSSL checks that a cipher serves the top protocol before the SNI switch, with the first vhost's protocol range and cipher list (a first vhost that takes no handshake takes none for any name); the model checks each vhost's own",
  },
];
