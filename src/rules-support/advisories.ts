// The nginx and httpd security advisories since 2024 whose trigger shows in the configuration,
// one entry each: the next advisory is one more entry. Read by rules/known-vulnerability.ts.
//
// Sources, read 2026-12-01:
//  - nginx: xml/en/security_advisories.xml of github.com/nginx/nginx.org (the page
//    nginx.org/en/security_advisories.html; snapshot of 2026-07-21), whose `good` and
//    `vulnerable` attributes are copied here as written; the release dates and the trigger from
//    docs/xml/nginx/changes.xml of github.com/nginx/nginx (the "Security:" entries) and, where
//    CHANGES is terse, the CVE record's description by F5 (the CNA).
//  - httpd: content/security/json/CVE-*.json of github.com/apache/httpd-site (the page
//    httpd.apache.org/security/vulnerabilities_24.html; snapshot of 2026-05-01, through 2.4.66),
//    and for 2.4.67-2.4.71 the "SECURITY:" entries of httpd's CHANGES as Debian's apache2 2.4.71
//    ships it (/usr/share/doc/apache2/changelog.gz).
// Left out (docs/rules/known-vulnerability.md says which and why): advisories whose trigger is a
// crafted request, response or file alone (any configuration is exposed, so a finding would
// fire on every config), those of the mail and stream modules (the model reads http servers),
// and Windows-only ones.

export type Server = 'nginx' | 'httpd';

/** What in a server's configuration exposes it (src/rules-support/advisory-match.ts). */
export type Trigger =
  /** A directive written for the server (its block, or the level it inherits from) whose arguments, joined by spaces, match `args`. */
  | { readonly directive: string; readonly args?: RegExp }
  | { readonly all: readonly Trigger[] }
  | { readonly any: readonly Trigger[] }
  /** A pattern across servers, in code: the names below. */
  | { readonly check: 'nginx-sni-session-reuse' | 'httpd-vhost-client-ca' | 'nginx-overlapping-captures' | 'httpd-http2' };

export interface Advisory {
  readonly cves: readonly string[];
  readonly server: Server;
  /** The advisory's own name for it. */
  readonly title: string;
  /** Releases affected, as nginx's advisories write them: `1.11.4-1.27.3`, `1.25.0-1.25.5, 1.26.0`. */
  readonly vulnerable: string;
  /** Releases fixed: `1.27.4+, 1.26.3+` (1.26.3 and later 1.26.x, 1.27.4 and everything after). */
  readonly good: string;
  readonly trigger: Trigger;
  /** What in the configuration triggers it, for the message. */
  readonly when: string;
  /** The configuration change that avoids it until the upgrade. */
  readonly avoid: string;
  /**
   * The trigger is what the TLS guidelines recommend (HTTP/2, OCSP stapling): the finding is
   * info and its fix the upgrade alone, since the change that avoids it would weaken the server.
   */
  readonly recommended?: true;
  /** Where the facts come from, with the date of the release that fixed it. */
  readonly source: string;
}

const NGINX_ADVISORIES = 'nginx.org security_advisories.xml';
const HTTPD_JSON = (cve: string) => `httpd-site content/security/json/${cve}.json`;
const HTTPD_CHANGES = (release: string) => `httpd CHANGES ${release} (SECURITY)`;

const SSL_UPSTREAM = /^(https|grpcs|suwsgi):\/\//;
const H2_UPSTREAM: Trigger = { any: [{ directive: 'proxy_http_version', args: /^2$/ }, { directive: 'grpc_pass' }] };
// The mod_ssl variables whose value the client chooses: the SNI name and its certificate's
// fields (%{…}x), and the legacy %{subjectdn}c / %{issuerdn}c / %{errstr}c. SSL_PROTOCOL or
// SSL_CIPHER (RHEL's stock ssl_request_log) are the server's own words.
const CLIENT_SSL_VARS = /%[^%\s]*\{(SSL_TLS_SNI|SSL_CLIENT_\w+)\}x|%[^%\s]*\{(subjectdn|issuerdn|errstr)\}c/i;
const QUIC: Trigger = { directive: 'listen', args: /(^|\s)quic(\s|$)/ };
const HTTPD_H2: Trigger = { check: 'httpd-http2' };

