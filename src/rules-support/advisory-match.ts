// Which advisories (advisories.ts) a release is affected by, and where a configuration
// triggers them. A release is affected when it lies in one of the `vulnerable` ranges and is
// not `good`: `1.26.3+` covers 1.26.3 and the later 1.26.x, the highest good release
// everything after it (nginx's advisories write them so).
import type { Model, Server } from '../model/types.js';
import { compareVersions, parseVersion, type VersionParts } from '../model/version.js';
import type { Directive, Span } from '../syntax/types.js';
import type { Advisory, Trigger } from './advisories.js';
import { tlsServers } from './helpers.js';
import { written, writesAnywhere, type WrittenDirective } from './written.js';

const version = (text: string): VersionParts | undefined => parseVersion(text.trim());

const goodCache = new WeakMap<Advisory, VersionParts[]>();

/** The releases that fix it, oldest first. */
export function goodReleases(advisory: Advisory): VersionParts[] {
  let fixes = goodCache.get(advisory);
  if (!fixes) {
    fixes = advisory.good
      .split(',')
      .map((g) => version(g.replace('+', '')))
      .filter((v): v is VersionParts => v !== undefined)
      .sort(compareVersions);
    goodCache.set(advisory, fixes);
  }
  return fixes;
}

function good(v: VersionParts, advisory: Advisory): boolean {
  const fixes = goodReleases(advisory);
  const highest = fixes[fixes.length - 1];
  return fixes.some((g) => compareVersions(v, g) >= 0 && (g === highest || (v[0] === g[0] && v[1] === g[1])));
}

function vulnerable(v: VersionParts, advisory: Advisory): boolean {
  return advisory.vulnerable.split(',').some((range) => {
    const [from, to] = range.split('-');
    const lo = version(from);
    const hi = version(to ?? from);
    return lo !== undefined && hi !== undefined && compareVersions(v, lo) >= 0 && compareVersions(v, hi) <= 0;
  });
}

export function affects(advisory: Advisory, release: VersionParts): boolean {
  return vulnerable(release, advisory) && !good(release, advisory);
}

/** The oldest release that fixes it for `release`: on its own branch when that has a fix, else the next one up. */
export function fixFor(advisory: Advisory, release: VersionParts): VersionParts | undefined {
  const fixes = goodReleases(advisory);
  return fixes.find((g) => g[0] === release[0] && g[1] === release[1] && compareVersions(g, release) > 0) ?? fixes.find((g) => compareVersions(g, release) > 0);
}

export interface Hit {
  /** Where the finding lands: the directive that triggers it. */
  at: Span;
  /** Another place the trigger depends on (the address's default server, the other virtual host). */
  related?: Span;
}

const CHECK_NEEDS: Record<Extract<Trigger, { check: string }>['check'], string> = {
  'nginx-sni-session-reuse': 'ssl_verify_client',
  'httpd-vhost-client-ca': 'sslverifyclient',
  'nginx-overlapping-captures': 'rewrite',
  'httpd-http2': 'protocols',
};

/** Whether the tree writes every directive the trigger needs (most advisories need one it lacks: no server is looked at). */
function possible(model: Model, trigger: Trigger): boolean {
  if ('check' in trigger) return writesAnywhere(model, CHECK_NEEDS[trigger.check]);
  if ('directive' in trigger) return writesAnywhere(model, trigger.directive);
  if ('all' in trigger) return trigger.all.every((t) => possible(model, t));
  return trigger.any.some((t) => possible(model, t));
}

/** Where `advisory` is triggered in `model`: one hit per place. */
export function triggers(model: Model, advisory: Advisory, tls13: boolean): Hit[] {
  const trigger = advisory.trigger;
  if (!possible(model, trigger)) return [];
  if ('check' in trigger) {
    switch (trigger.check) {
      case 'nginx-sni-session-reuse':
        return tls13 ? sniSessionReuse(model) : [];
      case 'httpd-vhost-client-ca':
        return tls13 ? vhostClientCa(model) : [];
      case 'nginx-overlapping-captures':
        return eachServer(model, (server) => overlappingCaptures(model, server));
      case 'httpd-http2':
        return model.http2ModuleMissing ? [] : eachServer(model, (server) => first(written(model, server, 'Protocols'), /(^|\s)h2c?(\s|$)/i));
    }
  }
  return eachServer(model, (server) => matches(model, server, trigger));
}

function eachServer(model: Model, hit: (server: Server) => Directive | undefined): Hit[] {
  const out: Hit[] = [];
  for (const server of model.servers) {
    const d = hit(server);
    if (d) out.push({ at: d.span });
  }
  return out;
}

const argsOf = (d: Directive): string => d.args.map((a) => a.value).join(' ');

function first(list: readonly WrittenDirective[], args?: RegExp): Directive | undefined {
  for (const w of list) if (!args || args.test(argsOf(w.directive))) return w.directive;
  return undefined;
}

/** The directive a trigger holds at for `server` (the first condition's), or undefined. */
function matches(model: Model, server: Server, trigger: Trigger): Directive | undefined {
  if ('directive' in trigger) return first(written(model, server, trigger.directive), trigger.args);
  if ('all' in trigger) {
    let anchor: Directive | undefined;
    for (const t of trigger.all) {
      const d = matches(model, server, t);
      if (!d) return undefined;
      anchor ??= d;
    }
    return anchor;
  }
  if ('any' in trigger) {
    for (const t of trigger.any) {
      const d = matches(model, server, t);
      if (d) return d;
    }
    return undefined;
  }
  return undefined;
}

