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
}

export function substituteDefines(value: string, defines: Map<string, string>): Substitution {
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
  return { value: out, undefinedVars };
}
