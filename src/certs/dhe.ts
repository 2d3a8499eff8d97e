// Could a client negotiate a DHE suite, the only kind that uses the server's DH parameters?
// Answered by expanding the effective cipher string with OpenSSL's semantics for each
// generation checked, keeping the suites some enabled protocol below TLS 1.3 can carry and
// that the server can authenticate with the certificates it holds (DHE-RSA needs an RSA
// certificate, DHE-DSS a DSA one; anonymous ADH needs none; EdDSA and ECDSA never pair with DHE).
import type { Protocol, Server, TlsSettings } from '../model/types.js';
import type { ServedChain } from './audit.js';
import { expand, type Generation, type Suite } from '../openssl/index.js';

const RANK: Record<Protocol, number> = { SSLv2: 0, SSLv3: 1, TLSv1: 2, 'TLSv1.1': 3, 'TLSv1.2': 4, 'TLSv1.3': 5 };

/** Authentication the served certificates allow; undefined when unknown (then any is assumed). */
export type Authentications = Set<'RSA' | 'DSS' | 'ECDSA'> | undefined;

export interface DheVerdict {
  /** Generations on which some DHE suite can be negotiated. */
  generations: Generation[];
  /** One example suite, for the message. */
  example?: string;
}

export function dheSuites(tls: TlsSettings, generations: readonly Generation[], auth: Authentications): DheVerdict {
  const top = tls.protocols.value.filter((p) => p !== 'TLSv1.3').map((p) => RANK[p]).reduce((m, x) => Math.max(m, x), -1);
  const out: DheVerdict = { generations: [] };
  if (top < 0) return out;
  for (const gen of generations) {
    const hit = expand(tls.effectiveCiphers, gen).ciphers.find((s) => usesDhParams(s) && RANK[s.protocol] <= top && authenticates(s, auth));
    if (hit) {
      out.generations.push(gen);
      out.example ??= hit.name;
    }
  }
  return out;
}

/** Ephemeral DH (`kDHE`, printed `Kx=DH`); 1.0.2's static `DH/RSA` suites use the certificate instead. DHE-PSK needs a PSK the servers never configure. */
function usesDhParams(s: Suite): boolean {
  return s.kx === 'DH';
}

function authenticates(s: Suite, auth: Authentications): boolean {
  if (s.au === 'None' || !auth) return true;
  return auth.has(s.au as 'RSA' | 'DSS');
}

/** What the server's certificates can sign with; unknown (any) when a certificate could not be read. */
export function certificateAuthentications(server: Server, chains: readonly ServedChain[]): Authentications {
  if (chains.length === 0 || chains.length < (server.tls?.certificates.length ?? 0)) return undefined;
  const auth: NonNullable<Authentications> = new Set();
  for (const { chain } of chains) {
    const type = chain.leaf.cert.key.type;
    if (type === 'rsa' || type === 'rsa-pss') auth.add('RSA');
    else if (type === 'dsa') auth.add('DSS');
    else auth.add('ECDSA');
  }
  return auth;
}
