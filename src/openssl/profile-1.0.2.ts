// OpenSSL 1.0.2 (modelled on 1.0.2e, the build the vectors come from: SSLv2, EXPORT and LOW
// suites compiled in, 3DES still HIGH, no Kerberos, no GOST engine).
import { Vocabulary } from './algorithm-bits.js';
import type { AliasDef, Profile } from './profile.js';
import type { SuiteRow } from './suite-row.js';

const kx = new Vocabulary('kx', ['kRSA', 'kDHr', 'kDHd', 'kEDH', 'kKRB5', 'kECDHr', 'kECDHe', 'kEECDH', 'kPSK', 'kGOST', 'kSRP']);
const au = new Vocabulary('au', ['aRSA', 'aDSS', 'aNULL', 'aDH', 'aECDH', 'aKRB5', 'aECDSA', 'aPSK', 'aGOST94', 'aGOST01', 'aSRP']);
const enc = new Vocabulary('enc', [
  'DES', '3DES', 'RC4', 'RC2', 'IDEA', 'eNULL', 'AES128', 'AES256', 'CAMELLIA128', 'CAMELLIA256',
  'GOST89CNT', 'SEED', 'AES128GCM', 'AES256GCM',
]);
const mac = new Vocabulary('mac', ['MD5', 'SHA1', 'GOST94', 'GOST89MAC', 'SHA256', 'SHA384', 'AEAD']);
// TLSv1 suites carry the SSLv3 bit in 1.0.2: the two words select the same suites.
const proto = new Vocabulary('protocol', ['SSLv2', 'SSLv3', 'TLSv1.2']);
const strength = new Vocabulary('strength', [
  'NOT_EXP', 'EXPORT', 'STRONG_NONE', 'EXP40', 'EXP56', 'LOW', 'MEDIUM', 'HIGH', 'FIPS',
]);

const EXP_GROUP = strength.of('NOT_EXP', 'EXPORT');
const STRONG_GROUP = strength.of('STRONG_NONE', 'EXP40', 'EXP56', 'LOW', 'MEDIUM', 'HIGH', 'FIPS');
const AES = enc.of('AES128', 'AES256', 'AES128GCM', 'AES256GCM');