export const ADVISORIES: readonly Advisory[] = [
  // ---- nginx ------------------------------------------------------------------------------
  {
    cves: ['CVE-2025-23419'],
    server: 'nginx',
    title: 'SSL session reuse vulnerability: TLS 1.3 session resumption across virtual servers bypasses client certificate verification',
    vulnerable: '1.11.4-1.27.3',
    good: '1.27.4+, 1.26.3+',
    trigger: { check: 'nginx-sni-session-reuse' },
    when: 'a server that verifies client certificates shares its address with other servers, and the address resumes TLS 1.3 sessions',
    avoid: 'give the servers that verify client certificates an address:port of their own, or turn session resumption off on the default server of the address (ssl_session_tickets off; ssl_session_cache off;)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.27.4 and 1.26.3 (2025-02-05): "insufficient check in virtual servers handling with TLSv1.3 SNI allowed to reuse SSL sessions in a different virtual server, to bypass client SSL certificates verification"; the fix, commit 46b9f5d3 (ngx_http_ssl_servername), checks it for every server with ssl_verify_client set`,
  },
  {
    cves: ['CVE-2026-40701'],
    server: 'nginx',
    title: 'resolver use-after-free in OCSP',
    vulnerable: '1.19.0-1.30.0',
    good: '1.31.0+, 1.30.1+',
    trigger: { all: [{ directive: 'ssl_ocsp', args: /^(on|leaf)$/ }, { directive: 'ssl_verify_client', args: /^(on|optional)$/ }, { directive: 'resolver' }] },
    when: 'client certificates are checked with OCSP (ssl_ocsp, ssl_verify_client on|optional) through a resolver',
    avoid: 'check client certificates against a CRL (ssl_crl) instead of OCSP',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.0 and 1.30.1 (2026-05-13): "use-after-free might occur during DNS server response processing if the "ssl_ocsp" directive was used"; CVE record (F5): "when the ssl_verify_client directive is set to "on" or "optional," and the ssl_ocsp directive is set to "on" or the leaf parameters are configured with a resolver"`,
  },
  {
    cves: ['CVE-2026-1642'],
    server: 'nginx',
    title: 'SSL upstream injection',
    vulnerable: '1.3.0-1.29.4',
    good: '1.29.5+, 1.28.2+',
    trigger: { any: [{ directive: 'proxy_pass', args: SSL_UPSTREAM }, { directive: 'grpc_pass', args: SSL_UPSTREAM }, { directive: 'uwsgi_pass', args: SSL_UPSTREAM }] },
    when: 'requests are passed to a TLS backend',
    avoid: 'keep the path to the TLS backend out of reach of an attacker who could inject plain text into it (a private network)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.29.5 and 1.28.2 (2026-02-04): "an attacker might inject plain text data in the response from an SSL backend"`,
  },
  {
    cves: ['CVE-2026-42926'],
    server: 'nginx',
    title: 'HTTP/2 request injection in the ngx_http_proxy_module',
    vulnerable: '1.29.4-1.30.0',
    good: '1.31.0+, 1.30.1+',
    trigger: { all: [{ directive: 'proxy_set_body' }, { directive: 'proxy_http_version', args: /^2$/ }] },
    when: 'proxy_set_body is used with an HTTP/2 backend (proxy_http_version 2)',
    avoid: 'speak HTTP/1.1 to the backend (proxy_http_version 1.1) where proxy_set_body is set',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.0 and 1.30.1 (2026-05-13): "when using the "proxy_set_body" directive, an attacker might inject data in the proxied request to an HTTP/2 backend"`,
  },
  {
    cves: ['CVE-2026-42055'],
    server: 'nginx',
    title: 'Buffer overflow in the ngx_http_proxy_v2_module and ngx_http_grpc_module',
    vulnerable: '1.13.10-1.31.1',
    good: '1.31.2+, 1.30.3+',
    trigger: { all: [{ directive: 'ignore_invalid_headers', args: /^off$/ }, H2_UPSTREAM] },
    when: 'ignore_invalid_headers off while requests are proxied to an HTTP/2 or gRPC backend',
    avoid: 'leave ignore_invalid_headers on (the default)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.2 and 1.30.3 (2026-06-17): "a heap memory buffer overflow might occur in a worker process when using a configuration with "ignore_invalid_headers off;" and "large_client_header_buffers" with large configured values when proxying a specially crafted request to HTTP/2 or gRPC backend"`,
  },
  {
    cves: ['CVE-2026-27654'],
    server: 'nginx',
    title: 'Buffer overflow in ngx_http_dav_module',
    vulnerable: '0.5.13-1.29.6',
    good: '1.29.7+, 1.28.3+',
    trigger: { all: [{ directive: 'dav_methods', args: /\b(COPY|MOVE)\b/ }, { directive: 'alias' }] },
    when: 'WebDAV COPY or MOVE is allowed where a location uses alias',
    avoid: 'take COPY and MOVE out of dav_methods, or use root instead of alias there',
    source: `${NGINX_ADVISORIES}; CHANGES 1.29.7 and 1.28.3 (2026-03-24): "a buffer overflow might occur while handling a COPY or MOVE request in a location with "alias""`,
  },
  {
    cves: ['CVE-2026-9256'],
    server: 'nginx',
    title: 'Buffer overflow in the ngx_http_rewrite_module (overlapping captures)',
    vulnerable: '0.1.17-1.31.0',
    good: '1.31.1+, 1.30.2+',
    trigger: { check: 'nginx-overlapping-captures' },
    when: 'a rewrite regex has nested (overlapping) captures and its replacement uses more than one of them in a redirect or in arguments',
    avoid: 'rewrite with captures that do not overlap (one group per piece, or named captures)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.1 and 1.30.2 (2026-05-22): "a heap memory buffer overflow might occur in a worker process when using a configuration with overlapping captures in ngx_http_rewrite_module"; CVE record (F5): "a rewrite directive uses a regex pattern with distinct, overlapping … captures (for example, ^/((.*))$) and a replacement string that references multiple such captures (for example, $1$2) in a redirect or arguments context"`,
  },
  {
    cves: ['CVE-2026-42934'],
    server: 'nginx',
    title: 'Buffer overread in the ngx_http_charset_module',
    vulnerable: '0.3.50-1.30.0',
    good: '1.31.0+, 1.30.1+',
    trigger: { all: [{ directive: 'charset' }, { directive: 'source_charset' }, { directive: 'charset_map' }, { directive: 'proxy_buffering', args: /^off$/ }] },
    when: 'charset recoding (charset, source_charset, charset_map) of proxied responses with proxy_buffering off',
    avoid: 'leave proxy_buffering on where responses are recoded',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.0 and 1.30.1 (2026-05-13): "a heap memory buffer overread might occur … with decoding from UTF-8 via the "charset_map" directive"; CVE record (F5): "when charset, source_charset, and charset_map and proxy_pass with disabled buffering ("off") directives are configured"`,
  },
  {
    cves: ['CVE-2026-42946'],
    server: 'nginx',
    title: 'Buffer overread in the ngx_http_scgi_module and ngx_http_uwsgi_module',
    vulnerable: '0.8.42-1.30.0',
    good: '1.31.0+, 1.30.1+',
    trigger: { any: [{ directive: 'scgi_pass' }, { directive: 'uwsgi_pass' }] },
    when: 'requests are passed to an SCGI or uWSGI backend',
    avoid: 'keep the SCGI/uWSGI backend and the path to it trusted',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.0 and 1.30.1 (2026-05-13): "a heap memory buffer overread might occur in a worker process while handling a specially crafted response by ngx_http_scgi_module or ngx_http_uwsgi_module"`,
  },
  {
    cves: ['CVE-2026-56434'],
    server: 'nginx',
    title: 'Use-after-free when using ngx_http_ssi_module',
    vulnerable: '0.8.11-1.31.2',
    good: '1.31.3+, 1.30.4+',
    trigger: { all: [{ directive: 'ssi', args: /^on$/ }, { any: [{ directive: 'proxy_pass' }, { directive: 'fastcgi_pass' }, { directive: 'uwsgi_pass' }, { directive: 'scgi_pass' }, { directive: 'grpc_pass' }] }] },
    when: 'server-side includes (ssi on) are processed in proxied responses',
    avoid: 'switch ssi off where responses come from a backend',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.3 and 1.30.4 (2026-07-15): "use-after-free might occur when processing a specially crafted proxied backend response with the ngx_http_ssi_filter_module"`,
  },
  {
    cves: ['CVE-2024-7347'],
    server: 'nginx',
    title: 'Buffer overread in the ngx_http_mp4_module',
    vulnerable: '1.5.13-1.27.0',
    good: '1.27.1+, 1.26.2+',
    trigger: { directive: 'mp4' },
    when: 'mp4 files are served with the mp4 module (a crafted file crashes the worker)',
    avoid: 'serve only trusted mp4 files, or switch the mp4 module off',
    source: `${NGINX_ADVISORIES}; CHANGES 1.27.1 and 1.26.2 (2024-08-14): "processing of a specially crafted mp4 file by the ngx_http_mp4_module might cause a worker process crash"`,
  },
  {
    cves: ['CVE-2026-27784', 'CVE-2026-32647'],
    server: 'nginx',
    title: 'Buffer overflow in the ngx_http_mp4_module',
    vulnerable: '1.1.19-1.29.6',
    good: '1.29.7+, 1.28.3+',
    trigger: { directive: 'mp4' },
    when: 'mp4 files are served with the mp4 module (a crafted file crashes the worker, or worse; CVE-2026-27784 on 32-bit platforms)',
    avoid: 'serve only trusted mp4 files, or switch the mp4 module off',
    source: `${NGINX_ADVISORIES}; CHANGES 1.29.7 and 1.28.3 (2026-03-24): "processing of a specially crafted mp4 file by the ngx_http_mp4_module might cause a worker process crash, or might have potential other impact"`,
  },
  {
    cves: ['CVE-2024-24990'],
    server: 'nginx',
    title: 'Use-after-free in HTTP/3',
    vulnerable: '1.25.0-1.25.3',
    good: '1.25.4+',
    trigger: QUIC,
    when: 'HTTP/3 is enabled (listen … quic)',
    avoid: 'switch HTTP/3 off (no quic listen)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.25.4 (2024-02-14): "when using HTTP/3 a segmentation fault might occur in a worker process while processing a specially crafted QUIC session"`,
  },
  {
    cves: ['CVE-2024-24989'],
    server: 'nginx',
    title: 'NULL pointer dereference in HTTP/3',
    vulnerable: '1.25.3',
    good: '1.25.4+',
    trigger: QUIC,
    when: 'HTTP/3 is enabled (listen … quic)',
    avoid: 'switch HTTP/3 off (no quic listen)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.25.4 (2024-02-14)`,
  },
  {
    cves: ['CVE-2024-32760', 'CVE-2024-31079', 'CVE-2024-35200', 'CVE-2024-34161'],
    server: 'nginx',
    title: 'Buffer overwrite, stack overflow, NULL pointer dereference and memory disclosure in HTTP/3',
    vulnerable: '1.25.0-1.25.5, 1.26.0',
    good: '1.27.0+, 1.26.1+',
    trigger: QUIC,
    when: 'HTTP/3 is enabled (listen … quic)',
    avoid: 'switch HTTP/3 off (no quic listen)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.27.0 and 1.26.1 (2024-05-29)`,
  },
  {
    cves: ['CVE-2026-40460'],
    server: 'nginx',
    title: 'HTTP/3 address spoofing',
    vulnerable: '1.25.0-1.30.0',
    good: '1.31.0+, 1.30.1+',
    trigger: QUIC,
    when: 'HTTP/3 is enabled (listen … quic): a client can spoof its address, past allow/deny and limit_req',
    avoid: 'switch HTTP/3 off, or do not rely on the client address over HTTP/3',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.0 and 1.30.1 (2026-05-13): "when using HTTP/3, processing of connection migration might cause new QUIC streams to receive a new client address before validation"`,
  },
  {
    cves: ['CVE-2026-42530'],
    server: 'nginx',
    title: 'Use-after-free in HTTP/3',
    vulnerable: '1.31.0-1.31.1',
    good: '1.31.2+',
    trigger: QUIC,
    when: 'HTTP/3 is enabled (listen … quic)',
    avoid: 'switch HTTP/3 off (no quic listen)',
    source: `${NGINX_ADVISORIES}; CHANGES 1.31.2 (2026-06-17)`,
  },

  // ---- httpd ------------------------------------------------------------------------------
  {
    cves: ['CVE-2025-23048'],
    server: 'httpd',
    title: 'mod_ssl access control bypass with session resumption',
    vulnerable: '2.4.35-2.4.63',
    good: '2.4.64+',
    trigger: { check: 'httpd-vhost-client-ca' },
    when: 'virtual hosts on one address trust different client certificates (SSLCACertificateFile/Path) and neither sets SSLStrictSNIVHostCheck on',
    avoid: 'set SSLStrictSNIVHostCheck on in these virtual hosts',
    source: `${HTTPD_JSON('CVE-2025-23048')} (affected 2.4.35 to 2.4.63, 2.4.64 released 2025-07-10): "Configurations are affected when mod_ssl is configured for multiple virtual hosts, with each restricted to a different set of trusted client certificates (for example with a different SSLCACertificateFile/Path setting) … if SSLStrictSNIVHostCheck is not enabled in either virtual host"`,
  },
  {
    cves: ['CVE-2025-49812'],
    server: 'httpd',
    title: 'mod_ssl TLS upgrade attack',
    vulnerable: '2.4.0-2.4.63',
    good: '2.4.64+',
    trigger: { directive: 'SSLEngine', args: /^optional$/i },
    when: 'SSLEngine optional (TLS upgrade over HTTP/1.1)',
    avoid: 'use SSLEngine on in a TLS virtual host of its own',
    source: `${HTTPD_JSON('CVE-2025-49812')} (affected through 2.4.63, 2.4.64 released 2025-07-10): "Only configurations using "SSLEngine optional" to enable TLS upgrades are affected … 2.4.64, which removes support for TLS upgrade"`,
  },
  {
    cves: ['CVE-2024-47252'],
    server: 'httpd',
    title: 'mod_ssl error log variable escaping',
    vulnerable: '2.4.0-2.4.63',
    good: '2.4.64+',
    trigger: { any: [{ directive: 'CustomLog', args: CLIENT_SSL_VARS }, { directive: 'LogFormat', args: CLIENT_SSL_VARS }] },
    when: 'a log format writes what the client sends through mod_ssl unescaped (%{SSL_TLS_SNI}x, %{SSL_CLIENT_…}x, %{subjectdn}c …)',
    avoid: 'log the client-supplied variables with %{…}e after SSLOptions +StdEnvVars, or drop them from the format',
    source: `${HTTPD_JSON('CVE-2024-47252')} (affected 2.4 through 2.4.63, 2.4.64 released 2025-07-10): "In a logging configuration where CustomLog is used with "%{varname}x" or "%{varname}c" to log variables provided by mod_ssl such as SSL_TLS_SNI, no escaping is performed"`,
  },
  {
    cves: ['CVE-2025-49630'],
    server: 'httpd',
    title: 'mod_proxy_http2 denial of service',
    vulnerable: '2.4.26-2.4.63',
    good: '2.4.64+',
    trigger: { all: [{ any: [{ directive: 'ProxyPass', args: /(^|\s)h2c?:\/\//i }, { directive: 'RewriteRule', args: /(^|\s)h2c?:\/\//i }] }, { directive: 'ProxyPreserveHost', args: /^on$/i }] },
    when: 'a reverse proxy to an HTTP/2 backend (h2:// or h2c://) with ProxyPreserveHost on',
    avoid: 'ProxyPreserveHost off for the HTTP/2 backend, or speak HTTP/1.1 to it',
    source: `${HTTPD_JSON('CVE-2025-49630')} (affected 2.4.26 to 2.4.63, 2.4.64 released 2025-07-10): "Configurations affected are a reverse proxy is configured for an HTTP/2 backend, with ProxyPreserveHost set to "on""`,
  },
  {
    cves: ['CVE-2025-54090'],
    server: 'httpd',
    title: "'RewriteCond expr' always evaluates to true in 2.4.64",
    vulnerable: '2.4.64',
    good: '2.4.65+',
    trigger: { directive: 'RewriteCond', args: /^expr\s/i },
    when: 'a RewriteCond expr … condition (every such test is true on 2.4.64)',
    avoid: 'write the condition with a test string and pattern instead of expr',
    source: `${HTTPD_JSON('CVE-2025-54090')} (affected 2.4.64, 2.4.65 released 2025-07-23): "A bug in Apache HTTP Server 2.4.64 results in all "RewriteCond expr ..." tests evaluating as "true""`,
  },
  {
    cves: ['CVE-2024-39884', 'CVE-2024-40725'],
    server: 'httpd',
    title: 'source code disclosure with handlers configured via AddType',
    vulnerable: '2.4.60-2.4.61',
    good: '2.4.62+',
    trigger: { directive: 'AddType', args: /^application\/x-httpd-/i },
    when: 'a handler is chosen by content type (AddType application/x-httpd-…): PHP sources may be served as they are',
    avoid: 'choose the handler with SetHandler / AddHandler (in a <FilesMatch>) instead of AddType',
    source: `${HTTPD_JSON('CVE-2024-39884')} (affected 2.4.60, 2.4.61 released 2024-07-03) and ${HTTPD_JSON('CVE-2024-40725')} (affected 2.4.60 to 2.4.61, 2.4.62 released 2024-07-17): ""AddType" and similar configuration, under some circumstances where files are requested indirectly, result in source code disclosure of local content"`,
  },
  {
    cves: ['CVE-2024-27316'],
    server: 'httpd',
    title: 'HTTP/2 DoS by memory exhaustion on endless continuation frames',
    vulnerable: '2.4.17-2.4.58',
    good: '2.4.59+',
    trigger: HTTPD_H2,
    when: 'HTTP/2 is enabled (Protocols h2)',
    avoid: 'leave h2 out of Protocols (at the cost of HTTP/2)',
    recommended: true,
    source: `${HTTPD_JSON('CVE-2024-27316')} (affected 2.4.17 to 2.4.58, 2.4.59 released 2024-04-04)`,
  },
  {
    cves: ['CVE-2025-53020'],
    server: 'httpd',
    title: 'HTTP/2 DoS by memory increase',
    vulnerable: '2.4.17-2.4.63',
    good: '2.4.64+',
    trigger: HTTPD_H2,
    when: 'HTTP/2 is enabled (Protocols h2)',
    avoid: 'leave h2 out of Protocols (at the cost of HTTP/2)',
    recommended: true,
    source: `${HTTPD_JSON('CVE-2025-53020')} (affected 2.4.17 to 2.4.63, 2.4.64 released 2025-07-10)`,
  },
  {
    cves: ['CVE-2026-23918'],
    server: 'httpd',
    title: 'http2: double free and possible RCE on early reset',
    vulnerable: '2.4.66',
    good: '2.4.67+',
    trigger: HTTPD_H2,
    when: 'HTTP/2 is enabled (Protocols h2)',
    avoid: 'leave h2 out of Protocols (at the cost of HTTP/2)',
    recommended: true,
    source: `${HTTPD_CHANGES('2.4.67')}: "Double Free and possible RCE vulnerability in Apache HTTP Server with the HTTP/2 protocol. This issue affects Apache HTTP Server: 2.4.66."`,
  },
  {
    cves: ['CVE-2026-49975'],
    server: 'httpd',
    title: 'mod_http2 denial of service',
    vulnerable: '2.4.17-2.4.67',
    good: '2.4.68+',
    trigger: HTTPD_H2,
    when: 'HTTP/2 is enabled (Protocols h2)',
    avoid: 'leave h2 out of Protocols (at the cost of HTTP/2)',
    recommended: true,
    source: `${HTTPD_CHANGES('2.4.68')}: "Memory Allocation with Excessive Size Value vulnerability in Apache HTTP Server's mod_http leads to denial of service … from 2.4.17 through 2.4.67"`,
  },
  {
    cves: ['CVE-2026-48913'],
    server: 'httpd',
    title: 'mod_http2 memory corruption when file handles exhausted',
    vulnerable: '2.4.55-2.4.67',
    good: '2.4.68+',
    trigger: HTTPD_H2,
    when: 'HTTP/2 is enabled (Protocols h2)',
    avoid: 'leave h2 out of Protocols (at the cost of HTTP/2)',
    recommended: true,
    source: `${HTTPD_CHANGES('2.4.68')}: "Use After Free vulnerability in Apache HTTP Server module mod_http2 when file handles are already exhausted … from 2.4.55 through 2.4.67"`,
  },
  {
    cves: ['CVE-2026-57941'],
    server: 'httpd',
    title: 'mod_http2 use-after-free / wild write via shared session->bbtmp re-entrancy',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: HTTPD_H2,
    when: 'HTTP/2 is enabled (Protocols h2)',
    avoid: 'leave h2 out of Protocols (at the cost of HTTP/2)',
    recommended: true,
    source: `${HTTPD_CHANGES('2.4.69')}: "Use After Free vulnerability in Apache HTTP Server's mod_http2 … from 2.4.0 through 2.4.68"`,
  },
  {
    cves: ['CVE-2026-44185'],
    server: 'httpd',
    title: 'Stack buffer over-read in mod_ssl OCSP send_request',
    vulnerable: '2.4.0-2.4.67',
    good: '2.4.68+',
    trigger: { any: [{ directive: 'SSLUseStapling', args: /^on$/i }, { directive: 'SSLOCSPEnable', args: /^(on|leaf)$/i }] },
    when: 'mod_ssl sends OCSP requests (SSLUseStapling on, or SSLOCSPEnable for client certificates)',
    avoid: 'only let mod_ssl ask OCSP responders you trust (SSLStaplingForceURL / SSLOCSPDefaultResponder with SSLOCSPOverrideResponder on)',
    recommended: true,
    source: `${HTTPD_CHANGES('2.4.68')}: "Buffer Over-read vulnerability in Apache HTTP Server via outbound OCSP requests to an attacker controlled OCSP server … from 2.4.0 through 2.4.67"`,
  },
  {
    cves: ['CVE-2026-29168'],
    server: 'httpd',
    title: 'mod_md unrestricted OCSP response',
    vulnerable: '2.4.30-2.4.66',
    good: '2.4.67+',
    trigger: { directive: 'MDStapling', args: /^on$/i },
    when: 'mod_md staples OCSP responses (MDStapling on)',
    avoid: 'MDStapling off (at the cost of stapling)',
    recommended: true,
    source: `${HTTPD_CHANGES('2.4.67')}: "Allocation of Resources Without Limits or Throttling vulnerability in Apache HTTP Server's mod_md via OCSP response data … from 2.4.30 through 2.4.66"`,
  },
  {
    cves: ['CVE-2026-34059', 'CVE-2026-34032', 'CVE-2026-33857', 'CVE-2026-28780'],
    server: 'httpd',
    title: 'mod_proxy_ajp heap over-reads and buffer overflow',
    vulnerable: '2.4.0-2.4.66',
    good: '2.4.67+',
    trigger: { any: [{ directive: 'ProxyPass', args: /(^|\s)ajp:\/\//i }, { directive: 'BalancerMember', args: /(^|\s)ajp:\/\//i }] },
    when: 'requests are passed to an AJP backend',
    avoid: 'keep the AJP backend and the path to it trusted, or proxy to it over HTTP',
    source: `${HTTPD_CHANGES('2.4.67')}: four mod_proxy_ajp entries, each "through 2.4.66" (CVE-2026-28780: "If mod_proxy_ajp connects to a malicious AJP server")`,
  },
  {
    cves: ['CVE-2026-34356'],
    server: 'httpd',
    title: 'ProxyPassReverseCookieMap buffer overflow',
    vulnerable: '2.4.0-2.4.67',
    good: '2.4.68+',
    trigger: { any: [{ directive: 'ProxyPassReverseCookieDomain' }, { directive: 'ProxyPassReverseCookiePath' }] },
    when: 'ProxyPassReverseCookieDomain/Path rewrite a backend’s cookies',
    avoid: 'keep the backend trusted',
    source: `${HTTPD_CHANGES('2.4.68')}: "Heap-based Buffer Overflow vulnerability in Apache HTTP Server with malicious backend servers and ProxyPassReverseCookie* … from 2.4.0 through 2.4.67"`,
  },
  {
    cves: ['CVE-2026-73637'],
    server: 'httpd',
    title: 'mod_auth_digest DoS attack',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: { any: [{ directive: 'AuthDigestNcCheck', args: /^on$/i }, { directive: 'AuthDigestNonceLifetime', args: /^0$/ }] },
    when: 'Digest authentication with AuthDigestNcCheck on or AuthDigestNonceLifetime 0',
    avoid: 'AuthDigestNcCheck off and a positive AuthDigestNonceLifetime (the default, 300)',
    source: `${HTTPD_CHANGES('2.4.69')}: "Use after free in mod_auth_digest … before 2.4.69 … via concurrent Digest authentication requests when AuthDigestNcCheck is enabled or AuthDigestNonceLifetime is set to 0"`,
  },
  {
    cves: ['CVE-2026-73636'],
    server: 'httpd',
    title: 'mod_auth_digest one-time-nonce replay attack',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: { directive: 'AuthDigestNonceLifetime', args: /^0$/ },
    when: 'Digest authentication with AuthDigestNonceLifetime 0',
    avoid: 'a positive AuthDigestNonceLifetime (the default, 300)',
    source: `${HTTPD_CHANGES('2.4.69')}: "Authentication bypass by capture-replay in mod_auth_digest … 2.4.x … when AuthDigestNonceLifetime is set to 0"`,
  },
  {
    cves: ['CVE-2026-48005'],
    server: 'httpd',
    title: 'mod_auth_digest reauthentication attack',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: { directive: 'AuthDigestNcCheck', args: /^on$/i },
    when: 'Digest authentication with AuthDigestNcCheck on',
    avoid: 'AuthDigestNcCheck off (the default)',
    source: `${HTTPD_CHANGES('2.4.69')}: "Missing authentication checks in mod_auth_digest … before 2.4.69 … when Digest authentication is enabled with AuthDigestNcCheck"`,
  },
  {
    cves: ['CVE-2026-79768'],
    server: 'httpd',
    title: 'mod_userdir information disclosure',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: { directive: 'UserDir', args: /^\/[^*\s]*$/ },
    when: 'UserDir names an absolute directory without a * (its second form)',
    avoid: 'write the directory with a * where the user name goes (UserDir /home/*/public_html)',
    source: `${HTTPD_CHANGES('2.4.69')}: "Path equivalence: '/./' … in Apache HTTP Server's mod_userdir module when configured with absolute non-wildcard UserDir directive … from 2.4.0 through 2.4.68"`,
  },
  {
    cves: ['CVE-2026-63292'],
    server: 'httpd',
    title: 'mod_vhost_alias stack overflow',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: { all: [{ directive: 'VirtualDocumentRoot', args: /%-?[0-9]/ }, { directive: 'LimitRequestFieldSize', args: /^(819[1-9]|8[2-9]\d\d|9\d\d\d|\d{5,})$/ }] },
    when: 'VirtualDocumentRoot takes parts of the host name while LimitRequestFieldSize is raised above its default (8190)',
    avoid: 'leave LimitRequestFieldSize at 8190 or below',
    source: `${HTTPD_CHANGES('2.4.69')}: "via an HTTP request with a Host header exceeding 8192 bytes when VirtualDocumentRoot uses a hostname format specifier and LimitRequestFieldSize is raised above the default"`,
  },
  {
    cves: ['CVE-2026-56154'],
    server: 'httpd',
    title: 'mod_rewrite use-after-free via %{LA-U:HTTP:...}',
    vulnerable: '2.4.0-2.4.68',
    good: '2.4.69+',
    trigger: { any: [{ directive: 'RewriteCond', args: /%\{LA-U:HTTP:/i }, { directive: 'RewriteRule', args: /%\{LA-U:HTTP:/i }] },
    when: 'a rewrite reads a request header by look-ahead (%{LA-U:HTTP:…})',
    avoid: 'read the header directly (%{HTTP:…}) instead of by look-ahead',
    source: `${HTTPD_CHANGES('2.4.69')}: "Use After Free vulnerability in Apache HTTP Server's mod_rewrite when using lookahead (%{LA-U:HTTP:...}) … from 2.4.0 through 2.4.68"`,
  },
  {
    cves: ['CVE-2026-63718'],
    server: 'httpd',
    title: 'mod_proxy_uwsgi Transfer-Encoding response smuggling',
    vulnerable: '2.4.30-2.4.68',
    good: '2.4.69+',
    trigger: { any: [{ directive: 'ProxyPass', args: /(^|\s)uwsgi:\/\//i }, { directive: 'BalancerMember', args: /(^|\s)uwsgi:\/\//i }] },
    when: 'requests are passed to a uWSGI backend',
    avoid: 'keep the uWSGI backend trusted',
    source: `${HTTPD_CHANGES('2.4.69')}: "response smuggling vulnerability in Apache HTTP Server via mod_proxy_uwsgi and a crafted uwsgi response with Transfer-Encoding … from 2.4.30 through 2.4.68"`,
  },
];
