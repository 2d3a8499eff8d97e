// SARIF `partialFingerprints.primaryLocationLineHash`, computed the way GitHub's upload
// action computes it when a tool leaves it out (a rolling hash over the 100 non-blank
// characters from each line start, `:N` telling identical lines apart). Producing the
// same value means GitHub never sees "inconsistent fingerprint" warnings, and an alert
// follows its line when lines are inserted above it.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';

const WINDOW = 100;
const EOF_CHAR = 0xffff;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
// Multiplying by 2^-32 is exact in doubles, and a multiply costs the hot loop far less than a divide.
const INV_TWO32 = 2 ** -32;

// Worked out at the first hash, not when the module loads: every lint loads the report
// formats, and only SARIF and GitHub's hash lines.
let tables: { firstMod: { hi: number; lo: number }; hexByte: string[] } | undefined;

function hashTables(): NonNullable<typeof tables> {
  return (tables ??= {
    // 37^WINDOW mod 2^64, as two unsigned 32-bit halves: the weight of the character leaving the window.
    firstMod: (() => {
      const v = BigInt(37) ** BigInt(WINDOW) & ((BigInt(1) << BigInt(64)) - BigInt(1));
      return { hi: Number(v >> BigInt(32)), lo: Number(v & BigInt(0xffffffff)) };
    })(),
    hexByte: Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0')),
  });
}

const hex32 = (h: string[], x: number) => h[x >>> 24] + h[(x >>> 16) & 255] + h[(x >>> 8) & 255] + h[x & 255];

/** Unsigned 64-bit hex without leading zeros (as Long.toUnsigned().toString(16) spells it). */
function hex64(hexByte: string[], hi: number, lo: number): string {
  const s = hex32(hexByte, hi) + hex32(hexByte, lo);
  let k = 0;
  while (k < 15 && s.charCodeAt(k) === 48) k++;
  return k === 0 ? s : s.slice(k);
}

/**
 * The hash of every line of `text`, index 0 for line 1. Line breaks are LF, CR or CRLF;
 * a text ending in a line break has one more (empty) line, as GitHub counts it.
 */
export function lineHashes(text: string): string[] {
  const window = new Uint16Array(WINDOW);
  // The line number starting at each window slot, or -1.
  const startsLine = new Int32Array(WINDOW).fill(-1);
  const out: string[] = [];
  const seen = new Map<string, number>();
  const { firstMod, hexByte } = hashTables();
  const fLo = firstMod.lo;
  const fHi = firstMod.hi;
  // The 64-bit hash as two exact unsigned 32-bit halves, so each step is plain float arithmetic.
  let hi = 0;
  let lo = 0;
  let at = 0;
  let line = 0;
  let atLineStart = true;
  let afterCR = false;

  // One loop over the text (i < n), then GitHub's end marker (i === n), then WINDOW zeros
  // that push the hashes of the last lines out of the window.
  const n = text.length;
  for (let i = 0; i < n + 1 + WINDOW; i++) {
    let c: number;
    if (i < n) {
      c = text.charCodeAt(i);
      if (c === SPACE || c === TAB || (afterCR && c === LF)) {
        afterCR = false;
        continue;
      }
      afterCR = c === CR;
      if (c === CR) c = LF;
    } else if (i === n) {
      c = EOF_CHAR;
      afterCR = false;
    } else {
      c = 0;
    }
    if (startsLine[at] !== -1) {
      const hex = hex64(hexByte, hi, lo);
      const count = (seen.get(hex) ?? 0) + 1;
      seen.set(hex, count);
      out[startsLine[at] - 1] = `${hex}:${count}`;
      startsLine[at] = -1;
    }
    if (i <= n) {
      if (atLineStart) {
        atLineStart = false;
        startsLine[at] = ++line;
      }
      if (c === LF) atLineStart = true;
    }
    // hash = 37 * hash + c - 37^WINDOW * leaving   (mod 2^64)
    const leaving = window[at];
    window[at] = c;
    // Low halves are exact in doubles (< 2^48); high halves only matter mod 2^32, which
    // Math.imul and `>>> 0` give directly.
    const l = lo * 37 + c;
    const lLow = l >>> 0;
    const h = Math.imul(hi, 37) + (l - lLow) * INV_TWO32;
    const p = leaving * fLo;
    const pLow = p >>> 0;
    const ph = Math.imul(leaving, fHi) + (p - pLow) * INV_TWO32;
    let nl = lLow - pLow;
    let borrow = 0;
    if (nl < 0) {
      nl += 0x100000000;
      borrow = 1;
    }
    hi = (h - ph - borrow) >>> 0;
    lo = nl;
    at = at + 1 === WINDOW ? 0 : at + 1;
  }
  return out;
}

/** Files larger than this are not hashed (the fallback fingerprint is used instead). */
const MAX_HASHED_BYTES = 64 * 1024 * 1024;

/**
 * Reads files on first use and remembers their line hashes. A file that is not a regular
 * readable file (missing, a FIFO that would block, too large) yields undefined.
 */
export class LineHasher {
  private readonly cache = new Map<string, string[] | undefined>();
  private readonly fallbackSeen = new Map<string, number>();

  hashesOf(path: string): string[] | undefined {
    if (this.cache.has(path)) return this.cache.get(path);
    let hashes: string[] | undefined;
    try {
      // Not through a symlink: findings sit in files by their real paths, and one placed on a
      // link (a link out of a repository, refused unread) must not hash the link's target.
      const st = lstatSync(path);
      if (st.isFile() && st.size <= MAX_HASHED_BYTES) hashes = lineHashes(readFileSync(path, 'utf8'));
    } catch {
      hashes = undefined;
    }
    this.cache.set(path, hashes);
    return hashes;
  }

  /**
   * The fingerprint of `line` in `path`; when the line text can't be had, a hash of the
   * rule, the repository-relative path and the line number, numbered like GitHub's.
   */
  fingerprint(path: string, line: number, ruleId: string, uri: string, unreadable = false): string {
    const hashes = unreadable ? undefined : this.hashesOf(path);
    const hash = hashes && line >= 1 ? hashes[line - 1] : undefined;
    if (hash !== undefined) return hash;
    const hex = createHash('sha256').update(`${ruleId}\u0000${uri}\u0000${line}`).digest('hex').slice(0, 16);
    const n = (this.fallbackSeen.get(hex) ?? 0) + 1;
    this.fallbackSeen.set(hex, n);
    return `${hex}:${n}`;
  }
}
