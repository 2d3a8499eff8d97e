// HTTP settings with nginx inheritance: http → server → location → nested location / if.
// Most directives inherit when the inner block does not write them; `add_header` is
// all-or-nothing per block, the trap this model makes visible as `droppedHeaders`.
import { defaulted, inherit, written } from '../model/settings.js';
import type { Header, HttpSettings, Setting } from '../model/types.js';
import type { Directive } from '../syntax/types.js';
import { allOwn, argValues, firstOwn, flagValue, type Level } from './levels.js';

export type HeaderInherit = 'on' | 'off' | 'merge';

/** The effective values at one level, kept in a form the next level down can inherit from. */
export interface HttpLevel {
  keepaliveTimeout: Setting<string>;
  keepaliveRequests?: Setting<number>;
  headers: Setting<Header[]>;
  droppedHeaders: Header[];
  /** `add_header_inherit` (nginx 1.29.3), itself inherited the ordinary way. */
  headerInherit: HeaderInherit;
  expires: Setting<string | undefined>;
  http2: Setting<boolean>;
}

export function topHttpLevel(level: Level, keepaliveDefault: string): HttpLevel {
  const base: HttpLevel = {
    keepaliveTimeout: defaulted(keepaliveDefault, level.span),
    headers: defaulted([], level.span),
    droppedHeaders: [],
    headerInherit: 'on',
    expires: defaulted(undefined, level.span),
    http2: defaulted(false, level.span),
  };
  return innerHttpLevel(base, level);
}

/** `parent` seen from the block `level`, with the block's own directives applied. */
export function innerHttpLevel(parent: HttpLevel, level: Level): HttpLevel {
  const timeout = firstOwn(level, 'keepalive_timeout');
  const requests = firstOwn(level, 'keepalive_requests');
  const expires = firstOwn(level, 'expires');
  const http2 = firstOwn(level, 'http2');
  const inheritDirective = firstOwn(level, 'add_header_inherit');
  const headerInherit = inheritDirective ? parseInherit(inheritDirective) : parent.headerInherit;
  const { headers, droppedHeaders } = resolveHeaders(parent, level, headerInherit);
  return {
    keepaliveTimeout: timeout ? written(timeout.args[0]?.value ?? '', timeout) : inherit(parent.keepaliveTimeout, level.span),
    keepaliveRequests: requests
      ? written(Number.parseInt(requests.args[0]?.value ?? '', 10), requests)
      : parent.keepaliveRequests && inherit(parent.keepaliveRequests, level.span),
    headers,
    droppedHeaders,
    headerInherit,
    expires: expires ? written(expiresValue(expires), expires) : inherit(parent.expires, level.span),
    http2: http2 ? written(flagValue(http2), http2) : inherit(parent.http2, level.span),
  };
}

function parseInherit(d: Directive): HeaderInherit {
  const v = d.args[0]?.value.toLowerCase();
  return v === 'off' || v === 'merge' ? v : 'on';
}

function resolveHeaders(parent: HttpLevel, level: Level, mode: HeaderInherit): { headers: Setting<Header[]>; droppedHeaders: Header[] } {
  const lines = allOwn(level, 'add_header');
  const own = lines.map(toHeader).filter((h): h is Header => h !== undefined);
  if (lines.length === 0) {
    if (mode === 'off') return { headers: defaulted([], level.span), droppedHeaders: [] };
    return { headers: inherit(parent.headers, level.span), droppedHeaders: [] };
  }
  const outer = mode === 'off' ? [] : parent.headers.value;
  if (mode === 'merge') {
    return { headers: written([...outer, ...own], lines[0]), droppedHeaders: [] };
  }
  // Only what the block does not set again is really lost; an explicit `off` is a choice, not a trap.
  const names = new Set(own.map((h) => h.name.toLowerCase()));
  const droppedHeaders = outer.filter((h) => !names.has(h.name.toLowerCase()));
  return { headers: written(own, lines[0]), droppedHeaders };
}

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

export function toHttpSettings(level: HttpLevel): HttpSettings {
  return {
    keepalive: keepaliveSetting(level),
    headers: level.headers,
    droppedHeaders: level.droppedHeaders,
    expires: level.expires,
    http2: level.http2,
  };
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
