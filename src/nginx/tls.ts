// TLS settings of one nginx server: ngx_http_ssl_module directives are read at http and
// server level only, and a server inherits each one it does not write.
import type { FileRefs } from '../model/paths.js';
import { restrictProtocols } from '../model/protocol-range.js';
import { defaulted, written, type InheritedCache } from '../model/settings.js';
import type { FileRef, Protocol, SessionCache, Setting, TlsSettings } from '../model/types.js';
import { confOption, type ConfOption } from '../openssl/conf-options.js';
import { parseNginxProtocols } from '../openssl/protocols.js';
import type { Directive, Span } from '../syntax/types.js';
import type { NginxDefaults } from './defaults.js';
import { allOwn, argValues, firstOwn, flagValue, NGINX_TLS_DIRECTIVES, type Level } from './levels.js';


export interface TlsContext {
  defaults: NginxDefaults;
  files: FileRefs;
  inherited: InheritedCache;
}


export function writesTls(level: Level): boolean {
  for (const name of level.own.keys()) if (NGINX_TLS_DIRECTIVES.has(name)) return true;
  return false;
}

/** TLS settings of the block `inner` (a server, or a fragment's top level) below `outer` (http). */
export function nginxTls(outer: Level | undefined, inner: Level, at: Span, ctx: TlsContext): TlsSettings {
  const d = ctx.defaults;
  const pick = <T>(name: string, parse: (directive: Directive) => T, fallback: T): Setting<T> => {
    const own = firstOwn(inner, name);
    if (own) return written(parse(own), own);
    const up = outer && firstOwn(outer, name);
    if (up) return ctx.inherited.get(up, parse);
    return defaulted(fallback, at);
  };
  const optional = <T>(name: string, parse: (directive: Directive) => T): Setting<T> | undefined => {
    const own = firstOwn(inner, name);
    if (own) return written(parse(own), own);
    const up = outer && firstOwn(outer, name);
    return up && ctx.inherited.get(up, parse);
  };
  const list = (name: string): { directives: Directive[]; inherited: boolean } => {
    const own = allOwn(inner, name);
    if (own.length > 0 || !outer) return { directives: own, inherited: false };
    return { directives: allOwn(outer, name), inherited: true };
  };
  const files = (name: string): FileRef[] => {
    const { directives, inherited } = list(name);
    return directives.filter((x) => x.args[0]).map((x) => ctx.files.ref(x, inherited));
  };
  const oneFile = (name: string): FileRef | undefined => {
    const own = firstOwn(inner, name);
    const up = own ? undefined : outer && firstOwn(outer, name);
    const directive = own ?? up;
    if (!directive?.args[0]) return undefined;
    return ctx.files.ref(directive, !own);
  };

  // ssl_conf_command is an array: a server with any of its own replaces the whole http-level
  // list, so an http-level `Ciphersuites` is lost under a server-level `Options …`.
  const commands = list('ssl_conf_command');
  const command = (...names: string[]): Setting<string> | undefined => {
    let found: Directive | undefined;
    for (const c of commands.directives) {
      const name = c.args[0]?.value.toLowerCase();
      if (name && names.includes(name) && c.args[1]) found = c;
    }
    if (!found) return undefined;
    const value = found.args[1].value;
    return commands.inherited ? ctx.inherited.get(found, () => value) : written(value, found);
  };

  let protocols = protocolSetting(inner, outer, at, d.protocols, ctx);
  const min = command('minprotocol');
  const max = command('maxprotocol');
  if (min || max) {
    const narrowed = restrictProtocols(protocols.value, min?.value, max?.value);
    if (narrowed.length !== protocols.value.length) {
      // The finding about what is (not) enabled belongs on the command that changed it.
      const byMin = min && restrictProtocols(protocols.value, min.value, undefined).length !== protocols.value.length;
      protocols = { ...((byMin ? min : max) as Setting<string>), value: narrowed };
    }
  }

  const ciphers = command('cipherstring') ?? pick('ssl_ciphers', (x) => x.args[0]?.value ?? '', d.ciphers);
  const tls13 = command('ciphersuites');
  const groups = command('groups', 'curves');
  // `Options [-]ServerPreference` / `[-]SessionTicket` reach OpenSSL after
  // ssl_prefer_server_ciphers and ssl_session_tickets (ngx_ssl_conf_commands comes last in
  // ngx_http_ssl_merge_srv_conf): the last one naming the option decides.
  const option = (name: ConfOption, base: Setting<boolean>): Setting<boolean> => {
    let found: { value: boolean; directive: Directive } | undefined;
    for (const c of commands.directives) {
      const value = c.args[0]?.value.toLowerCase() === 'options' && c.args[1] ? confOption(c.args[1].value, name) : undefined;
      if (value !== undefined) found = { value, directive: c };
    }
    if (!found) return base;
    return commands.inherited ? { value: found.value, at: found.directive.span, inherited: true, defaulted: false, directive: found.directive } : written(found.value, found.directive);
  };

  return {
    protocols,
    ciphers,
    effectiveCiphers: ciphers.value,
    tls13Ciphers: tls13 ?? defaulted<string | undefined>(undefined, at),
    preferServerCiphers: option('serverpreference', pick('ssl_prefer_server_ciphers', flagValue, d.preferServerCiphers)),
    certificates: files('ssl_certificate'),
    keys: files('ssl_certificate_key'),
    chainFiles: [],
    trustedCertificate: oneFile('ssl_trusted_certificate'),
    dhparam: oneFile('ssl_dhparam'),
    curves: groups ?? pick<string | undefined>('ssl_ecdh_curve', (x) => x.args[0]?.value, d.ecdhCurve),
    sessionCache: pick('ssl_session_cache', sessionCache, d.sessionCache),
    sessionTickets: option('sessionticket', pick('ssl_session_tickets', flagValue, d.sessionTickets)),
    stapling: pick('ssl_stapling', flagValue, d.stapling),
    staplingResponder: optional('ssl_stapling_responder', (x) => x.args[0]?.value ?? ''),
    staplingFile: oneFile('ssl_stapling_file'),
    resolver: optional('resolver', (x) => argValues(x).join(' ')),
    earlyData: pick('ssl_early_data', flagValue, false),
    sessionTicketKeys: files('ssl_session_ticket_key'),
    // nginx switches TLS compression off itself and refuses client renegotiation (src/nginx/defaults.ts).
    compression: defaulted(d.compression, at),
    insecureRenegotiation: defaulted(d.insecureRenegotiation, at),
  };
}

