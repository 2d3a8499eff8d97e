// The decisions in nginx's syntax for the server version at hand.
import type { Decisions } from './decide.js';
import type { AdviceLine, RenderPaths } from './lines.js';

export function quoteNginx(value: string): string {
  return /^[^\s;{}"'\\$#]+$/.test(value) ? value : `"${value.replace(/(["\\$])/g, '\\$1')}"`;
}

export function nginxCipherDirective(cipherString: string): string {
  return `ssl_ciphers ${quoteNginx(cipherString)};`;
}

export function nginxPreferDirective(on: boolean): string {
  return `ssl_prefer_server_ciphers ${on ? 'on' : 'off'};`;
}

export function renderNginx(d: Decisions, paths: RenderPaths): AdviceLine[] {
  const c = d.caps;
  const out: AdviceLine[] = [];
  const add = (directive: string, reason: string) => out.push({ context: 'server', directive, reason });

  const listenHttp2 = c.http2 === 'listen-parameter' ? ' http2' : '';
  add(`listen 443 ssl${listenHttp2};`, 'TLS on the standard port' + (listenHttp2 ? '; HTTP/2 is a listen parameter before nginx 1.25.1' : ''));
  add(`listen [::]:443 ssl${listenHttp2};`, 'the same on IPv6');
  if (c.http2 === 'http2-directive') add('http2 on;', 'HTTP/2: many requests share one connection and so one handshake');
  add(`ssl_certificate ${quoteNginx(paths.certificate)};`, 'leaf first, then the intermediates; not the root');
  add(`ssl_certificate_key ${quoteNginx(paths.key)};`, 'the key of that leaf');

  add(`ssl_protocols ${d.protocols.value.join(' ')};`, d.protocols.reason);
  if (d.cipherString) add(nginxCipherDirective(d.cipherString), `${d.tls12.reason}; explicit names keep this exact order`);
  if (d.tls13.value.length > 0 && c.tls13Suites) add(`ssl_conf_command Ciphersuites ${d.tls13.value.join(':')};`, `TLS 1.3, ${d.tls13.reason}`);
  add(nginxPreferDirective(d.preferServerCiphers.value), d.preferServerCiphers.reason);
  if (d.prioritizeChaCha.value) add('ssl_conf_command Options PrioritizeChaCha;', d.prioritizeChaCha.reason);
  if (d.curves.value.length > 0) add(`ssl_ecdh_curve ${d.curves.value.join(':')};`, d.curves.reason);
  if (d.dhParamBits) {
    add(
      `ssl_dhparam ${quoteNginx(paths.dhparam)};`,
      `the DHE suites need ${d.dhParamBits}-bit parameters: openssl genpkey -genparam -algorithm DH -pkeyopt group:ffdhe${d.dhParamBits}`,
    );
  }

  add('ssl_session_cache shared:SSL:10m;', 'one cache for all workers, about 40000 sessions: a resumed session skips the signature and key exchange');
  add('ssl_session_timeout 1d;', 'clients come back within a day; the default 5 minutes forces a full handshake');
  if (c.sessionTicketsDirective) add(`ssl_session_tickets ${d.sessionTickets.value ? 'on' : 'off'};`, d.sessionTickets.reason);

  if (c.stapling && d.profile.ocspStaple && paths.ocspResponder) {
    add('ssl_stapling on;', "the server sends its certificate's OCSP status, sparing the client a lookup (only where the CA still runs OCSP)");
    add('ssl_stapling_verify on;', 'check the OCSP response before sending it');
    add(`ssl_trusted_certificate ${quoteNginx(paths.trustedCertificate)};`, 'intermediates and root, to verify the OCSP response');
    add('resolver 127.0.0.1;', "nginx resolves the OCSP responder's name itself: point this at your DNS resolver");
  }
  const hsts = `"max-age=${d.profile.hstsMaxAge}; includeSubDomains"`;
  add(
    `add_header Strict-Transport-Security ${hsts}${c.headerAlways ? ' always' : ''};`,
    'HSTS for two years: browsers stop trying plain HTTP (drop includeSubDomains if a subdomain is still HTTP-only)',
  );
  return out;
}
