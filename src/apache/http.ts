// HTTP settings with Apache inheritance: main server → <VirtualHost> (server-level
// directives such as KeepAlive and Protocols) and main server → <VirtualHost> → sections
// (per-directory directives: mod_headers' Header, mod_expires), where each level adds to
// what the outer one configured instead of replacing it.
import { defaulted, fromOuter, inherit, written } from '../model/settings.js';
import type { Header, HttpSettings, Setting } from '../model/types.js';
import type { Directive, Span } from '../syntax/types.js';
import { allOf, isOn, lastOf, type DirectiveIndex } from './index.js';

/** Per-directory state carried from an outer block into the inner one. */
export interface DirLevel {
  headers: Setting<Header[]>;
  expiresActive?: Directive;
  expiresDefault?: Directive;
  /** Content type (lower-cased) → its ExpiresByType line; inner lines replace outer ones per type. */
  expiresByType: Map<string, Directive>;
  expires: Setting<string | undefined>;
  allowOverride?: Directive;
  allowOverrideList?: Directive;
  /** AllowOverride's value where no line sets it (httpd's default for the version). */
  overrideDefault: readonly string[];
  overrides: Setting<readonly string[]>;
}

/** Server-level state: a <VirtualHost> inherits what it does not write from the main server. */
export interface ServerHttp {
  keepAlive: Setting<boolean>;
  maxKeepAliveRequests: Setting<number>;
  http2: Setting<boolean>;
}

export function emptyDirLevel(span: Span, overrideDefault: readonly string[]): DirLevel {
  return { headers: defaulted([], span), expiresByType: new Map(), expires: defaulted(undefined, span), overrideDefault, overrides: defaulted(overrideDefault, span) };
}

export function innerDirLevel(parent: DirLevel, index: DirectiveIndex, span: Span): DirLevel {
  const headerLines = allOf(index, 'header');
  let headers: Setting<Header[]>;
  if (headerLines.length === 0) {
    headers = inherit(parent.headers, span);
  } else {
    let list = parent.headers.value;
    for (const d of headerLines) list = applyHeader(list, d);
    headers = written(list, headerLines[headerLines.length - 1]);
  }

  const ownActive = lastOf(index, 'expiresactive');
  const ownDefault = lastOf(index, 'expiresdefault');
  const byType = new Map(parent.expiresByType);
  const ownTypes = allOf(index, 'expiresbytype');
  for (const d of ownTypes) if (d.args[0]) byType.set(d.args[0].value.toLowerCase(), d);
  const ownOverride = lastOf(index, 'allowoverride');
  const ownList = lastOf(index, 'allowoverridelist');
  const level: DirLevel = {
    headers,
    expiresActive: ownActive ?? parent.expiresActive,
    expiresDefault: ownDefault ?? parent.expiresDefault,
    expiresByType: byType,
    expires: parent.expires,
    allowOverride: ownOverride ?? parent.allowOverride,
    allowOverrideList: ownList ?? parent.allowOverrideList,
    overrideDefault: parent.overrideDefault,
    overrides: parent.overrides,
  };
  const touched = ownActive !== undefined || ownDefault !== undefined || ownTypes.length > 0;
  level.expires = touched ? expiresSetting(level, span, new Set([ownActive, ownDefault, ...ownTypes])) : inherit(parent.expires, span);
  // httpd's default is the server's, not a section's: a defaulted value stays where it was
  // made (re-homing it would cost an object per section on a large tree).
  level.overrides = ownOverride || ownList ? overridesSetting(level, (ownList ?? ownOverride) as Directive) : parent.overrides.defaulted ? parent.overrides : inherit(parent.overrides, span);
  return level;
}

/** AllowOverride's categories and AllowOverrideList's directives in effect; `None` is neither. */
function overridesSetting(level: DirLevel, last: Directive): Setting<readonly string[]> {
  const words = (d: Directive | undefined): string[] => (d ? d.args.map((a) => a.value.toLowerCase()).filter((w) => w !== 'none') : []);
  const categories = level.allowOverride ? words(level.allowOverride) : level.overrideDefault;
  return written([...categories, ...words(level.allowOverrideList)], last);
}

/**
 * What mod_expires sends: nothing unless ExpiresActive is On; then ExpiresDefault, or the
 * per-type lifetimes (`text/css: access plus 1 year; …`).
 */
function expiresSetting(level: DirLevel, span: Span, own: Set<Directive | undefined>): Setting<string | undefined> {
  const mark = (s: Setting<string | undefined>): Setting<string | undefined> => (s.directive && !own.has(s.directive) ? { ...s, inherited: true } : s);
  const active = level.expiresActive;
  if (!active) return defaulted(undefined, span);
  if (!isOn(active)) return mark(written(undefined, active));
  if (level.expiresDefault) return mark(written(level.expiresDefault.args[0]?.value, level.expiresDefault));
  if (level.expiresByType.size > 0) {
    const lines = [...level.expiresByType.values()];
    const text = lines.map((d) => `${d.args[0]?.value}: ${d.args[1]?.value ?? ''}`).join('; ');
    return mark(written(text, lines[lines.length - 1]));
  }
  return mark(written(undefined, active));
}

