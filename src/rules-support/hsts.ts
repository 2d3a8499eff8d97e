// Strict-Transport-Security values read by RFC 6797's grammar (section 6.1): directives
// separated by `;`, each `name[=value]` with a token or quoted-string value, names compared
// case-insensitively. A browser ignores the whole header when max-age is missing, a
// directive repeats, or max-age is not delta-seconds (sections 6.1 and 8.1).

export type HstsReading =
  | { ok: true; maxAge: number; includeSubDomains: boolean; preload: boolean }
  | { ok: false; problem: string };

// RFC 7230 tchar: the characters a token may hold.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const QUOTED = /^"((?:[^"\\]|\\.)*)"$/;

export function readHsts(value: string): HstsReading {
  const seen = new Set<string>();
  let maxAge: number | undefined;
  for (const part of value.split(';')) {
    const text = part.trim();
    // `*( ";" [ directive ] )`: empty directives are allowed.
    if (text === '') continue;
    const eq = text.indexOf('=');
    const name = (eq < 0 ? text : text.slice(0, eq)).trim();
    if (!TOKEN.test(name)) return { ok: false, problem: `"${name}" is not a directive name` };
    const lower = name.toLowerCase();
    if (seen.has(lower)) return { ok: false, problem: `the ${name} directive appears twice, so browsers ignore the header` };
    seen.add(lower);
    let raw: string | undefined;
    if (eq >= 0) {
      raw = text.slice(eq + 1).trim();
      const quoted = QUOTED.exec(raw);
      if (quoted) raw = quoted[1].replace(/\\(.)/g, '$1');
      else if (!TOKEN.test(raw)) return { ok: false, problem: `the value of ${name} is neither a token nor a quoted string` };
    }
    if (lower === 'max-age') {
      if (raw === undefined || !/^\d+$/.test(raw)) return { ok: false, problem: 'max-age is not a number of seconds' };
      maxAge = Number(raw);
    } else if (lower === 'includesubdomains' && raw !== undefined) {
      return { ok: false, problem: 'includeSubDomains takes no value' };
    }
  }
  if (maxAge === undefined) return { ok: false, problem: 'it has no max-age directive, so browsers ignore it' };
  return { ok: true, maxAge, includeSubDomains: seen.has('includesubdomains'), preload: seen.has('preload') };
}
