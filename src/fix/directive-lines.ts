// A fix's replacement is directives written as the server reads them, one per line. This reads
// them back into names and words, and gives each directive the key that says which written
// directive it takes the place of: the name, and for directives that several lines of a block
// hold apart (headers, OpenSSL commands, TLS 1.3 suites in Apache) the word that tells them apart.
import type { Dialect, Directive } from '../syntax/types.js';

export interface DirectiveLine {
  name: string;
  /** The words after the name as written (quotes kept). */
  words: string[];
  /** Which written directive this one replaces (see keyOf); a block's is its whole head. */
  key: string;
  /** An nginx block's directives (`if ($scheme = http) { … }`): such a line is always added, never a replacement. */
  body?: DirectiveLine[];
}

/** Splits a line into words, a quoted word kept whole with its quotes; a trailing `;` dropped. */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  const text = line.trim().replace(/;\s*$/, '');
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) break;
    const start = i;
    if (text[i] === '"' || text[i] === "'") {
      const q = text[i++];
      while (i < text.length && text[i] !== q) i += text[i] === '\\' ? 2 : 1;
      i++;
    } else {
      while (i < text.length && !/\s/.test(text[i])) i++;
    }
    words.push(text.slice(start, i));
  }
  return words;
}

const unquote = (w: string): string => (/^(["']).*\1$/s.test(w) ? w.slice(1, -1) : w);

/**
 * The directives of a replacement; undefined when it is not directives (a description put in
 * the field, a bare word). A line starting with `#` is a comment and is left out.
 */
export function readReplacement(dialect: Dialect, replacement: string): DirectiveLine[] | undefined {
  const out: DirectiveLine[] = [];
  // An nginx block one level deep: its head, then its directives until `}`.
  let open: DirectiveLine | undefined;
  for (const raw of replacement.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (dialect === 'nginx' && line === '}') {
      if (!open?.body?.length) return undefined;
      out.push(open);
      open = undefined;
      continue;
    }
    if (dialect === 'nginx' && line.endsWith('{') && !open) {
      const [name, ...words] = splitWords(line.slice(0, -1));
      if (!name || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || words.some((w) => /[{}]/.test(w))) return undefined;
      open = { name, words, key: [name, ...words].join(' '), body: [] };
      continue;
    }
    // nginx directives end in `;`; one that does not is not a directive ssllint can place.
    if (dialect === 'nginx' && !line.endsWith(';')) return undefined;
    if (dialect === 'nginx' && /[{}]/.test(line)) return undefined;
    if (dialect === 'apache' && line.startsWith('<')) return undefined;
    const [name, ...words] = splitWords(line);
    if (!name || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return undefined;
    (open?.body ?? out).push({ name, words, key: keyOf(dialect, name, words.map(unquote)) });
  }
  return out.length > 0 && !open ? out : undefined;
}

/** The lines a directive is written as: one, or a block's head, its directives one `unit` in, and `}`. */
export function linesOf(dialect: Dialect, line: DirectiveLine, unit: string): string[] {
  if (!line.body) return [lineText(dialect, line.name, line.words)];
  return [`${[line.name, ...line.words].join(' ')} {`, ...line.body.map((b) => `${unit}${lineText(dialect, b.name, b.words)}`), '}'];
}

export function directiveKey(dialect: Dialect, d: Directive): string {
  return keyOf(dialect, d.name, d.args.map((a) => a.value));
}

/** The directive's identity within its block: what a second line with the same key overrides. */
export function keyOf(dialect: Dialect, name: string, args: string[]): string {
  const lower = dialect === 'apache' ? name.toLowerCase() : name;
  const word = (i: number): string => (args[i] ?? '').toLowerCase();
  switch (lower) {
    case 'add_header':
    case 'add_trailer':
    case 'ssl_conf_command':
    case 'sslopensslconfcmd':
      return `${lower} ${word(0)}`;
    // Request lines for upstreams: one per header or parameter name (fastcgi_params' names are
    // upper-case by custom; nginx compares header names case-insensitively).
    case 'proxy_set_header':
    case 'grpc_set_header':
    case 'fastcgi_param':
    case 'uwsgi_param':
    case 'scgi_param':
    // mod_expires: one lifetime per content type.
    case 'expiresbytype':
      return `${lower} ${word(0)}`;
    case 'sslciphersuite':
    case 'sslproxyciphersuite':
      // `SSLCipherSuite TLSv1.3 …` sets another list than `SSLCipherSuite [SSL] …`.
      return args.length > 1 && /^(tlsv1\.3|ssl)$/i.test(args[0]) ? `${lower} ${word(0) === 'ssl' ? '' : word(0)}`.trim() : lower;
    case 'header': {
      // Header [condition] action header [value] …: the header's name sets it apart.
      const skip = /^(always|onsuccess)$/i.test(args[0] ?? '') ? 1 : 0;
      return `${lower} ${word(skip + 1)}`;
    }
    default:
      return lower;
  }
}

/** The directive's text in the dialect: words joined by a space, `;` closing an nginx one. */
export function lineText(dialect: Dialect, name: string, words: readonly string[]): string {
  const text = [name, ...words].join(' ');
  return dialect === 'nginx' ? `${text};` : text;
}
