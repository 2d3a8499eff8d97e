// SSL_CONF's `Options` command (nginx `ssl_conf_command Options`, Apache `SSLOpenSSLConfCmd
// Options`): a comma-separated list of option names, each prefixed with `-` to clear it (or `+`),
// matched without regard to case, whitespace around each name ignored (cmd_Options,
// ssl_set_option_list and ssl_match_option in ssl/ssl_conf.c, OpenSSL 1.0.2 to 3.x). Both
// servers hand it to OpenSSL after their own directives (nginx: ngx_ssl_conf_commands last in
// ngx_http_ssl_merge_srv_conf; httpd: SSL_CONF_cmd in ssl_init_server_ctx after ssl_init_ctx),
// so what it sets is what the handshake uses.

/** The options the model follows, by their lower-cased SSL_CONF names: what `on` means for each. */
export type ConfOption = 'serverpreference' | 'sessionticket';

/** Whether `value` sets `option`, and to what (true: on), the last mention winning; undefined when it does not name it. */
export function confOption(value: string, option: ConfOption): boolean | undefined {
  let found: boolean | undefined;
  for (const raw of value.split(',')) {
    let word = raw.trim();
    let on = true;
    if (word.startsWith('-')) {
      on = false;
      word = word.slice(1);
    } else if (word.startsWith('+')) word = word.slice(1);
    if (word.toLowerCase() === option) found = on;
  }
  return found;
}

/** `value` with every mention of `option` set to `on` (the list's other options untouched). */
export function withConfOption(value: string, option: ConfOption, on: boolean): string {
  const canonical = option === 'serverpreference' ? 'ServerPreference' : 'SessionTicket';
  return value
    .split(',')
    .map((raw) => (raw.trim().replace(/^[-+]/, '').toLowerCase() === option ? `${on ? '' : '-'}${canonical}` : raw.trim()))
    .join(',');
}
