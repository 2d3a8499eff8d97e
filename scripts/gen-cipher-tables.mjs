#!/usr/bin/env node
// Writes src/openssl/data/suites-*.ts from data/openssl-vectors/openssl-cipher-table.json, the
// suite tables that real OpenSSL 1.0.2e, 1.1.1w and 3.0 builds printed. Run it again after the
// vectors change: `node scripts/gen-cipher-tables.mjs [out-dir]` (same input, byte-identical output).
//
// OpenSSL's selection works on algorithm bit masks, not on the words its description prints,
// so each row also gets the symbolic algorithm names (kEECDH, aRSA, AES128GCM, ...) that the
// expander's per-generation vocabularies turn into bits. The strength classes come from the
// `keywords` the real builds reported (HIGH/MEDIUM/LOW/FIPS/EXPORT...), never from guesses.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const input = join(root, 'data', 'openssl-vectors', 'openssl-cipher-table.json');
// An optional argument writes elsewhere (the tests regenerate into a temp dir and compare).
const outDir = process.argv[2] ?? join(root, 'src', 'openssl', 'data');

const table = JSON.parse(readFileSync(input, 'utf8'));

/** Vector file names → our generation names. */
const GENERATIONS = [
  { vector: '1.0.2', ours: '1.0.2', file: 'suites-1.0.2.ts', constName: 'SUITES_1_0_2' },
  { vector: '1.1.1', ours: '1.1.1', file: 'suites-1.1.1.ts', constName: 'SUITES_1_1_1' },
  { vector: '3.0', ours: '3.x', file: 'suites-3.x.ts', constName: 'SUITES_3_X' },
];

