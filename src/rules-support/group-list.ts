// A group list as the group rules read it (nginx ssl_ecdh_curve, ssl_conf_command Groups|Curves,
// Apache SSLOpenSSLConfCmd Groups|Curves): its names with their places, and the directive a fix
// writes, in the form the list was given.
import type { FindingLocation } from '../findings.js';
import type { Model, Setting } from '../model/types.js';
import { inDialect, locationOf } from './helpers.js';

export interface GroupName {
  /** The name without its prefixes (`X25519MLKEM768` of `?*X25519MLKEM768`). */
  readonly name: string;
  /** `-NAME` (3.5): removed from the list, not named in it. */
  readonly removed: boolean;
  /** `?NAME` (3.5): skipped where unknown. */
  readonly optional: boolean;
  /** Offset of the name in the list. */
  readonly offset: number;
}

/** The names of a list, DEFAULT left out (see `hasDefault`). */
export function groupNames(value: string): GroupName[] {
  const out: GroupName[] = [];
  let offset = 0;
  for (const word of value.split(':')) {
    let at = offset;
    for (const part of word.split('/')) {
      const prefix = /^[?*-]*/.exec(part)![0];
      const name = part.slice(prefix.length).trim();
      if (name !== '' && name !== 'DEFAULT') {
        out.push({ name, removed: prefix.includes('-'), optional: prefix.includes('?'), offset: at + part.indexOf(name, prefix.length) });
      }
      at += part.length + 1;
    }
    offset += word.length + 1;
  }
  return out;
}

/** The DEFAULT keyword (3.5) among the list's elements, with its offset. */
export function defaultKeyword(value: string): number | undefined {
  const m = /(^|[:/]\s*)[?*]*DEFAULT(?=\s*($|[:/]))/.exec(value);
  return m ? m.index + m[0].indexOf('DEFAULT') : undefined;
}

/** Where `length` characters at `offset` of the list are, when it is one argument on one line written as read; else the directive. */
export function wordLocation(setting: Setting<unknown>, value: string, offset: number, length: number): FindingLocation {
  const arg = setting.directive?.args[setting.directive.args.length - 1];
  const base = arg ? arg.raw.indexOf(value) : -1;
  if (!arg || base < 0 || arg.value !== value || arg.span.line !== arg.span.endLine) return locationOf(setting.at);
  const column = arg.span.column + base + offset;
  return { file: arg.span.file, line: arg.span.line, column, endLine: arg.span.line, endColumn: column + length - 1 };
}

/**
 * The directive that sets `list`, written as the one the finding is on: a `Groups`/`Curves`
 * OpenSSL command stays one, so the fix replaces it rather than adding a second list beside it.
 */
export function groupListDirective(model: Model, setting: Setting<unknown>, list: string): string {
  const d = setting.directive;
  const command = d?.args[0]?.value;
  const name = d?.name.toLowerCase();
  if (d && command && d.args.length === 2 && (name === 'ssl_conf_command' || name === 'sslopensslconfcmd') && /^(groups|curves)$/i.test(command)) {
    return model.dialect === 'nginx' ? `${d.name} ${command} ${list};` : `${d.name} ${command} ${list}`;
  }
  return inDialect(model.dialect, { nginx: `ssl_ecdh_curve ${list};`, apache: `SSLOpenSSLConfCmd Curves ${list}` });
}

/** An explicit list a group rule judges: set in the config (not defaulted), not `auto` nor an ECDHParameters value. */
export function explicitList(setting: Setting<string | undefined>): string | undefined {
  const value = setting.value;
  if (value === undefined || setting.defaulted || value === 'auto') return undefined;
  if (setting.directive?.args[0]?.value.toLowerCase() === 'ecdhparameters') return undefined;
  return value;
}
