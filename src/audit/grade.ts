// The grade of one server on one OpenSSL generation, after Qualys SSL Labs' SSL Server Rating
// Guide, version 2009r of 16 May 2025 (as testssl.sh implements it from commit 3e465baf), and the
// grade changes its blog announced: docs/audit-grading.md has the table, each rule's source, and
// what a static reading of the config can and cannot know (SSL Labs simulates real clients; we
// read the order).
import type { Protocol } from '../model/types.js';
import type { Suite } from '../openssl/index.js';
import type { Cap, Grade, GradeResult, Letter } from './types.js';
import { capList } from '../bounded-text.js';

export interface GradeInput {
  /** Protocols this generation negotiates for the server. */
  protocols: readonly Protocol[];
  /** TLS <= 1.2 suites a client can get, in the server's order. */
  suites: readonly Suite[];
  tls13: readonly Suite[];
  preferServer: boolean;
  /** Public keys of the readable leaf certificates, as RSA-equivalent bits (undefined: none readable). */
  certKeyBits?: number[];
  /** DH parameter bits when a DHE suite is negotiable and the parameters are known. */
  dhBits?: number;
  /** RSA-equivalent bits of the weakest ECDHE group offered. */
  ecdheBits: number;
  trust: TrustFacts;
  hstsMaxAge?: number;
  compression: boolean;
  insecureRenegotiation: boolean;
  notChecked: string[];
  /** Why no handshake can complete, when the reason is known (a cipher string this OpenSSL rejects). */
  noHandshakeReason?: string;
  /** Why the server does not start on this generation (the lint's errors that stop it): no letter then. */
  wontStart?: string[];
}

export interface TrustFacts {
  expired: boolean;
  /** A certificate's notBefore is still ahead (#36: graded as an expired one, a trust failure). */
  notYetValid?: boolean;
  nameMismatch: string[];
  /** The leaf's issuer is not served and cannot be fetched (no AIA caIssuers URL). */
  chainBroken: boolean;
  /** The leaf's issuer is not served but its AIA URL lets a client fetch it. */
  chainNeedsDownload: boolean;
  selfSigned: boolean;
}

export const LETTERS: readonly Letter[] = ['A+', 'A', 'A-', 'B', 'C', 'D', 'E', 'F'];

/** What a server whose configuration stops it gets instead of a letter. */
export const WONT_START = 'will not start' as const;

/** Rank for sorting, best first; T after F (a site users cannot trust at all), then a server that does not run. */
export function gradeRank(grade: Grade): number {
  if (grade === WONT_START) return LETTERS.length + 1;
  return grade === 'T' ? LETTERS.length : LETTERS.indexOf(grade);
}

/** The guide's Table 2 (TLS 1.3 from 2009r). */
const PROTOCOL_SCORE: Record<Protocol, number> = { SSLv2: 0, SSLv3: 80, TLSv1: 90, 'TLSv1.1': 95, 'TLSv1.2': 100, 'TLSv1.3': 100 };

/** The guide's Table 3, by key size in (RSA-equivalent) bits. */
export function keyExchangeScore(bits: number): number {
  if (bits < 512) return 20;
  if (bits < 1024) return 40;
  if (bits < 2048) return 80;
  if (bits < 4096) return 90;
  return 100;
}

/** The guide's Table 4, by the cipher's key bits. */
export function cipherScore(bits: number): number {
  if (bits === 0) return 0;
  if (bits < 128) return 20;
  if (bits < 256) return 80;
  return 100;
}

/** The guide's Table 1. */
export function letterFor(score: number): Letter {
  if (score >= 80) return 'A';
  if (score >= 65) return 'B';
  if (score >= 50) return 'C';
  if (score >= 35) return 'D';
  if (score >= 20) return 'E';
  return 'F';
}

/** HSTS max-age under which 2009r warns (and so no A+): six months (the guide's 2009e requirement for A+). */
export const HSTS_A_PLUS = 15768000;

