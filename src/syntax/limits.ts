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

/**
 * Directives a tree may hold once every include is spliced where it stands. A file included
 * many times is read once but spliced at each include, so a few files including each other
 * ten times over make 10^7 directives out of a few hundred bytes; every later stage walks
 * the spliced tree. The 10,000-server benchmark tree splices about 300,000; past this bound an
 * include is not spliced, with a finding at it, and the rest of the tree is still read.
 */
export const MAX_SPLICED_DIRECTIVES = 1_000_000;

/**
 * Apache `${VAR}` expansion: characters one value may expand to, and characters expansion may
 * add to one tree. Real values are a path or a name; httpd reads lines of up to 8,192 bytes
 * (MAX_STRING_LEN) and never bounds what they expand to.
 */
export const MAX_EXPANDED_VALUE = 64 * 1024;
export const MAX_EXPANDED_TOTAL = 16 * 1024 * 1024;
