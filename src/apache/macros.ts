// mod_macro (httpd 2.4.5+): `<Macro name $a $b>` … `</Macro>` holds lines that httpd reads
// only where `Use name x y` stands, with each parameter replaced by its value (use_macro and
// substitute_macro_args in modules/core/mod_macro.c). The walk expands a `Use` into the
// macro's directives so that what they configure is linted; findings point into the body.
import type { Arg, Directive } from '../syntax/types.js';

export interface Macro {
  params: string[];
  body: readonly Directive[];
}

/** `<Macro name params…>` as httpd records it: the name lower-cased (mod_macro compares it so). */
export function macroOf(d: Directive): { name: string; macro: Macro } | undefined {
  const name = d.args[0]?.value.toLowerCase();
  if (!name || !d.block) return undefined;
  return { name, macro: { params: d.args.slice(1).map((a) => a.value).filter((p) => p !== ''), body: d.block } };
}

/**
 * The first parameter found in `text` from `from` on, the longest where two start at the same
 * place (next_substitution); each replaced in turn, scanning on after the replacement.
 */
function substitute(text: string, params: readonly string[], values: readonly string[]): string {
  let out = '';
  let at = 0;
  for (;;) {
    let found = -1;
    let which = -1;
    for (let i = 0; i < params.length; i++) {
      const k = text.indexOf(params[i], at);
      if (k >= 0 && (found < 0 || k < found || (k === found && params[i].length > params[which].length))) {
        found = k;
        which = i;
      }
    }
    if (found < 0) return out + text.slice(at);
    out += text.slice(at, found) + values[which];
    at = found + params[which].length;
  }
}

function substituteArg(a: Arg, params: readonly string[], values: readonly string[]): Arg[] {
  const value = substitute(a.value, params, values);
  if (value === a.value) return [a];
  // httpd substitutes before it splits the line into words: an unquoted argument whose value
  // brings spaces becomes several.
  // (An argument is a Word whose span is a getter: copied field by field, not spread.)
  const span = a.span;
  if (a.quote === null && /\s/.test(value)) return value.split(/\s+/).filter((w) => w !== '').map((w) => ({ value: w, raw: w, quote: null, span }));
  return [{ value, raw: a.quote === null ? value : a.raw, quote: a.quote, span }];
}

/** The macro's directives with `values` in place of its parameters, or undefined when the counts differ (httpd refuses the `Use`). */
export function expandMacro(macro: Macro, values: readonly string[]): Directive[] | undefined {
  if (values.length !== macro.params.length) return undefined;
  const copy = (list: readonly Directive[]): Directive[] =>
    list.map((d) => {
      const out: Directive = { ...d, name: substitute(d.name, macro.params, values), args: d.args.flatMap((a) => substituteArg(a, macro.params, values)) };
      if (d.block) out.block = copy(d.block);
      return out;
    });
  return copy(macro.body);
}
