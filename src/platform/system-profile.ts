// `PROFILE=SYSTEM` as the RHEL family's patched OpenSSL reads it: at the very start of the
// string the keyword is replaced by the crypto policy's cipher string, and whatever follows
// it stays as a suffix (openssl patch 0007, load_system_str). Anywhere else it is an unknown
// word, as on every other OpenSSL build.
import type { CryptoPolicy } from './crypto-policies.js';

const KEYWORD = 'PROFILE=SYSTEM';

export function startsWithSystemProfile(cipherString: string): boolean {
  return cipherString.startsWith(KEYWORD);
}

/**
 * The string OpenSSL ends up applying for `effective` (what the server hands it), given what
 * was `written` in the config. Apache's mod_ssl puts `!aNULL:!eNULL:!EXP:` before what is
 * written; RHEL's httpd leaves `PROFILE=` strings alone (its sslciphdefault patch) and upstream
 * 2.4 appends the exclusions, so in every build the policy comes first and the exclusions
 * (which only remove suites, so their place does not change the result) after it.
 * Undefined when the string does not use PROFILE=SYSTEM.
 */
export function resolveSystemProfile(effective: string, written: string, policy: CryptoPolicy): string | undefined {
  if (effective.startsWith(KEYWORD)) return policy.cipherString + effective.slice(KEYWORD.length);
  if (!written.startsWith(KEYWORD) || !effective.endsWith(written)) return undefined;
  const added = effective.slice(0, effective.length - written.length).replace(/:+$/, '');
  return policy.cipherString + written.slice(KEYWORD.length) + (added ? `:${added}` : '');
}

/** What follows the keyword in a written string (`:!SHA1` in `PROFILE=SYSTEM:!SHA1`). */
export function systemProfileSuffix(written: string): string {
  return written.startsWith(KEYWORD) ? written.slice(KEYWORD.length) : written;
}
