// HTTP settings with nginx inheritance: http → server → location → nested location / if.
// Most directives inherit when the inner block does not write them; `add_header` and
// `add_trailer` are all-or-nothing per block, the trap this model makes visible as
// `droppedHeaders` / `droppedTrailers`. Headers that third-party modules send
// (headers-more, ngx_security_headers) do not follow that rule and are kept apart.
import { defaulted, inherit, written } from '../model/settings.js';
import type { Answer, DroppedRequestLines, Header, HttpSettings, Setting } from '../model/types.js';
import { answerOf } from './answer.js';
import type { Directive } from '../syntax/types.js';
import { allOwn, argValues, firstOwn, flagValue, HIDE_HEADERS, UPSTREAM_PASSES, type Level } from './levels.js';

export type HeaderInherit = 'on' | 'off' | 'merge';

/** The effective values at one level, kept in a form the next level down can inherit from. */
export interface HttpLevel {
  keepaliveTimeout: Setting<string>;
  keepaliveRequests?: Setting<number>;
  headers: Setting<Header[]>;
  droppedHeaders: Header[];
  /** add_header / add_trailer lines here that set an outer level's name again. */
  redefined?: readonly ('add_header' | 'add_trailer')[];
  /** `add_header_inherit` (nginx 1.29.3), itself inherited the ordinary way. */
  headerInherit: HeaderInherit;
  trailers: Setting<Header[]>;
  droppedTrailers: Header[];
  /** `add_trailer_inherit` (nginx 1.29.3). */
  trailerInherit: HeaderInherit;
  /** headers-more runs the outer levels' `more_set_headers` before the inner ones': they add up. */
  moreSetHeaders: Header[];
  /** The `security_headers on` in effect (ngx_security_headers; inherited the ordinary way), if any. */
  securityHeaders: Directive | undefined;
  expires: Setting<string | undefined>;
  http2: Setting<boolean>;
  /**
   * Per header/param family (proxy_set_header, fastcgi_param …): the lines in effect, inherited
   * all-or-nothing (ngx_http_proxy_merge_loc_conf and its kin take the outer list only when
   * the level writes none of its own).
   */
  passLines: Readonly<Record<string, readonly Directive[]>>;
  /** The outer lines of each family this level loses by writing its own. */
  droppedPass?: DroppedRequestLines[];
  /** The *_hide_header families whose lines in effect hide Content-Type (each inherited all-or-nothing). */
  hiddenContentType: readonly string[];
  /** The proxy_pass / fastcgi_pass … written at this level (not inherited by nested locations). */
  pass?: Directive;
  /** The `return` / catch-all `rewrite` written at this level. */
  answer?: Answer;
}

const NO_PASS_LINES: Readonly<Record<string, readonly Directive[]>> = Object.freeze({});

export function topHttpLevel(level: Level, keepaliveDefault: string): HttpLevel {
  const base: HttpLevel = {
    keepaliveTimeout: defaulted(keepaliveDefault, level.span),
    headers: defaulted([], level.span),
    droppedHeaders: [],
    headerInherit: 'on',
    trailers: defaulted([], level.span),
    droppedTrailers: [],
    trailerInherit: 'on',
    moreSetHeaders: [],
    securityHeaders: undefined,
    expires: defaulted(undefined, level.span),
    http2: defaulted(false, level.span),
    passLines: NO_PASS_LINES,
    hiddenContentType: [],
  };
  return innerHttpLevel(base, level);
}

/** `parent` seen from the block `level`, with the block's own directives applied. */
export function innerHttpLevel(parent: HttpLevel, level: Level): HttpLevel {
  const timeout = firstOwn(level, 'keepalive_timeout');
  const requests = firstOwn(level, 'keepalive_requests');
  const expires = firstOwn(level, 'expires');
  const http2 = firstOwn(level, 'http2');
  const headerInherit = inheritMode(level, 'add_header_inherit', parent.headerInherit);
  const trailerInherit = inheritMode(level, 'add_trailer_inherit', parent.trailerInherit);
  const { lines: headers, dropped: droppedHeaders, again: headersAgain } = resolveLines(parent.headers, allOwn(level, 'add_header'), level, headerInherit);
  const { lines: trailers, dropped: droppedTrailers, again: trailersAgain } = resolveLines(parent.trailers, allOwn(level, 'add_trailer'), level, trailerInherit);
  const redefined = headersAgain || trailersAgain ? REDEFINED[(headersAgain ? 1 : 0) + (trailersAgain ? 2 : 0)] : undefined;
  const more = allOwn(level, 'more_set_headers');
  const security = firstOwn(level, 'security_headers');
  return {
    keepaliveTimeout: timeout ? written(timeout.args[0]?.value ?? '', timeout) : inherit(parent.keepaliveTimeout, level.span),
    keepaliveRequests: requests
      ? written(Number.parseInt(requests.args[0]?.value ?? '', 10), requests)
      : parent.keepaliveRequests && inherit(parent.keepaliveRequests, level.span),
    headers,
    droppedHeaders,
    ...(redefined ? { redefined } : {}),
    headerInherit,
    trailers,
    droppedTrailers,
    trailerInherit,
    moreSetHeaders: more.length === 0 ? parent.moreSetHeaders : [...parent.moreSetHeaders, ...more.flatMap(moreSetHeaders)],
    securityHeaders: security ? (flagValue(security) ? security : undefined) : parent.securityHeaders,
    expires: expires ? written(expiresValue(expires), expires) : inherit(parent.expires, level.span),
    http2: http2 ? written(flagValue(http2), http2) : inherit(parent.http2, level.span),
    ...passLines(parent.passLines, level),
    hiddenContentType: hiddenContentType(parent.hiddenContentType, level),
    pass: passOf(level),
    answer: answerOf(level),
  };
}

