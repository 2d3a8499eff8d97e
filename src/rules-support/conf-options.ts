// A setting an SSL_CONF `Options` line decides (ssl_conf_command / SSLOpenSSLConfCmd, applied
// after the server's own directive: src/openssl/conf-options.ts): the fix is that line with the
// option set the other way, since a directive of the server's own would be overridden again.
import type { Setting } from '../model/types.js';
import { confOption, withConfOption, type ConfOption } from '../openssl/conf-options.js';
import type { Dialect } from '../syntax/types.js';

/** The Options line rewritten so that `option` is `on`, when `setting` comes from such a line; else undefined. */
export function optionsLineFix(dialect: Dialect, setting: Setting<boolean>, option: ConfOption, on: boolean): string | undefined {
  const d = setting.directive;
  const name = d?.name.toLowerCase();
  if (!d || (name !== 'ssl_conf_command' && name !== 'sslopensslconfcmd') || d.args.length !== 2 || d.args[0].value.toLowerCase() !== 'options') return undefined;
  if (confOption(d.args[1].value, option) === undefined) return undefined;
  const list = withConfOption(d.args[1].value, option, on);
  const quoted = /[\s;'"{}]/.test(list) ? `"${list}"` : list;
  return dialect === 'nginx' ? `${d.name} ${d.args[0].value} ${quoted};` : `${d.name} ${d.args[0].value} ${quoted}`;
}
