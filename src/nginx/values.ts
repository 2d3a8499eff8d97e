// nginx's value parsers (src/core/ngx_parse.c, ngx_conf_file.c): whether a word would be read,
// judged the way nginx reads it so that "invalid value" here means nginx says so too.

/** ngx_atoi: one or more decimal digits, nothing else. */
export function isNumber(text: string): boolean {
  return /^[0-9]+$/.test(text) && text.length < 19;
}

/** ngx_parse_size (size) / ngx_parse_offset (off, which also takes g/G). */
export function isSize(text: string, offset: boolean): boolean {
  return (offset ? /^[0-9]+[kKmMgG]?$/ : /^[0-9]+[kKmM]?$/).test(text) && text.length < 19;
}

// Units from the largest down; `ms` only for milliseconds. Each unit at most once, in order.
const UNITS = ['y', 'M', 'w', 'd', 'h', 'm', 's', 'ms'];

/** ngx_parse_time: `30`, `1h 30m`, `500ms` (msec only); units in falling order, each once. */
export function isTime(text: string, seconds: boolean): boolean {
  if (!/[0-9]/.test(text)) return false;
  let last = -1;
  let at = 0;
  // An msec time takes neither years nor months (ngx_parse_time starts it at the month step).
  if (!seconds) last = 1;
  while (at < text.length) {
    const m = /^([0-9]*)(ms|[yMwdhms]| )? */.exec(text.slice(at));
    if (!m || m[0] === '') return false;
    const unit = m[2];
    if (unit === undefined) {
      // Digits at the end: seconds.
      if (at + m[0].length !== text.length || m[1] === '') return false;
      return true;
    }
    const step = unit === ' ' ? UNITS.length : UNITS.indexOf(unit);
    if (unit === 'ms' && seconds) return false;
    // A space ends the number without a unit: only seconds may follow… none can.
    if (step <= last || (unit === ' ' && last >= UNITS.indexOf('s'))) return false;
    last = step;
    at += m[0].length;
  }
  return true;
}

/** The flag parser: `on`/`off`, any case. */
export function isFlag(text: string): boolean {
  const t = text.toLowerCase();
  return t === 'on' || t === 'off';
}
