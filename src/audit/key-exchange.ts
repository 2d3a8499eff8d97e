// The group a server prefers for its key exchange on one OpenSSL generation, and whether it is
// post-quantum: the first name of its own list that the generation accepts, or OpenSSL's default
// list where the config names none (src/openssl/releases.ts: X25519 on 1.1.1 to 3.4,
// X25519MLKEM768 from 3.5). A TLS 1.3 client that offers that group gets it.
import type { TlsSettings } from '../model/types.js';
import type { VersionParts } from '../model/version.js';
import { groupKnown } from '../openssl/groups.js';
import { defaultGroupsOf, isPostQuantum } from '../openssl/releases.js';
import type { Generation } from '../rule.js';
import type { KeyExchange } from './types.js';

export function keyExchangeOf(tls: TlsSettings, generation: Generation, release: VersionParts | undefined): KeyExchange | undefined {
  const configured = tls.curves.value;
  const list = configured === undefined || configured === 'auto' ? undefined : configured;
  // 1.0.2 offers its `auto` curves, P-256 first (policy/groups.ts), and has no TLS 1.3 key shares.
  const defaults = generation === '1.0.2' ? ['secp256r1'] : defaultGroupsOf(generation, release)?.groups ?? [];
  let first: string | undefined;
  for (const word of list === undefined ? [] : list.split(/[:/]/)) {
    const name = word.trim().replace(/^[?*]+/, '');
    if (name === '' || word.trim().startsWith('-')) continue;
    if (name === 'DEFAULT') {
      first = defaults[0];
      break;
    }
    if (groupKnown(name, generation).known !== false) {
      first = name;
      break;
    }
  }
  if (list === undefined) first = defaults[0];
  return first === undefined ? undefined : { first, postQuantum: isPostQuantum(first), defaulted: list === undefined };
}
