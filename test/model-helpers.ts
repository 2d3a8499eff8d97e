// Shared by the model tests: load a tree from disk, build its model, and show settings as
// `file:line:column` strings relative to a directory so that expectations read like a map.
import { relative } from 'node:path';
import { expect } from 'vitest';
import { buildModel, type BuildOptions } from '../src/load/build.js';
import type { FileRef, Header, Model, Server, Setting } from '../src/model/types.js';
import { loadPaths } from '../src/load/load.js';
import type { Span } from '../src/syntax/types.js';

export function modelOf(path: string, options: BuildOptions = {}): Model {
  const loaded = loadPaths([path], { pathMap: options.pathMap });
  expect(loaded.trees).toHaveLength(1);
  return buildModel(loaded.trees[0], options);
}

export function at(span: Span, base: string): string {
  return `${relative(base, span.file)}:${span.line}:${span.column}`;
}

export interface SettingView<T> {
  value: T;
  at: string;
  inherited: boolean;
  defaulted: boolean;
  directive?: string;
}

export function view<T>(setting: Setting<T>, base: string): SettingView<T> {
  const out: SettingView<T> = { value: setting.value, at: at(setting.at, base), inherited: setting.inherited, defaulted: setting.defaulted };
  if (setting.directive) out.directive = setting.directive.name;
  return out;
}

export function fileView(ref: FileRef | undefined, base: string): { path: string; resolved: string; at: string; inherited: boolean } | undefined {
  if (!ref) return undefined;
  return { path: ref.path, resolved: ref.resolved, at: at(ref.at, base), inherited: ref.inherited };
}

export function headerView(headers: Header[], base: string): string[] {
  return headers.map((h) => `${h.name}: ${h.value}${h.always ? ' (always)' : ''} @${at(h.at, base)}`);
}

/** The one virtual server whose first name is `name`. */
export function serverNamed(model: Model, name: string): Server {
  const found = model.servers.filter((s) => s.names[0]?.value === name);
  expect(found, `servers named ${name}`).toHaveLength(1);
  return found[0];
}
