// `ssllint ciphers 'STRING'`: an offline `openssl ciphers -v` for any OpenSSL generation,
// with the weaknesses ssllint sees on each line. ciphers-command.ts defines the command.
import { providerBased } from '../openssl/types.js';
import { defaultSystemPolicy } from '../platform/apply.js';
import { streamStdout } from './stdout.js';
import { escapeControls } from '../report/untrusted.js';
import { resolveSystemProfile } from '../platform/system-profile.js';
import type { CiphersFlags } from './ciphers-command.js';
import {
  expand,
  expandTls13,
  parseGeneration,
  whyIgnored,
  type ExpandResult,
  type Generation,
  type Suite,
  type Tls13Result,
} from '../openssl/index.js';

export interface CiphersOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const PROCESS_OUTPUT: CiphersOutput = {
  stdout: (t) => streamStdout(t),
  stderr: (t) => void process.stderr.write(escapeControls(t)),
};

/** The weaknesses of one suite, in the words the rule catalog uses. */
export function suiteWeaknesses(s: Suite): string[] {
  const out: string[] = [];
  if (s.isExport) out.push('export');
  if (s.isNull) out.push('no encryption');
  if (s.isAnon) out.push('no authentication');
  if (s.isRc4) out.push('RC4');
  if (s.isDes) out.push('single DES');
  if (s.isRc2) out.push('RC2');
  if (s.is3des) out.push('3DES');
  if (!s.fs) out.push('no forward secrecy');
  if (s.isSlow) out.push('slow');
  if (s.isCbc) out.push('CBC');
  return out;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** One line as that generation's `openssl ciphers -v` prints it (their column widths differ). */
function describe(s: Suite, generation: Generation): string {
  const enc = s.enc === 'None' ? 'None' : `${s.enc}(${s.bits})`;
  if (providerBased(generation)) {
    return `${pad(s.name, 30)} ${pad(s.protocol, 7)} Kx=${pad(s.kx, 8)} Au=${pad(s.au, 5)} Enc=${pad(enc, 22)} Mac=${pad(s.mac, 4)}`;
  }
  const line = `${pad(s.name, 23)} ${s.protocol} Kx=${pad(s.kx, 8)} Au=${pad(s.au, 4)} Enc=${pad(enc, 9)} Mac=${pad(s.mac, 4)}`;
  return generation === '1.0.2' && s.isExport ? `${line} export` : line;
}

function textLine(s: Suite, generation: Generation): string {
  const weak = suiteWeaknesses(s);
  return weak.length ? `${describe(s, generation)}  ! ${weak.join(', ')}` : describe(s, generation);
}

function suiteJson(s: Suite) {
  return {
    name: s.name,
    iana: s.iana,
    hex: s.hex,
    protocol: s.protocol,
    kx: s.kx,
    au: s.au,
    enc: s.enc,
    bits: s.bits,
    mac: s.mac,
    aead: s.aead,
    fs: s.fs,
    export: s.export,
  };
}

function ignoredNote(word: string, generation: Generation): string {
  const why = whyIgnored(word, generation);
  switch (why.reason) {
    case 'iana-name':
      return `${word}: an IANA name; OpenSSL cipher strings want its own name, ${why.suggestion}`;
    case 'tls13-suite':
      return `${word}: a TLS 1.3 suite; those are set with Ciphersuites, not the cipher string`;
    case 'wrong-case':
      return `${word}: keywords are case-sensitive; did you mean ${why.suggestion}?`;
    case 'other-generation':
      return `${word}: not known to OpenSSL ${generation} (known to ${why.knownIn?.join(', ')})`;
    default:
      return `${word}: unknown to OpenSSL ${generation}`;
  }
}

/** Runs the command; returns its exit code: 0, 1 when OpenSSL would reject the string, 2 on misuse. */
export function runCiphers(cipherString: string, flags: CiphersFlags, out: CiphersOutput = PROCESS_OUTPUT): number {
  const generation = parseGeneration(flags.openssl);
  if (!generation) {
    out.stderr(`ssllint ciphers: unknown OpenSSL generation "${flags.openssl}" (expected 1.0.2, 1.1.1, 3.x or 4.x)\n`);
    return 2;
  }
  if (flags.format !== 'text' && flags.format !== 'json') {
    out.stderr(`ssllint ciphers: unknown format "${flags.format}" (expected text or json)\n`);
    return 2;
  }
  // PROFILE=SYSTEM: the RHEL family's policy string, as the lint judges it without --platform.
  const system = generation !== '1.0.2' ? defaultSystemPolicy() : undefined;
  const resolved = system ? resolveSystemProfile(cipherString, cipherString, system.policy) : undefined;
  if (resolved !== undefined && flags.format !== 'json') out.stderr(`ssllint ciphers: PROFILE=SYSTEM read as ${system!.label}: ${system!.policy.cipherString}\n`);
  const expanded: ExpandResult = expand(resolved ?? cipherString, generation);
  // The policy's own words that this build lacks (DES, RC4…) are the policy's business.
  const chosen = new Set(cipherString.split(/[:, ]/));
  const result: ExpandResult = resolved === undefined ? expanded : { ...expanded, ignored: expanded.ignored.filter((w) => chosen.has(w)) };
  const tls13: Tls13Result | undefined = flags.ciphersuites === undefined ? undefined : expandTls13(flags.ciphersuites, generation);
  const tls13Suites = tls13 ? (tls13.error ? [] : [...tls13.suites, ...tls13.notTls13]) : result.tls13;
  const failed = result.error !== undefined || tls13?.error !== undefined;

  if (flags.format === 'json') {
    const doc: Record<string, unknown> = {
      generation,
      ciphers: result.ciphers.map(suiteJson),
      tls13: tls13Suites.map(suiteJson),
      ignored: [...result.ignored],
    };
    if (resolved !== undefined) doc.systemPolicy = { label: system!.label, cipherString: system!.policy.cipherString };
    if (result.error) doc.error = result.error;
    if (tls13 && tls13.ignored.length) doc.tls13Ignored = [...tls13.ignored];
    if (tls13?.error) doc.tls13Error = tls13.error;
    out.stdout(`${JSON.stringify(doc, null, 2)}\n`);
    return failed ? 1 : 0;
  }

  if (result.error) {
    out.stderr(`ssllint ciphers: OpenSSL ${generation} rejects this string: ${result.error}\n`);
  } else {
    const lines = [...tls13Suites, ...result.ciphers].map((s) => textLine(s, generation));
    out.stdout(lines.length ? `${lines.join('\n')}\n` : '');
  }
  if (tls13?.error) out.stderr(`ssllint ciphers: OpenSSL ${generation} rejects the TLS 1.3 list: ${tls13.error}\n`);
  for (const word of result.ignored) out.stderr(`ssllint ciphers: ignored ${ignoredNote(word, generation)}\n`);
  for (const word of tls13?.ignored ?? []) out.stderr(`ssllint ciphers: TLS 1.3 list: ignored ${word}\n`);
  if (typeof result.seclevel === 'number') out.stderr(`ssllint ciphers: the string sets security level ${result.seclevel}\n`);
  return failed ? 1 : 0;
}
