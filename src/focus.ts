// A lint that wants the findings of a few files only (the language server: the buffers open in
// an editor). The tree is still read and modelled whole, since what a server gets depends on the
// rest (inheritance, the default server of its address); but the rules that judge one server at
// a time are run on the servers those files hold, not on every server of the tree. This is what
// takes a one-file edit in a tree of 1,000 servers from the whole lint to a fraction of it.
//
// It is exact when the files hold server blocks and nothing outside them: a server that no
// focused file is part of places no finding in them. A focused file that holds anything outside
// a server block (nginx.conf, an `http {}`-level snippet, Apache's main server) is context for
// every server, and the lint is then not narrowed.
import type { Model, Server } from './model/types.js';
import type { ConfigTree } from './source/types.js';
import type { Directive } from './syntax/types.js';

const CONDITIONAL = /^<?if(module|define|version|file|directive|section)$/i;

/** The model the per-server rules see: the servers the files are part of (the rest of the model whole). */
export function focusedModel(model: Model, tree: ConfigTree, files: ReadonlySet<string>): Model | undefined {
  const blocks = new Map<Directive, Server>();
  for (const s of model.servers) if (s.kind === 'virtual' && s.directive) blocks.set(s.directive, s);
  const context = new Set<string>();
  const within = new Map<Server, Set<string>>();
  const walk = (list: readonly Directive[], into: Set<string>, server: Server | undefined, active: Set<string>): void => {
    let last: string | undefined;
    for (const d of list) {
      const owner = server === undefined ? blocks.get(d) : undefined;
      if (owner) {
        const own = new Set<string>([d.span.file]);
        within.set(owner, own);
        walk(d.block ?? [], own, owner, active);
        continue;
      }
      // A conditional section (Debian wraps its TLS vhost in <IfModule mod_ssl.c>) is no
      // setting itself: only what it holds makes its file context.
      const conditional = server === undefined && d.block !== undefined && tree.dialect === 'apache' && CONDITIONAL.test(d.name);
      if (!conditional && d.span.file !== last) into.add((last = d.span.file));
      if (d.block) walk(d.block, into, server, active);
      for (const path of d.includes ?? []) {
        const parsed = tree.files.get(path);
        if (!parsed || active.has(path)) continue;
        active.add(path);
        walk(parsed.directives, into, server, active);
        active.delete(path);
      }
    }
  };
  const root = tree.files.get(tree.root);
  if (!root) return undefined;
  walk(root.directives, context, undefined, new Set([tree.root]));
  context.add(tree.root);
  for (const file of files) if (context.has(file)) return undefined;
  // A server the walk did not meet (one a macro or a builder made): nothing proves it apart.
  for (const s of blocks.values()) if (!within.has(s)) return undefined;
  const servers = model.servers.filter((s) => {
    const own = within.get(s);
    if (own === undefined) return false;
    for (const file of files) if (own.has(file)) return true;
    return false;
  });
  return { ...model, servers };
}