// 1.0.2e knows suites that later OpenSSL dropped, so the vectors have no standard name for
// them. These are their names in the IANA TLS Cipher Suites registry, by code point.
const IANA_SUPPLEMENT = {
  '0x00,0x03': 'TLS_RSA_EXPORT_WITH_RC4_40_MD5',
  '0x00,0x06': 'TLS_RSA_EXPORT_WITH_RC2_CBC_40_MD5',
  '0x00,0x08': 'TLS_RSA_EXPORT_WITH_DES40_CBC_SHA',
  '0x00,0x09': 'TLS_RSA_WITH_DES_CBC_SHA',
  '0x00,0x0C': 'TLS_DH_DSS_WITH_DES_CBC_SHA',
  '0x00,0x0D': 'TLS_DH_DSS_WITH_3DES_EDE_CBC_SHA',
  '0x00,0x0F': 'TLS_DH_RSA_WITH_DES_CBC_SHA',
  '0x00,0x10': 'TLS_DH_RSA_WITH_3DES_EDE_CBC_SHA',
  '0x00,0x11': 'TLS_DHE_DSS_EXPORT_WITH_DES40_CBC_SHA',
  '0x00,0x12': 'TLS_DHE_DSS_WITH_DES_CBC_SHA',
  '0x00,0x14': 'TLS_DHE_RSA_EXPORT_WITH_DES40_CBC_SHA',
  '0x00,0x15': 'TLS_DHE_RSA_WITH_DES_CBC_SHA',
  '0x00,0x17': 'TLS_DH_anon_EXPORT_WITH_RC4_40_MD5',
  '0x00,0x19': 'TLS_DH_anon_EXPORT_WITH_DES40_CBC_SHA',
  '0x00,0x1A': 'TLS_DH_anon_WITH_DES_CBC_SHA',
  '0x00,0x30': 'TLS_DH_DSS_WITH_AES_128_CBC_SHA',
  '0x00,0x31': 'TLS_DH_RSA_WITH_AES_128_CBC_SHA',
  '0x00,0x36': 'TLS_DH_DSS_WITH_AES_256_CBC_SHA',
  '0x00,0x37': 'TLS_DH_RSA_WITH_AES_256_CBC_SHA',
  '0x00,0x3E': 'TLS_DH_DSS_WITH_AES_128_CBC_SHA256',
  '0x00,0x3F': 'TLS_DH_RSA_WITH_AES_128_CBC_SHA256',
  '0x00,0x42': 'TLS_DH_DSS_WITH_CAMELLIA_128_CBC_SHA',
  '0x00,0x43': 'TLS_DH_RSA_WITH_CAMELLIA_128_CBC_SHA',
  '0x00,0x68': 'TLS_DH_DSS_WITH_AES_256_CBC_SHA256',
  '0x00,0x69': 'TLS_DH_RSA_WITH_AES_256_CBC_SHA256',
  '0x00,0x85': 'TLS_DH_DSS_WITH_CAMELLIA_256_CBC_SHA',
  '0x00,0x86': 'TLS_DH_RSA_WITH_CAMELLIA_256_CBC_SHA',
  '0x00,0x97': 'TLS_DH_DSS_WITH_SEED_CBC_SHA',
  '0x00,0x98': 'TLS_DH_RSA_WITH_SEED_CBC_SHA',
  '0x00,0xA0': 'TLS_DH_RSA_WITH_AES_128_GCM_SHA256',
  '0x00,0xA1': 'TLS_DH_RSA_WITH_AES_256_GCM_SHA384',
  '0x00,0xA4': 'TLS_DH_DSS_WITH_AES_128_GCM_SHA256',
  '0x00,0xA5': 'TLS_DH_DSS_WITH_AES_256_GCM_SHA384',
  '0xC0,0x01': 'TLS_ECDH_ECDSA_WITH_NULL_SHA',
  '0xC0,0x02': 'TLS_ECDH_ECDSA_WITH_RC4_128_SHA',
  '0xC0,0x03': 'TLS_ECDH_ECDSA_WITH_3DES_EDE_CBC_SHA',
  '0xC0,0x04': 'TLS_ECDH_ECDSA_WITH_AES_128_CBC_SHA',
  '0xC0,0x05': 'TLS_ECDH_ECDSA_WITH_AES_256_CBC_SHA',
  '0xC0,0x0B': 'TLS_ECDH_RSA_WITH_NULL_SHA',
  '0xC0,0x0C': 'TLS_ECDH_RSA_WITH_RC4_128_SHA',
  '0xC0,0x0D': 'TLS_ECDH_RSA_WITH_3DES_EDE_CBC_SHA',
  '0xC0,0x0E': 'TLS_ECDH_RSA_WITH_AES_128_CBC_SHA',
  '0xC0,0x0F': 'TLS_ECDH_RSA_WITH_AES_256_CBC_SHA',
  '0xC0,0x25': 'TLS_ECDH_ECDSA_WITH_AES_128_CBC_SHA256',
  '0xC0,0x26': 'TLS_ECDH_ECDSA_WITH_AES_256_CBC_SHA384',
  '0xC0,0x29': 'TLS_ECDH_RSA_WITH_AES_128_CBC_SHA256',
  '0xC0,0x2A': 'TLS_ECDH_RSA_WITH_AES_256_CBC_SHA384',
  '0xC0,0x2D': 'TLS_ECDH_ECDSA_WITH_AES_128_GCM_SHA256',
  '0xC0,0x2E': 'TLS_ECDH_ECDSA_WITH_AES_256_GCM_SHA384',
  '0xC0,0x31': 'TLS_ECDH_RSA_WITH_AES_128_GCM_SHA256',
  '0xC0,0x32': 'TLS_ECDH_RSA_WITH_AES_256_GCM_SHA384',
};

// The tables list only the TLS 1.3 suites a build enables by default; `Ciphersuites` can also
// name these two (RFC 8446 B.4), which 1.1.1 and 3.0 both implement.
const TLS13_SUPPLEMENT = [
  { name: 'TLS_AES_128_CCM_SHA256', hex: '0x13,0x04', enc: 'AESCCM(128)' },
  { name: 'TLS_AES_128_CCM_8_SHA256', hex: '0x13,0x05', enc: 'AESCCM8(128)' },
];