/**
 * Like add_header, each family's lines are inherited only by a level that writes none of its
 * own; what the outer level wrote under a name this level does not set again is lost.
 */
function passLines(parent: Readonly<Record<string, readonly Directive[]>>, level: Level): Pick<HttpLevel, 'passLines' | 'droppedPass'> {
  let out: Record<string, readonly Directive[]> | undefined;
  let droppedPass: DroppedRequestLines[] | undefined;
  for (const [pass, family] of UPSTREAM_PASSES) {
    const own = allOwn(level, family);
    if (own.length === 0) continue;
    out ??= { ...parent };
    out[family] = own;
    const outer = parent[family];
    if (!outer || outer.length === 0) continue;
    const names = new Set(own.map((d) => passLineName(d)));
    const dropped = outer.filter((d) => !names.has(passLineName(d)));
    if (dropped.length > 0) (droppedPass ??= []).push({ family, pass, own, dropped });
  }
  return droppedPass ? { passLines: out ?? parent, droppedPass } : { passLines: out ?? parent };
}

/** The header (case-insensitive) or parameter (as written) a request line sets. */
export function passLineName(d: Directive): string {
  const name = d.args[0]?.value ?? '';
  return d.name.endsWith('_header') ? name.toLowerCase() : name;
}

/** Per *_hide_header family, a level with lines of its own replaces the outer ones. */
function hiddenContentType(parent: readonly string[], level: Level): readonly string[] {
  let out: string[] | undefined;
  for (const family of HIDE_HEADERS) {
    const own = allOwn(level, family);
    if (own.length === 0) continue;
    out ??= [...parent];
    const hides = own.some((d) => d.args[0]?.value.toLowerCase() === 'content-type');
    if (hides && !out.includes(family)) out.push(family);
    if (!hides) out = out.filter((f) => f !== family);
  }
  return out ?? parent;
}

function toldEarlyData(lines: readonly Directive[] | undefined): boolean {
  return lines !== undefined && lines.some((d) => d.args.some((a) => a.value.includes('$ssl_early_data')));
}

function passOf(level: Level): Directive | undefined {
  for (const name of UPSTREAM_PASSES.keys()) {
    const d = firstOwn(level, name);
    if (d) return d;
  }
  return undefined;
}

function inheritMode(level: Level, name: string, outer: HeaderInherit): HeaderInherit {
  const d = firstOwn(level, name);
  if (!d) return outer;
  const v = d.args[0]?.value.toLowerCase();
  return v === 'off' || v === 'merge' ? v : 'on';
}

// Most levels of a tree write no add_header and drop nothing: they share one empty list
// (frozen, so a write would fail loudly instead of reaching every other level).
const NO_HEADERS = Object.freeze([]) as unknown as Header[];

const REDEFINED: readonly (readonly ('add_header' | 'add_trailer')[])[] = [[], ['add_header'], ['add_trailer'], ['add_header', 'add_trailer']];

/**
 * `add_header` or `add_trailer` lines at one level, after inheritance in `mode`; `again`: some
 * own line sets a name an outer line sets too.
 */
function resolveLines(parent: Setting<Header[]>, lines: Directive[], level: Level, mode: HeaderInherit): { lines: Setting<Header[]>; dropped: Header[]; again?: boolean } {
  if (lines.length === 0) {
    if (mode === 'off') return { lines: defaulted(NO_HEADERS, level.span), dropped: NO_HEADERS };
    return { lines: inherit(parent, level.span), dropped: NO_HEADERS };
  }
  const own = lines.map(toHeader).filter((h): h is Header => h !== undefined);
  const outer = mode === 'off' ? [] : parent.value;
  const names = new Set(own.map((h) => h.name.toLowerCase()));
  const again = outer.some((h) => names.has(h.name.toLowerCase()));
  if (mode === 'merge') {
    // ngx_http_headers_merge_conf appends the outer lines after the block's own: both are sent.
    return { lines: written([...own, ...outer], lines[0]), dropped: NO_HEADERS, again };
  }
  // Only what the block does not set again is really lost; an explicit `off` is a choice, not a trap.
  return { lines: written(own, lines[0]), dropped: outer.filter((h) => !names.has(h.name.toLowerCase())), again };
}

