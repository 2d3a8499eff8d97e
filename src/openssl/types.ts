// Public shapes of the OpenSSL engine: what rules, advice and the `ciphers` command consume.
import type { Protocol } from './suite-row.js';

export type { Protocol } from './suite-row.js';

/**
 * The OpenSSL generations servers still run. `3.x` is modelled on Debian's 3.0 build; `4.x` on
 * 4.0.3, whose cipher strings expand as 3.x's do (data/openssl-vectors/) and which has no SSLv3,
 * no ENGINE and none of the deprecated EC groups (src/openssl/releases.ts).
 */
export type Generation = '1.0.2' | '1.1.1' | '3.x' | '4.x';

export const GENERATIONS: readonly Generation[] = ['1.0.2', '1.1.1', '3.x', '4.x'];

/** 3.0 and later: the provider-based library (group names, TLS 1.0/1.1 only at level 0). */
export function providerBased(g: Generation): boolean {
  return g === '3.x' || g === '4.x';
}

/** One cipher suite of one generation, with every fact a rule needs already decided here. */
export interface Suite {
  readonly name: string;
  readonly iana: string | null;
  /** `0x00,0x0A` as `openssl ciphers -V` prints it (three bytes for SSLv2 suites). */
  readonly hex: string;
  readonly protocol: Protocol;
  /** Key exchange, authentication, encryption and MAC as `openssl ciphers -v` prints them. */
  readonly kx: string;
  readonly au: string;
  readonly enc: string;
  readonly bits: number;
  readonly mac: string;
  /** OpenSSL's strength rank (SSL_CIPHER_get_bits), what @STRENGTH sorts by. */
  readonly strengthBits: number;
  /** OpenSSL's class for the suite in this generation: 3DES is HIGH in 1.0.2e, MEDIUM later. */
  readonly strengthClass: 'HIGH' | 'MEDIUM' | 'LOW' | 'EXPORT' | 'NONE';
  readonly aead: boolean;
  /** Forward secrecy: ephemeral (EC)DH key exchange (TLS 1.3 suites always have it). */
  readonly fs: boolean;
  readonly export: boolean;
  readonly isRc4: boolean;
  /** Single DES (56 or 40 bits), not 3DES. */
  readonly isDes: boolean;
  readonly is3des: boolean;
  readonly isRc2: boolean;
  /** No encryption at all (eNULL). */
  readonly isNull: boolean;
  /** No server authentication (aNULL: ADH, AECDH). */
  readonly isAnon: boolean;
  readonly isExport: boolean;
  /** A CBC-mode block cipher (not AEAD, not a stream cipher, not eNULL). */
  readonly isCbc: boolean;
  /** Far slower than AES-GCM/ChaCha20 on any CPU: SEED, IDEA, CAMELLIA-256 (rule cipher-slow). */
  readonly isSlow: boolean;
}

export type CipherStringError = 'no cipher match' | 'invalid command';

export interface ExpandResult {
  readonly generation: Generation;
  /** TLS ≤ 1.2 suites in the order SSL_CTX_set_cipher_list leaves them; empty on error. */
  readonly ciphers: readonly Suite[];
  /** The TLS 1.3 suites OpenSSL puts first whatever the string says (its default `Ciphersuites`). */
  readonly tls13: readonly Suite[];
  /** Words OpenSSL skipped without a word: unknown names, IANA names, lower-case keywords. */
  readonly ignored: readonly string[];
  /** Security level set by `@SECLEVEL=n` in the string (1.1.1 and later), when present. */
  readonly seclevel?: number;
  /** Why SSL_CTX_set_cipher_list would fail; the server then refuses to start. */
  readonly error?: CipherStringError;
}

export interface Tls13Result {
  readonly generation: Generation;
  /** Suites in the order given; OpenSSL keeps duplicates. Empty for 1.0.2 (no TLS 1.3). */
  readonly suites: readonly Suite[];
  /** Names OpenSSL skipped (3.x) or would reject (1.1.1). */
  readonly ignored: readonly string[];
  /**
   * TLS ≤ 1.2 suites named by their IANA name. OpenSSL accepts them, and since the TLS 1.3
   * list heads the whole cipher list, they end up enabled for TLS ≤ 1.2 too, ahead of (and
   * whatever) the cipher string says.
   */
  readonly notTls13: readonly Suite[];
  readonly error?: 'no cipher match' | 'no tls 1.3';
}
