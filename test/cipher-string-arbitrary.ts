// Random cipher strings and TLS 1.3 lists for the differential tests: keywords (also wrong
// case, unknown and other generations' words), suite names of all three generations, IANA
// names, operators, `A+B`, `@` commands, stray characters and every separator.
import fc from 'fast-check';
import { allSuites } from '../src/openssl/suites.js';

const KEYWORDS = [
  'ALL', 'COMPLEMENTOFALL', 'DEFAULT', 'COMPLEMENTOFDEFAULT', 'HIGH', 'MEDIUM', 'LOW', 'EXP', 'EXPORT', 'EXPORT40',
  'EXPORT56', 'eNULL', 'NULL', 'aNULL', 'kRSA', 'aRSA', 'RSA', 'kEDH', 'kDHE', 'EDH', 'DHE', 'ADH', 'kDH', 'DH', 'aDH',
  'kEECDH', 'kECDHE', 'ECDHE', 'EECDH', 'AECDH', 'kECDH', 'ECDH', 'aECDH', 'aECDSA', 'ECDSA', 'aDSS', 'DSS', 'AES',
  'AES128', 'AES256', 'AESGCM', 'AESCCM', 'AESCCM8', 'CHACHA20', '3DES', 'DES', 'RC4', 'RC2', 'IDEA', 'SEED',
  'CAMELLIA', 'CAMELLIA128', 'CAMELLIA256', 'ARIA', 'ARIA128', 'ARIA256', 'ARIAGCM', 'CBC', 'MD5', 'SHA1', 'SHA',
  'SHA256', 'SHA384', 'SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.0', 'TLSv1.2', 'TLSv1.3', 'kPSK', 'PSK', 'aPSK', 'kRSAPSK',
  'kECDHEPSK', 'kDHEPSK', 'SRP', 'kSRP', 'aSRP', 'FIPS', 'SUITEB128', 'SUITEB128ONLY', 'SUITEB128C2', 'SUITEB192',
  'KRB5', 'GOST', 'kGOST', 'aGOST', 'GOST94', 'GOST89MAC', 'GOST12', 'kGOST18', 'EDH-RSA-DES-CBC3-SHA',
  'EDH-DSS-DES-CBC3-SHA', 'high', 'Aes', 'FOO', 'STRENGTH',
];
const names = [...new Set([...allSuites('1.0.2'), ...allSuites('1.1.1'), ...allSuites('3.x')].map((s) => s.name))];
const ianas = [...new Set([...allSuites('1.0.2'), ...allSuites('1.1.1'), ...allSuites('3.x')].map((s) => s.iana).filter((x): x is string => x !== null))];

const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYWORDS) },
  { weight: 4, arbitrary: fc.constantFrom(...names) },
  { weight: 1, arbitrary: fc.constantFrom(...ianas) },
);
const special = fc.oneof(
  fc.constant('@STRENGTH'),
  fc.integer({ min: 0, max: 9 }).map((n) => `@SECLEVEL=${n}`),
  fc.constantFrom('@STRENGTHX', '@FOO', '@SECLEVEL=', '@', '@SECLEVEL=00', '@strength'),
);
const junk = fc.constantFrom('$', '[', '|', '*', '_', '=', '.', '"', '\t', 'é');
const item = fc.oneof(
  { weight: 12, arbitrary: fc.tuple(fc.constantFrom('', '', '', '!', '-', '+'), fc.array(word, { minLength: 1, maxLength: 3 })).map(([op, ws]) => op + ws.join('+')) },
  { weight: 1, arbitrary: special },
  { weight: 1, arbitrary: fc.tuple(word, junk, fc.boolean()).map(([w, j, before]) => (before ? j + w : w + j)) },
);
const separator = fc.constantFrom(':', ':', ':', ',', ' ', ';', '::', ' : ');
export const cipherString = fc
  .tuple(
    fc.constantFrom('', '', '', '', '', 'DEFAULT', 'DEFAULT:', 'SUITEB128:', ':'),
    fc.array(fc.tuple(separator, item), { minLength: 1, maxLength: 7 }),
    fc.constantFrom('', '', '', ':', ' '),
  )
  .map(([head, parts, tail]) => head + parts.map(([sep, it], i) => (i === 0 ? it : sep + it)).join('') + tail);

const tls13Name = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_CCM_SHA256', 'TLS_AES_128_CCM_8_SHA256') },
  { weight: 2, arbitrary: fc.constantFrom(...ianas, 'TLS_RSA_WITH_SEED_CBC_SHA', 'TLS_RSA_WITH_IDEA_CBC_SHA', 'TLS_FALLBACK_SCSV', 'TLS_RSA_WITH_RC4_128_SHA') },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'tls_aes_128_gcm_sha256', 'FOO', 'AES128-SHA', 'TLS_AES_128_GCM_SHA256 ') },
);
export const tls13List = fc
  .tuple(fc.array(tls13Name, { minLength: 0, maxLength: 5 }), fc.constantFrom(':', ':', ': ', ' :', ','))
  .map(([ns, sep]) => ns.join(sep));

