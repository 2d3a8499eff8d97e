// Debian starts httpd through apache2ctl, which sources /etc/apache2/envvars first; the
// config then uses those variables (`${APACHE_LOG_DIR}`, `${APACHE_RUN_DIR}`...). httpd
// substitutes environment variables where no Define set the name, so a Debian tree read
// without them would be full of unresolved names. Only plain `export NAME=value` lines are
// understood: the file is shell, and anything cleverer is left alone.

/** Variables the file exports; `$VAR`/`${VAR}` refer to earlier assignments (unset: empty). */
export function readEnvvars(text: string): Map<string, string> {
  const shell = new Map<string, string>();
  const exported = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const m = /^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(\S*)\s*(#.*)?$/.exec(raw);
    if (!m) continue;
    let value = m[3];
    // Command substitution or nested expansions: not ours to evaluate.
    if (/[`(]/.test(value) || /\$\{[^}]*[^A-Za-z0-9_}]/.test(value)) continue;
    value = value.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1');
    value = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, b) => shell.get(a ?? b) ?? '');
    shell.set(m[2], value);
    if (m[1]) exported.set(m[2], value);
  }
  return exported;
}
