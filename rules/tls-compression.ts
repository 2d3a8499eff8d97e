import type { Rule } from '../src/rule.js';
import { atLeast, parseVersion } from '../src/text/version.js';
import type { Generation } from '../src/rule.js';
import { distinctSettings, listGenerations, locationOf } from '../src/rules-support/helpers.js';

/**
 * What `SSLCompression on` does per OpenSSL generation. OpenSSL CHANGES 1.1.0: "CRIME
 * protection: disable compression by default, even if OpenSSL is compiled with zlib
 * enabled"; mod_ssl only ever sets SSL_OP_NO_COMPRESSION, never clears it
 * (ssl_init_ctx_protocol), so from 1.1.0 the directive has no effect. httpd 2.4.30 (CHANGES:
 * "The SSLCompression directive will now give an error if used with an OpenSSL build which
 * does not support any compression methods") refuses it where OpenSSL has no zlib, as in
 * Debian's builds.
 */
function compressionMessage(generations: readonly Generation[], serverVersion: string): string {
  const on = generations.filter((g) => g === '1.0.2');
  const off = generations.filter((g) => g !== '1.0.2');
  const version = parseVersion(serverVersion);
  const refused = version !== undefined && atLeast(version, '2.4.30');
  const later = off.length
    ? `; on ${listGenerations(off)} it stays off whatever mod_ssl says${refused ? ', and httpd refuses to start when that OpenSSL has no compression methods (most distribution builds)' : ''}`
    : '';
  const crime = on.length ? `TLS compression is on with ${listGenerations(on)} (built with zlib): the CRIME attack can recover cookies from compressed record lengths` : 'SSLCompression on asks for TLS compression (open to CRIME)';
  return crime + later;
}

const rule: Rule = {
  meta: {
    id: 'tls-compression',
    title: 'TLS compression is on (CRIME)',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Compressing TLS records lets an attacker who can inject text into requests recover secrets such as session cookies from the compressed length (CRIME, 2012). OpenSSL builds since 1.1.0 ship without it; Apache only enables it when told to.',
      apache: { bad: 'SSLCompression on', good: 'SSLCompression off' },
      references: ['https://en.wikipedia.org/wiki/CRIME'],
    },
  },
  check(model, context) {
    const message = compressionMessage(context.generations, model.serverVersion);
    return distinctSettings(model, (tls) => tls.compression)
      .filter(({ setting }) => setting.value && !setting.defaulted)
      .map(({ setting }) => ({
        message,
        location: locationOf(setting.at),
        fix: { description: 'turn TLS compression off', replacement: 'SSLCompression off' },
      }));
  },
};

export default rule;
