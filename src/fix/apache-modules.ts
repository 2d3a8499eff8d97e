// An Apache directive from a module the server does not load stops httpd from starting
// ("Invalid command 'Header', perhaps misspelled or defined by a module not included in the
// server configuration"). A fix does not write one into a tree whose LoadModule lines leave
// its module out; a tree with no LoadModule at all (a snippet) is given the benefit of the doubt.
import { moduleKey } from '../apache/conditions.js';
import type { ConfigTree } from '../source/types.js';
import type { Directive } from '../syntax/types.js';

/** The module each directive a fix may write comes from (lower-case names; core ones absent). */
const MODULE_OF: Record<string, string> = {
  header: 'headers',
  requestheader: 'headers',
  expiresactive: 'expires',
  expiresdefault: 'expires',
  expiresbytype: 'expires',
};

/** `ssl` for SSL* directives, else the table's module, else undefined (core). */
function moduleOf(name: string): string | undefined {
  const lower = name.toLowerCase();
  return lower.startsWith('ssl') ? 'ssl' : MODULE_OF[lower];
}

/** A session or stapling cache names its provider, a module of its own (`shmcb:` is mod_socache_shmcb). */
function providerOf(name: string, words: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  if (lower !== 'sslsessioncache' && lower !== 'sslstaplingcache') return undefined;
  const m = /^["']?(shmcb|dbm|memcache|redis|dc)\b/i.exec(words[0] ?? '');
  return m ? `socache_${m[1].toLowerCase()}` : undefined;
}

/** Module keys each Apache tree loads anywhere (any condition), by file; undefined: loads none. */
export function loadedModules(trees: readonly ConfigTree[]): Map<string, Set<string> | undefined> {
  const byFile = new Map<string, Set<string> | undefined>();
  for (const tree of trees) {
    if (tree.dialect !== 'apache') continue;
    const loaded = new Set<string>();
    const scan = (list: readonly Directive[]): void => {
      for (const d of list) {
        if (d.name.toLowerCase() === 'loadmodule' && d.args[0]) loaded.add(moduleKey(d.args[0].value));
        if (d.block) scan(d.block);
      }
    };
    for (const parsed of tree.files.values()) scan(parsed.directives);
    for (const file of tree.files.keys()) {
      const known = byFile.get(file);
      // A file two trees read keeps what both load (a module loaded by only one may be missing).
      byFile.set(file, loaded.size === 0 ? known : known ? new Set([...known].filter((k) => loaded.has(k))) : loaded);
    }
  }
  return byFile;
}

/** Why the directive cannot be written into `file`, or undefined. */
export function missingModule(loaded: Map<string, Set<string> | undefined>, file: string, name: string, words: readonly string[]): string | undefined {
  const set = loaded.get(file);
  if (!set) return undefined;
  for (const module of [moduleOf(name), providerOf(name, words)]) {
    if (module && !set.has(module)) return `\`${name}\` needs LoadModule ${module}_module, which the configuration does not load`;
  }
  return undefined;
}
