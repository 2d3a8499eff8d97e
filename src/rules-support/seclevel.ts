// OpenSSL 3 negotiates TLS 1.0/1.1 only when the cipher string lowers the security level to
// 0. The engine reads `@SECLEVEL=n` as OpenSSL does (the last one wins), so ask it.
import type { TlsSettings } from '../model/types.js';
import { expand } from '../openssl/index.js';

export function allowsLegacyTls(tls: TlsSettings): boolean {
  return expand(tls.effectiveCiphers, '3.x').seclevel === 0;
}
