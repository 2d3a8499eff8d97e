// Which OpenSSL generations can still negotiate each protocol when a server enables it.
// 1.0.2: everything up to TLS 1.2 (SSLv2 only in builds before 1.0.2g, such as the 1.0.2e of
// our vectors). 1.1.x and 3.x are built with no-ssl3 by default and have no SSLv2. OpenSSL 3
// allows TLS 1.0/1.1 only at security level 0 (their handshake signatures use SHA-1/MD5).
import { providerBased } from '../openssl/types.js';
import type { Model, Protocol } from '../model/types.js';
import { atLeast, parseVersion } from '../model/version.js';
import type { Generation } from '../rule.js';

export function negotiableOn(protocol: Protocol, generation: Generation, seclevel0: boolean): boolean {
  switch (protocol) {
    case 'SSLv2':
    case 'SSLv3':
      return generation === '1.0.2';
    case 'TLSv1':
    case 'TLSv1.1':
      return !providerBased(generation) || seclevel0;
    case 'TLSv1.2':
      return true;
    case 'TLSv1.3':
      return generation !== '1.0.2';
  }
}

/**
 * httpd before 2.4.36 has no TLS 1.3 whatever its OpenSSL (CHANGES 2.4.36: "mod_ssl: Add
 * support for OpenSSL 1.1.1 and TLSv1.3."; docs/version-gates.md httpd-tls13): there is
 * nothing to enable, so no rule asks for it.
 */
export function canNameTls13(model: Model): boolean {
  if (model.dialect !== 'apache') return true;
  const version = parseVersion(model.serverVersion);
  return version === undefined || atLeast(version, '2.4.36');
}

export const MODERN_PROTOCOLS = { nginx: 'ssl_protocols TLSv1.2 TLSv1.3;', apache: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' };

/**
 * The protocol line a fix writes: TLS 1.2 and 1.3, less TLS 1.3 where naming it would stop the
 * server: nginx before 1.13.0 and httpd before 2.4.36 do not know the keyword (docs/version-gates.md,
 * nginx-tls13-keyword and httpd-tls13), and httpd refuses `+TLSv1.3` when its OpenSSL has no TLS
 * 1.3, which is so when only 1.0.2 is linted for (`--openssl 1.0.2`, `--platform centos-7`).
 */
export function modernProtocols(model: Model, generations: readonly Generation[]): { description: string; replacement: string } {
  const version = parseVersion(model.serverVersion);
  const known = version === undefined || atLeast(version, model.dialect === 'nginx' ? '1.13.0' : '2.4.36');
  const linked = model.dialect === 'nginx' || generations.some((g) => g !== '1.0.2');
  if (known && linked) return { description: 'enable only TLS 1.2 and TLS 1.3', replacement: model.dialect === 'nginx' ? MODERN_PROTOCOLS.nginx : MODERN_PROTOCOLS.apache };
  return { description: 'enable only TLS 1.2 (this release cannot name TLS 1.3)', replacement: model.dialect === 'nginx' ? 'ssl_protocols TLSv1.2;' : 'SSLProtocol -all +TLSv1.2' };
}