const MODERN: readonly Protocol[] = ['TLSv1.1', 'TLSv1.2'];

function usableWith(s: Suite, p: Protocol): boolean {
  if (s.protocol === 'SSLv2' || p === 'SSLv2') return s.protocol === p;
  const order: Protocol[] = ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'];
  return order.indexOf(s.protocol) <= order.indexOf(p);
}

/** Suites a client speaking protocol `p` could get. */
function suitesFor(input: GradeInput, p: Protocol): readonly Suite[] {
  return p === 'TLSv1.3' ? input.tls13 : input.suites.filter((s) => usableWith(s, p));
}

/** A suite with a 64-bit block: 3DES, IDEA, RC2, DES (SWEET32). */
function sixtyFourBitBlock(s: Suite): boolean {
  return s.is3des || s.isDes || s.isRc2 || /IDEA/.test(s.enc);
}

/**
 * Whether a modern client (TLS 1.2, AES-GCM and ECDHE, as every current browser offers) would
 * end up with a suite matching `bad` among `list`: with server preference, when such a suite
 * is ordered ahead of the first one the client supports; with client preference, only when
 * nothing else is offered (clients list their best suites first).
 */
function modernClientGets(list: readonly Suite[], preferServer: boolean, bad: (s: Suite) => boolean): boolean {
  if (list.length === 0) return false;
  const modernOk = (s: Suite) => s.aead && s.fs;
  const firstGood = list.findIndex(modernOk);
  if (firstGood < 0) return list.some(bad) && !list.some((s) => !bad(s));
  if (!preferServer) return false;
  return list.slice(0, firstGood).some(bad);
}

function isLetter(grade: Grade): grade is Letter {
  return (LETTERS as readonly string[]).includes(grade);
}

