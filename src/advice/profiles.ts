// Mozilla's server-side TLS guidelines as data: what each profile allows. The hardware only
// reorders within these lists. Guideline 6.0 has modern and intermediate; it dropped old, which
// comes from 5.7 (the last guideline with it).
import type { Protocol } from '../model/types.js';

export type ProfileName = 'modern' | 'intermediate' | 'old';

export const PROFILE_NAMES: readonly ProfileName[] = ['modern', 'intermediate', 'old'];

export interface ProfileSpec {
  name: ProfileName;
  guideline: '6.0' | '5.7';
  protocols: readonly Protocol[];
  /** TLS <= 1.2 suites, OpenSSL names, in the guideline's order. */
  ciphers: readonly string[];
  /** TLS 1.3 suites in the guideline's order. */
  ciphersuites: readonly string[];
  /** Key-exchange groups in the guideline's order. */
  curves: readonly string[];
  serverPreferredOrder: boolean;
  hstsMaxAge: number;
  ocspStaple: boolean;
  /** Smallest DH group for DHE suites, when the profile has any. */
  dhParamSize: number | null;
  oldestClients: readonly string[];
}

const TLS13 = ['TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256'] as const;

export const PROFILES: Record<ProfileName, ProfileSpec> = {
  modern: {
    name: 'modern',
    guideline: '6.0',
    protocols: ['TLSv1.3'],
    ciphers: [],
    ciphersuites: TLS13,
    curves: ['X25519MLKEM768', 'X25519', 'prime256v1', 'secp384r1'],
    serverPreferredOrder: false,
    hstsMaxAge: 63072000,
    ocspStaple: true,
    dhParamSize: null,
    oldestClients: ['Firefox 63', 'Android 10.0', 'Chrome 70', 'Edge 75', 'Java 11', 'OpenSSL 1.1.1', 'Opera 57', 'Safari 12.1'],
  },
  intermediate: {
    name: 'intermediate',
    guideline: '6.0',
    protocols: ['TLSv1.2', 'TLSv1.3'],
    ciphers: [
      'ECDHE-ECDSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384',
      'ECDHE-ECDSA-CHACHA20-POLY1305',
      'ECDHE-RSA-CHACHA20-POLY1305',
    ],
    ciphersuites: TLS13,
    curves: ['X25519MLKEM768', 'X25519', 'prime256v1', 'secp384r1'],
    serverPreferredOrder: false,
    hstsMaxAge: 63072000,
    ocspStaple: true,
    dhParamSize: 2048,
    oldestClients: ['Firefox 31.3.0', 'Android 4.4.2', 'Chrome 49', 'Edge 15 on Windows 10', 'IE 11 on Windows 10', 'Java 8u161', 'OpenSSL 1.0.1l', 'Opera 20', 'Safari 9'],
  },
  old: {
    name: 'old',
    guideline: '5.7',
    protocols: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'],
    ciphers: [
      'ECDHE-ECDSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384',
      'ECDHE-ECDSA-CHACHA20-POLY1305',
      'ECDHE-RSA-CHACHA20-POLY1305',
      'DHE-RSA-AES128-GCM-SHA256',
      'DHE-RSA-AES256-GCM-SHA384',
      'DHE-RSA-CHACHA20-POLY1305',
      'ECDHE-ECDSA-AES128-SHA256',
      'ECDHE-RSA-AES128-SHA256',
      'ECDHE-ECDSA-AES128-SHA',
      'ECDHE-RSA-AES128-SHA',
      'ECDHE-ECDSA-AES256-SHA384',
      'ECDHE-RSA-AES256-SHA384',
      'ECDHE-ECDSA-AES256-SHA',
      'ECDHE-RSA-AES256-SHA',
      'DHE-RSA-AES128-SHA256',
      'DHE-RSA-AES256-SHA256',
      'AES128-GCM-SHA256',
      'AES256-GCM-SHA384',
      'AES128-SHA256',
      'AES256-SHA256',
      'AES128-SHA',
      'AES256-SHA',
      'DES-CBC3-SHA',
    ],
    ciphersuites: TLS13,
    curves: ['X25519', 'prime256v1', 'secp384r1'],
    serverPreferredOrder: true,
    hstsMaxAge: 63072000,
    ocspStaple: true,
    // The guideline says 1024 (for Java 6). ssllint's own dhparam-weak rule warns below 2048,
    // and every DHE suite in this list is TLS 1.2-only, which Java 6 cannot speak anyway: it
    // lands on AES128-SHA with RSA key exchange.
    dhParamSize: 2048,
    oldestClients: ['Firefox 1', 'Android 2.3', 'Chrome 1', 'Edge 12', 'IE8 on Windows XP', 'Java 6', 'OpenSSL 0.9.8', 'Opera 5', 'Safari 1'],
  },
};

export function isProfileName(s: string): s is ProfileName {
  return (PROFILE_NAMES as readonly string[]).includes(s);
}
