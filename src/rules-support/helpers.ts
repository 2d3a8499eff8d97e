// Small pieces every rule needs: where a finding lands, which servers terminate TLS, the fix
// in the server's own dialect, and the fragment rule for settings nobody wrote.
import type { FindingLocation, Severity } from '../findings.js';
import type { HttpSettings, Model, Scope, Server, Setting, TlsSettings } from '../model/types.js';
import type { Generation } from '../rule.js';
import { PlaceMap } from '../syntax/place-map.js';
import type { Dialect, Directive, Span } from '../syntax/types.js';

/**
 * Where a finding lands: the span itself, which has a location's fields. Spans are never
 * written to once parsed, so a finding can share its node's instead of copying it (a large
 * tree has 100,000s of findings, and every copy survived to the report).
 */
export function locationOf(span: Span): FindingLocation {
  return span;
}

export function spanKey(span: Span): string {
  return `${span.file}\0${span.line}\0${span.column}`;
}

// A model never changes once built, and most rules start from the same server lists and
// walks: each is computed once per model and shared (read-only) by every rule.
const allTlsByModel = new WeakMap<Model, readonly (Server & { tls: TlsSettings })[]>();
const tlsByModel = new WeakMap<Model, readonly (Server & { tls: TlsSettings })[]>();
const virtualTlsByModel = new WeakMap<Model, readonly (Server & { tls: TlsSettings })[]>();
const levelsByModel = new WeakMap<Model, readonly HttpLevel[]>();

/**
 * Every server with TLS settings, handshakes or not: for rules about what makes the server
 * refuse to start (nginx checks the cipher string and loads the certificates of an
 * `ssl_reject_handshake` server all the same).
 */
export function allTlsServers(model: Model): readonly (Server & { tls: TlsSettings })[] {
  let list = allTlsByModel.get(model);
  if (!list) allTlsByModel.set(model, (list = model.servers.filter((s): s is Server & { tls: TlsSettings } => s.tls !== undefined)));
  return list;
}

/** True when the server completes TLS handshakes (not `ssl_reject_handshake on`): what its handshake offers is judged. */
export function completesHandshakes(server: Server): boolean {
  return server.servesNothing?.noHandshake !== true;
}

/** True when the server answers requests (not a `return 444` catch-all, nor TLS-only with handshakes rejected). */
export function sendsResponses(server: Server): boolean {
  return server.servesNothing?.noResponse !== true;
}

/**
 * Servers that terminate TLS and complete handshakes: the ones rules about what a handshake
 * offers (protocols, ciphers, session resumption, stapling …) judge. A server whose
 * handshakes are all rejected offers nothing (Model `Server.servesNothing`).
 */
export function tlsServers(model: Model): readonly (Server & { tls: TlsSettings })[] {
  let list = tlsByModel.get(model);
  if (!list) {
    const all = allTlsServers(model);
    tlsByModel.set(model, (list = all.some((s) => !completesHandshakes(s)) ? all.filter(completesHandshakes) : all));
  }
  return list;
}

/**
 * Virtual servers that terminate TLS, complete handshakes and answer requests: the ones
 * rules about missing settings of a served response (HSTS, HTTP/2) judge.
 */
export function tlsVirtualServers(model: Model): readonly (Server & { tls: TlsSettings })[] {
  let list = virtualTlsByModel.get(model);
  if (!list) virtualTlsByModel.set(model, (list = tlsServers(model).filter((s) => s.kind === 'virtual' && sendsResponses(s))));
  return list;
}

/** One level of a server whose HTTP settings apply: the server itself, or a scope in it. */
export interface HttpLevel {
  server: Server;
  /** Undefined for the server level. */
  scope?: Scope;
  http: HttpSettings;
}

/**
 * Every server level followed by its scopes, depth first, in the order the config writes
 * them; servers that answer no request (`return 444` catch-alls …) are left out.
 */
export function httpLevels(model: Model): readonly HttpLevel[] {
  let list = levelsByModel.get(model);
  if (list) return list;
  const out: HttpLevel[] = [];
  const walk = (server: Server, scopes: readonly Scope[]): void => {
    for (const scope of scopes) {
      out.push({ server, scope, http: scope.http });
      walk(server, scope.scopes);
    }
  };
  for (const server of model.servers) {
    if (!sendsResponses(server)) continue;
    out.push({ server, http: server.http });
    walk(server, server.scopes);
  }
  levelsByModel.set(model, (list = out));
  return list;
}

