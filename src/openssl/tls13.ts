// TLS 1.3 suites are set apart from the cipher string (`ssl_conf_command Ciphersuites` in
// nginx, `SSLCipherSuite TLSv1.3` in Apache): a `:`-separated list of IANA names, each
// trimmed of white space. 1.1.1 rejects the whole list for one unknown name; 3.x skips
// unknown names and fails only when nothing is left.
import { generationImage } from './image.js';
import { suiteTable } from './suites.js';
import type { Generation, Suite, Tls13Result } from './types.js';

/** Signalling values OpenSSL's name lookup also knows; they select no cipher. */
const SCSV_NAMES = new Set(['TLS_EMPTY_RENEGOTIATION_INFO_SCSV', 'TLS_FALLBACK_SCSV']);

/** OpenSSL's name buffer: longer elements never match. */
const MAX_NAME = 79;

const unavailableCache = new Map<Generation, ReadonlySet<string>>();

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
}

function trim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(s[a])) a++;
  while (b > a && isSpace(s[b - 1])) b--;
  return s.slice(a, b);
}

/** Validates and expands a TLS 1.3 `Ciphersuites` list for one generation. Never throws. */
export function expandTls13(list: string, generation: Generation): Tls13Result {
  const { profile } = generationImage(generation);
  if (!profile.tls13) {
    return Object.freeze({ generation, suites: [], ignored: [], notTls13: [], error: 'no tls 1.3' as const });
  }
  const nul = list.indexOf('\0');
  const text = nul >= 0 ? list.slice(0, nul) : list;
  const table = suiteTable(generation);
  let unavailable = unavailableCache.get(generation);
  if (!unavailable) {
    // Suites the build compiles in but cannot use (build-image.ts): found, then dropped.
    unavailable = new Set(generationImage(generation).unavailableTls13);
    unavailableCache.set(generation, unavailable);
  }

  const suites: Suite[] = [];
  const notTls13: Suite[] = [];
  const ignored: string[] = [];
  let accepted = 0;
  let failed = false;
  if (text.length > 0) {
    for (const raw of text.split(':')) {
      const name = trim(raw);
      const suite = name.length <= MAX_NAME ? table.byIana.get(name) : undefined;
      if (suite) {
        accepted++;
        (suite.protocol === 'TLSv1.3' ? suites : notTls13).push(suite);
        continue;
      }
      if (name.length <= MAX_NAME && (SCSV_NAMES.has(name) || unavailable.has(name))) accepted++;
      else if (profile.tls13.unknownNameFails) failed = true;
      if (name.length > 0 && !ignored.includes(name)) ignored.push(name);
    }
    if (accepted === 0) failed = true;
  }
  if (failed) {
    return Object.freeze({ generation, suites: [], ignored, notTls13: [], error: 'no cipher match' as const });
  }
  return Object.freeze({ generation, suites, ignored, notTls13 });
}
