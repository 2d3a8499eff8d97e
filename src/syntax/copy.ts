// Copying out of the scratch arrays the parsers gather words and directives in.

/**
 * items[from, to) in an array of exactly that length (a parsed tree keeps it, so no slack).
 * The common short lengths are array literals: V8 builds those inline and, once it sees they
 * all live long, allocates them straight in the old generation, where slice() results always
 * start young.
 */
export function copyRange<T>(items: T[], from: number, to: number): T[] {
  switch (to - from) {
    case 0:
      return [];
    case 1:
      return [items[from]];
    case 2:
      return [items[from], items[from + 1]];
    case 3:
      return [items[from], items[from + 1], items[from + 2]];
    case 4:
      return [items[from], items[from + 1], items[from + 2], items[from + 3]];
    default:
      return items.slice(from, to);
  }
}
