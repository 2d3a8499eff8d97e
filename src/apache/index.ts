// Directives of one Apache block by lower-cased name (httpd matches names
// case-insensitively), in reading order: a later line overrides an earlier one.
import type { Directive } from '../syntax/types.js';

export type DirectiveIndex = Map<string, Directive[]>;

export function indexDirectives(own: readonly Directive[]): DirectiveIndex {
  const index: DirectiveIndex = new Map();
  for (const d of own) {
    const key = d.name.toLowerCase();
    const list = index.get(key);
    if (list) list.push(d);
    else index.set(key, [d]);
  }
  return index;
}

export function lastOf(index: DirectiveIndex, name: string, where?: (d: Directive) => boolean): Directive | undefined {
  const list = index.get(name);
  if (!list) return undefined;
  for (let i = list.length - 1; i >= 0; i--) if (!where || where(list[i])) return list[i];
  return undefined;
}

export function allOf(index: DirectiveIndex, name: string): Directive[] {
  return index.get(name) ?? [];
}

/** httpd flags (`On`/`Off`, case-insensitive). */
export function isOn(d: Directive): boolean {
  return d.args[0]?.value.toLowerCase() === 'on';
}
