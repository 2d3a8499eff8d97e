// Which OpenSSL generations can still negotiate each protocol when a server enables it.
// 1.0.2: everything up to TLS 1.2 (SSLv2 only in builds before 1.0.2g, such as the 1.0.2e of
// our vectors). 1.1.x and 3.x are built with no-ssl3 by default and have no SSLv2. OpenSSL 3
// allows TLS 1.0/1.1 only at security level 0 (their handshake signatures use SHA-1/MD5).
import type { Protocol } from '../model/types.js';
import type { Generation } from '../rule.js';

export function negotiableOn(protocol: Protocol, generation: Generation, seclevel0: boolean): boolean {
  switch (protocol) {
    case 'SSLv2':
    case 'SSLv3':
      return generation === '1.0.2';
    case 'TLSv1':
    case 'TLSv1.1':
      return generation !== '3.x' || seclevel0;
    case 'TLSv1.2':
      return true;
    case 'TLSv1.3':
      return generation !== '1.0.2';
  }
}

export const MODERN_PROTOCOLS = { nginx: 'ssl_protocols TLSv1.2 TLSv1.3;', apache: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' };
