// Protocol sets: what nginx `ssl_protocols` and Apache `SSLProtocol` enable, what each server
// enables when the directive is absent (it changed across versions), and which of those the
// OpenSSL underneath can actually negotiate.
import { providerBased, type Generation } from './types.js';

export type TlsProtocol = 'SSLv2' | 'SSLv3' | 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';

/** Oldest first; every set this module returns is in this order. */
export const PROTOCOLS: readonly TlsProtocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

export interface ProtocolDiagnostic {
  /** Index of the offending word in the directive's arguments. */
  readonly index: number;
  readonly word: string;
  /** error: the server refuses the configuration; warning: it starts and logs this. */
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

export interface ProtocolSet {
  readonly protocols: readonly TlsProtocol[];
  readonly diagnostics: readonly ProtocolDiagnostic[];
  /** False when the server would refuse the directive (an error diagnostic). */
  readonly ok: boolean;
}

function ordered(set: ReadonlySet<TlsProtocol>): TlsProtocol[] {
  return PROTOCOLS.filter((p) => set.has(p));
}

/** `1.23.4` → [1, 23, 4]; undefined when the text holds no version. */
function parseVersion(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : undefined;
}

function atLeast(v: number[], major: number, minor: number, patch: number): boolean {
  if (v[0] !== major) return v[0] > major;
  if (v[1] !== minor) return v[1] > minor;
  return v[2] >= patch;
}

// --- nginx -----------------------------------------------------------------------------

/**
 * nginx's `ssl_protocols` words, matched without regard to case. A repeated value only warns;
 * an unknown one stops nginx. A second `ssl_protocols` in the same block adds to the first
 * (pass the first one's set as `sameBlock`).
 */
export function parseNginxProtocols(words: readonly string[], sameBlock: readonly TlsProtocol[] = []): ProtocolSet {
  const set = new Set<TlsProtocol>(sameBlock);
  const diagnostics: ProtocolDiagnostic[] = [];
  words.forEach((word, index) => {
    const p = PROTOCOLS.find((x) => x.toLowerCase() === word.toLowerCase());
    if (!p) {
      diagnostics.push({ index, word, severity: 'error', message: `invalid value "${word}"` });
    } else if (set.has(p)) {
      diagnostics.push({ index, word, severity: 'warning', message: `duplicate value "${word}"` });
    } else {
      set.add(p);
    }
  });
  if (words.length === 0) {
    diagnostics.push({ index: 0, word: '', severity: 'error', message: 'invalid number of arguments in "ssl_protocols" directive' });
  }
  return { protocols: ordered(set), diagnostics, ok: !diagnostics.some((d) => d.severity === 'error') };
}

/**
 * What nginx enables without `ssl_protocols`: SSLv2 left the default in 0.7.65/0.8.19, TLS 1.1
 * and 1.2 joined in 1.1.13/1.0.12, SSLv3 left in 1.9.1, TLS 1.3 joined in 1.23.4, TLS 1.0 and
 * 1.1 left in 1.27.3. An unknown version means the current behaviour.
 */
export function nginxDefaultProtocols(nginxVersion?: string): TlsProtocol[] {
  const v = parseVersion(nginxVersion);
  if (!v || atLeast(v, 1, 27, 3)) return ['TLSv1.2', 'TLSv1.3'];
  if (atLeast(v, 1, 23, 4)) return ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];
  if (atLeast(v, 1, 9, 1)) return ['TLSv1', 'TLSv1.1', 'TLSv1.2'];
  const tls12 = atLeast(v, 1, 1, 13) || (v[0] === 1 && v[1] === 0 && v[2] >= 12);
  if (tls12) return ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'];
  const noSslv2 = atLeast(v, 0, 8, 19) || (v[0] === 0 && v[1] === 7 && v[2] >= 65);
  return noSslv2 ? ['SSLv3', 'TLSv1'] : ['SSLv2', 'SSLv3', 'TLSv1'];
}

// --- Apache ----------------------------------------------------------------------------

export interface ApacheContext {
  /** httpd version, e.g. `2.4.62`; unknown means the current 2.4. */
  readonly apacheVersion?: string;
  /** OpenSSL mod_ssl is linked with; decides whether SSLv2/SSLv3/TLSv1.3 exist at all. */
  readonly generation?: Generation;
}

interface ApacheModel {
  readonly v22: boolean;
  /** Words the build accepts (lower-cased), each with the protocols it names. */
  readonly words: ReadonlyMap<string, readonly TlsProtocol[]>;
  /** Words that are known but rejected unless prefixed with `-` (library lacks them). */
  readonly onlyRemovable: ReadonlyMap<string, string>;
  readonly all: readonly TlsProtocol[];
}

// Every <VirtualHost> with its own SSLProtocol asks for the same few models (one httpd
// version, three OpenSSL generations): each is built once. The model is never written to.
const models = new Map<string, ApacheModel>();

function apacheModel(ctx: ApacheContext): ApacheModel {
  const key = `${ctx.apacheVersion ?? ''}\0${ctx.generation ?? ''}`;
  let model = models.get(key);
  if (!model) {
    if (models.size >= 64) models.clear();
    models.set(key, (model = buildApacheModel(ctx)));
  }
  return model;
}

