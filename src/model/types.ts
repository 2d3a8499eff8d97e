// The server-agnostic model that every rule reads (docs/design.md, "The model is the
// contract"). Both dialect builders produce it; rules never look at nginx or Apache syntax
// except through `directive` for the few rules that are about syntax itself.
import type { Diagnostic, Dialect, Directive, ParsedFile, Span } from '../syntax/types.js';
import type { ValidityProblem } from '../validity/types.js';
import type { OpensslTarget } from '../platform/target.js';

/**
 * One effective value. `at` is where it was written or, when `defaulted`, the block that
 * would hold the directive (so a finding about a missing directive lands on `server {`).
 */
export interface Setting<T> {
  value: T;
  at: Span;
  /** Written in an outer block (http, server config) and inherited here. */
  inherited: boolean;
  /** Not written anywhere the linter saw: the server's built-in default for its version. */
  defaulted: boolean;
  /** The directive that set it (absent when defaulted). */
  directive?: Directive;
}

/** A file the server reads (certificate, key, chain, dhparam), as written and as resolved. */
export interface FileRef {
  /** As written in the config. */
  path: string;
  /** Absolute path on this machine after prefix / ServerRoot resolution and --path-map. */
  resolved: string;
  at: Span;
  inherited: boolean;
}

export interface SessionCache {
  /** `none`: nginx `ssl_session_cache none` / Apache `SSLSessionCache none`; `off`: explicitly off. */
  kind: 'off' | 'none' | 'builtin' | 'shared' | 'external';
  /** Shared cache zone / Apache cache spec, e.g. `shared:SSL:10m`, `shmcb:/run/ssl(512000)`. */
  spec?: string;
}

export type Protocol = 'SSLv2' | 'SSLv3' | 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';

/** Which crypto policy a `PROFILE=SYSTEM` string was judged as (see src/platform/). */
export interface SystemPolicyUse {
  /** `DEFAULT`, `LEGACY`, `FUTURE` or `FIPS`. */
  policy: string;
  /** For messages: `the RHEL 9 DEFAULT crypto policy`. */
  label: string;
  /** What was written after the keyword (`:!SHA1`), the part whose words the config chose. */
  writtenSuffix: string;
}

export interface TlsSettings {
  /** Effective enabled protocols after the dialect's semantics (Apache `all -SSLv3`, …). */
  protocols: Setting<Protocol[]>;
  /**
   * Apache httpd 2.4.26+ on OpenSSL 1.1.0+: mod_ssl hands OpenSSL a min/max range, not a set,
   * so only the run of `protocols` below the highest one without a gap is negotiable
   * (protocolsOn in model/protocol-range.ts). Unset where every listed protocol is.
   */
  protocolRange?: boolean;
  /** The TLS <= 1.2 cipher string as written (or the server default). */
  ciphers: Setting<string>;
  /**
   * The TLS <= 1.2 cipher string the server hands OpenSSL, the one to expand: `ciphers.value`
   * for nginx; for Apache, mod_ssl adds `!aNULL:!eNULL:!EXP` to what is written (in front
   * in 2.4.7-2.4.16, behind from 2.4.17: src/apache/defaults.ts cipherGuardFor), so
   * `SSLCipherSuite ALL` never enables anonymous, null or export suites.
   */
  effectiveCiphers: string;
  /**
   * Set when the string starts with `PROFILE=SYSTEM` and the platform's OpenSSL reads it (the
   * RHEL family's): `effectiveCiphers` then holds the crypto policy's string in its place.
   */
  systemPolicy?: SystemPolicyUse;
  /** TLS 1.3 suites (nginx `ssl_conf_command Ciphersuites`, Apache `SSLCipherSuite TLSv1.3`). */
  tls13Ciphers: Setting<string | undefined>;
  /** nginx `ssl_prefer_server_ciphers`, Apache `SSLHonorCipherOrder`. */
  preferServerCiphers: Setting<boolean>;
  certificates: FileRef[];
  keys: FileRef[];
  /** Apache `SSLCertificateChainFile` (deprecated since 2.4.8). */
  chainFiles: FileRef[];
  trustedCertificate?: FileRef;
  dhparam?: FileRef;
  curves: Setting<string | undefined>;
  sessionCache: Setting<SessionCache>;
  sessionTickets: Setting<boolean>;
  stapling: Setting<boolean>;
  /** nginx `ssl_stapling_responder`, Apache `SSLStaplingForceURL`: the responder asked instead of the certificate's. */
  staplingResponder?: Setting<string>;
  /** nginx `ssl_stapling_file`: a response stapled from a file, no responder asked. */
  staplingFile?: FileRef;
  /**
   * nginx `resolver` in effect for the server: stapling needs it to look up the responder.
   * Undefined when none is written, and always for Apache, which uses the system's resolver.
   */
  resolver?: Setting<string>;
  /** Apache `SSLStaplingCache` (main server only); undefined when none is written, and for nginx. */
  staplingCache?: Setting<string>;
  /** TLS 1.3 0-RTT: nginx `ssl_early_data` (off by default); mod_ssl never accepts early data. */
  earlyData: Setting<boolean>;
  /** Session ticket keys read from files: nginx `ssl_session_ticket_key` lines, Apache `SSLSessionTicketKeyFile`. */
  sessionTicketKeys: FileRef[];
  /** Apache `SSLCompression`. */
  compression: Setting<boolean>;
  /** Apache `SSLInsecureRenegotiation`. */
  insecureRenegotiation: Setting<boolean>;
  /**
   * Set on a server that shares its address:port with an earlier one (nginx: the default server
   * of the socket; Apache: the base vhost, the first <VirtualHost> on the address): the values
   * this server sets itself that its handshakes never use, because the SNI switch to it comes
   * too late or leaves them alone (docs/semantics-nginx.md and semantics-apache.md, "SNI").
   * The settings above hold what applies; the server still loads these at start-up.
   */
  unusedBySni?: UnusedBySni;
}

