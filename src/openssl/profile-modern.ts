// OpenSSL 1.1.1 and 3.x share one cipher-string engine; they differ in the aliases 3.0 added
// (kGOST18, CBC, more GOST) and in what the builds can load. 1.1.1 is modelled on nassl's
// 1.1.1w (enable-weak-ssl-ciphers: RC4, 3DES, IDEA, SEED present); 3.x on Debian 12's 3.0
// (default provider only: no RC4, DES, RC2, IDEA, SEED; no weak suites compiled in).
import { Vocabulary } from './algorithm-bits.js';
import type { AliasDef, Profile } from './profile.js';
import type { SuiteRow } from './suite-row.js';
import { providerBased, type Generation } from './types.js';

/** Protocol versions as OpenSSL numbers them; 1.1.1+ match a suite's minimum version exactly. */
export const MIN_TLS = { SSLv3: 0x0300, TLSv1: 0x0301, 'TLSv1.2': 0x0303, 'TLSv1.3': 0x0304 } as const;

function build(generation: Generation): Profile {
  const v3 = providerBased(generation);
  const v4 = generation === '4.x';
  const kx = new Vocabulary('kx', [
    'kRSA', 'kDHE', 'kECDHE', 'kPSK', 'kRSAPSK', 'kECDHEPSK', 'kDHEPSK', 'kSRP', 'kGOST', 'kANY',
    ...(v3 ? ['kGOST18'] : []),
  ]);
  const au = new Vocabulary('au', ['aRSA', 'aDSS', 'aNULL', 'aECDSA', 'aPSK', 'aGOST01', 'aGOST12', 'aSRP', 'aANY']);
  const enc = new Vocabulary('enc', [
    'DES', '3DES', 'RC4', 'RC2', 'IDEA', 'eNULL', 'AES128', 'AES256', 'CAMELLIA128', 'CAMELLIA256',
    'GOST89CNT', 'SEED', 'AES128GCM', 'AES256GCM', 'AES128CCM', 'AES256CCM', 'AES128CCM8', 'AES256CCM8',
    'GOST89CNT12', 'CHACHA20POLY1305', 'ARIA128GCM', 'ARIA256GCM', ...(v3 ? ['MAGMA', 'KUZNYECHIK'] : []),
  ]);
  const mac = new Vocabulary('mac', [
    'MD5', 'SHA1', 'GOST94', 'GOST89MAC', 'SHA256', 'SHA384', 'AEAD', 'GOST12_256', 'GOST89MAC12',
    'GOST12_512', ...(v3 ? ['MAGMAOMAC', 'KUZNYECHIKOMAC'] : []),
  ]);
  const strength = new Vocabulary('strength', ['STRONG_NONE', 'LOW', 'MEDIUM', 'HIGH', 'FIPS', 'NOT_DEFAULT']);

  const aes128 = enc.of('AES128', 'AES128GCM', 'AES128CCM', 'AES128CCM8');
  const aes256 = enc.of('AES256', 'AES256GCM', 'AES256CCM', 'AES256CCM8');
  const edhAlias = (a: 'DSS' | 'RSA'): AliasDef => ({
    name: `EDH-${a}-DES-CBC3-SHA`, kx: kx.of('kDHE'), au: au.of(`a${a}`), enc: enc.of('3DES'), mac: mac.of('SHA1'),
    strength: strength.of('HIGH', 'FIPS'),
  });

  const aliases: AliasDef[] = [
    { name: 'ALL', enc: enc.not('eNULL') },
    { name: 'COMPLEMENTOFALL', enc: enc.of('eNULL') },
    { name: 'COMPLEMENTOFDEFAULT', strength: strength.of('NOT_DEFAULT') },
    { name: 'kRSA', kx: kx.of('kRSA') },
    { name: 'kEDH', kx: kx.of('kDHE') },
    { name: 'kDHE', kx: kx.of('kDHE') },
    { name: 'DH', kx: kx.of('kDHE') },
    { name: 'kEECDH', kx: kx.of('kECDHE') },
    { name: 'kECDHE', kx: kx.of('kECDHE') },
    { name: 'ECDH', kx: kx.of('kECDHE') },
    { name: 'kPSK', kx: kx.of('kPSK') },
    { name: 'kRSAPSK', kx: kx.of('kRSAPSK') },
    { name: 'kECDHEPSK', kx: kx.of('kECDHEPSK') },
    { name: 'kDHEPSK', kx: kx.of('kDHEPSK') },
    { name: 'kSRP', kx: kx.of('kSRP') },
    { name: 'kGOST', kx: kx.of('kGOST') },
    ...(v3 ? [{ name: 'kGOST18', kx: kx.of('kGOST18') }] : []),
    { name: 'aRSA', au: au.of('aRSA') },
    { name: 'aDSS', au: au.of('aDSS') },
    { name: 'DSS', au: au.of('aDSS') },
    { name: 'aNULL', au: au.of('aNULL') },
    { name: 'aECDSA', au: au.of('aECDSA') },
    { name: 'ECDSA', au: au.of('aECDSA') },
    { name: 'aPSK', au: au.of('aPSK') },
    { name: 'aGOST01', au: au.of('aGOST01') },
    { name: 'aGOST12', au: au.of('aGOST12') },
    { name: 'aGOST', au: au.of('aGOST01', 'aGOST12') },
    { name: 'aSRP', au: au.of('aSRP') },
    { name: 'EDH', kx: kx.of('kDHE'), au: au.not('aNULL') },
    { name: 'DHE', kx: kx.of('kDHE'), au: au.not('aNULL') },
    { name: 'EECDH', kx: kx.of('kECDHE'), au: au.not('aNULL') },
    { name: 'ECDHE', kx: kx.of('kECDHE'), au: au.not('aNULL') },
    { name: 'NULL', enc: enc.of('eNULL') },
    { name: 'RSA', kx: kx.of('kRSA'), au: au.of('aRSA') },
    { name: 'ADH', kx: kx.of('kDHE'), au: au.of('aNULL') },
    { name: 'AECDH', kx: kx.of('kECDHE'), au: au.of('aNULL') },
    { name: 'PSK', kx: kx.of('kPSK', 'kRSAPSK', 'kECDHEPSK', 'kDHEPSK') },
    { name: 'SRP', kx: kx.of('kSRP') },
    { name: '3DES', enc: enc.of('3DES') },
    { name: 'RC4', enc: enc.of('RC4') },
    { name: 'RC2', enc: enc.of('RC2') },
    { name: 'IDEA', enc: enc.of('IDEA') },
    { name: 'SEED', enc: enc.of('SEED') },
    { name: 'eNULL', enc: enc.of('eNULL') },
    { name: 'GOST', enc: v3 ? enc.of('GOST89CNT', 'GOST89CNT12', 'MAGMA', 'KUZNYECHIK') : enc.of('GOST89CNT', 'GOST89CNT12') },
    { name: 'AES128', enc: aes128 },
    { name: 'AES256', enc: aes256 },
    { name: 'AES', enc: (aes128 | aes256) >>> 0 },
    { name: 'AESGCM', enc: enc.of('AES128GCM', 'AES256GCM') },
    { name: 'AESCCM', enc: enc.of('AES128CCM', 'AES256CCM', 'AES128CCM8', 'AES256CCM8') },
    { name: 'AESCCM8', enc: enc.of('AES128CCM8', 'AES256CCM8') },
    { name: 'CAMELLIA128', enc: enc.of('CAMELLIA128') },
    { name: 'CAMELLIA256', enc: enc.of('CAMELLIA256') },
    { name: 'CAMELLIA', enc: enc.of('CAMELLIA128', 'CAMELLIA256') },
    { name: 'CHACHA20', enc: enc.of('CHACHA20POLY1305') },
    ...(v3 ? [{ name: 'GOST2012-GOST8912-GOST8912', enc: enc.of('GOST89CNT12') }] : []),
    { name: 'ARIA', enc: enc.of('ARIA128GCM', 'ARIA256GCM') },
    { name: 'ARIAGCM', enc: enc.of('ARIA128GCM', 'ARIA256GCM') },
    { name: 'ARIA128', enc: enc.of('ARIA128GCM') },
    { name: 'ARIA256', enc: enc.of('ARIA256GCM') },
    ...(v3
      ? [{ name: 'CBC', enc: enc.of('DES', '3DES', 'RC2', 'IDEA', 'AES128', 'AES256', 'CAMELLIA128', 'CAMELLIA256', 'SEED') }]
      : []),
    { name: 'MD5', mac: mac.of('MD5') },
    { name: 'SHA1', mac: mac.of('SHA1') },
    { name: 'SHA', mac: mac.of('SHA1') },
    { name: 'GOST94', mac: mac.of('GOST94') },
    { name: 'GOST89MAC', mac: mac.of('GOST89MAC', 'GOST89MAC12') },
    { name: 'SHA256', mac: mac.of('SHA256') },
    { name: 'SHA384', mac: mac.of('SHA384') },
    { name: 'GOST12', mac: mac.of('GOST12_256') },
    // 4.0 removed SSLv3, and the alias with it.
    ...(v4 ? [] : [{ name: 'SSLv3', proto: MIN_TLS.SSLv3 }]),
    { name: 'TLSv1', proto: MIN_TLS.TLSv1 },
    { name: 'TLSv1.0', proto: MIN_TLS.TLSv1 },
    { name: 'TLSv1.2', proto: MIN_TLS['TLSv1.2'] },
    { name: 'LOW', strength: strength.of('LOW') },
    { name: 'MEDIUM', strength: strength.of('MEDIUM') },
    { name: 'HIGH', strength: strength.of('HIGH') },
    // 4.0's alias table has no FIPS strength class.
    ...(v4 ? [] : [{ name: 'FIPS', enc: enc.not('eNULL'), strength: strength.of('FIPS') }]),
    edhAlias('DSS'),
    edhAlias('RSA'),
  ];

  const gostMacs = mac.of('GOST94', 'GOST89MAC', 'GOST89MAC12', 'GOST12_256', 'GOST12_512');
  const disabled = v3
    ? {
        kx: kx.of('kGOST', 'kGOST18'),
        au: au.of('aGOST01', 'aGOST12'),
        enc: enc.of('DES', 'RC4', 'RC2', 'IDEA', 'SEED', 'GOST89CNT', 'GOST89CNT12', 'MAGMA', 'KUZNYECHIK'),
        mac: (gostMacs | mac.of('MAGMAOMAC', 'KUZNYECHIKOMAC')) >>> 0,
      }
    : {
        kx: kx.of('kGOST'),
        au: au.of('aGOST01', 'aGOST12'),
        enc: enc.of('GOST89CNT', 'GOST89CNT12'),
        mac: gostMacs,
      };

  return {
    generation,
    vocab: { kx, au, enc, mac, strength },
    aliases,
    disabled,
    strengthGroups: [
      { mask: strength.of('STRONG_NONE', 'LOW', 'MEDIUM', 'HIGH', 'FIPS'), firstAssigns: true },
      { mask: strength.of('NOT_DEFAULT'), firstAssigns: false },
    ],
    protoMatch: 'equal',
    protoOf: (row: SuiteRow) => {
      const v = MIN_TLS[row.protocol as keyof typeof MIN_TLS];
      if (v === undefined) throw new Error(`${generation}: suite ${row.name} has protocol ${row.protocol}`);
      return v;
    },
    selectNamedById: true,
    // 4.0 reads `_` in a word too: IANA names are whole words there.
    extraWordChars: v4 ? '-.=_' : '-.=',
    supportsSeclevel: true,
    defaultCipherList: 'ALL:!COMPLEMENTOFDEFAULT:!eNULL',
    startOrder: 'modern-rules',
    tls13: {
      defaults: ['TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_GCM_SHA256'],
      unknownNameFails: !v3,
    },
    ...(v4 ? { anyCaseAndIanaNames: true } : {}),
  };
}

export const PROFILE_1_1_1: Profile = build('1.1.1');
export const PROFILE_3_X: Profile = build('3.x');
/**
 * 4.0.3, held to data/openssl-vectors/openssl-ciphers-releases.json: no SSLv3 and FIPS aliases,
 * names matched in any case and by their IANA names (ssl/ssl_ciph.c of 4.0.3), CCM8 suites
 * MEDIUM and out of DEFAULT (build-image.ts rowsOf).
 */
export const PROFILE_4_X: Profile = build('4.x');
