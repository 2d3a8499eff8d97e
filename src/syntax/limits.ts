// How deep ssllint follows nested blocks. Real configurations nest a handful of levels (nginx
// http > server > location > location > if; Apache <IfModule> > <VirtualHost> > <Directory>
// > <IfModule>): within one file, the corpus nests at most 4 levels (nginx) and 5 (Apache).
// A tree nested hundreds or thousands of levels deep is an attack or a generator gone wrong;
// every stage past the parser walks trees recursively, so the tree is cut here, with a
// positioned syntax-error, at a depth that no real configuration reaches with room to spare.

/** Blocks (nginx `{}` / Apache sections) nested inside each other, counted across includes. */
export const MAX_NESTING = 100;

export function nestingMessage(): string {
  return `blocks nested deeper than ${MAX_NESTING} levels: ssllint does not read what this block holds`;
}