function buildApacheModel(ctx: ApacheContext): ApacheModel {
  const v = parseVersion(ctx.apacheVersion) ?? [2, 4, 999];
  const gen = ctx.generation ?? '3.x';
  const v22 = v[0] === 2 && v[1] < 4;
  // The 1.0.2 model is 1.0.2e, which still has SSLv2; 1.1.0 and later builds have no SSLv2
  // and are built without SSLv3 unless asked.
  const hasSslv2 = gen === '1.0.2';
  const hasSslv3 = gen === '1.0.2';
  const hasTls13 = gen !== '1.0.2' && !v22 && atLeast(v, 2, 4, 36);
  const words = new Map<string, readonly TlsProtocol[]>();
  const onlyRemovable = new Map<string, string>();
  const all: TlsProtocol[] = [];
  if (v22 && hasSslv2) all.push('SSLv2');
  if (hasSslv3) all.push('SSLv3');
  all.push('TLSv1', 'TLSv1.1', 'TLSv1.2');
  if (hasTls13) all.push('TLSv1.3');

  if (v22) {
    if (hasSslv2) words.set('sslv2', ['SSLv2']);
    else onlyRemovable.set('sslv2', 'SSLv2 not supported by this version of OpenSSL');
  } else {
    onlyRemovable.set('sslv2', 'SSLProtocol: SSLv2 is no longer supported');
  }
  if (hasSslv3) words.set('sslv3', ['SSLv3']);
  else onlyRemovable.set('sslv3', 'SSLv3 not supported by this version of OpenSSL');
  words.set('tlsv1', ['TLSv1']);
  words.set('tlsv1.1', ['TLSv1.1']);
  words.set('tlsv1.2', ['TLSv1.2']);
  if (hasTls13) words.set('tlsv1.3', ['TLSv1.3']);
  words.set('all', all);
  return { v22, words, onlyRemovable, all };
}

/** What `all` means for this httpd and OpenSSL: never SSLv2 in 2.4, SSLv3 only if OpenSSL has it. */
export function apacheAllProtocols(ctx: ApacheContext = {}): TlsProtocol[] {
  return [...apacheModel(ctx).all];
}

/**
 * Parses `SSLProtocol` (or `SSLProxyProtocol`) arguments the way mod_ssl does: each directive
 * starts from nothing; `+X` adds, `-X` removes, a bare `X` replaces everything so far (with a
 * warning when something was set); words are case-insensitive.
 */
export function parseApacheProtocol(words: readonly string[], ctx: ApacheContext = {}): ProtocolSet {
  const model = apacheModel(ctx);
  let set = new Set<TlsProtocol>();
  const diagnostics: ProtocolDiagnostic[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const action = word[0] === '+' || word[0] === '-' ? word[0] : '';
    const name = (action ? word.slice(1) : word).toLowerCase();
    const removable = model.onlyRemovable.get(name);
    if (removable !== undefined) {
      if (action === '-') continue;
      diagnostics.push({ index, word, severity: 'error', message: removable });
      break;
    }
    const named = model.words.get(name);
    if (!named) {
      diagnostics.push({ index, word, severity: 'error', message: `SSLProtocol: Illegal protocol '${action ? word.slice(1) : word}'` });
      break;
    }
    if (action === '-') for (const p of named) set.delete(p);
    else if (action === '+') for (const p of named) set.add(p);
    else {
      if (set.size > 0) {
        diagnostics.push({
          index,
          word,
          severity: 'warning',
          message: `SSLProtocol: Protocol '${word}' overrides already set parameter(s). Check if a +/- prefix is missing.`,
        });
      }
      set = new Set(named);
    }
  }
  const ok = !diagnostics.some((d) => d.severity === 'error');
  return { protocols: ok ? ordered(set) : [], diagnostics, ok };
}

/**
 * What mod_ssl enables without `SSLProtocol`: `all` in 2.2 and up to 2.4.16, `all -SSLv3`
 * since 2.4.17.
 */
export function apacheDefaultProtocols(ctx: ApacheContext = {}): TlsProtocol[] {
  const model = apacheModel(ctx);
  const v = parseVersion(ctx.apacheVersion) ?? [2, 4, 999];
  if (model.v22 || !atLeast(v, 2, 4, 17)) return [...model.all];
  return model.all.filter((p) => p !== 'SSLv3');
}

// --- OpenSSL ---------------------------------------------------------------------------

export interface EffectiveProtocols {
  readonly enabled: readonly TlsProtocol[];
  readonly dropped: ReadonlyArray<{ readonly protocol: TlsProtocol; readonly reason: string }>;
}

/**
 * Narrows a configured set to what the OpenSSL generation can negotiate: 1.0.2 has no TLS 1.3;
 * 1.1.x and 3.x have no SSLv2 and are built without SSLv3; 3.x refuses TLS 1.0 and 1.1 at
 * security level 1 and above (its default; `@SECLEVEL=0` in the cipher string lowers it).
 * The 1.0.2 model is 1.0.2e: builds from 1.0.2g on also lack SSLv2.
 */
export function effectiveProtocols(configured: readonly TlsProtocol[], generation: Generation, seclevel = 1): EffectiveProtocols {
  const enabled: TlsProtocol[] = [];
  const dropped: Array<{ protocol: TlsProtocol; reason: string }> = [];
  for (const p of configured) {
    let reason: string | undefined;
    if (generation === '1.0.2' && p === 'TLSv1.3') reason = 'OpenSSL 1.0.2 has no TLS 1.3';
    else if (generation !== '1.0.2' && p === 'SSLv2') reason = `OpenSSL ${generation} has no SSLv2`;
    else if (generation === '4.x' && p === 'SSLv3') reason = 'OpenSSL 4.0 removed SSLv3';
    else if (generation !== '1.0.2' && p === 'SSLv3') reason = `OpenSSL ${generation} is built without SSLv3 by default`;
    else if (providerBased(generation) && seclevel >= 1 && (p === 'TLSv1' || p === 'TLSv1.1')) {
      reason = 'OpenSSL 3 refuses TLS 1.0 and 1.1 at security level 1 and above';
    }
    if (reason) dropped.push({ protocol: p, reason });
    else enabled.push(p);
  }
  return { enabled, dropped };
}
