// The shape of one generated table row (src/openssl/data/suites-*.ts). Rows keep OpenSSL's
// own words for display and the symbolic algorithm names the expander turns into bit masks.

export type Protocol = 'SSLv2' | 'SSLv3' | 'TLSv1' | 'TLSv1.2' | 'TLSv1.3';

export interface SuiteRow {
  /** OpenSSL's name, as `openssl ciphers` prints it (ambiguous in 1.0.2: see `hex`). */
  name: string;
  /** IANA registry name; null only for SSLv2 suites, which have none. */
  iana: string | null;
  /** Code point as `openssl ciphers -V` prints it: `0x00,0x0A`, three bytes for SSLv2. */
  hex: string;
  /** SSL_CIPHER_get_id: 0x03000000 | code point (0x02xxxxxx for SSLv2). */
  id: number;
  /** The protocol column of SSL_CIPHER_description (the lowest version the suite needs). */
  protocol: Protocol;
  kx: string;
  au: string;
  /** Encryption family as printed, without the key size: `AESGCM`, `3DES`, `None`. */
  enc: string;
  /** Key size printed beside the family; 0 when there is no encryption. */
  bits: number;
  mac: string;
  export: boolean;
  /** SSL_CIPHER_get_bits: what @STRENGTH and the default order sort by. */
  strengthBits: number;
  algBits: number;
  /** OpenSSL's algorithm bit names, e.g. kECDHE / aRSA / AES128GCM / AEAD. */
  kxAlg: string;
  auAlg: string;
  encAlg: string;
  macAlg: string;
  /** Strength flags: HIGH, MEDIUM, LOW, FIPS, STRONG_NONE, EXPORT, EXP40, NOT_EXP, NOT_DEFAULT. */
  strength: string[];
}
