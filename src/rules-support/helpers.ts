// Small pieces every rule needs: where a finding lands, which servers terminate TLS, the fix
// in the server's own dialect, and the fragment rule for settings nobody wrote.
import type { FindingLocation, Severity } from '../findings.js';
import type { Model, Server, Setting, TlsSettings } from '../model/types.js';
import type { Generation } from '../rule.js';
import type { Dialect, Span } from '../syntax/types.js';

export function locationOf(span: Span): FindingLocation {
  return { file: span.file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
}

export function spanKey(span: Span): string {
  return `${span.file}\0${span.line}\0${span.column}`;
}

export function tlsServers(model: Model): (Server & { tls: TlsSettings })[] {
  return model.servers.filter((s): s is Server & { tls: TlsSettings } => s.tls !== undefined);
}

/** Virtual servers that terminate TLS: the ones rules about missing settings judge. */
export function tlsVirtualServers(model: Model): (Server & { tls: TlsSettings })[] {
  return tlsServers(model).filter((s) => s.kind === 'virtual');
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
  // By file, line and column (spanKey's parts) without building a key string per server:
  // rules call this over every server of a tree.
  const byFile = new Map<string, Map<number, Map<number, { setting: Setting<T>; servers: Server[] }>>>();
  const places: { setting: Setting<T>; servers: Server[] }[] = [];
  for (const server of tlsServers(model)) {
    const setting = pick(server.tls, server);
    if (!setting || !judged(server, setting)) continue;
    const { file, line, column } = setting.at;
    let byLine = byFile.get(file);
    if (!byLine) byFile.set(file, (byLine = new Map()));
    let byColumn = byLine.get(line);
    if (!byColumn) byLine.set(line, (byColumn = new Map()));
    const entry = byColumn.get(column);
    if (entry) entry.servers.push(server);
    else {
      const created = { setting, servers: [server] };
      byColumn.set(column, created);
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
export function absence(model: Model, setting: Setting<unknown>): { severity?: Severity; note: string } {
  if (model.fragment && setting.defaulted) return { severity: 'info', note: ` (${FRAGMENT_NOTE})` };
  return { note: '' };
}

export function listGenerations(gens: Generation[]): string {
  const names = gens.map((g) => `OpenSSL ${g}`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function serverLabel(server: Server): string {
  const name = server.names[0]?.value;
  return name && name !== '_' ? name : `${server.at.file.split('/').pop()}:${server.at.line}`;
}
