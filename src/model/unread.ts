// Includes that could not be read (a missing file, one outside the tree, one past a bound) and
// the servers whose settings they may hold: one written in a server block (or <VirtualHost>),
// or in the outer levels every server inherits from (nginx's http block and main level,
// Apache's main server config). A rule about something absent in such a server cannot know it
// is absent: helpers.absence() makes it info and names the include.
import type { ConfigTree } from '../source/types.js';
import type { Diagnostic, Directive, Span } from '../syntax/types.js';
import type { Server } from './types.js';

/** Blocks whose lines do not reach the server level's settings (nginx). */
const INNER = new Set(['location', 'if', 'limit_except', 'upstream', 'map', 'types', 'geo', 'split_clients', 'events', 'stream', 'mail']);
/** Apache sections whose contents are read as the server's own (the conditional ones). */
const CONDITIONAL = /^(ifmodule|ifdefine|ifversion|ifdirective|iffile|ifsection|else|elseif)$/i;

const MAX_FILES = 10_000;

// Files every packaged server includes whose contents are known not to be server settings: MIME
// types, the upstream parameter sets, charset maps, module loading.
const KNOWN_CONTENT = /(^|\/)(mime\.types|(fastcgi|uwsgi|scgi|proxy)_params|fastcgi\.conf|koi-utf|koi-win|win-utf|[^/]*\.load|modules-enabled\/[^/]*|magic)$/;

export function markUnreadIncludes(tree: ConfigTree, diagnostics: readonly Diagnostic[], servers: readonly Server[]): void {
  const unread = new Set<Span>();
  for (const d of diagnostics) if (d.ruleId === 'include-missing' || d.ruleId === 'file-unreadable') unread.add(d.span);
  if (unread.size === 0) return;
  const apache = tree.dialect === 'apache';
  const isInclude = (d: Directive) => (apache ? /^include(optional)?$/i.test(d.name) : d.name === 'include');

  /** The unread includes at a block's own level, following the includes that were read. */
  const collect = (list: readonly Directive[], out: Directive[], seen: Set<string>, descend: (d: Directive) => boolean): void => {
    for (const d of list) {
      if (isInclude(d)) {
        if (unread.has(d.span) && !KNOWN_CONTENT.test(d.args[0]?.value ?? '')) out.push(d);
        for (const path of d.includes ?? []) {
          if (seen.has(path) || seen.size >= MAX_FILES) continue;
          seen.add(path);
          const parsed = tree.files.get(path);
          if (parsed) collect(parsed.directives, out, seen, descend);
        }
        continue;
      }
      if (d.block && descend(d)) collect(d.block, out, seen, descend);
    }
  };

  const outer: Directive[] = [];
  const root = tree.files.get(tree.root);
  // The outer levels: nginx's main level and http blocks; Apache's main server config.
  if (root) collect(root.directives, outer, new Set([tree.root]), (d) => (apache ? CONDITIONAL.test(d.name) : d.name === 'http'));
  for (const server of servers) {
    const own: Directive[] = [];
    if (server.kind === 'virtual' && server.directive?.block) {
      collect(server.directive.block, own, new Set(), (d) => (apache ? CONDITIONAL.test(d.name) : !INNER.has(d.name)));
    }
    const all = server.kind === 'global' ? outer : [...own, ...outer];
    if (all.length > 0) server.unreadIncludes = all;
  }
}
