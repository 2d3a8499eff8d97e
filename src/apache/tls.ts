// TLS settings of one Apache server, merged the way mod_ssl merges a <VirtualHost> into
// the main server (ssl_config_server_merge): most values are inherited when unset,
// certificate/key lists are merged by position, SSLOpenSSLConfCmd lists are concatenated,
// and the session cache exists only at main-server level.
import type { FileRefs } from '../model/paths.js';
import { restrictProtocols } from '../model/protocol-range.js';
import { defaulted, inherit, written, type InheritedCache } from '../model/settings.js';
import type { FileRef, Protocol, SessionCache, Setting, TlsSettings } from '../model/types.js';
import type { Directive, Span } from '../syntax/types.js';
import { confOption, type ConfOption } from '../openssl/conf-options.js';
import { guardCiphers, type ApacheDefaults } from './defaults.js';
import { allOf, isOn, lastOf, type DirectiveIndex } from './index.js';
import { apacheProtocols } from './protocols.js';

export interface ApacheTlsContext {
  defaults: ApacheDefaults;
  versionText: string;
  files: FileRefs;
  inherited: InheritedCache;
}

/** Up to this many certificate/key lines of a <VirtualHost> replace the main server's by position (CERTKEYS_IDX_MAX + 1). */
const CERTKEYS_REPLACED = 3;

export function isSslDirective(d: Directive): boolean {
  const n = d.name.toLowerCase();
  return n.startsWith('ssl') && !n.startsWith('sslproxy') && n !== 'sslengine' && n !== 'sslrandomseed' && n !== 'sslpassphrasedialog' && n !== 'sslcryptodevice' && n !== 'sslmutex';
}

/** `SSLCipherSuite [SSL|TLSv1.3] spec`: which protocol family a line configures. */
function cipherFamily(d: Directive): 'ssl' | 'tls13' | undefined {
  if (d.args.length === 1) return 'ssl';
  const p = d.args[0]?.value.toLowerCase();
  if (p === 'ssl') return 'ssl';
  if (p === 'tlsv1.3') return 'tls13';
  return undefined;
}

function cipherSpec(d: Directive): string {
  return d.args[d.args.length - 1]?.value ?? '';
}

/**
 * TLS settings of `inner` (a <VirtualHost>) under `outer` (the main server), or of the
 * main server itself when `outer` is undefined.
 */
/**
 * httpd refuses to start on a flag that is neither On nor Off (`SSLHonorCipherOrder yes`):
 * such a line sets nothing, so the setting falls back (and directive-value names the line).
 */
function isFlagWord(d: Directive): boolean {
  const v = d.args[0]?.value.toLowerCase();
  return v === 'on' || v === 'off';
}

