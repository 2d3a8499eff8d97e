// The three input rules report what the loader and parsers found; they share this adapter.
import type { Model, Server } from '../model/types.js';
import type { RuleFinding } from '../rule.js';
import type { Diagnostic, Directive, Span } from '../syntax/types.js';
import { serverLabel } from './helpers.js';

export function diagnosticsAsFindings(model: Model, ruleId: Diagnostic['ruleId'], fix: string): RuleFinding[] {
  const holders = unreadHolders(model);
  return model.diagnostics
    .filter((d) => d.ruleId === ruleId)
    .map((d) => {
      // A missing include says which servers wait on it and how to bring it in; the other
      // unreadable ones (outside the repository, past a bound) say so in their own words and fix.
      const held = d.ruleId === 'include-missing' ? holders.get(d.span) : undefined;
      return {
        message: held ? `${d.message}; ${holdersNote(held.servers, held.include)}` : d.message,
        location: { file: d.span.file, line: d.span.line, column: d.span.column, endLine: d.span.endLine, endColumn: d.span.endColumn },
        fix: { description: d.fix ?? fix },
      };
    });
}

/** The servers whose settings each unread include may hold (Server.unreadIncludes). */
function unreadHolders(model: Model): Map<Span, { include: Directive; servers: Server[] }> {
  const out = new Map<Span, { include: Directive; servers: Server[] }>();
  for (const s of model.servers) {
    for (const include of s.unreadIncludes ?? []) {
      const entry = out.get(include.span);
      if (entry) entry.servers.push(s);
      else out.set(include.span, { include, servers: [s] });
    }
  }
  return out;
}

/** What an unread include leaves unknown, what follows for the other findings, and how to bring it in. */
function holdersNote(servers: readonly Server[], include: Directive): string {
  const named = servers.filter((s) => s.kind === 'virtual');
  const which = named.length === 0 ? 'every server' : named.length > 3 ? `${named.slice(0, 3).map(serverLabel).join(', ')} and ${named.length - 3} more servers` : named.map(serverLabel).join(', ');
  const path = include.args[0]?.value ?? '';
  // An absolute path outside the tree: a copy of its directory is mapped in (`/etc/letsencrypt` → DIR).
  const top = /^(\/[^/*?[]+\/[^/*?[]+)\//.exec(path)?.[1];
  const how = top ? `lint with a copy of ${top} mapped in (--path-map ${top}=DIR)` : 'bring the file into the tree';
  return `the settings of ${which} may come from it, so findings about what ${named.length === 1 ? 'that server lacks' : 'they lack'} are info until it is read: ${how}`;
}
