// The decisions in Apache httpd's (mod_ssl) syntax for the server version at hand.
import type { Protocol } from '../model/types.js';
import type { Decisions } from './decide.js';
import type { AdviceLine, RenderPaths } from './lines.js';
import { atLeast } from './versions.js';

export function quoteApache(value: string): string {
  return /^[^\s"'\\]+$/.test(value) ? value : `"${value.replace(/(["\\])/g, '\\$1')}"`;
}

export function apacheProtocolValue(protocols: readonly Protocol[]): string {
  return ['-all', ...protocols.map((p) => `+${p}`)].join(' ');
}

export function apacheCipherDirective(cipherString: string): string {
  return `SSLCipherSuite ${quoteApache(cipherString)}`;
}

export function apachePreferDirective(on: boolean): string {
  return `SSLHonorCipherOrder ${on ? 'on' : 'off'}`;
}

export function renderApache(d: Decisions, paths: RenderPaths): AdviceLine[] {
  const c = d.caps;
  const out: AdviceLine[] = [];
  const global = (directive: string, reason: string) => out.push({ context: 'global', directive, reason });
  const vhost = (directive: string, reason: string) => out.push({ context: 'vhost', directive, reason });

  // mod_ssl accepts these only in the main server config.
  global('SSLSessionCache "shmcb:logs/ssl_scache(512000)"', 'one cache for all children (path relative to ServerRoot): a resumed session skips the signature and key exchange');
  global('SSLSessionCacheTimeout 86400', 'clients come back within a day; the default 300 s forces a full handshake');
  const stapling = c.stapling && d.profile.ocspStaple && paths.ocspResponder === true;
  if (stapling) global('SSLStaplingCache "shmcb:logs/ssl_stapling(32768)"', 'OCSP responses are cached here between handshakes');

  vhost('SSLEngine on', 'TLS for this virtual host');
  if (atLeast(d.serverVersion, '2.4.8')) {
    vhost(`SSLCertificateFile ${quoteApache(paths.certificate)}`, 'leaf first, then the intermediates (one file since Apache 2.4.8); not the root');
  } else {
    vhost(`SSLCertificateFile ${quoteApache(paths.certificate)}`, 'the leaf certificate alone');
    vhost(`SSLCertificateChainFile ${quoteApache(paths.chain)}`, 'the intermediates, in their own file before Apache 2.4.8; not the root');
  }
  vhost(`SSLCertificateKeyFile ${quoteApache(paths.key)}`, 'the key of that leaf');
  if (c.http2 === 'protocols') vhost('Protocols h2 http/1.1', 'HTTP/2 (mod_http2): many requests share one connection and so one handshake');
  vhost(`SSLProtocol ${apacheProtocolValue(d.protocols.value)}`, d.protocols.reason);
  if (d.cipherString) vhost(apacheCipherDirective(d.cipherString), `${d.tls12.reason}; explicit names keep this exact order`);
  if (d.tls13.value.length > 0 && c.tls13Suites) vhost(`SSLCipherSuite TLSv1.3 ${d.tls13.value.join(':')}`, `TLS 1.3, ${d.tls13.reason}`);
  vhost(apachePreferDirective(d.preferServerCiphers.value), d.preferServerCiphers.reason);
  if (d.prioritizeChaCha.value) vhost('SSLOpenSSLConfCmd Options PrioritizeChaCha', d.prioritizeChaCha.reason);
  if (d.curves.value.length > 0) vhost(`SSLOpenSSLConfCmd Curves ${d.curves.value.join(':')}`, d.curves.reason);
  if (c.sessionTicketsDirective) vhost(`SSLSessionTickets ${d.sessionTickets.value ? 'on' : 'off'}`, d.sessionTickets.reason);
  if (stapling) vhost('SSLUseStapling on', "the server sends its certificate's OCSP status, sparing the client a lookup (only where the CA still runs OCSP)");
  vhost(
    `Header always set Strict-Transport-Security "max-age=${d.profile.hstsMaxAge}; includeSubDomains"`,
    'HSTS for two years (mod_headers): browsers stop trying plain HTTP (drop includeSubDomains if a subdomain is still HTTP-only)',
  );
  return out;
}

/** What Apache needs for DHE that is not a directive. */
export function apacheDhNote(d: Decisions): string | undefined {
  if (!d.dhParamBits) return undefined;
  if (d.caps.autoDh) return `Apache picks DH parameters to match the key size (2.4.7+): a 2048-bit RSA key gives ${d.dhParamBits}-bit DHE.`;
  return `Append ${d.dhParamBits}-bit DH parameters (openssl genpkey -genparam -algorithm DH -pkeyopt group:ffdhe${d.dhParamBits}) to the SSLCertificateFile: this Apache does not pick them itself.`;
}
