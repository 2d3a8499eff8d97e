// What the generated table (directive-table.ts) cannot say: the values a module checks, the
// directives httpd warns about or dropped before 2.4, and the names of third-party modules.
// Each version gate cites httpd's CHANGES (or the commit) it comes from.
import { atLeast, type VersionParts } from '../model/version.js';

/** A value check: the message when `value` (one argument) is wrong, else undefined. */
export type ValueCheck = (value: string, version: VersionParts) => string | undefined;

/**
 * SSLProtocol / SSLProxyProtocol words, case-insensitive (mod_ssl's strcEQ in
 * ssl_cmd_protocol_parse is strcasecmp; `apache2 -t` takes `All` and `tlsv1.2`). TLSv1.3 from 2.4.36 (CHANGES 2.4.36: "mod_ssl: Add support for
 * OpenSSL 1.1.1 and TLSv1.3"). SSLv3 is left alone: whether it is accepted depends on how
 * OpenSSL was built (OPENSSL_NO_SSL3), not on httpd; protocol-sslv3 judges it.
 */
const protocolWord: ValueCheck = (value, version) => {
  const word = (value.startsWith('+') || value.startsWith('-') ? value.slice(1) : value).toLowerCase();
  if (word === 'sslv2') return value.startsWith('-') ? undefined : 'SSLv2 is no longer supported';
  if (['sslv3', 'tlsv1', 'tlsv1.1', 'tlsv1.2', 'all'].includes(word)) return undefined;
  if (word === 'tlsv1.3') return atLeast(version, '2.4.36') ? undefined : 'TLSv1.3 is known to httpd from 2.4.36';
  return `illegal protocol '${value.replace(/^[+-]/, '')}' (all, TLSv1, TLSv1.1, TLSv1.2, TLSv1.3, with + or -)`;
};

/** Session and stapling caches: `none`, `nonenotnull`, or a socache provider (`shmcb:path(size)`). */
const SOCACHE_PROVIDERS: Record<string, string> = {
  shmcb: 'socache_shmcb',
  shm: 'socache_shmcb',
  dbm: 'socache_dbm',
  dc: 'socache_dc',
  memcache: 'socache_memcache',
  redis: 'socache_redis',
  default: '',
};

export function socacheModule(value: string): string | undefined {
  const kind = value.split(':')[0].toLowerCase();
  return SOCACHE_PROVIDERS[kind] || undefined;
}

const sessionCache: ValueCheck = (value) => {
  const v = value.toLowerCase();
  if (v === 'none' || v === 'nonenotnull') return undefined;
  const kind = v.split(':')[0];
  return kind in SOCACHE_PROVIDERS ? undefined : `unknown session cache type '${value.split(':')[0]}' (none, nonenotnull, shmcb:…, dbm:…, memcache:…, redis:…)`;
};