const LEGACY_KX = {
  RSA: 'kRSA', 'RSA(512)': 'kRSA', 'RSA(1024)': 'kRSA',
  DH: 'kEDH', 'DH(512)': 'kEDH', 'DH(1024)': 'kEDH',
  'DH/RSA': 'kDHr', 'DH/DSS': 'kDHd',
  ECDH: 'kEECDH', 'ECDH/RSA': 'kECDHr', 'ECDH/ECDSA': 'kECDHe',
  PSK: 'kPSK', SRP: 'kSRP', KRB5: 'kKRB5', GOST: 'kGOST',
};
const MODERN_KX = {
  RSA: 'kRSA', DH: 'kDHE', ECDH: 'kECDHE', PSK: 'kPSK', RSAPSK: 'kRSAPSK',
  ECDHEPSK: 'kECDHEPSK', DHEPSK: 'kDHEPSK', SRP: 'kSRP', GOST: 'kGOST', GOST18: 'kGOST18', any: 'kANY',
};
const LEGACY_AU = {
  RSA: 'aRSA', DSS: 'aDSS', DH: 'aDH', ECDH: 'aECDH', None: 'aNULL', ECDSA: 'aECDSA',
  PSK: 'aPSK', SRP: 'aSRP', KRB5: 'aKRB5', GOST94: 'aGOST94', GOST01: 'aGOST01',
};
const MODERN_AU = {
  RSA: 'aRSA', DSS: 'aDSS', None: 'aNULL', ECDSA: 'aECDSA', PSK: 'aPSK', SRP: 'aSRP',
  GOST01: 'aGOST01', GOST12: 'aGOST12', any: 'aANY',
};
/** enc family as printed → OpenSSL's enc bit name, by key size where the bit depends on it. */
const ENC = {
  DES: () => 'DES', '3DES': () => '3DES', RC4: () => 'RC4', RC2: () => 'RC2', IDEA: () => 'IDEA',
  SEED: () => 'SEED', None: () => 'eNULL', GOST89: () => 'GOST89CNT',
  AES: (b) => `AES${b}`, AESGCM: (b) => `AES${b}GCM`, AESCCM: (b) => `AES${b}CCM`,
  AESCCM8: (b) => `AES${b}CCM8`, Camellia: (b) => `CAMELLIA${b}`, ARIAGCM: (b) => `ARIA${b}GCM`,
  'CHACHA20/POLY1305': () => 'CHACHA20POLY1305',
};
const MAC = { MD5: 'MD5', SHA1: 'SHA1', SHA256: 'SHA256', SHA384: 'SHA384', AEAD: 'AEAD', GOST89: 'GOST89MAC', GOST94: 'GOST94' };

function splitEnc(text) {
  const m = /^(.*?)\((\d+)\)$/.exec(text);
  return m ? { family: m[1], bits: Number(m[2]) } : { family: text, bits: 0 };
}

function pick(map, key, what, row) {
  const v = map[key];
  if (v === undefined) throw new Error(`${row.name}: no ${what} mapping for ${JSON.stringify(key)}`);
  return v;
}

function strengthClasses(row, legacy) {
  // TLS 1.3 suites never take part in cipher strings, so the builds report no keywords.
  if (row.protocol === 'TLSv1.3') return ['HIGH'];
  const k = new Set(row.keywords);
  const out = [];
  if (legacy) out.push(row.export ? 'EXPORT' : 'NOT_EXP');
  if (row.enc === 'None') out.push('STRONG_NONE');
  if (k.has('EXPORT40')) out.push('EXP40');
  if (k.has('EXPORT56')) out.push('EXP56');
  for (const c of ['LOW', 'MEDIUM', 'HIGH', 'FIPS']) if (k.has(c)) out.push(c);
  // In 1.1.1+ COMPLEMENTOFDEFAULT is exactly the NOT_DEFAULT flag; in 1.0.2 it is a mask
  // expression the expander evaluates, so it says nothing about a per-suite flag there.
  if (!legacy && k.has('COMPLEMENTOFDEFAULT')) out.push('NOT_DEFAULT');
  return out;
}

