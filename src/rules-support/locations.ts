// nginx prefix locations that no request can match: one written like a regex without `~`
// (`location (^/x/.*\.(png|css)$)`), which nginx compares character by character with the
// URI, or one that does not start with `/`, which no normalised URI does
// (ngx_http_core_find_static_location compares the URI with the location's name as a string).
import type { Scope } from '../model/types.js';

/** Modifiers after which the location's name is a literal string, not a regex. */
const LITERAL = new Set(['=', '^~']);

// Regex syntax no URI path holds in earnest: anchors, `.*`/`.+`, escaped dots and classes,
// alternation in a group, a character class.
const REGEX_SIGNS = /^\^|^\(|\$$|\.\*|\.\+|\\[.dwsDWS/]|\(\?|\([^)]*\|[^)]*\)|\[\^?[^\]]+\]/;

export interface DeadPrefix {
  /** The literal the location compares URIs with. */
  name: string;
  /** `regex`: it reads as a regex; `relative`: it does not start with `/`. */
  why: 'regex' | 'relative';
}

/** Why an nginx `location` scope's literal name can match no request, or undefined. */
export function deadPrefix(scope: Scope): DeadPrefix | undefined {
  if (scope.kind !== 'location') return undefined;
  const name = literalName(scope.match);
  // `location @name` is named (internal redirects only); an empty name is nginx's to refuse.
  if (name === undefined || name === '' || name.startsWith('@')) return undefined;
  if (REGEX_SIGNS.test(name)) return { name, why: 'regex' };
  if (!name.startsWith('/')) return { name, why: 'relative' };
  return undefined;
}

/**
 * The literal name of a prefix or exact location, as ngx_http_core_location reads it: the word
 * after `=` or `^~`, or one word that may start with them (`location =/x`, `location ^~/x`);
 * undefined for a regex location (`~`, `~*`, or one word starting with `~`).
 */
function literalName(match: readonly string[]): string | undefined {
  if (match.length === 2) return LITERAL.has(match[0]) ? match[1] : undefined;
  if (match.length !== 1) return undefined;
  const word = match[0];
  if (word.startsWith('=')) return word.slice(1);
  if (word.startsWith('^~')) return word.slice(2);
  if (word.startsWith('~')) return undefined;
  return word;
}