/** `Header [always|onsuccess] action name [value] …` applied to the headers configured so far. */
export function applyHeader(list: Header[], d: Directive): Header[] {
  const args = d.args.map((a) => a.value);
  let i = 0;
  let always = false;
  const first = args[0]?.toLowerCase();
  if (first === 'always' || first === 'onsuccess') {
    always = first === 'always';
    i = 1;
  }
  const action = args[i]?.toLowerCase();
  // mod_headers cuts the name at its first colon (header_inout_cmd, every release since 2.0):
  // `Header add Strict-Transport-Security: "max-age=…"` sends Strict-Transport-Security.
  const written = args[i + 1];
  const colon = written?.indexOf(':') ?? -1;
  const name = colon >= 0 ? written!.slice(0, colon) : written;
  if (!action || !name) return list;
  const value = args[i + 2] ?? '';
  const lower = name.toLowerCase();
  // `always` and `onsuccess` are two tables in mod_headers: one does not touch the other.
  const same = (h: Header): boolean => h.always === always && h.name.toLowerCase() === lower;
  const header: Header = { name, value, always, at: d.span };
  const extra = d.args.slice(i + 3).map((a) => a.raw).join(' ');
  if (extra !== '') header.extra = extra;
  switch (action) {
    case 'set':
      return [...list.filter((h) => !same(h)), header];
    case 'unset':
      return list.filter((h) => !same(h));
    case 'add':
      return [...list, header];
    case 'setifempty':
      return list.some(same) ? list : [...list, header];
    case 'append':
    case 'merge': {
      const k = list.findIndex(same);
      if (k < 0) return [...list, header];
      const old = list[k];
      if (action === 'merge' && old.value.split(',').some((part) => part.trim() === value.trim())) return list;
      const out = list.slice();
      out[k] = { ...old, value: `${old.value}, ${value}`, at: d.span };
      return out;
    }
    // echo, edit, edit*, note change request-dependent values: nothing static to record.
    default:
      return list;
  }
}

export function serverHttp(outer: ServerHttp | undefined, index: DirectiveIndex, span: Span, defaults: { keepAlive: boolean; maxKeepAliveRequests: number }, h2Available: boolean): ServerHttp {
  const pick = <T>(name: string, parse: (d: Directive) => T, fallback: Setting<T> | undefined, value: T): Setting<T> => {
    const own = lastOf(index, name);
    if (own) return written(parse(own), own);
    return fallback ? inherit(fallback, span) : defaulted(value, span);
  };
  return {
    keepAlive: pick('keepalive', isOn, outer?.keepAlive, defaults.keepAlive),
    maxKeepAliveRequests: pick('maxkeepaliverequests', (d) => Number.parseInt(d.args[0]?.value ?? '', 10), outer?.maxKeepAliveRequests, defaults.maxKeepAliveRequests),
    // `Protocols h2 …` offers HTTP/2 only when mod_http2 is there to speak it.
    http2: pick('protocols', (d) => h2Available && d.args.some((a) => a.value.toLowerCase() === 'h2'), outer?.http2, false),
  };
}

/**
 * Keep-alive is off with `KeepAlive Off`, and in effect off with `MaxKeepAliveRequests 1`.
 * In a section (`inSection`) the server-level values are inherited; a default stays on the
 * server, the only block that could hold the directive.
 */
export function toHttpSettings(server: ServerHttp, dir: DirLevel, inSection: boolean): HttpSettings {
  let keepalive: Setting<boolean> = server.keepAlive;
  if (keepalive.value && server.maxKeepAliveRequests.value === 1) keepalive = { ...server.maxKeepAliveRequests, value: false };
  let http2 = server.http2;
  if (inSection) {
    keepalive = fromOuter(keepalive);
    http2 = fromOuter(http2);
  }
  // Apache has no trailer directive and no header modules outside mod_headers.
  let keepaliveRequests = server.maxKeepAliveRequests;
  // `MaxKeepAliveRequests 0` sets no limit.
  if (keepaliveRequests.value === 0) keepaliveRequests = { ...keepaliveRequests, value: Number.POSITIVE_INFINITY };
  if (inSection) keepaliveRequests = fromOuter(keepaliveRequests);
  return { keepalive, keepaliveRequests, headers: dir.headers, droppedHeaders: [], trailers: defaulted([], dir.headers.at), droppedTrailers: [], moduleHeaders: [], expires: dir.expires, http2, overrides: dir.overrides };
}