/** What a server sets that SNI never brings into its handshakes, and whose values apply instead. */
export interface UnusedBySni {
  /** The server whose values apply: its `server {` / `<VirtualHost` line and first name. */
  owner: { at: Span; name?: string };
  /** The address:port they share, as the messages say it (`127.0.0.1:443`, `*:443`). */
  address: string;
  protocols?: Setting<Protocol[]>;
  tls13Ciphers?: Setting<string | undefined>;
  preferServerCiphers?: Setting<boolean>;
  curves?: Setting<string | undefined>;
  sessionCache?: Setting<SessionCache>;
  sessionTickets?: Setting<boolean>;
  sessionTicketKeys?: FileRef[];
}

export interface Header {
  name: string;
  value: string;
  /** nginx `always` / Apache `Header always set`. */
  always: boolean;
  at: Span;
  /** Apache: the words after the value as written (`env=HTTPS`, `expr=…`), which a rewritten line keeps. */
  extra?: string;
}

export interface HttpSettings {
  /** Keep-alive in effect (nginx `keepalive_timeout` > 0; Apache `KeepAlive On` and MaxKeepAliveRequests != 1). */
  keepalive: Setting<boolean>;
  /**
   * Requests served over one connection before the server closes it (nginx
   * `keepalive_requests`, Apache `MaxKeepAliveRequests`; Infinity for Apache's 0). nginx's
   * default sits on the server only: a location that writes nothing has none here.
   */
  keepaliveRequests?: Setting<number>;
  /** Effective response headers after inheritance (nginx add_header is all-or-nothing per level). */
  headers: Setting<Header[]>;
  /**
   * nginx: outer-level add_header lines that are not in effect here because this level has
   * add_header lines of its own (the all-or-nothing inheritance trap). Empty for Apache.
   */
  droppedHeaders: Header[];
  /**
   * nginx: the directives (`add_header`, `add_trailer`) whose lines here set again a name an
   * outer level sets too, so that `add_header_inherit merge` would send it twice. Absent where none.
   */
  redefined?: readonly ('add_header' | 'add_trailer')[];
  /** nginx `add_trailer` lines in effect, inherited all-or-nothing as add_header is. Empty for Apache. */
  trailers: Setting<Header[]>;
  /** nginx: outer add_trailer lines lost the way droppedHeaders are. */
  droppedTrailers: Header[];
  /**
   * nginx: headers that modules outside add_header's inheritance send here (headers-more
   * `more_set_headers`, ngx_security_headers' HSTS). Empty for Apache.
   */
  moduleHeaders: Header[];
  /** Cache lifetime set by `expires` / mod_expires (`ExpiresActive On` + ExpiresDefault/ByType), or undefined. */
  expires: Setting<string | undefined>;
  http2: Setting<boolean>;
  /**
   * nginx: the upstream this level hands requests to (proxy_pass, grpc_pass, fastcgi_pass,
   * uwsgi_pass, scgi_pass written here), and whether the headers or params in effect for it
   * pass `$ssl_early_data` on, so that the application can refuse a replayable request.
   */
  upstream?: { pass: Directive; earlyDataTold: boolean };
  /**
   * nginx: the request header / parameter lines for upstreams (proxy_set_header,
   * grpc_set_header, fastcgi_param, uwsgi_param, scgi_param) that an outer level writes and this
   * one loses, because it writes lines of the same family: they are inherited all-or-nothing, as
   * add_header is. One entry per family that loses lines here; absent where none does.
   */
  droppedRequestLines?: DroppedRequestLines[];
  /**
   * nginx: the request header / parameter lines in effect here, by directive family
   * (`proxy_set_header`: [...]), after all-or-nothing inheritance. Absent where none is.
   */
  requestLines?: Readonly<Record<string, readonly Directive[]>>;
  /**
   * nginx: a `proxy_hide_header Content-Type` (or the fastcgi/uwsgi/scgi/grpc one) is in effect,
   * so an upstream's Content-Type is not passed on.
   */
  hidesContentType?: true;
  /**
   * What every request reaching this level is answered with instead of content, when the level
   * itself says so: nginx `return` (or a `rewrite` of every path to an absolute URL) written
   * here; Apache `Redirect`, `RedirectMatch` or a `RewriteRule … [R]` of every path written in
   * the <VirtualHost>. Undefined where content is served.
   */
  answer?: Answer;
  /**
   * Apache: what `.htaccess` files may set for the files here, from AllowOverride (categories,
   * lower-cased: `all`, `fileinfo`, `indexes`…) and AllowOverrideList (directive names,
   * lower-cased). ssllint does not read .htaccess files. Absent for nginx, which has none.
   */
  overrides?: Setting<readonly string[]>;
}