/** `ssl_session_cache off | none | [builtin[:size]] [shared:name:size]`. */
function sessionCache(d: Directive): SessionCache {
  const words = argValues(d);
  if (words.length === 1 && words[0] === 'off') return { kind: 'off' };
  if (words.length === 1 && words[0] === 'none') return { kind: 'none' };
  const shared = words.find((w) => w.startsWith('shared:'));
  if (shared) return { kind: 'shared', spec: shared };
  const builtin = words.find((w) => w === 'builtin' || w.startsWith('builtin:'));
  if (builtin) return { kind: 'builtin', spec: builtin };
  return { kind: 'none' };
}

/**
 * `ssl_protocols` is a bitmask directive: a second line in the same block adds to the first
 * instead of being refused. The setting points at the block's first line.
 */
function protocolSetting(inner: Level, outer: Level | undefined, at: Span, fallback: Protocol[], ctx: TlsContext): Setting<Protocol[]> {
  const union = (lines: Directive[]): Protocol[] => {
    let set: Protocol[] = [];
    for (const line of lines) set = [...parseNginxProtocols(argValues(line), set).protocols];
    return set;
  };
  const own = allOwn(inner, 'ssl_protocols');
  if (own.length > 0) return written(union(own), own[0]);
  const up = outer ? allOwn(outer, 'ssl_protocols') : [];
  if (up.length > 0) return ctx.inherited.get(up[0], () => union(up));
  return defaulted(fallback, at);
}
