// mod_macro (httpd 2.4.5+): `<Macro name $a $b>` … `</Macro>` holds lines that httpd reads
// only where `Use name x y` stands, with each parameter replaced by its value (use_macro and
// substitute_macro_args in modules/core/mod_macro.c). The walk expands a `Use` into the
// macro's directives so that what they configure is linted; findings point into the body.
//
// httpd bounds neither how many directives macros make nor how long their values grow: a
// macro that uses the next ten times, six deep, asks for a million <VirtualHost>s, and one
// that passes `$a$a` on doubles a value at each level. The walk counts what expansion makes
// (walk.ts), and substitution here stops at a value's and a tree's character bounds.
import type { Arg, Directive } from '../syntax/types.js';

export interface Macro {
  params: string[];
  body: readonly Directive[];
  /** Directives in the body, blocks included: what one `Use` copies before the macros it uses. */
  size: number;
}

/** `<Macro name params…>` as httpd records it: the name lower-cased (mod_macro compares it so). */
export function macroOf(d: Directive): { name: string; macro: Macro } | undefined {
  const name = d.args[0]?.value.toLowerCase();
  if (!name || !d.block) return undefined;
  return { name, macro: { params: d.args.slice(1).map((a) => a.value).filter((p) => p !== ''), body: d.block, size: countDirectives(d.block) } };
}

/** Directives in `list` and every block below it, counted without recursion. */
function countDirectives(list: readonly Directive[]): number {
  let n = 0;
  const todo: (readonly Directive[])[] = [list];
  for (let next = todo.pop(); next; next = todo.pop()) {
    n += next.length;
    for (const d of next) if (d.block) todo.push(d.block);
  }
  return n;
}

/** Characters substitution may still produce: per value, and left for the whole tree (spent as it goes). */
export interface SubstitutionRoom {
  value: number;
  total: number;
}

/**
 * The first parameter found in `text` from `from` on, the longest where two start at the same
 * place (next_substitution); each replaced in turn, scanning on after the replacement.
 * Undefined when the result would pass the room left.
 */
function substitute(text: string, params: readonly string[], values: readonly string[], room: SubstitutionRoom): string | undefined {
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
    if (found < 0) {
      if (at === 0) return text;
      out += text.slice(at);
      if (out.length > room.value) return undefined;
      const added = out.length - text.length;
      if (added > room.total) return undefined;
      room.total -= Math.max(0, added);
      return out;
    }
    out += text.slice(at, found) + values[which];
    if (out.length > room.value) return undefined;
    at = found + params[which].length;
  }
}

function substituteArg(a: Arg, params: readonly string[], values: readonly string[], room: SubstitutionRoom): Arg[] | undefined {
  const value = substitute(a.value, params, values, room);
  if (value === undefined) return undefined;
  if (value === a.value) return [a];
  // httpd substitutes before it splits the line into words: an unquoted argument whose value
  // brings spaces becomes several.
  // (An argument is a Word whose span is a getter: copied field by field, not spread.)
  const span = a.span;
  if (a.quote === null && /\s/.test(value)) return value.split(/\s+/).filter((w) => w !== '').map((w) => ({ value: w, raw: w, quote: null, span }));
  return [{ value, raw: a.quote === null ? value : a.raw, quote: a.quote, span }];
}

export type Expansion =
  | { body: Directive[] }
  /** The counts of parameters and values differ: httpd refuses the `Use`. */
  | { mismatch: true }
  /** A value would pass `room`: nothing is expanded. */
  | { tooLong: true };

/** The macro's directives with `values` in place of its parameters, copied level by level (no recursion). */
export function expandMacro(macro: Macro, values: readonly string[], room: SubstitutionRoom): Expansion {
  if (values.length !== macro.params.length) return { mismatch: true };
  const body: Directive[] = [];
  const todo: { from: readonly Directive[]; into: Directive[] }[] = [{ from: macro.body, into: body }];
  for (let next = todo.pop(); next; next = todo.pop()) {
    for (const d of next.from) {
      const name = substitute(d.name, macro.params, values, room);
      if (name === undefined) return { tooLong: true };
      const args: Arg[] = [];
      for (const a of d.args) {
        const copied = substituteArg(a, macro.params, values, room);
        if (copied === undefined) return { tooLong: true };
        for (const c of copied) args.push(c);
      }
      const out: Directive = { ...d, name, args };
      if (d.block) {
        out.block = [];
        todo.push({ from: d.block, into: out.block });
      }
      next.into.push(out);
    }
  }
  return { body };
}
