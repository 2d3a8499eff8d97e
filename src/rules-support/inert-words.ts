// Words the server's own OpenSSL cannot act on, still written in the file (#36 item 9): with
// the platform's OpenSSL known, `ssl_protocols SSLv3 TLSv1.2` enables nothing more than
// TLSv1.2 and `ssl_ciphers RC4-SHA:HIGH` nothing more than HIGH, so the rules about SSLv3 and
// RC4 say nothing about the running server. The word still reads as enabling them to a
// reviewer, and enables them on a build that can offer them (the file is copied there next):
// an info at the word, with a safe fix that removes it. Which generations can offer a protocol
// or a suite is the engine's answer (negotiableOn, expand), for every generation it knows, so
// a generation added to the engine is judged without a change here.
import type { FindingLocation } from '../findings.js';
import type { Protocol, Setting, TlsSettings } from '../model/types.js';
import { expand, GENERATIONS, type Generation, type Suite } from '../openssl/index.js';
import type { RuleContext, RuleFinding } from '../rule.js';
import { listGenerations } from './helpers.js';

/** How the OpenSSL the server runs is named, when it is known (a platform, or `--openssl` named); else undefined. */
export function knownOpenssl(context: RuleContext): string | undefined {
  const { openssl, platform } = context.target;
  if (openssl.from !== 'given' && openssl.from !== 'detected') return undefined;
  const release = platform.value.report?.openssl;
  return release ? `OpenSSL ${release}` : listGenerations([...openssl.value]);
}

/** The generations the engine knows that the server is not known to run. */
function otherGenerations(context: RuleContext): Generation[] {
  return GENERATIONS.filter((g) => !context.generations.includes(g));
}

interface Word {
  word: string;
  location: FindingLocation;
}

/** The arguments of a protocol directive that list `protocol` (`SSLv3`, Apache's `+SSLv3`), with where they stand. */
function protocolWords(setting: Setting<Protocol[]>, protocol: Protocol): Word[] {
  const out: Word[] = [];
  for (const a of setting.directive?.args ?? []) {
    if (a.value.replace(/^\+/, '').toLowerCase() !== protocol.toLowerCase() || a.span.line !== a.span.endLine) continue;
    out.push({ word: a.value, location: { file: a.span.file, line: a.span.line, column: a.span.column, endLine: a.span.line, endColumn: a.span.endColumn } });
  }
  return out;
}

/**
 * Info findings for the words of a written protocol list naming protocols no generation the
 * server runs can negotiate, while another generation could. `negotiable(p, g)`: the engine's
 * answer for this server.
 */
export function inertProtocolWords(setting: Setting<Protocol[]>, hits: readonly Protocol[], context: RuleContext, negotiable: (p: Protocol, g: Generation) => boolean): RuleFinding[] {
  const here = knownOpenssl(context);
  if (!here || setting.defaulted || !setting.directive) return [];
  const out: RuleFinding[] = [];
  for (const p of hits) {
    if (context.generations.some((g) => negotiable(p, g))) continue;
    const elsewhere = otherGenerations(context).filter((g) => negotiable(p, g));
    if (elsewhere.length === 0) continue;
    const words = protocolWords(setting, p);
    // The last protocol of the list is not removed: an empty list is another mistake.
    const removable = (setting.directive.args.length ?? 0) > words.length;
    for (const { word, location } of words) out.push(inertFinding(word, p, here, elsewhere, location, removable));
  }
  return out;
}

/** The positive words of a cipher string written as one argument on one line, with where each stands. */
function cipherWords(setting: Setting<string>): Word[] {
  const arg = setting.directive?.args.find((a) => a.value === setting.value);
  if (!arg || arg.span.line !== arg.span.endLine) return [];
  const quote = arg.quote ? 1 : 0;
  const out: Word[] = [];
  for (const m of arg.value.matchAll(/[^:, ]+/g)) {
    const word = m[0];
    if (/^[!+\-@]/.test(word)) continue;
    const column = arg.span.column + quote + (m.index ?? 0);
    out.push({ word, location: { file: arg.span.file, line: arg.span.line, column, endLine: arg.span.line, endColumn: column + word.length - 1 } });
  }
  return out;
}

/**
 * Info findings for the words of a written cipher string that select suites of the rule's kind
 * (`picks`) only on generations the server does not run: on every generation it runs the word
 * selects none of them, and on another the whole string does enable what the word selects.
 */
export function inertCipherWords(tls: TlsSettings, context: RuleContext, picks: (s: Suite) => boolean, what: string, enabled: (g: Generation) => readonly Suite[]): RuleFinding[] {
  const here = knownOpenssl(context);
  const setting = tls.ciphers;
  if (!here || setting.defaulted || tls.systemPolicy || !setting.directive) return [];
  const elsewhere = otherGenerations(context).filter((g) => enabled(g).some(picks));
  if (elsewhere.length === 0) return [];
  const words = cipherWords(setting);
  const out: RuleFinding[] = [];
  for (const { word, location } of words) {
    if (context.generations.some((g) => expand(word, g).ciphers.some(picks))) continue;
    const offers = elsewhere.filter((g) => {
      const selected = expand(word, g).ciphers;
      // A word about this kind of suite only (`RC4-SHA`, `RC4`), not a broad one (`ALL`) that also selects some.
      return selected.length > 0 && selected.every(picks) && selected.some((s) => enabled(g).includes(s));
    });
    if (offers.length === 0) continue;
    // Removed only where what remains still selects a suite on every generation the server runs.
    const without = setting.value.split(/[:, ]+/).filter((w) => w !== word).join(':');
    const removable = words.length > 1 && context.generations.every((g) => !expand(without, g).error);
    out.push(inertFinding(word, what, here, offers, location, removable));
  }
  return out;
}

function inertFinding(word: string, what: string, here: string, elsewhere: readonly Generation[], location: FindingLocation, removable: boolean): RuleFinding {
  return {
    severity: 'info',
    message: `${word} is listed but ${here} here cannot offer it; it would enable ${what} on a build that can (${listGenerations([...elsewhere])}); remove it`,
    short: `${word} is listed but ${here} cannot offer it`,
    location,
    fix: removable
      ? { description: `remove ${word}`, replacement: '', safe: `${here} cannot offer it, so removing it changes nothing the server does` }
      : { description: `remove ${word} (the list needs another entry first)` },
  };
}