function convert(row, legacy) {
  const { family, bits } = splitEnc(row.enc);
  const encAlg = pick(ENC, family, 'enc', row)(bits);
  const iana = row.standard_name ?? (row.protocol === 'SSLv2' ? null : IANA_SUPPLEMENT[row.hex] ?? null);
  if (iana === null && row.protocol !== 'SSLv2') throw new Error(`${row.name} ${row.hex}: no IANA name`);
  return {
    name: row.name,
    iana,
    hex: row.hex,
    id: Number.parseInt(row.id, 16),
    protocol: row.protocol,
    kx: row.kx,
    au: row.au,
    enc: family,
    bits,
    mac: row.mac,
    export: row.export,
    strengthBits: row.strength_bits,
    algBits: row.alg_bits,
    kxAlg: pick(legacy ? LEGACY_KX : MODERN_KX, row.kx, 'kx', row),
    auAlg: pick(legacy ? LEGACY_AU : MODERN_AU, row.au, 'au', row),
    encAlg,
    macAlg: pick(MAC, row.mac, 'mac', row),
    strength: strengthClasses(row, legacy),
  };
}

function tls13Supplement(rows) {
  const have = new Set(rows.map((r) => r.hex));
  return TLS13_SUPPLEMENT.filter((s) => !have.has(s.hex)).map((s) => {
    const { family, bits } = splitEnc(s.enc);
    return {
      name: s.name, iana: s.name, hex: s.hex, id: Number.parseInt(`0300${s.hex.replace(/0x|,/g, '')}`, 16),
      protocol: 'TLSv1.3', kx: 'any', au: 'any', enc: family, bits, mac: 'AEAD', export: false,
      strengthBits: bits, algBits: bits, kxAlg: 'kANY', auAlg: 'aANY', encAlg: ENC[family](bits), macAlg: 'AEAD',
      strength: ['HIGH'],
    };
  });
}

// The rows go out as JSON in a string literal, not as an object literal: V8 compiles the
// string several times faster (the three tables are a quarter of the bundle), and suites.ts
// parses a table only when its generation is first used. A line continuation ends each row's
// line, so that the source keeps one row a line and diffs stay readable.
function render(gen, rows, source) {
  // Nothing in a row needs it today, but a quote or backslash must not end the string.
  const quote = (json) => json.replace(/[\\']/g, (c) => `\\${c}`);
  const lines = [
    `// Generated by scripts/gen-cipher-tables.mjs from data/openssl-vectors/openssl-cipher-table.json`,
    `// (${source}). Do not edit: change the generator or the vectors and run it again.`,
    ``,
    `/** JSON of SuiteRow[]: every suite the build enables with ALL:COMPLEMENTOFALL, in the order it printed them. */`,
    `export const ${gen.constName}_JSON = '[\\`,
    ...rows.map((r, i) => `${quote(JSON.stringify(r))}${i < rows.length - 1 ? ',' : ''}\\`),
    `]';`,
    ``,
  ];
  return lines.join('\n');
}

mkdirSync(outDir, { recursive: true });
for (const gen of GENERATIONS) {
  const legacy = gen.ours === '1.0.2';
  const src = table.tables[gen.vector];
  if (!Array.isArray(src)) throw new Error(`no table for ${gen.vector}`);
  let rows = src.map((r) => convert(r, legacy));
  if (!legacy) rows = rows.concat(tls13Supplement(rows));
  const source = table.generated_with.versions[gen.vector].openssl;
  writeFileSync(join(outDir, gen.file), render(gen, rows, source));
  console.log(`${gen.file}: ${rows.length} suites (${source})`);
}