export interface DroppedRequestLines {
  /** The directive family: `proxy_set_header`, `fastcgi_param` … */
  family: string;
  /** The directive that hands requests to an upstream with these lines: `proxy_pass`, `fastcgi_pass` … */
  pass: string;
  /** This level's own lines of the family (the first is where a finding lands). */
  own: Directive[];
  /** The outer lines not in effect here (those whose name this level does not set again). */
  dropped: Directive[];
}

export interface Answer {
  status: number;
  /** The redirect target as written (`https://$host$request_uri`), for 3xx answers. */
  target?: string;
  at: Span;
}

export type ScopeKind = 'location' | 'files' | 'directory' | 'if' | 'other';

/** nginx `location`, Apache `<Files*>`, `<Location*>`, `<Directory*>`. */
export interface Scope {
  kind: ScopeKind;
  /** The match arguments as the server reads them (quotes removed), e.g. `['~*', '\\.(css|js)$']`. */
  match: string[];
  at: Span;
  http: HttpSettings;
  scopes: Scope[];
  directive: Directive;
  /**
   * nginx `if`: the condition reads `$ssl_early_data`, directly or through a `map` whose source
   * does (so `if ($ssl_early_data) { return 425; }` answers 0-RTT requests). Absent otherwise.
   */
  readsEarlyData?: true;
}

export interface Listen {
  address: string;
  port: number;
  ssl: boolean;
  http2: boolean;
  defaultServer: boolean;
  at: Span;
}

/**
 * Why a server never completes a TLS handshake or never sends a response, so that rules
 * about what a handshake or a response offers do not judge it (src/rules-support/helpers.ts
 * leaves such servers out of the shared server lists).
 */
export interface ServesNothing {
  /** nginx `ssl_reject_handshake on` (1.19.4+), or a `return 444` every request ends in. */
  reason: 'reject-handshake' | 'return-444';
  /** The directive that says so. */
  at: Span;
  /** No TLS handshake completes: what the handshake would offer (protocols, ciphers, certificates) is never seen. */
  noHandshake: boolean;
  /** No request gets a response (no plain-HTTP listen is left, or every request is closed with 444). */
  noResponse: boolean;
}

/**
 * Apache: one line of a <VirtualHost> (or the main server) that maps or redirects URL paths
 * (mod_alias Redirect*, Alias*, mod_proxy ProxyPass*, mod_rewrite RewriteRule with its RewriteCond lines), for rules
 * that ask what a given path gets (rules-support/url-path.ts follows httpd's order).
 */
export interface UrlMap {
  /** `redirect`: answers with `status` and `target`; `alias`: maps to a directory; `proxy`: hands to `target` (`!`: not); `rewrite`: any other RewriteRule. */
  kind: 'redirect' | 'alias' | 'proxy' | 'rewrite';
  module: 'alias' | 'rewrite' | 'proxy';
  /** A URL-path prefix (Redirect, Alias), or a regex (RedirectMatch, AliasMatch, RewriteRule) when `regex`. */
  pattern: string;
  regex: boolean;
  /** RewriteRule `!pattern`: the rule applies where the pattern does not match. */
  negated?: boolean;
  status?: number;
  target?: string;
  /** RewriteRule [L] / [END] (or a `-` target that stops): later rules are not tried. */
  last?: boolean;
  /** The RewriteCond lines before a RewriteRule: the test string, the pattern and whether it is negated, [OR] joins. */
  conds?: { test: string; pattern: string; negated: boolean; or: boolean }[];
  at: Span;
}

