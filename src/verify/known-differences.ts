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
  /** nginx: the server is not the default on its address and writes protocols of its own that differ from what it is predicted to get. */
  | 'own-protocols-differ'
  /** The server shares its address with a default server (nginx) or a first vhost (Apache) it is not. */
  | 'not-default-on-address'
  /** An Apache `<VirtualHost _default_:PORT>` comes first on the server's port, and the server is another. */
  | 'after-default-vhost'
  /** The server's OpenSSL configuration commands set Options with ServerPreference. */
  | 'server-preference-option'
  /** httpd refused a key under the security level ("ee key too small"). */
  | 'key-too-small';

const HANDSHAKE: readonly PropertyId[] = ['protocols', 'suites', 'suite-order', 'tls13-suites', 'tls13-order', 'groups', 'chain', 'ocsp-staple', 'resumption-id', 'resumption-ticket', 'alpn-h2', 'hsts', 'keepalive', 'cache-control'];

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
    id: 'nginx-protocols-after-sni-switch',
    properties: ['protocols', 'tls13-suites', 'tls13-order', 'groups', 'resumption-ticket'],
    dialect: 'nginx',
    when: 'own-protocols-differ',
    issue: '#36 item 16',
    reason: "nginx picks the version with the default server's protocols, then applies the server's own options after the SNI switch: a protocol the default server enables and this one does not fails for its name (TLS 1.3 most often); the model gives it the default server's protocols",
  },
  {
    id: 'apache-handshake-check-on-first-vhost',
    properties: HANDSHAKE,
    dialect: 'apache',
    when: 'initial-context-check',
    issue: '#36 item 16',
    reason: "OpenSSL checks that a cipher serves the top protocol before the SNI switch, with the first vhost's protocol range and cipher list (a first vhost that takes no handshake takes none for any name); the model checks each vhost's own",
  },
  {
    id: 'server-preference-options',
    properties: ['suite-order', 'tls13-order'],
    dialect: 'apache',
    when: 'server-preference-option',
    issue: '#36 item 18',
    reason: 'SSLOpenSSLConfCmd Options -ServerPreference overrides SSLHonorCipherOrder on (OpenSSL applies them in order, the last wins); the model reads SSLHonorCipherOrder alone',
  },
  {
    id: 'server-preference-options-nginx',
    properties: ['suite-order', 'tls13-order'],
    dialect: 'nginx',
    when: 'server-preference-option',
    issue: '#36 item 18',
    reason: 'ssl_conf_command Options -ServerPreference overrides ssl_prefer_server_ciphers on (OpenSSL applies them in order, the last wins); the model reads ssl_prefer_server_ciphers alone',
  },
  {
    id: 'apache-default-vhost-first',
    properties: ['protocols', 'suites', 'suite-order', 'tls13-suites', 'tls13-order'],
    dialect: 'apache',
    when: 'after-default-vhost',
    issue: '#36 item 17',
    reason: 'a <VirtualHost _default_:443> placed first is the base vhost whose SSLProtocol a name vhost without its own gets; the model skips it',
  },
  {
    id: 'nginx-settings-follow-default-server',
    properties: ['groups', 'tls13-suites', 'tls13-order', 'resumption-id', 'resumption-ticket'],
    dialect: 'nginx',
    when: 'not-default-on-address',
    issue: '#36 item 16',
    reason: "after the SNI switch nginx swaps the certificate and a few options only: the key-exchange groups, the TLS 1.3 suites and their order, session tickets and the session cache stay the default server's; the model gives the server its own",
  },
  {
    id: 'apache-settings-follow-first-vhost',
    properties: ['groups', 'tls13-suites', 'tls13-order', 'resumption-id', 'resumption-ticket'],
    dialect: 'apache',
    when: 'not-default-on-address',
    issue: '#36 item 16',
    reason: "after the SNI switch httpd keeps the first vhost's SSLOpenSSLConfCmd Groups and SSLSessionTickets (and TLS 1.3 suites); the model gives the vhost its own",
  },
  {
    id: 'apache-key-under-security-level',
    properties: ['starts'],
    dialect: 'apache',
    when: 'key-too-small',
    issue: '#36 item 19',
    reason: 'httpd will not start with a key under the security level (AH02562 \u2026 ee key too small: RSA-1024 at level 2) though `apache2 -t` says Syntax OK; the model does not predict it yet',
  },
];
