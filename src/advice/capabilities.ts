// What a server release linked against an OpenSSL release can be told. Every threshold is the
// first release whose changelog or documentation has the feature; a directive the server does
// not know stops it from starting, so the advice leaves such lines out and says why.
import { atLeast, type OpenSslTarget, type Version } from './versions.js';

export type ServerKind = 'nginx' | 'apache';

export interface Capabilities {
  /** TLS 1.3 can be enabled (server knows the keyword, OpenSSL >= 1.1.1). */
  tls13: boolean;
  /** The TLS 1.3 suite order can be set (nginx ssl_conf_command Ciphersuites, Apache SSLCipherSuite TLSv1.3). */
  tls13Suites: boolean;
  /** OpenSSL configuration commands can be passed (nginx ssl_conf_command, Apache SSLOpenSSLConfCmd). */
  confCmd: boolean;
  /** SSL_OP_PRIORITIZE_CHACHA exists and can be set. */
  prioritizeChaCha: boolean;
  /** A list of key-exchange groups can be set (else a single curve, or nothing). */
  curveList: boolean;
  /** A single curve can be set (nginx before 1.11.0). */
  singleCurve: boolean;
  x25519: boolean;
  /** OpenSSL 3.5's hybrid post-quantum group. */
  mlkem: boolean;
  /** Session tickets can be switched off. */
  sessionTicketsDirective: boolean;
  /** nginx rotates ticket keys itself when a shared session cache is configured. */
  ticketKeyRotation: boolean;
  stapling: boolean;
  http2: 'http2-directive' | 'listen-parameter' | 'protocols' | 'none';
  /** nginx add_header ... always (headers on error responses too). */
  headerAlways: boolean;
  /** `@SECLEVEL=n` is understood in a cipher string. */
  seclevel: boolean;
  /** Apache picks DH parameters to match the key; nginx needs ssl_dhparam. */
  autoDh: boolean;
}

export function capabilities(server: ServerKind, v: Version, openssl: OpenSslTarget): Capabilities {
  const o = openssl.version;
  const ossl111 = atLeast(o, '1.1.1');
  const ossl110 = atLeast(o, '1.1.0');
  const common = {
    x25519: ossl110,
    mlkem: atLeast(o, '3.5.0'),
    seclevel: ossl110,
  };
  if (server === 'nginx') {
    const confCmd = atLeast(v, '1.19.4') && atLeast(o, '1.0.2');
    return {
      ...common,
      tls13: atLeast(v, '1.13.0') && ossl111,
      tls13Suites: atLeast(v, '1.13.0') && ossl111 && confCmd,
      confCmd,
      prioritizeChaCha: confCmd && ossl111,
      curveList: atLeast(v, '1.11.0') && atLeast(o, '1.0.2'),
      singleCurve: atLeast(v, '1.1.0'),
      sessionTicketsDirective: atLeast(v, '1.5.9'),
      ticketKeyRotation: atLeast(v, '1.23.2'),
      stapling: atLeast(v, '1.3.7'),
      http2: atLeast(v, '1.25.1') ? 'http2-directive' : atLeast(v, '1.9.5') ? 'listen-parameter' : 'none',
      headerAlways: atLeast(v, '1.7.5'),
      autoDh: false,
    };
  }
  const confCmd = atLeast(v, '2.4.8') && atLeast(o, '1.0.2');
  // SSLSessionTickets: 2.4.11, backported to 2.2.30.
  const tickets = atLeast(v, '2.4.11') || (atLeast(v, '2.2.30') && !atLeast(v, '2.3.0'));
  return {
    ...common,
    tls13: atLeast(v, '2.4.36') && ossl111,
    tls13Suites: atLeast(v, '2.4.36') && ossl111,
    confCmd,
    prioritizeChaCha: confCmd && ossl111,
    curveList: confCmd,
    singleCurve: false,
    sessionTicketsDirective: tickets,
    ticketKeyRotation: false,
    stapling: atLeast(v, '2.3.3'),
    http2: atLeast(v, '2.4.17') ? 'protocols' : 'none',
    headerAlways: true,
    autoDh: atLeast(v, '2.4.7'),
  };
}