export function apacheTls(outer: DirectiveIndex | undefined, inner: DirectiveIndex, at: Span, ctx: ApacheTlsContext): TlsSettings {
  const d = ctx.defaults;
  const pickWhere = <T>(name: string, parse: (x: Directive) => T, fallback: T, where?: (x: Directive) => boolean): Setting<T> => {
    const own = lastOf(inner, name, where);
    if (own) return written(parse(own), own);
    const up = outer && lastOf(outer, name, where);
    if (up) return ctx.inherited.get(up, parse);
    return defaulted(fallback, at);
  };
  const oneFile = (name: string): FileRef | undefined => {
    const own = lastOf(inner, name);
    const directive = own ?? (outer && lastOf(outer, name));
    if (!directive?.args[0]) return undefined;
    return ctx.files.ref(directive, !own);
  };
  const certKeys = (name: string): FileRef[] => {
    const add = allOf(inner, name).filter((x) => x.args[0]);
    const base = outer ? allOf(outer, name).filter((x) => x.args[0]) : [];
    const taken = Math.min(add.length, CERTKEYS_REPLACED);
    const ref = (x: Directive, inherited: boolean): FileRef => ctx.files.ref(x, inherited);
    return [...add.slice(0, taken).map((x) => ref(x, false)), ...base.slice(taken).map((x) => ref(x, true)), ...add.slice(CERTKEYS_REPLACED).map((x) => ref(x, false))];
  };

  // SSLOpenSSLConfCmd lines of the main server come first, the <VirtualHost>'s after: for
  // each command the last line wins.
  const commands: { directive: Directive; inherited: boolean }[] = [
    ...(outer ? allOf(outer, 'sslopensslconfcmd').map((directive) => ({ directive, inherited: true })) : []),
    ...allOf(inner, 'sslopensslconfcmd').map((directive) => ({ directive, inherited: false })),
  ];
  const command = (...names: string[]): { setting: Setting<string>; directive: Directive; inherited: boolean } | undefined => {
    let found: (typeof commands)[number] | undefined;
    for (const c of commands) {
      const n = c.directive.args[0]?.value.toLowerCase();
      if (n && names.includes(n) && c.directive.args[1]) found = c;
    }
    if (!found) return undefined;
    const value = found.directive.args[1].value;
    const setting = found.inherited ? ctx.inherited.get(found.directive, () => value) : written(value, found.directive);
    return { setting, directive: found.directive, inherited: found.inherited };
  };

  let protocols = pickWhere<Protocol[]>('sslprotocol', (x) => apacheProtocols(x.args.map((a) => a.value), ctx.versionText), d.protocols);
  const min = command('minprotocol');
  const max = command('maxprotocol');
  if (min || max) {
    const narrowed = restrictProtocols(protocols.value, min?.setting.value, max?.setting.value);
    if (narrowed.length !== protocols.value.length) {
      const byMin = min && restrictProtocols(protocols.value, min.setting.value, undefined).length !== protocols.value.length;
      protocols = { ...(byMin ? min : max)!.setting, value: narrowed };
    }
  }

  const cipherString = command('cipherstring');
  const suite = pickWhere('sslciphersuite', cipherSpec, d.ciphers, (x) => cipherFamily(x) === 'ssl');
  // A CipherString command reaches OpenSSL after SSLCipherSuite and without mod_ssl's prefix.
  const ciphers = cipherString ? cipherString.setting : suite;
  const effectiveCiphers = cipherString ? cipherString.setting.value : guardCiphers(suite.value, d.cipherGuard);

  const suites13 = command('ciphersuites');
  const tls13Ciphers = suites13?.setting ?? pickWhere<string | undefined>('sslciphersuite', cipherSpec, undefined, (x) => cipherFamily(x) === 'tls13');
  const groups = command('groups', 'curves', 'ecdhparameters');
  // `Options [-]ServerPreference` / `[-]SessionTicket` reach OpenSSL after SSLHonorCipherOrder
  // and SSLSessionTickets (ssl_init_server_ctx runs the commands after ssl_init_ctx): the
  // last one naming the option decides.
  const option = (name: ConfOption, base: Setting<boolean>): Setting<boolean> => {
    let found: { value: boolean; directive: Directive; inherited: boolean } | undefined;
    for (const c of commands) {
      const value = c.directive.args[0]?.value.toLowerCase() === 'options' && c.directive.args[1] ? confOption(c.directive.args[1].value, name) : undefined;
      if (value !== undefined) found = { value, directive: c.directive, inherited: c.inherited };
    }
    if (!found) return base;
    return found.inherited ? { value: found.value, at: found.directive.span, inherited: true, defaulted: false, directive: found.directive } : written(found.value, found.directive);
  };
  const dh = command('dhparameters');

  return {
    protocols,
    ...(d.protocolRange ? { protocolRange: true } : {}),
    ciphers,
    effectiveCiphers,
    tls13Ciphers,
    preferServerCiphers: option('serverpreference', pickWhere('sslhonorcipherorder', isOn, d.honorCipherOrder, isFlagWord)),
    certificates: certKeys('sslcertificatefile'),
    keys: certKeys('sslcertificatekeyfile'),
    chainFiles: (() => {
      const ref = oneFile('sslcertificatechainfile');
      return ref ? [ref] : [];
    })(),
    trustedCertificate: oneFile('sslcacertificatefile'),
    dhparam: dh ? ctx.files.ref(dh.directive, dh.inherited, dh.setting.value) : undefined,
    curves: groups?.setting ?? defaulted<string | undefined>(undefined, at),
    sessionCache: mainSessionCache(outer ?? inner, at, !outer, d.sessionCache),
    sessionTickets: option('sessionticket', pickWhere('sslsessiontickets', isOn, d.sessionTickets, isFlagWord)),
    stapling: pickWhere('sslusestapling', isOn, d.stapling, isFlagWord),
    staplingResponder: (() => {
      const url = pickWhere<string | undefined>('sslstaplingforceurl', (x) => x.args[0]?.value, undefined);
      return url.value === undefined ? undefined : (url as Setting<string>);
    })(),
    staplingCache: mainOnly(outer ?? inner, 'sslstaplingcache', !outer, at),
    // mod_ssl never calls SSL_read_early_data: OpenSSL rejects every 0-RTT attempt.
    earlyData: defaulted(false, at),
    sessionTicketKeys: (() => {
      const ref = oneFile('sslsessionticketkeyfile');
      return ref ? [ref] : [];
    })(),
    compression: pickWhere('sslcompression', isOn, d.compression, isFlagWord),
    insecureRenegotiation: pickWhere('sslinsecurerenegotiation', isOn, d.insecureRenegotiation, isFlagWord),
  };
}

/** A directive httpd reads in the main server only, as a <VirtualHost> sees it. */
function mainOnly(main: DirectiveIndex, name: string, isMain: boolean, at: Span): Setting<string> | undefined {
  const d = lastOf(main, name);
  if (!d) return undefined;
  const s = written(d.args[0]?.value ?? '', d);
  return isMain ? s : inherit(s, at);
}

/** SSLSessionCache is global-only: a <VirtualHost> always uses the main server's. */
function mainSessionCache(main: DirectiveIndex, at: Span, isMain: boolean, fallback: SessionCache): Setting<SessionCache> {
  const d = lastOf(main, 'sslsessioncache');
  if (!d) return defaulted(fallback, at);
  const s = written(sessionCache(d), d);
  return isMain ? s : inherit(s, at);
}

function sessionCache(d: Directive): SessionCache {
  const spec = d.args[0]?.value ?? '';
  const lower = spec.toLowerCase();
  if (lower === 'none' || lower === 'nonenotnull') return { kind: 'none', spec };
  const provider = lower.split(':')[0].split('(')[0];
  if (provider === 'shmcb' || provider === 'shmht' || provider === 'shm' || provider === 'dbm') return { kind: 'shared', spec };
  return { kind: 'external', spec };
}