const aliases: AliasDef[] = [
  { name: 'ALL', enc: enc.not('eNULL') },
  { name: 'COMPLEMENTOFALL', enc: enc.of('eNULL') },
  // Anonymous suites that ALL holds, plus (through the shortcuts) every export and SSLv2 suite.
  { name: 'COMPLEMENTOFDEFAULT', au: au.of('aNULL'), enc: enc.not('eNULL'), proto: proto.not('SSLv2'), strength: EXP_GROUP },
  { name: 'kRSA', kx: kx.of('kRSA') },
  { name: 'kDHr', kx: kx.of('kDHr') },
  { name: 'kDHd', kx: kx.of('kDHd') },
  { name: 'kDH', kx: kx.of('kDHr', 'kDHd') },
  { name: 'kEDH', kx: kx.of('kEDH') },
  { name: 'kDHE', kx: kx.of('kEDH') },
  { name: 'DH', kx: kx.of('kDHr', 'kDHd', 'kEDH') },
  { name: 'kKRB5', kx: kx.of('kKRB5') },
  { name: 'kECDHr', kx: kx.of('kECDHr') },
  { name: 'kECDHe', kx: kx.of('kECDHe') },
  { name: 'kECDH', kx: kx.of('kECDHr', 'kECDHe') },
  { name: 'kEECDH', kx: kx.of('kEECDH') },
  { name: 'kECDHE', kx: kx.of('kEECDH') },
  { name: 'ECDH', kx: kx.of('kECDHr', 'kECDHe', 'kEECDH') },
  { name: 'kPSK', kx: kx.of('kPSK') },
  { name: 'kSRP', kx: kx.of('kSRP') },
  { name: 'kGOST', kx: kx.of('kGOST') },
  { name: 'aRSA', au: au.of('aRSA') },
  { name: 'aDSS', au: au.of('aDSS') },
  { name: 'DSS', au: au.of('aDSS') },
  { name: 'aKRB5', au: au.of('aKRB5') },
  { name: 'aNULL', au: au.of('aNULL') },
  { name: 'aDH', au: au.of('aDH') },
  { name: 'aECDH', au: au.of('aECDH') },
  { name: 'aECDSA', au: au.of('aECDSA') },
  { name: 'ECDSA', au: au.of('aECDSA') },
  { name: 'aPSK', au: au.of('aPSK') },
  { name: 'aGOST94', au: au.of('aGOST94') },
  { name: 'aGOST01', au: au.of('aGOST01') },
  { name: 'aGOST', au: au.of('aGOST94', 'aGOST01') },
  { name: 'aSRP', au: au.of('aSRP') },
  { name: 'EDH', kx: kx.of('kEDH'), au: au.not('aNULL') },
  { name: 'DHE', kx: kx.of('kEDH'), au: au.not('aNULL') },
  { name: 'EECDH', kx: kx.of('kEECDH'), au: au.not('aNULL') },
  { name: 'ECDHE', kx: kx.of('kEECDH'), au: au.not('aNULL') },
  { name: 'NULL', enc: enc.of('eNULL') },
  { name: 'KRB5', kx: kx.of('kKRB5'), au: au.of('aKRB5') },
  { name: 'RSA', kx: kx.of('kRSA'), au: au.of('aRSA') },
  { name: 'ADH', kx: kx.of('kEDH'), au: au.of('aNULL') },
  { name: 'AECDH', kx: kx.of('kEECDH'), au: au.of('aNULL') },
  { name: 'PSK', kx: kx.of('kPSK'), au: au.of('aPSK') },
  { name: 'SRP', kx: kx.of('kSRP') },
  { name: 'DES', enc: enc.of('DES') },
  { name: '3DES', enc: enc.of('3DES') },
  { name: 'RC4', enc: enc.of('RC4') },
  { name: 'RC2', enc: enc.of('RC2') },
  { name: 'IDEA', enc: enc.of('IDEA') },
  { name: 'SEED', enc: enc.of('SEED') },
  { name: 'eNULL', enc: enc.of('eNULL') },
  { name: 'AES128', enc: enc.of('AES128', 'AES128GCM') },
  { name: 'AES256', enc: enc.of('AES256', 'AES256GCM') },
  { name: 'AES', enc: AES },
  { name: 'AESGCM', enc: enc.of('AES128GCM', 'AES256GCM') },
  { name: 'CAMELLIA128', enc: enc.of('CAMELLIA128') },
  { name: 'CAMELLIA256', enc: enc.of('CAMELLIA256') },
  { name: 'CAMELLIA', enc: enc.of('CAMELLIA128', 'CAMELLIA256') },
  { name: 'MD5', mac: mac.of('MD5') },
  { name: 'SHA1', mac: mac.of('SHA1') },
  { name: 'SHA', mac: mac.of('SHA1') },
  { name: 'GOST94', mac: mac.of('GOST94') },
  { name: 'GOST89MAC', mac: mac.of('GOST89MAC') },
  { name: 'SHA256', mac: mac.of('SHA256') },
  { name: 'SHA384', mac: mac.of('SHA384') },
  { name: 'SSLv2', proto: proto.of('SSLv2') },
  { name: 'SSLv3', proto: proto.of('SSLv3') },
  { name: 'TLSv1', proto: proto.of('SSLv3') },
  { name: 'TLSv1.2', proto: proto.of('TLSv1.2') },
  { name: 'EXP', strength: strength.of('EXPORT') },
  { name: 'EXPORT', strength: strength.of('EXPORT') },
  { name: 'EXPORT40', strength: strength.of('EXP40') },
  { name: 'EXPORT56', strength: strength.of('EXP56') },
  { name: 'LOW', strength: strength.of('LOW') },
  { name: 'MEDIUM', strength: strength.of('MEDIUM') },
  { name: 'HIGH', strength: strength.of('HIGH') },
  { name: 'FIPS', enc: enc.not('eNULL'), strength: strength.of('FIPS') },
  // 1.0.2 still calls these suites EDH-*, and accepts the newer DHE-* spelling as aliases.
  ...(['DSS', 'RSA'] as const).flatMap((a): AliasDef[] => [
    { name: `EXP-DHE-${a}-DES-CBC-SHA`, kx: kx.of('kEDH'), au: au.of(`a${a}`), enc: enc.of('DES'), mac: mac.of('SHA1'), proto: proto.of('SSLv3'), strength: strength.of('EXPORT', 'EXP40') },
    { name: `DHE-${a}-DES-CBC-SHA`, kx: kx.of('kEDH'), au: au.of(`a${a}`), enc: enc.of('DES'), mac: mac.of('SHA1'), proto: proto.of('SSLv3'), strength: strength.of('NOT_EXP', 'LOW') },
    { name: `DHE-${a}-DES-CBC3-SHA`, kx: kx.of('kEDH'), au: au.of(`a${a}`), enc: enc.of('3DES'), mac: mac.of('SHA1'), proto: proto.of('SSLv3'), strength: strength.of('NOT_EXP', 'HIGH', 'FIPS') },
  ]),
];

export const PROFILE_1_0_2: Profile = {
  generation: '1.0.2',
  vocab: { kx, au, enc, mac, strength },
  aliases,
  disabled: {
    kx: kx.of('kKRB5', 'kGOST'),
    au: au.of('aKRB5', 'aGOST94', 'aGOST01'),
    enc: enc.of('GOST89CNT'),
    mac: mac.of('GOST94', 'GOST89MAC'),
  },
  strengthGroups: [
    { mask: EXP_GROUP, firstAssigns: false },
    { mask: STRONG_GROUP, firstAssigns: false },
  ],
  protoMatch: 'mask',
  protoOf: (row: SuiteRow) => proto.of(row.protocol === 'TLSv1' ? 'SSLv3' : row.protocol),
  selectNamedById: false,
  complementShortcuts: { exportOnly: EXP_GROUP, notSslv2: proto.not('SSLv2'), sslv2: proto.of('SSLv2') },
  extraWordChars: '-.',
  supportsSeclevel: false,
  defaultCipherList: 'ALL:!EXPORT:!aNULL:!eNULL:!SSLv2',
  startOrder: 'table',
  tls13: null,
};
