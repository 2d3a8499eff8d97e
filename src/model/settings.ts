// Building `Setting` values: written here, inherited from an outer block, or the server's
// default placed on the block that would hold the directive.
import type { Directive, Span } from '../syntax/types.js';
import type { Setting } from './types.js';

export function written<T>(value: T, directive: Directive): Setting<T> {
  return { value, at: directive.span, inherited: false, defaulted: false, directive };
}

export function defaulted<T>(value: T, block: Span): Setting<T> {
  return { value, at: block, inherited: false, defaulted: true };
}

/**
 * The outer block's setting seen from an inner block. A default stays a default but moves
 * to the inner block, where a finding about the missing directive belongs.
 */
export function inherit<T>(outer: Setting<T>, block: Span): Setting<T> {
  if (outer.defaulted) return outer.at === block ? outer : { ...outer, at: block };
  if (outer.inherited) return outer;
  // A written value looks the same from every block that inherits it: one inherited view
  // per setting, shared (settings are never mutated), not one per server and location.
  let view = inheritedViews.get(outer) as Setting<T> | undefined;
  if (!view) inheritedViews.set(outer, (view = { ...outer, inherited: true }));
  return view;
}

const inheritedViews = new WeakMap<Setting<unknown>, Setting<unknown>>();

/**
 * A value an inner block cannot write itself (nginx `http2` in a location, Apache
 * KeepAlive in a <Directory>): inherited, and a default stays on the outer block, the only
 * one that could hold the directive.
 */
export function fromOuter<T>(outer: Setting<T>): Setting<T> {
  return outer.defaulted ? outer : inherit(outer, outer.at);
}

/**
 * Values read from one outer directive, shared by every block that inherits it (the
 * directive is parsed once, not once per server).
 */
export class InheritedCache {
  private readonly settings = new Map<Directive, Setting<unknown>>();

  get<T>(directive: Directive, parse: (d: Directive) => T): Setting<T> {
    let s = this.settings.get(directive) as Setting<T> | undefined;
    if (!s) {
      s = { value: parse(directive), at: directive.span, inherited: true, defaulted: false, directive };
      this.settings.set(directive, s);
    }
    return s;
  }
}

/** A zero-width position at the top of a file: where Apache's global server and a fragment's outer scope "are". */
export function fileStart(file: string): Span {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
