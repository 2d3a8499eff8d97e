// `${VAR}` substitution as httpd's ap_resolve_env performs it while reading each line.
//
// For the loader, which walks files in the order httpd reads them and keeps `defines` up to
// date with `Define NAME VALUE` / `UnDefine NAME`:
// - httpd substitutes on the whole line *before* splitting it into words, so a value with
//   spaces becomes several words. Applying this to each arg value is exact unless a value
//   holds white space or quotes.
// - httpd falls back to the process environment for names that no Define set (Debian's
//   `${APACHE_LOG_DIR}` comes from /etc/apache2/envvars): put those in `defines` too.
// - `Define NAME` without a value does not define `${NAME}` (it only satisfies IfDefine).

export interface Substitution {
  value: string;
  /** Names left as `${NAME}` because nothing defined them, in order of appearance. */
  undefinedVars: string[];
  /** The result would have been longer than `max`: `value` is the input, unchanged. */
  tooLong?: boolean;
}

/**
 * `max` bounds the result's length: httpd has no bound, so `Define X ${X}${X}` thirty times
 * over asks for gigabytes (httpd 2.4 expands it until memory runs out).
 */
export function substituteDefines(value: string, defines: Map<string, string>, max = Infinity): Substitution {
  const undefinedVars: string[] = [];
  let i = value.indexOf('${');
  if (i < 0) return { value, undefinedVars };
  let out = '';
  let from = 0;
  while (i >= 0) {
    const close = value.indexOf('}', i + 2);
    if (close < 0) break;
    const name = value.slice(i + 2, close);
    const replacement = defines.get(name);
    out += value.slice(from, i);
    if (replacement !== undefined) {
      if (out.length + replacement.length > max) return { value, undefinedVars, tooLong: true };
      // Substituted text is not scanned again, as in httpd.
      out += replacement;
    } else {
      out += value.slice(i, close + 1);
      // A name with `:` is another module's syntax (mod_rewrite's `${map:key}`): httpd
      // leaves it alone without a warning.
      if (!name.includes(':')) undefinedVars.push(name);
    }
    from = close + 1;
    i = value.indexOf('${', from);
  }
  out += value.slice(from);
  if (out.length > max) return { value, undefinedVars, tooLong: true };
  return { value: out, undefinedVars };
}