// `more_set_headers [-s STATUS] [-t TYPE] [-a] 'Name: value' ...`: -s and -t take a word.
// A header with nothing after its colon is cleared, not sent.
function moreSetHeaders(d: Directive): Header[] {
  const out: Header[] = [];
  for (let i = 0; i < d.args.length; i++) {
    const word = d.args[i].value;
    if (word === '-s' || word === '-t') {
      i++;
      continue;
    }
    if (word.startsWith('-')) continue;
    const colon = word.indexOf(':');
    if (colon <= 0) continue;
    const value = word.slice(colon + 1).trim();
    if (value !== '') out.push({ name: word.slice(0, colon).trim(), value, always: true, at: d.span });
  }
  return out;
}

// ngx_security_headers sends, over HTTPS, HSTS with this value unless told otherwise (its
// README); of the other headers it sends, no rule reads any.
const SECURITY_HEADERS_HSTS = 'max-age=31536000; includeSubDomains; preload';

function toHeader(d: Directive): Header | undefined {
  const [name, value, flag] = d.args;
  if (!name) return undefined;
  return { name: name.value, value: value?.value ?? '', always: flag?.value === 'always', at: d.span };
}

/** `expires off` writes that nothing is cached: no lifetime, but not a default either. */
function expiresValue(d: Directive): string | undefined {
  const words = argValues(d);
  if (words.length === 1 && words[0].toLowerCase() === 'off') return undefined;
  return words.join(' ');
}

/** `requestsDefault`: nginx's keepalive_requests default, given for a server (not for its locations). */
export function toHttpSettings(level: HttpLevel, requestsDefault?: Setting<number>): HttpSettings {
  return {
    keepalive: keepaliveSetting(level),
    keepaliveRequests: level.keepaliveRequests ?? requestsDefault,
    headers: level.headers,
    droppedHeaders: level.droppedHeaders,
    ...(level.redefined ? { redefined: level.redefined } : {}),
    trailers: level.trailers,
    droppedTrailers: level.droppedTrailers,
    moduleHeaders: moduleHeaders(level),
    expires: level.expires,
    http2: level.http2,
    upstream: level.pass && { pass: level.pass, earlyDataTold: toldEarlyData(level.passLines[UPSTREAM_PASSES.get(level.pass.name) as string]) },
    answer: level.answer,
    ...(level.droppedPass ? { droppedRequestLines: level.droppedPass } : {}),
    ...(level.passLines !== NO_PASS_LINES ? { requestLines: level.passLines } : {}),
    ...(level.hiddenContentType.length > 0 ? { hidesContentType: true as const } : {}),
  };
}

function moduleHeaders(level: HttpLevel): Header[] {
  const security = level.securityHeaders;
  if (!security) return level.moreSetHeaders;
  return [...level.moreSetHeaders, { name: 'Strict-Transport-Security', value: SECURITY_HEADERS_HSTS, always: false, at: security.span }];
}

/**
 * Keep-alive is off with `keepalive_timeout 0`, and in effect off with `keepalive_requests`
 * 0 or 1 (the connection closes after its first request).
 */
function keepaliveSetting(level: HttpLevel): Setting<boolean> {
  const timeout = level.keepaliveTimeout;
  const requests = level.keepaliveRequests;
  if (requests) return keepaliveFrom(timeout, requests);
  // Settings are never mutated, and the locations of a server inherit its timeout object:
  // the answer for one object is worked out once and shared.
  let setting = keepaliveByTimeout.get(timeout);
  if (!setting) keepaliveByTimeout.set(timeout, (setting = keepaliveFrom(timeout, undefined)));
  return setting;
}

const keepaliveByTimeout = new WeakMap<Setting<string>, Setting<boolean>>();

function keepaliveFrom(timeout: Setting<string>, requests: Setting<number> | undefined): Setting<boolean> {
  if (isZeroTime(timeout.value)) return { ...timeout, value: false };
  if (requests && Number.isFinite(requests.value) && requests.value <= 1) return { ...requests, value: false };
  return { ...timeout, value: true };
}

/** nginx time values: `0`, `0s`, `75s`, `1m30s`, `500ms`. True only for a readable zero. */
function isZeroTime(text: string): boolean {
  if (!/^(\d+(ms|[smhdwMy])?)+$/.test(text)) return false;
  return /^(0+(ms|[smhdwMy])?)+$/.test(text);
}
