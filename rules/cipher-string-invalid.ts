import { expand, expandTls13, whyIgnored, type Generation, type IgnoredWord } from '../src/openssl/index.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import type { Setting } from '../src/model/types.js';
import { adviceFor, distinctCipherSettings } from '../src/rules-support/ciphers.js';
import { allTlsServers, listGenerations, locationOf } from '../src/rules-support/helpers.js';
import { wordLocation } from '../src/rules-support/words.js';

/**
 * Unknown words reported one by one per cipher setting; the rest are counted in one more
 * finding. A string of 100,000 unknown words made 100,000 findings (42 MB of JSON), and
 * locating each in the string cost a scan of it: quadratic.
 */
export const MAX_WORDS_REPORTED = 20;

function explain(w: IgnoredWord): string {
  switch (w.reason) {
    case 'iana-name':
      return `"${w.word}" is an IANA name, which OpenSSL's cipher strings do not accept: it was ignored (OpenSSL calls it ${w.suggestion})`;
    case 'wrong-case':
      return `"${w.word}" is not a keyword (keywords are case-sensitive): it was ignored (did you mean ${w.suggestion}?)`;
    case 'tls13-suite':
      return `"${w.word}" is a TLS 1.3 suite: cipher strings ignore it; TLS 1.3 suites are set apart (nginx ssl_conf_command Ciphersuites, Apache SSLCipherSuite TLSv1.3)`;
    default:
      return `"${w.word}" is not a cipher name or keyword that OpenSSL knows: it was ignored`;
  }
}

const rule: Rule = {
  meta: {
    id: 'cipher-string-invalid',
    title: 'The cipher string has an unknown word or selects no cipher',
    severity: 'error',
    category: 'cipher',
    security: true,
    docs: {
      why: 'OpenSSL silently skips words it does not know (a typo, an IANA name, a keyword in the wrong case), so an exclusion such as `!3DES` spelled wrong leaves the suites enabled. A string that selects nothing at all (or a malformed one) makes the server refuse to start or reload.',
      nginx: { bad: 'ssl_ciphers TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256:!3des;', good: 'ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:!3DES;' },
      apache: { bad: 'SSLCipherSuite ECDHE+AESGCM:!md5', good: 'SSLCipherSuite ECDHE+AESGCM:!MD5' },
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    // Servers repeat a few strings: judge each (as handed to OpenSSL, as written) pair once.
    // A server that rejects every handshake counts: nginx still refuses to start on a bad string.
    const verdicts = new Map<string, Map<string, Verdict>>();
    for (const { tls } of distinctCipherSettings(model, true)) {
      let byWritten = verdicts.get(tls.effectiveCiphers);
      if (!byWritten) verdicts.set(tls.effectiveCiphers, (byWritten = new Map()));
      // PROFILE=SYSTEM was replaced by the crypto policy's string (src/platform/apply.ts): the
      // words the config chose are only those after the keyword.
      const written = tls.systemPolicy ? tls.systemPolicy.writtenSuffix : tls.ciphers.value;
      const memoKey = tls.systemPolicy ? `\0${written}` : written;
      let verdict = byWritten.get(memoKey);
      // Crypto policies came with RHEL 8's OpenSSL 1.1.1: no 1.0.2 build turns PROFILE=SYSTEM
      // into a policy string, so 1.0.2 does not judge one (`--platform centos-7` says what does).
      const generations = tls.systemPolicy ? context.generations.filter((g) => g !== '1.0.2') : context.generations;
      if (!verdict) byWritten.set(memoKey, (verdict = judge(tls.effectiveCiphers, written, generations)));
      const { failed, ignored } = verdict;
      if (failed.size === 0 && ignored.size === 0) continue;
      const advice = adviceFor(model, context);
      for (const [error, gens] of failed) {
        out.push({
          message: `the cipher string fails with "${error}" on ${listGenerations(gens)}: the server refuses to start with it`,
          location: locationOf(tls.ciphers.at),
          fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement },
          // A string only 1.0.2 cannot use (it has no CHACHA20) is ranked as 1.0.2's other findings are.
          generations: gens,
        });
      }
      let shown = 0;
      for (const w of ignored.values()) {
        if (shown++ === MAX_WORDS_REPORTED) {
          const more = ignored.size - MAX_WORDS_REPORTED;
          out.push({
            message: `and ${more} more word${more === 1 ? '' : 's'} in this cipher string that OpenSSL ignores (only the first ${MAX_WORDS_REPORTED} are reported one by one)`,
            location: locationOf(tls.ciphers.at),
            fix: { description: 'remove the words OpenSSL does not know or fix their spelling' },
          });
          break;
        }
        out.push({
          message: explain(w),
          location: wordLocation(tls.ciphers, w.word),
          fix: { description: w.suggestion ? `write ${w.suggestion}` : 'remove the word or fix its spelling', replacement: w.suggestion },
        });
      }
    }
    // TLS 1.3 suites are their own list, validated apart.
    const seen = new Set<string>();
    // A server's own list that another server on its address overrides (tls.unusedBySni) is
    // still handed to OpenSSL at start-up.
    const lists = allTlsServers(model).flatMap((server) => [server.tls.tls13Ciphers, server.tls.unusedBySni?.tls13Ciphers ?? server.tls.tls13Ciphers]);
    for (const setting of lists) {
      if (setting.value === undefined || setting.defaulted) continue;
      const key = `${setting.at.file}:${setting.at.line}:${setting.at.column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const gens = context.generations.filter((g) => g !== '1.0.2');
      const failing = gens.filter((g) => expandTls13(setting.value!, g).error === 'no cipher match');
      if (failing.length) {
        out.push({
          message: `the TLS 1.3 suite list selects no suite on ${listGenerations(failing)}: the server refuses to start with it`,
          location: locationOf(setting.at),
          fix: { description: 'name TLS 1.3 suites by their IANA names', replacement: advice13(model.dialect) },
        });
      }
      const unknown = new Set(gens.flatMap((g) => expandTls13(setting.value!, g).ignored));
      for (const word of unknown) {
        out.push({
          message: `"${word}" is not a TLS 1.3 suite name: OpenSSL 3 skips it and OpenSSL 1.1.1 rejects the whole list`,
          location: wordLocation(setting, word),
          fix: { description: 'use TLS_AES_128_GCM_SHA256, TLS_AES_256_GCM_SHA384 or TLS_CHACHA20_POLY1305_SHA256' },
        });
      }
    }
    return out;
  },
};

interface Verdict {
  failed: Map<string, Generation[]>;
  ignored: Map<string, IgnoredWord>;
}

function judge(effective: string, written: string, generations: readonly Generation[]): Verdict {
  const failed = new Map<string, Generation[]>();
  const ignored = new Map<string, IgnoredWord>();
  for (const g of generations) {
    const result = expand(effective, g);
    if (result.error) failed.set(result.error, [...(failed.get(result.error) ?? []), g]);
    for (const word of expand(written, g).ignored) {
      const why = whyIgnored(word, g);
      // A name a newer (or older) OpenSSL knows keeps the string portable: not a mistake.
      if (why.reason !== 'other-generation' && !ignored.has(word)) ignored.set(word, why);
    }
  }
  return { failed, ignored };
}

function advice13(dialect: 'nginx' | 'apache'): string {
  const list = 'TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256';
  return dialect === 'nginx' ? `ssl_conf_command Ciphersuites ${list};` : `SSLCipherSuite TLSv1.3 ${list}`;
}

export default rule;