export function grade(input: GradeInput): GradeResult {
  const caps: Cap[] = [];
  const cap = (id: string, grade: Grade, reason: string) => caps.push({ id, grade, reason });
  const protocols = input.protocols;
  const has = (p: Protocol) => protocols.includes(p);
  const allSuites = [...input.tls13, ...input.suites];

  // Protocol support: (best + worst) / 2.
  const pScores = protocols.map((p) => PROTOCOL_SCORE[p]);
  const protocolScore = pScores.length ? (pScores.reduce((m, x) => Math.max(m, x), -Infinity) + pScores.reduce((m, x) => Math.min(m, x), Infinity)) / 2 : 0;

  // Key exchange: the weakest of what a client can be handed (the certificate's key, the DH
  // parameters, the ECDHE group); anonymous suites score 0, export suites 40.
  const kx: number[] = [];
  for (const bits of input.certKeyBits ?? []) kx.push(keyExchangeScore(bits));
  if (input.suites.some((s) => s.isAnon)) kx.push(0);
  if (input.suites.some((s) => s.isExport)) kx.push(40);
  if (input.dhBits !== undefined && input.suites.some((s) => s.kx === 'DH')) kx.push(keyExchangeScore(input.dhBits));
  if (allSuites.some((s) => s.kx === 'ECDH' || s.kx === 'any')) kx.push(keyExchangeScore(input.ecdheBits));
  const keyExchangeScoreValue = kx.length ? kx.reduce((m, x) => Math.min(m, x), Infinity) : 0;

  // Cipher strength: (strongest + weakest) / 2.
  const cScores = allSuites.map((s) => cipherScore(s.isNull ? 0 : s.bits));
  const cipherScoreValue = cScores.length ? (cScores.reduce((m, x) => Math.max(m, x), -Infinity) + cScores.reduce((m, x) => Math.min(m, x), Infinity)) / 2 : 0;

  const zero = protocolScore === 0 || keyExchangeScoreValue === 0 || cipherScoreValue === 0;
  const score = zero ? 0 : Math.round(protocolScore * 0.3 + keyExchangeScoreValue * 0.3 + cipherScoreValue * 0.4);
  const wontStart = input.wontStart ?? [];
  for (const reason of wontStart) cap('will-not-start', WONT_START, reason);
  if (protocols.length === 0 || allSuites.length === 0) {
    // Nothing to rate: every other rule would only repeat it.
    cap('no-handshake', 'F', input.noHandshakeReason ?? 'no protocol and suite a client could complete a handshake with');
    return { grade: wontStart.length ? WONT_START : 'F', ignoringTrust: 'F', score: 0, protocolScore, keyExchangeScore: keyExchangeScoreValue, cipherScore: cipherScoreValue, caps, notChecked: input.notChecked };
  }

  if (letterFor(score) !== 'A') {
    // The score itself sets the grade: say which part pulled it down.
    const why: string[] = [];
    if (keyExchangeScoreValue === 0) why.push(input.suites.some((s) => s.isAnon) ? 'anonymous suites (no server authentication) score 0 for key exchange' : 'key exchange scores 0');
    if (cipherScoreValue === 0) why.push('a suite without encryption scores 0 for cipher strength');
    if (protocolScore === 0) why.push('SSL 2 scores 0 for protocol support');
    cap('score', letterFor(score), `the numeric score is ${score} (protocol ${protocolScore}, key exchange ${keyExchangeScoreValue}, cipher ${cipherScoreValue})${why.length ? `: ${why.join('; ')}` : ''}`);
  }
  if (has('SSLv2')) cap('sslv2', 'F', 'SSL 2 is enabled (insecure since 1996; DROWN)');
  if (input.suites.some((s) => s.isExport)) cap('export', 'F', 'export-grade suites are enabled (FREAK, Logjam)');
  // The guide's numeric score alone leaves a server that hands some clients plaintext at B
  // (cipher score (0 + 100) / 2); testssl.sh 3.2 caps it at F, and so does ssllint
  // (docs/audit-grading.md, "Where graders differ").
  if (allSuites.some((s) => s.isNull)) cap('null', 'F', 'a suite without encryption (NULL) can be negotiated: a client may get plaintext');
  if (input.insecureRenegotiation) cap('insecure-renegotiation', 'F', 'insecure client-initiated renegotiation is allowed (CVE-2009-3555)');
  if (has('SSLv3') && protocols.every((p) => p === 'SSLv3' || p === 'SSLv2')) cap('sslv3-only', 'F', 'SSL 3 is the best protocol offered');
  else if (has('SSLv3')) {
    if (suitesFor(input, 'SSLv3').some((s) => s.isCbc)) cap('sslv3-poodle', 'C', 'SSL 3 is enabled with CBC suites (POODLE)');
    else cap('sslv3', 'B', 'SSL 3 is enabled');
  }
  if (input.dhBits !== undefined && input.suites.some((s) => s.kx === 'DH')) {
    if (input.dhBits < 1024) cap('dh-under-1024', 'F', `DHE uses ${input.dhBits}-bit parameters (Logjam)`);
    else if (input.dhBits < 2048) cap('dh-under-2048', 'B', `DHE uses ${input.dhBits}-bit parameters, under 2048`);
  }
  for (const bits of input.certKeyBits ?? []) {
    if (bits < 1024) {
      cap('key-under-1024', 'F', `the certificate key is ${bits}-bit (RSA-equivalent), under 1024`);
      break;
    }
  }

  const rc4 = allSuites.filter((s) => s.isRc4);
  if (rc4.length) {
    if (rc4.length === allSuites.length) cap('rc4-only', 'F', 'RC4 is the only cipher offered');
    else if (MODERN.some((p) => has(p) && suitesFor(input, p).some((s) => s.isRc4))) cap('rc4-modern', 'C', 'RC4 is offered with TLS 1.1 or 1.2');
    else cap('rc4', 'B', 'RC4 is offered (with TLS 1.0 or older only)');
  }
  if (MODERN.some((p) => has(p) && modernClientGets(suitesFor(input, p), input.preferServer, sixtyFourBitBlock))) {
    cap('64-bit-block', 'C', '3DES or another 64-bit block cipher is negotiated with TLS 1.1 or later (SWEET32)');
  }
  if (input.compression) cap('compression', 'C', 'TLS compression is on (CRIME)');
  if (!has('TLSv1.2') && !has('TLSv1.3')) cap('no-tls12', 'C', 'TLS 1.2 is not offered');
  else if (!has('TLSv1.2') && has('TLSv1.3') && protocols.some((p) => p !== 'TLSv1.3')) cap('no-tls12', 'C', 'TLS 1.2 is not offered');
  if (has('TLSv1') || has('TLSv1.1')) cap('tls10-tls11', 'B', 'TLS 1.0 or 1.1 is enabled (capped at B since January 2020)');
  const modernList = has('TLSv1.3') ? input.tls13 : suitesFor(input, 'TLSv1.2');
  if (!allSuites.some((s) => s.fs) || (!has('TLSv1.3') && modernClientGets(modernList, input.preferServer, (s) => !s.fs))) {
    cap('no-forward-secrecy', 'B', 'modern clients do not get forward secrecy');
  }
  if (!allSuites.some((s) => s.aead) || (!has('TLSv1.3') && modernClientGets(modernList, input.preferServer, (s) => !s.aead))) {
    cap('no-aead', 'B', 'modern clients do not get an AEAD suite');
  }
  if (input.trust.chainNeedsDownload) cap('chain-incomplete', 'B', 'the chain is incomplete: clients must fetch the issuer themselves');

  const trustReasons: string[] = [];
  if (input.trust.expired) trustReasons.push('the certificate has expired');
  if (input.trust.notYetValid) trustReasons.push('the certificate is not valid yet (its notBefore is still ahead)');
  if (input.trust.nameMismatch.length) trustReasons.push(`the certificate does not cover ${capList(input.trust.nameMismatch)}`);
  if (input.trust.chainBroken) trustReasons.push('the chain is incomplete and the issuer cannot be fetched');
  if (input.trust.selfSigned) trustReasons.push('the certificate is self-signed');
  for (const reason of trustReasons) cap('trust', 'T', reason);

  // 2009r's warnings: each makes an A into an A- (and so rules out A+); below A they change nothing.
  if (!has('TLSv1.3')) cap('no-tls13', 'A-', 'TLS 1.3 is not offered (a warning since guide 2009r)');
  const hsts = input.hstsMaxAge;
  if (hsts === undefined) cap('hsts-missing', 'A-', 'no Strict-Transport-Security header (a warning since guide 2009r)');
  else if (hsts === 0) cap('hsts-disabled', 'A-', 'Strict-Transport-Security max-age=0 switches HSTS off (a warning since guide 2009r)');
  else if (hsts < HSTS_A_PLUS) cap('hsts-short', 'A-', `Strict-Transport-Security max-age=${hsts} is under six months (${HSTS_A_PLUS} s; a warning since guide 2009r)`);

  let letter = letterFor(score);
  for (const c of caps) if (isLetter(c.grade) && gradeRank(c.grade) > gradeRank(letter)) letter = c.grade;
  // An A with neither a cap nor a warning is exceptional: A+ (HSTS of six months is implied by no
  // warning). What could not be checked is listed beside the grade, not held against it.
  if (letter === 'A' && caps.every((c) => !isLetter(c.grade))) letter = 'A+';
  return {
    grade: wontStart.length ? WONT_START : trustReasons.length ? 'T' : letter,
    ignoringTrust: letter,
    score,
    protocolScore,
    keyExchangeScore: keyExchangeScoreValue,
    cipherScore: cipherScoreValue,
    caps,
    notChecked: input.notChecked,
  };
}
