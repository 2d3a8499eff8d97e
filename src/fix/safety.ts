// How sure a fix is to break nothing. Replacing a directive's value, adding one the block lacks
// and removing one the server no longer knows are safe. Changing which ciphers or protocols a
// server offers can lock out the legacy clients some sites still serve, and an HSTS header is a
// promise browsers hold the site to for its max-age: those are risky, applied only when asked
// (--fix-type risky, or `fix: {RULE: true}` in the config file). Directives that name files are
// never written: ssllint does not guess where a server keeps its keys.
import type { Dialect } from '../syntax/types.js';

export type Safety = 'safe' | 'risky';
export const SAFETIES: readonly Safety[] = ['safe', 'risky'];

const RISKY = new Set([
  'ssl_ciphers',
  'ssl_protocols',
  'ssl_conf_command ciphersuites',
  'add_header strict-transport-security',
  'sslciphersuite',
  'sslciphersuite tlsv1.3',
  'sslprotocol',
  'header strict-transport-security',
]);

const NEVER = new Set([
  'include',
  'ssl_certificate',
  'ssl_certificate_key',
  'ssl_trusted_certificate',
  'ssl_client_certificate',
  'ssl_dhparam',
  'ssl_crl',
  'ssl_password_file',
  'ssl_session_ticket_key',
  'ssl_stapling_file',
  'load_module',
  'includeoptional',
  'loadmodule',
  'sslcertificatefile',
  'sslcertificatekeyfile',
  'sslcertificatechainfile',
  'sslcacertificatefile',
  'sslcacertificatepath',
  'sslcarevocationfile',
  'sslopensslconfcmd dhparameters',
]);

export function safetyOf(keys: readonly string[]): Safety {
  return keys.some((k) => RISKY.has(k)) ? 'risky' : 'safe';
}

/** Why a directive with this key is never written or rewritten by a fix, or undefined. */
export function neverWritten(dialect: Dialect, key: string): string | undefined {
  if (!NEVER.has(key)) return undefined;
  const name = key.split(' ')[0];
  return name === 'include' || name === 'includeoptional' || name === 'load_module' || name === 'loadmodule'
    ? `a fix never adds or changes \`${name}\` lines`
    : `\`${name}\` names a file, and ssllint does not guess where the ${dialect === 'nginx' ? 'nginx' : 'Apache'} server keeps it`;
}