/** Apache: the DocumentRoot a server serves files from, with what a request for a file under it gets. */
export interface DocumentRoot {
  /** As written (absolute, no trailing slash). */
  path: string;
  /** The DocumentRoot line (the main server's, when the <VirtualHost> inherits it). */
  at: Span;
  /** The response settings of a file under it: the server's, the <Directory> sections holding it and those every request gets, merged. */
  http: Pick<HttpSettings, 'headers' | 'expires' | 'overrides'>;
  /** `ProxyPass /` (or `ProxyPassMatch` of every path) in the server: no file is served from it. */
  proxied: boolean;
}

export interface Server {
  dialect: Dialect;
  /** `global` is Apache's main server config / nginx's http block; `virtual` a server{}/VirtualHost. */
  kind: 'global' | 'virtual';
  /**
   * nginx `server_name` words, Apache ServerName (host only) and ServerAlias words; each
   * setting points at its own word, so a finding about one name lands on it.
   */
  names: Setting<string>[];
  listen: Listen[];
  /**
   * Present when the server terminates TLS (nginx: a `listen … ssl`/`quic`, a listen on a
   * socket another server marked `ssl`, or `ssl on`; Apache: `SSLEngine on` in effect). In a
   * fragment, a block that writes TLS directives counts too, its listen being unseen; a
   * global server gets TLS settings only when it terminates TLS itself or is a fragment's
   * outer scope whose TLS lines no server in the fragment carries.
   */
  tls?: TlsSettings;
  http: HttpSettings;
  scopes: Scope[];
  /** Apache: the DocumentRoot in effect, when it is an absolute path. */
  documentRoot?: DocumentRoot;
  /**
   * Includes that could not be read and may hold this server's settings: written in its block,
   * or in the outer levels it inherits from (src/model/unread.ts). Absent where there are none.
   */
  unreadIncludes?: Directive[];
  /** Apache: the server's URL-path maps and redirects, in reading order. Absent where there are none. */
  urlMaps?: UrlMap[];
  /** Set when the server serves nothing (over TLS, or at all); absent for every ordinary server. */
  servesNothing?: ServesNothing;
  /** The `server {` / `<VirtualHost` line (the main file for Apache's global server). */
  at: Span;
  directive?: Directive;
}

export interface Model {
  dialect: Dialect;
  /** The main config file or, for a fragment, the file itself. */
  root: string;
  /**
   * True when the file was linted without the root that includes it: its outer scope is
   * unknown, so rules about something absent report at most `info`.
   */
  fragment: boolean;
  serverVersion: string;
  servers: Server[];
  /** Every file read for this tree, real paths. */
  files: string[];
  /**
   * The certificates the server presents to its upstreams as a TLS client (nginx
   * proxy_ssl_certificate, grpc_ssl_certificate, uwsgi_ssl_certificate; Apache
   * SSLProxyMachineCertificateFile), each directive once. Absent in models built by hand.
   */
  clientCertificates?: FileRef[];
  /**
   * What went wrong reading this tree: the loader's read/include diagnostics plus every
   * file's parse errors (buildModel copies them here), read by the syntax/input rules.
   */
  diagnostics: Diagnostic[];
  /** What `nginx -t` / `apachectl configtest` would reject or warn about (src/validity/), read by the directive-* rules. */
  validity: ValidityProblem[];
  /** Apache: the tree loads its modules itself and mod_http2 is not among them (`Protocols h2` does nothing). */
  http2ModuleMissing?: boolean;
  /** The OpenSSL this tree was judged for, when the tree narrowed the run's (src/openssl-floor.ts). */
  openssl?: OpensslTarget;
  /** Directives that load an OpenSSL ENGINE (nginx `ssl_engine`, Apache `SSLCryptoDevice` other than `builtin`), which 4.0 removed. */
  engines?: Directive[];
  /**
   * The tree's parsed files by real path, for the few rules about lines the model does not
   * read (src/rules-support/written.ts: a known vulnerability's trigger, `ssl_ech_file`).
   */
  parsed?: ReadonlyMap<string, ParsedFile>;
}