/**
 * A global scope carries TLS settings when it writes ssl_* lines that no virtual server
 * takes up (a snippet, or an http block whose servers are not enabled yet). What it writes
 * is judged; what it leaves to the default is not, since no server uses that default.
 */
export function judged(server: Server, setting: Setting<unknown>): boolean {
  return server.kind === 'virtual' || !setting.defaulted;
}

/**
 * One entry per distinct place a setting comes from: a value written once at nginx `http`
 * level (or Apache's server config) and inherited by fifty servers is one finding, not fifty.
 */
export function distinctSettings<T>(model: Model, pick: (tls: TlsSettings, server: Server) => Setting<T> | undefined): { setting: Setting<T>; servers: Server[] }[] {
  // Rules call this over every server of a tree: grouped without a key string per server.
  const byPlace = new PlaceMap<{ setting: Setting<T>; servers: Server[] }>();
  const places: { setting: Setting<T>; servers: Server[] }[] = [];
  for (const server of tlsServers(model)) {
    const setting = pick(server.tls, server);
    if (!setting || !judged(server, setting)) continue;
    const { file, line, column } = setting.at;
    const entry = byPlace.get(file, line, column);
    if (entry) entry.servers.push(server);
    else {
      const created = { setting, servers: [server] };
      byPlace.set(file, line, column, created);
      places.push(created);
    }
  }
  return places;
}

export function inDialect(dialect: Dialect, text: { nginx: string; apache: string }): string {
  return dialect === 'nginx' ? text.nginx : text.apache;
}

const FRAGMENT_NOTE = 'the file was linted without the configuration that includes it, so an outer scope may set this';

/**
 * A rule about something absent: in a fragment the outer scope was not seen, so the
 * finding drops to info and says so; otherwise the rule's own severity stands.
 */
export function absence(model: Model, setting: Setting<unknown>): Readonly<{ severity?: Severity; note: string }> {
  if (!setting.defaulted) return PRESENT;
  if (model.fragment) return IN_FRAGMENT;
  const unread = unreadAt(model).get(setting.at);
  return unread ? unreadNote(unread) : PRESENT;
}

const unreadByModel = new WeakMap<Model, Map<Span, readonly Directive[]>>();
const unreadNotes = new WeakMap<readonly Directive[], Readonly<{ severity?: Severity; note: string }>>();

/** Each server's block (where its defaulted settings point) → the includes it could not read. */
function unreadAt(model: Model): Map<Span, readonly Directive[]> {
  let map = unreadByModel.get(model);
  if (!map) {
    map = new Map();
    for (const s of model.servers) if (s.unreadIncludes) map.set(s.at, s.unreadIncludes);
    unreadByModel.set(model, map);
  }
  return map;
}

/**
 * A setting nobody wrote where an include could not be read: it may be written there, so the
 * finding is info and names the include (its own include-missing / file-unreadable finding
 * says how to bring it in).
 */
function unreadNote(unread: readonly Directive[]): Readonly<{ severity?: Severity; note: string }> {
  let note = unreadNotes.get(unread);
  if (!note) {
    const first = unread[0].span;
    const more = unread.length > 1 ? ` and ${unread.length - 1} more` : '';
    note = Object.freeze({ severity: 'info' as Severity, note: ` (the include at line ${first.line} of ${first.file}${more} could not be read and may set this)` });
    unreadNotes.set(unread, note);
  }
  return note;
}

// Every rule asks this for each place it reports: two answers, made once (callers only read them).
const PRESENT = Object.freeze({ note: '' });
const IN_FRAGMENT = Object.freeze({ severity: 'info' as Severity, note: ` (${FRAGMENT_NOTE})` });

/**
 * Apache: the AllowOverride words that let an .htaccess file here send a header (`Header`
 * needs FileInfo) or a lifetime (mod_expires needs Indexes), joined for a message; undefined
 * when none does. ssllint does not read .htaccess files, so a rule about something absent
 * says so where one could hold it.
 */
export function htaccessMaySet(http: HttpSettings, what: readonly ('header' | 'expires')[]): string | undefined {
  const lets = (http.overrides?.value ?? []).filter(
    (w) => w === 'all' || (what.includes('header') && (w === 'fileinfo' || w === 'header')) || (what.includes('expires') && (w === 'indexes' || w.startsWith('expires'))),
  );
  return lets.length > 0 ? lets.join(', ') : undefined;
}

export function listGenerations(gens: Generation[]): string {
  const names = gens.map((g) => `OpenSSL ${g}`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function serverLabel(server: Server): string {
  const name = server.names[0]?.value;
  return name && name !== '_' ? name : `${server.at.file.split('/').pop()}:${server.at.line}`;
}