const oneOf =
  (...words: string[]): ValueCheck =>
  (value) =>
    words.includes(value.toLowerCase()) ? undefined : `must be ${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** Per directive (lower-case): a check for each argument (ssl_engine_config.c). */
export const VALUE_CHECKS: Record<string, ValueCheck> = {
  sslprotocol: protocolWord,
  sslproxyprotocol: protocolWord,
  sslsessioncache: sessionCache,
  // ssl_cmd_SSLEngine: "Argument must be On, Off, or Optional".
  sslengine: oneOf('on', 'off', 'optional'),
  // ssl_cmd_verify_parse.
  sslverifyclient: oneOf('none', 'optional', 'require', 'optional_no_ca'),
  sslproxyverify: oneOf('none', 'optional', 'require', 'optional_no_ca'),
  // CHANGES 2.4.66: "mod_ssl: Add SSLVHostSNIPolicy directive to control the virtual host
  // compatibility policy"; the words are the ones httpd 2.4.71's `apache2 -t` takes (anything
  // else: "Invalid SSLVhostSNIPolicy argument"). No source of 2.4.66+ was reachable to read.
  sslvhostsnipolicy: oneOf('strict', 'secure', 'authonly', 'insecure'),
};

/**
 * Directives httpd still reads but warns about, from the version it began to; from `quietFrom`
 * httpd no longer warns (only the manual still calls it deprecated): info, not warning.
 */
export const DEPRECATED: Record<string, { since: string; message: string; quietFrom?: string }> = {
  // CHANGES 2.4.8: "deprecate the SSLCertificateChainFile directive (obsoleted by
  // SSLCertificateFile)"; 2.4.8–2.4.14 log AH02559 at start-up (CHANGES 2.4.15 removed the warning,
  // the directive stays deprecated in the manual).
  sslcertificatechainfile: {
    since: '2.4.8',
    quietFrom: '2.4.15',
    message: 'SSLCertificateChainFile is deprecated since httpd 2.4.8 (2.4.8–2.4.14 log AH02559): put the chain in the SSLCertificateFile, after the certificate',
  },
  // CHANGES 2.3.11: "The NameVirtualHost directive has no effect"; vhost.c logs AH00548.
  namevirtualhost: { since: '2.3.11', message: 'NameVirtualHost has no effect since httpd 2.4 and will be removed (AH00548): delete it' },
};

/**
 * httpd 2.2 directives that 2.4.0 no longer knows ("Invalid command"). CHANGES 2.3.4: "Replace
 * AcceptMutex, LockFile, RewriteLock, SSLMutex, SSLStaplingMutex, and WatchdogMutexPath with a
 * single Mutex directive".
 */
export const REMOVED_BEFORE_2_4: Record<string, string> = {
  acceptmutex: 'Mutex',
  lockfile: 'Mutex',
  rewritelock: 'Mutex rewrite-map',
  sslmutex: 'Mutex ssl-cache',
  sslstaplingmutex: 'Mutex ssl-stapling',
  watchdogmutexpath: 'Mutex watchdog-callback',
};

/**
 * Third-party modules httpd does not ship, by directive-name prefix or exact name (lower-case):
 * their directives are unknown to the table but not mistakes.
 */
const THIRD_PARTY_PREFIXES: [string, string][] = [
  ['sec', 'ModSecurity (mod_security2)'],
  ['passenger', 'Phusion Passenger'],
  ['modpagespeed', 'PageSpeed (mod_pagespeed)'],
  ['dos', 'mod_evasive'],
  ['qs_', 'mod_qos'],
  ['oidc', 'mod_auth_openidc'],
  ['wsgi', 'mod_wsgi'],
  ['php_', 'mod_php'],
  ['php', 'mod_php'],
  ['jk', 'mod_jk'],
  ['fcgid', 'mod_fcgid'],
  ['fcgi', 'mod_fcgid'],
  ['ruby', 'mod_ruby'],
  ['fastcgi', 'mod_fastcgi'],
  ['perl', 'mod_perl'],
  ['python', 'mod_python'],
  ['shib', 'Shibboleth (mod_shib)'],
  ['mellon', 'mod_auth_mellon'],
  ['gnutls', 'mod_gnutls'],
  ['nss', 'mod_nss'],
  ['krb', 'mod_auth_kerb'],
  ['gssapi', 'mod_auth_gssapi'],
  ['maxminddb', 'mod_maxminddb'],
  ['geoip', 'mod_geoip'],
  ['rpaf', 'mod_rpaf'],
  ['xsendfile', 'mod_xsendfile'],
  ['cloudflare', 'mod_cloudflare'],
  ['suphp_', 'suPHP'],
  ['lsapi_', 'mod_lsapi'],
  ['ruid', 'mod_ruid2'],
  ...['caslogin', 'casvalidate', 'cascookie', 'castimeout', 'casidletimeout', 'casdebug', 'casscope', 'casattribute', 'casauthn', 'casrootproxied', 'cascertificate', 'casversion', 'cassso'].map((p): [string, string] => [p, 'mod_auth_cas']),
  ['bandwidth', 'mod_bw'],
  ['pagespeed', 'PageSpeed'],
];
const THIRD_PARTY_NAMES: Record<string, string> = {
  assignuserid: 'mpm-itk',
  // mod_fcgid's names before 2.3 (still read as aliases).
  processlifetime: 'mod_fcgid',
  idletimeout: 'mod_fcgid',
  busytimeout: 'mod_fcgid',
  ipcconnecttimeout: 'mod_fcgid',
  ipccommtimeout: 'mod_fcgid',
  defaultminclassprocesscount: 'mod_fcgid',
  defaultmaxclassprocesscount: 'mod_fcgid',
  maxprocesscount: 'mod_fcgid',
  maxrequestsperprocess: 'mod_fcgid',
  maxclientsvhost: 'mpm-itk',
  rmode: 'mod_ruid2',
  rgroups: 'mod_ruid2',
  ruidgid: 'mod_ruid2',
  maxconnperip: 'mod_limitipconn',
  noiplimit: 'mod_limitipconn',
  addexternalauth: 'mod_authnz_external',
  setexternalauthmethod: 'mod_authnz_external',
  authbasicprovider_external: 'mod_authnz_external',
  remoteipheader_cloudflare: 'mod_cloudflare',
  uploadprogresstracking: 'mod_upload_progress',
  trackuploads: 'mod_upload_progress',
  reportuploads: 'mod_upload_progress',
};

/** The third-party module a directive name belongs to, if ssllint knows it. */
export function thirdPartyModule(lower: string): string | undefined {
  if (THIRD_PARTY_NAMES[lower]) return THIRD_PARTY_NAMES[lower];
  for (const [prefix, module] of THIRD_PARTY_PREFIXES) if (lower.startsWith(prefix)) return module;
  return undefined;
}