/** The value in effect for a server-level directive: the server's own, else the outer level's (nginx keeps the first of two, httpd the last). */
function effective(model: Model, server: Server, name: string): Directive | undefined {
  const list = written(model, server, name);
  const pick = (level: WrittenDirective['level']) => {
    const at = list.filter((w) => w.level === level);
    return model.dialect === 'nginx' ? at[0]?.directive : at[at.length - 1]?.directive;
  };
  return pick('server') ?? pick('outer');
}

/** TLS servers by the address:port they share (a server on several is in each group). */
function byAddress(model: Model): Map<string, Server[]> {
  const groups = new Map<string, Server[]>();
  for (const server of tlsServers(model)) {
    if (server.kind !== 'virtual') continue;
    const keys = new Set(server.listen.filter((l) => l.ssl || model.dialect === 'apache').map((l) => `${l.address}:${l.port}`));
    for (const key of keys) {
      const group = groups.get(key);
      if (group) group.push(server);
      else groups.set(key, [server]);
    }
  }
  return groups;
}

/**
 * nginx CVE-2025-23419: OpenSSL resumes a session in the default server's context before the
 * SNI callback, so on an address several servers share, a session made with one is resumed
 * by another; from 1.27.4 / 1.26.3 nginx refuses that where ssl_verify_client is set
 * (ngx_http_ssl_servername). Exposed: a verifying server on a shared address whose default
 * server resumes TLS 1.3 sessions (tickets or a session cache).
 */
function sniSessionReuse(model: Model): Hit[] {
  const out: Hit[] = [];
  for (const [key, group] of byAddress(model)) {
    if (group.length < 2) continue;
    const port = Number(key.slice(key.lastIndexOf(':') + 1));
    const address = key.slice(0, key.lastIndexOf(':'));
    const byDefault = group.find((s) => s.listen.some((l) => l.defaultServer && l.port === port && l.address === address)) ?? group[0];
    const tls = byDefault.tls!;
    const resumes = tls.sessionTickets.value || (tls.sessionCache.value.kind !== 'off' && tls.sessionCache.value.kind !== 'none');
    if (!resumes || !tls.protocols.value.includes('TLSv1.3')) continue;
    for (const server of group) {
      const verify = effective(model, server, 'ssl_verify_client');
      if (verify && verify.args[0]?.value !== 'off') out.push({ at: verify.span, related: byDefault.at });
    }
  }
  return out;
}

/**
 * httpd CVE-2025-23048: virtual hosts on one address that each verify client certificates
 * against a different CA set, neither with SSLStrictSNIVHostCheck on, over TLS 1.3.
 */
function vhostClientCa(model: Model): Hit[] {
  const out: Hit[] = [];
  for (const group of byAddress(model).values()) {
    const verifying: { server: Server; ca: string; at: Span }[] = [];
    for (const server of group) {
      if (!server.tls!.protocols.value.includes('TLSv1.3')) continue;
      const verify = written(model, server, 'SSLVerifyClient').some((w) => /^(require|optional|optional_no_ca)$/i.test(w.directive.args[0]?.value ?? ''));
      const strict = effective(model, server, 'SSLStrictSNIVHostCheck');
      if (!verify || /^on$/i.test(strict?.args[0]?.value ?? '')) continue;
      const file = effective(model, server, 'SSLCACertificateFile');
      const path = effective(model, server, 'SSLCACertificatePath');
      const ca = `${file ? argsOf(file) : ''}\0${path ? argsOf(path) : ''}`;
      verifying.push({ server, ca, at: (file ?? path ?? server.directive)?.span ?? server.at });
    }
    for (let i = 1; i < verifying.length; i++) {
      const other = verifying.slice(0, i).find((v) => v.ca !== verifying[i].ca);
      if (other) out.push({ at: verifying[i].at, related: other.at });
    }
  }
  return out;
}

/**
 * nginx CVE-2026-9256 (F5's record): a `rewrite` whose regex nests one capture in another and
 * whose replacement uses more than one capture, in a redirect or in the arguments.
 */
function overlappingCaptures(model: Model, server: Server): Directive | undefined {
  for (const w of written(model, server, 'rewrite')) {
    const [regex, replacement, flag] = w.directive.args.map((a) => a.value);
    if (regex === undefined || replacement === undefined || !nestedCapture(regex)) continue;
    const captures = new Set(replacement.match(/\$[1-9]/g) ?? []);
    const redirect = flag === 'redirect' || flag === 'permanent' || /^(https?:\/\/|\$scheme)/.test(replacement);
    if (captures.size > 1 && (redirect || replacement.includes('?'))) return w.directive;
  }
  return undefined;
}

/** Whether a PCRE pattern opens a capturing group inside another one. */
export function nestedCapture(pattern: string): boolean {
  const open: boolean[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // A class: up to its closing bracket (a `]` first in the class is a member).
      i += pattern[i + 1] === '^' ? 2 : 1;
      if (pattern[i] === ']') i++;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === '(') {
      const capturing = pattern[i + 1] !== '?' || /^\?(P?<[A-Za-z_]|')/.test(pattern.slice(i + 1, i + 4));
      if (capturing && open.includes(true)) return true;
      open.push(capturing);
    } else if (c === ')') open.pop();
  }
  return false;
}
